/**
 * Features of a position for the evaluation: numbers that describe each side's structure (made points,
 * blots and the shots at them, primes, anchors, escapes, stacking, the race, gammon danger).
 *
 * Layout of a feature vector: [bias, features of the side on roll, features of the other side, shared].
 * Each side's block is computed in that side's own numbering (1..6 its home board, 19..24 the other
 * side's home board, 25 its bar). Values are scaled to roughly [0, 1] so one learning rate fits all.
 *
 * A network's inputs (extractInputs) are the feature vector, a raw block per side, and for a network that
 * reads them, an extra block per side (X: three-checker points, pieces of the borne-off count, contact left
 * to break, free pips, anchors, mobility, entering, back games, timing, blockade, containment, stragglers;
 * after the inputs of GNU Backgammon's contact network, written here from their descriptions).
 */
import { type Board, type Side } from '@gamao/engine';

// The engine's BAR and OFF, as local constants: read through the package's re-exports they cost a
// getter call each time, and this is the hot path.
const BAR = 25;
const OFF = 0;
import { ROLLS, countShots } from './shots';

/** Indexes inside one side's block. */
export const F = {
  pips: 0,
  off: 1,
  bar: 2,
  /** Made point p (1..24) is at point + p - 1. */
  point: 3,
  shots: 27,
  pipsLost: 28,
  prime: 29,
  prime5: 30,
  prime6: 31,
  trapped: 32,
  back: 33,
  contained: 34,
  stack: 35,
  on1: 36,
  on2: 37,
  on3: 38,
  closeout: 39,
  outside: 40,
  blots: 41,
  crossovers: 42,
  homeGaps: 43,
  noneOff: 44,
  gammonPips: 45,
  backgammonRisk: 46,
  homePoints: 47,
  outfieldBlots: 48,
} as const;

export const SIDE_FEATURES = 49;
/** Shared: the race lead of the side on roll, in standard deviations of the pip-count race. */
export const SHARED_FEATURES = 1;
export const FEATURE_COUNT = 1 + 2 * SIDE_FEATURES + SHARED_FEATURES;
export const SHARED_OFFSET = 1 + 2 * SIDE_FEATURES;

/**
 * True while the sides can still hit each other: some checker of one side is behind a checker of the
 * other. Otherwise the game is a pure race.
 */
export function isContact(board: Board): boolean {
  const a = board[0];
  const b = board[1];
  // Side 0's rearmost checker (highest point, bar included) against side 1's rearmost, in side 0's view.
  let rear0 = 0;
  for (let p = BAR; p >= 1; p--)
    if (a[p] > 0) {
      rear0 = p;
      break;
    }
  let rear1 = 0;
  for (let p = BAR; p >= 1; p--)
    if (b[p] > 0) {
      rear1 = p;
      break;
    }
  // Side 1's checker on its point r is side 0's point 25 - r: contact when 25 - rear1 < rear0.
  return rear0 > 0 && rear1 > 0 && 25 - rear1 < rear0;
}

const blockedByY = new Uint8Array(26);
const ROLL_A = Int8Array.from(ROLLS, (r) => r[0]);
const ROLL_B = Int8Array.from(ROLLS, (r) => r[1]);
const ROLL_WEIGHT = Int8Array.from(ROLLS, (r) => r[2]);

/** Whether a checker on `mid` (already landed) gets below `lowestBlock` with one more die `d`. */
const passesWith = (mid: number, d: number, lowestBlock: number): boolean =>
  mid < lowestBlock || (mid - d >= 1 && !blockedByY[mid - d] && mid - d < lowestBlock);

/**
 * Rolls out of 36 that let a checker on point `from` (mover's numbering) get past the lowest point the
 * other side holds in front of it (one checker moving with one roll, landings open).
 */
function escapes(from: number, lowestBlock: number): number {
  let n = 0;
  for (let r = 0; r < 21; r++) {
    const a = ROLL_A[r];
    const b = ROLL_B[r];
    let ok = false;
    if (a === b) {
      let at = from;
      for (let k = 0; k < 4; k++) {
        at -= a;
        if (at < 1 || blockedByY[at]) break;
        if (at < lowestBlock) {
          ok = true;
          break;
        }
      }
    } else {
      const ma = from - a;
      const mb = from - b;
      ok =
        (ma >= 1 && !blockedByY[ma] && passesWith(ma, b, lowestBlock)) ||
        (mb >= 1 && !blockedByY[mb] && passesWith(mb, a, lowestBlock));
    }
    if (ok) n += ROLL_WEIGHT[r];
  }
  return n;
}

/**
 * The other side's rearmost checker in our numbering (its point r is our 25 - r): the lowest of our points
 * with one of its checkers, 0 when it has one on the bar, 25 when it has none on the board.
 */
function rearmostOf(them: readonly number[]): number {
  if (them[BAR] > 0) return 0;
  for (let r = 24; r >= 1; r--) if (them[r] > 0) return 25 - r;
  return 25;
}

/** Fills one side's block at `offset`: `x` is the side described, `y` the other side. */
function sideFeatures(board: Board, x: Side, out: Float64Array, offset: number): void {
  const me = board[x];
  const them = board[x === 0 ? 1 : 0];
  let pips = 0;
  let stack = 0;
  let outside = 0;
  let blots = 0;
  let outfieldBlots = 0;
  let crossovers = 0;
  let homePoints = 0;
  let homeGaps = 0;
  for (let p = 1; p <= 24; p++) {
    const n = me[p];
    pips += p * n;
    out[offset + F.point + p - 1] = n >= 2 ? 1 : 0;
    if (n > 3) stack += n - 3;
    if (n === 1) {
      blots++;
      if (p >= 7 && p <= 18) outfieldBlots++;
    }
    if (p >= 7) outside += n;
    crossovers += n * (((p - 1) / 6) | 0);
    if (p <= 6) {
      if (n >= 2) homePoints++;
      if (n === 0) homeGaps++;
    }
  }
  pips += 25 * me[BAR];
  outside += me[BAR];
  crossovers += 4 * me[BAR];
  out[offset + F.pips] = pips / 100;
  out[offset + F.off] = me[OFF] / 15;
  out[offset + F.bar] = me[BAR] / 2;
  out[offset + F.stack] = stack / 5;
  out[offset + F.on1] = me[1] / 3;
  out[offset + F.on2] = me[2] / 3;
  out[offset + F.on3] = me[3] / 3;
  out[offset + F.outside] = outside / 15;
  out[offset + F.blots] = blots / 5;
  out[offset + F.outfieldBlots] = outfieldBlots / 3;
  out[offset + F.crossovers] = crossovers / 30;
  out[offset + F.homeGaps] = homeGaps / 6;
  out[offset + F.homePoints] = homePoints / 6;

  // Back checkers: on the other side's home board or the bar.
  let back = me[BAR];
  for (let p = 19; p <= 24; p++) back += me[p];
  out[offset + F.back] = back / 5;

  const lowestY = rearmostOf(them);

  // Prime: the longest run of our made points with an opposing checker behind it (trapped checkers).
  let best = 0;
  let bestStart = 0;
  let run = 0;
  for (let p = 1; p <= 25; p++) {
    if (p <= 24 && me[p] >= 2) run++;
    else {
      if (run > best && p - run > lowestY) {
        best = run;
        bestStart = p - run;
      }
      run = 0;
    }
  }
  out[offset + F.prime] = best >= 3 ? (best - 2) / 4 : 0;
  out[offset + F.prime5] = best >= 5 ? 1 : 0;
  out[offset + F.prime6] = best >= 6 ? 1 : 0;
  let trapped = 0;
  if (best >= 4) {
    trapped = them[BAR];
    for (let q = 1; q < bestStart; q++) trapped += them[25 - q];
  }
  out[offset + F.trapped] = trapped / 5;

  // Closeout: opposing checkers on the bar against our home board.
  out[offset + F.closeout] = (Math.min(them[BAR], 2) * homePoints) / 12;

  // Shots at our blots by the other side's next roll.
  const shots = countShots(board, x);
  out[offset + F.shots] = shots.shots / 36;
  out[offset + F.pipsLost] = shots.pipsLost / 360;

  // Escape of our rearmost checker past the other side's points in front of it.
  let rear = 0;
  for (let p = BAR; p >= 1; p--)
    if (me[p] > 0) {
      rear = p;
      break;
    }
  // The blockade is what the other side holds within 12 pips in front of it.
  let lowestBlock = 0;
  for (let q = 1; q <= 24; q++) {
    const blockedHere = them[25 - q] >= 2;
    blockedByY[q] = blockedHere ? 1 : 0;
    if (blockedHere && q < rear && q >= rear - 12 && lowestBlock === 0) lowestBlock = q;
  }
  out[offset + F.contained] = lowestBlock > 0 && rear > 6 ? 1 - escapes(rear, lowestBlock) / 36 : 0;

  // Gammon danger: nothing borne off yet, how far from bearing off the first checker.
  const noneOff = me[OFF] === 0;
  out[offset + F.noneOff] = noneOff ? 1 : 0;
  if (noneOff) {
    let gammonPips = 0;
    for (let p = 7; p <= BAR; p++) gammonPips += (p - 6) * me[p];
    out[offset + F.gammonPips] = gammonPips / 100;
    let deep = me[BAR];
    for (let p = 19; p <= 24; p++) deep += me[p];
    out[offset + F.backgammonRisk] = deep / 5;
  } else {
    out[offset + F.gammonPips] = 0;
    out[offset + F.backgammonRisk] = 0;
  }
}

/** The feature vector of `board` with `side` on roll, written into `out` (length FEATURE_COUNT). */
export function extractFeatures(board: Board, side: Side, out: Float64Array): void {
  const other: Side = side === 0 ? 1 : 0;
  out[0] = 1;
  sideFeatures(board, side, out, 1);
  sideFeatures(board, other, out, 1 + SIDE_FEATURES);
  const mine = out[1 + F.pips] * 100;
  const theirs = out[1 + SIDE_FEATURES + F.pips] * 100;
  // One roll is worth about 8.2 pips; the race's spread grows with the square root of the pips left.
  out[SHARED_OFFSET] = (theirs - mine + 4) / (1.5 * Math.sqrt(mine + theirs + 1));
}

/** The features the basic model reads: pips, borne off, bar, made points, blots and shots, the race. */
export const BASIC_MASK: Float64Array = (() => {
  const mask = new Float64Array(FEATURE_COUNT);
  mask[0] = 1;
  for (const offset of [1, 1 + SIDE_FEATURES]) {
    for (const f of [F.pips, F.off, F.bar, F.blots, F.shots, F.noneOff]) mask[offset + f] = 1;
    for (let p = 0; p < 24; p++) mask[offset + F.point + p] = 1;
  }
  mask[SHARED_OFFSET] = 1;
  return mask;
})();

/** Raw inputs per side for the network: on each point 1..24, a blot, and the spares beyond two. */
export const RAW_PER_SIDE = 48;
/** Length of the inputs of the networks before the extra blocks (the features and the raw blocks). */
export const BASE_INPUT_COUNT = FEATURE_COUNT + 2 * RAW_PER_SIDE;

/**
 * Extra inputs per side (after the raw blocks), read by networks of EXTENDED_INPUT_COUNT inputs. In the
 * side's own numbering, "them" being the other side and their rearmost checker the nearest in front of ours:
 */
export const X = {
  /** Three or more checkers on point p (1..24) at three + p - 1. */
  three: 0,
  /** Checkers borne off, in three pieces: up to 5, 6 to 10, 11 to 15. */
  off1: 24,
  off2: 25,
  off3: 26,
  /** Pips our checkers still have to travel past their rearmost checker (contact left to break). */
  breakContact: 27,
  /** Pips of our checkers already past all of theirs (free to race). */
  freePips: 28,
  /** Our rearmost checker, and our rearmost made point. */
  backChecker: 29,
  backAnchor: 30,
  /** Our most advanced anchor in their home board (their point k: k / 6); 6 to 12: k / 12; none: 1. */
  forwardAnchor: 31,
  /** Checkers and dice: how many (point, die) moves land on an open point. */
  mobility: 32,
  /** On the bar: the chance to dance (one checker), and not to enter both (two or more). */
  dance: 33,
  enterBoth: 34,
  /** Back game: two anchors or more in their home board, with the checkers back; one anchor. */
  backGame: 35,
  backGame1: 36,
  /** Pips we can play outside our home board without breaking an anchor in theirs. */
  timing: 37,
  /** Most of our made points within any six points in a row (a broken prime blocks too). */
  blockade: 38,
  /** Their blockade: the fewest rolls of 36 that let a checker of ours escape it from our 13..24, and its square. */
  contain: 39,
  contain2: 40,
  /** Stragglers: the second moment of our checkers' distance beyond their mean (pips). */
  moment2: 41,
} as const;
export const EXTRA_PER_SIDE = 42;
/** Length of a network's inputs with the extra blocks. */
export const EXTENDED_INPUT_COUNT = BASE_INPUT_COUNT + 2 * EXTRA_PER_SIDE;
/** Longest input vector a network may read. */
export const INPUT_COUNT = EXTENDED_INPUT_COUNT;

function rawBlock(checkers: readonly number[], out: Float64Array, offset: number): void {
  for (let p = 1; p <= 24; p++) {
    const n = checkers[p];
    out[offset + p - 1] = n === 1 ? 1 : 0;
    out[offset + 24 + p - 1] = n > 2 ? (n - 2) / 3 : 0;
  }
}

/**
 * The containment's fewest escapes (X.contain) by the pattern of the other side's points on our 1..23, the
 * only ones it reads; filled as patterns come (cleared if it ever grows past a million).
 */
const fewestEscapes = new Map<number, number>();

function extraBlock(board: Board, x: Side, out: Float64Array, offset: number): void {
  const me = board[x];
  const them = board[x === 0 ? 1 : 0];
  for (let p = 1; p <= 24; p++) out[offset + X.three + p - 1] = me[p] >= 3 ? 1 : 0;
  const off = me[OFF];
  out[offset + X.off1] = Math.min(off, 5) / 5;
  out[offset + X.off2] = off > 5 ? Math.min(off - 5, 5) / 5 : 0;
  out[offset + X.off3] = off > 10 ? (off - 10) / 5 : 0;

  const front = rearmostOf(them);
  let breakContact = 0;
  let freePips = 0;
  let rear = 0;
  let backAnchor = 0;
  let mobility = 0;
  let timing = 0;
  for (let p = BAR; p >= 1; p--) {
    const n = me[p];
    if (n === 0) continue;
    if (rear === 0) rear = p;
    if (n >= 2 && backAnchor === 0 && p <= 24) backAnchor = p;
    if (p > front) breakContact += (p - front) * n;
    else freePips += p * n;
    for (let d = 1; d <= 6; d++) if (p - d >= 1 && them[25 - (p - d)] < 2) mobility++;
    if (p >= 7 && p <= 24) timing += (p - 6) * (p >= 19 && n >= 2 ? n - 2 : n);
  }
  out[offset + X.breakContact] = breakContact / 167;
  out[offset + X.freePips] = freePips / 100;
  out[offset + X.backChecker] = rear / 25;
  out[offset + X.backAnchor] = backAnchor / 24;
  out[offset + X.mobility] = mobility / 60;
  out[offset + X.timing] = timing / 100;

  // Anchors in their home board (our 19..24 are their 6..1) and beyond it (our 13..18, their 12..7).
  let forward = 1;
  let anchors = 0;
  let back = me[BAR];
  for (let p = 19; p <= 24; p++) {
    back += me[p];
    if (me[p] >= 2) {
      anchors++;
      if (forward === 1) forward = (25 - p) / 6;
    }
  }
  if (anchors === 0)
    for (let p = 13; p <= 18; p++)
      if (me[p] >= 2) {
        forward = (25 - p) / 12;
        break;
      }
  out[offset + X.forwardAnchor] = forward;
  out[offset + X.backGame] = anchors >= 2 ? Math.max(0, back - 3) / 4 : 0;
  out[offset + X.backGame1] = anchors === 1 ? back / 8 : 0;

  // Entering from the bar against their home board (their points 1..6).
  let open = 0;
  for (let d = 1; d <= 6; d++) if (them[d] < 2) open++;
  const blocked = 6 - open;
  out[offset + X.dance] = me[BAR] > 0 ? (blocked / 6) ** 2 : 0;
  out[offset + X.enterBoth] = me[BAR] >= 2 ? 1 - (open / 6) ** 2 : 0;

  let blockade = 0;
  let window = 0;
  for (let p = 1; p <= 24; p++) {
    window += me[p] >= 2 ? 1 : 0;
    if (p > 6) window -= me[p - 6] >= 2 ? 1 : 0;
    if (window > blockade) blockade = window;
  }
  out[offset + X.blockade] = blockade / 6;

  // Their points in our numbering, then the worst escape from our 13..24 past what they hold within 12 pips
  // outside our home board (points there are theirs to keep, not a blockade to pass; landing on one is still
  // blocked). It depends on their points on our 1..23 alone: cached by that pattern.
  let mask = 0;
  for (let q = 1; q <= 23; q++) if (them[25 - q] >= 2) mask |= 1 << q;
  let fewest = fewestEscapes.get(mask);
  if (fewest === undefined) {
    for (let q = 1; q <= 24; q++) blockedByY[q] = them[25 - q] >= 2 ? 1 : 0;
    fewest = 36;
    for (let from = 13; from <= 24 && fewest > 0; from++) {
      let lowest = 0;
      for (let q = Math.max(7, from - 12); q < from; q++)
        if (blockedByY[q]) {
          lowest = q;
          break;
        }
      if (lowest > 0) fewest = Math.min(fewest, escapes(from, lowest));
    }
    if (fewestEscapes.size >= 1_000_000) fewestEscapes.clear();
    fewestEscapes.set(mask, fewest);
  }
  out[offset + X.contain] = (36 - fewest) / 36;
  out[offset + X.contain2] = ((36 - fewest) / 36) ** 2;

  let count = me[BAR];
  let pips = 25 * me[BAR];
  for (let p = 1; p <= 24; p++) {
    count += me[p];
    pips += p * me[p];
  }
  let moment = 0;
  if (count > 0) {
    const mean = pips / count;
    for (let p = Math.ceil(mean); p <= BAR; p++) if (me[p] > 0) moment += me[p] * (p - mean) ** 2;
  }
  out[offset + X.moment2] = moment / 400;
}

/**
 * The network's inputs of `board` with `side` on roll: the features and the raw blocks, then the extra
 * blocks (side on roll first) when `count` is EXTENDED_INPUT_COUNT.
 */
export function extractInputs(
  board: Board,
  side: Side,
  out: Float64Array,
  count: number = BASE_INPUT_COUNT,
): void {
  const other: Side = side === 0 ? 1 : 0;
  extractFeatures(board, side, out);
  rawBlock(board[side], out, FEATURE_COUNT);
  rawBlock(board[other], out, FEATURE_COUNT + RAW_PER_SIDE);
  if (count > BASE_INPUT_COUNT) {
    extraBlock(board, side, out, BASE_INPUT_COUNT);
    extraBlock(board, other, out, BASE_INPUT_COUNT + EXTRA_PER_SIDE);
  }
}
