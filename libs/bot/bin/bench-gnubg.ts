/**
 * `npm run bench:bot:gnubg`: the hard level against GNU Backgammon at 0 ply (gnubg.ts), games held by the
 * engine's state machine with seeded dice, gnubg only asked for its plays and cube decisions.
 *
 * - Cubeless money games (env N, default 1000) in seat-swapped pairs with the same dice (duplicate dice):
 *   points per game of the hard level (gammons 2, backgammons 3) with a 95% interval over the pairs.
 * - Seven-point matches with the cube (env M, default 100; MATCH_LENGTH to change the length), also in
 *   seat-swapped pairs: the hard level's match win rate with a 95% interval.
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
import { bearoffStatus } from '../src/bearoff';
import { type BotDecision, botDecision } from '../src/decision';
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

/** Plays one money game (length 0) or match; returns the points of side 0 (a match counts 1). */
async function playAsync(
  players: [AsyncPlayer, AsyncPlayer],
  dice: DiceSource,
  options: Partial<GameOptions>,
): Promise<number> {
  const started = newMatch(options);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const money = state.options.length === 0;
  for (;;) {
    const g = currentGame(state);
    // A money session starts the next game by itself: one game is played.
    if ((money && (g.phase === 'over' || state.games.length > 1)) || isMatchOver(state)) break;
    if (g.phase === 'opening') {
      state = step(state, { type: 'roll', dice: [dice.die(), dice.die()] });
      continue;
    }
    const side = sideToAct(state);
    if (side === null) throw new Error('Nobody to act');
    const decision = await players[side](state, side);
    if (decision.type === 'roll') state = step(state, { type: 'roll', side, dice: dice.roll() });
    else if (decision.type === 'play') state = step(state, { type: 'play', side, moves: decision.moves });
    else state = step(state, { type: decision.type, side });
  }
  if (money) {
    const r = state.games[0].result;
    if (!r) throw new Error('The game did not finish');
    return r.winner === 0 ? r.points : -r.points;
  }
  return state.match.score[0] >= state.match.length ? 1 : -1;
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

/** SHARD=k/n: this process plays only the pairs i with i % n === k (several processes, one RESULTS file). */
const shard = (() => {
  const [index, count] = (process.env.SHARD ?? '0/1').split('/').map(Number);
  return { index, count };
})();

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
): Promise<number[]> {
  const perPair: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < pairs; i++) {
    let record = records.get(`${kind}:${i}`);
    if (!record && i % shard.count !== shard.index) continue;
    if (!record) {
      const results: [number, number] = [0, 0];
      for (const seat of [0, 1] as const) {
        const hard = hardPlayer(seededRandom(`${seed}:${kind}:${i}:${seat}`));
        const other = gnubgPlayer(gnubg, plies);
        const players: [AsyncPlayer, AsyncPlayer] = seat === 0 ? [hard, other] : [other, hard];
        const points = await playAsync(players, gameDice(`${seed}:${kind}`, i), options);
        results[seat] = seat === 0 ? points : -points;
      }
      record = { kind, pair: i, results };
      if (file) appendFileSync(file, `${JSON.stringify(record)}\n`);
    }
    perPair.push((record.results[0] + record.results[1]) / 2);
    if ((i + 1) % 25 === 0 || i + 1 === pairs) {
      process.stderr.write(
        `  ${kind}: ${i + 1}/${pairs} pairs, mean ${mean(perPair).toFixed(3)} (${((performance.now() - t0) / 1000).toFixed(0)} s)\n`,
      );
    }
  }
  return perPair;
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
      const pairs = await runSeries(
        gnubg,
        'money',
        Math.max(1, Math.round(games / 2)),
        seed,
        plies,
        { length: 0, cube: false },
        records,
        file,
      );
      console.log(
        `cubeless money: ${pairs.length * 2} games (duplicate dice), hard ppg ${mean(pairs) >= 0 ? '+' : ''}${mean(pairs).toFixed(3)} ` +
          `± ${halfWidth(pairs).toFixed(3)} (95%)  (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
      );
    }
    if (matches > 0) {
      const t0 = performance.now();
      const pairs = await runSeries(
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
      const rates = pairs.map((x) => (x + 1) / 2);
      console.log(
        `${length}-point matches with the cube: ${pairs.length * 2} matches, hard wins ${pct(mean(rates))}% ± ${pct(halfWidth(rates))} (95%)  ` +
          `(${((performance.now() - t0) / 1000).toFixed(0)} s)`,
      );
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
