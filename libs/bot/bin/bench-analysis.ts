/**
 * `npm run bench:analysis`: our match analysis against GNU Backgammon's on a fixed set of matches (written
 * by analysis-matches.ts: the bot's levels against each other, the easy level included so that there are
 * real errors), and the time to analyse a 7-point match. Two sets of 32: SET=analysis-7pt (the default),
 * seven-point matches, about a hundred decisions a player as in the analyses players read; SET=analysis,
 * 3- and 5-point matches, where a player's PR rests on a few dozen decisions and so varies more.
 *
 * For every match: our analyseMatch at the shipped depth, and gnubg's `analyse match` (chequer play and
 * cube decisions at GNUBG_PLIES, default 2, cubeful) read from its `show statistics match`. gnubg's
 * results are cached in .data/analysis-gnubg/<sha256 of the .mat and the plies>.json, so a rerun only
 * analyses what changed. Without gnubg (GNUBG, default /usr/games/gnubg) the comparison is skipped with a
 * message and only our figures are printed.
 *
 * Prints, over the players of all matches: the Pearson correlation of the error rates (ours against
 * gnubg's overall error rate, normalised per unforced decision), the mean absolute PR difference (gnubg's
 * PR = its "error rate mEMG" / 2), the same for checker play alone; then what the hard level's own plays
 * in the set's unforced positions lose by gnubg's analysis (hardLevelByGnubg), and its cube decisions in
 * every position where the player on roll could double, by gnubg's cube values there (hardCubeByGnubg;
 * gnubg's values cached as <key>-cube.json beside its analyses); and the CPU time of the
 * 7-point match's analysis (median of 3 after a warm-up, one core) with its number of decisions.
 *
 * Env: SET (a folder of libs/bot/bench-data), GNUBG (path), GNUBG_PLIES (default 2), MATCHES (how many of
 * the set, default all), VERBOSE=1 (one line per player), GNUBG_SCALE=1,0 (also gnubg's analyses at those
 * depths, against the GNUBG_PLIES one: the PR difference that gnubg itself shows between depths, for scale).
 *
 * Its figures with the step-6 contact network (weights.ts, ANALYSIS_VERSION 9), seven-point set: correlation
 * 0.994 (checker play alone 0.996), mean absolute PR difference 1.44, ours lower by 0.58; the hard level's
 * own play loses 0.0036 per play, gnubg's best in 82.3%; its cube, doubling 0.784 in all, answering 0.460.
 * Every earlier run, step by step: docs/bot-training.md.
 */
import { spawn } from 'child_process';
import { createHash } from 'crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { type Board, type Dice, decodeMatchId, decodePositionId, importMat } from '@gamao/engine';
import { analyseMatch, contextForOnRoll, depthOf, DEFAULT_ANALYSIS_SETTINGS } from '../src/analysis';
import {
  cubeNumbersFrom,
  doubleError,
  noDoubleError,
  responseError,
  rightResponse,
} from '../src/analysis/cube-grading';
import { type MatchLog } from '../src/analysis/dice-stats';
import { type MatchAnalysis } from '../src/analysis/types';
import { bearoffStatus } from '../src/bearoff';
import { cubeDecision, mayDouble } from '../src/cube';
import { LEVEL_SETTINGS, rankPlays } from '../src/search';
import { useBearoffFile } from './bearoff-file';
import { Gnubg, type GnubgMoves, boardAfterGnubgMoves, boardText, gnubgAvailable } from './gnubg';

const ROOT = join(__dirname, '..', '..', '..', '..');
const DATA = join(ROOT, 'libs', 'bot', 'bench-data');
const SET = join(DATA, process.env.SET ?? 'analysis-7pt');
const CACHE = join(ROOT, '.data', 'analysis-gnubg');
const GNUBG = process.env.GNUBG ?? '/usr/games/gnubg';
const PLIES = process.env.GNUBG_PLIES ?? '2';

/** gnubg's figures for one player of a match. */
export interface GnubgPlayer {
  readonly unforcedMoves: number;
  readonly closeCube: number;
  readonly checkerError: number;
  readonly cubeError: number;
  readonly totalError: number;
  /** Overall error rate, mEMG per unforced decision (positive). */
  readonly errorRate: number;
}

/** One checker play as gnubg analysed it: each legal play's moves ([from, to], the mover's numbering), equity. */
export type GnubgPlay = readonly (readonly [GnubgMoves, number])[];

/** gnubg's analysis of one match: the two players' figures, and its checker plays in order. */
export interface GnubgMatch {
  readonly players: [GnubgPlayer, GnubgPlayer];
  readonly plays: readonly GnubgPlay[];
}

const TOTAL = /(-?\d+\.\d+)\s*\(\s*[-+]?\d+\.\d+%\)/g;

/** Reads the two players' figures from gnubg's `show statistics match` text. */
export function parseGnubgStatistics(text: string): [GnubgPlayer, GnubgPlayer] {
  let section = '';
  const found: Record<string, [number, number]> = {};
  for (const line of text.split('\n')) {
    if (/^(Chequerplay|Cube|Overall|Luck) statistics/.test(line)) section = line.split(' ')[0];
    const two = (re: RegExp): [number, number] | null => {
      const m = [...line.matchAll(re)].map((x) => Number(x[1]));
      return m.length >= 2 ? [m[0], m[1]] : null;
    };
    if (line.startsWith('Unforced moves')) found.unforced = two(/(\d+)(?=\s|$)/g) ?? [0, 0];
    if (line.startsWith('Close or actual cube decisions')) found.close = two(/(\d+)(?=\s|$)/g) ?? [0, 0];
    if (line.startsWith('Error total EMG')) found[`${section}Total`] = two(TOTAL) ?? [0, 0];
    if (line.startsWith('Error rate mEMG')) found[`${section}Rate`] = two(TOTAL) ?? [0, 0];
  }
  const get = (k: string, i: 0 | 1): number => Math.abs(found[k]?.[i] ?? 0);
  return ([0, 1] as const).map((i) => ({
    unforcedMoves: get('unforced', i),
    closeCube: get('close', i),
    checkerError: get('ChequerplayTotal', i),
    cubeError: get('CubeTotal', i),
    totalError: get('OverallTotal', i),
    errorRate: get('OverallRate', i),
  })) as [GnubgPlayer, GnubgPlayer];
}

const keyOf = (mat: string, plies: string): string =>
  createHash('sha256').update(`plies ${plies} plays\n`).update(mat).digest('hex').slice(0, 32);

/** Reads one match's block of gnubg-analyse.py's output (from "=== BEGIN" to "=== END"). */
export function parseGnubgMatch(block: string): GnubgMatch {
  const at = block.indexOf('=== PLAYS\n');
  if (at < 0) return { players: parseGnubgStatistics(block), plays: [] };
  const line = block.slice(at + 10).split('\n')[0];
  return { players: parseGnubgStatistics(block.slice(0, at)), plays: JSON.parse(line) as GnubgPlay[] };
}

/**
 * What a play of side 0 leading to `chosen` loses by gnubg's analysis of the same roll (its best play's equity minus
 * the chosen play's); null when gnubg did not list that play.
 */
export function gnubgLoss(board: Board, play: GnubgPlay, chosen: Board): number | null {
  const target = boardText(chosen);
  const found = play.find(([moves]) => boardText(boardAfterGnubgMoves(board, 0, moves)) === target);
  return found ? Math.max(...play.map(([, equity]) => equity)) - found[1] : null;
}

/**
 * gnubg's figures for the .mat files, from the cache or by running gnubg once for the missing ones (each
 * match is cached as soon as gnubg has finished it, so an interrupted run keeps what it did). Each file is
 * read once: gnubg analyses a copy of the text whose hash keys the cache, so a file rewritten during the
 * run cannot file one match's analysis under another's key.
 */
export async function gnubgFigures(
  files: readonly string[],
  plies: string = PLIES,
): Promise<Map<string, GnubgMatch> | null> {
  const out = new Map<string, GnubgMatch>();
  mkdirSync(CACHE, { recursive: true });
  const texts = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
  const cacheFile = (f: string): string => join(CACHE, `${keyOf(texts.get(f) ?? '', plies)}.json`);
  const missing: string[] = [];
  for (const f of files) {
    if (existsSync(cacheFile(f))) out.set(f, JSON.parse(readFileSync(cacheFile(f), 'utf8')));
    else missing.push(f);
  }
  if (missing.length === 0) return out;
  if (!existsSync(GNUBG)) {
    process.stdout.write(
      `gnubg not found at ${GNUBG}: comparison skipped (apt-get install gnubg, or set GNUBG)\n`,
    );
    return null;
  }
  process.stdout.write(
    `gnubg ${plies}-ply analysis of ${missing.length} match(es) (cached as they finish)...\n`,
  );
  const home = mkdtempSync(join(tmpdir(), 'gnubg-'));
  // gnubg reads copies of those texts; its answers name the copies, mapped back to the originals.
  const copies = new Map<string, string>();
  missing.forEach((f, i) => {
    const copy = join(home, `${i}.mat`);
    writeFileSync(copy, texts.get(f) ?? '');
    copies.set(copy, f);
  });
  const child = spawn(
    'nice',
    ['-n', '10', GNUBG, '-q', '-t', '-r', '-p', join(ROOT, 'libs', 'bot', 'bin', 'gnubg-analyse.py')],
    {
      env: { ...process.env, HOME: home, GNUBG_PLIES: plies, GNUBG_FILES: [...copies.keys()].join('\n') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let text = '';
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  child.stdout.on('data', (c: Buffer) => {
    text += c.toString();
    for (;;) {
      const begin = text.indexOf('=== BEGIN ');
      const endAt = text.indexOf('=== END ', begin);
      const lineEnd = text.indexOf('\n', endAt);
      if (begin < 0 || endAt < 0 || lineEnd < 0) break;
      const copy = text.slice(begin + 10, text.indexOf('\n', begin));
      const f = copies.get(copy) ?? copy;
      const figures = parseGnubgMatch(text.slice(begin, endAt));
      writeFileSync(cacheFile(f), JSON.stringify(figures));
      out.set(f, figures);
      process.stdout.write(`  gnubg done: ${f.split('/').pop()} (${out.size}/${files.length})\n`);
      text = text.slice(lineEnd + 1);
    }
  });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  for (const f of missing) {
    if (!out.has(f)) process.stdout.write(`gnubg gave no statistics for ${f} (exit ${code})\n${stderr}\n`);
  }
  return out;
}

export function pearson(x: readonly number[], y: readonly number[]): number {
  const n = x.length;
  const mx = x.reduce((s, v) => s + v, 0) / n;
  const my = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
}

/** Mean absolute difference of the players' PRs between two gnubg analyses of the same matches. */
export function meanPrDifference(
  mats: readonly string[],
  a: ReadonlyMap<string, GnubgMatch>,
  b: ReadonlyMap<string, GnubgMatch>,
): number {
  const diffs = mats.flatMap((mat) => {
    const [x, y] = [a.get(mat)?.players, b.get(mat)?.players];
    return x && y ? [0, 1].map((side) => Math.abs(x[side].errorRate - y[side].errorRate) / 2) : [];
  });
  return diffs.length > 0 ? diffs.reduce((s, d) => s + d, 0) / diffs.length : 0;
}

const readLog = (f: string): MatchLog => JSON.parse(readFileSync(f, 'utf8')) as MatchLog;

function cpuMs(f: () => void): number {
  const t = process.cpuUsage();
  f();
  const u = process.cpuUsage(t);
  return (u.user + u.system) / 1000;
}

/**
 * The hard level's play, graded by gnubg: in every unforced position of the set, the play the hard level
 * would make, and what it loses by gnubg's analysis of that roll (a measure of checker play without the
 * dice's noise, for comparing evaluators).
 */
export function hardLevelByGnubg(
  mats: readonly string[],
  ours: ReadonlyMap<string, MatchAnalysis>,
  theirs: ReadonlyMap<string, GnubgMatch>,
): { plays: number; loss: number; agree: number; unlisted: number; mismatched: number } {
  let mismatched = 0;
  let plays = 0;
  let loss = 0;
  let agree = 0;
  let unlisted = 0;
  for (const mat of mats) {
    const checker = ours.get(mat)?.decisions.filter((d) => d.kind === 'checker') ?? [];
    const gnubg = theirs.get(mat)?.plays ?? [];
    if (checker.length !== gnubg.length) {
      mismatched++; // gnubg and the engine do not count the same plays: not expected, reported
      continue;
    }
    checker.forEach((d, i) => {
      const position = decodePositionId(d.positionId);
      const id = decodeMatchId(d.matchId);
      if (gnubg[i].length < 2 || !d.dice || !position.ok || !id.ok) return;
      // The Position ID's board has the player on roll as side 0: the score and the cube follow it.
      const context = contextForOnRoll(id.value);
      const [chosen] = rankPlays(position.value, 0, d.dice as Dice, LEVEL_SETTINGS.hard, context);
      const lost = gnubgLoss(position.value, gnubg[i], chosen.board);
      if (lost === null) {
        unlisted++;
        return;
      }
      plays++;
      loss += lost;
      if (lost < 1e-9) agree++;
    });
  }
  const mean = (x: number): number => (plays > 0 ? x / plays : 0);
  return { plays, loss: mean(loss), agree: mean(agree), unlisted, mismatched };
}

/** gnubg's cube values (gnubg.ts cubeValues) in a position where the player on roll could double. */
export interface GnubgCubePosition {
  readonly positionId: string;
  readonly matchId: string;
  readonly noDouble: number;
  readonly doubleTake: number;
  readonly doublePass: number;
}

/**
 * Every position of a match's analysis where the player on roll could double, before its roll (the
 * positions of its checker plays, forced ones included), with the context the Position ID's view reads.
 */
function doublingPositions(a: MatchAnalysis): { positionId: string; matchId: string }[] {
  return a.decisions
    .filter((d) => {
      if (d.kind !== 'checker') return false;
      const id = decodeMatchId(d.matchId);
      return id.ok && mayDouble(contextForOnRoll(id.value), 0);
    })
    .map((d) => ({ positionId: d.positionId, matchId: d.matchId }));
}

/**
 * gnubg's cubeful values (GNUBG_PLIES, cubeful) in every position of the matches where the player on roll
 * could double, cached beside the match analyses (.data/analysis-gnubg/<key>-cube.json).
 */
export async function gnubgCubeFigures(
  mats: readonly string[],
  ours: ReadonlyMap<string, MatchAnalysis>,
  plies: string = PLIES,
): Promise<GnubgCubePosition[] | null> {
  const out: GnubgCubePosition[] = [];
  let gnubg: Gnubg | null = null;
  try {
    for (const mat of mats) {
      const a = ours.get(mat);
      if (!a) continue;
      const cacheFile = join(CACHE, `${keyOf(readFileSync(mat, 'utf8'), plies)}-cube.json`);
      if (existsSync(cacheFile)) {
        out.push(...(JSON.parse(readFileSync(cacheFile, 'utf8')) as GnubgCubePosition[]));
        continue;
      }
      if (!gnubgAvailable()) return null;
      gnubg ??= new Gnubg();
      const found: GnubgCubePosition[] = [];
      for (const { positionId, matchId } of doublingPositions(a)) {
        const board = decodePositionId(positionId);
        const id = decodeMatchId(matchId);
        if (!board.ok || !id.ok) continue;
        const c = contextForOnRoll(id.value);
        const cube = {
          value: c.cube,
          owner: c.cubeOwner,
          length: c.length,
          score: c.score,
          crawford: c.crawford,
        };
        found.push({ positionId, matchId, ...(await gnubg.cubeValues(board.value, 0, Number(plies), cube)) });
      }
      mkdirSync(CACHE, { recursive: true });
      writeFileSync(cacheFile, JSON.stringify(found));
      out.push(...found);
    }
  } finally {
    gnubg?.close();
  }
  return out;
}

export interface CubeGrade {
  readonly positions: number;
  /** What the hard level's doubles and no-doubles lose by gnubg's values, in all (EMG in a match). */
  readonly doubling: number;
  readonly missedDoubles: number;
  readonly wrongDoubles: number;
  /** Where gnubg or the hard level doubles: how many, and what the hard level's answers lose in all. */
  readonly doubles: number;
  readonly answering: number;
  readonly wrongTakes: number;
  readonly wrongPasses: number;
}

/**
 * The hard level's cube decisions graded by gnubg's cube values: as the doubler (cubeDecision: double or
 * not, the opponent answering best by gnubg) and, where a double is right or made, as the one doubled
 * (its answer against gnubg's best).
 */
export function hardCubeByGnubg(positions: readonly GnubgCubePosition[]): CubeGrade {
  let doubling = 0;
  let missedDoubles = 0;
  let wrongDoubles = 0;
  let doubles = 0;
  let answering = 0;
  let wrongTakes = 0;
  let wrongPasses = 0;
  let graded = 0;
  for (const g of positions) {
    const board = decodePositionId(g.positionId);
    const id = decodeMatchId(g.matchId);
    if (!board.ok || !id.ok) continue;
    graded++;
    const decision = cubeDecision(board.value, 0, contextForOnRoll(id.value), 'hard');
    // Graded as the analysis grades a player's cube (cube-grading.ts), on gnubg's values.
    const c = cubeNumbersFrom(g, true, false);
    const missed = noDoubleError(c);
    if (decision.double) {
      const lost = doubleError(c);
      doubling += lost;
      if (lost > 0) wrongDoubles++;
    } else {
      doubling += missed;
      if (missed > 0) missedDoubles++;
    }
    if (missed === 0 && !decision.double) continue;
    doubles++;
    const answer = decision.response === 'drop' ? 'drop' : 'take';
    answering += responseError(c, answer, false);
    if (answer !== rightResponse(c, false)) {
      if (answer === 'take') wrongTakes++;
      else wrongPasses++;
    }
  }
  return {
    positions: graded,
    doubling,
    missedDoubles,
    wrongDoubles,
    doubles,
    answering,
    wrongTakes,
    wrongPasses,
  };
}

async function main(): Promise<void> {
  useBearoffFile();
  const limit = Number(process.env.MATCHES ?? 1e9);
  const mats = readdirSync(SET)
    .filter((f) => f.endsWith('.mat'))
    .sort()
    .slice(0, limit)
    .map((f) => join(SET, f));
  process.stdout.write(
    `Our depth: ${depthOf(DEFAULT_ANALYSIS_SETTINGS)}; ${mats.length} matches in ${SET}\n`,
  );
  const ours = new Map<string, MatchAnalysis>();
  let ourCpu = 0;
  for (const mat of mats) {
    // The same file gnubg reads, through the engine's importMat (the .json beside it is the same log).
    const imported = importMat(readFileSync(mat, 'utf8'));
    if (!imported.ok) throw new Error(`${mat}: ${imported.error.message}`);
    const log = imported.value.log;
    ourCpu += cpuMs(() => ours.set(mat, analyseMatch(log)));
  }
  process.stdout.write(
    `Our analysis of the set: ${(ourCpu / 1000).toFixed(1)} s CPU (bear-off database: ${bearoffStatus()})\n`,
  );
  const theirs = await gnubgFigures(mats);
  if (theirs && mats.length > 0) {
    const rows: {
      name: string;
      ours: number;
      gnubg: number;
      ourPr: number;
      gnubgPr: number;
      ourChecker: number;
      gnubgChecker: number;
    }[] = [];
    for (const mat of mats) {
      const a = ours.get(mat);
      const g = theirs.get(mat);
      if (!a || !g) continue;
      for (const side of [0, 1] as const) {
        const p = a.players[side];
        const q = g.players[side];
        rows.push({
          name: `${mat.split('/').pop()}:${p.name}`,
          ours: p.errorRate,
          gnubg: q.errorRate / 1000,
          ourPr: p.pr,
          gnubgPr: q.errorRate / 2,
          ourChecker: p.checkerDecisions > 0 ? p.checkerError / p.checkerDecisions : 0,
          gnubgChecker: q.unforcedMoves > 0 ? q.checkerError / q.unforcedMoves : 0,
        });
        if (process.env.VERBOSE) {
          process.stdout.write(
            `${rows[rows.length - 1].name.padEnd(34)} PR ours ${p.pr.toFixed(1).padStart(5)} gnubg ${(q.errorRate / 2).toFixed(1).padStart(5)}` +
              `  unforced ${p.checkerDecisions}+${p.cubeDecisions} / ${q.unforcedMoves}+${q.closeCube}` +
              `  cube error ${p.cubeError.toFixed(3)} / ${q.cubeError.toFixed(3)}\n`,
          );
        }
      }
    }
    const r = pearson(
      rows.map((x) => x.ours),
      rows.map((x) => x.gnubg),
    );
    const rc = pearson(
      rows.map((x) => x.ourChecker),
      rows.map((x) => x.gnubgChecker),
    );
    const mad = rows.reduce((s, x) => s + Math.abs(x.ourPr - x.gnubgPr), 0) / rows.length;
    const bias = rows.reduce((s, x) => s + (x.ourPr - x.gnubgPr), 0) / rows.length;
    process.stdout.write(
      `Players compared: ${rows.length} (gnubg ${PLIES}-ply, cubeful)\n` +
        `Correlation of per-player error rates: ${r.toFixed(3)} (checker play alone: ${rc.toFixed(3)})\n` +
        `Mean absolute PR difference: ${mad.toFixed(2)} (mean ours - gnubg: ${bias >= 0 ? '+' : ''}${bias.toFixed(2)})\n`,
    );
    const hard = hardLevelByGnubg(mats, ours, theirs);
    process.stdout.write(
      `The hard level's own play in the same ${hard.plays} unforced positions, by gnubg's analysis: ` +
        `${hard.loss.toFixed(4)} lost per play (x 500: ${(500 * hard.loss).toFixed(2)}), gnubg's best in ${(100 * hard.agree).toFixed(1)}%` +
        `${hard.unlisted > 0 ? ` (${hard.unlisted} plays gnubg did not list, left out)` : ''}` +
        `${hard.mismatched > 0 ? ` (${hard.mismatched} matches left out: gnubg counts other plays)` : ''}\n`,
    );
    const cube = await gnubgCubeFigures(mats, ours);
    if (cube) {
      const c = hardCubeByGnubg(cube);
      process.stdout.write(
        `The hard level's cube decisions in the ${c.positions} positions where the player on roll could double, ` +
          `by gnubg's ${PLIES}-ply cube values: doubling loses ${c.doubling.toFixed(3)} in all (${c.missedDoubles} missed ` +
          `doubles, ${c.wrongDoubles} wrong ones); answering the ${c.doubles} doubles right or made loses ` +
          `${c.answering.toFixed(3)} (${c.wrongTakes} wrong takes, ${c.wrongPasses} wrong passes)\n`,
      );
    }
    // For scale: how far gnubg's own analyses at other depths are from the reference one.
    for (const plies of (process.env.GNUBG_SCALE ?? '').split(',').filter((p) => p !== '' && p !== PLIES)) {
      const other = await gnubgFigures(mats, plies);
      if (other) {
        process.stdout.write(
          `gnubg's own ${plies}-ply analysis against its ${PLIES}-ply: mean absolute PR difference ` +
            `${meanPrDifference(mats, other, theirs).toFixed(2)}\n`,
        );
      }
    }
  }
  const timing = join(DATA, 'timing-hard-medium-7pt.json');
  const log = readLog(timing);
  let decisions = 0;
  analyseMatch(log); // warm-up
  const times = [0, 1, 2]
    .map(() => cpuMs(() => (decisions = analyseMatch(log).decisions.length)))
    .sort((a, b) => a - b);
  process.stdout.write(
    `7-point match (${decisions} decisions graded, ${log.actions.length} actions) at ${depthOf(DEFAULT_ANALYSIS_SETTINGS)}: ` +
      `${(times[1] / 1000).toFixed(2)} s CPU on one core (median of 3)\n`,
  );
}

if (require.main === module) void main();
