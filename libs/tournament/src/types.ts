/**
 * Shared vocabulary of the tournament library. Every module speaks in these shapes: plain, JSON-serializable
 * data (no classes, no Maps), so the API can store a tournament as a document and the site can render it.
 */

/** A player's stable identifier (the API's member id). */
export type PlayerId = string;

/** The formats a club runs (docs/domain.md "Tournaments"). */
export type TournamentFormat = 'singleElimination' | 'doubleElimination' | 'swiss' | 'roundRobin';

/** Stable error codes: the API returns them in GraphQL `extensions.code`. */
export type TournamentErrorCode =
  | 'INVALID_OPTIONS'
  | 'INVALID_MATCH_LENGTH'
  | 'INVALID_SCORE'
  | 'INVALID_RATING'
  | 'DUPLICATE_PLAYER'
  | 'TOO_FEW_PLAYERS'
  | 'UNKNOWN_PLAYER'
  | 'UNKNOWN_MATCH'
  | 'PLAYER_NOT_IN_MATCH'
  | 'MATCH_NOT_READY'
  | 'MATCH_IS_BYE'
  | 'RESULT_ALREADY_RECORDED'
  | 'NO_RESULT'
  | 'ROUND_NOT_FINISHED'
  | 'ALL_ROUNDS_PAIRED'
  | 'FLIGHT_NOT_FINISHED'
  | 'UNKNOWN_FLIGHT'
  | 'UNKNOWN_GROUP'
  | 'LATER_ROUND_PAIRED'
  // Tournament day (issue 41): a lateness rule, a lateness or waiver, a round's time limit, tie-breaks, how
  // resigned / timed-out / walked-over matches count.
  | 'INVALID_LATENESS_RULE'
  | 'INVALID_LATENESS'
  | 'INVALID_TIME_LIMIT'
  | 'INVALID_TIE_BREAKS'
  | 'INVALID_STANDINGS_POLICY'
  // Entries and withdrawals (issue 41, part 2): a late entry the format can no longer take, a bracket with no
  // bye line left, an action the match's state does not allow (a double no-show on a finished match).
  | 'ENTRY_CLOSED'
  | 'BRACKET_FULL'
  | 'MATCH_NOT_PLAYABLE';

export interface TournamentError {
  readonly code: TournamentErrorCode;
  /** A readable English message; callers translate by code. */
  readonly message: string;
}

/** Errors are values, never thrown (chessops style). */
export type Result<T, E = TournamentError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = (code: TournamentErrorCode, message: string): Result<never, TournamentError> => ({
  ok: false,
  error: { code, message },
});

/** Duplicate ids in a player list, or null when every id is distinct. */
export function firstDuplicate(players: readonly PlayerId[]): PlayerId | null {
  const seen = new Set<PlayerId>();
  for (const p of players) {
    if (seen.has(p)) return p;
    seen.add(p);
  }
  return null;
}
