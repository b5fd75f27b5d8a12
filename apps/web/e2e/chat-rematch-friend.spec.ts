import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../playwright.config';
import {
  type Account,
  api,
  apiSignUp,
  fitsTheScreen,
  noSeriousViolations,
  rollTheOpening,
  seqOf,
  signedIn,
  sql,
  stamp,
} from './support';

/**
 * Life between games (issue 42, parts 2 and 3), end to end on the real site, API, WebSocket and database: the
 * chat of an online match (stock phrases, a free text shown as plain text, a mute, a report), "Revanche" at its
 * end, and a link to play a friend opened in a fresh browser by a guest who plays with a name only.
 */
test.describe.configure({ mode: 'serial' });

type View = { seq: number; phase: string; sideToAct: number | null; status: string };
const FIELDS = 'seq phase sideToAct status';

async function clubOf(request: APIRequestContext, owner: Account, members: Account[]): Promise<string> {
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    `mutation { createClub(input: { name: "Clube Conversa ${stamp}-${owner.name}" }) { id invitationCode } }`,
    {},
    owner.token,
  );
  for (const m of members)
    await api(
      request,
      'mutation ($code: String!) { joinClub(invitationCode: $code) { id } }',
      { code: createClub.invitationCode },
      m.token,
    );
  return createClub.id;
}

/** A 1-point match of `a` (side 0) against `b`, accepted: it is being played. */
async function liveMatch(
  request: APIRequestContext,
  clubId: string,
  a: Account,
  b: Account,
): Promise<string> {
  const { challenge } = await api<{ challenge: { id: string } }>(
    request,
    'mutation ($input: ChallengeInput!) { challenge(input: $input) { id } }',
    { input: { clubId, opponentId: b.id, options: { length: 1, profile: 'international' } } },
    a.token,
  );
  await api(
    request,
    'mutation ($m: UUID!) { acceptChallenge(matchId: $m) { id } }',
    { m: challenge.id },
    b.token,
  );
  return challenge.id;
}

/** Ends a match through the API: the opening roll, then the side to move resigns a single game. */
async function resignThrough(request: APIRequestContext, matchId: string, players: [Account, Account]) {
  const call = async <T>(query: string, vars: Record<string, unknown>, who: Account) =>
    api<T>(request, query, { id: matchId, ...vars }, who.token);
  let m = (await call<{ match: View }>(`query($id: UUID!) { match(id: $id) { ${FIELDS} } }`, {}, players[0]))
    .match;
  while (m.phase !== 'moving')
    m = (
      await call<{ rollDice: View }>(
        `mutation($id: UUID!, $s: Int!) { rollDice(matchId: $id, expectedSeq: $s) { ${FIELDS} } }`,
        { s: m.seq },
        players[0],
      )
    ).rollDice;
  const side = m.sideToAct ?? 0;
  m = (
    await call<{ resign: View }>(
      `mutation($id: UUID!, $s: Int!) { resign(matchId: $id, expectedSeq: $s, kind: single) { ${FIELDS} } }`,
      { s: m.seq },
      players[side],
    )
  ).resign;
  m = (
    await call<{ acceptResignation: View }>(
      `mutation($id: UUID!, $s: Int!) { acceptResignation(matchId: $id, expectedSeq: $s) { ${FIELDS} } }`,
      { s: m.seq },
      players[1 - side],
    )
  ).acceptResignation;
  expect(m.status).toBe('FINISHED');
}

const chatLines = (page: Page) => page.getByTestId('match-chat').getByTestId('chat-line');

async function shot(page: Page, name: string) {
  await fitsTheScreen(page, name);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-390x844.png`, fullPage: true });
}

test("the spectators' chat: a member who watches talks to the room; the players read it in a casual match", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const olga = await apiSignUp(request, 'Olga', 'plateia');
  const bia = await apiSignUp(request, 'Bia', 'plateia');
  const caio = await apiSignUp(request, 'Caio', 'plateia');
  const clubId = await clubOf(request, olga, [bia, caio]);
  const matchId = await liveMatch(request, clubId, olga, bia);

  const a = await signedIn(browser, olga.token);
  const c = await signedIn(browser, caio.token);
  await a.goto(`/pt-BR/play/online/${matchId}`);
  await c.goto(`/pt-BR/play/online/${matchId}`);
  const spectators = c.getByTestId('match-chat');
  await expect(spectators.getByRole('heading', { name: 'Conversa da plateia' })).toBeVisible();
  await expect(spectators).toHaveAttribute('data-live', 'live');
  await expect(a.getByTestId('match-chat')).toHaveAttribute('data-live', 'live');
  // A spectator does not report; the players do.
  await expect(spectators.getByText('Denunciar a conversa')).toHaveCount(0);
  await spectators.getByRole('button', { name: 'Boa sorte' }).click();
  await expect(chatLines(c)).toHaveText(['Caio (plateia): Boa sorte']);
  await expect(chatLines(a)).toHaveText(['Caio (plateia): Boa sorte']);
  await noSeriousViolations(c, 'spectators chat');
  await fitsTheScreen(c, 'spectators chat');
  await a.context().close();
  await c.context().close();
});

test('a chat with stock phrases, a plain-text message, a muted player and a report; then a rematch', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const olga = await apiSignUp(request, 'Olga', 'chat');
  const bia = await apiSignUp(request, 'Bia', 'chat');
  const clubId = await clubOf(request, olga, [bia]);
  const matchId = await liveMatch(request, clubId, olga, bia);

  // Olga reads the site in Portuguese, Bia in English.
  const a = await signedIn(browser, olga.token);
  const b = await signedIn(browser, bia.token, { locale: 'en' });
  await a.goto(`/pt-BR/play/online/${matchId}`);
  await b.goto(`/en/play/online/${matchId}`);
  await expect(a.getByTestId('match-chat')).toHaveAttribute('data-live', 'live');
  await expect(b.getByTestId('match-chat')).toHaveAttribute('data-live', 'live');

  // A stock phrase, live, in each reader's language.
  await a.getByRole('group', { name: 'Frases prontas' }).getByRole('button', { name: 'Boa sorte' }).click();
  await expect(chatLines(a)).toHaveText(['Olga: Boa sorte']);
  await expect(chatLines(b)).toHaveText(['Olga: Good luck']);

  // A free text is plain text: markup stays as typed and an address is not a link.
  const text = 'oi <b>Olga</b> veja https://exemplo.invalid/x';
  await b.getByLabel('Your message').fill(text);
  await b.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(chatLines(a).last()).toHaveText(`Bia: ${text}`);
  await expect(a.getByTestId('match-chat').locator('a, b')).toHaveCount(0);
  await noSeriousViolations(a, 'chat pt-BR');
  await noSeriousViolations(b, 'chat en');
  await shot(a, 'chat');

  // Olga mutes Bia: Bia's next message reaches Bia's page, not Olga's (checked after Olga's own next one).
  await a.getByRole('button', { name: 'Silenciar Bia' }).click();
  await expect(a.getByRole('button', { name: 'Voltar a ouvir Bia' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chatLines(a)).toHaveText(['Olga: Boa sorte']);
  await b.getByRole('button', { name: 'Back soon' }).click();
  await expect(chatLines(b).last()).toHaveText('Bia: Back soon');
  await a.getByRole('button', { name: 'Obrigado' }).click();
  await expect(chatLines(b).last()).toHaveText('Olga: Thank you');
  await expect(chatLines(a)).toHaveText(['Olga: Boa sorte', 'Olga: Obrigado']);
  // After a reload too.
  await a.reload();
  await expect(chatLines(a)).toHaveText(['Olga: Boa sorte', 'Olga: Obrigado']);

  // Olga reports the conversation to the club's directors.
  await a.getByText('Denunciar a conversa').click();
  await a.getByLabel('O que aconteceu?').fill('Mensagens com links estranhos.');
  await a.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(a.getByTestId('chat-reported')).toHaveText('Denúncia enviada aos diretores do clube.');
  const reports = await sql<{ reason: string }>(
    'SELECT reason FROM "MatchChatReport" WHERE "matchId" = $1 AND "reporterId" = $2',
    [matchId, olga.id],
  );
  expect(reports).toEqual([{ reason: 'Mensagens com links estranhos.' }]);

  // The match ends; "Revanche" from Olga, accepted by Bia: both boards go to the new match, sides swapped.
  await resignThrough(request, matchId, [olga, bia]);
  await expect(a.getByTestId('match-result')).toBeVisible();
  await expect(b.getByTestId('match-result')).toBeVisible();
  await a.getByRole('button', { name: 'Revanche' }).click();
  await expect(a.getByTestId('rematch')).toContainText('Revanche proposta: aguardando Bia.');
  await expect(b.getByTestId('rematch')).toContainText('Olga offers a rematch', { timeout: 10_000 });
  await noSeriousViolations(b, 'rematch offered');
  await shot(b, 'rematch-offered');
  await b.getByRole('button', { name: 'Accept the rematch' }).click();
  await expect(b).not.toHaveURL(new RegExp(`${matchId}$`), { timeout: 10_000 });
  const newId = b.url().split('/').at(-1) ?? '';
  expect(newId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(a).toHaveURL(new RegExp(`/pt-BR/play/online/${newId}$`), { timeout: 10_000 });
  await expect(a.getByTestId('player-1')).toContainText('Olga (você)');
  await expect(b.getByTestId('player-0')).toContainText('Bia (you)');
  await a.context().close();
  await b.context().close();
});

test("a friend's link with a QR code, opened in a fresh browser by a guest who plays with a name only", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const olga = await apiSignUp(request, 'Olga', 'friend');
  const clubId = await clubOf(request, olga, []);
  const a = await signedIn(browser, olga.token);
  await a.goto(`/pt-BR/clubs/${clubId}`);
  await a.getByTestId('friend-link-start').click();
  await expect(a.getByRole('heading', { name: 'Jogar com um amigo' })).toBeVisible();
  await a.getByLabel('Duração').selectOption('1');
  await a.getByRole('button', { name: 'Criar o link' }).click();
  await expect(a.getByRole('img', { name: 'QR code do link da partida' })).toBeVisible();
  await expect(a.getByTestId('friend-waiting')).toBeVisible();
  const url = (await a.getByTestId('friend-url').textContent()) ?? '';
  expect(url).toMatch(/^http:\/\/localhost:\d+\/pt-BR\/play\/friend\/[\w-]+$/);
  await noSeriousViolations(a, 'friend link');
  await shot(a, 'friend-link');

  // A fresh browser with no account: a name only.
  const guestContext = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });
  const g = await guestContext.newPage();
  await g.goto(url);
  await expect(g.getByTestId('friend-settings')).toContainText('Olga convida para uma partida: 1 ponto');
  await noSeriousViolations(g, 'friend join');
  await g.getByLabel('Seu nome').fill('Visita');
  await g.getByRole('button', { name: 'Jogar', exact: true }).click();
  await expect(g).toHaveURL(/\/pt-BR\/play\/online\/[0-9a-f-]{36}$/);
  const matchId = g.url().split('/').at(-1) ?? '';
  await expect(g.getByTestId('player-1')).toContainText('Visita (você)');
  // The host's page notices and opens the board.
  await expect(a).toHaveURL(new RegExp(`/pt-BR/play/online/${matchId}$`), { timeout: 15_000 });

  // The guest plays: the opening roll, then checker moves by clicks whenever it is their turn.
  await rollTheOpening(g);
  const status = (page: Page) => page.getByTestId('turn-status');
  const moveAll = async (page: Page) => {
    while ((await page.locator('[data-source="true"]').count()) > 0) {
      await page.locator('[data-source="true"]').first().click();
      await page.locator('[data-destination="true"]').first().click();
    }
    const seq = await seqOf(page);
    await page.getByRole('button', { name: 'Confirmar jogada' }).click();
    await expect.poll(() => seqOf(page)).toBeGreaterThan(seq);
  };
  await expect(status(g)).toHaveText(/Sua vez|Aguardando Olga/);
  if ((await status(g).textContent())?.startsWith('Aguardando')) {
    await expect(status(a)).toHaveText(/^Sua vez: jogue/);
    await moveAll(a);
    await expect(g.getByRole('button', { name: 'Lançar os dados' })).toBeVisible();
    const seq = await seqOf(g);
    await g.getByRole('button', { name: 'Lançar os dados' }).click();
    await expect.poll(() => seqOf(g)).toBeGreaterThan(seq);
  }
  if (await g.getByRole('button', { name: 'Confirmar jogada' }).isVisible()) await moveAll(g);
  await expect(g.getByTestId('game-log')).toContainText(/Visita \d-\d/);
  // The guest's chat is live as well.
  await g.getByRole('button', { name: 'Bom jogo' }).click();
  await expect(chatLines(a).last()).toHaveText('Visita: Bom jogo');
  await noSeriousViolations(g, 'guest board');
  await shot(g, 'guest-board');

  // The guest is nobody else's: the link is used, and says so in English to a third visitor.
  const other = await browser.newContext({ locale: 'en', viewport: { width: 390, height: 844 } });
  const o = await other.newPage();
  await o.goto(url.replace('/pt-BR/', '/en/'));
  await expect(o.getByTestId('friend-closed')).toHaveText('This link was already used or has expired.');
  await noSeriousViolations(o, 'friend link used');
  const guests = await sql<{ email: string }>(
    'SELECT u.email FROM "MatchParticipant" p JOIN "User" u ON u.id = p."userId" WHERE p."matchId" = $1 AND p.side = 1',
    [matchId],
  );
  expect(guests[0].email).toMatch(/@guest\.invalid$/);
  await other.close();
  await guestContext.close();
  await a.context().close();
});
