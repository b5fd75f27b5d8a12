import { type APIRequestContext, type Page, expect as baseExpect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../playwright.config';
import { type Account, api, apiSignUp, fitsTheScreen, noSeriousViolations, signedIn } from './support';

/**
 * A four-player knockout as the issue #17 found it, and the bracket of the best bracket sites: every match has
 * its own name (the final is not "Partida 1" like semi-final 1, and no internal id such as "main-r1-m2" reaches a
 * person), the seeds and clear connectors show, registration reads closed after the draw, the standings show
 * the placings known so far during the knockout, the draw is the director's main button, and a public
 * read-only link (no sign-in) with a big-screen mode that cycles pairings, live matches and standings and
 * follows the tournament live. Accounts and most steps go over the API, to keep the test short.
 */
test.describe.configure({ mode: 'serial' });
/** The machines the tests run on are shared: a server action and its refresh may take a few seconds. */
const expect = baseExpect.configure({ timeout: 15_000 });

const CREATE = `mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { id } }`;
const REPORT = `mutation ($input: TournamentResultInput!) { reportTournamentResult(input: $input) { id status } }`;
const MATCHES = `query ($t: UUID!) { tournamentMatches(tournamentId: $t) { slot matchId player1 { id } player2 { id } } }`;

interface Draw {
  slot: string;
  matchId: string;
  player1: { id: string };
  player2: { id: string };
}

let director: Account;
let players: Account[];
let tournamentId: string;
let tournamentUrl: string;

async function drawOf(request: APIRequestContext): Promise<Map<string, Draw>> {
  const { tournamentMatches } = await api<{ tournamentMatches: Draw[] }>(
    request,
    MATCHES,
    { t: tournamentId },
    director.token,
  );
  return new Map(tournamentMatches.map((m) => [m.slot, m]));
}

/** The director records a played result: `winner` wins 3-`loser's points`. */
async function record(request: APIRequestContext, slot: string, winner: Account, loserPoints: number) {
  const match = (await drawOf(request)).get(slot) as Draw;
  await api(
    request,
    REPORT,
    { input: { matchId: match.matchId, outcome: 'PLAYED', playerId: winner.id, score: [3, loserPoints] } },
    director.token,
  );
}

/** WCAG contrast ratio of two CSS colours (rgb()/rgba() as getComputedStyle writes them). */
async function contrastOnWhite(page: Page, color: string): Promise<number> {
  return page.evaluate((c) => {
    const [r, g, b] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lin = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    const lum = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    return 1.05 / (lum + 0.05);
  }, color);
}

test.beforeAll(async ({ request }) => {
  director = await apiSignUp(request, 'Diretora Bia', 'bracket');
  players = [];
  for (const name of ['Ana', 'Bruno', 'Carla', 'Davi'])
    players.push(await apiSignUp(request, name, 'bracket'));
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    `mutation { createClub(input: { name: "Clube da Chave ${Date.now()}" }) { id invitationCode } }`,
    {},
    director.token,
  );
  for (const p of players)
    await api(
      request,
      'mutation ($c: String!) { joinClub(invitationCode: $c) { id } }',
      { c: createClub.invitationCode },
      p.token,
    );
  const { createTournament } = await api<{ createTournament: { id: string } }>(
    request,
    CREATE,
    {
      input: {
        clubId: createClub.id,
        name: 'Copa da Chave',
        format: 'SINGLE_ELIMINATION',
        matchLengths: [3],
        seedingMethod: 'MANUAL',
      },
    },
    director.token,
  );
  tournamentId = createTournament.id;
  tournamentUrl = `/pt-BR/tournaments/${tournamentId}`;
  for (const p of players) {
    await api(
      request,
      'mutation ($t: UUID!) { registerForTournament(tournamentId: $t) { seed } }',
      { t: tournamentId },
      p.token,
    );
    await api(
      request,
      'mutation ($t: UUID!, $u: UUID) { checkInTournament(tournamentId: $t, userId: $u) { seed } }',
      { t: tournamentId, u: p.id },
      director.token,
    );
  }
  await api(
    request,
    'mutation ($t: UUID!, $o: [UUID!]) { setTournamentSeeding(tournamentId: $t, method: MANUAL, order: $o) { id } }',
    { t: tournamentId, o: players.map((p) => p.id) },
    director.token,
  );
});

test('a four-player knockout: match names, seeds, connectors, registration, live standings, buttons', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const [ana, bruno, carla, davi] = players;
  const page = await signedIn(browser, director.token, { viewport: { width: 1440, height: 900 } });

  // Before the draw: the draw is the director's main button; saving the seeding is a secondary one.
  await page.goto(tournamentUrl);
  await expect(page.getByTestId('registration-status')).toHaveText('abertas até o sorteio');
  await expect(page.getByRole('button', { name: 'Fazer o sorteio' })).toHaveClass(/\bprimary\b/);
  await expect(page.getByRole('button', { name: 'Salvar cabeças de chave' })).not.toHaveClass(/\bprimary\b/);
  await page.getByRole('button', { name: 'Fazer o sorteio' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Fazer o sorteio' }).click();
  await expect(page.getByTestId('tournament-status')).toHaveText('Sorteado');
  // Then starting it is the main button.
  await expect(page.getByRole('button', { name: 'Iniciar o torneio' })).toHaveClass(/\bprimary\b/);
  await page.getByRole('button', { name: 'Iniciar o torneio' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Iniciar o torneio' }).click();
  await expect(page.getByTestId('tournament-status')).toHaveText('Em andamento');
  // Registration reads closed, not "open until the draw".
  await expect(page.getByTestId('registration-status')).toHaveText('encerradas no sorteio');
  await expect(page.getByText('abertas até o sorteio')).toHaveCount(0);

  // The bracket: each match its own name, seeds beside the players, the rounds named.
  await page.goto(`${tournamentUrl}/bracket`);
  const card = (slot: string) => page.locator(`[data-slot="${slot}"]`);
  await expect(card('main-r1-m1').getByTestId('match-name')).toHaveText('Semifinal 1 · 3 pts');
  await expect(card('main-r1-m2').getByTestId('match-name')).toHaveText('Semifinal 2 · 3 pts');
  await expect(card('main-r2-m1').getByTestId('match-name')).toHaveText('Final · 3 pts');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Semifinais', 'Final']);
  await expect(card('main-r1-m1').getByTestId('seed')).toHaveText(['1', '4']);
  await expect(card('main-r1-m2').getByTestId('seed')).toHaveText(['2', '3']);
  await expect(card('main-r1-m1')).toContainText('Ana');
  await expect(card('main-r1-m1')).toContainText('Davi');
  // Clear connectors: each semi-final joins the final with a 2 px line dark enough to see (WCAG 3:1 for
  // graphics), the pair's lines meeting at the final's middle.
  const connector = await card('main-r1-m1').evaluate((el) => {
    const after = getComputedStyle(el.parentElement as Element, '::after');
    const before = getComputedStyle(
      document.querySelector('[data-slot="main-r2-m1"]')?.parentElement as Element,
      '::before',
    );
    return {
      content: after.content,
      right: after.borderRightWidth,
      top: after.borderTopWidth,
      color: after.borderRightColor,
      into: before.borderTopWidth,
    };
  });
  expect(connector.content).not.toBe('none');
  expect(parseFloat(connector.right)).toBeGreaterThanOrEqual(2);
  expect(parseFloat(connector.top)).toBeGreaterThanOrEqual(2);
  expect(parseFloat(connector.into)).toBeGreaterThanOrEqual(2);
  expect(await contrastOnWhite(page, connector.color)).toBeGreaterThanOrEqual(3);
  const [semi1, semi2, final] = await Promise.all(
    ['main-r1-m1', 'main-r1-m2', 'main-r2-m1'].map(async (slot) => (await card(slot).boundingBox())!),
  );
  const middle = (b: { y: number; height: number }) => b.y + b.height / 2;
  expect(Math.abs((middle(semi1) + middle(semi2)) / 2 - middle(final))).toBeLessThan(3);
  await noSeriousViolations(page, 'bracket');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/bracket-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await fitsTheScreen(page, 'bracket');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/bracket-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // A report line names the match, never its id.
  const m2 = (await drawOf(request)).get('main-r1-m2') as Draw;
  await api(
    request,
    REPORT,
    { input: { matchId: m2.matchId, outcome: 'PLAYED', playerId: carla.id, score: [3, 1] } },
    carla.token,
  );
  const brunoPage = await signedIn(browser, bruno.token);
  await brunoPage.goto(tournamentUrl);
  const line = brunoPage.getByTestId('open-report');
  await expect(line).toContainText('Semifinal 2: vitória de Carla (jogada, 3–1), informado por Carla');
  await expect(brunoPage.locator('main')).not.toContainText('main-r1');
  await page.goto(tournamentUrl);
  await expect(page.getByTestId('open-report')).toContainText('Semifinal 2: vitória de Carla');
  await expect(page.locator('main')).not.toContainText(/main-r\d/);

  // During the knockout the standings show the places known so far: Davi, out in the semi-final, is 3rd-4th.
  await record(request, 'main-r1-m1', ana, 0);
  await page.goto(`${tournamentUrl}/standings`);
  const placings = page.getByTestId('placings-MAIN');
  await expect(placings.getByRole('heading')).toHaveText('Classificação parcial: Chave principal');
  await expect(placings.locator('tr[data-player="Davi"] [data-testid="place"]')).toHaveText('3–4');
  await expect(placings.locator('tr[data-player="Davi"]')).toContainText('eliminado na semifinal');
  await expect(placings.locator('tr[data-player="Ana"] [data-testid="place"]')).toHaveText('1–2');
  await expect(placings.locator('tr[data-player="Ana"]')).toContainText('na disputa');
  await expect(placings.locator('tr[data-player="Bruno"] [data-testid="place"]')).toHaveText('1–4');
  await noSeriousViolations(page, 'standings-live');

  // The audit trail names the matches and the members, never an internal id.
  await page.goto(`${tournamentUrl}/audit`);
  const subjects = page.getByTestId('audit-subject');
  await expect(subjects.filter({ hasText: 'Semifinal 2' }).first()).toBeVisible();
  await expect(subjects.filter({ hasText: 'Ana' }).first()).toBeVisible();
  for (const text of await subjects.allTextContents()) expect(text).not.toMatch(/main-r|user:|match:/);

  // The final's own page is titled by its name.
  await page.goto(`${tournamentUrl}/matches/main-r2-m1`);
  await expect(page.getByTestId('match-title')).toHaveText('Final');
  await expect(page).toHaveTitle('Final · Copa da Chave — Gamão Clube');
  // And in English.
  await page.goto(`/en/tournaments/${tournamentId}/bracket`);
  await expect(card('main-r1-m2').getByTestId('match-name')).toHaveText('Semi-final 2 · 3 pts');
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Semi-finals', 'Final']);
  expect(davi.id).toBeTruthy();
});

test('a public read-only link and the big screen, followed live without signing in', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const [ana, bruno, carla] = players;
  const page = await signedIn(browser, director.token, { viewport: { width: 1440, height: 900 } });
  await page.goto(tournamentUrl);
  const panel = page.getByTestId('public-link');
  await expect(panel).toContainText('Link público');
  await panel.getByRole('button', { name: 'Criar link público' }).click();
  const link = panel.getByTestId('public-url');
  await expect(link).toHaveText(/\/pt-BR\/t\/[A-Za-z0-9_-]{32}$/);
  const publicUrl = new URL((await link.textContent()) as string).pathname;

  // A visitor who is not signed in: the draw, the names, the seeds and the standings; nothing of the club.
  const visitor = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });
  const anon = await visitor.newPage();
  await anon.emulateMedia({ reducedMotion: 'reduce' });
  await anon.goto(publicUrl);
  await expect(anon.getByRole('heading', { level: 1 })).toHaveText('Copa da Chave');
  await expect(anon.getByTestId('tournament-live')).toHaveAttribute('data-state', 'live');
  const card = (slot: string) => anon.locator(`[data-slot="${slot}"]`);
  await expect(card('main-r2-m1').getByTestId('match-name')).toHaveText('Final · 3 pts');
  await expect(card('main-r1-m1').getByTestId('seed')).toHaveText(['1', '4']);
  await expect(anon.getByTestId('placings-MAIN')).toContainText('Davi');
  await expect(anon.locator('a.match-card')).toHaveCount(0);
  await expect(anon.getByRole('link', { name: 'Auditoria' })).toHaveCount(0);
  await expect(anon.getByTestId('director-panel')).toHaveCount(0);
  await expect(anon.getByTestId('public-link')).toHaveCount(0);
  await noSeriousViolations(anon, 'public');
  await fitsTheScreen(anon, 'public');

  // It follows the tournament live: Bruno confirms Carla's report, and Carla reaches the final without a reload.
  const { tournamentResultReports } = await api<{ tournamentResultReports: { id: string }[] }>(
    request,
    'query ($t: UUID!) { tournamentResultReports(tournamentId: $t, status: PENDING) { id } }',
    { t: tournamentId },
    bruno.token,
  );
  await api(
    request,
    'mutation ($r: UUID!) { confirmTournamentResult(reportId: $r) { status } }',
    { r: tournamentResultReports[0].id },
    bruno.token,
  );
  await expect(card('main-r2-m1')).toContainText('Carla');
  await expect(card('main-r2-m1')).toContainText('Ana');

  // The big screen at 1920 x 1080: pairings, then live matches and results, then standings, on its own.
  await anon.setViewportSize({ width: 1920, height: 1080 });
  await anon.goto(`${publicUrl}/wall?seconds=3`);
  const wall = anon.getByTestId('wall');
  await expect(wall).toHaveAttribute('data-panel', 'pairings');
  await expect(wall.locator('[data-slot="main-r2-m1"]')).toContainText('Final');
  await expect(anon.locator('.site-header')).toBeHidden();
  // Readable from across the room: the players' names at least 24 px.
  const size = await wall
    .locator('.wall-player')
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(24);
  await noSeriousViolations(anon, 'wall');
  await anon.screenshot({ path: `${SCREENSHOT_DIR}/wall-pairings-1920.png` });
  await expect(wall).toHaveAttribute('data-panel', 'live', { timeout: 10_000 });
  await expect(wall).toContainText('Semifinal 2');
  await anon.screenshot({ path: `${SCREENSHOT_DIR}/wall-live-1920.png` });
  await expect(wall).toHaveAttribute('data-panel', 'standings', { timeout: 10_000 });
  await expect(wall.getByTestId('placings-MAIN')).toContainText('Classificação parcial');
  await anon.screenshot({ path: `${SCREENSHOT_DIR}/wall-standings-1920.png` });
  await expect(wall).toHaveAttribute('data-panel', 'pairings', { timeout: 10_000 });

  // The final is recorded: the big screen shows the champion when its standings come round, untouched.
  await record(request, 'main-r2-m1', ana, 2);
  await expect(wall).toHaveAttribute('data-panel', 'standings', { timeout: 15_000 });
  await expect(wall.getByTestId('champion-MAIN')).toHaveText('Campeão: Ana', { timeout: 10_000 });
  await anon.screenshot({ path: `${SCREENSHOT_DIR}/wall-champion-1920.png` });

  // The members' own big screen.
  await page.goto(`${tournamentUrl}/wall?seconds=3`);
  await expect(page.getByTestId('wall')).toHaveAttribute('data-panel', 'pairings');
  await expect(page.getByTestId('wall')).toHaveAttribute('data-panel', 'live', { timeout: 10_000 });

  // Turned off, the link is dead.
  await page.goto(tournamentUrl);
  await page.getByRole('button', { name: 'Desativar link público' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Desativar link público' }).click();
  await expect(page.getByRole('button', { name: 'Criar link público' })).toBeVisible();
  const gone = await anon.goto(publicUrl);
  expect(gone?.status()).toBe(404);
  expect(carla.id).toBeTruthy();
});
