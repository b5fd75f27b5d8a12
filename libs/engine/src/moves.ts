/**
 * Legal play generation: every distinct position a roll can lead to, each with one way to play it.
 *
 * The generator runs on mutable typed arrays owned by this module, hashes positions incrementally
 * for de-duplication and only builds Play objects at the end. It is synchronous and never calls out,
 * so sharing the scratch state between calls is safe.
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
/** Opponent's checkers on each point, in the MOVER's numbering (index q = opponent's 25 - q). */
const op = new Int8Array(26);
/** Mover's checkers on points 7..24 and the bar: bear-off is allowed only when this is 0. */
let outside = 0;
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
let resBoard = new Int8Array(capacity * 26);
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
  const b = new Int8Array(cap * 26);
  b.set(resBoard);
  const mv = new Int32Array(cap * 4);
  mv.set(resMoves);
  const len = new Uint8Array(cap);
  len.set(resLength);
  capacity = cap;
  resHash = h;
  resHits = hi;
  resBoard = b;
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
    if (resHash[i] === h && resHits[i] === hitMask) {
      const base = i * 26;
      let same = true;
      for (let p = 0; p < 26; p++) {
        if (resBoard[base + p] !== me[p]) {
          same = false;
          break;
        }
      }
      if (same) return;
    }
    slot = (slot + 1) & tableMask;
  }
  if (resultCount === capacity) growResults();
  const i = resultCount++;
  tableStamp[slot] = generation;
  tableIndex[slot] = i;
  resHash[i] = h;
  resHits[i] = hitMask;
  resBoard.set(me, i * 26);
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
  me[from]--;
  me[to]++;
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
  me[from]++;
  me[to]--;
  hash = (hash + CHECKER_WEIGHT[from] - CHECKER_WEIGHT[to]) | 0;
  if (from >= 7 && to <= 6) outside++;
  if (hit) {
    op[to] = 1;
    hitMask &= ~(1 << to);
    hash = (hash - HIT_WEIGHT[to]) | 0;
  }
}

/** Doubles: up to `left` more moves of `die`, sources never above `maxFrom`. */
function searchDoubles(die: number, depth: number, left: number, maxFrom: number): void {
  let moved = false;
  if (left > 0) {
    if (me[BAR] > 0) {
      const to = BAR - die;
      if (op[to] < 2) {
        const hit = doMove(BAR, to);
        path[depth] = encodeMove(BAR, die, hit);
        searchDoubles(die, depth + 1, left - 1, BAR);
        undoMove(BAR, to, hit);
        moved = true;
      }
    } else {
      for (let from = maxFrom > 24 ? 24 : maxFrom; from >= 1; from--) {
        if (me[from] === 0) continue;
        const to = destination(from, die);
        if (to < 0) {
          // Below the die value every further source bears off too; none can if not all home.
          if (from <= die && outside > 0) break;
          continue;
        }
        const hit = doMove(from, to);
        path[depth] = encodeMove(from, die, hit);
        searchDoubles(die, depth + 1, left - 1, from);
        undoMove(from, to, hit);
        moved = true;
      }
    }
  }
  if (!moved) record(depth);
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
  const onBar = me[BAR];
  const skip = skipIndependent && onBar === 0;
  const lo = onBar > 0 ? BAR : 1;
  for (let from = onBar > 0 ? BAR : 24; from >= lo; from--) {
    if (me[from] === 0) continue;
    const to = destination(from, first);
    if (to < 0) continue;
    const hit = doMove(from, to);
    path[0] = encodeMove(from, first, hit);
    let moved = false;
    if (second > 0) {
      const onBar2 = me[BAR];
      const lo2 = onBar2 > 0 ? BAR : 1;
      for (let from2 = onBar2 > 0 ? BAR : 24; from2 >= lo2; from2--) {
        if (me[from2] === 0) continue;
        const to2 = destination(from2, second);
        if (to2 < 0) continue;
        moved = true;
        if (skip && to !== OFF && to2 !== OFF && from2 !== to) continue;
        const hit2 = doMove(from2, to2);
        path[1] = encodeMove(from2, second, hit2);
        record(2);
        undoMove(from2, to2, hit2);
      }
    }
    if (!moved) recordSingle(first);
    undoMove(from, to, hit);
  }
}

/** Loads a board into the scratch state, from `side`'s view. */
function load(board: Board, side: Side): void {
  const mine = board[side];
  const theirs = board[side === 0 ? 1 : 0];
  let h = 0;
  let out = 0;
  for (let i = 0; i < 26; i++) {
    const n = mine[i];
    me[i] = n;
    h = (h + Math.imul(n, CHECKER_WEIGHT[i])) | 0;
    if (i >= 7) out += n;
  }
  op[0] = 0;
  op[25] = 0;
  for (let q = 1; q <= 24; q++) op[q] = theirs[25 - q];
  outside = out;
  hash = h;
  hitMask = 0;
}

/**
 * Runs the search for a list of dice still to play: one die, two different dice, or 1..4 equal dice.
 * Leaves the results in the scratch arrays and returns the number of moves every result uses.
 */
function search(dice: readonly number[]): number {
  maxDepth = 0;
  singleDie = 0;
  resetResults();
  if (dice.length === 0) return 0;
  const d0 = dice[0];
  let allEqual = true;
  for (let i = 1; i < dice.length; i++) if (dice[i] !== d0) allEqual = false;
  if (allEqual && dice.length > 1) {
    searchDoubles(d0, 0, dice.length, BAR);
  } else if (dice.length === 1) {
    searchOrder(d0, 0, false);
  } else {
    const d1 = dice[1];
    searchOrder(d0, d1, false);
    searchOrder(d1, d0, true);
  }
  // The empty play is recorded by the doubles search only; drop it for uniformity.
  if (maxDepth === 0) resultCount = 0;
  return maxDepth;
}

/** The dice of a roll as moves to play: four of a kind for doubles. */
export function diceToPlay(dice: Dice): Die[] {
  return dice[0] === dice[1] ? [dice[0], dice[0], dice[0], dice[0]] : [dice[0], dice[1]];
}

function materialize(board: Board, side: Side): Play[] {
  const theirs = board[side === 0 ? 1 : 0];
  let untouched: number[] | null = null;
  const plays: Play[] = [];
  for (let i = 0; i < resultCount; i++) {
    const b = i * 26;
    const mine = [
      resBoard[b],
      resBoard[b + 1],
      resBoard[b + 2],
      resBoard[b + 3],
      resBoard[b + 4],
      resBoard[b + 5],
      resBoard[b + 6],
      resBoard[b + 7],
      resBoard[b + 8],
      resBoard[b + 9],
      resBoard[b + 10],
      resBoard[b + 11],
      resBoard[b + 12],
      resBoard[b + 13],
      resBoard[b + 14],
      resBoard[b + 15],
      resBoard[b + 16],
      resBoard[b + 17],
      resBoard[b + 18],
      resBoard[b + 19],
      resBoard[b + 20],
      resBoard[b + 21],
      resBoard[b + 22],
      resBoard[b + 23],
      resBoard[b + 24],
      resBoard[b + 25],
    ];
    let other: number[];
    const hits = resHits[i];
    if (hits === 0) {
      // Plays without a hit share one copy of the opponent's checkers (boards are read-only).
      if (untouched === null) untouched = theirs.slice();
      other = untouched;
    } else {
      other = theirs.slice();
      for (let q = 1; q <= 24; q++) {
        if (hits & (1 << q)) {
          other[25 - q]--;
          other[BAR]++;
        }
      }
    }
    const len = resLength[i];
    const mb = i * 4;
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
  search(diceToPlay(dice));
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
  search(diceToPlay(dice));
  return resultCount;
}

/** How many of the dice (up to 4 for doubles) the best sequence can use. */
export function maxDiceUsable(board: Board, side: Side, dice: Dice): number {
  load(board, side);
  return search(diceToPlay(dice));
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
