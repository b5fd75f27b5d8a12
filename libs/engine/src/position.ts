/**
 * Board positions: the starting set-up, pip counts, home checks and validation.
 *
 * A board holds each side's checkers in that side's own numbering (types.ts):
 * index 0 = borne off, 1..24 = points, 25 = bar. Side s's point p is the other side's 25 - p.
 */
import { BAR, OFF, type Board, type Result, type Side, type SideCheckers, err, ok } from './types';

/** Checkers per side. */
export const CHECKERS = 15;

/** Number of entries of a side's checker array (off, 24 points, bar). */
export const SIDE_LENGTH = 26;

const startSide = (): number[] => {
  const s = emptySide();
  s[24] = 2;
  s[13] = 5;
  s[8] = 3;
  s[6] = 5;
  return s;
};

/**
 * The starting position: 2 on the 24-point, 5 on 13, 3 on 8, 5 on 6, for each side in its own view.
 * Frozen, as it is shared; games start from startBoard() instead.
 */
export const START_BOARD: Board = Object.freeze([
  Object.freeze(startSide()),
  Object.freeze(startSide()),
]) as unknown as Board;

/**
 * A new board in the starting position, the one every game starts from. Not START_BOARD itself: V8 keeps
 * frozen arrays in another representation, and boards copied from one (each play copies the board) in a
 * third; code that reads boards of several representations (the bot reads thousands per decision) takes
 * a slower path for all of them.
 */
export function startBoard(): Board {
  return [startSide(), startSide()];
}

/** A side's array with no checkers anywhere (26 zeros); fill it and wrap it in a Board. */
export function emptySide(): number[] {
  // A literal keeps the array packed (new Array(n).fill(0) stays "holey" in V8: slower to read).
  return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
}

/** The other side. */
export const otherSide = (side: Side): Side => (side === 0 ? 1 : 0);

/** The same point counted from the other side's view (seed 000: 25 - p). */
export const opponentPoint = (p: number): number => 25 - p;

/** Pips a side still has to travel: a checker on point p counts p, on the bar 25, off 0. */
export function pipCount(board: Board, side: Side): number {
  const s = board[side];
  let pips = 0;
  for (let p = 1; p <= BAR; p++) pips += p * s[p];
  return pips;
}

/** True when every checker of the side not yet borne off is on points 1..6. */
export function isAllHome(board: Board, side: Side): boolean {
  const s = board[side];
  for (let p = 7; p <= BAR; p++) if (s[p] > 0) return false;
  return true;
}

/** The side that has borne off all 15 checkers, or null while the game goes on. */
export function winner(board: Board): Side | null {
  if (board[0][OFF] === CHECKERS) return 0;
  if (board[1][OFF] === CHECKERS) return 1;
  return null;
}

/** Checks the board's shape: 26 non-negative integer entries per side summing to 15, no point held by both. */
export function checkBoard(board: Board): Result<Board> {
  if (!Array.isArray(board) || board.length !== 2) {
    return err('INVALID_POSITION', 'A board has exactly two sides');
  }
  for (const side of [0, 1] as const) {
    const s: SideCheckers = board[side];
    if (!Array.isArray(s) || s.length !== SIDE_LENGTH) {
      return err('INVALID_POSITION', `Side ${side} must have ${SIDE_LENGTH} entries (off, 24 points, bar)`);
    }
    let total = 0;
    for (let i = 0; i < SIDE_LENGTH; i++) {
      const n = s[i];
      if (!Number.isInteger(n) || n < 0) {
        return err('INVALID_POSITION', `Side ${side} has an invalid count at index ${i}`);
      }
      total += n;
    }
    if (total !== CHECKERS) {
      return err('INVALID_POSITION', `Side ${side} has ${total} checkers instead of ${CHECKERS}`);
    }
  }
  for (let p = 1; p <= 24; p++) {
    if (board[0][p] > 0 && board[1][opponentPoint(p)] > 0) {
      return err('INVALID_POSITION', `Point ${p} (side 0's view) is held by both sides`);
    }
  }
  return ok(board);
}

/** Structural equality of two boards. */
export function boardsEqual(a: Board, b: Board): boolean {
  for (let side = 0; side < 2; side++) {
    const x = a[side];
    const y = b[side];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  }
  return true;
}

/** A cheap canonical key of a board: equal keys exactly when the boards are equal. */
export function boardKey(board: Board): string {
  let key = '';
  for (let side = 0; side < 2; side++) {
    const s = board[side];
    // One char per entry; counts are 0..15 so 'a'.. covers them.
    for (let i = 0; i < SIDE_LENGTH; i++) key += String.fromCharCode(97 + s[i]);
    if (side === 0) key += '|';
  }
  return key;
}

/** Builds a board from sparse point maps, e.g. `boardFrom({6: 5, 8: 3}, {24: 2})`; the rest of 15 goes off. */
export function boardFrom(
  side0: Readonly<Record<number, number>>,
  side1: Readonly<Record<number, number>>,
): Board {
  const build = (m: Readonly<Record<number, number>>): number[] => {
    const s = emptySide();
    let placed = 0;
    for (const [k, v] of Object.entries(m)) {
      const i = Number(k);
      s[i] += v;
      placed += v;
    }
    s[OFF] += CHECKERS - placed;
    return s;
  };
  return [build(side0), build(side1)];
}

/** The board seen with the sides swapped (side 1 becomes index 0). */
export const swapSides = (board: Board): Board => [board[1], board[0]];
