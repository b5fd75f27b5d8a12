import { type Board, type MatchState, START_BOARD, boardFrom, currentGame } from '@gamao/engine';
import { type Page, expect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../playwright.config';
import { fitsTheScreen, noSeriousViolations, openStoredGame, usableNow } from './support';
import { type LocalGame, reduce, startLocalGame } from '../src/features/play/controller';
import { DEFAULT_SETTINGS, type PlaySettings } from '../src/features/play/settings';
import { NETWORK_WASM } from '../../../libs/bot/src/network-wasm';

/** A local game whose current game is at `board` with `turn` to roll (the MatchState is plain JSON). */
function gameAt(settings: Partial<PlaySettings>, board: Board, turn: 0 | 1): LocalGame {
  const game = startLocalGame({ ...DEFAULT_SETTINGS, ...settings });
  const g = currentGame(game.match);
  const match: MatchState = { ...game.match, games: [{ ...g, phase: 'rolling', turn, board }] };
  return { ...game, match };
}

const rollButton = (page: Page) => page.getByRole('button', { name: 'Lançar os dados' });

/** Rolls (again after a tie of the opening roll) until a side has to move: a tie brings the button back. */
async function rollUntilSomeoneMoves(page: Page, roll: () => Promise<void>) {
  await expect(async () => {
    if (await rollButton(page).isVisible()) await roll();
    await expect(page.getByTestId('turn-status')).toContainText(/jogue \d-\d\./, { timeout: 1500 });
  }).toPass({ timeout: 30_000 });
}
const confirmButton = (page: Page) => page.getByRole('button', { name: 'Confirmar jogada' });
const undoButton = (page: Page) => page.getByRole('button', { name: 'Desfazer jogada' });
const sources = (page: Page) => page.locator('[data-source="true"]');
const destinations = (page: Page) => page.locator('[data-destination="true"]');

/** One move by real clicks: the first highlighted checker, then its first highlighted destination. */
async function clickFirstMove(page: Page) {
  await sources(page).first().click();
  await destinations(page).first().click();
}

/** Plays whatever the page asks of the person until `done` holds: roll, move, confirm, next game. */
async function playUntil(page: Page, done: () => Promise<boolean>, limit = 2000) {
  for (let i = 0; i < limit; i++) {
    if (await done()) return;
    if (await rollButton(page).isVisible()) {
      await rollButton(page).click();
    } else if ((await sources(page).count()) > 0) {
      await clickFirstMove(page);
    } else if (await usableNow(confirmButton(page))) {
      await confirmButton(page).click();
    } else if (await page.getByRole('button', { name: 'Próximo jogo' }).isVisible()) {
      await page.getByRole('button', { name: 'Próximo jogo' }).click();
    } else {
      await page.waitForTimeout(50);
    }
  }
  throw new Error('the game did not reach the expected point');
}

test.describe('play', () => {
  test.beforeEach(async ({ page }) => {
    // Short bot pauses and no animations: the game runs at test speed.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('the board comes with the page: a new game is on it before any script runs', async ({ browser }) => {
    // What a phone shows at first paint (and what Lighthouse measures as the largest paint): the served HTML.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pt-BR/play/local');
    await expect(page.getByRole('group', { name: 'Tabuleiro de gamão' })).toBeVisible();
    await expect(page.getByTestId('turn-status')).toHaveText(
      'Saída: cada lado lança um dado e quem tirar o número maior começa.',
    );
    await expect(page.getByTestId('pips')).toHaveText('Faltam: Você: 167 · Computador: 167');
    await expect(rollButton(page)).toBeVisible();
    await context.close();
  });

  test('plays a whole game against the computer (easy, simple profile) by clicks, then downloads the .mat', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.goto('/pt-BR/play');
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await page.getByRole('radio', { name: /Contra o computador/ }).check();
    await page.getByRole('radio', { name: 'Fácil', exact: true }).check();
    await page.getByRole('radio', { name: /Simples/ }).check();
    await page.getByRole('radio', { name: 'Um jogo' }).check();
    await page.getByRole('button', { name: 'Começar a partida' }).click();
    await expect(page).toHaveURL(/\/pt-BR\/play\/local$/);
    await expect(page.getByTestId('player-1')).toContainText('Computador (Fácil)');
    const result = page.getByTestId('match-result');
    await playUntil(page, () => result.isVisible());
    await expect(result).toContainText(/venceu!/);
    await expect(result).toContainText(/1 ponto/);
    await expect(result).toContainText(/Placar final: Você [01] × [01] Computador/);
    // Every play of the game is in the log, in standard notation.
    await expect(page.getByTestId('game-log')).toContainText(/Você \d-\d: \d+\/\d+/);
    await expect(page.getByTestId('game-log')).toContainText(/Computador \d-\d: /);
    await expect(page.getByTestId('game-log')).toContainText(/vence: 1 ponto/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar a partida (.mat)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^gamao-\d{4}-\d{2}-\d{2}\.mat$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const mat = readFileSync(path, 'utf8');
    expect(mat).toContain(' 1 point match');
    expect(mat).toMatch(/Wins 1 point/);

    await page.getByRole('button', { name: 'Jogar de novo' }).click();
    await expect(page.getByTestId('turn-status')).toContainText('Saída');
    await expect(page.getByTestId('player-0')).toContainText('0');
  });

  test('two on one device: a turn with undo, then confirmed; the game survives a reload', async ({
    page,
  }) => {
    await page.goto('/pt-BR/play');
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    await page.getByRole('radio', { name: /A dois no mesmo aparelho/ }).check();
    await page.getByRole('button', { name: 'Começar a partida' }).click();
    await expect(page).toHaveURL(/\/play\/local$/);
    // The opening roll (again on a tie) until someone has to move.
    const status = page.getByTestId('turn-status');
    await rollUntilSomeoneMoves(page, () => rollButton(page).click());
    await expect(status).toContainText(/Vez de Jogador [12]: jogue \d-\d\./);
    const mover = (await status.textContent())?.includes('Jogador 1') ? 'Jogador 1' : 'Jogador 2';
    const other = mover === 'Jogador 1' ? 'Jogador 2' : 'Jogador 1';
    const pips = page.getByTestId('pips');
    const before = await pips.textContent();

    await clickFirstMove(page);
    await expect(pips).not.toHaveText(before ?? '');
    await expect(undoButton(page)).toBeEnabled();
    await undoButton(page).click();
    await expect(pips).toHaveText(before ?? '');
    await expect(undoButton(page)).toBeDisabled();

    while ((await sources(page).count()) > 0) await clickFirstMove(page);
    await expect(status).toHaveText('Jogada completa: confirme ou desfaça.');
    await confirmButton(page).click();
    await expect(status).toHaveText(`Vez de ${other}: lance os dados.`);
    const log = page.getByTestId('game-log');
    await expect(log).toContainText(new RegExp(`${mover} \\d-\\d: \\d+/\\d+`));
    const logText = await log.textContent();

    // The other player rolls and moves one checker; a reload keeps all of it.
    await rollButton(page).click();
    await clickFirstMove(page);
    const partial = await pips.textContent();
    const dice = await page.locator('[data-dice]').getAttribute('data-dice');
    await page.reload();
    await expect(log).toHaveText(logText ?? '');
    await expect(pips).toHaveText(partial ?? '');
    await expect(page.locator('[data-dice]')).toHaveAttribute('data-dice', dice ?? '');
    await expect(undoButton(page)).toBeEnabled();
    await expect(status).toContainText(`Vez de ${other}`);
  });

  test('announces a forced pass', async ({ page }) => {
    // Player 1 is on the bar and Player 2's home board is closed: every roll passes.
    const board = boardFrom({ 25: 1, 6: 5, 8: 3, 13: 6 }, { 1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3 });
    await openStoredGame(page, gameAt({ mode: 'hotseat' }, board, 0));
    await expect(page.getByRole('button', { name: 'Barra: 1 peça ciano' })).toBeVisible();
    await rollButton(page).click();
    await expect(page.getByTestId('notice')).toContainText(
      /Jogador 1 tirou \d-\d e não tem lance possível: a vez passa\./,
    );
    await expect(page.getByTestId('game-log')).toContainText(/Jogador 1 \d-\d: sem lance possível/);
    await expect(page.getByTestId('turn-status')).toHaveText('Vez de Jogador 2: lance os dados.');
    await expect(page.getByTestId('announcer')).toContainText('a vez passa');
  });

  test('bears off to the end of the game, and shows the trays', async ({ page }) => {
    const board = boardFrom({ 1: 1, 2: 1 }, { 13: 2, 12: 13 });
    await openStoredGame(page, gameAt({ mode: 'hotseat' }, board, 0));
    const tray = page.locator('[data-spot="off"]');
    await expect(tray).toHaveAttribute('aria-label', /Peças retiradas: 13 peças ciano/);
    await rollButton(page).click();
    await sources(page).first().click();
    // The borne-off tray is a highlighted destination.
    await expect(page.locator('[data-spot="off"][data-destination="true"]')).toBeVisible();
    await destinations(page).first().click();
    await expect(tray).toHaveAttribute('aria-label', /Peças retiradas: (14|13) peças ciano/);
    while ((await sources(page).count()) > 0) await clickFirstMove(page);
    await expect(tray).toHaveAttribute('aria-label', /Peças retiradas: 15 peças ciano/);
    await expect(page.locator('[data-checker="0"]')).toHaveCount(15);
    await confirmButton(page).click();
    await expect(page.getByTestId('match-result')).toContainText('Jogador 1 venceu!');
    await expect(page.getByTestId('game-log')).toContainText(/off/);
  });

  test('the computer fetches its bear-off database, a file of the build, in a pure bear-off', async ({
    page,
  }) => {
    const fetched: number[] = [];
    page.context().on('response', (r) => {
      if (/\/_next\/static\/media\/bearoff-os\.[^/]+\.bin$/.test(new URL(r.url()).pathname))
        fetched.push(r.status());
    });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    // Every checker home on both sides, the computer (behind: it does not double) to roll.
    const board = boardFrom({ 6: 1, 5: 1, 3: 1 }, { 6: 3, 5: 3, 4: 2 });
    await openStoredGame(page, gameAt({ mode: 'computer', level: 'hard' }, board, 1));
    await expect.poll(() => fetched, { timeout: 30_000 }).toEqual([200]);
    // It rolled and played: the person's turn.
    await expect(rollButton(page)).toBeVisible({ timeout: 30_000 });
    expect(errors).toEqual([]);
  });

  test("the computer's worker may compile its network's WebAssembly, which the page's CSP refuses", async ({
    page,
  }) => {
    // The bot's worker is a file of the build, served without the pages' Content-Security-Policy: the hard
    // level's network runs there in WebAssembly SIMD (libs/bot/src/network.wat). Pages allow no
    // 'wasm-unsafe-eval', so the same module is refused in the page itself.
    const bytes = Array.from(NETWORK_WASM);
    const compile = (module: number[]) => {
      try {
        new WebAssembly.Instance(new WebAssembly.Module(new Uint8Array(module)), { js: { exp: Math.exp } });
        return 'compiled';
      } catch (error) {
        return `refused: ${String(error)}`;
      }
    };
    const worker = page.waitForEvent('worker');
    await openStoredGame(page, gameAt({ mode: 'computer', level: 'hard' }, START_BOARD, 1));
    expect(await (await worker).evaluate(compile, bytes)).toBe('compiled');
    expect(await page.evaluate(compile, bytes)).toMatch(/^refused: .*(CompileError|EvalError)/);
    // The computer then rolled and played: the person's turn.
    await expect(rollButton(page)).toBeVisible({ timeout: 30_000 });
  });

  test('plays by keyboard: Enter picks a checker and its destination, U undoes, R rolls', async ({
    page,
  }) => {
    const game = startLocalGame({ ...DEFAULT_SETTINGS, mode: 'hotseat' });
    await openStoredGame(page, game);
    await rollUntilSomeoneMoves(page, () => page.keyboard.press('r'));
    await expect(sources(page).first()).toBeVisible();
    await sources(page).first().focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-selected="true"]')).toHaveCount(1);
    // Focus goes to the first destination; Enter moves there.
    await expect(page.locator(':focus')).toHaveAttribute('data-destination', 'true');
    await page.keyboard.press('Enter');
    await expect(undoButton(page)).toBeEnabled();
    await page.keyboard.press('u');
    await expect(undoButton(page)).toBeDisabled();
    // Tab walks the points that can move.
    await sources(page).first().focus();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('data-source', 'true');
  });

  test('moves a checker by dragging it', async ({ page }) => {
    const game = reduce(startLocalGame({ ...DEFAULT_SETTINGS, mode: 'hotseat' }), {
      type: 'roll',
      dice: [3, 1],
    });
    await openStoredGame(page, game);
    const from = await page.locator('[data-spot="p8"] rect').first().boundingBox();
    const to = await page.locator('[data-spot="p5"] rect').first().boundingBox();
    if (!from || !to) throw new Error('no board');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height - 10);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 - 20, from.y + from.height - 40, { steps: 4 });
    await expect(page.locator('[data-spot="p5"]')).toHaveAttribute('data-destination', 'true');
    await page.mouse.move(to.x + to.width / 2, to.y + to.height - 10, { steps: 6 });
    await page.mouse.up();
    await expect(page.locator('[data-spot="p5"]')).toHaveAttribute('aria-label', /^Ponta 5: 1 peça ciano/);
    await expect(page.locator('[data-spot="p8"]')).toHaveAttribute('aria-label', /^Ponta 8: 2 peças ciano/);
    await expect(undoButton(page)).toBeEnabled();
  });

  test('doubling cube and resignation dialogs in an international match', async ({ page }) => {
    const start = startLocalGame({
      ...DEFAULT_SETTINGS,
      mode: 'hotseat',
      profile: 'international',
      cube: true,
      length: 3,
    });
    let game = reduce(start, { type: 'roll', dice: [3, 1] });
    game = reduce(game, { type: 'move', from: 8, to: 5 });
    game = reduce(game, { type: 'move', from: 6, to: 5 });
    game = reduce(game, { type: 'confirm' });
    await openStoredGame(page, game);
    await expect(page.getByRole('img', { name: 'Cubo em 1, no centro' })).toBeVisible();
    await page.getByRole('button', { name: 'Dobrar para 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Jogador 2 dobrou' });
    await expect(dialog).toContainText('A aposta passa a valer 2');
    await dialog.getByRole('button', { name: 'Aceitar (2)' }).click();
    await expect(page.getByRole('img', { name: 'Cubo em 2, com Jogador 1' })).toBeVisible();
    await expect(page.getByTestId('game-log')).toContainText('Jogador 2 dobra para 2');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/play-cube-390x844.png` });

    await page.getByRole('button', { name: 'Desistir' }).click();
    await page.getByRole('button', { name: 'Oferecer um gamão (4 pontos)' }).click();
    const answer = page.getByRole('dialog', { name: 'Jogador 2 quer desistir' });
    await expect(answer).toBeVisible();
    await answer.getByRole('button', { name: 'Aceitar' }).click();
    await expect(page.getByTestId('match-result')).toContainText('Jogador 1 venceu a partida!');
    await expect(page.getByTestId('match-result')).toContainText('Placar final: Jogador 1 4 × 0 Jogador 2');
  });

  test('has no serious accessibility problems and looks right on a phone and a desktop', async ({ page }) => {
    test.setTimeout(120_000);
    let game = startLocalGame({ ...DEFAULT_SETTINGS, mode: 'computer', level: 'medium' });
    game = reduce(game, { type: 'roll', dice: [5, 3] });
    game = reduce(game, { type: 'move', from: 13, to: 8 });
    await openStoredGame(page, game);
    await sources(page).first().click();

    const check = (what: string) => noSeriousViolations(page, what);
    await check('board');

    await page.setViewportSize({ width: 390, height: 844 });
    await fitsTheScreen(page, 'board');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/play-board-390x844.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SCREENSHOT_DIR}/play-board-1440x900.png` });

    await page.goto('/en/play/local');
    await expect(page.getByRole('group', { name: 'Backgammon board' })).toBeVisible();
    await check('board in English');

    await page.goto('/pt-BR/play');
    await check('hub');
    await page.setViewportSize({ width: 390, height: 844 });
    await fitsTheScreen(page, 'hub');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/play-hub-390x844.png`, fullPage: true });

    await page.goto('/pt-BR/rules');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regras e ajuda');
    // Every item of the lists, in order (the messages keep a list by index).
    const steps = page.locator('#how-to-play ol > li');
    await expect(steps).toHaveCount(11);
    await expect(steps.first()).toContainText('Montagem');
    await expect(page.locator('#faq dt')).toHaveCount(6);
    await expect(page.locator('#faq dt').first()).toHaveText('Preciso mesmo usar os dois dados?');
    await check('rules');
    await page.goto('/en/rules#traditional');
    await expect(page.getByRole('cell', { name: '10', exact: true })).toBeVisible();
    await check('rules in English');
    await page.setViewportSize({ width: 390, height: 844 });
    await fitsTheScreen(page, 'rules');
  });
});
