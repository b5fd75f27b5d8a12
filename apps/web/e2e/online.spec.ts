import { type Page, expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { SCREENSHOT_DIR } from '../playwright.config';
import {
  api,
  apiSignUp,
  fitsTheScreen,
  noSeriousViolations,
  rollTheOpening,
  seqOf,
  signedIn,
  stamp,
} from './support';

/**
 * An online match between two club members, end to end: accounts, club and challenge made through the
 * API, then two browsers (and a spectator) on the real site, the real API, its WebSocket and database.
 * Every action is a real click; after each one all boards must show the same state.
 */
test.describe.configure({ mode: 'serial' });

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await fitsTheScreen(page, name);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-390x844.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-1440x900.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

const rollButton = (page: Page) => page.getByRole('button', { name: 'Lançar os dados' });
const confirmButton = (page: Page) => page.getByRole('button', { name: 'Confirmar jogada' });
const undoButton = (page: Page) => page.getByRole('button', { name: 'Desfazer jogada' });
const doubleButton = (page: Page) => page.getByRole('button', { name: 'Dobrar para 2' });
const sources = (page: Page) => page.locator('[data-source="true"]');
const destinations = (page: Page) => page.locator('[data-destination="true"]');
const status = (page: Page) => page.getByTestId('turn-status');

const diceShown = async (page: Page) => {
  const dice = page.locator('[data-dice]');
  return (await dice.count()) ? dice.getAttribute('data-dice') : null;
};

/** Waits until the page shows a state after `seq` (its own action answered, or a live update). */
async function after(page: Page, seq: number) {
  await expect.poll(() => seqOf(page), { timeout: 10_000 }).toBeGreaterThan(seq);
}

/** All boards show the same state: sequence number, pip counts, dice and cube. */
async function inStep(pages: Page[]) {
  const target = Math.max(...(await Promise.all(pages.map(seqOf))));
  for (const page of pages)
    await expect(page.getByTestId('match-seq')).toHaveAttribute('data-seq', String(target), {
      timeout: 10_000,
    });
  const [first, ...rest] = pages;
  const pips = (await first.getByTestId('pips').textContent()) ?? '';
  const dice = await diceShown(first);
  const cube = await first.locator('[aria-label^="Cubo em"]').getAttribute('aria-label');
  for (const page of rest) {
    await expect(page.getByTestId('pips')).toHaveText(pips);
    expect(await diceShown(page)).toBe(dice);
    await expect(page.locator('[aria-label^="Cubo em"]')).toHaveAttribute('aria-label', cube ?? '');
  }
  return target;
}

/** The player's page on turn (its status starts with "Sua vez"), once every board shows the same state. */
async function onTurn(players: [Page, Page], watchers: Page[] = []): Promise<Page> {
  await inStep([...players, ...watchers]);
  const whose = async () => {
    for (const [i, page] of players.entries())
      if ((await status(page).textContent())?.startsWith('Sua vez')) return i;
    return -1;
  };
  await expect.poll(whose).toBeGreaterThanOrEqual(0);
  return players[await whose()];
}

/** One move by real clicks: the first highlighted checker, then its first highlighted destination. */
async function clickFirstMove(page: Page) {
  await sources(page).first().click();
  await destinations(page).first().click();
}

/** Rolls when the page offers it; false when the roll passed at once (no legal play). */
async function roll(page: Page): Promise<boolean> {
  if (await rollButton(page).isVisible()) {
    const seq = await seqOf(page);
    await rollButton(page).click();
    await after(page, seq);
  }
  return confirmButton(page).isVisible();
}

/** Moves checker by checker until the play is complete, then confirms it. */
async function finishPlay(page: Page) {
  while ((await sources(page).count()) > 0) await clickFirstMove(page);
  await expect(confirmButton(page)).toBeEnabled();
  const seq = await seqOf(page);
  await confirmButton(page).click();
  await after(page, seq);
}

async function playTurn(page: Page) {
  if (await roll(page)) await finishPlay(page);
}

test('two members play online, live: rolls, plays, a double and a take, reloads, a spectator, a stale click, a resignation', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const [olga, bia, caio] = [
    await apiSignUp(request, 'Olga', 'online'),
    await apiSignUp(request, 'Bia', 'online'),
    await apiSignUp(request, 'Caio', 'online'),
  ];
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    `mutation { createClub(input: { name: "Clube Online ${stamp}" }) { id invitationCode } }`,
    {},
    olga.token,
  );
  for (const member of [bia, caio])
    await api(
      request,
      `mutation ($code: String!) { joinClub(invitationCode: $code) { id } }`,
      { code: createClub.invitationCode },
      member.token,
    );
  const { challenge } = await api<{ challenge: { id: string } }>(
    request,
    `mutation ($input: ChallengeInput!) { challenge(input: $input) { id } }`,
    {
      input: {
        clubId: createClub.id,
        opponentId: bia.id,
        options: { length: 3, profile: 'international', crawford: true, cube: true },
      },
    },
    olga.token,
  );
  const url = `/pt-BR/play/online/${challenge.id}`;

  // Olga opens the board before Bia accepts: it waits, live.
  const a = await signedIn(browser, olga.token);
  const b = await signedIn(browser, bia.token);
  await a.goto(url);
  await expect(status(a)).toHaveText('Desafio ainda não aceito: aguardando Bia.');
  await expect(a.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  await expect(a.getByTestId('player-0')).toContainText('Olga (você)');

  // Bia accepts in the site and lands on the board; Olga's board starts without a reload.
  await b.goto('/pt-BR/challenges');
  await b.getByRole('button', { name: 'Aceitar' }).first().click();
  await b.getByRole('dialog').getByRole('button', { name: 'Aceitar' }).click();
  await expect(b).toHaveURL(new RegExp(`${url}$`));
  await expect(rollButton(a)).toBeVisible();
  await expect(rollButton(b)).toBeVisible();
  await expect(a.getByTestId('seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(b.getByTestId('seed-hash')).toHaveText((await a.getByTestId('seed-hash').textContent()) ?? '');
  await noSeriousViolations(a, 'online opening');

  // The opening roll: the server draws a die for each side; a tie rolls again.
  await rollTheOpening(a);
  await expect(a.getByTestId('notice')).toContainText(/começa com \d-\d\./);
  let mover = await onTurn([a, b]);
  await expect(status(mover)).toHaveText(/^Sua vez: jogue \d-\d\.$/);
  await expect(status(mover === a ? b : a)).toHaveText(
    new RegExp(`^Aguardando ${mover === a ? 'Olga' : 'Bia'} jogar \\d-\\d…$`),
  );
  await finishPlay(mover);
  await inStep([a, b]);
  await expect(a.getByTestId('game-log')).toContainText(/(Olga|Bia) \d-\d: \d+\/\d+/);

  // A spectator from the club watches read-only, live. The test can cut their connection (below).
  const c = await signedIn(browser, caio.token);
  // The spectator's page has two sockets (the board's feed and the header bell's): a drop cuts them all.
  let offline = false;
  const open: (() => Promise<void>)[] = [];
  const dropConnection = async () => {
    for (const drop of open.splice(0)) await drop().catch(() => undefined);
  };
  await c.routeWebSocket(/\/graphql$/, (ws) => {
    if (offline) {
      void ws.close({ code: 1013, reason: 'offline' });
      return;
    }
    const server = ws.connectToServer();
    open.push(async () => {
      await ws.close({ code: 1001, reason: 'network down' });
      await server.close();
    });
  });
  await c.goto(url);
  await expect(c.getByText('Você está assistindo: só os jogadores movem as peças.')).toBeVisible();
  await expect(c.getByTestId('live-state')).toHaveAttribute('data-state', 'live');

  let doubled = false;
  let staleChecked = false;
  let reloaded = false;
  let resumed = false;
  for (let turn = 0; turn < 40 && !(doubled && staleChecked && reloaded && resumed && turn >= 4); turn++) {
    mover = await onTurn([a, b], [c]);
    const other = mover === a ? b : a;
    const onRoll = await rollButton(mover).isVisible();
    if (!resumed && turn >= 1) {
      // The spectator's connection drops while a whole turn is played; it comes back by itself and
      // resumes after the last action it had, catching up without a page reload.
      const seq = await seqOf(c);
      offline = true;
      await dropConnection();
      await expect(c.getByTestId('live-state')).toHaveAttribute('data-state', 'reconnecting');
      await playTurn(mover);
      await expect.poll(() => seqOf(mover)).toBeGreaterThan(seq);
      expect(await seqOf(c)).toBe(seq);
      offline = false;
      await expect(c.getByTestId('live-state')).toHaveAttribute('data-state', 'live', { timeout: 20_000 });
      await inStep([a, b, c]);
      resumed = true;
    } else if (!staleChecked && mover === a && onRoll) {
      // A second tab of Olga's whose live feed is cut (events dropped): it falls behind, and its click
      // is refused with the API's message; it then catches up.
      const stale = await a.context().newPage();
      await stale.routeWebSocket(/\/graphql$/, (ws) => {
        const server = ws.connectToServer();
        server.onMessage((message) => {
          if (typeof message === 'string' && JSON.parse(message).type === 'next') return;
          ws.send(message);
        });
      });
      await stale.goto(url);
      await expect(stale.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
      await expect(rollButton(stale)).toBeVisible();
      await expect(stale.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
      const seq = await seqOf(a);
      await rollButton(a).click();
      await after(a, seq);
      await rollButton(stale).click();
      await expect(stale.getByTestId('match-error')).toHaveText(
        'A partida mudou desde a sua última atualização; nada foi alterado.',
      );
      await inStep([a, stale]);
      await stale.close();
      staleChecked = true;
      if (await confirmButton(a).isVisible()) await finishPlay(a);
    } else if (!doubled && onRoll && (await doubleButton(mover).isVisible())) {
      const doubler = mover === a ? 'Olga' : 'Bia';
      const taker = mover === a ? 'Bia' : 'Olga';
      const seq = await seqOf(mover);
      await doubleButton(mover).click();
      await after(mover, seq);
      await expect(status(mover)).toHaveText(`Aguardando ${taker} responder ao cubo…`);
      const dialog = other.getByRole('dialog', { name: `${doubler} dobrou` });
      await expect(dialog).toBeVisible();
      await expect(c.getByTestId('turn-status')).toHaveText(`Aguardando ${taker} responder ao cubo…`);
      await dialog.getByRole('button', { name: 'Aceitar (2)' }).click();
      await after(mover, seq + 1);
      await inStep([a, b, c]);
      for (const page of [a, b, c])
        await expect(page.getByRole('img', { name: `Cubo em 2, com ${taker}` })).toBeVisible();
      doubled = true;
      await playTurn(mover);
    } else if (!reloaded && onRoll) {
      // Mid-turn, after one checker moved locally: the other player reloads, then the mover does.
      if (await roll(mover)) {
        await sources(mover).first().click();
        await destinations(mover).first().click();
        await expect(undoButton(mover)).toBeEnabled();
        await other.reload();
        await expect(other.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
        await inStep([a, b, c]);
        await mover.reload();
        await inStep([a, b, c]);
        // The partial move was never sent: it is gone, and the whole roll is still to play.
        await expect(undoButton(mover)).toBeDisabled();
        await screenshots(mover, 'online-board');
        await noSeriousViolations(mover, 'online board mid-turn');
        await noSeriousViolations(c, 'online board, spectator');
        await finishPlay(mover);
        reloaded = true;
      }
    } else {
      await playTurn(mover);
    }
    await expect(rollButton(c)).toHaveCount(0);
  }
  expect([doubled, staleChecked, reloaded, resumed]).toEqual([true, true, true, true]);
  await inStep([a, b, c]);
  // The boards kept up through their live feeds all along (no fallback to polling).
  for (const page of [a, b, c])
    await expect(page.getByTestId('live-state')).toHaveAttribute('data-state', 'live');
  await expect(a.getByTestId('game-log')).toContainText('dobra para 2');
  await expect(b.getByTestId('game-log')).toContainText('aceita (2)');

  // The player on turn resigns a backgammon (3 × the cube of 2 ends a 3-point match); the other accepts.
  mover = await onTurn([a, b], [c]);
  const other = mover === a ? b : a;
  const [loser, winner] = mover === a ? ['Olga', 'Bia'] : ['Bia', 'Olga'];
  await mover.getByRole('button', { name: 'Desistir' }).click();
  await mover.getByRole('button', { name: 'Oferecer um backgammon (6 pontos)' }).click();
  const answer = other.getByRole('dialog', { name: `${loser} quer desistir` });
  await expect(answer).toBeVisible();
  await answer.getByRole('button', { name: 'Aceitar' }).click();
  for (const page of [a, b, c]) {
    await expect(page.getByTestId('match-result')).toContainText(`${winner} venceu a partida!`);
    await expect(page.getByTestId('match-result')).toContainText(
      mover === a ? 'Placar final: Olga 0 × 6 Bia' : 'Placar final: Olga 6 × 0 Bia',
    );
  }
  await inStep([a, b, c]);

  // The .mat file, and the dice checked against the revealed seed.
  const [download] = await Promise.all([
    a.waitForEvent('download'),
    a.getByRole('button', { name: 'Baixar a partida (.mat)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^gamao-[0-9a-f]{8}\.mat$/);
  const mat = readFileSync(await download.path(), 'utf8');
  expect(mat).toContain(' 3 point match');
  expect(mat).toContain('Olga');
  expect(mat).toContain('Bia');
  await expect(b.getByTestId('seed')).toHaveText(/^[0-9a-f]+$/);
  await b.getByRole('button', { name: 'Verificar dados' }).click();
  await expect(b.getByTestId('dice-verification')).toHaveText(/^Dados verificados: os \d+ lances conferem/);
  await screenshots(a, 'online-result');
  await noSeriousViolations(a, 'online result');
});

test('a match the visitor may not see is a 404, and a signed-out visitor is sent to sign in', async ({
  browser,
  request,
}) => {
  const outsider = await apiSignUp(request, 'Davi', 'online');
  const page = await signedIn(browser, outsider.token);
  const response = await page.goto('/pt-BR/play/online/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  const bad = await page.goto('/pt-BR/play/online/nao-e-um-id');
  expect(bad?.status()).toBe(404);
  const anonymous = await browser.newPage();
  await anonymous.goto('/pt-BR/play/online/00000000-0000-4000-8000-000000000000');
  await expect(anonymous).toHaveURL(/\/pt-BR\/sign-in\?next=/);
});
