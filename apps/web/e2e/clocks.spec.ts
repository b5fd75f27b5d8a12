import { type Browser, type Page, expect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../playwright.config';
import {
  type Account,
  api,
  apiSignUp,
  fitsTheScreen,
  noSeriousViolations,
  rollTheOpening,
  signedIn,
  stamp,
} from './support';

/**
 * Clocks, end to end (issue #14): a challenge with a short custom clock made in the site's form, two
 * players on the real board; one stops playing and loses on time while the other watches their presence
 * go and the clocks count down (right after a reload too). Then a two-player tournament whose only match
 * times out: the bracket records the winner.
 */
test.describe.configure({ mode: 'serial' });

const rollButton = (page: Page) => page.getByRole('button', { name: 'Lançar os dados' });
const status = (page: Page) => page.getByTestId('turn-status');
const reserveOf = async (page: Page, side: number) =>
  Number(await page.getByTestId(`clock-${side}`).getAttribute('data-reserve-ms'));

/** A club of the owner, with the others as members. */
async function club(request: Parameters<typeof api>[0], owner: Account, members: Account[], name: string) {
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    `mutation ($name: String!) { createClub(input: { name: $name }) { id invitationCode } }`,
    { name: `${name} ${stamp}` },
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

/**
 * The opening, rolled on `a` until a side starts when the server has not rolled it already (a match with a
 * clock starts with it rolled); returns the pages of the player to move (the one whose clock runs) and of
 * the other.
 */
async function openingRolled(a: Page, b: Page): Promise<{ mover: Page; other: Page; moverSide: 0 | 1 }> {
  await expect(status(a)).not.toBeEmpty();
  await rollTheOpening(a);
  const onTurn = async () => {
    if ((await status(a).textContent())?.startsWith('Sua vez')) return 'a';
    if ((await status(b).textContent())?.startsWith('Sua vez')) return 'b';
    return '';
  };
  await expect.poll(onTurn, { timeout: 10_000 }).not.toBe('');
  const mover = (await onTurn()) === 'a' ? a : b;
  const moverSide = (await mover.getByTestId('player-0').textContent())?.includes('(você)') ? 0 : 1;
  return { mover, other: mover === a ? b : a, moverSide };
}

test('a challenge with a short clock: the player who stops playing loses on time, seen live and after a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const [olga, bia] = [
    await apiSignUp(request, 'Olga', 'relogio'),
    await apiSignUp(request, 'Bia', 'relogio'),
  ];
  const clubId = await club(request, olga, [bia], 'Clube do Relógio');

  // Olga challenges Bia in the site: one point, a custom clock of 1 s delay and 90 s of reserve per point: enough
  // that the mover, gone, is seen away (30 s after leaving) before the time runs out, even on a busy machine.
  const a = await signedIn(browser, olga.token);
  await a.goto(`/pt-BR/challenges/new?club=${clubId}&opponent=${bia.id}&name=Bia`);
  await a.getByLabel('Duração').selectOption({ label: '1 ponto' });
  await expect(a.getByText('12 s + 2 min', { exact: true })).toBeVisible(); // the preset Padrão, for 1 point
  await a.getByLabel('Personalizado').check();
  await a.getByLabel('Atraso por vez (segundos)').fill('1');
  await a.getByLabel('Minutos de reserva por ponto').fill('1.5');
  await noSeriousViolations(a, 'challenge with a clock');
  await a.getByRole('button', { name: 'Enviar desafio' }).click();
  await expect(a).toHaveURL(/\/pt-BR\/challenges\?sent=1$/);
  await expect(a.locator('li.challenge', { hasText: 'Bia' })).toContainText('1 s + 1 min 30 s');

  const { myMatches } = await api<{ myMatches: { id: string }[] }>(
    request,
    '{ myMatches(status: [CHALLENGED]) { id } }',
    {},
    olga.token,
  );
  const matchId = myMatches[0].id;
  await api(
    request,
    'mutation ($m: UUID!) { acceptChallenge(matchId: $m) { id } }',
    { m: matchId },
    bia.token,
  );

  // Both boards show both clocks and the time control in the header. The opening roll is the server's, made
  // at the acceptance: the starter's clock may already run (after its 1 s delay) by the time a page loads on a
  // busy machine, the other's stands full.
  const url = `/pt-BR/play/online/${matchId}`;
  const b = await signedIn(browser, bia.token);
  await a.goto(url);
  await b.goto(url);
  for (const page of [a, b]) {
    await expect(page.getByTestId('time-control')).toHaveText('1 s + 1 min 30 s');
    const reserves = await Promise.all(
      [0, 1].map((side) => page.getByTestId(`clock-reserve-${side}`).textContent()),
    );
    expect(reserves.filter((r) => r === '1:30').length).toBeGreaterThanOrEqual(1);
    for (const r of reserves) expect(r).toMatch(/^(1:[0-3]\d|0:[3-5]\d)$/);
    await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  }
  await expect(a.getByTestId('presence-1')).toHaveAttribute('data-status', 'connected');
  await expect(b.getByTestId('presence-0')).toHaveAttribute('data-status', 'connected');

  // The opening: the starter's clock runs (the delay first, then the reserve), the other's stands.
  const { mover, other, moverSide } = await openingRolled(a, b);
  const waiting = 1 - moverSide;
  await expect(other.getByTestId(`clock-${moverSide}`)).toHaveAttribute('data-running', 'true');
  await expect(other.getByTestId(`clock-${waiting}`)).toHaveAttribute('data-running', 'false');
  await expect.poll(() => reserveOf(other, moverSide), { timeout: 10_000 }).toBeLessThan(89_000);
  await noSeriousViolations(other, 'board with clocks');
  await fitsTheScreen(other, 'board with clocks');
  await other.screenshot({ path: `${SCREENSHOT_DIR}/clocks-board-390x844.png` });

  // A reload keeps the running clock right, to within a second.
  const before = await reserveOf(other, moverSide);
  const at = Date.now();
  await other.reload();
  await expect(other.getByTestId(`clock-${moverSide}`)).toHaveAttribute('data-running', 'true');
  await other.waitForTimeout(500);
  const after = await reserveOf(other, moverSide);
  expect(Math.abs(before - (Date.now() - at) - after)).toBeLessThan(1000);
  expect(await reserveOf(other, waiting)).toBe(90_000);

  // The mover leaves: the other sees them away, then the time run out, live.
  await mover.context().close();
  await expect(other.getByTestId(`presence-${moverSide}`)).toHaveAttribute('data-status', /away|gone/, {
    timeout: 45_000,
  });
  // By then under a minute is left: the clock says so.
  await expect(other.getByTestId(`clock-${moverSide}`)).toHaveAttribute('data-level', /low|critical/);
  await expect(other.getByTestId(`clock-warning-${moverSide}`)).toContainText('menos de 10 segundos', {
    timeout: 75_000,
  });
  await expect(other.getByTestId('match-result')).toBeVisible({ timeout: 30_000 });
  await expect(other.getByTestId('result-source')).toHaveText('Vitória por tempo');
  await expect(other.getByTestId('game-log')).toContainText('perdeu por tempo');
  await noSeriousViolations(other, 'lost on time');
});

interface DrawMatch {
  slot: string;
  matchId: string | null;
  state: string;
  winner: { id: string } | null;
}

async function board(browser: Browser, player: Account, matchId: string) {
  const page = await signedIn(browser, player.token);
  await page.goto(`/pt-BR/play/online/${matchId}`);
  return page;
}

test('a two-player tournament with a clock: the director sees the match at risk, pauses, adds time and resumes; the match times out and the bracket records the winner', async ({
  browser,
  request,
}) => {
  test.setTimeout(270_000);
  const [dora, ana, bruno] = [
    await apiSignUp(request, 'Dora', 'relogio-torneio'),
    await apiSignUp(request, 'Ana', 'relogio-torneio'),
    await apiSignUp(request, 'Bruno', 'relogio-torneio'),
  ];
  const clubId = await club(request, dora, [ana, bruno], 'Clube do Torneio com Relógio');
  const { createTournament } = await api<{ createTournament: { id: string } }>(
    request,
    'mutation ($i: CreateTournamentInput!) { createTournament(input: $i) { id } }',
    {
      i: {
        clubId,
        name: 'Copa Relâmpago',
        format: 'SINGLE_ELIMINATION',
        matchLengths: [1],
        crawford: true,
        scoringProfile: 'international',
        seedingMethod: 'RANDOM',
        timeControl: { delaySeconds: 1, reservePerPointSeconds: 40 },
      },
    },
    dora.token,
  );
  const t = createTournament.id;
  for (const p of [ana, bruno]) {
    await api(
      request,
      'mutation ($t: UUID!) { registerForTournament(tournamentId: $t) { registeredAt } }',
      { t },
      p.token,
    );
    await api(
      request,
      'mutation ($t: UUID!, $u: UUID) { checkInTournament(tournamentId: $t, userId: $u) { checkedInAt } }',
      { t, u: p.id },
      dora.token,
    );
  }
  await api(request, 'mutation ($t: UUID!) { drawTournament(tournamentId: $t) { id } }', { t }, dora.token);
  await api(request, 'mutation ($t: UUID!) { startTournament(tournamentId: $t) { id } }', { t }, dora.token);
  const draw = async () =>
    (
      await api<{ tournamentMatches: DrawMatch[] }>(
        request,
        'query ($t: UUID!) { tournamentMatches(tournamentId: $t) { slot matchId state winner { id } } }',
        { t },
        dora.token,
      )
    ).tournamentMatches;
  const [match] = await draw();
  expect(match.matchId).toBeTruthy();
  await api(
    request,
    'mutation ($m: UUID!) { startTournamentMatch(matchId: $m) }',
    { m: match.matchId },
    ana.token,
  );

  // The director's page shows the clock of the tournament.
  const director = await signedIn(browser, dora.token);
  await director.goto(`/pt-BR/tournaments/${t}`);
  await expect(director.getByTestId('tournament-clock')).toContainText('1 s + 40 s por ponto');

  // The players open the board; the opening is rolled and nobody plays: the starter loses on time.
  const a = await board(browser, ana, match.matchId!);
  const b = await board(browser, bruno, match.matchId!);
  const { other, moverSide } = await openingRolled(a, b);
  const moverName = (other === a ? bruno : ana).name;

  // The director: the match is at risk (under a minute of reserve); the clocks are paused, time is added
  // and the clocks run again, each with its reason. 40 s of reserve leave the director's page time to load
  // and be checked on a busy machine before the time runs out.
  await director.reload();
  await expect(director.getByTestId('matches-at-risk')).toContainText(`${moverName} tem só`);
  const tools = director.getByTestId(`clock-tool-${match.slot}`);
  await expect(tools).toContainText('relógio correndo');
  await noSeriousViolations(director, 'director clock tools');
  await tools.getByTestId(`pause-${match.matchId}`).getByLabel('Motivo').fill('Queda de luz no clube');
  await tools.getByRole('button', { name: 'Pausar relógios' }).click();
  await expect(tools).toContainText('relógios pausados');
  await expect(other.getByTestId('clock-paused')).toHaveText('Relógios pausados pelo diretor');
  await expect(other.getByTestId(`clock-${moverSide}`)).toContainText('Pausado');
  const paused = await reserveOf(other, moverSide);
  const add = tools.getByTestId(`add-${match.matchId}`);
  await add.getByLabel('Jogador').selectOption({ label: moverName });
  await add.getByLabel('Segundos (1 a 3600)').fill('30');
  await add.getByLabel('Motivo').fill('Compensar a queda de luz');
  await add.getByRole('button', { name: 'Dar tempo' }).click();
  await expect(add.getByText('Feito.')).toBeVisible();
  await expect.poll(() => reserveOf(other, moverSide)).toBeGreaterThanOrEqual(paused + 29_000);
  await tools.getByTestId(`resume-${match.matchId}`).getByLabel('Motivo').fill('Luz de volta');
  await tools.getByRole('button', { name: 'Retomar relógios' }).click();
  await expect(tools).toContainText('relógio correndo');
  await expect(other.getByTestId('clock-paused')).toHaveCount(0);
  await expect(other.getByTestId(`clock-${moverSide}`)).toHaveAttribute('data-running', 'true');

  await expect(other.getByTestId('result-source')).toHaveText('Vitória por tempo', { timeout: 110_000 });
  const winner = other === a ? ana : bruno;

  // The bracket records the winner.
  await expect.poll(async () => (await draw())[0].state, { timeout: 15_000 }).toBe('FINISHED');
  await director.goto(`/pt-BR/tournaments/${t}/bracket`);
  await expect(director.locator(`[data-slot="${match.slot}"]`).getByTestId('match-winner')).toContainText(
    winner.name,
  );
  expect((await draw())[0].winner?.id).toBe(winner.id);
});

test('a local game for two with a clock: the clock runs for the player to act, and running out loses the match', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/pt-BR/play');
  await page.getByLabel(/A dois no mesmo aparelho/).check();
  await page.getByRole('radio', { name: /^Blitz/ }).check();
  await expect(page.getByText('Blitz (8 s + 1 min)')).toBeVisible();
  await page.getByRole('button', { name: 'Começar a partida' }).click();
  await expect(page).toHaveURL(/\/pt-BR\/play\/local$/);
  for (const side of [0, 1]) await expect(page.getByTestId(`clock-reserve-${side}`)).toHaveText('1:00');

  // The opening: the starter's clock runs, the delay first.
  while (await rollButton(page).isVisible()) await rollButton(page).click();
  const running = page.locator('[data-testid^="clock-"][data-running="true"]');
  await expect(running).toHaveCount(1);
  const side = (await running.getAttribute('data-testid'))!.slice(-1);
  await expect(page.getByTestId(`clock-delay-${side}`)).toBeVisible();

  // Ten minutes later (the stored clock moved back, as if the player had walked away): the time is up.
  await page.evaluate(() => {
    const key = 'gamao.play.local.v1';
    const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}');
    stored.clock.state.startedAt -= 600_000;
    window.localStorage.setItem(key, JSON.stringify(stored));
  });
  await page.reload();
  await expect(page.getByText('o tempo acabou')).toBeVisible();
  await expect(page.getByText(`${side === '0' ? 'Jogador 2' : 'Jogador 1'} venceu!`)).toBeVisible();
  await context.close();
});

test('the tournament wizard asks for a clock: a refused figure is marked, a valid one is shown on the tournament', async ({
  browser,
  request,
}) => {
  const dora = await apiSignUp(request, 'Dora', 'relogio-assistente');
  const clubId = await club(request, dora, [], 'Clube do Assistente');
  const page = await signedIn(browser, dora.token);
  await page.goto(`/pt-BR/clubs/${clubId}/tournaments/new`);
  await page.getByLabel('Nome do torneio').fill('Copa do Relógio');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByLabel('Personalizado').check();
  await page.getByLabel('Atraso por vez (segundos)').fill('500');
  await expect(page.getByLabel('Limite de abandono (horas)')).toHaveValue('24');
  await page.getByLabel('Relógio diferente por rodada').check();
  await expect(page.getByTestId('time-control-round1')).toBeVisible();
  await page.getByLabel('Relógio diferente por rodada').uncheck();
  await noSeriousViolations(page, 'wizard clock');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByRole('button', { name: 'Criar torneio' }).click();
  const error = page.locator('.form-error');
  await expect(error).toHaveAttribute('data-error-field', 'timeControl.delaySeconds');
  await error.getByRole('button').click();
  const delay = page.getByLabel('Atraso por vez (segundos)');
  await expect(delay).toBeFocused();
  await expect(delay).toHaveAttribute('aria-invalid', 'true');
  await delay.fill('10');
  await page.getByLabel('Prazo para começar cada partida (horas)').fill('48');
  await page.getByRole('button', { name: 'Avançar' }).click();
  await page.getByRole('button', { name: 'Avançar' }).click();
  await expect(page.getByTestId('wizard-clock')).toHaveText('10 s + 2 min por ponto');
  await page.getByRole('button', { name: 'Criar torneio' }).click();
  await expect(page.getByTestId('tournament-clock')).toHaveText('10 s + 2 min por ponto');
});
