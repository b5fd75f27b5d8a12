/**
 * Legal play generation: every distinct position a roll can lead to, each with one way to play it.
 *
 * The generator runs on mutable typed arrays owned by this module, finds legal sources with bitmasks,
 * hashes positions incrementally for de-duplication and only builds Play objects at the end. It is
 * synchronous and never calls out, so sharing the scratch state between calls is safe. How it is
 * measured and what was tried: docs/engine-legal-plays.md.
 *
 * Doubles are searched with source points in non-increasing order: any legal sequence of moves of
 * one die value can be reordered that way and stays legal (arrivals on a point come from higher
 * points, blocks never change during a turn, bar moves come first, and the bear-off conditions only
 * depend on checkers above the moving one), so no reachable position is missed.
 */
import { BAR, OFF, type Board, type CheckerMove, type Dice, type Die, type Play, type Side } from './types';

// ---------------------------------------------------------------------------------------------
// Scratch state of the generator.

/** Mover's checkers, own numbering (0 off, 1..24, 25 bar). */
const me = new Int8Array(26);
/** The mover's checkers before the turn: a result is kept as its moves, its board is this plus them. */
const before = new Int8Array(26);
/** Opponent's checkers on each point, in the MOVER's numbering (index q = opponent's 25 - q). */
const op = new Int8Array(26);
/** Mover's checkers on points 7..24 and the bar: bear-off is allowed only when this is 0. */
let outside = 0;
/** Bit p set when the mover has a checker on index p (1..25; never 0). */
let occupied = 0;
/**
 * Bit p set (for each die d, at OPEN[d]) when a checker on point p may move d pips to a point: p - d >= 1
 * and the opponent has fewer than two there. Hits never change it, so it holds for the whole turn.
 */
const OPEN = new Int32Array(7);
/** Bits d + 1 ..= 24, for each die d. */
const POINTS_ABOVE = new Int32Array(7);
for (let d = 1; d <= 6; d++) POINTS_ABOVE[d] = ((1 << 25) - 1) & ~((2 << d) - 1);
/** Legal sources of the move at each depth, highest first (see sources). */
const sourceList = new Int8Array(4 * 16);
/** Additive hash of the current position (sum of a random weight per checker and per hit). */
let hash = 0;
/** Bit q set when the opponent's blot on (mover's) point q has been hit this turn. */
let hitMask = 0;
/** Moves played so far in the current branch, encoded (see encodeMove). */
const path = new Int32Array(4);

/** Weight of one checker on each index, and of a hit on each point; fixed seed, deterministic. */
const CHECKER_WEIGHT = new Int32Array(26);
const HIT_WEIGHT = new Int32Array(26);
(() => {
  let s = 0x9e3779b9;
  const next = (): number => {
    // mulberry32
    s = (s + 0x6d2b79f5) | 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) | 0;
  };
  for (let i = 0; i < 26; i++) CHECKER_WEIGHT[i] = next();
  for (let i = 0; i < 26; i++) HIT_WEIGHT[i] = next();
})();

// Results of the current generation: parallel typed arrays, grown on demand.
let capacity = 256;
let resHash = new Int32Array(capacity);
let resHits = new Int32Array(capacity);
let resMoves = new Int32Array(capacity * 4);
let resLength = new Uint8Array(capacity);
let resultCount = 0;

// Open-addressing table of result indexes, keyed by hash; entries are live when stamp === generation.
let tableBits = 10;
let tableMask = (1 << tableBits) - 1;
let tableStamp = new Int32Array(1 << tableBits);
let tableIndex = new Int32Array(1 << tableBits);
let generation = 1;

/** Most moves any sequence managed so far, and (for two different dice, one move) the die it used. */
let maxDepth = 0;
let singleDie = 0;

/** A move code: from (5 bits) | die << 5 | hit << 8. The destination follows from from and die. */
const encodeMove = (from: number, die: number, hit: number): number => from | (die << 5) | (hit << 8);

/** Shared immutable CheckerMove objects, one per code. */
const MOVE_OBJECTS: CheckerMove[] = [];
for (let from = 1; from <= BAR; from++) {
  for (let die = 1; die <= 6; die++) {
    for (let hit = 0; hit <= 1; hit++) {
      const to = Math.max(OFF, from - die);
      // A hit can only land on a point (never off).
      const m: CheckerMove =
        hit && to > 0 ? { from, to, die: die as Die, hit: true } : { from, to, die: die as Die };
      MOVE_OBJECTS[encodeMove(from, die, hit)] = Object.freeze(m);
    }
  }
}

function resetResults(): void {
  resultCount = 0;
  generation++;
  if (generation > 0x3fffffff) {
    generation = 1;
    tableStamp.fill(0);
  }
}

function growResults(): void {
  const cap = capacity * 2;
  const h = new Int32Array(cap);
  h.set(resHash);
  const hi = new Int32Array(cap);
  hi.set(resHits);
  const mv = new Int32Array(cap * 4);
  mv.set(resMoves);
  const len = new Uint8Array(cap);
  len.set(resLength);
  capacity = cap;
  resHash = h;
  resHits = hi;
  resMoves = mv;
  resLength = len;
}

function growTable(): void {
  tableBits++;
  tableMask = (1 << tableBits) - 1;
  tableStamp = new Int32Array(1 << tableBits);
  tableIndex = new Int32Array(1 << tableBits);
  for (let i = 0; i < resultCount; i++) {
    let slot = resHash[i] & tableMask;
    while (tableStamp[slot] === generation) slot = (slot + 1) & tableMask;
    tableStamp[slot] = generation;
    tableIndex[slot] = i;
  }
}

/** Where a move's checker lands (0: borne off). */
const moveTo = (code: number): number => {
  const from = code & 31;
  const die = (code >> 5) & 7;
  return from > die ? from - die : 0;
};

/** The number of checkers result `i` leaves on index `x`. */
function storedCount(i: number, x: number): number {
  let n = before[x];
  const mb = i * 4;
  for (let k = resLength[i] - 1; k >= 0; k--) {
    const code = resMoves[mb + k];
    if ((code & 31) === x) n--;
    if (moveTo(code) === x) n++;
  }
  return n;
}

/**
 * True when result `i` has the current board. Only the points a move of either left or reached can
 * differ from the board before the turn, so only those are compared.
 */
function sameBoard(i: number, depth: number): boolean {
  for (let k = 0; k < depth; k++) {
    const code = path[k];
    const from = code & 31;
    if (me[from] !== storedCount(i, from)) return false;
    const to = moveTo(code);
    if (me[to] !== storedCount(i, to)) return false;
  }
  const mb = i * 4;
  for (let k = resLength[i] - 1; k >= 0; k--) {
    const code = resMoves[mb + k];
    const from = code & 31;
    if (me[from] !== storedCount(i, from)) return false;
    const to = moveTo(code);
    if (me[to] !== storedCount(i, to)) return false;
  }
  return true;
}

/** Records the current position as a result of `depth` moves unless it is already known. */
function record(depth: number): void {
  if (depth < maxDepth) return;
  if (depth > maxDepth) {
    maxDepth = depth;
    resetResults();
  }
  const h = hash;
  let slot = h & tableMask;
  while (tableStamp[slot] === generation) {
    const i = tableIndex[slot];
    if (resHash[i] === h && resHits[i] === hitMask && sameBoard(i, depth)) return;
    slot = (slot + 1) & tableMask;
  }
  if (resultCount === capacity) growResults();
  const i = resultCount++;
  tableStamp[slot] = generation;
  tableIndex[slot] = i;
  resHash[i] = h;
  resHits[i] = hitMask;
  const mb = i * 4;
  for (let k = 0; k < depth; k++) resMoves[mb + k] = path[k];
  resLength[i] = depth;
  if (resultCount * 2 > tableMask) growTable();
}

/**
 * Destination of the mover's checker on `from` moved by `die` (0 = borne off), or -1 if that move
 * is not allowed. Does not check the bar rule (callers only offer bar moves while on the bar).
 */
function destination(from: number, die: number): number {
  const to = from - die;
  if (to >= 1) return op[to] >= 2 ? -1 : to;
  if (outside > 0) return -1;
  if (to === 0) return 0;
  // A higher die bears off only from the highest occupied point.
  for (let p = from + 1; p <= 6; p++) if (me[p] > 0) return -1;
  return 0;
}

/** Moves a checker; returns 1 when it hit a blot. */
function doMove(from: number, to: number): number {
  if (--me[from] === 0) occupied &= ~(1 << from);
  if (me[to]++ === 0 && to > 0) occupied |= 1 << to;
  hash = (hash - CHECKER_WEIGHT[from] + CHECKER_WEIGHT[to]) | 0;
  if (from >= 7 && to <= 6) outside--;
  if (to > 0 && op[to] === 1) {
    op[to] = 0;
    hitMask |= 1 << to;
    hash = (hash + HIT_WEIGHT[to]) | 0;
    return 1;
  }
  return 0;
}

function undoMove(from: number, to: number, hit: number): void {
  if (me[from]++ === 0) occupied |= 1 << from;
  if (--me[to] === 0 && to > 0) occupied &= ~(1 << to);
  hash = (hash + CHECKER_WEIGHT[from] - CHECKER_WEIGHT[to]) | 0;
  if (from >= 7 && to <= 6) outside++;
  if (hit) {
    op[to] = 1;
    hitMask &= ~(1 << to);
    hash = (hash - HIT_WEIGHT[to]) | 0;
  }
}

/**
 * Writes the points a checker may move `die` pips from, highest first and none above `maxFrom`, at
 * `sourceList[slot * 16 ...]`; returns how many. The order is the one a scan from 24 down to 1 with
 * `destination` would give: moves to a point (sources above the die), then bearing off from the die's
 * point, else from the highest point when it is below the die.
 */
function sources(slot: number, die: number, maxFrom: number): number {
  const base = slot << 4;
  if (me[BAR] > 0) {
    if (op[BAR - die] >= 2) return 0;
    sourceList[base] = BAR;
    return 1;
  }
  let n = 0;
  let m = occupied & OPEN[die] & ((2 << (maxFrom > 24 ? 24 : maxFrom)) - 1);
  while (m !== 0) {
    const p = 31 - Math.clz32(m);
    sourceList[base + n++] = p;
    m ^= 1 << p;
  }
  if (outside === 0) {
    if (me[die] > 0) {
      if (die <= maxFrom) sourceList[base + n++] = die;
    } else {
      const high = 31 - Math.clz32(occupied);
      if (high >= 1 && high < die && high <= maxFrom) sourceList[base + n++] = high;
    }
  }
  return n;
}

/** Doubles: up to `left` more moves of `die`, sources never above `maxFrom`. */
function searchDoubles(die: number, depth: number, left: number, maxFrom: number): void {
  if (left > 0) {
    const n = sources(depth, die, maxFrom);
    if (n > 0) {
      const base = depth << 4;
      for (let k = 0; k < n; k++) {
        const from = sourceList[base + k];
        const to = from > die ? from - die : 0;
        const hit = doMove(from, to);
        path[depth] = encodeMove(from, die, hit);
        searchDoubles(die, depth + 1, left - 1, from);
        undoMove(from, to, hit);
      }
      return;
    }
  }
  record(depth);
}

/** Records a one-move play made with `die`, keeping only the larger die when only one can be played. */
function recordSingle(die: number): void {
  if (maxDepth > 1) return;
  if (maxDepth === 1) {
    if (die < singleDie) return;
    if (die > singleDie) {
      singleDie = die;
      resetResults();
    }
  } else {
    singleDie = die;
  }
  record(1);
}

/**
 * Two different dice: the first move with `first`, then (if possible) one with `second`.
 * With `skipIndependent` (the second order of the dice), pairs the first order has already produced
 * are not recorded again: off the bar, without bearing off, and when the second move is not the same
 * checker moving on, both moves were legal in either order and lead to the same position.
 */
function searchOrder(first: number, second: number, skipIndependent: boolean): void {
  const skip = skipIndependent && me[BAR] === 0;
  const n = sources(0, first, BAR);
  for (let k = 0; k < n; k++) {
    const from = sourceList[k];
    const to = from > first ? from - first : 0;
    const hit = doMove(from, to);
    path[0] = encodeMove(from, first, hit);
    const n2 = second > 0 ? sources(1, second, BAR) : 0;
    if (n2 === 0) recordSingle(first);
    for (let k2 = 0; k2 < n2; k2++) {
      const from2 = sourceList[16 + k2];
      const to2 = from2 > second ? from2 - second : 0;
      if (skip && to !== OFF && to2 !== OFF && from2 !== to) continue;
      const hit2 = doMove(from2, to2);
      path[1] = encodeMove(from2, second, hit2);
      record(2);
      undoMove(from2, to2, hit2);
    }
    undoMove(from, to, hit);
  }
}

/** Loads a board into the scratch state, from `side`'s view. */
function load(board: Board, side: Side): void {
  const mine = board[side];
  const theirs = board[side === 0 ? 1 : 0];
  let out = 0;
  let occ = 0;
  for (let i = 0; i < 26; i++) {
    const n = mine[i];
    me[i] = n;
    before[i] = n;
    if (i >= 7) out += n;
    if (n > 0) occ |= 1 << i;
  }
  let blocked = 0;
  op[0] = 0;
  op[25] = 0;
  for (let q = 1; q <= 24; q++) {
    const n = theirs[25 - q];
    op[q] = n;
    if (n >= 2) blocked |= 1 << q;
  }
  outside = out;
  // Only differences of hashes within one search matter: the position before it may count as 0.
  hash = 0;
  hitMask = 0;
  occupied = occ & ~1;
  for (let d = 1; d <= 6; d++) OPEN[d] = ~(blocked << d) & POINTS_ABOVE[d];
}

/**
 * Runs the search for a list of dice still to play: one die, two different dice, or 1..4 equal dice.
 * Leaves the results in the scratch arrays and returns the number of moves every result uses.
 */
function search(dice: readonly number[]): number {
  if (dice.length === 0) {
    maxDepth = 0;
    resetResults();
    return 0;
  }
  const d0 = dice[0];
  let allEqual = true;
  for (let i = 1; i < dice.length; i++) if (dice[i] !== d0) allEqual = false;
  if (allEqual && dice.length > 1) return searchRoll(d0, d0, dice.length);
  return searchRoll(d0, dice.length === 1 ? 0 : dice[1], 0);
}

/**
 * The search for dice `a` and `b` (b = 0: the one die a), or for `count` moves of `a` when count > 0
 * (doubles); returns the number of moves every result uses.
 */
function searchRoll(a: number, b: number, count: number): number {
  maxDepth = 0;
  singleDie = 0;
  resetResults();
  if (count > 0) {
    searchDoubles(a, 0, count, BAR);
  } else {
    searchOrder(a, b, false);
    if (b > 0) searchOrder(b, a, true);
  }
  // The empty play is recorded by the doubles search only; drop it for uniformity.
  if (maxDepth === 0) resultCount = 0;
  return maxDepth;
}

/** Searches a roll as rolled: four moves for doubles. */
const searchDice = (dice: Dice): number =>
  dice[0] === dice[1] ? searchRoll(dice[0], dice[0], 4) : searchRoll(dice[0], dice[1], 0);

/** The dice of a roll as moves to play: four of a kind for doubles. */
export function diceToPlay(dice: Dice): Die[] {
  return dice[0] === dice[1] ? [dice[0], dice[0], dice[0], dice[0]] : [dice[0], dice[1]];
}

function materialize(board: Board, side: Side): Play[] {
  const theirs = board[side === 0 ? 1 : 0];
  let untouched: number[] | null = null;
  let lastHits = 0;
  let lastOther: number[] | null = null;
  const plays: Play[] = [];
  if (resultCount === 0) return plays;
  for (let i = 0; i < resultCount; i++) {
    // The play's checkers moved on the scratch board, read into an array literal (packed), moved back.
    const len = resLength[i];
    const mb = i * 4;
    for (let k = 0; k < len; k++) {
      const code = resMoves[mb + k];
      me[code & 31]--;
      me[moveTo(code)]++;
    }
    const mine = [
      me[0],
      me[1],
      me[2],
      me[3],
      me[4],
      me[5],
      me[6],
      me[7],
      me[8],
      me[9],
      me[10],
      me[11],
      me[12],
      me[13],
      me[14],
      me[15],
      me[16],
      me[17],
      me[18],
      me[19],
      me[20],
      me[21],
      me[22],
      me[23],
      me[24],
      me[25],
    ];
    for (let k = 0; k < len; k++) {
      const code = resMoves[mb + k];
      me[code & 31]++;
      me[moveTo(code)]--;
    }
    // Plays with the same hits share one copy of the opponent's checkers (boards are read-only).
    const hits = resHits[i];
    let other: number[];
    if (hits === 0) {
      if (untouched === null) untouched = theirs.slice();
      other = untouched;
    } else if (hits === lastHits && lastOther !== null) {
      other = lastOther;
    } else {
      other = theirs.slice();
      for (let m = hits; m !== 0;) {
        const q = 31 - Math.clz32(m);
        m ^= 1 << q;
        other[25 - q]--;
        other[BAR]++;
      }
      lastHits = hits;
      lastOther = other;
    }
    // Array literals keep V8's packed representation (faster than filling a sized array).
    const moves: CheckerMove[] =
      len === 1
        ? [MOVE_OBJECTS[resMoves[mb]]]
        : len === 2
          ? [MOVE_OBJECTS[resMoves[mb]], MOVE_OBJECTS[resMoves[mb + 1]]]
          : len === 3
            ? [MOVE_OBJECTS[resMoves[mb]], MOVE_OBJECTS[resMoves[mb + 1]], MOVE_OBJECTS[resMoves[mb + 2]]]
            : [
                MOVE_OBJECTS[resMoves[mb]],
                MOVE_OBJECTS[resMoves[mb + 1]],
                MOVE_OBJECTS[resMoves[mb + 2]],
                MOVE_OBJECTS[resMoves[mb + 3]],
              ];
    plays.push({ moves, board: side === 0 ? [mine, other] : [other, mine] });
  }
  return plays;
}

/**
 * Every distinct position `side` can reach with `dice`, each with one sequence of moves that
 * reaches it (in the order played). Applies docs/domain.md "Rules of play": bar first, both dice when
 * possible, otherwise the larger one, doubles as many times as possible, bear-off rules.
 * Returns [] when no move is possible (the turn passes).
 */
export function legalPlays(board: Board, side: Side, dice: Dice): Play[] {
  load(board, side);
  searchDice(dice);
  return materialize(board, side);
}

/**
 * Like legalPlays but for any list of dice still to play (one die, two different dice, or up to four
 * equal ones). Used to reason about partly played turns.
 */
export function legalPlaysForDice(board: Board, side: Side, dice: readonly Die[]): Play[] {
  load(board, side);
  search(dice);
  return materialize(board, side);
}

/** Number of distinct legal plays, without building them (benchmarks, statistics). */
export function countLegalPlays(board: Board, side: Side, dice: Dice): number {
  load(board, side);
  searchDice(dice);
  return resultCount;
}

/** How many of the dice (up to 4 for doubles) the best sequence can use. */
export function maxDiceUsable(board: Board, side: Side, dice: Dice): number {
  load(board, side);
  return searchDice(dice);
}

/** How many moves the best sequence can make with a list of dice still to play (see legalPlaysForDice). */
export function maxMovesForDice(board: Board, side: Side, dice: readonly Die[]): number {
  load(board, side);
  return search(dice);
}

/** True when at least one checker move is possible with either die (otherwise the turn passes). */
export function hasLegalMove(board: Board, side: Side, dice: Dice): boolean {
  load(board, side);
  for (const die of dice[0] === dice[1] ? [dice[0]] : dice) {
    if (me[BAR] > 0) {
      if (op[BAR - die] < 2) return true;
      continue;
    }
    for (let from = 24; from >= 1; from--) {
      if (me[from] > 0 && destination(from, die) >= 0) return true;
    }
  }
  return false;
}
