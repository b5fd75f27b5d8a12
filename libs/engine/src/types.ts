/**
 * Shared vocabulary of the rules engine. Every module speaks in these shapes.
 *
 * Sides are absolute (0 and 1); points are always counted from a side's own view
 * (seed 000: the other side's point p is this side's point 25 - p).
 */

/** The two players of a game. In the state machine, side 0 is the player who sat first. */
export type Side = 0 | 1;

/** A die value. */
export type Die = 1 | 2 | 3 | 4 | 5 | 6;

/** Two dice as rolled (order kept as rolled; doubles when equal). */
export type Dice = readonly [Die, Die];

/** Index of the bar in a side's checker array, and a move's `from` when entering. */
export const BAR = 25;
/** Index of the borne-off tray in a side's checker array, and a move's `to` when bearing off. */
export const OFF = 0;

/**
 * Checker counts for one side, indexed from that side's own view:
 * index 0 = borne off, 1..24 = points, 25 = bar. Always 26 entries summing to 15.
 */
export type SideCheckers = readonly number[];

/** A board: the checkers of each side, indexed by Side. */
export type Board = readonly [SideCheckers, SideCheckers];

/**
 * One checker moved by one die, in the mover's own numbering:
 * from 25 (BAR) or 1..24, to 1..24 or 0 (OFF). `hit` is set when it sent a blot to the bar.
 */
export interface CheckerMove {
  readonly from: number;
  readonly to: number;
  readonly die: Die;
  readonly hit?: boolean;
}

/** A complete play: the checker moves of one turn and the board they lead to. */
export interface Play {
  readonly moves: readonly CheckerMove[];
  readonly board: Board;
}

/** Stable rule error codes: the API returns them in GraphQL `extensions.code`. */
export type RuleErrorCode =
  | 'MUST_ENTER_FROM_BAR'
  | 'POINT_BLOCKED'
  | 'MUST_USE_BOTH_DICE'
  | 'MUST_USE_HIGHER_DIE'
  | 'MUST_PLAY_MORE_DICE'
  | 'BEAR_OFF_NOT_ALLOWED'
  | 'NOT_YOUR_CHECKER'
  | 'DIE_NOT_AVAILABLE'
  | 'WRONG_DIRECTION'
  | 'INVALID_MOVE'
  | 'ILLEGAL_PLAY'
  | 'NOT_YOUR_TURN'
  | 'GAME_OVER'
  | 'MATCH_OVER'
  | 'MUST_ROLL'
  | 'ALREADY_ROLLED'
  | 'NO_DOUBLE_OFFERED'
  | 'DOUBLE_PENDING'
  | 'CANNOT_DOUBLE'
  | 'CUBE_NOT_ALLOWED'
  | 'CRAWFORD_NO_DOUBLE'
  | 'CUBE_AT_MAXIMUM'
  | 'BEAVER_NOT_ALLOWED'
  | 'RACCOON_NOT_ALLOWED'
  | 'BEAVER_REFUSAL_NOT_ALLOWED'
  | 'NO_RESIGNATION_OFFERED'
  | 'RESIGNATION_PENDING'
  | 'INVALID_RESIGNATION'
  | 'INVALID_ACTION'
  | 'INVALID_NOTATION'
  | 'INVALID_POSITION'
  | 'INVALID_POSITION_ID'
  | 'INVALID_MATCH_ID'
  | 'INVALID_OPTIONS'
  | 'INVALID_TIME_CONTROL'
  | 'NOTHING_TO_ANNUL'
  | 'INVALID_DAYS_PER_MOVE'
  | 'INVALID_VACATION'
  | 'VACATION_IN_PAST'
  | 'VACATION_OVERLAP'
  | 'VACATION_BUDGET_EXHAUSTED';

export interface RuleError {
  readonly code: RuleErrorCode;
  /** A readable English message; callers translate by code. */
  readonly message: string;
}

/** Errors are values, never thrown (chessops style). */
export type Result<T, E = RuleError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = (code: RuleErrorCode, message: string): Result<never, RuleError> => ({
  ok: false,
  error: { code, message },
});

/** Game result kinds of the international rules. */
export type WinKind = 'single' | 'gammon' | 'backgammon';

/** Scoring profiles (docs/domain.md "Scoring profiles"). */
export type ScoringProfile = 'international' | 'simple' | 'traditional';
