/**
 * Shared vocabulary of the chouette library: plain, JSON-serializable data (no classes, no Maps), so the API
 * can store a session as its log and the site can render any state.
 *
 * Errors are values, as in the engine: the engine's `Result` with a `ChouetteError` whose code is either an
 * engine rule code (a refused play, a cube at its maximum...) or one of the chouette's own codes below.
 */
import type { Result, RuleErrorCode, Side } from '@gamao/engine';

/** A player's stable identifier (the API's member id). */
export type PlayerId = string;

/** The two sides of the board in a chouette game. */
export type TableSide = 'box' | 'team';

/** The box plays side 0 of the engine's board and of every member's cube; the team plays side 1. */
export const BOX_SIDE: Side = 0;
export const TEAM_SIDE: Side = 1;

export const sideOf = (side: TableSide): Side => (side === 'box' ? BOX_SIDE : TEAM_SIDE);
export const tableSide = (side: Side): TableSide => (side === BOX_SIDE ? 'box' : 'team');

/** The chouette's own stable codes; the API returns them in GraphQL `extensions.code`. */
export type ChouetteOwnErrorCode =
  | 'INVALID_PLAYER'
  | 'ALREADY_PRESENT'
  | 'NOT_PRESENT'
  | 'TOO_FEW_PLAYERS'
  | 'SEATING_IN_PROGRESS'
  | 'NOT_SEATING'
  | 'ALREADY_ROLLED_FOR_ORDER'
  | 'NOT_ROLLING_FOR_ORDER'
  | 'GAME_IN_PROGRESS'
  | 'NO_GAME'
  | 'NOT_BOX'
  | 'NOT_CAPTAIN'
  | 'NOT_A_MEMBER'
  | 'MEMBER_OUT'
  | 'PARTNER_NOT_ALLOWED'
  | 'INVALID_PARTNER'
  | 'ALREADY_DECLARED'
  | 'NOT_DECLARING'
  | 'DECLARATIONS_PENDING'
  | 'ALREADY_DOUBLED_THIS_TURN'
  | 'NO_CUBE_TO_DOUBLE'
  | 'CONSULTATION_NOT_ALLOWED'
  | 'NO_SUGGESTION'
  | 'SCOREKEEPER_ONLY'
  | 'BOARD_ONLY'
  | 'INVALID_RESULT'
  | 'UNKNOWN_GAME'
  | 'INVALID_CORRECTION'
  | 'SESSION_CLOSED'
  // House rules (issue 42)
  | 'INVALID_HOUSE_RULES'
  | 'PARTNER_REQUIRED'
  | 'TABLE_FULL'
  | 'INITIAL_CUBES_RULE'
  | 'OUT_OF_ORDER'
  | 'EXTRA_NOT_ALLOWED'
  | 'NO_EXTRA_OFFERED'
  | 'DEALS_NOT_ALLOWED'
  | 'INVALID_DEAL'
  | 'NOT_PROXY'
  | 'INVALID_EDIT'
  | 'EDIT_REASON_REQUIRED'
  | 'NOT_SCOREKEEPER';

export type ChouetteErrorCode = RuleErrorCode | ChouetteOwnErrorCode;

export interface ChouetteError {
  readonly code: ChouetteErrorCode;
  /** A readable English message; callers translate by code. */
  readonly message: string;
}

/** The engine's Result over chouette errors (an engine error is a chouette error as it is). */
export type ChouetteResult<T> = Result<T, ChouetteError>;

/** A refused chouette step. */
export const chouetteError = (code: ChouetteErrorCode, message: string): ChouetteResult<never> => ({
  ok: false,
  error: { code, message },
});

/** A non-empty trimmed string of at most 200 characters: a player id from JSON. */
export const isPlayerId = (x: unknown): x is PlayerId =>
  typeof x === 'string' && x.length > 0 && x.length <= 200 && x.trim() === x;
