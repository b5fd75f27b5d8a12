import {
  BEAROFF_POSITIONS,
  FULL_BEAROFF_START,
  bearoffDistribution,
  bearoffPoints,
  bearoffPositions,
  parseBearoffDatabase,
} from '../src/bearoff';
import { ROLLS } from '../src/shots';
import { readBearoffFile } from './bearoff-file';
import { ROLL_LIMIT, computeBearoff, encodeAllOff } from './make-bearoff';

const bytes = readBearoffFile();
const parsed = parseBearoffDatabase(bytes);
if (!parsed.ok) throw new Error(parsed.error);
const db = parsed.value;

/**
 * The positions a side can reach with one roll in a bear-off, by its own small rules (not the engine's): each
 * die moves a checker down, bears one off from its point, or from the highest point when the die is larger;
 * every die is played while checkers are left (nothing blocks a bear-off).
 */
function reachable(points: readonly number[], dice: readonly number[]): string[] {
  if (dice.length === 0 || points.every((n) => n === 0)) return [points.join(',')];
  const [die, ...rest] = dice;
  const out = new Set<string>();
  const highest = points.reduce((h, n, p) => (n > 0 ? p : h), 0);
  for (let p = 1; p <= 6; p++) {
    if (points[p] === 0) continue;
    if (p < die && p !== highest) continue;
    const next = points.slice();
    next[p]--;
    if (p > die) next[p - die]++;
    for (const r of reachable(next, rest)) out.add(r);
  }
  return [...out];
}

/** Expected rolls to bear off, by a plain recursion over the positions, playing to need the fewest. */
function expectedRolls(points: readonly number[], memo: Map<string, number>): number {
  const key = points.join(',');
  const known = memo.get(key);
  if (known !== undefined) return known;
  if (points.every((n) => n === 0)) return 0;
  let e = 1;
  for (const [a, b, weight] of ROLLS) {
    const orders =
      a === b
        ? [[a, a, a, a]]
        : [
            [a, b],
            [b, a],
          ];
    let best = Infinity;
    for (const dice of orders)
      for (const r of reachable(points, dice))
        best = Math.min(best, expectedRolls(r.split(',').map(Number), memo));
    e += (weight / 36) * best;
  }
  memo.set(key, e);
  return e;
}

describe('make-bearoff', () => {
  it('plays each roll to need the fewest rolls on average, as a plain recursion finds', () => {
    const tables = computeBearoff(5);
    const memo = new Map<string, number>();
    for (let i = 0; i < tables.positions; i++) {
      expect(tables.expected[i]).toBeCloseTo(expectedRolls(bearoffPoints(i), memo), 10);
      const sum = tables.allOff.subarray(i * ROLL_LIMIT, (i + 1) * ROLL_LIMIT).reduce((s, p) => s + p, 0);
      expect(sum).toBeCloseTo(1, 12);
    }
  });

  it('wrote the shipped file: its first records are those computed again here', () => {
    const tables = computeBearoff(4);
    const records = encodeAllOff(tables);
    expect(tables.positions).toBe(bearoffPositions(4));
    expect(Buffer.from(bytes.subarray(24, 24 + records.length)).equals(Buffer.from(records))).toBe(true);
  });

  it('wrote the first checker off of full home boards', () => {
    // The 15-checker positions of up to 24 pips need only each other.
    const tables = computeBearoff(0, 24);
    let checked = 0;
    for (let i = FULL_BEAROFF_START; i < BEAROFF_POSITIONS; i++) {
      const e = tables.expectedFirst[i - FULL_BEAROFF_START];
      if (Number.isNaN(e)) continue;
      checked++;
      const stored = bearoffDistribution(db, i, true);
      for (let n = 0; n < ROLL_LIMIT; n++) {
        const p = tables.firstOff[(i - FULL_BEAROFF_START) * ROLL_LIMIT + n];
        expect(Math.abs((stored[n] ?? 0) - p)).toBeLessThan(2 / 65535);
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});
