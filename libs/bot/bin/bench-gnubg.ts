/**
 * `npm run bench:bot:gnubg`: the hard level against GNU Backgammon at 0 ply (gnubg.ts), games held by the
 * engine's state machine with seeded dice, gnubg only asked for its plays and cube decisions.
 *
 * - Cubeless money games (env N, default 1000) in seat-swapped pairs with the same dice (duplicate dice):
 *   points per game of the hard level (gammons 2, backgammons 3) with a 95% interval over the pairs.
 * - Seven-point matches with the cube (env M, default 100; MATCH_LENGTH to change the length), also in
 *   seat-swapped pairs: the hard level's match win rate with a 95% interval.
 * Each figure is given twice: from the results as they came, and luck-adjusted (playAsync), which
 * estimates the same mean with much less of the dice's noise (seed gnubg: over 1,000 cubeless games the
 * interval went from ± 0.079 to ± 0.022, over 100 seven-point matches from ± 10.1% to ± 2.6%).
 * Every play of ours is checked against the engine's legal plays (and the engine refuses any illegal
 * action), and the time of each of our play decisions is reported.
 *
 * Env: N, M, SEED, PLIES (gnubg's depth, default 0), RESULTS=<file> (each finished pair is appended as a
 * JSON line and skipped when the bench is run again with the same file: a long run can be resumed, and
 * SHARD=k/n shares it between n processes; a last run without SHARD prints the totals).
 * Skips with a message when gnubg is missing.
 */
import { appendFileSync, existsSync, readFileSync } from 'fs';
import { performance } from 'perf_hooks';
import {
  type Action,
  type CheckerMove,
  type Dice,
  type DiceSource,
  type GameOptions,
  type MatchState,
  type Side,
  applyAction,
  currentGame,
  cubeDecider,
  isMatchOver,
  legalPlays,
  newMatch,
  sideToAct,
} from '@gamao/engine';
import { rollIndex } from '../src/analysis/dice-stats';
import { turnBeforeRoll } from '../src/analysis/turn';
import { bearoffStatus } from '../src/bearoff';
import { contextOf } from '../src/context';
import { type BotDecision, botDecision } from '../src/decision';
import { FULL_MODEL } from '../src/evaluation';
import { seededRandom } from '../src/random';
import { gameDice } from '../src/self-play';
import { useBearoffFile } from './bearoff-file';
import { GNUBG_PATH, Gnubg, type GnubgCube, gnubgAvailable } from './gnubg';

type AsyncPlayer = (state: MatchState, side: Side) => Promise<BotDecision>;

function step(state: MatchState, action: Action): MatchState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`Illegal action ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  return r.value;
}

/**
 * The luck of side 0 in a roll that took `before` to `after`, in the units of the result (points of a
 * money game; a match's +1 / -1, so twice its match winning chances): the value of the roll's best play
 * minus the average over the rolls (turn.ts, as the analysis judges it). 0 for an opening roll of a double,
 * which is rolled again.
 */
export function rollLuck(before: MatchState, after: MatchState, dice: readonly [number, number]): number {
  const g = currentGame(before);
  const opening = g.phase === 'opening';
  // The opening roll is rolled again on a double; any other roll counts, a dance included.
  if (opening && currentGame(after).phase === 'opening') return 0;
  const side = opening ? currentGame(after).turn : g.turn;
  if (side === null) return 0;
  const context = contextOf(before);
  const turn = turnBeforeRoll(g.board, side, context, FULL_MODEL);
  // In the valuer's units: money equity per cube unit, or match winning chances.
  const raw = turn.values[rollIndex(dice[0], dice[1])] - (opening ? turn.openingMean : turn.mean);
  const units = before.options.length === 0 ? raw * g.cube.value : 2 * raw;
  return side === 0 ? units : -units;
}

interface Played {
  /** Side 0's points (a match counts +1 / -1). */
  readonly result: number;
  /** The same minus side 0's luck in it: an estimate of the same mean with a smaller variance. */
  readonly adjusted: number;
}

/**
 * Plays one money game (length 0) or match for side 0.
 *
 * The luck-adjusted result: every roll's luck has a mean of zero whatever came before (the dice do not
 * depend on the play), so subtracting the total luck leaves the expected result unchanged, while most of
 * the dice's noise goes, as in gnubg's luck-adjusted results. Any model can measure the luck; the better
 * it judges, the smaller the variance left.
 */
async function playAsync(
  players: [AsyncPlayer, AsyncPlayer],
  dice: DiceSource,
  options: Partial<GameOptions>,
): Promise<Played> {
  const started = newMatch(options);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const money = state.options.length === 0;
  let luck = 0;
  for (;;) {
    const g = currentGame(state);
    // A money session starts the next game by itself: one game is played.
    if ((money && (g.phase === 'over' || state.games.length > 1)) || isMatchOver(state)) break;
    if (g.phase === 'opening') {
      const roll: Dice = [dice.die(), dice.die()];
      const next = step(state, { type: 'roll', dice: roll });
      luck += rollLuck(state, next, roll);
      state = next;
      continue;
    }
    const side = sideToAct(state);
    if (side === null) throw new Error('Nobody to act');
    const decision = await players[side](state, side);
    if (decision.type === 'roll') {
      const roll = dice.roll();
      const next = step(state, { type: 'roll', side, dice: roll });
      luck += rollLuck(state, next, roll);
      state = next;
    } else if (decision.type === 'play') state = step(state, { type: 'play', side, moves: decision.moves });
    else state = step(state, { type: decision.type, side });
  }
  let result: number;
  if (money) {
    const r = state.games[0].result;
    if (!r) throw new Error('The game did not finish');
    result = r.winner === 0 ? r.points : -r.points;
  } else result = state.match.score[0] >= state.match.length ? 1 : -1;
  return { result, adjusted: result - luck };
}

/** CPU time of each of our play decisions, in ms (CPU time, not wall time: the machine may be shared). */
const timings: number[] = [];
/** How much slower a phone-class CPU is taken to be than this machine's core. */
const PHONE_SLOWDOWN = 4;
let checkedPlays = 0;

/** The hard level, each play checked against the engine's legal plays and timed. */
function hardPlayer(random: () => number): AsyncPlayer {
  return async (state, side) => {
    const g = currentGame(state);
    const t0 = process.cpuUsage();
    const decision = botDecision(state, side, 'hard', random);
    if (decision.type === 'play' && g.dice) {
      const t = process.cpuUsage(t0);
      timings.push((t.user + t.system) / 1000);
      const plays = legalPlays(g.board, side, g.dice);
      const same = (a: readonly CheckerMove[], b: readonly CheckerMove[]): boolean =>
        a.length === b.length &&
        a.every((m, i) => m.from === b[i].from && m.to === b[i].to && m.die === b[i].die);
      const legal =
        plays.length === 0 ? decision.moves.length === 0 : plays.some((p) => same(p.moves, decision.moves));
      if (!legal) throw new Error(`The hard level made an illegal play: ${JSON.stringify(decision.moves)}`);
      checkedPlays++;
    }
    return decision;
  };
}

function cubeOf(state: MatchState): GnubgCube {
  const g = currentGame(state);
  return {
    value: g.cube.value,
    owner: g.cube.owner,
    length: state.options.length,
    score: [state.match.score[0], state.match.score[1]],
    crawford: g.crawford,
  };
}

/** gnubg at `plies`: its plays, and in matches its doubles and answers (cubeful, by its match equity table). */
function gnubgPlayer(gnubg: Gnubg, plies: number): AsyncPlayer {
  return async (state, side) => {
    const g = currentGame(state);
    const match = state.options.length > 0;
    if (g.resignation) return { type: 'rejectResignation' };
    if (g.cube.offer && cubeDecider(g.cube) === side) {
      const doubler = g.cube.offer.doubler;
      const view = await gnubg.cube(g.board, doubler, plies, cubeOf(state));
      return { type: view.take ? 'take' : 'drop' };
    }
    if (g.phase === 'moving' && g.dice) {
      return {
        type: 'play',
        moves: await gnubg.play(g.board, side, g.dice, plies, match ? cubeOf(state) : undefined),
      };
    }
    if (match && state.options.cube && applyAction(state, { type: 'double', side }).ok) {
      const view = await gnubg.cube(g.board, side, plies, cubeOf(state));
      if (view.double) return { type: 'double' };
    }
    return { type: 'roll' };
  };
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const halfWidth = (xs: readonly number[]): number => {
  const m = mean(xs);
  const variance = xs.reduce((a, b) => a + (b - m) * (b - m), 0) / Math.max(1, xs.length - 1);
  return 1.96 * Math.sqrt(variance / Math.max(1, xs.length));
};

interface PairRecord {
  readonly kind: string;
  readonly pair: number;
  /** The hard level's points (or match results, +1 / -1) in its two seats. */
  readonly results: [number, number];
  /** The same, luck-adjusted (playAsync); absent from records of older runs. */
  readonly adjusted?: [number, number];
}

/** Per pair, the hard level's mean result over its two seats, and the luck-adjusted mean when known. */
interface Series {
  readonly results: number[];
  readonly adjusted: number[];
}

function readRecords(file: string | undefined): Map<string, PairRecord> {
  const done = new Map<string, PairRecord>();
  if (!file || !existsSync(file)) return done;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as PairRecord;
    done.set(`${r.kind}:${r.pair}`, r);
  }
  return done;
}

/**
 * SHARD=k/n: this process plays only the pairs i with i % n === k, k from 0 to n - 1 (several processes,
 * one RESULTS file). Anything else is refused: a shard out of range would play nothing.
 */
export function parseShard(text = '0/1'): { readonly index: number; readonly count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index >= count)
    throw new Error(`SHARD must be k/n with 0 <= k < n (for two processes: 0/2 and 1/2), not "${text}"`);
  return { index, count };
}

const shard = parseShard(process.env.SHARD);

/** Plays `pairs` seat-swapped pairs; returns the hard level's result per pair (the mean of its two seats). */
async function runSeries(
  gnubg: Gnubg,
  kind: string,
  pairs: number,
  seed: string,
  plies: number,
  options: Partial<GameOptions>,
  records: Map<string, PairRecord>,
  file: string | undefined,
): Promise<Series> {
  const perPair: number[] = [];
  const adjusted: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < pairs; i++) {
    let record = records.get(`${kind}:${i}`);
    if (!record && i % shard.count !== shard.index) continue;
    if (!record) {
      const results: [number, number] = [0, 0];
      const luckAdjusted: [number, number] = [0, 0];
      for (const seat of [0, 1] as const) {
        const hard = hardPlayer(seededRandom(`${seed}:${kind}:${i}:${seat}`));
        const other = gnubgPlayer(gnubg, plies);
        const players: [AsyncPlayer, AsyncPlayer] = seat === 0 ? [hard, other] : [other, hard];
        const played = await playAsync(players, gameDice(`${seed}:${kind}`, i), options);
        const sign = seat === 0 ? 1 : -1;
        results[seat] = sign * played.result;
        luckAdjusted[seat] = sign * played.adjusted;
      }
      record = { kind, pair: i, results, adjusted: luckAdjusted };
      if (file) appendFileSync(file, `${JSON.stringify(record)}\n`);
    }
    perPair.push((record.results[0] + record.results[1]) / 2);
    if (record.adjusted) adjusted.push((record.adjusted[0] + record.adjusted[1]) / 2);
    if ((i + 1) % 25 === 0 || i + 1 === pairs) {
      process.stderr.write(
        `  ${kind}: ${i + 1}/${pairs} pairs, mean ${mean(perPair).toFixed(3)} (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`,
      );
    }
  }
  return { results: perPair, adjusted };
}

const signed = (x: number): string => `${x >= 0 ? '+' : ''}${x.toFixed(3)}`;

/** The luck-adjusted figure of a series, when every pair has one. */
function adjustedLine(series: Series, show: (x: number) => string, width: (x: number) => string): string {
  if (series.adjusted.length === 0 || series.adjusted.length !== series.results.length) {
    return '  luck-adjusted: not recorded for every pair (records of an older run)';
  }
  return `  luck-adjusted (the same mean, less of the dice's noise): ${show(mean(series.adjusted))} ± ${width(halfWidth(series.adjusted))} (95%)`;
}

function percentile(xs: readonly number[], q: number): number {
  const sorted = xs.slice().sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  if (!gnubgAvailable()) {
    console.log(
      `bench:bot:gnubg skipped: GNU Backgammon not found at ${GNUBG_PATH} (apt-get install gnubg, or set GNUBG)`,
    );
    return;
  }
  useBearoffFile();
  const games = Number(process.env.N ?? 1000);
  const matches = Number(process.env.M ?? 100);
  const length = Number(process.env.MATCH_LENGTH ?? 7);
  const seed = process.env.SEED ?? 'gnubg';
  const plies = Number(process.env.PLIES ?? 0);
  const file = process.env.RESULTS;
  const records = readRecords(file);
  const gnubg = new Gnubg();
  const pct = (x: number): string => (100 * x).toFixed(1);
  console.log(`gamao bot bench: hard level against gnubg ${plies}-ply, seed ${seed}`);
  try {
    if (games > 0) {
      const t0 = performance.now();
      const series = await runSeries(
        gnubg,
        'money',
        Math.max(1, Math.round(games / 2)),
        seed,
        plies,
        { length: 0, cube: false },
        records,
        file,
      );
      const pairs = series.results;
      console.log(
        `cubeless money: ${pairs.length * 2} games (duplicate dice), hard ppg ${signed(mean(pairs))} ` +
          `± ${halfWidth(pairs).toFixed(3)} (95%)  (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
      );
      console.log(adjustedLine(series, signed, (x) => x.toFixed(3)));
    }
    if (matches > 0) {
      const t0 = performance.now();
      const series = await runSeries(
        gnubg,
        `match${length}`,
        Math.max(1, Math.round(matches / 2)),
        seed,
        plies,
        { length, cube: true },
        records,
        file,
      );
      // Per pair: (r0 + r1) / 2 with r = ±1, so the win rate of the pair is (x + 1) / 2.
      const rate = (x: number): number => (x + 1) / 2;
      const rates = series.results.map(rate);
      console.log(
        `${length}-point matches with the cube: ${rates.length * 2} matches, hard wins ${pct(mean(rates))}% ± ${pct(halfWidth(rates))} (95%)  ` +
          `(${((performance.now() - t0) / 1000).toFixed(0)} s)`,
      );
      const percent = (x: number): string => `${pct(x)}%`;
      console.log(adjustedLine({ results: rates, adjusted: series.adjusted.map(rate) }, percent, pct));
    }
  } finally {
    gnubg.close();
  }
  if (timings.length > 0) {
    const max = timings.reduce((a, b) => Math.max(a, b), 0);
    const p95 = percentile(timings, 0.95);
    console.log(`hard play decisions: ${checkedPlays}, each checked legal by the engine`);
    console.log(
      `  CPU time per decision (this machine, one thread): mean ${mean(timings).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
        `max ${max.toFixed(0)} ms; a phone-class CPU taken as ${PHONE_SLOWDOWN}x slower: p95 ${(PHONE_SLOWDOWN * p95).toFixed(0)} ms`,
    );
  }
  console.log(`bear-off database: ${bearoffStatus()}`);
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
