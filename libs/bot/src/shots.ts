/**
 * Shots: how many of the 36 rolls let the opponent hit one of a side's blots, and how much the hit
 * costs. Counts direct shots (one die), indirect ones (both dice, or up to four steps of a double) with
 * the intermediate landing points open, and the bar rule (checkers on the bar enter first).
 *
 * The evaluation calls this twice per position, so it is written for speed: typed scratch arrays, no
 * allocation.
 */
import { type Board, type Side } from '@gamao/engine';

/** The 21 distinct rolls with their weight out of 36 (a double 1, the others 2). */
export const ROLLS: readonly (readonly [number, number, number])[] = (() => {
  const r: [number, number, number][] = [];
  for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) r.push([a, b, a === b ? 1 : 2]);
  return r;
})();

const ROLL_A = Int8Array.from(ROLLS, (r) => r[0]);
const ROLL_B = Int8Array.from(ROLLS, (r) => r[1]);
const ROLL_WEIGHT = Int8Array.from(ROLLS, (r) => r[2]);

export interface ShotCount {
  /** Rolls out of 36 that hit at least one blot. */
  readonly shots: number;
  /** Pips the side expects to lose to hits, per 36 rolls (the farthest blot hit on each roll). */
  readonly pipsLost: number;
}

const NO_SHOTS: ShotCount = { shots: 0, pipsLost: 0 };

/** Bits 1..24: the points. */
export const POINTS = 0x1fffffe;

/**
 * The opponent's shots at `side`'s blots on points 1..24, the opponent being the next to roll.
 * Points are in `side`'s numbering: the opponent moves from low to high numbers and enters from the bar
 * on points 1..6. Sets of points are bit masks (bit p = point p), so all hitters move at once: one shift
 * per die, minus the blocked points.
 */
export function countShots(board: Board, side: Side): ShotCount {
  const mine = board[side];
  const theirs = board[side === 0 ? 1 : 0];
  let blots = 0;
  let open = POINTS;
  for (let p = 1; p <= 24; p++) {
    const n = mine[p];
    if (n === 1) blots |= 1 << p;
    else if (n >= 2) open &= ~(1 << p);
  }
  if (blots === 0) return NO_SHOTS;
  // The opponent's checker on its point r is on our point 25 - r.
  let hitters = 0;
  for (let q = 1; q <= 24; q++) if (theirs[25 - q] > 0) hitters |= 1 << q;
  return shotsAt(blots, open, hitters, theirs[25]);
}

/**
 * countShots from the board's masks (bits 1..24, in the blots' side's numbering): `blots`, the `open`
 * points (not made by the blots' side), the points where the opponent has checkers (`hitters`), and how
 * many it has on the bar.
 */
export function shotsAt(blots: number, open: number, hitters: number, onBar: number): ShotCount {
  if (blots === 0) return NO_SHOTS;
  // Only checkers behind the farthest blot matter.
  hitters &= (1 << (31 - Math.clz32(blots))) - 1;
  if (hitters === 0 && onBar === 0) return NO_SHOTS;
  let shots = 0;
  let pipsLost = 0;
  for (let r = 0; r < 21; r++) {
    const a = ROLL_A[r];
    const b = ROLL_B[r];
    let reached = 0;
    if (onBar === 0) {
      if (a === b) {
        let front = hitters;
        for (let k = 0; k < 4 && front !== 0; k++) {
          front = (front << a) & open;
          reached |= front;
        }
      } else {
        const ra = (hitters << a) & open;
        const rb = (hitters << b) & open;
        reached = ra | rb | (((ra << b) | (rb << a)) & open);
      }
    } else if (a === b) {
      const entry = (1 << a) & open;
      if (entry !== 0) {
        reached = entry;
        let front = hitters | entry;
        for (let k = 0; k < 4 - onBar && front !== 0; k++) {
          front = (front << a) & open;
          reached |= front;
        }
      }
    } else {
      const ea = (1 << a) & open;
      const eb = (1 << b) & open;
      reached = ea | eb;
      if (onBar === 1) {
        // One checker enters with one die; the other die moves any checker, the entered one included.
        if (ea !== 0) reached |= ((hitters | ea) << b) & open;
        if (eb !== 0) reached |= ((hitters | eb) << a) & open;
      }
    }
    const hit = reached & blots;
    if (hit !== 0) {
      const w = ROLL_WEIGHT[r];
      shots += w;
      pipsLost += w * (31 - Math.clz32(hit));
    }
  }
  return { shots, pipsLost };
}
