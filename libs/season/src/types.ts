/**
 * Shared vocabulary of the season library: plain JSON shapes, typed results instead of exceptions, stable
 * error codes the API returns in GraphQL `extensions.code`.
 */

/** A member's stable identifier (the API's member id). */
export type MemberId = string;

export type SeasonErrorCode =
  | 'INVALID_POLICY'
  | 'INVALID_MATCH'
  | 'INVALID_AMOUNT'
  | 'INVALID_CURRENCY'
  | 'INVALID_PAYOUT'
  | 'INVALID_OPTIONS'
  | 'INVALID_SCORE'
  | 'INVALID_TIE_BREAKS'
  | 'DUPLICATE_PLAYER'
  | 'TOO_FEW_PLAYERS'
  | 'UNKNOWN_PLAYER'
  | 'UNKNOWN_MATCH'
  | 'UNKNOWN_DIVISION'
  | 'UNKNOWN_CHALLENGE'
  | 'ALREADY_ON_LADDER'
  | 'CHALLENGE_SELF'
  | 'CHALLENGE_BELOW'
  | 'CHALLENGE_TOO_FAR'
  | 'IN_OPEN_CHALLENGE'
  | 'DEADLINE_NOT_PASSED'
  | 'PLAYER_NOT_IN_MATCH'
  | 'RESULT_ALREADY_RECORDED'
  | 'SEASON_NOT_FINISHED';

export interface SeasonError {
  readonly code: SeasonErrorCode;
  /** A readable English message; callers translate by code. */
  readonly message: string;
}

export type Result<T, E = SeasonError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = (code: SeasonErrorCode, message: string): Result<never, SeasonError> => ({
  ok: false,
  error: { code, message },
});

/** The first id given twice, or null. */
export function firstDuplicate(ids: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return null;
}
