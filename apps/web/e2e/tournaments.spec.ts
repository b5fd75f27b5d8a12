import { rateMatch } from '@gamao/tournament';
import { type Page, expect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../playwright.config';
import {
  type Account,
  api,
  apiSignUp,
  fitsTheScreen,
  noSeriousViolations,
  PASSWORD,
  rollTheOpening,
  seqOf,
  signedIn,
  stamp,
} from './support';

/**
 * A club tournament end to end: the director signs up, creates the club and the tournament (wizard) and runs
 * it through the site; eight members (accounts made over the API, to keep the test short) register, play
 * online on the board, report and confirm results on the site. It ends with a champion per flight, the
 * ratings the FIBS formula gives (computed here with @gamao/tournament) and an intact audit trail.
 */
test.describe.configure({ mode: 'serial' });

/** axe-core finds no serious or critical violation; the page is photographed at 390x844. */
async function checked(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await noSeriousViolations(page, name);
  await fitsTheScreen(page, name);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/tournament-${name}-390x844.png`, fullPage: true });
}

// ---- the online board (as in online.spec.ts) ------------------------------------------------------

const rollButton = (page: Page) => page.getByRole('button', { name: 'Lançar os dados' });
const status = (page: Page) => page.getByTestId('turn-status');

/** Plays an online match to its end the quick way: after the opening roll, the player on turn resigns a
 * backgammon (3 points ends a 3-point match) and the other accepts. Returns the winner's page. */
async function playOnlineByResignation(a: Page, b: Page, names: [string, string]): Promise<Page> {
  await expect(rollButton(a)).toBeVisible();
  await rollTheOpening(a);
  const target = await seqOf(a);
  await expect(b.getByTestId('match-seq')).toHaveAttribute('data-seq', String(target), { timeout: 10_000 });
  const onTurn = async () => {
    for (const [i, page] of [a, b].entries())
      if ((await status(page).textContent())?.startsWith('Sua vez')) return i;
    return -1;
  };
  await expect.poll(onTurn).toBeGreaterThanOrEqual(0);
  const i = await onTurn();
  const [mover, other] = i === 0 ? [a, b] : [b, a];
  await mover.getByRole('button', { name: 'Desistir' }).click();
  await mover.getByRole('button', { name: 'Oferecer um backgammon (3 pontos)' }).click();
  const answer = other.getByRole('dialog', { name: `${names[i]} quer desistir` });
  await expect(answer).toBeVisible();
  await answer.getByRole('button', { name: 'Aceitar' }).click();
  await expect(other.getByTestId('match-result')).toContainText(`${names[1 - i]} venceu a partida!`);
  return other;
}

// ---- the draw, read over the API (the assertions are made on the pages) ----------------------------

interface DrawMatch {
  slot: string;
  matchId: string | null;
  length: number;
  state: string;
  player1: { id: string } | null;
  player2: { id: string } | null;
  winner: { id: string } | null;
}

test('a director runs an 8-player single elimination with a consolation flight, from the wizard to the champions', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);

  // The director signs up and creates the club on the site.
  const director = await browser
    .newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 } })
    .then((c) => c.newPage());
  await director.goto('/pt-BR/sign-up');
  await director.getByLabel('Nome de exibição').fill('Diretora Dora');
  await director.getByLabel('E-mail').fill(`dora.torneio.${stamp}@example.com`);
  await director.getByLabel('Senha').fill(PASSWORD);
  await director.getByRole('button', { name: 'Criar conta' }).click();
  await expect(director).toHaveURL(/\/pt-BR\/clubs$/);
  await director.getByLabel('Nome do clube').fill('Clube do Torneio');
  await director.getByRole('button', { name: 'Criar clube' }).click();
  await expect(director.getByRole('heading', { level: 1 })).toHaveText('Clube do Torneio');
  const clubUrl = new URL(director.url()).pathname;
  const code = (await director.locator('.code').textContent())!.trim();

  // Eight members join the club (accounts and joining over the API).
  const names = ['Ana', 'Bruno', 'Carla', 'Davi', 'Eva', 'Fábio', 'Gil', 'Helena'];
  const players: Account[] = [];
  for (const name of names) players.push(await apiSignUp(request, name, 'torneio'));
  for (const p of players)
    await api(
      request,
      'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }',
      { c: code },
      p.token,
    );
  const [ana, bruno, carla, davi, eva, fabio, gil, helena] = players;
  const byId = new Map(players.map((p) => [p.id, p]));

  // The wizard: four steps; a bad match length is refused by the API in Portuguese and nothing typed is lost.
  await director.goto(clubUrl);
  await director.getByRole('link', { name: 'Novo torneio' }).click();
  await expect(director.getByRole('heading', { level: 1 })).toHaveText('Novo torneio');
  await director.getByLabel('Nome do torneio').fill('Copa de Verão');
  await director.getByLabel('Eliminação simples').check();
  await director.getByLabel('Chave de consolação').check();
  await checked(director, 'wizard');
  await director.getByRole('button', { name: 'Avançar' }).click();
  await expect(director.getByRole('heading', { name: 'Passo 2 de 4: Partidas' })).toBeFocused();
  await director.getByLabel('Pontos por rodada').fill('3-0');
  await expect(director.getByLabel('Regra Crawford')).toBeChecked();
  await director.getByRole('button', { name: 'Avançar' }).click();
  await director.getByLabel('Máximo de jogadores (opcional)').fill('8');
  await director.getByLabel('Manual (ordem do diretor)').check();
  await director.getByRole('button', { name: 'Avançar' }).click();
  const summary = director.getByTestId('wizard-summary');
  await expect(summary).toContainText('Copa de Verão');
  await expect(summary).toContainText('Eliminação simples');
  await director.getByRole('button', { name: 'Criar torneio' }).click();
  const refusal = director.locator('.form-error');
  await expect(refusal).toHaveText(
    'Comprimento de partida inválido (números inteiros de 1 a 99). Confira o campo Pontos por rodada.',
  );
  await expect(refusal).toHaveAttribute('data-error-field', 'matchLengths');
  await checked(director, 'wizard-error');
  // The field's name in the message takes the director back to its step, the field marked.
  await refusal.getByRole('button', { name: 'Pontos por rodada' }).click();
  await expect(director.getByLabel('Pontos por rodada')).toHaveValue('3-0');
  await expect(director.getByLabel('Pontos por rodada')).toHaveAttribute('aria-invalid', 'true');
  await director.getByLabel('Pontos por rodada').fill('3-3-5');
  await director.getByRole('button', { name: 'Voltar' }).click();
  await expect(director.getByLabel('Nome do torneio')).toHaveValue('Copa de Verão');
  await expect(director.getByLabel('Chave de consolação')).toBeChecked();
  for (let i = 0; i < 3; i++) await director.getByRole('button', { name: 'Avançar' }).click();
  await expect(summary).toContainText('3-3-5');
  await expect(summary).toContainText('Manual (ordem do diretor)');
  await director.getByRole('button', { name: 'Criar torneio' }).click();
  await expect(director).toHaveURL(/\/pt-BR\/tournaments\/[0-9a-f-]{36}$/);
  const tournamentUrl = new URL(director.url()).pathname;
  const tournamentId = tournamentUrl.split('/').pop() as string;
  await expect(director.getByRole('heading', { level: 1 })).toHaveText('Copa de Verão');
  await expect(director.getByTestId('tournament-status')).toHaveText('Inscrições abertas');

  // The club home links the tournament.
  await director.goto(clubUrl);
  await expect(director.getByRole('link', { name: 'Copa de Verão' })).toBeVisible();

  // Ana finds it on her tournaments page, registers and checks in by herself; the others register.
  const anaPage = await signedIn(browser, ana.token);
  await anaPage.goto('/pt-BR/tournaments');
  await anaPage.getByRole('link', { name: 'Copa de Verão' }).first().click();
  await anaPage.getByRole('button', { name: 'Inscrever-me' }).click();
  await expect(anaPage.getByText('Você está inscrito.')).toBeVisible();
  await anaPage.getByRole('button', { name: 'Confirmar presença' }).click();
  await expect(anaPage.getByText('Você está inscrito e com presença confirmada.')).toBeVisible();
  await checked(anaPage, 'registration-player');
  for (const p of players.slice(1))
    await api(
      request,
      'mutation ($t: UUID!) { registerForTournament(tournamentId: $t) { registeredAt } }',
      { t: tournamentId },
      p.token,
    );

  // The director checks the other seven in, seeds them by hand, draws and starts.
  await director.goto(tournamentUrl);
  for (const p of players.slice(1)) {
    await director.getByRole('button', { name: `Confirmar presença de ${p.name}` }).click();
    await expect(director.locator('.entry', { hasText: p.name }).locator('.badge')).toHaveText('presente');
  }
  await expect(director).toHaveTitle('Copa de Verão — Gamão Clube');
  // The director has not entered: the tournament is full (eight of eight), so there is no way to register.
  await expect(director.getByTestId('registration-closed')).toHaveText('Inscrições lotadas (8 jogadores).');
  await expect(director.getByRole('button', { name: 'Inscrever-me' })).toHaveCount(0);
  await checked(director, 'registration-director');
  await director.reload();
  for (const [i, p] of players.entries())
    await director.getByRole('spinbutton', { name: p.name, exact: true }).fill(String(i + 1));
  await director.getByRole('button', { name: 'Salvar cabeças de chave' }).click();
  await expect(director.getByText('Cabeças de chave salvos.')).toBeVisible();
  // Ana waits on her tournaments page: nothing to play yet, the tournament followed live.
  await anaPage.goto('/pt-BR/tournaments');
  await expect(anaPage.getByText('Nenhuma partida sua aguardando agora.')).toBeVisible();
  await expect(anaPage.getByTestId('tournament-live')).toHaveAttribute('data-state', 'live');
  await director.getByRole('button', { name: 'Fazer o sorteio' }).click();
  await director.getByRole('dialog').getByRole('button', { name: 'Fazer o sorteio' }).click();
  await expect(director.getByTestId('tournament-status')).toHaveText('Sorteado');
  await director.getByRole('button', { name: 'Iniciar o torneio' }).click();
  await director.getByRole('dialog').getByRole('button', { name: 'Iniciar o torneio' }).click();
  await expect(director.getByTestId('tournament-status')).toHaveText('Em andamento');
  // Her first match appears there without a reload.
  await expect(anaPage.getByTestId('my-next-matches')).toContainText('Copa de Verão · contra');

  const draw = async () =>
    (
      await api<{ tournamentMatches: DrawMatch[] }>(
        request,
        'query ($t: UUID!) { tournamentMatches(tournamentId: $t) { slot matchId length state player1 { id } player2 { id } winner { id } } }',
        { t: tournamentId },
        ana.token,
      )
    ).tournamentMatches;
  const at = async (slot: string) => (await draw()).find((m) => m.slot === slot) as DrawMatch;
  const both = (m: DrawMatch) => [byId.get(m.player1!.id)!, byId.get(m.player2!.id)!] as const;

  // The bracket tree: seeds kept apart (1-8, 4-5, 2-7, 3-6), and an empty consolation flight.
  await director.goto(`${tournamentUrl}/bracket`);
  const card = (page: Page, slot: string) => page.locator(`[data-slot="${slot}"]`);
  for (const [slot, a, b] of [
    ['main-r1-m1', ana, helena],
    ['main-r1-m2', davi, eva],
    ['main-r1-m3', bruno, gil],
    ['main-r1-m4', carla, fabio],
  ] as const) {
    await expect(card(director, slot)).toContainText(a.name);
    await expect(card(director, slot)).toContainText(b.name);
  }
  await expect(director.getByRole('heading', { name: 'Consolação', level: 2 })).toBeVisible();
  await checked(director, 'bracket-start');

  // Rated results in the order they are recorded, to compute the expected ratings.
  const rated: { winner: Account; loser: Account; length: number }[] = [];

  // Match 1, online: Ana starts it from her match page, Helena reaches the board from her tournaments page.
  await anaPage.goto(`${tournamentUrl}/matches/main-r1-m1`);
  await checked(anaPage, 'match-ready');
  await anaPage.getByRole('button', { name: 'Jogar no site' }).click();
  await expect(anaPage).toHaveURL(/\/pt-BR\/play\/online\/[0-9a-f-]{36}$/);
  const helenaPage = await signedIn(browser, helena.token);
  await helenaPage.goto('/pt-BR/tournaments');
  await expect(helenaPage.getByTestId('my-next-matches')).toContainText('Copa de Verão · contra Ana · 3 pts');
  await checked(helenaPage, 'my-tournaments');
  await helenaPage.getByRole('link', { name: 'Ir para o tabuleiro' }).click();
  await expect(helenaPage).toHaveURL(anaPage.url());
  const won1 = await playOnlineByResignation(anaPage, helenaPage, ['Ana', 'Helena']);
  const [w1, l1] = won1 === anaPage ? [ana, helena] : [helena, ana];
  rated.push({ winner: w1, loser: l1, length: 3 });
  await expect.poll(async () => (await at('main-r1-m1')).state).toBe('FINISHED');

  // Match 2, physical board: Davi reports 3-1, Eva confirms from her tournament page.
  const daviPage = await signedIn(browser, davi.token);
  await daviPage.goto(`${tournamentUrl}/matches/main-r1-m2`);
  const report = daviPage.getByTestId('report-form');
  await report.getByLabel('Vencedor', { exact: true }).selectOption({ label: 'Davi' });
  await report.getByLabel('Pontos do perdedor').fill('1');
  await report.getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(daviPage.getByText('Resultado enviado.')).toBeVisible();
  await expect(daviPage.getByTestId('match-report')).toHaveAttribute('data-status', 'PENDING');
  const evaPage = await signedIn(browser, eva.token);
  await evaPage.goto(tournamentUrl);
  await expect(evaPage.getByTestId('open-report')).toContainText('vitória de Davi (jogada, 3–1)');
  await checked(evaPage, 'confirm-result');
  await evaPage.getByRole('button', { name: 'Confirmar resultado' }).click();
  await evaPage.getByRole('dialog').getByRole('button', { name: 'Confirmar resultado' }).click();
  await expect(evaPage.getByTestId('open-report')).toHaveCount(0);
  rated.push({ winner: davi, loser: eva, length: 3 });

  // Match 3: Bruno reports 3-2, Gil disputes it (a reason is required), the director decides 3-1.
  const brunoPage = await signedIn(browser, bruno.token);
  await brunoPage.goto(`${tournamentUrl}/matches/main-r1-m3`);
  await brunoPage
    .getByTestId('report-form')
    .getByLabel('Vencedor', { exact: true })
    .selectOption({ label: 'Bruno' });
  await brunoPage.getByTestId('report-form').getByLabel('Pontos do perdedor').fill('2');
  await brunoPage.getByTestId('report-form').getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(brunoPage.getByText('Resultado enviado.')).toBeVisible();
  const gilPage = await signedIn(browser, gil.token);
  await gilPage.goto(`${tournamentUrl}/matches/main-r1-m3`);
  await gilPage.getByText('Contestar', { exact: true }).click();
  await gilPage.getByRole('button', { name: 'Enviar contestação' }).click();
  await expect(gilPage.locator('.form-error')).toHaveText('Escreva o motivo (3 a 1000 caracteres).');
  await gilPage.getByLabel('O que está errado?').fill('O placar foi 3 a 1, não 3 a 2.');
  await gilPage.getByRole('button', { name: 'Enviar contestação' }).click();
  await expect(gilPage.getByTestId('match-report')).toHaveAttribute('data-status', 'DISPUTED');
  await director.goto(tournamentUrl);
  const disputed = director.getByTestId('open-report').filter({ hasText: 'Bruno' });
  await expect(disputed).toContainText('Contestado: O placar foi 3 a 1, não 3 a 2.');
  await disputed.getByRole('link', { name: 'Decidir' }).click();
  await expect(director).toHaveURL(new RegExp(`${tournamentUrl}/matches/main-r1-m3$`));
  await checked(director, 'dispute');
  await director
    .getByTestId('report-form')
    .getByLabel('Vencedor', { exact: true })
    .selectOption({ label: 'Bruno' });
  await director.getByTestId('report-form').getByLabel('Pontos do perdedor').fill('1');
  await director.getByTestId('report-form').getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(director.getByTestId('match-winner')).toContainText('Bruno');
  await expect(director.locator('[data-testid="match-report"][data-status="SUPERSEDED"]')).toHaveCount(1);
  rated.push({ winner: bruno, loser: gil, length: 3 });
  // Their match lists show the decided score, each player's own points first.
  await brunoPage.goto('/pt-BR/profile');
  await expect(brunoPage.getByRole('link', { name: 'contra Gil · 3–1 · vitória' })).toBeVisible();
  await gilPage.goto('/pt-BR/profile');
  await expect(gilPage.getByRole('link', { name: 'contra Bruno · 1–3 · derrota' })).toBeVisible();

  // Match 4: Fábio does not come; the director records a walkover (not rated).
  await director.goto(`${tournamentUrl}/matches/main-r1-m4`);
  const walkover = director.getByTestId('report-form');
  await walkover.getByLabel('W.O. (um jogador não veio)').check();
  await walkover.getByLabel('Jogador ausente').selectOption({ label: 'Fábio' });
  await walkover.getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(director.getByTestId('match-winner')).toContainText('Carla');
  await expect(director.locator('.match-state')).toContainText('W.O.');

  // Consolation round 1: one match online, one reported by Gil and confirmed by the director.
  const c1 = await at('consolation-r1-m1');
  const c2 = await at('consolation-r1-m2');
  expect(c1.state).toBe('READY');
  const [c1a, c1b] = both(c1);
  const pageOf = new Map<string, Page>([
    [ana.id, anaPage],
    [helena.id, helenaPage],
    [eva.id, evaPage],
    [davi.id, daviPage],
    [bruno.id, brunoPage],
    [gil.id, gilPage],
  ]);
  const c1pageA = pageOf.get(c1a.id) ?? (await signedIn(browser, c1a.token));
  const c1pageB = pageOf.get(c1b.id) ?? (await signedIn(browser, c1b.token));
  await c1pageA.goto(`${tournamentUrl}/matches/consolation-r1-m1`);
  await c1pageA.getByRole('button', { name: 'Jogar no site' }).click();
  await expect(c1pageA).toHaveURL(/\/play\/online\//);
  await c1pageB.goto(tournamentUrl);
  await c1pageB.getByTestId('my-next-match').getByRole('link', { name: 'Ir para o tabuleiro' }).click();
  const wonC1 = await playOnlineByResignation(c1pageA, c1pageB, [c1a.name, c1b.name]);
  rated.push(
    wonC1 === c1pageA ? { winner: c1a, loser: c1b, length: 3 } : { winner: c1b, loser: c1a, length: 3 },
  );
  await expect.poll(async () => (await at('consolation-r1-m1')).state).toBe('FINISHED');

  const [c2a, c2b] = both(c2);
  expect([c2a.name, c2b.name].sort()).toEqual(['Fábio', 'Gil']);
  await gilPage.goto(`${tournamentUrl}/matches/consolation-r1-m2`);
  await gilPage
    .getByTestId('report-form')
    .getByLabel('Vencedor', { exact: true })
    .selectOption({ label: 'Gil' });
  await gilPage.getByTestId('report-form').getByLabel('Pontos do perdedor').fill('0');
  await gilPage.getByTestId('report-form').getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(gilPage.getByText('Resultado enviado.')).toBeVisible();
  await director.goto(tournamentUrl);
  const gilsReport = director.getByTestId('open-report').filter({ hasText: 'vitória de Gil' });
  await gilsReport.getByRole('button', { name: 'Confirmar resultado' }).click();
  await director.getByRole('dialog').getByRole('button', { name: 'Confirmar resultado' }).click();
  await expect(gilsReport).toHaveCount(0);
  rated.push({ winner: gil, loser: fabio, length: 3 });

  // Semi-finals (3 points), recorded by the director: the first-named player wins 3-0.
  for (const slot of ['main-r2-m1', 'main-r2-m2']) {
    const m = await at(slot);
    const [p1, p2] = both(m);
    await director.goto(`${tournamentUrl}/matches/${slot}`);
    await director
      .getByTestId('report-form')
      .getByLabel('Vencedor', { exact: true })
      .selectOption({ label: p1.name });
    await director.getByTestId('report-form').getByLabel('Pontos do perdedor').fill('0');
    await director.getByTestId('report-form').getByRole('button', { name: 'Enviar resultado' }).click();
    await expect(director.getByTestId('match-winner')).toContainText(p1.name);
    rated.push({ winner: p1, loser: p2, length: 3 });
  }

  // The final (5 points): the second-named player reports a 5-3 win, the opponent confirms.
  const final = await at('main-r3-m1');
  expect(final.length).toBe(5);
  const [f1, f2] = both(final);
  const f2page = pageOf.get(f2.id) ?? (await signedIn(browser, f2.token));
  const f1page = pageOf.get(f1.id) ?? (await signedIn(browser, f1.token));
  await f2page.goto(`${tournamentUrl}/matches/main-r3-m1`);
  await f2page
    .getByTestId('report-form')
    .getByLabel('Vencedor', { exact: true })
    .selectOption({ label: f2.name });
  await expect(f2page.getByTestId('report-form').getByLabel('Pontos do vencedor')).toHaveValue('5');
  await f2page.getByTestId('report-form').getByLabel('Pontos do perdedor').fill('3');
  await f2page.getByTestId('report-form').getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(f2page.getByText('Resultado enviado.')).toBeVisible();
  await f1page.goto(`${tournamentUrl}/matches/main-r3-m1`);
  await f1page.getByRole('button', { name: 'Confirmar resultado' }).click();
  await f1page.getByRole('dialog').getByRole('button', { name: 'Confirmar resultado' }).click();
  await expect(f1page.getByTestId('match-winner')).toContainText(f2.name);
  rated.push({ winner: f2, loser: f1, length: 5 });

  // The director corrects the final's score (5-4, same winner): a reason is required and is kept.
  await director.goto(`${tournamentUrl}/matches/main-r3-m1`);
  const correct = director.getByTestId('correct-form');
  await correct.getByLabel('Vencedor', { exact: true }).selectOption({ label: f2.name });
  await correct.getByLabel('Pontos do perdedor').fill('4');
  await correct.getByRole('button', { name: 'Corrigir resultado' }).click();
  await expect(correct.locator('.form-error')).toHaveText('Escreva o motivo (3 a 1000 caracteres).');
  await expect(correct.getByLabel('Pontos do perdedor')).toHaveValue('4');
  await correct.getByLabel('Motivo da correção').fill('A súmula foi preenchida errada: o placar foi 5 a 4.');
  await correct.getByRole('button', { name: 'Corrigir resultado' }).click();
  await expect(director.getByText('Resultado corrigido.')).toBeVisible();
  await expect(director.locator('.match-detail .match-player.winner .match-score')).toHaveText('5');
  await expect(director.locator('.match-detail .match-player:not(.winner) .match-score')).toHaveText('4');

  // The consolation final (3 points): the director records a win of the second-named player.
  const cf = await at('consolation-r2-m1');
  const [cf1, cf2] = both(cf);
  await director.goto(`${tournamentUrl}/matches/consolation-r2-m1`);
  await director
    .getByTestId('report-form')
    .getByLabel('Vencedor', { exact: true })
    .selectOption({ label: cf2.name });
  await director.getByTestId('report-form').getByLabel('Pontos do perdedor').fill('2');
  await director.getByTestId('report-form').getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(director.getByTestId('match-winner')).toContainText(cf2.name);
  rated.push({ winner: cf2, loser: cf1, length: 3 });

  // A champion for each flight, the tournament finished.
  await director.goto(`${tournamentUrl}/standings`);
  await expect(director.getByTestId('tournament-status')).toHaveText('Encerrado');
  await expect(director).toHaveTitle('Classificação · Copa de Verão — Gamão Clube');
  await expect(director.getByTestId('champion-MAIN')).toHaveText(`Campeão: ${f2.name}`);
  await expect(director.getByTestId('champion-CONSOLATION')).toHaveText(`Campeão: ${cf2.name}`);
  await checked(director, 'standings');
  const csv = await director.request.get(`${tournamentUrl}/csv?export=PLACINGS&flight=MAIN`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect((await csv.text()).split(/\r?\n/)[1]).toContain(f2.name);
  await director.goto(`${tournamentUrl}/bracket`);
  await expect(card(director, 'main-r3-m1').getByTestId('match-winner')).toContainText(f2.name);
  await checked(director, 'bracket-final');
  await director.goto(`${tournamentUrl}/print`);
  await expect(director.getByRole('button', { name: 'Imprimir esta página' })).toBeVisible();
  await checked(director, 'print');

  // The expected ratings: the FIBS formula over the rated matches in the order they were recorded.
  const ratings = new Map(players.map((p) => [p.id, { rating: 1500, experience: 0 }]));
  const changes: { winner: number; loser: number }[] = [];
  for (const r of rated) {
    const result = rateMatch(ratings.get(r.winner.id)!, ratings.get(r.loser.id)!, r.length);
    if (!result.ok) throw new Error(result.error.message);
    ratings.set(r.winner.id, {
      rating: result.value.winner.ratingAfter,
      experience: result.value.winner.experienceAfter,
    });
    ratings.set(r.loser.id, {
      rating: result.value.loser.ratingAfter,
      experience: result.value.loser.experienceAfter,
    });
    changes.push({ winner: result.value.winner.change, loser: result.value.loser.change });
  }
  const one = (n: number) =>
    new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
  const signed = (n: number) =>
    new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'exceptZero',
    }).format(n);
  // A first match between two newcomers (1500, experience 0) of 3 points: 5 x 4 x sqrt(3) x 1/2.
  expect(changes[0].winner).toBeCloseTo(10 * Math.sqrt(3), 10);

  // The final's page shows each player's change; the club's leaderboard shows every rating.
  await director.goto(`${tournamentUrl}/matches/main-r3-m1`);
  const finalChange = changes[rated.findIndex((r) => r.length === 5)];
  await expect(
    director.locator(
      `[data-testid="match-ratings"] tr[data-player="${f2.name}"] [data-testid="rating-change"]`,
    ),
  ).toHaveText(signed(finalChange.winner));
  await expect(
    director.locator(
      `[data-testid="match-ratings"] tr[data-player="${f1.name}"] [data-testid="rating-change"]`,
    ),
  ).toHaveText(signed(finalChange.loser));
  await checked(director, 'match-final');
  await director.goto(`${clubUrl}/ratings`);
  const board = director.getByTestId('leaderboard');
  for (const p of players) {
    await expect(board.locator('tr', { hasText: p.name }).locator('td.number')).toHaveText(
      one(ratings.get(p.id)!.rating),
    );
    await expect(board.locator('tr', { hasText: p.name }).locator('td').last()).toHaveText(
      String(ratings.get(p.id)!.experience),
    );
  }
  expect(ratings.get(fabio.id)!.experience).toBe(3); // the walkover was not rated

  // The champion's own rating chart and history, and the ratings on the profile page.
  const champion = pageOf.get(f2.id) ?? f2page;
  await champion.goto(`${clubUrl}/ratings`);
  await expect(champion.getByTestId('rating-chart').locator('svg .recharts-line-curve')).toBeVisible();
  const history = champion.getByTestId('rating-history');
  await expect(history.locator('tbody tr')).toHaveCount(
    rated.filter((r) => r.winner === f2 || r.loser === f2).length,
  );
  await expect(history.locator('tbody tr').first().locator('td.number').first()).toHaveText(
    signed(finalChange.winner),
  );
  await checked(champion, 'ratings');
  await champion.goto('/pt-BR/profile');
  await expect(champion.getByTestId('profile-ratings').locator('td.number')).toHaveText(
    one(ratings.get(f2.id)!.rating),
  );
  await checked(champion, 'profile');
  // Another member's rating page is their profile in the club: it offers a challenge.
  await director.goto(`${clubUrl}/ratings?player=${f2.id}`);
  await director.getByRole('link', { name: `Desafiar ${f2.name}` }).click();
  await expect(director.getByRole('heading', { level: 1 })).toHaveText(`Desafiar ${f2.name}`);

  // The audit trail: every step recorded, the correction with its reason, and the chain verified intact.
  await director.goto(`${tournamentUrl}/audit`);
  const verification = director.getByTestId('audit-verification');
  await expect(verification).toHaveAttribute('data-valid', 'true');
  await expect(verification).toContainText('Íntegro.');
  const trail = director.getByTestId('audit-trail');
  await expect(trail.locator('[data-action="result.corrected"]')).toContainText(
    'Motivo: A súmula foi preenchida errada: o placar foi 5 a 4.',
  );
  await expect(trail.locator('[data-action="result.disputed"]')).toContainText(
    'O placar foi 3 a 1, não 3 a 2.',
  );
  await expect(trail.locator('[data-action="result.recorded"]').first()).toContainText('o servidor');
  await checked(director, 'audit');
  await director.goto(`${tournamentUrl}/audit?scope=club`);
  await expect(director.getByTestId('audit-verification')).toHaveAttribute('data-valid', 'true');
  await expect(
    director.getByTestId('audit-trail').locator('[data-action="rating.changed"]').first(),
  ).toBeVisible();
  await checked(director, 'audit-club');

  // In English too.
  await director.goto(`/en${tournamentUrl.replace(/^\/pt-BR/, '')}/standings`);
  await expect(director.getByTestId('champion-MAIN')).toHaveText(`Champion: ${f2.name}`);
  await expect(director).toHaveTitle('Standings · Copa de Verão — Gamão Club');
});
