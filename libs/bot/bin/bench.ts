/**
 * `npm run bench:bot`: the levels against each other and against two baselines (random legal play,
 * greedy), in cubeless money games played through the engine's state machine with seeded dice.
 *
 * Each pairing plays N games (env N, default 400) as N / 2 pairs: both games of a pair use the same dice,
 * with the players' seats swapped, which cancels much of the luck. Prints the first player's win rate and
 * points per game (gammons 2, backgammons 3) with 95% confidence intervals computed over the pairs, and
 * the time per play decision of each level (mean, 95th percentile and maximum, after a warm-up).
 *
 * Env: N (games per pairing), SEED (dice seed), PAIRINGS (e.g. "hard-medium,medium-random"), CUBE=1 (money
 * games with the cube: the bots' cube decisions play too), MATCH=n (n-point matches with the cube).
 */
import { performance } from 'perf_hooks';
import {
  type Board,
  type Dice,
  type GameOptions,
  type Side,
  START_BOARD,
  applyPlay,
  winner,
} from '@gamao/engine';
import { botDecision } from '../src/decision';
import { greedyPlay, randomPlay } from '../src/baselines';
import { type BotLevel } from '../src/level';
import { seededRandom } from '../src/random';
import { choosePlay } from '../src/search';
import { type Player, chooserPlayer, gameDice, playMatch } from '../src/self-play';
import { useBearoffFile } from './bearoff-file';

type Contestant = BotLevel | 'random' | 'greedy';

const DEFAULT_PAIRINGS: readonly [Contestant, Contestant][] = [
  ['easy', 'random'],
  ['medium', 'random'],
  ['hard', 'random'],
  ['medium', 'greedy'],
  ['hard', 'greedy'],
  ['medium', 'easy'],
  ['hard', 'medium'],
];

const timings: Record<BotLevel, number[]> = { easy: [], medium: [], hard: [] };

function contestant(name: Contestant, random: () => number, cube: boolean): Player {
  if (name === 'random') return chooserPlayer((b, s, d) => randomPlay(b, s, d, random));
  if (name === 'greedy') return chooserPlayer((b, s, d) => greedyPlay(b, s, d, random));
  if (cube) {
    // The whole bot: cube decisions too; only the play decisions are timed.
    return (state, side) => {
      const t0 = performance.now();
      const decision = botDecision(state, side, name, random);
      if (decision.type === 'play') timings[name].push(performance.now() - t0);
      return decision;
    };
  }
  return chooserPlayer((board: Board, side: Side, dice: Dice) => {
    const t0 = performance.now();
    const moves = choosePlay(board, side, dice, name, random);
    timings[name].push(performance.now() - t0);
    return moves;
  });
}

export interface PairingResult {
  readonly games: number;
  readonly wins: number;
  readonly winRate: number;
  readonly winRateCi: number;
  readonly ppg: number;
  readonly ppgCi: number;
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const halfWidth = (xs: readonly number[]): number => {
  const m = mean(xs);
  const variance = xs.reduce((a, b) => a + (b - m) * (b - m), 0) / Math.max(1, xs.length - 1);
  return 1.96 * Math.sqrt(variance / xs.length);
};

/**
 * Plays `games` games (in seat-swapped pairs) of `a` against `b`, cubeless money games unless `options`
 * say otherwise (with a match length, each "game" is a match worth 1); results from `a`'s view.
 */
export function runPairing(
  a: Contestant,
  b: Contestant,
  games: number,
  seed: string,
  options: Partial<GameOptions> = { length: 0, cube: false },
): PairingResult {
  const cube = options.cube !== false;
  const pairWins: number[] = [];
  const pairPoints: number[] = [];
  let wins = 0;
  const pairs = Math.max(1, Math.round(games / 2));
  for (let i = 0; i < pairs; i++) {
    let w = 0;
    let pts = 0;
    for (const seatA of [0, 1] as const) {
      const pa = contestant(a, seededRandom(`${seed}:${i}:${seatA}:a`), cube);
      const pb = contestant(b, seededRandom(`${seed}:${i}:${seatA}:b`), cube);
      const players: [Player, Player] = seatA === 0 ? [pa, pb] : [pb, pa];
      const r = playMatch(players, gameDice(`${seed}:${a}-${b}`, i), options);
      const forA = seatA === 0 ? r.points : -r.points;
      if (forA > 0) w++;
      pts += forA;
    }
    wins += w;
    pairWins.push(w / 2);
    pairPoints.push(pts / 2);
  }
  return {
    games: pairs * 2,
    wins,
    winRate: mean(pairWins),
    winRateCi: halfWidth(pairWins),
    ppg: mean(pairPoints),
    ppgCi: halfWidth(pairPoints),
  };
}

function percentile(xs: readonly number[], q: number): number {
  const sorted = xs.slice().sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function parsePairings(text: string | undefined): [Contestant, Contestant][] {
  if (!text) return DEFAULT_PAIRINGS.map(([a, b]) => [a, b]);
  const names: readonly Contestant[] = ['easy', 'medium', 'hard', 'random', 'greedy'];
  return text.split(',').map((p) => {
    const [a, b] = p.trim().split('-') as [Contestant, Contestant];
    if (!names.includes(a) || !names.includes(b)) throw new Error(`Unknown pairing ${p}`);
    return [a, b];
  });
}

/**
 * Runs the levels on a few positions before timing anything: the first decisions of a fresh process
 * include the JIT compiling the evaluation (a few hundred ms once), which is not what a move costs.
 */
function warmUp(): void {
  const random = seededRandom('warm-up');
  const dice = gameDice('warm-up', 0);
  let board: Board = START_BOARD;
  let side: Side = 0;
  for (let i = 0; i < 40; i++) {
    const roll = dice.roll();
    for (const level of ['easy', 'hard'] as const) choosePlay(board, side, roll, level, random);
    board = applyPlay(board, side, choosePlay(board, side, roll, 'medium', random));
    if (winner(board) !== null) board = START_BOARD;
    side = side === 0 ? 1 : 0;
  }
}

function main(): void {
  useBearoffFile();
  warmUp();
  const games = Number(process.env.N ?? 400);
  const seed = process.env.SEED ?? 'bench';
  const pairings = parsePairings(process.env.PAIRINGS);
  const length = Number(process.env.MATCH ?? 0);
  const cube = process.env.CUBE === '1' || length > 0;
  const options: Partial<GameOptions> = { length, cube };
  const what =
    length > 0 ? `${length}-point matches` : cube ? 'money games with the cube' : 'cubeless money games';
  console.log(`gamao bot bench: ${games} ${what} per pairing (seat-swapped pairs), seed ${seed}`);
  for (const [a, b] of pairings) {
    const t0 = performance.now();
    const r = runPairing(a, b, games, seed, options);
    const pct = (x: number): string => (100 * x).toFixed(1);
    console.log(
      `${a.padEnd(6)} vs ${b.padEnd(6)}  wins ${pct(r.winRate)}% ± ${pct(r.winRateCi)}  ` +
        `${length > 0 ? 'per match' : 'ppg'} ${r.ppg >= 0 ? '+' : ''}${r.ppg.toFixed(3)} ` +
        `± ${r.ppgCi.toFixed(3)}  ` +
        `(${r.games} games, ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
  }
  console.log('time per play decision:');
  for (const level of ['easy', 'medium', 'hard'] as const) {
    const t = timings[level];
    if (t.length === 0) continue;
    const slow = t.filter((x) => x > 100).length;
    const max = t.reduce((a, b) => Math.max(a, b), 0);
    console.log(
      `  ${level.padEnd(6)} mean ${mean(t).toFixed(2)} ms  p95 ${percentile(t, 0.95).toFixed(2)} ms  ` +
        `max ${max.toFixed(1)} ms  over 100 ms: ${slow} (${((100 * slow) / t.length).toFixed(2)}%)  ` +
        `(${t.length} decisions)`,
    );
  }
}

if (require.main === module) main();
