/**
 * Play validation and application: is this sequence of checker moves a legal turn, and why not.
 * Also the partial-turn helpers the board UI uses (next legal moves, undo, dice left).
 */
import { diceToPlay, legalPlays, maxMovesForDice } from './moves';
import { boardKey, isAllHome } from './position';
import {
  BAR,
  OFF,
  type Board,
  type CheckerMove,
  type Dice,
  type Die,
  type Play,
  type Result,
  type Side,
  err,
  ok,
} from './types';

/** The most checker moves a play has (doubles: four). */
export const MAX_PLAY_MOVES = 4;

const isDie = (x: unknown): x is Die => typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 6;
const isPoint = (x: unknown): x is number =>
  typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 25;

/**
 * A play's moves as they come from JSON (trust nothing): a list of at most MAX_PLAY_MOVES moves, each with
 * from and to (0-25) and a die (1-6). A clean copy; whether the moves are legal is validatePlay's question.
 */
export function checkPlayMoves(moves: unknown): Result<CheckerMove[]> {
  if (!Array.isArray(moves) || moves.length > MAX_PLAY_MOVES)
    return err('INVALID_MOVE', `A play is a list of up to ${MAX_PLAY_MOVES} moves`);
  const clean: CheckerMove[] = [];
  for (const m of moves as unknown[]) {
    const mm = m as Record<string, unknown> | null;
    if (typeof mm !== 'object' || mm === null || !isPoint(mm.from) || !isPoint(mm.to) || !isDie(mm.die)) {
      return err('INVALID_MOVE', 'A move has from (0-25), to (0-25) and die (1-6)');
    }
    clean.push({ from: mm.from, to: mm.to, die: mm.die });
  }
  return ok(clean);
}

/**
 * Applies one checker move without any check: the mover's checker goes from `from` to `to`, and a
 * single opposing checker on the destination is sent to the opponent's bar. Pure: returns a new board.
 */
export function applyMove(board: Board, side: Side, move: CheckerMove): Board {
  const mine = board[side].slice();
  const theirs = board[side === 0 ? 1 : 0].slice();
  mine[move.from]--;
  mine[move.to]++;
  if (move.to !== OFF && move.to < BAR) {
    const q = 25 - move.to;
    if (theirs[q] === 1) {
      theirs[q] = 0;
      theirs[BAR]++;
    }
  }
  return side === 0 ? [mine, theirs] : [theirs, mine];
}

/** Applies a sequence of moves without any check. */
export function applyPlay(board: Board, side: Side, moves: readonly CheckerMove[]): Board {
  let b = board;
  for (const m of moves) b = applyMove(b, side, m);
  return b;
}

/** The dice still to play after `movesSoFar` (four entries for doubles before any move). */
export function remainingDice(dice: Dice, movesSoFar: readonly CheckerMove[]): Die[] {
  const left = diceToPlay(dice);
  for (const m of movesSoFar) {
    const i = left.indexOf(m.die);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/** The partial turn without its last move (the UI's undo inside a turn). */
export function undoLastMove(movesSoFar: readonly CheckerMove[]): CheckerMove[] {
  return movesSoFar.slice(0, -1);
}

const isInt = (n: unknown, lo: number, hi: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= lo && n <= hi;

/**
 * Checks one checker move on its own (bar rule, ownership, die, direction, blocks, bear-off) with
 * the dice still available. Returns the move with its die and its `hit` flag set from the board.
 */
export function checkMove(
  board: Board,
  side: Side,
  move: CheckerMove,
  available: readonly Die[],
): Result<CheckerMove> {
  const { from, to, die } = move;
  if (!isInt(from, 1, BAR) || !isInt(to, OFF, 24) || !isInt(die, 1, 6)) {
    return err(
      'INVALID_MOVE',
      'A move goes from the bar (25) or a point 1..24 to a point or off (0), with a die 1..6',
    );
  }
  if (to > from) return err('WRONG_DIRECTION', `Checkers move towards home: ${from} to ${to} goes backwards`);
  if (to === from) return err('INVALID_MOVE', 'A move must go somewhere');
  if (!available.includes(die as Die)) {
    return err(
      'DIE_NOT_AVAILABLE',
      available.length === 0 ? 'All dice have been played' : `No ${die} left to play`,
    );
  }
  const mine = board[side];
  const theirs = board[side === 0 ? 1 : 0];
  if (mine[BAR] > 0 && from !== BAR) {
    return err('MUST_ENTER_FROM_BAR', 'A checker on the bar must enter before any other move');
  }
  if (mine[from] === 0) {
    return err(
      'NOT_YOUR_CHECKER',
      from === BAR ? 'No checker of yours is on the bar' : `No checker of yours on point ${from}`,
    );
  }
  if (to !== OFF) {
    if (from - to !== die) return err('DIE_NOT_AVAILABLE', `From ${from} to ${to} is not a move of ${die}`);
    if (theirs[25 - to] >= 2)
      return err('POINT_BLOCKED', `Point ${to} is held by two or more opposing checkers`);
    return ok({ from, to, die: die as Die, ...(theirs[25 - to] === 1 ? { hit: true } : {}) });
  }
  if (die < from) return err('DIE_NOT_AVAILABLE', `A ${die} cannot bear off from point ${from}`);
  if (!isAllHome(board, side)) {
    return err('BEAR_OFF_NOT_ALLOWED', 'Bear-off starts only when all checkers are in the home board');
  }
  if (die > from) {
    for (let p = from + 1; p <= 6; p++) {
      if (mine[p] > 0) {
        return err(
          'BEAR_OFF_NOT_ALLOWED',
          `A ${die} bears off from point ${from} only when no checker is on a higher point`,
        );
      }
    }
  }
  return ok({ from, to: OFF, die: die as Die });
}

/**
 * Applies moves one by one with the checks of checkMove (but not whether the turn is complete);
 * returns the board after them and the moves with their hit flags, or the first error.
 */
export function replayMoves(
  board: Board,
  side: Side,
  dice: Dice,
  moves: readonly CheckerMove[],
): Result<{ board: Board; moves: CheckerMove[] }> {
  const available = diceToPlay(dice);
  const played: CheckerMove[] = [];
  let b = board;
  for (const move of moves) {
    if (move === null || typeof move !== 'object') return err('INVALID_MOVE', 'A move must be an object');
    const checked = checkMove(b, side, move, available);
    if (!checked.ok) return checked;
    available.splice(available.indexOf(checked.value.die), 1);
    played.push(checked.value);
    b = applyMove(b, side, checked.value);
  }
  return ok({ board: b, moves: played });
}

const isDoubles = (dice: Dice): boolean => dice[0] === dice[1];

/** Why a sequence of legal single moves is not a complete legal play. */
function incompleteError(dice: Dice, plays: readonly Play[], moves: readonly CheckerMove[]): Result<never> {
  const max = plays[0].moves.length;
  if (moves.length < max) {
    if (isDoubles(dice)) return err('MUST_PLAY_MORE_DICE', `This roll must be played ${max} times`);
    if (max === 2) return err('MUST_USE_BOTH_DICE', 'Both dice must be played when any sequence allows it');
    return err('MUST_PLAY_MORE_DICE', 'A move is possible: the roll must be played');
  }
  if (!isDoubles(dice) && max === 1 && moves.length === 1) {
    const higher = Math.max(dice[0], dice[1]);
    if (moves[0].die !== higher && plays.every((p) => p.moves[0].die === higher)) {
      return err('MUST_USE_HIGHER_DIE', 'Only one die can be played: it must be the higher one');
    }
  }
  return err('ILLEGAL_PLAY', 'This sequence of moves is not a legal play');
}

/**
 * Validates a complete turn: the moves, applied in order, must each be legal and lead to one of
 * `legalPlays`. An empty play is valid only when no move is possible. On success the Play carries
 * the moves with their `hit` flags and the resulting board.
 */
export function validatePlay(
  board: Board,
  side: Side,
  dice: Dice,
  moves: readonly CheckerMove[],
): Result<Play> {
  if (!Array.isArray(moves)) return err('INVALID_MOVE', 'A play is a list of moves');
  const plays = legalPlays(board, side, dice);
  if (moves.length === 0) {
    return plays.length === 0 ? ok({ moves: [], board }) : incompleteError(dice, plays, moves);
  }
  const replayed = replayMoves(board, side, dice, moves);
  if (!replayed.ok) return replayed;
  const key = boardKey(replayed.value.board);
  if (plays.some((p) => boardKey(p.board) === key)) return ok(replayed.value);
  return incompleteError(dice, plays, moves);
}

/**
 * The single checker moves the player may make next in a partly played turn: each keeps a complete
 * legal play reachable (a move that would make a required die unplayable is not offered). Returns []
 * when `movesSoFar` already completes a legal play, or is not a legal start of one.
 */
export function legalNextMoves(
  board: Board,
  side: Side,
  dice: Dice,
  movesSoFar: readonly CheckerMove[],
): CheckerMove[] {
  const plays = legalPlays(board, side, dice);
  if (plays.length === 0) return [];
  const max = plays[0].moves.length;
  if (movesSoFar.length >= max) return [];
  const replayed = replayMoves(board, side, dice, movesSoFar);
  if (!replayed.ok) return [];
  const current = replayed.value.board;
  const left = remainingDice(dice, replayed.value.moves);
  const needed = max - movesSoFar.length - 1;
  const keys = needed === 0 ? new Set(plays.map((p) => boardKey(p.board))) : null;
  const dieValues = [...new Set(left)].sort((a, b) => b - a);
  const result: CheckerMove[] = [];
  const mine = current[side];
  for (let from = BAR; from >= 1; from--) {
    if (mine[from] === 0) continue;
    for (const die of dieValues) {
      const candidate: CheckerMove = { from, to: Math.max(OFF, from - die), die };
      const checked = checkMove(current, side, candidate, left);
      if (!checked.ok) continue;
      const next = applyMove(current, side, checked.value);
      let keeps: boolean;
      if (keys !== null) {
        keeps = keys.has(boardKey(next));
      } else {
        const after = left.slice();
        after.splice(after.indexOf(die), 1);
        keeps = maxMovesForDice(next, side, after) >= needed;
      }
      if (keeps) result.push(checked.value);
    }
  }
  return result;
}
