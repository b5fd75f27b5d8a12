import { type Page, expect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../playwright.config';
import { type Account, api, apiSignUp, fitsTheScreen, noSeriousViolations, signedIn } from './support';

/**
 * Tournament day (issue 41) in a browser: a director runs round 1 of a 4-player bracket from the day view.
 * The club, players, entries and draw are made over the API; the rest on the site: the day rules (a bad one
 * refused, then a fast lateness rule: no grace, a point per 6 s), the round started with one tap, a board
 * turns late with penalty points, its players are checked in and one player's points are waived with a
 * reason; the other board's players never come and the director records a double no-show; the score sheet
 * of the first board (one A4 page when printed) gives a QR link that both players open on their phones, one
 * reporting the result and the other confirming it, and the director's open day view follows live.
 */
test.describe.configure({ mode: 'serial' });

async function checked(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await noSeriousViolations(page, name);
  await fitsTheScreen(page, name);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/tournament-day-${name}-390x844.png`, fullPage: true });
}

let director: Account;
let players: Account[];
let tournamentId: string;

test.beforeAll(async ({ request }) => {
  director = await apiSignUp(request, 'Diretora', 'dia');
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    'mutation { createClub(input: { name: "Clube do Dia" }) { id invitationCode } }',
    {},
    director.token,
  );
  players = [];
  for (const name of ['Ana', 'Bia', 'Caio', 'Duda']) players.push(await apiSignUp(request, name, 'dia'));
  for (const p of players)
    await api(
      request,
      'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }',
      { c: createClub.invitationCode },
      p.token,
    );
  const { createTournament } = await api<{ createTournament: { id: string } }>(
    request,
    'mutation ($i: CreateTournamentInput!) { createTournament(input: $i) { id } }',
    {
      i: {
        clubId: createClub.id,
        name: 'Aberto do Dia',
        format: 'SINGLE_ELIMINATION',
        matchLengths: [9],
        seedingMethod: 'MANUAL',
      },
    },
    director.token,
  );
  tournamentId = createTournament.id;
  for (const p of players)
    await api(
      request,
      'mutation ($t: UUID!) { registerForTournament(tournamentId: $t) { registeredAt } }',
      { t: tournamentId },
      p.token,
    );
  for (const p of players)
    await api(
      request,
      'mutation ($t: UUID!, $u: UUID) { checkInTournament(tournamentId: $t, userId: $u) { checkedInAt } }',
      { t: tournamentId, u: p.id },
      director.token,
    );
  await api(
    request,
    'mutation ($t: UUID!, $o: [UUID!]) { setTournamentSeeding(tournamentId: $t, method: MANUAL, order: $o) { id } }',
    { t: tournamentId, o: players.map((p) => p.id) },
    director.token,
  );
  for (const step of ['drawTournament', 'startTournament'])
    await api(
      request,
      `mutation ($t: UUID!) { ${step}(tournamentId: $t) { id } }`,
      { t: tournamentId },
      director.token,
    );
});

test('the day view through a round: a late board, a waiver, a double no-show, a result confirmed from the QR', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const [ana, bia, caio, duda] = players;
  const page = await signedIn(browser, director.token);
  await page.goto(`/pt-BR/tournaments/${tournamentId}/day`);
  await expect(page.getByTestId('day-title')).toHaveText('Rodada 1');
  const boards = page.getByTestId('day-board');
  await expect(boards).toHaveCount(2);
  await expect(page.getByTestId('next-action').first()).toHaveText('Próximo: definir o início da rodada.');
  await checked(page, 'not-started');

  // The day rules: an interval of 0 never ends (refused, named); then no grace and a point per 6 s, so that
  // the test need not wait minutes.
  await page.getByText('Regras do dia', { exact: true }).click();
  const rules = page.getByTestId('day-rules-form');
  await rules.getByLabel('Tolerância (minutos)').fill('0');
  await rules.getByLabel('Intervalo (minutos)').fill('0');
  await rules.getByRole('button', { name: 'Salvar as regras' }).click();
  await expect(rules.getByRole('alert')).toContainText('Esta regra de atraso não é válida');
  // A form action resets the form: the rule is entered again.
  await rules.getByLabel('Tolerância (minutos)').fill('0');
  await rules.getByLabel('Intervalo (minutos)').fill('0.1');
  await rules.getByLabel('Desempate 1').selectOption({ label: 'mais vitórias' });
  await rules.getByRole('button', { name: 'Salvar as regras' }).click();
  await expect(rules.getByRole('status')).toHaveText('Regras do dia salvas.');
  await expect(page.getByText('Atraso: 1 ponto a cada 0.1 min após 0 min de tolerância.')).toBeVisible();

  // Seeds 1-4 and 2-3: Ana and Duda on one board, Bia and Caio on the other.
  const board = (name: string) => boards.filter({ has: page.locator(`[data-player="${name}"]`) });
  await page.getByRole('button', { name: 'Começar a rodada agora' }).click();
  await expect(page.getByRole('button', { name: 'Marcar o início para agora' })).toBeVisible();
  await page.waitForTimeout(7_000);
  await page.reload();
  await expect(board('Ana')).toHaveAttribute('data-state', 'LATE');
  await expect(board('Ana').getByTestId('penalty').first()).toContainText(/pontos? de penalidade/);
  await checked(page, 'late');

  // Both arrive: checked in with one tap each; the start score shows their penalties.
  await board('Ana').getByRole('button', { name: 'Apresentar Ana' }).click();
  await expect(board('Ana').getByRole('button', { name: 'Apresentar Ana' })).toHaveCount(0);
  await board('Duda').getByRole('button', { name: 'Apresentar Duda' }).click();
  await expect(board('Ana')).toHaveAttribute('data-state', 'PLAYING');
  const score = (await board('Ana').getByTestId('board-start-score').textContent()) ?? '';
  expect(score).toMatch(/^Ana \d+ – \d+ Duda, até 9$/);

  // Ana's penalty is waived in full, with the reason the audit keeps.
  const ana1 = board('Ana').locator('[data-player="Ana"]');
  await ana1.getByText('Perdoar o atraso de Ana').click();
  await ana1.getByLabel('Motivo').fill('Trânsito na ponte');
  await ana1.getByRole('button', { name: 'Perdoar', exact: true }).click();
  await expect(ana1.getByTestId('penalty')).toContainText('Trânsito na ponte');
  await expect(board('Ana').getByTestId('board-start-score')).toHaveText(/^Ana \d+ – 0 Duda, até 9$/);

  // Bia and Caio never come: past the forfeit (5 points in a 9-point match) it is a double no-show.
  await expect
    .poll(
      async () => {
        await page.reload();
        return board('Bia').getAttribute('data-state');
      },
      { timeout: 40_000, intervals: [2_000] },
    )
    .toBe('LATE');
  await expect
    .poll(
      async () => {
        await page.reload();
        return board('Bia').getByTestId('next-action').textContent();
      },
      { timeout: 40_000, intervals: [3_000] },
    )
    .toContain('duplo não comparecimento');
  await board('Bia').getByRole('button', { name: 'Nenhum veio: duplo não comparecimento' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Nenhum veio: duplo não comparecimento' })
    .click();
  await expect(board('Bia')).toHaveCount(0);
  await checked(page, 'playing');

  // The score sheet of Ana's board: one A4 page, with the QR link to the match's result page.
  const sheet = await signedIn(browser, director.token);
  await sheet.goto(`/pt-BR/tournaments/${tournamentId}/matches/main-r1-m1/sheet`);
  await expect(sheet.getByTestId('sheet-title')).toBeVisible();
  await expect(sheet.getByTestId('sheet-start')).toContainText('Placar inicial: Ana');
  await expect(sheet.getByTestId('sheet-grid').locator('tbody tr')).toHaveCount(1 + 13);
  await checked(sheet, 'score-sheet');
  await sheet.emulateMedia({ media: 'print' });
  const pdf = (await sheet.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1);
  const qrUrl = (await sheet.getByTestId('sheet-link').getAttribute('href')) as string;
  expect(qrUrl).toMatch(new RegExp(`/pt-BR/tournaments/${tournamentId}/matches/main-r1-m1$`));

  // Ana's phone opens the QR's URL and reports; Duda's phone confirms.
  const anaPhone = await signedIn(browser, ana.token);
  await anaPhone.goto(qrUrl);
  const form = anaPhone.getByTestId('report-form');
  await form.getByLabel('Vencedor', { exact: true }).selectOption({ label: 'Ana' });
  await form.getByLabel('Pontos do perdedor').fill('4');
  await form.getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(anaPhone.getByText('Resultado enviado.')).toBeVisible();
  await expect(board('Ana')).toHaveAttribute('data-state', 'WAITING_CONFIRMATION', { timeout: 10_000 });

  const dudaPhone = await signedIn(browser, duda.token);
  await dudaPhone.goto(qrUrl);
  await dudaPhone.getByRole('button', { name: 'Confirmar resultado' }).click();
  await dudaPhone.getByRole('dialog').getByRole('button', { name: 'Confirmar resultado' }).click();
  await expect(dudaPhone.getByTestId('match-winner')).toContainText('Ana');

  // The director's open day view follows live, without a reload.
  await expect(board('Ana')).toHaveAttribute('data-state', 'FINISHED', { timeout: 10_000 });
  await expect(board('Ana').getByTestId('next-action')).toHaveText('Concluída.');
  await checked(page, 'finished');
  expect([bia.id, caio.id]).toHaveLength(2);
});

test('a timed round: the limit passes and the rule decides a board; a disputed result settled from the score sheet', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const people: Account[] = [];
  for (const name of ['Eva', 'Fábio', 'Gil', 'Hugo']) people.push(await apiSignUp(request, name, 'dia2'));
  const [eva, fabio, gil, hugo] = people;
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    'mutation { createClub(input: { name: "Clube do Relógio" }) { id invitationCode } }',
    {},
    director.token,
  );
  for (const p of people)
    await api(
      request,
      'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }',
      { c: createClub.invitationCode },
      p.token,
    );
  const { createTournament } = await api<{ createTournament: { id: string } }>(
    request,
    'mutation ($i: CreateTournamentInput!) { createTournament(input: $i) { id } }',
    {
      i: {
        clubId: createClub.id,
        name: 'Noite do Relógio',
        format: 'SINGLE_ELIMINATION',
        matchLengths: [7],
        seedingMethod: 'MANUAL',
      },
    },
    director.token,
  );
  const id = createTournament.id;
  for (const p of people)
    await api(
      request,
      'mutation ($t: UUID!) { registerForTournament(tournamentId: $t) { registeredAt } }',
      { t: id },
      p.token,
    );
  for (const p of people)
    await api(
      request,
      'mutation ($t: UUID!, $u: UUID) { checkInTournament(tournamentId: $t, userId: $u) { checkedInAt } }',
      { t: id, u: p.id },
      director.token,
    );
  await api(
    request,
    'mutation ($t: UUID!, $o: [UUID!]) { setTournamentSeeding(tournamentId: $t, method: MANUAL, order: $o) { id } }',
    { t: id, o: people.map((p) => p.id) },
    director.token,
  );
  for (const step of ['drawTournament', 'startTournament'])
    await api(
      request,
      `mutation ($t: UUID!) { ${step}(tournamentId: $t) { id } }`,
      { t: id },
      director.token,
    );
  // A one-minute round that began 50 s ago, the leader winning at the limit; everyone at the board.
  await api(
    request,
    'mutation ($i: TournamentDayRulesInput!) { setTournamentDayRules(input: $i) { version } }',
    {
      i: {
        tournamentId: id,
        timeLimitMinutes: 1,
        timeLimitRule: { kind: 'leaderWins', onTie: 'oneMoreGame' },
      },
    },
    director.token,
  );
  await api(
    request,
    'mutation ($t: UUID!, $at: DateTime!) { setRoundStart(tournamentId: $t, round: 1, startsAt: $at) { round } }',
    { t: id, at: new Date(Date.now() - 50_000).toISOString() },
    director.token,
  );
  const { tournamentMatches } = await api<{ tournamentMatches: { slot: string; matchId: string }[] }>(
    request,
    'query ($t: UUID!) { tournamentMatches(tournamentId: $t) { slot matchId } }',
    { t: id },
    director.token,
  );
  const matchOf = (slot: string) => tournamentMatches.find((m) => m.slot === slot)?.matchId as string;
  for (const [slot, pair] of [
    ['main-r1-m1', [eva, hugo]],
    ['main-r1-m2', [fabio, gil]],
  ] as const)
    for (const p of pair)
      await api(
        request,
        'mutation ($m: UUID!, $u: UUID) { checkInAtBoard(matchId: $m, userId: $u) { state } }',
        { m: matchOf(slot), u: p.id },
        director.token,
      );

  const page = await signedIn(browser, director.token);
  await page.goto(`/pt-BR/tournaments/${id}/day`);
  const boards = page.getByTestId('day-board');
  const board = (name: string) => boards.filter({ has: page.locator(`[data-player="${name}"]`) });
  await expect(board('Eva')).toHaveAttribute('data-state', 'PLAYING');
  // Before the limit no board offers the score at the limit.
  await expect(page.getByTestId('time-limit-form')).toHaveCount(0);

  // Fábio reports 7-4 from the score sheet's QR page; Gil disputes it.
  const sheet = await signedIn(browser, director.token);
  await sheet.goto(`/pt-BR/tournaments/${id}/matches/main-r1-m2/sheet`);
  const qrUrl = (await sheet.getByTestId('sheet-link').getAttribute('href')) as string;
  const fabioPhone = await signedIn(browser, fabio.token);
  await fabioPhone.goto(qrUrl);
  const form = fabioPhone.getByTestId('report-form');
  await form.getByLabel('Vencedor', { exact: true }).selectOption({ label: 'Fábio' });
  await form.getByLabel('Pontos do perdedor').fill('4');
  await form.getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(fabioPhone.getByText('Resultado enviado.')).toBeVisible();
  const gilPhone = await signedIn(browser, gil.token);
  await gilPhone.goto(qrUrl);
  await gilPhone.getByText('Contestar', { exact: true }).click();
  await gilPhone.getByLabel('O que está errado?').fill('Eu venci por 7 a 5; está na súmula assinada.');
  await gilPhone.getByRole('button', { name: 'Enviar contestação' }).click();
  await expect(gilPhone.getByTestId('match-report')).toHaveAttribute('data-status', 'DISPUTED');
  await expect(board('Gil')).toHaveAttribute('data-state', 'DISPUTED', { timeout: 10_000 });
  await expect(board('Gil')).toContainText('Contestado: Eu venci por 7 a 5; está na súmula assinada.');
  await expect(board('Gil').getByTestId('next-action')).toHaveText(
    'Próximo: decidir a contestação pela súmula, na página da partida.',
  );

  // The limit passes: Eva leads Hugo 5-3 and the rule gives her the match.
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId('time-limit-form').count();
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
  const timed = board('Eva').getByTestId('time-limit-form');
  await checked(page, 'time-limit');
  // The page refreshes itself on every change of the tournament (the dispute just now): a tap that lands while
  // it re-renders can be lost, so the director taps again while the form is still there (the API records
  // the result once: a second tap would be refused, never applied twice).
  await expect(async () => {
    if (await timed.count()) {
      await timed.getByLabel('Eva no limite').fill('5');
      await timed.getByLabel('Hugo no limite').fill('3');
      await timed.getByRole('button', { name: 'Registrar no limite de tempo' }).click();
    }
    await expect(board('Eva')).toHaveAttribute('data-state', 'FINISHED', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(board('Eva').getByTestId('next-action')).toHaveText('Concluída.');

  // The director settles the dispute from the signed sheet: the sheet's link leads to the match page.
  await sheet.goto(qrUrl);
  await sheet
    .getByTestId('report-form')
    .getByLabel('Vencedor', { exact: true })
    .selectOption({ label: 'Gil' });
  await sheet.getByTestId('report-form').getByLabel('Pontos do perdedor').fill('5');
  await sheet.getByTestId('report-form').getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(sheet.getByTestId('match-winner')).toContainText('Gil');
  await expect(sheet.locator('[data-testid="match-report"][data-status="SUPERSEDED"]')).toHaveCount(1);
  // Round 1 is over: the day view moves on to the final, Eva (won at the time limit) against Gil (the
  // director's decision).
  await expect(page.getByTestId('day-title')).toHaveText('Rodada 2', { timeout: 10_000 });
  const final = page.locator('[data-slot="main-r2-m1"]');
  await expect(final).toContainText('Eva');
  await expect(final).toContainText('Gil');
  await checked(page, 'settled');
  expect(hugo.id).not.toBe(eva.id);
});
