import { expect, type Page, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../playwright.config';
import { type Account, api, apiSignUp, fitsTheScreen, noSeriousViolations, signedIn, stamp } from './support';

/**
 * A club's season on the site (issue 40), on a phone's width, pt-BR and English, axe-clean:
 * 1. a director sets up a ladder on the site; members join; a member challenges from the ladder page, the
 *    defender accepts there, the match is played to its end and the result moves the ladder on the member's
 *    page and on the public read-only link, both without a reload;
 * 2. a member's nemesis and favourite opponent on the profile, and the head-to-head page of two members;
 * 3. a director records entry fees and payments in the club's book, pays out the evening's prize pool
 *    (60/30/10 less the club's 10 %) and records a prize paid out; the balances follow.
 */
test.describe.configure({ mode: 'serial' });

const TAG = 'escada';

async function finishMatch(
  matchId: string,
  loser: Account,
  winner: Account,
  request: Parameters<typeof api>[0],
) {
  const seqOf = async () =>
    (
      await api<{ match: { seq: number } }>(
        request,
        'query ($id: UUID!) { match(id: $id) { seq } }',
        { id: matchId },
        loser.token,
      )
    ).match.seq;
  await api(
    request,
    'mutation ($id: UUID!, $s: Int!) { resign(matchId: $id, expectedSeq: $s, kind: single) { seq } }',
    { id: matchId, s: await seqOf() },
    loser.token,
  );
  await api(
    request,
    'mutation ($id: UUID!, $s: Int!) { acceptResignation(matchId: $id, expectedSeq: $s) { seq } }',
    { id: matchId, s: await seqOf() },
    winner.token,
  );
}

const rungNames = (page: Page) =>
  page.getByTestId('ladder-rung').evaluateAll((items) => items.map((li) => li.textContent ?? ''));

test('a director sets up a ladder; a challenge won moves it live on the member page and the public link', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [olga, ana, bia, caio]: Account[] = [
    await apiSignUp(request, 'Olga', TAG),
    await apiSignUp(request, 'Ana', TAG),
    await apiSignUp(request, 'Bia', TAG),
    await apiSignUp(request, 'Caio', TAG),
  ];
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    'mutation ($name: String!) { createClub(input: { name: $name }) { id invitationCode } }',
    { name: `Clube da Escada ${stamp}` },
    olga.token,
  );
  for (const m of [ana, bia, caio])
    await api(
      request,
      'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }',
      { c: createClub.invitationCode },
      m.token,
    );

  // The director creates the ladder on the site: one-point matches, the other settings as they come.
  const olgaPage = await signedIn(browser, olga.token);
  await olgaPage.goto(`/pt-BR/clubs/${createClub.id}`);
  await olgaPage.getByRole('link', { name: 'Escadas' }).click();
  await expect(olgaPage.getByRole('heading', { name: 'Escadas do clube', level: 1 })).toBeVisible();
  await noSeriousViolations(olgaPage, 'club ladders (pt-BR)');
  await fitsTheScreen(olgaPage, 'club ladders');
  await olgaPage.getByLabel('Nome').fill('Escada de dezembro');
  await olgaPage.getByLabel('Pontos de cada partida').fill('1');
  await olgaPage.getByRole('button', { name: 'Criar escada' }).click();
  await expect(olgaPage.getByRole('heading', { name: 'Escada de dezembro', level: 1 })).toBeVisible();
  const ladderUrl = new URL(olgaPage.url()).pathname;
  const ladderId = ladderUrl.split('/').pop()!;

  // Ana joins on the site; Bia and Caio over the API, below her.
  const anaPage = await signedIn(browser, ana.token);
  await anaPage.goto(ladderUrl);
  await anaPage.getByRole('button', { name: 'Entrar no fim' }).click();
  await expect(anaPage.getByTestId('ladder-rung')).toHaveCount(1);
  for (const m of [bia, caio])
    await api(request, 'mutation ($l: UUID!) { joinLadder(ladderId: $l) { id } }', { l: ladderId }, m.token);

  // The public link, for anyone, and Ana's page: both live, both stay the same documents from here on.
  const publicPath = await olgaPage.getByTestId('ladder-public-link').getAttribute('href');
  const visitor = await (
    await browser.newContext({ locale: 'en', viewport: { width: 390, height: 844 } })
  ).newPage();
  await visitor.goto(publicPath!.replace('/pt-BR/', '/en/'));
  await expect(visitor.getByTestId('ladder-live')).toHaveAttribute('data-state', 'live');
  await expect(visitor.getByTestId('ladder-rung')).toHaveCount(3);
  await expect(visitor.getByRole('heading', { name: 'Standings' })).toBeVisible();
  await noSeriousViolations(visitor, 'public ladder (en)');
  await fitsTheScreen(visitor, 'public ladder');
  await anaPage.reload();
  await expect(anaPage.getByTestId('ladder-live')).toHaveAttribute('data-state', 'live');
  for (const p of [visitor, anaPage])
    await p.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  // Caio, third, challenges Bia, second, from the ladder page; Bia accepts on hers.
  const caioPage = await signedIn(browser, caio.token);
  await caioPage.goto(ladderUrl);
  await expect(caioPage.getByRole('button', { name: 'Desafiar Ana' })).toBeVisible();
  await caioPage.getByRole('button', { name: 'Desafiar Bia' }).click();
  await expect(caioPage.getByTestId('ladder-challenge')).toContainText('Caio desafia Bia');
  await expect(visitor.getByTestId('ladder-challenge')).toContainText('Caio challenges Bia');
  // Bia is told in her notifications and on her challenges page, and both lead to the ladder.
  const biaPage = await signedIn(browser, bia.token);
  await biaPage.goto('/pt-BR/challenges');
  // Her challenges page lists it, to answer on the ladder.
  const toAnswer = biaPage.getByTestId('ladder-challenges').getByRole('listitem');
  await expect(toAnswer).toContainText('Caio desafiou você na escada Escada de dezembro · responda até');
  await expect(toAnswer.getByRole('link', { name: 'Responder' })).toHaveAttribute('href', ladderUrl);
  await noSeriousViolations(biaPage, 'challenges with a ladder challenge');
  await expect(biaPage.getByTestId('notification-count')).toHaveText('1');
  await biaPage.getByRole('button', { name: /Notificações, 1 não lida/ }).click();
  await biaPage
    .getByTestId('notification-panel')
    .getByRole('link', { name: /Caio desafiou você na escada Escada de dezembro: responda até o prazo/ })
    .click();
  await expect(biaPage).toHaveURL(new RegExp(`${ladderUrl}$`));
  await noSeriousViolations(biaPage, 'ladder with a challenge to answer');
  await fitsTheScreen(biaPage, 'ladder with a challenge');
  await biaPage.getByRole('button', { name: 'Aceitar e jogar' }).click();
  const play = biaPage.getByRole('link', { name: 'Ir para a partida' });
  await expect(play).toBeVisible();
  const matchId = (await play.getAttribute('href'))!.split('/').pop()!;
  await expect(anaPage.getByTestId('ladder-challenge')).toHaveAttribute('data-status', 'accepted');
  // Caio's bell, live: Bia accepted; the notice leads to the match.
  await expect(caioPage.getByTestId('notification-count')).toHaveText('1');
  await caioPage.getByRole('button', { name: /Notificações, 1 não lida/ }).click();
  await expect(
    caioPage
      .getByTestId('notification-panel')
      .getByRole('link', { name: /Bia aceitou seu desafio na escada Escada de dezembro: jogue a partida/ }),
  ).toHaveAttribute('href', `/pt-BR/play/online/${matchId}`);
  await biaPage.screenshot({ path: `${SCREENSHOT_DIR}/season-ladder-accepted.png`, fullPage: true });

  // The match ends (Bia resigns): through the outbox the ladder moves, Caio above Bia, with no reload.
  await finishMatch(matchId, bia, caio, request);
  await expect
    .poll(() => rungNames(anaPage), { timeout: 15_000 })
    .toEqual([
      expect.stringContaining('Ana'),
      expect.stringContaining('Caio'),
      expect.stringContaining('Bia'),
    ]);
  await expect
    .poll(() => rungNames(visitor), { timeout: 15_000 })
    .toEqual([
      expect.stringContaining('Ana'),
      expect.stringContaining('Caio'),
      expect.stringContaining('Bia'),
    ]);
  await expect(visitor.getByTestId('ladder-results')).toContainText('the challenger won');
  for (const p of [visitor, anaPage]) expect(await p.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  await visitor.screenshot({ path: `${SCREENSHOT_DIR}/season-ladder-public.png`, fullPage: true });
});

/** A one-point match that `winner` wins: challenged, accepted, the opening rolled, then the loser resigns. */
async function playedMatch(
  request: Parameters<typeof api>[0],
  clubId: string,
  winner: Account,
  loser: Account,
) {
  const { challenge } = await api<{ challenge: { id: string } }>(
    request,
    'mutation ($i: ChallengeInput!) { challenge(input: $i) { id } }',
    { i: { clubId, opponentId: loser.id, options: { length: 1 } } },
    winner.token,
  );
  const id = challenge.id;
  await api(request, 'mutation ($id: UUID!) { acceptChallenge(matchId: $id) { id } }', { id }, loser.token);
  let m = { seq: 0, phase: 'opening' };
  while (m.phase === 'opening')
    m = (
      await api<{ rollDice: { seq: number; phase: string } }>(
        request,
        'mutation ($id: UUID!, $s: Int!) { rollDice(matchId: $id, expectedSeq: $s) { seq phase } }',
        { id, s: m.seq },
        winner.token,
      ).catch(() =>
        api<{ rollDice: { seq: number; phase: string } }>(
          request,
          'mutation ($id: UUID!, $s: Int!) { rollDice(matchId: $id, expectedSeq: $s) { seq phase } }',
          { id, s: m.seq },
          loser.token,
        ),
      )
    ).rollDice;
  await finishMatch(id, loser, winner, request);
}

test("a member's nemesis and favourite on the profile, and the head-to-head page", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [ana, bia, caio]: Account[] = [
    await apiSignUp(request, 'Ana', 'confronto'),
    await apiSignUp(request, 'Bia', 'confronto'),
    await apiSignUp(request, 'Caio', 'confronto'),
  ];
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    'mutation ($name: String!) { createClub(input: { name: $name }) { id invitationCode } }',
    { name: `Clube do Confronto ${stamp}` },
    ana.token,
  );
  for (const m of [bia, caio])
    await api(
      request,
      'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }',
      { c: createClub.invitationCode },
      m.token,
    );
  // Ana beats Bia three times and loses to Caio three times.
  for (let i = 0; i < 3; i++) await playedMatch(request, createClub.id, ana, bia);
  for (let i = 0; i < 3; i++) await playedMatch(request, createClub.id, caio, ana);

  const page = await signedIn(browser, ana.token);
  await page.goto('/pt-BR/profile');
  const rivals = page.getByTestId('profile-rivals');
  await expect(rivals.getByTestId('nemesis')).toContainText('Carrasco: Caio');
  await expect(rivals.getByTestId('favourite')).toContainText('Freguês: Bia');
  await noSeriousViolations(page, 'profile with rivals');
  await rivals.getByRole('link', { name: 'Caio' }).click();
  const h2h = page.getByTestId('head-to-head');
  await expect(h2h.getByRole('heading', { name: 'Ana × Caio' })).toBeVisible();
  await expect(h2h).toContainText('3 partidas');
  await expect(h2h.getByTestId('h2h-side').nth(1)).toContainText('Caio33');
  await expect(h2h.getByTestId('h2h-results').getByRole('listitem')).toHaveCount(3);
  await expect(h2h.getByTestId('h2h-results')).toContainText('Ana perdeu 0–1');
  await noSeriousViolations(page, 'head-to-head');
  await fitsTheScreen(page, 'head-to-head');

  // Another pair, chosen on the page.
  await page.getByLabel('Segundo membro').selectOption({ label: 'Bia' });
  await page.getByRole('button', { name: 'Ver confronto' }).click();
  await expect(h2h.getByRole('heading', { name: 'Ana × Bia' })).toBeVisible();
  await expect(h2h.getByTestId('h2h-side').first()).toContainText('Ana33');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/season-head-to-head.png`, fullPage: true });
});

test('a director records entry fees and pays out the prize pool', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const [olga, ana, bia, caio]: Account[] = [
    await apiSignUp(request, 'Olga', 'caixa'),
    await apiSignUp(request, 'Ana', 'caixa'),
    await apiSignUp(request, 'Bia', 'caixa'),
    await apiSignUp(request, 'Caio', 'caixa'),
  ];
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    'mutation ($name: String!) { createClub(input: { name: $name }) { id invitationCode } }',
    { name: `Clube do Caixa ${stamp}` },
    olga.token,
  );
  for (const m of [ana, bia, caio])
    await api(
      request,
      'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }',
      { c: createClub.invitationCode },
      m.token,
    );
  // Caio's fee was recorded earlier (over the API); Ana's and Bia's are recorded on the page.
  await api(
    request,
    'mutation ($i: BookEntryInput!) { recordBookEntry(input: $i) { id } }',
    {
      i: {
        clubId: createClub.id,
        memberId: caio.id,
        kind: 'FEE',
        amountCents: 1433,
        reference: 'Quinta 10/12',
      },
    },
    olga.token,
  );

  const page = await signedIn(browser, olga.token);
  await page.goto(`/pt-BR/clubs/${createClub.id}`);
  await page.getByRole('link', { name: 'Caixa' }).click();
  await expect(page.getByRole('heading', { name: 'Caixa do clube', level: 1 })).toBeVisible();
  const entry = page.getByRole('form', { name: 'Novo lançamento' });
  const record = async (
    member: string,
    kind: string,
    amount: string,
    more: { method?: string; reference?: string },
  ) => {
    await entry.getByLabel('Membro').selectOption({ label: member });
    await entry.getByLabel('Tipo').selectOption({ label: kind });
    await entry.getByLabel('Valor').fill(amount);
    await entry
      .getByLabel('Forma de pagamento')
      .selectOption(more.method ? { label: more.method } : { index: 0 });
    await entry.getByLabel('Evento').fill(more.reference ?? '');
    await entry.getByRole('button', { name: 'Lançar' }).click();
  };
  const balance = (name: string) => page.getByTestId('book-balance').filter({ hasText: name });
  await record('Ana', 'Inscrição', '14,33', { reference: 'Quinta 10/12' });
  await expect(balance('Ana')).toContainText('-R$ 14,33');
  await record('Ana', 'Pagamento', '14,33', { method: 'dinheiro' });
  await expect(balance('Ana')).toContainText('R$ 0,00');
  await record('Bia', 'Inscrição', '14,33', { reference: 'Quinta 10/12' });
  await expect(balance('Bia')).toContainText('-R$ 14,33');
  // A fraction of a cent is no amount: the form says so and nothing is recorded.
  await record('Bia', 'Pagamento', '14,333', { method: 'transferência' });
  await expect(entry.getByRole('alert')).toContainText('14,33');
  await expect(balance('Bia')).toContainText('-R$ 14,33');
  await noSeriousViolations(page, 'club book');
  await fitsTheScreen(page, 'club book');

  // The evening's pool: 3 x 14,33 = 42,99; the club's 10 % is 4,29 (the odd cent stays); 38,70 as 60/30/10.
  const pool = page.getByRole('form', { name: 'Pagar a premiação de um evento' });
  await pool.getByLabel('Evento').fill('Quinta 10/12');
  await pool.getByLabel('1º lugar').selectOption({ label: 'Ana' });
  await pool.getByLabel('2º lugar').selectOption({ label: 'Caio' });
  await pool.getByLabel('3º lugar').selectOption({ label: 'Bia' });
  await pool.getByRole('button', { name: 'Pagar premiação' }).click();
  await expect(page.getByTestId('book-pools')).toContainText('prêmios R$ 23,22 / R$ 11,61 / R$ 3,87');
  await expect(page.getByTestId('book-pools')).toContainText('clube R$ 4,29');
  await expect(balance('Ana')).toContainText('R$ 23,22');
  // Ana is paid her prize in cash.
  await record('Ana', 'Prêmio pago', '23,22', { method: 'dinheiro' });
  await expect(balance('Ana')).toContainText('R$ 0,00');
  await balance('Ana').getByRole('link', { name: 'Ana' }).click();
  await expect(page.getByTestId('book-statement').getByRole('listitem')).toHaveCount(4);
  await noSeriousViolations(page, 'club book with a statement');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/season-book.png`, fullPage: true });

  // Bia reads her own statement from the club's page: her fee and her prize, and what she owes.
  const biaPage = await signedIn(browser, bia.token);
  await biaPage.goto(`/pt-BR/clubs/${createClub.id}`);
  await expect(biaPage.getByRole('link', { name: 'Caixa', exact: true })).toHaveCount(0);
  await biaPage.getByRole('link', { name: 'Meu extrato' }).click();
  await expect(biaPage.getByRole('heading', { name: 'Meu extrato no clube', level: 1 })).toBeVisible();
  await expect(biaPage.getByTestId('my-balance')).toHaveText('Você deve R$ 10,46 ao clube.');
  const rows = biaPage.getByTestId('my-statement').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Inscrição');
  await expect(rows.nth(0)).toContainText('-R$ 14,33');
  await expect(rows.nth(1)).toContainText('Prêmio ganho');
  await expect(rows.nth(1)).toContainText('R$ 3,87');
  await noSeriousViolations(biaPage, 'member statement');
  await fitsTheScreen(biaPage, 'member statement');
});
