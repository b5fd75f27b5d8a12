import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import * as bot from '@gamao/bot';
import {
  type Board,
  type Dice,
  type Play,
  type Side,
  encodePositionId,
  formatPlay,
  legalPlays,
} from '@gamao/engine';
import { SCREENSHOT_DIR } from '../playwright.config';
import {
  type Account,
  api,
  apiSignUp,
  fitsTheScreen,
  noSeriousViolations,
  signedIn,
  sql,
  stamp,
} from './support';

/**
 * Replay and analysis, end to end: a one-point online match is played through the API (the engine picks
 * legal plays; the first play is the worst one by the computer's evaluation, a planned blunder), then its
 * replay is opened in the site: stepping with the keys, the address following the step, the analysis asked
 * for with the button and shown with the blunder marked and the best play, the analysis redone with the
 * button once it is marked as done by an earlier version, the PR on the profile and the club's PR page,
 * where the director has the club's analyses of an earlier version redone.
 * Then the match's own .mat export is imported into the club and replayed, after a file with an illegal
 * move is refused with its game and line.
 */
test.describe.configure({ mode: 'serial' });

async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await fitsTheScreen(page, name);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-390x844.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await fitsTheScreen(page, `${name} at 1440`);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-1440x900.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

interface MatchView {
  id: string;
  seq: number;
  status: string;
  phase: string;
  turn: number | null;
  dice: number[] | null;
  board: { side0: number[]; side1: number[] };
}

const VIEW = 'id seq status phase turn dice board { side0 side1 }';

type Evaluate = (positionId: string) => { equity: number };

/**
 * The play the computer likes least: the opponent's evaluation after it is the highest. Falls back to the
 * play that leaves the most blots when the bot has no evaluation to offer.
 */
function worstPlay(board: Board, side: Side, plays: Play[]): Play {
  const evaluate = (bot as unknown as { evaluatePosition?: Evaluate }).evaluatePosition;
  const score = (p: Play): number => {
    if (evaluate) return evaluate(encodePositionId(p.board, side === 0 ? 1 : 0)).equity;
    return p.board[side].filter((n, i) => i >= 1 && i <= 24 && n === 1).length;
  };
  return plays.reduce((worst, p) => (score(p) > score(worst) ? p : worst));
}

/**
 * Plays the match through the API: `turns` plays after the opening, the starter's opening play a blunder,
 * then the player on roll resigns a single game and the other accepts. Returns the blunder's line as the
 * move list writes it.
 */
async function playMatch(
  request: APIRequestContext,
  matchId: string,
  players: [Account, Account],
  turns: number,
): Promise<{ blunder: string; blunderer: Side }> {
  let view = (
    await api<{ match: MatchView }>(
      request,
      `query ($id: UUID!) { match(id: $id) { ${VIEW} } }`,
      { id: matchId },
      players[0].token,
    )
  ).match;
  const send = async (mutation: string, side: Side, extra: Record<string, unknown> = {}) => {
    const data = await api<Record<string, MatchView>>(
      request,
      `mutation ($m: UUID!, $s: Int!${Object.keys(extra).length ? ', $moves: [CheckerMoveInput!]!' : ''}) { ${mutation}(matchId: $m, expectedSeq: $s${Object.keys(extra).length ? ', moves: $moves' : ''}) { ${VIEW} } }`,
      { m: matchId, s: view.seq, ...extra },
      players[side].token,
    );
    view = data[mutation];
  };
  let blunder: { text: string; side: Side } | null = null;
  let played = 0;
  while (played <= turns) {
    if (view.phase === 'opening') await send('rollDice', 0);
    else if (view.phase === 'rolling' && view.turn !== null) await send('rollDice', view.turn as Side);
    else if (view.phase === 'moving' && view.turn !== null && view.dice) {
      const side = view.turn as Side;
      const board: Board = [view.board.side0, view.board.side1];
      const dice = [view.dice[0], view.dice[1]] as unknown as Dice;
      const plays = legalPlays(board, side, dice);
      const play: Play = blunder === null ? worstPlay(board, side, plays) : plays[0];
      const high = Math.max(dice[0], dice[1]);
      const low = Math.min(dice[0], dice[1]);
      if (blunder === null) blunder = { text: `${high}-${low}: ${formatPlay(play.moves)}`, side };
      await send('submitPlay', side, { moves: play.moves.map(({ from, to, die }) => ({ from, to, die })) });
      played++;
    } else throw new Error(`Unexpected state ${JSON.stringify(view)}`);
  }
  // Whoever is to roll now resigns; the other accepts: the one-point match is over.
  while (view.phase !== 'rolling') {
    const side = view.turn as Side;
    if (view.phase === 'moving' && view.dice) {
      const plays = legalPlays([view.board.side0, view.board.side1], side, [
        view.dice[0],
        view.dice[1],
      ] as unknown as Dice);
      await send('submitPlay', side, {
        moves: plays[0].moves.map(({ from, to, die }) => ({ from, to, die })),
      });
    } else throw new Error(`Unexpected state ${JSON.stringify(view)}`);
  }
  const resigner = view.turn as Side;
  const data = await api<{ resign: MatchView }>(
    request,
    `mutation ($m: UUID!, $s: Int!) { resign(matchId: $m, expectedSeq: $s, kind: single) { ${VIEW} } }`,
    { m: matchId, s: view.seq },
    players[resigner].token,
  );
  view = data.resign;
  await send('acceptResignation', resigner === 0 ? 1 : 0);
  expect(view.status).toBe('FINISHED');
  if (!blunder) throw new Error('No play was made');
  return { blunder: blunder.text, blunderer: blunder.side };
}

const stepOf = async (page: Page) => Number(await page.getByTestId('replay-step').getAttribute('data-step'));

let clubId = '';
let matchId = '';
let ana: Account;
let bia: Account;

test('a finished online match: its replay stepped with the keys, the analysis with the blunder marked and the best play, the PR on the profile', async ({
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  ana = await apiSignUp(request, 'Ana', 'replay');
  bia = await apiSignUp(request, 'Bia', 'replay');
  const { createClub } = await api<{ createClub: { id: string; invitationCode: string } }>(
    request,
    `mutation { createClub(input: { name: "Clube da Revisão ${stamp}" }) { id invitationCode } }`,
    {},
    ana.token,
  );
  clubId = createClub.id;
  await api(
    request,
    `mutation ($code: String!) { joinClub(invitationCode: $code) { id } }`,
    { code: createClub.invitationCode },
    bia.token,
  );
  const { challenge } = await api<{ challenge: { id: string } }>(
    request,
    `mutation ($input: ChallengeInput!) { challenge(input: $input) { id } }`,
    {
      input: {
        clubId,
        opponentId: bia.id,
        options: { length: 1, profile: 'international', crawford: true, cube: true },
      },
    },
    ana.token,
  );
  matchId = challenge.id;
  await api(
    request,
    'mutation ($m: UUID!) { acceptChallenge(matchId: $m) { id } }',
    { m: matchId },
    bia.token,
  );
  const { blunder, blunderer } = await playMatch(request, matchId, [ana, bia], 6);
  const names = ['Ana', 'Bia'];

  // The finished match's board links to its replay.
  const page = await signedIn(browser, ana.token);
  await page.goto(`/pt-BR/play/online/${matchId}`);
  await expect(page.getByTestId('match-result')).toBeVisible();
  await page.getByTestId('replay-link').click();
  await expect(page).toHaveURL(new RegExp(`/pt-BR/replay/m%3A${matchId}`));
  await expect(page.getByTestId('replay-step')).toHaveAttribute('data-step', '0');
  await expect(page.getByTestId('position-id')).toHaveText('4HPwATDgc/ABMA');
  await expect(page.getByTestId('match-id')).not.toBeEmpty();

  // The keys: → one step (the address follows), ← back, End the end, Home the start.
  await page.locator('h1').click();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('replay-step')).toHaveAttribute('data-step', '1');
  await expect(page).toHaveURL(/\?at=1$/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('replay-step')).toHaveAttribute('data-step', '1');
  await page.keyboard.press('End');
  const last = await stepOf(page);
  expect(last).toBeGreaterThan(6);
  await expect(page.getByTestId('replay-status')).toContainText('vence o jogo 1');
  await expect(page.getByRole('button', { name: 'Próximo lance' })).toBeDisabled();
  const endId = await page.getByTestId('position-id').textContent();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('replay-step')).toHaveAttribute('data-step', '0');

  // A shared link opens at its step, with the same position.
  await page.goto(`/pt-BR/replay/m%3A${matchId}?at=${last}`);
  await expect(page.getByTestId('position-id')).toHaveText(endId ?? '');

  // A click on the move list goes to that move.
  const blunderLine = page
    .getByTestId('move-list')
    .getByRole('button', { name: `${names[blunderer]} ${blunder}` });
  await blunderLine.click();
  await expect(blunderLine).toHaveAttribute('aria-current', 'step');
  const blunderStep = await stepOf(page);
  await expect(page.getByTestId('replay-status')).toContainText(`${names[blunderer]} joga`);
  await noSeriousViolations(page, 'replay');
  await screenshots(page, 'replay');

  // The analysis: asked for with the button, queued or running, then done.
  await expect(page.getByTestId('analysis-status')).toHaveAttribute('data-status', 'NONE');
  await page.getByRole('button', { name: 'Analisar' }).click();
  await expect(page.getByTestId('analysis-status')).toHaveAttribute('data-status', /QUEUED|RUNNING|DONE/);
  await expect(page.getByTestId('analysis-status')).toHaveAttribute('data-status', 'DONE', {
    timeout: 90_000,
  });

  // The blunder is marked, with the equity it lost and the best play; the hint panel lists the top plays.
  await expect(page.getByTestId('replay-step')).toHaveAttribute('data-step', String(blunderStep));
  const decision = page.getByTestId('decision');
  await expect(decision).toHaveAttribute('data-mark', /doubtful|bad|veryBad/);
  await expect(page.getByTestId('decision-played')).toContainText(blunder.split(': ')[1]);
  await expect(page.getByTestId('decision-error')).toContainText('Perdeu');
  await expect(page.getByTestId('decision-best')).toContainText('Melhor:');
  const hints = page.getByTestId('hints').locator('tbody tr');
  expect(await hints.count()).toBeGreaterThanOrEqual(2);
  expect(await hints.count()).toBeLessThanOrEqual(5);
  // Each with the depth it was searched, the deepest first.
  await expect(hints.first().locator('td').last()).toHaveText(/^[123]-ply$/);
  await expect(blunderLine.getByTestId('mark')).toBeVisible();
  await expect(page.getByTestId(`pr-${blunderer}`)).toContainText(/\d/);
  await expect(page.getByTestId('player-summaries')).toContainText(
    /grão-mestre|mestre|especialista|avançado|intermediário|iniciante/,
  );
  await expect(page.getByTestId('equity-graph')).toBeVisible();
  await expect(page.getByTestId('dice-stats').first()).toBeVisible();

  // A click on the graph goes to its step.
  await page.getByTestId('equity-graph').locator('a').first().click();
  expect(await stepOf(page)).toBeLessThan(blunderStep + 1);
  await blunderLine.click();
  await noSeriousViolations(page, 'replay analysed');
  await screenshots(page, 'replay-analysed');

  // English.
  await page.goto(`/en/replay/m%3A${matchId}?at=${blunderStep}`);
  await expect(page.getByTestId('decision-best')).toContainText('Best:');
  await expect(page.getByRole('button', { name: 'Next step' })).toBeVisible();

  // Analysed by an earlier version of the computer (as the rows stored before an upgrade are): the replay
  // says so, and a player has it analysed again with the current one.
  await sql('UPDATE "MatchAnalysis" SET version = $2 WHERE "subjectId" = $1', [
    matchId,
    bot.ANALYSIS_VERSION - 1,
  ]);
  await page.goto(`/pt-BR/replay/m%3A${matchId}?at=${blunderStep}`);
  await expect(page.getByTestId('analysis-outdated')).toContainText('versão anterior');
  await page.getByRole('button', { name: 'Analisar de novo' }).click();
  await expect(page.getByTestId('analysis-status')).toHaveAttribute('data-status', 'DONE', {
    timeout: 90_000,
  });
  await expect(page.getByTestId('analysis-outdated')).toHaveCount(0);
  await expect(page.getByTestId('decision')).toHaveAttribute('data-mark', /doubtful|bad|veryBad/);

  // The PR on the profile of the player who blundered, with the dice statistics.
  const blunderPage = blunderer === 0 ? page : await signedIn(browser, bia.token);
  await blunderPage.goto('/pt-BR/profile');
  await expect(blunderPage.getByTestId('pr-chart')).toHaveAttribute('data-points', '1');
  await expect(blunderPage.getByTestId('pr-history').locator('tbody tr')).toHaveCount(1);
  await expect(blunderPage.getByTestId('dice-stats')).toBeVisible();
  await noSeriousViolations(blunderPage, 'profile with PR');
  await screenshots(blunderPage, 'profile-pr');

  // The club's PR page: with a minimum of 0 decisions both players are ranked.
  await page.goto(`/pt-BR/clubs/${clubId}/pr?min=0`);
  await expect(page.getByTestId('pr-leaderboard').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('pr-minimum')).toContainText('pelo menos 0');
  await noSeriousViolations(page, 'club PR');
  await screenshots(page, 'club-pr');
  await page.goto(`/pt-BR/clubs/${clubId}/pr`);
  await expect(page.getByTestId('pr-leaderboard')).toHaveCount(0);

  // The club's analyses of an earlier version: every member is told; the director (Ana, the owner) has them
  // redone in the background, and the note goes once they are.
  await sql('UPDATE "MatchAnalysis" SET version = $2 WHERE "subjectId" = $1', [
    matchId,
    bot.ANALYSIS_VERSION - 1,
  ]);
  const member = await signedIn(browser, bia.token);
  await member.goto(`/pt-BR/clubs/${clubId}/pr`);
  await expect(member.getByTestId('pr-outdated')).toContainText('1 análise deste clube foi feita');
  await expect(member.getByRole('button', { name: 'Analisar de novo' })).toHaveCount(0);
  await expect(member.getByTestId('club-records')).toContainText('analisada por uma versão anterior');
  await page.goto(`/pt-BR/clubs/${clubId}/pr?min=0`);
  await expect(page.getByTestId('pr-outdated')).toContainText('versão anterior');
  await noSeriousViolations(page, 'club PR with outdated analyses');
  await screenshots(page, 'club-pr-outdated');
  await page.getByRole('button', { name: 'Analisar de novo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Analisar de novo' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('pr-outdated')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByTestId('pr-leaderboard').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('club-records')).not.toContainText('versão anterior');
});

test('a .mat import: a file with an illegal move is refused with its game and line; our own export is imported and replayed', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const page = await signedIn(browser, bia.token);
  await page.goto(`/pt-BR/clubs/${clubId}`);
  await page.getByRole('link', { name: 'Importar .mat' }).click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${clubId}/import$`));
  await noSeriousViolations(page, 'import');
  await screenshots(page, 'import');

  // Too large: refused in the browser, nothing sent.
  await page.getByLabel('Arquivo .mat').setInputFiles({
    name: 'enorme.mat',
    mimeType: 'text/plain',
    buffer: Buffer.alloc(600 * 1024, 'x'),
  });
  await expect(page.getByTestId('import-problem')).toContainText('88 KB');
  await expect(page.getByRole('button', { name: 'Importar' })).toBeDisabled();

  // Our own export, with its first play made illegal (13/1: twelve pips, more than any opening roll).
  const { matchMat } = await api<{ matchMat: string }>(
    request,
    'query ($m: UUID!) { matchMat(matchId: $m) }',
    { m: matchId },
    bia.token,
  );
  const lines = matchMat.split('\n');
  const first = lines.findIndex((l) => /^\s*1\)/.test(l));
  const broken = [...lines];
  broken[first] = broken[first].replace(/(\d\d): \S+( \S+)?/, '$1: 13/1');
  expect(broken[first]).not.toBe(lines[first]);
  await page
    .getByLabel('Arquivo .mat')
    .setInputFiles({ name: 'errada.mat', mimeType: 'text/plain', buffer: Buffer.from(broken.join('\n')) });
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByTestId('import-error')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('import-error-place')).toContainText(`Jogo 1, linha ${first + 1}`);
  await noSeriousViolations(page, 'import refused');
  await screenshots(page, 'import-refused');

  // The export as it is: imported, and its replay opens, the same match move for move.
  await page.getByLabel('Primeiro jogador do arquivo (membro do clube)').selectOption({ label: 'Ana' });
  await page.getByLabel('Segundo jogador do arquivo (membro do clube)').selectOption({ label: 'Bia' });
  await page
    .getByLabel('Arquivo .mat')
    .setInputFiles({ name: 'partida.mat', mimeType: 'text/plain', buffer: Buffer.from(matchMat) });
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page).toHaveURL(/\/pt-BR\/replay\/i%3A[0-9a-f-]{36}/, { timeout: 15_000 });
  await expect(page.locator('h1')).toContainText('Partida importada');
  await page.locator('h1').click();
  await page.keyboard.press('End');
  await expect(page.getByTestId('replay-status')).toContainText('vence o jogo 1');
  const imported = await page.getByTestId('move-list').first().innerText();
  await page.goto(`/pt-BR/replay/m%3A${matchId}`);
  const original = await page.getByTestId('move-list').first().innerText();
  // Ties of the opening roll have no place in the .mat format: compare the plays.
  // The original was analysed in the test above: its lines carry the marks (?!, ??) the import has not yet.
  const plays = (text: string) =>
    text
      .split('\n')
      .filter((l) => /\d-\d: /.test(l))
      .map((l) => l.replace(/[?!]+$/, ''));
  expect(plays(imported).length).toBeGreaterThan(0);
  expect(plays(imported)).toEqual(plays(original));
  await page.goBack();
  await noSeriousViolations(page, 'imported replay');
  await screenshots(page, 'replay-imported');
});
