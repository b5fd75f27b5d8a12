/**
 * Legal-play generation speed: how many (position, roll) pairs per second `legalPlays` turns into
 * the full list of distinct plays, single-threaded, over a fixed seeded mix of contact, race, bar
 * and bear-off positions and all 21 rolls.
 *
 *   npx tsc -p tsconfig.lib.json && node dist/bench/engine.bench.js [seconds, default 5]
 */
import { countLegalPlays, legalPlays } from '../src/moves';
import { START_BOARD, isAllHome, pipCount, winner } from '../src/position';
import type { Board, Dice, Die, Side } from '../src/types';

type Kind = 'contact' | 'race' | 'bar' | 'bearoff';

interface Sample {
  readonly board: Board;
  readonly side: Side;
  readonly kind: Kind;
}

const PER_KIND = 50;
const SEED = 20261130;

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

/** Plays seeded games (half random plays, half pip-greedy ones, so games reach the bear-off). */
function samplePositions(): Sample[] {
  const rnd = random(SEED);
  const die = (): Die => (1 + Math.floor(rnd() * 6)) as Die;
  const buckets: Record<Kind, Sample[]> = { contact: [], race: [], bar: [], bearoff: [] };
  const full = (): boolean => Object.values(buckets).every((b) => b.length >= PER_KIND);
  for (let game = 0; game < 10_000 && !full(); game++) {
    let board: Board = START_BOARD;
    let side: Side = 0;
    const greedy = rnd() < 0.7;
    while (winner(board) === null) {
      const dice: Dice = [die(), die()];
      const kind = kindOf(board, side);
      if (buckets[kind].length < PER_KIND && rnd() < 0.2) buckets[kind].push({ board, side, kind });
      const plays = legalPlays(board, side, dice);
      if (plays.length > 0) {
        let pick = plays[Math.floor(rnd() * plays.length)];
        if (greedy && rnd() < 0.8) {
          let best = Infinity;
          for (const p of plays) {
            const v = pipCount(p.board, side) + rnd() * 8;
            if (v < best) {
              best = v;
              pick = p;
            }
          }
        }
        board = pick.board;
      }
      side = side === 0 ? 1 : 0;
    }
  }
  return [...buckets.contact, ...buckets.race, ...buckets.bar, ...buckets.bearoff];
}

const ROLLS: Dice[] = [];
for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) ROLLS.push([a as Die, b as Die]);

function run(samples: readonly Sample[], seconds: number, generate: (s: Sample, d: Dice) => number) {
  let generations = 0;
  let plays = 0;
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(Math.round(seconds * 1e9));
  let now = start;
  do {
    for (const s of samples) {
      for (const d of ROLLS) {
        plays += generate(s, d);
        generations++;
      }
    }
    now = process.hrtime.bigint();
  } while (now < deadline);
  const elapsed = Number(now - start) / 1e9;
  return { rate: generations / elapsed, perGeneration: plays / generations };
}

/** Best and median of several rounds: other processes on the machine only ever slow a round down. */
function rounds(samples: readonly Sample[], seconds: number, generate: (s: Sample, d: Dice) => number) {
  const results = Array.from({ length: 5 }, () => run(samples, seconds / 5, generate));
  const rates = results.map((r) => r.rate).sort((a, b) => a - b);
  return { best: rates[rates.length - 1], median: rates[2], perGeneration: results[0].perGeneration };
}

function main(): void {
  const seconds = Number(process.argv[2] ?? 5);
  const samples = samplePositions();
  const full = (s: Sample, d: Dice): number => legalPlays(s.board, s.side, d).length;
  const countOnly = (s: Sample, d: Dice): number => countLegalPlays(s.board, s.side, d);
  run(samples, 0.5, full); // warm-up
  const a = rounds(samples, seconds, full);
  const b = rounds(samples, seconds / 2, countOnly);
  const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
  const kinds = `${PER_KIND} each of contact, race, bar and bear-off`;
  console.log(
    `engine legalPlays: ${fmt(a.best)} generations/s over ${samples.length} positions x ${ROLLS.length} rolls ` +
      `(best of 5 rounds, median ${fmt(a.median)}; ${kinds}; ${a.perGeneration.toFixed(1)} plays per generation)`,
  );
  console.log(
    `engine countLegalPlays (no Play objects): ${fmt(b.best)} generations/s (median ${fmt(b.median)})`,
  );
  const parts = (['contact', 'race', 'bar', 'bearoff'] as const).map((kind) => {
    const r = rounds(
      samples.filter((s) => s.kind === kind),
      seconds / 2,
      full,
    );
    return `${kind} ${fmt(r.best)}/s (${r.perGeneration.toFixed(1)} plays)`;
  });
  console.log(`  by kind: ${parts.join(', ')}`);
}

main();
