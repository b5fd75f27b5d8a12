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
import { POINTS, ROLLS, shotsAt } from './shots';

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

const ROLL_A = Int8Array.from(ROLLS, (r) => r[0]);
const ROLL_B = Int8Array.from(ROLLS, (r) => r[1]);
const ROLL_WEIGHT = Int8Array.from(ROLLS, (r) => r[2]);
/** Set bits of every 6-bit number. */
const BITS6 = Uint8Array.from({ length: 64 }, (_, m) => {
  let n = 0;
  for (let b = m; b !== 0; b &= b - 1) n++;
  return n;
});
/** The lowest set bit of a non-zero mask. */
const lowestBit = (mask: number): number => 31 - Math.clz32(mask & -mask);

/**
 * One side's board, read once for its feature block and its extra block. Sets of points are bit masks in
 * the side's numbering (bit p = point p, 1..24).
 */
interface SideScan {
  /** Points the side has made (two checkers or more), and its blots. */
  made: number;
  blots: number;
  /** Points the other side has made, and those where it has checkers. */
  held: number;
  occupied: number;
  /** The side's pip count, its rearmost checker (25 on the bar, 0 when none is left on the board) and
   * its back checkers (on the bar or in the other side's home board, our 19..24). */
  pips: number;
  rear: number;
  back: number;
  /** The other side's rearmost checker in our numbering: 0 on the bar, 25 when none is on the board. */
  front: number;
  /** Checkers left to play (on the board and the bar), and those outside the home board (bar included). */
  count: number;
  outside: number;
  /** Checkers beyond three on a point; home-board crossings left (a quadrant each); pips to bring every
   * checker home (gammon danger); pips playable outside the home board without breaking an anchor in
   * the other side's home board (timing). */
  stack: number;
  crossovers: number;
  gammonPips: number;
  timing: number;
}

const newScan = (): SideScan => ({
  made: 0,
  blots: 0,
  held: 0,
  occupied: 0,
  pips: 0,
  rear: 0,
  back: 0,
  front: 0,
  count: 0,
  outside: 0,
  stack: 0,
  crossovers: 0,
  gammonPips: 0,
  timing: 0,
});
/** The scans of the side on roll and of the other side, left by copiedFeatures for extractInputs. */
const scans: readonly [SideScan, SideScan] = [newScan(), newScan()];

/**
 * The board being read, copied once into typed arrays: the side on roll's checkers, and the other side's.
 * A board may come in any of V8's array representations (START_BOARD is frozen, a copy of a frozen array
 * is "holey", a literal is packed), and reads of arrays of mixed representations take a slower path: the
 * extraction reads each point several times, the copy once.
 */
const onRoll = new Int32Array(26);
const notOnRoll = new Int32Array(26);

function copyBoard(board: Board, side: Side): void {
  const a = board[side];
  const b = board[side === 0 ? 1 : 0];
  for (let i = 0; i < 26; i++) {
    onRoll[i] = a[i];
    notOnRoll[i] = b[i];
  }
}

/** Home-board crossings left from point p (0 on 1..6, 1 on 7..12, 2 on 13..18, 3 on 19..24). */
const QUADRANT = Int8Array.from({ length: 25 }, (_, p) => (p === 0 ? 0 : ((p - 1) / 6) | 0));

function scanSide(me: Int32Array, s: SideScan): void {
  const bar = me[BAR];
  let made = 0;
  let blots = 0;
  let pips = 25 * bar;
  let count = bar;
  let outside = bar;
  let stack = 0;
  let crossovers = 4 * bar;
  let gammonPips = 19 * bar;
  let timing = 0;
  for (let p = 1; p <= 24; p++) {
    const n = me[p];
    if (n > 0) {
      pips += p * n;
      if (n === 1) blots |= 1 << p;
      else made |= 1 << p;
      count += n;
      if (n > 3) stack += n - 3;
      crossovers += n * QUADRANT[p];
      if (p >= 7) {
        outside += n;
        gammonPips += (p - 6) * n;
        timing += (p - 6) * (p >= 19 && n >= 2 ? n - 2 : n);
      }
    }
  }
  const mine = made | blots;
  s.made = made;
  s.blots = blots;
  s.pips = pips;
  s.rear = bar > 0 ? BAR : mine === 0 ? 0 : 31 - Math.clz32(mine);
  s.back = bar + me[19] + me[20] + me[21] + me[22] + me[23] + me[24];
  s.count = count;
  s.outside = outside;
  s.stack = stack;
  s.crossovers = crossovers;
  s.gammonPips = gammonPips;
  s.timing = timing;
}

/** Bits 0..7 of every byte, reversed. */
const REVERSED8 = Uint8Array.from({ length: 256 }, (_, b) => {
  let r = 0;
  for (let i = 0; i < 8; i++) if ((b >>> i) & 1) r |= 1 << (7 - i);
  return r;
});

/** A mask of points 1..24 seen from the other side: bit p moves to bit 25 - p. */
const mirror = (mask: number): number =>
  ((REVERSED8[mask & 255] << 24) |
    (REVERSED8[(mask >>> 8) & 255] << 16) |
    (REVERSED8[(mask >>> 16) & 255] << 8) |
    REVERSED8[mask >>> 24]) >>>
  6;

/** Fills `s`'s view of the other side (scanned in `t`, with `onBar` of its checkers on the bar). */
function facing(s: SideScan, t: SideScan, onBar: number): void {
  const occupied = mirror(t.made | t.blots);
  s.held = mirror(t.made);
  s.occupied = occupied;
  s.front = onBar > 0 ? 0 : occupied === 0 ? 25 : lowestBit(occupied);
}

/** Whether a checker that landed on `mid` gets below `lowestBlock`, at once or with one more die `d`. */
const passesWith = (mid: number, d: number, lowestBlock: number, blocked: number): boolean =>
  mid < lowestBlock || (mid - d >= 1 && ((blocked >>> (mid - d)) & 1) === 0 && mid - d < lowestBlock);

/**
 * Rolls out of 36 that let a checker on point `from` (mover's numbering) get past `lowestBlock`, the lowest
 * of the points `blocked` (a mask) in front of it: one checker moving with one roll, landings open.
 */
function escapes(from: number, lowestBlock: number, blocked: number): number {
  let n = 0;
  for (let r = 0; r < 21; r++) {
    const a = ROLL_A[r];
    const b = ROLL_B[r];
    let ok = false;
    if (a === b) {
      let at = from;
      for (let k = 0; k < 4; k++) {
        at -= a;
        if (at < 1 || ((blocked >>> at) & 1) !== 0) break;
        if (at < lowestBlock) {
          ok = true;
          break;
        }
      }
    } else {
      const ma = from - a;
      const mb = from - b;
      ok =
        (ma >= 1 && ((blocked >>> ma) & 1) === 0 && passesWith(ma, b, lowestBlock, blocked)) ||
        (mb >= 1 && ((blocked >>> mb) & 1) === 0 && passesWith(mb, a, lowestBlock, blocked));
    }
    if (ok) n += ROLL_WEIGHT[r];
  }
  return n;
}

/**
 * escapes(from, lowestBlock, held) for a blockade within 12 pips of `from` (F.contained), cached by what it
 * reads: a checker that gets past the blockade lands at most 18 pips ahead (6-6 past a point 12 away), so it
 * depends on the points from - 18 to from - 1 alone (points below 1 count as blocked) and on how far ahead
 * the blockade starts. Filled as windows come (cleared if it ever grows past a million).
 */
const windowEscapes = new Map<number, number>();

function rearEscapes(from: number, lowestBlock: number, held: number): number {
  const window =
    from >= 19
      ? (held >>> (from - 18)) & 0x3ffff
      : ((held << (18 - from)) | ((1 << (19 - from)) - 1)) & 0x3ffff;
  const key = window * 16 + from - lowestBlock;
  let n = windowEscapes.get(key);
  if (n === undefined) {
    n = escapes(from, lowestBlock, held);
    if (windowEscapes.size >= 1_000_000) windowEscapes.clear();
    windowEscapes.set(key, n);
  }
  return n;
}

/** Fills the block at `offset` of the side whose checkers are `me` (scanned in `s`). */
function sideFeatures(
  me: Int32Array,
  them: Int32Array,
  s: SideScan,
  out: Float64Array,
  offset: number,
): void {
  const bar = me[BAR];
  const made = s.made;
  const points = offset + F.point - 1;
  for (let p = 1; p <= 24; p++) out[points + p] = (made >>> p) & 1;
  const home = made & 0x7e;
  const homePoints = BITS6[home >>> 1];
  out[offset + F.pips] = s.pips / 100;
  out[offset + F.off] = me[OFF] / 15;
  out[offset + F.bar] = bar / 2;
  out[offset + F.stack] = s.stack / 5;
  out[offset + F.on1] = me[1] / 3;
  out[offset + F.on2] = me[2] / 3;
  out[offset + F.on3] = me[3] / 3;
  out[offset + F.outside] = s.outside / 15;
  out[offset + F.blots] = bitCount(s.blots) / 5;
  // Blots on 7..18.
  out[offset + F.outfieldBlots] = bitCount(s.blots & 0x7ff80) / 3;
  out[offset + F.crossovers] = s.crossovers / 30;
  out[offset + F.homeGaps] = (6 - BITS6[((made | s.blots) & 0x7e) >>> 1]) / 6;
  out[offset + F.homePoints] = homePoints / 6;
  out[offset + F.back] = s.back / 5;

  // Prime: the longest run of our made points with an opposing checker behind it (trapped checkers).
  let best = 0;
  let bestStart = 0;
  for (let runs = made; runs !== 0;) {
    const start = lowestBit(runs);
    // The run's length: the trailing ones from its start.
    const length = lowestBit(~(runs >>> start));
    if (length > best && start > s.front) {
      best = length;
      bestStart = start;
    }
    runs &= ~(((1 << length) - 1) << start);
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
  const shots = shotsAt(s.blots, POINTS & ~made, s.occupied, them[BAR]);
  out[offset + F.shots] = shots.shots / 36;
  out[offset + F.pipsLost] = shots.pipsLost / 360;

  // Escape of our rearmost checker past the blockade: the other side's points within 12 pips in front of it.
  const rear = s.rear;
  const blockade = s.held & ((1 << rear) - 1) & ~((1 << Math.max(1, rear - 12)) - 1);
  const lowestBlock = blockade === 0 ? 0 : lowestBit(blockade);
  out[offset + F.contained] =
    lowestBlock > 0 && rear > 6 ? 1 - rearEscapes(rear, lowestBlock, s.held) / 36 : 0;

  // Gammon danger: nothing borne off yet, how far from bearing off the first checker.
  const noneOff = me[OFF] === 0;
  out[offset + F.noneOff] = noneOff ? 1 : 0;
  out[offset + F.gammonPips] = noneOff ? s.gammonPips / 100 : 0;
  out[offset + F.backgammonRisk] = noneOff ? s.back / 5 : 0;
}

/** Set bits of a mask of points (bits 1..24). */
function bitCount(mask: number): number {
  return (
    BITS6[(mask >>> 1) & 63] +
    BITS6[(mask >>> 7) & 63] +
    BITS6[(mask >>> 13) & 63] +
    BITS6[(mask >>> 19) & 63]
  );
}

/** The feature vector of `board` with `side` on roll, written into `out` (length FEATURE_COUNT). */
export function extractFeatures(board: Board, side: Side, out: Float64Array): void {
  copyBoard(board, side);
  copiedFeatures(out);
}

/** extractFeatures of the board copied by copyBoard. */
function copiedFeatures(out: Float64Array): void {
  scanSide(onRoll, scans[0]);
  scanSide(notOnRoll, scans[1]);
  facing(scans[0], scans[1], notOnRoll[BAR]);
  facing(scans[1], scans[0], onRoll[BAR]);
  out[0] = 1;
  sideFeatures(onRoll, notOnRoll, scans[0], out, 1);
  sideFeatures(notOnRoll, onRoll, scans[1], out, 1 + SIDE_FEATURES);
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

/**
 * The per-point inputs by the checkers on the point (0 to 15), read from tables: the raw block's blot and
 * spares beyond two, the extra block's three or more. A lookup costs less than a branch the processor
 * cannot predict.
 */
const BLOT = Float64Array.from({ length: 16 }, (_, n) => (n === 1 ? 1 : 0));
const SPARES = Float64Array.from({ length: 16 }, (_, n) => (n > 2 ? (n - 2) / 3 : 0));
const THREE = Float64Array.from({ length: 16 }, (_, n) => (n >= 3 ? 1 : 0));

/** The raw block at `offset` of the side whose checkers are `me`: on each point 1..24, a blot, and the spares. */
function rawBlock(me: Int32Array, out: Float64Array, offset: number): void {
  for (let p = 1; p <= 24; p++) {
    const n = me[p];
    out[offset + p - 1] = BLOT[n];
    out[offset + 23 + p] = SPARES[n];
  }
}

/**
 * The containment's fewest escapes (X.contain) by the pattern of the other side's points on our 1..23, the
 * only ones it reads; filled as patterns come (cleared if it ever grows past a million).
 */
const fewestEscapes = new Map<number, number>();

function extraBlock(me: Int32Array, s: SideScan, out: Float64Array, offset: number): void {
  const off = me[OFF];
  out[offset + X.off1] = Math.min(off, 5) / 5;
  out[offset + X.off2] = off > 5 ? Math.min(off - 5, 5) / 5 : 0;
  out[offset + X.off3] = off > 10 ? (off - 10) / 5 : 0;

  const front = s.front;
  const open = ~s.held;
  const three = offset + X.three - 1;
  for (let p = 1; p <= 24; p++) out[three + p] = THREE[me[p]];
  let breakContact = 0;
  let freePips = 0;
  let mobility = 0;
  // The points where we have checkers (the bar as 25), taken lowest first.
  const ours = s.made | s.blots | (me[BAR] > 0 ? 1 << BAR : 0);
  for (let m = ours; m !== 0; m &= m - 1) {
    const p = lowestBit(m);
    const n = me[p];
    if (p > front) breakContact += (p - front) * n;
    else freePips += p * n;
    // The open points among the six in front of this one (down to point 1).
    const low = p > 7 ? p - 6 : 1;
    mobility += BITS6[(open >>> low) & ((1 << (p - low)) - 1)];
  }
  const made = s.made;
  out[offset + X.breakContact] = breakContact / 167;
  out[offset + X.freePips] = freePips / 100;
  out[offset + X.backChecker] = s.rear / 25;
  out[offset + X.backAnchor] = (made === 0 ? 0 : 31 - Math.clz32(made)) / 24;
  out[offset + X.mobility] = mobility / 60;
  out[offset + X.timing] = s.timing / 100;

  // Anchors in their home board (our 19..24 are their 6..1) and beyond it (our 13..18, their 12..7).
  const anchors = made >>> 19;
  // An anchor on our 19 scores 1, as no anchor does, so the next one up counts instead (the networks were
  // trained on this).
  let forward = 1;
  if (anchors >>> 1 !== 0) forward = (25 - (20 + lowestBit(anchors >>> 1))) / 6;
  else if (anchors === 0 && (made & 0x7e000) !== 0) forward = (25 - lowestBit(made & 0x7e000)) / 12;
  const anchorCount = BITS6[anchors];
  out[offset + X.forwardAnchor] = forward;
  out[offset + X.backGame] = anchorCount >= 2 ? Math.max(0, s.back - 3) / 4 : 0;
  out[offset + X.backGame1] = anchorCount === 1 ? s.back / 8 : 0;

  // Entering from the bar against their home board (their points 1..6, our 24..19).
  const blocked = BITS6[s.held >>> 19];
  const entries = 6 - blocked;
  out[offset + X.dance] = me[BAR] > 0 ? (blocked / 6) ** 2 : 0;
  out[offset + X.enterBoth] = me[BAR] >= 2 ? 1 - (entries / 6) ** 2 : 0;

  // The most made points within six in a row (the first six hold any shorter window at the start): the
  // windows that start on a made point (or on 19, the last) hold the most.
  let blockade = 0;
  for (let m = made; m !== 0; m &= m - 1) {
    const n = BITS6[(made >>> Math.min(lowestBit(m), 19)) & 63];
    if (n > blockade) blockade = n;
  }
  out[offset + X.blockade] = blockade / 6;

  // Their points in our numbering, then the worst escape from our 13..24 past what they hold within 12 pips
  // outside our home board (points there are theirs to keep, not a blockade to pass; landing on one is still
  // blocked). It depends on their points on our 1..23 alone: cached by that pattern.
  const pattern = s.held & 0xfffffe;
  let fewest = fewestEscapes.get(pattern);
  if (fewest === undefined) {
    fewest = 36;
    for (let from = 13; from <= 24 && fewest > 0; from++) {
      const ahead = pattern & ((1 << from) - 1) & ~((1 << Math.max(7, from - 12)) - 1);
      if (ahead !== 0) fewest = Math.min(fewest, escapes(from, lowestBit(ahead), pattern));
    }
    if (fewestEscapes.size >= 1_000_000) fewestEscapes.clear();
    fewestEscapes.set(pattern, fewest);
  }
  out[offset + X.contain] = (36 - fewest) / 36;
  out[offset + X.contain2] = ((36 - fewest) / 36) ** 2;

  let moment = 0;
  if (s.count > 0) {
    const mean = s.pips / s.count;
    for (let m = ours & ~((1 << Math.ceil(mean)) - 1); m !== 0; m &= m - 1) {
      const p = lowestBit(m);
      const d = p - mean;
      moment += me[p] * (d * d);
    }
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
  copyBoard(board, side);
  copiedFeatures(out);
  rawBlock(onRoll, out, FEATURE_COUNT);
  rawBlock(notOnRoll, out, FEATURE_COUNT + RAW_PER_SIDE);
  if (count > BASE_INPUT_COUNT) {
    // copiedFeatures left both sides' scans.
    extraBlock(onRoll, scans[0], out, BASE_INPUT_COUNT);
    extraBlock(notOnRoll, scans[1], out, BASE_INPUT_COUNT + EXTRA_PER_SIDE);
  }
}
