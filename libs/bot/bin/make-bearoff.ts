/**
 * Writes the one-sided bear-off database that the evaluation reads in pure bear-offs (src/bearoff.ts has the
 * positions' indexing and the file's layout):
 *
 *   node dist/bin/make-bearoff.js [file]      (from libs/bot after a build; default data/bearoff-os.bin)
 *   node dist/bin/make-bearoff.js --compare /usr/share/gnubg/gnubg_os0.bd [file]
 *                                             (how far the file is from GNU Backgammon's own database)
 *
 * The data recipe. Nothing is sampled or learnt: the database follows from the rules alone.
 * - Every position of up to 15 checkers on the six home points (54,264), the others' checkers out of the
 *   way. For each of the 21 rolls, the engine's legal plays (legalPlays of @gamao/engine); the play kept is
 *   the one whose position needs the fewest rolls on average (a tie goes to the lower index). The chances of
 *   needing n rolls are then the average over the 36 rolls of the kept position's chances of needing n - 1.
 *   Every play lowers the pip count, so positions are solved in increasing pip count.
 * - The 15,504 positions with all 15 checkers on the board the same way for the first checker off: a roll
 *   with a play that bears one off ends it; otherwise the play kept needs the fewest rolls on average to do so.
 * - Computed in double precision over up to 64 rolls (the longest needs 30), then stored as gnubg stores its
 *   database: each chance as round(p x 65535) in 16 bits, only from the first to the last that is not 0 (18
 *   at most). 1,094,586 bytes; about 5 s on one core here; the same bytes on every run.
 * - GNU Backgammon's own database (Debian's /usr/share/gnubg/gnubg_os0.bd) agrees: --compare finds every
 *   chance within 0.003 of it and every expected number of rolls within 0.0003 (ties between plays that
 *   need as many rolls on average, and the 16-bit rounding).
 *
 * What it changed when it came in (57 of 170 bear-off plays of the hard level with a choice changed):
 * docs/bot-training.md.
 */
import { readFileSync, writeFileSync } from 'fs';
import { resolve } from 'path';
import { type Board, type Dice, boardFrom, legalPlays } from '@gamao/engine';
import {
  BEAROFF_CHECKERS,
  BEAROFF_POINTS,
  BEAROFF_POSITIONS,
  FULL_BEAROFF_START,
  bearoffDistribution,
  bearoffIndex,
  bearoffPoints,
  bearoffPositions,
  bytesChecksum,
  parseBearoffDatabase,
} from '../src/bearoff';
import { ROLLS } from '../src/shots';

/** Roll counts kept while computing (far more than any position needs). */
export const ROLL_LIMIT = 64;

export interface BearoffTables {
  /** How many positions were solved: those of up to `checkers` checkers, indexes 0 .. positions - 1. */
  readonly positions: number;
  /** Per position, ROLL_LIMIT chances: of needing 0, 1, 2, ... rolls to bear off every checker. */
  readonly allOff: Float64Array;
  readonly expected: Float64Array;
  /**
   * Per 15-checker position solved (index - FULL_BEAROFF_START), ROLL_LIMIT chances of needing n rolls to
   * bear off the first checker; only those up to `firstOffPips` pips are filled (NaN expected otherwise).
   */
  readonly firstOff: Float64Array;
  readonly expectedFirst: Float64Array;
}

const pipsOf = (points: readonly number[]): number => points.reduce((s, n, p) => s + n * p, 0);

/** The board of position `points` for side 0, side 1's checkers all on its own 1-point, out of the way. */
function boardOf(points: readonly number[]): Board {
  const mine: Record<number, number> = {};
  for (let p = 1; p <= BEAROFF_POINTS; p++) if (points[p] > 0) mine[p] = points[p];
  return boardFrom(mine, { 1: BEAROFF_CHECKERS });
}

/** The positions' indexes by increasing pip count: each comes after every position a play can lead to. */
function byPips(indexes: number[]): number[] {
  const pips = new Map(indexes.map((i) => [i, pipsOf(bearoffPoints(i))]));
  return indexes.sort((x, y) => (pips.get(x) as number) - (pips.get(y) as number) || x - y);
}

/**
 * Solves the positions of up to `checkers` checkers (all 15 by default), and the first checker off for the
 * 15-checker positions of at most `firstOffPips` pips (all of them with all the checkers, else none).
 */
export function computeBearoff(
  checkers = BEAROFF_CHECKERS,
  firstOffPips = checkers === BEAROFF_CHECKERS ? Infinity : 0,
): BearoffTables {
  const positions = bearoffPositions(checkers);
  const allOff = new Float64Array(positions * ROLL_LIMIT);
  const expected = new Float64Array(positions);
  allOff[0] = 1; // nothing left: 0 rolls
  const order = byPips(Array.from({ length: positions - 1 }, (_, i) => i + 1));
  for (const index of order) {
    const board = boardOf(bearoffPoints(index));
    const row = index * ROLL_LIMIT;
    let mean = 1;
    for (const [a, b, weight] of ROLLS) {
      let best = -1;
      for (const play of legalPlays(board, 0, [a, b] as unknown as Dice)) {
        const next = bearoffIndex(play.board[0]);
        if (best < 0 || expected[next] < expected[best] || (expected[next] === expected[best] && next < best))
          best = next;
      }
      const w = weight / 36;
      mean += w * expected[best];
      for (let n = 1; n < ROLL_LIMIT; n++) allOff[row + n] += w * allOff[best * ROLL_LIMIT + n - 1];
    }
    expected[index] = mean;
  }

  const full = BEAROFF_POSITIONS - FULL_BEAROFF_START;
  const firstOff = new Float64Array(full * ROLL_LIMIT);
  const expectedFirst = new Float64Array(full).fill(NaN);
  const fullOrder = byPips(Array.from({ length: full }, (_, i) => FULL_BEAROFF_START + i)).filter(
    (i) => pipsOf(bearoffPoints(i)) <= firstOffPips,
  );
  for (const index of fullOrder) {
    const board = boardOf(bearoffPoints(index));
    const row = (index - FULL_BEAROFF_START) * ROLL_LIMIT;
    let mean = 1;
    for (const [a, b, weight] of ROLLS) {
      const w = weight / 36;
      let best = -1;
      let off = false;
      for (const play of legalPlays(board, 0, [a, b] as unknown as Dice)) {
        if (play.board[0][0] > 0) {
          off = true;
          break;
        }
        const next = bearoffIndex(play.board[0]) - FULL_BEAROFF_START;
        if (
          best < 0 ||
          expectedFirst[next] < expectedFirst[best] ||
          (expectedFirst[next] === expectedFirst[best] && next < best)
        )
          best = next;
      }
      if (off) {
        firstOff[row + 1] += w;
        continue;
      }
      mean += w * expectedFirst[best];
      for (let n = 1; n < ROLL_LIMIT; n++) firstOff[row + n] += w * firstOff[best * ROLL_LIMIT + n - 1];
    }
    expectedFirst[index - FULL_BEAROFF_START] = mean;
  }
  return { positions, allOff, expected, firstOff, expectedFirst };
}

/** One record of the file: the first roll count kept, how many, and each chance in 16 bits. */
export function encodeRecord(chances: Float64Array, from: number): number[] {
  const q: number[] = [];
  for (let n = 0; n < ROLL_LIMIT; n++) q.push(Math.round(chances[from + n] * 65535));
  let first = 0;
  while (first < ROLL_LIMIT && q[first] === 0) first++;
  let last = ROLL_LIMIT - 1;
  while (last > first && q[last] === 0) last--;
  if (first === ROLL_LIMIT || last - first + 1 > 255) throw new Error('A distribution does not fit a record');
  const out = [first, last - first + 1];
  for (let n = first; n <= last; n++) out.push(q[n] & 0xff, q[n] >> 8);
  return out;
}

/** The records of positions 0 .. count - 1 as bytes (the start of the file's body). */
export function encodeAllOff(tables: BearoffTables, count = tables.positions): Uint8Array {
  const bytes: number[] = [];
  for (let i = 0; i < count; i++) for (const b of encodeRecord(tables.allOff, i * ROLL_LIMIT)) bytes.push(b);
  return Uint8Array.from(bytes);
}

/** The whole file of a full computation (computeBearoff() with its defaults). */
export function encodeBearoffFile(tables: BearoffTables): Uint8Array {
  const full = BEAROFF_POSITIONS - FULL_BEAROFF_START;
  if (tables.positions !== BEAROFF_POSITIONS || tables.expectedFirst.some((e) => Number.isNaN(e))) {
    throw new Error('The file needs every position solved');
  }
  const body: number[] = Array.from(encodeAllOff(tables));
  for (let i = 0; i < full; i++) for (const b of encodeRecord(tables.firstOff, i * ROLL_LIMIT)) body.push(b);
  const bytes = new Uint8Array(24 + body.length);
  bytes.set(body, 24);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < 8; i++) bytes[i] = 'GAMAO-OS'.charCodeAt(i);
  bytes[8] = BEAROFF_POINTS;
  bytes[9] = BEAROFF_CHECKERS;
  view.setUint16(10, 1, true);
  view.setUint32(12, BEAROFF_POSITIONS, true);
  view.setUint32(16, full, true);
  view.setUint32(20, bytesChecksum(bytes, 24), true);
  return bytes;
}

/** The last roll count with a chance above `floor`, over every distribution of `chances`. */
function longest(chances: Float64Array, floor: number): number {
  let max = 0;
  for (let i = 0; i < chances.length; i++) if (chances[i] > floor) max = Math.max(max, i % ROLL_LIMIT);
  return max;
}

/**
 * The distribution of position `index` in GNU Backgammon's compressed one-sided database (gnubg_os0.bd of
 * Debian's gnubg-data): a 40-byte header, then per position 8 bytes (the offset of its chances in 16-bit
 * units, then how many chances and the first roll count, for all off and for the first off), then the chances.
 */
export function gnubgDistribution(file: Uint8Array, index: number, firstOff: boolean): number[] {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const at = 40 + 8 * index;
  const offset = view.getUint32(at, true);
  const [count, first, gCount, gFirst] = [file[at + 4], file[at + 5], file[at + 6], file[at + 7]];
  const base = 40 + 8 * BEAROFF_POSITIONS + 2 * offset + (firstOff ? 2 * count : 0);
  const out: number[] = new Array(firstOff ? gFirst + gCount : first + count).fill(0);
  for (let i = 0; i < (firstOff ? gCount : count); i++) {
    out[(firstOff ? gFirst : first) + i] = view.getUint16(base + 2 * i, true) / 65535;
  }
  return out;
}

/** Compares the file with gnubg's database: the largest differences of a chance and of the expected rolls. */
function compare(gnubgFile: string, file: string): void {
  const theirs = new Uint8Array(readFileSync(gnubgFile));
  const header = String.fromCharCode(...theirs.subarray(0, 20));
  if (header !== 'gnubg-OS-06-15-1-1-0') {
    throw new Error(
      `${gnubgFile}: not gnubg's compressed 6-point, 15-checker database with gammons (${header})`,
    );
  }
  const parsed = parseBearoffDatabase(new Uint8Array(readFileSync(file)));
  if (!parsed.ok) throw new Error(parsed.error);
  const db = parsed.value;
  for (const firstOff of [false, true]) {
    let chance = 0;
    let rolls = 0;
    for (let i = firstOff ? FULL_BEAROFF_START : 1; i < BEAROFF_POSITIONS; i++) {
      const a = bearoffDistribution(db, i, firstOff);
      const b = gnubgDistribution(theirs, i, firstOff);
      let mean = 0;
      for (let n = 0; n < Math.max(a.length, b.length); n++) {
        chance = Math.max(chance, Math.abs((a[n] ?? 0) - (b[n] ?? 0)));
        mean += n * ((a[n] ?? 0) - (b[n] ?? 0));
      }
      rolls = Math.max(rolls, Math.abs(mean));
    }
    console.log(
      `${firstOff ? 'first checker off' : 'all checkers off'}: largest difference from gnubg of a chance ` +
        `${chance.toFixed(6)}, of the expected rolls ${rolls.toFixed(6)}`,
    );
  }
}

function main(): void {
  if (process.argv[2] === '--compare') {
    compare(process.argv[3], resolve(process.argv[4] ?? resolve(__dirname, '../../data/bearoff-os.bin')));
    return;
  }
  const file = resolve(process.argv[2] ?? resolve(__dirname, '../../data/bearoff-os.bin'));
  const t0 = Date.now();
  const tables = computeBearoff();
  const bytes = encodeBearoffFile(tables);
  writeFileSync(file, bytes);
  const worst = BEAROFF_POSITIONS - 1; // 15 checkers on the 6-point
  console.log(
    `${file}: ${bytes.length} bytes, ${BEAROFF_POSITIONS} positions, checksum ${bytesChecksum(bytes, 24).toString(16)}, ` +
      `${((Date.now() - t0) / 1000).toFixed(0)} s`,
  );
  console.log(
    `  longest distribution: ${longest(tables.allOff, 0)} rolls (${longest(tables.allOff, 0.5 / 65535)} above the 16-bit step), ` +
      `first off ${longest(tables.firstOff, 0)} (${longest(tables.firstOff, 0.5 / 65535)})`,
  );
  console.log(
    `  15 checkers on the 6-point: ${tables.expected[worst].toFixed(4)} rolls on average, ` +
      `${tables.expectedFirst[worst - FULL_BEAROFF_START].toFixed(4)} for the first off`,
  );
}

if (require.main === module) main();
