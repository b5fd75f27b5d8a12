import { type Board, type MatchState, boardFrom, currentGame } from '@gamao/engine';
import { type Locator, type Page, expect as baseExpect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../playwright.config';
import { api, apiSignUp, openStoredGame, rollTheOpening, signedIn, stamp } from './support';
import { type LocalGame, startLocalGame } from '../src/features/play/controller';
import { DEFAULT_SETTINGS } from '../src/features/play/settings';
import { STORAGE_KEY } from '../src/features/play/storage';

/**
 * Issue #17, "a phone-first board": on a phone held upright (390 x 844) and on its side (844 x 390) the
 * targets a finger needs measure at least 44 px and the board and its buttons show without scrolling; the
 * dice read "5-1" and a used die stays readable on the felt; the board options are kept (a guest's after a
 * reload, a member's in another browser); the hint ("Dica") is offered against the computer and never online.
 */

// A loaded machine can take a while to hydrate a page: the checks wait longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };
const TOUCH = 44;

/** Side 0 (the person) bearing in, the computer's checkers on their way home, the person to roll. */
function bearingInGame(): LocalGame {
  const game = startLocalGame({ ...DEFAULT_SETTINGS, mode: 'computer' });
  const g = currentGame(game.match);
  const board: Board = boardFrom({ 6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2 }, { 13: 5, 8: 5, 6: 5 });
  const match: MatchState = { ...game.match, games: [{ ...g, phase: 'rolling', turn: 0, board }] };
  return { ...game, match };
}

const board = (page: Page) => page.locator('svg[data-viewer]');
const rollButton = (page: Page) => page.getByRole('button', { name: 'Lançar os dados' });
const status = (page: Page) => page.getByTestId('turn-status');

/** Seen whole at the top of the page, without scrolling. */
async function inView(page: Page, target: Locator, name: string) {
  const box = await target.boundingBox();
  const { w, h, scrollY } = await page.evaluate(() => ({
    w: window.innerWidth,
    h: window.innerHeight,
    scrollY: window.scrollY,
  }));
  expect(scrollY, `${name}: the page was scrolled`).toBe(0);
  expect(box, `${name}: not shown`).not.toBeNull();
  if (!box) return;
  expect(box.y, `${name}: above the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x, `${name}: left of the screen`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${name}: below the fold`).toBeLessThanOrEqual(h + 0.5);
  expect(box.x + box.width, `${name}: right of the screen`).toBeLessThanOrEqual(w + 0.5);
}

/** At least 44 x 44 CSS pixels. */
async function fingerSized(target: Locator, name: string) {
  const box = await target.boundingBox();
  expect(box, name).not.toBeNull();
  expect(box?.width ?? 0, `${name}: width`).toBeGreaterThanOrEqual(TOUCH);
  expect(box?.height ?? 0, `${name}: height`).toBeGreaterThanOrEqual(TOUCH);
}

/** WCAG relative luminance of a CSS rgb() colour. */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

for (const [orientation, viewport] of [
  ['portrait', PORTRAIT],
  ['landscape', LANDSCAPE],
] as const) {
  test(`the board on a phone (${orientation} ${viewport.width}x${viewport.height}): 44 px targets, no scrolling, readable dice`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport, locale: 'pt-BR', hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await openStoredGame(page, bearingInGame());

    // Before the roll: the whole board and the roll button, and "Sua vez" (never "Vez de Você").
    await expect(status(page)).toHaveText('Sua vez: lance os dados.');
    await inView(page, board(page), 'the board');
    await inView(page, rollButton(page), 'the roll button');
    await fingerSized(rollButton(page), 'the roll button');
    await rollButton(page).click();

    // The dice as players write them.
    await expect(status(page)).toHaveText(/^Sua vez: jogue ([1-6])-([1-6])\.$/);
    const [, high, low] = /jogue (\d)-(\d)/.exec((await status(page).textContent()) ?? '') ?? [];
    expect(Number(high)).toBeGreaterThanOrEqual(Number(low));
    await expect(page.locator('[data-dice]')).toHaveAttribute(
      'aria-label',
      new RegExp(`^Dados: ${high}-${low}`),
    );
    await expect(page.getByTestId('announcer')).toContainText(`Você tirou ${high}-${low}`);

    // Bearing in: the zoom of the home board. Points, the tray and the buttons are finger-sized, all in view.
    const zoomToggle = page.getByTestId('zoom-toggle');
    await expect(zoomToggle).toHaveText('Ampliar a casa');
    await zoomToggle.click();
    await expect(board(page)).toHaveAttribute('data-zoom', 'home');
    await expect(zoomToggle).toHaveAttribute('aria-pressed', 'true');
    for (let point = 1; point <= 6; point++) {
      const hit = page.locator(`[data-spot="p${point}"] rect`).first();
      await fingerSized(hit, `point ${point}`);
      await inView(page, hit, `point ${point}`);
    }
    await fingerSized(page.locator('[data-spot="off"] rect').first(), 'the borne-off tray');
    await inView(page, board(page), 'the zoomed board');
    for (const name of [
      'Confirmar jogada',
      'Desfazer jogada',
      'Dica',
      'Ver o tabuleiro inteiro',
      'Desistir',
    ]) {
      const button = page.getByRole('button', { name, exact: true });
      await fingerSized(button, name);
      await inView(page, button, name);
    }

    // Play one die: the used die stays readable on the felt (no fading), its pips readable on it.
    await page.locator('[data-source="true"]').first().click();
    await page.locator('[data-destination="true"]').first().click();
    const colours = await page.evaluate(() => {
      const used = document.querySelector('[data-dice] g[class*="dieUsed"]');
      const die = used?.querySelector('rect');
      const pip = used?.querySelector('circle');
      const felt = document.querySelector('svg[data-viewer] rect[class*="felt"]');
      if (!used || !die || !pip || !felt) return null;
      return {
        opacity: getComputedStyle(used).opacity,
        die: getComputedStyle(die).fill,
        pip: getComputedStyle(pip).fill,
        felt: getComputedStyle(felt).fill,
      };
    });
    expect(colours, 'a used die is drawn').not.toBeNull();
    if (colours) {
      expect(colours.opacity).toBe('1');
      expect(contrast(colours.die, colours.felt), 'used die on the felt').toBeGreaterThanOrEqual(3);
      expect(contrast(colours.pip, colours.die), 'pips on a used die').toBeGreaterThanOrEqual(4.5);
    }
    await page.screenshot({ path: `${SCREENSHOT_DIR}/board-${orientation}.png` });

    // The whole board again: in view, with its buttons.
    await page.getByRole('button', { name: 'Ver o tabuleiro inteiro' }).click();
    await expect(board(page)).not.toHaveAttribute('data-zoom', 'home');
    await inView(page, board(page), 'the whole board');
    await inView(page, page.getByRole('button', { name: 'Confirmar jogada' }), 'the confirm button');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/board-${orientation}-whole.png` });
    await context.close();
  });
}

test('a tap just beside a checker that can move still picks it (finger reach)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PORTRAIT, locale: 'pt-BR', hasTouch: true });
  const page = await context.newPage();
  await openStoredGame(page, bearingInGame());
  await rollButton(page).click();
  await expect(page.locator('[data-source="true"]').first()).toBeVisible();
  // The middle band just above the 6-point (a source whatever the roll: 6 points carry checkers).
  const six = page.locator('[data-spot="p6"]');
  await expect(six).toHaveAttribute('data-source', 'true');
  const box = await six.locator('rect').first().boundingBox();
  if (!box) throw new Error('no 6-point');
  await page.mouse.click(box.x + box.width / 2, box.y - 8);
  await expect(six).toHaveAttribute('data-selected', 'true');
  await context.close();
});

test("a guest's board options are kept after a reload, and they act", async ({ page }) => {
  await openStoredGame(page, bearingInGame());
  const options = page.getByTestId('board-options');
  await options.locator('summary').click();
  await options.getByLabel('Sentido do tabuleiro').selectOption('left');
  await options.getByLabel('Cores das peças').selectOption('contrast');
  await options.getByLabel('Animações').selectOption('slow');
  await options.getByLabel('Mover com um toque quando só há um destino').check();
  await options.getByLabel('Som', { exact: true }).check();
  // The other options players expect: offered, off until chosen.
  for (const label of ['Lançar os dados automaticamente', 'Retirar as peças automaticamente na corrida'])
    await expect(options.getByLabel(label)).not.toBeChecked();
  await expect(board(page)).toHaveAttribute('data-direction', 'left');
  await expect(options.getByText('Guardadas neste navegador.')).toBeVisible();

  await page.reload();
  await expect(board(page)).toHaveAttribute('data-direction', 'left');
  await options.locator('summary').click();
  await expect(options.getByLabel('Cores das peças')).toHaveValue('contrast');
  await expect(options.getByLabel('Animações')).toHaveValue('slow');
  await expect(options.getByLabel('Mover com um toque quando só há um destino')).toBeChecked();
  await expect(options.getByLabel('Som', { exact: true })).toBeChecked();
  // Mirrored: the home board (points 1..6) is on the left now.
  const one = await page.locator('[data-spot="p1"] rect').first().boundingBox();
  const twelve = await page.locator('[data-spot="p12"] rect').first().boundingBox();
  expect(one && twelve && one.x < twelve.x).toBe(true);

  // One tap: a checker with a single destination moves at once (6-6 from the 1..6 points: only 6/off).
  await page.evaluate(
    ([key]) => {
      const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}');
      const g = stored.match.games[stored.match.games.length - 1];
      g.phase = 'moving';
      g.dice = [6, 6];
      g.turn = 0;
      stored.moves = [];
      window.localStorage.setItem(key, JSON.stringify(stored));
    },
    [STORAGE_KEY],
  );
  await page.reload();
  await expect(status(page)).toHaveText('Sua vez: jogue 6-6.');
  await page.locator('[data-spot="p6"]').click();
  await expect(page.getByTestId('announcer')).toContainText('Você: 6/off.');
});

test("a member's board options follow them to another browser", async ({ browser, request }) => {
  const ana = await apiSignUp(request, 'Ana Tabuleiro', 'board');
  const first = await signedIn(browser, ana.token);
  await first.goto('/pt-BR/play/local');
  await expect(board(first)).toBeVisible();
  const options = first.getByTestId('board-options');
  await options.locator('summary').click();
  await expect(options.getByText('Guardadas na sua conta.')).toBeVisible();
  await options.getByLabel('Sentido do tabuleiro').selectOption('left');
  await options.getByLabel('Cores das peças').selectOption('wood');
  await options.getByLabel('Ampliar a casa ao retirar as peças').check();
  await expect(board(first)).toHaveAttribute('data-direction', 'left');
  // Saved through the API (the site's server action): read back as another client would.
  await expect
    .poll(
      async () =>
        (
          await api<{ boardOptions: { direction: string; colors: string; homeZoom: boolean } }>(
            request,
            '{ boardOptions { direction colors homeZoom } }',
            {},
            ana.token,
          )
        ).boardOptions,
    )
    .toEqual({ direction: 'left', colors: 'wood', homeZoom: true });

  const second = await signedIn(browser, ana.token);
  await second.goto('/pt-BR/play/local');
  await expect(board(second)).toHaveAttribute('data-direction', 'left');
  const there = second.getByTestId('board-options');
  await there.locator('summary').click();
  await expect(there.getByLabel('Cores das peças')).toHaveValue('wood');
  await expect(there.getByLabel('Ampliar a casa ao retirar as peças')).toBeChecked();
  await first.context().close();
  await second.context().close();
});

test('the hint shows the best plays against the computer', async ({ page }) => {
  test.setTimeout(90_000);
  await openStoredGame(page, bearingInGame());
  await expect(page.getByRole('button', { name: 'Dica' })).toHaveCount(0);
  await rollButton(page).click();
  await page.getByRole('button', { name: 'Dica' }).click();
  const hints = page.getByTestId('hints');
  await expect(hints.getByRole('heading')).toHaveText(/^Melhores jogadas para \d-\d$/, { timeout: 30_000 });
  await expect(hints.getByRole('listitem').first()).toContainText(/\d+\/(\d+|off).*\(a melhor\)/);
});

test('no hint in an online match', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const [olga, bia] = [
    await apiSignUp(request, 'Olga Dica', 'board'),
    await apiSignUp(request, 'Bia Dica', 'board'),
  ];
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    `mutation { createClub(input: { name: "Clube Dica ${stamp}" }) { id invitationCode } }`,
    {},
    olga.token,
  );
  await api(
    request,
    `mutation ($code: String!) { joinClub(invitationCode: $code) { id } }`,
    { code: createClub.invitationCode },
    bia.token,
  );
  const { challenge } = await api<{ challenge: { id: string } }>(
    request,
    `mutation ($input: ChallengeInput!) { challenge(input: $input) { id } }`,
    { input: { clubId: createClub.id, opponentId: bia.id, options: { length: 1, profile: 'simple' } } },
    olga.token,
  );
  await api(
    request,
    `mutation ($id: UUID!) { acceptChallenge(matchId: $id) { id } }`,
    { id: challenge.id },
    bia.token,
  );
  const pages = [await signedIn(browser, olga.token), await signedIn(browser, bia.token)];
  for (const p of pages) await p.goto(`/pt-BR/play/online/${challenge.id}`);
  // Whoever starts (after any tie of the opening roll) has checkers to move, and no hint anywhere.
  await expect(rollButton(pages[0])).toBeVisible();
  await rollTheOpening(pages[0]);
  await expect
    .poll(async () => {
      const counts = await Promise.all(pages.map((p) => p.locator('[data-source="true"]').count()));
      return counts.some((n) => n > 0);
    })
    .toBe(true);
  // Exact: the chat's mute button names the opponent ("Silenciar Bia Dica").
  for (const p of pages) await expect(p.getByRole('button', { name: 'Dica', exact: true })).toHaveCount(0);
  for (const p of pages) await p.context().close();
});
