/**
 * Legal-play generation speed, in the style of the other engines' benchmarks: a fixed seeded set of
 * 20,000 random positions, each with its dice (taken from seeded games of uniformly random plays), each
 * turned by `legalPlays` into its full list of distinct (de-duplicated) plays. Prints positions/s (legalPlays
 * calls), plays/s, and a digest of every play of the set (moves and boards, in order): equal digests mean the
 * engine returned the same plays.
 *
 *   npx tsc -p tsconfig.lib.json && node dist/bench/engine.bench.js [seconds, default 5]
 *
 * ENGINE_BASELINE=<another build's dist/src/moves.js> compares this build with that one in the same process:
 * the digests of both, then short rounds of each in turn (A B A B ...), so both see the same machine.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { countLegalPlays, legalPlays } from '../src/moves';
import { isAllHome, startBoard, winner } from '../src/position';
import type { Board, Dice, Die, Play, Side } from '../src/types';

type Kind = 'contact' | 'race' | 'bar' | 'bearoff';

interface Sample {
  readonly board: Board;
  readonly side: Side;
  readonly dice: Dice;
  readonly kind: Kind;
}

const POSITIONS = 20_000;
const SEED = 20261207;
/** Each turn of a game joins the set with this chance, so the set spreads over many games. */
const TAKE = 0.25;

/** mulberry32: small, fast, deterministic. */
function random(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function kindOf(board: Board, side: Side): Kind {
  const mine = board[side];
  const theirs = board[side === 0 ? 1 : 0];
  if (mine[25] > 0) return 'bar';
  if (isAllHome(board, side)) return 'bearoff';
  let myBack = 0;
  for (let p = 25; p >= 1; p--) {
    if (mine[p] > 0) {
      myBack = p;
      break;
    }
  }
  // The opponent's rearmost checker, in our numbering (its bar is our 0).
  let theirBack = 25;
  for (let q = 25; q >= 1; q--) {
    if (theirs[q] > 0) {
      theirBack = 25 - q;
      break;
    }
  }
  return myBack < theirBack ? 'race' : 'contact';
}

/** The set: turns of seeded games in which every play is drawn uniformly among the legal ones. */
function samplePositions(): Sample[] {
  const rnd = random(SEED);
  const die = (): Die => (1 + Math.floor(rnd() * 6)) as Die;
  const samples: Sample[] = [];
  while (samples.length < POSITIONS) {
    let board: Board = startBoard();
    let side: Side = rnd() < 0.5 ? 0 : 1;
    while (winner(board) === null && samples.length < POSITIONS) {
      const dice: Dice = [die(), die()];
      if (rnd() < TAKE) samples.push({ board, side, dice, kind: kindOf(board, side) });
      const plays = legalPlays(board, side, dice);
      if (plays.length > 0) board = plays[Math.floor(rnd() * plays.length)].board;
      side = side === 0 ? 1 : 0;
    }
  }
  return samples;
}

/** A 53-bit digest (cyrb53's mix) of every play of the set, in the order returned. */
function digest(samples: readonly Sample[], generate = legalPlays): { hex: string; plays: number } {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  const add = (n: number): void => {
    h1 = Math.imul(h1 ^ n, 2654435761);
    h2 = Math.imul(h2 ^ n, 1597334677);
  };
  let plays = 0;
  for (const s of samples) {
    const list: Play[] = generate(s.board, s.side, s.dice);
    add(list.length);
    plays += list.length;
    for (const p of list) {
      add(p.moves.length);
      for (const m of p.moves) add(m.from | (m.to << 5) | (m.die << 10) | (m.hit ? 1 << 13 : 0));
      for (const side of p.board) for (const n of side) add(n);
    }
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const value = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return { hex: value.toString(16).padStart(14, '0'), plays };
}

/**
 * Passes over the whole set until `seconds` have gone; positions and plays per second, and positions per
 * second of the process's CPU time (steadier than the wall clock when other processes share the machine).
 */
function run(samples: readonly Sample[], seconds: number, generate: (s: Sample) => number) {
  let positions = 0;
  let plays = 0;
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(Math.round(seconds * 1e9));
  let now = start;
  do {
    for (let i = 0; i < samples.length; i++) plays += generate(samples[i]);
    positions += samples.length;
    now = process.hrtime.bigint();
  } while (now < deadline);
  const elapsed = Number(now - start) / 1e9;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  return { rate: positions / elapsed, playRate: plays / elapsed, cpuRate: positions / cpuSeconds };
}

/** Median and best of 5 rounds: other processes on the machine only ever slow a round down. */
function rounds(samples: readonly Sample[], seconds: number, generate: (s: Sample) => number) {
  const results = Array.from({ length: 5 }, () => run(samples, seconds / 5, generate)).sort(
    (a, b) => a.rate - b.rate,
  );
  const cpuRates = results.map((r) => r.cpuRate).sort((x, y) => x - y);
  return { median: results[2], best: results[4], cpuMedian: cpuRates[2] };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

/** This build against a baseline build, rounds alternated; medians of each and of the pairs' ratios. */
function versus(samples: readonly Sample[], seconds: number, baseline: string): void {
  const other = createRequire(__filename)(resolve(baseline)) as { legalPlays: typeof legalPlays };
  const a = digest(samples, other.legalPlays);
  const b = digest(samples);
  console.log(
    `digests: baseline ${a.hex}, this build ${b.hex}${a.hex === b.hex ? ' (the same plays)' : ' DIFFER'}`,
  );
  const theirs = (s: Sample): number => other.legalPlays(s.board, s.side, s.dice).length;
  const mine = (s: Sample): number => legalPlays(s.board, s.side, s.dice).length;
  run(samples, 0.5, theirs);
  run(samples, 0.5, mine);
  const pairs = 10;
  const rA: number[] = [];
  const rB: number[] = [];
  const cA: number[] = [];
  const cB: number[] = [];
  for (let i = 0; i < pairs; i++) {
    // Who goes first alternates too.
    const [x, y] =
      i % 2 === 0
        ? [run(samples, seconds / (2 * pairs), theirs), run(samples, seconds / (2 * pairs), mine)]
        : [run(samples, seconds / (2 * pairs), mine), run(samples, seconds / (2 * pairs), theirs)].reverse();
    rA.push(x.rate);
    rB.push(y.rate);
    cA.push(x.cpuRate);
    cB.push(y.cpuRate);
  }
  const ratios = rB.map((r, i) => r / rA[i]);
  const cpuRatios = cB.map((r, i) => r / cA[i]);
  console.log(
    `legalPlays positions/s, ${pairs} alternated pairs: baseline median ${fmt(median(rA))}, this build ` +
      `${fmt(median(rB))}; ratio median ${median(ratios).toFixed(2)} (min ${Math.min(...ratios).toFixed(2)}, ` +
      `max ${Math.max(...ratios).toFixed(2)})`,
  );
  console.log(
    `per CPU-second: baseline median ${fmt(median(cA))}, this build ${fmt(median(cB))}; ` +
      `ratio median ${median(cpuRatios).toFixed(2)}`,
  );
}

function main(): void {
  const seconds = Number(process.argv[2] ?? 5);
  const samples = samplePositions();
  if (process.env.ENGINE_BASELINE) {
    versus(samples, seconds, process.env.ENGINE_BASELINE);
    return;
  }
  const full = (s: Sample): number => legalPlays(s.board, s.side, s.dice).length;
  const countOnly = (s: Sample): number => countLegalPlays(s.board, s.side, s.dice);
  const { hex, plays } = digest(samples);
  run(samples, 0.5, full); // warm-up
  const a = rounds(samples, seconds, full);
  const b = rounds(samples, seconds / 2, countOnly);
  const kinds = (['contact', 'race', 'bar', 'bearoff'] as const)
    .map((k) => `${samples.filter((s) => s.kind === k).length} ${k}`)
    .join(', ');
  console.log(
    `engine legalPlays: ${fmt(a.median.rate)} positions/s to their full de-duplicated plays, ` +
      `${fmt(a.median.playRate)} plays/s (median of 5 rounds; best ${fmt(a.best.rate)} positions/s; ` +
      `${fmt(a.cpuMedian)} positions per CPU-second)`,
  );
  console.log(
    `  set: ${samples.length} random positions with dice, seed ${SEED} (${kinds}); ` +
      `${plays} plays (${(plays / samples.length).toFixed(2)} per position); digest ${hex}`,
  );
  console.log(
    `engine countLegalPlays (no Play objects): ${fmt(b.median.rate)} positions/s (best ${fmt(b.best.rate)}; ` +
      `${fmt(b.cpuMedian)} per CPU-second)`,
  );
}

main();
