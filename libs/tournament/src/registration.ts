/**
 * Registration (docs/domain.md "Tournaments": an optional window and maximum number of players). The API
 * refuses a new entry for these reasons and the site says them instead of offering a button the API would
 * refuse.
 */

/** A tournament's registration window (either end may be open) and its maximum number of players. */
export interface RegistrationRules {
  readonly opensAt: Date | null;
  readonly closesAt: Date | null;
  readonly maxPlayers: number | null;
}

/** NOT_OPEN: before the window; CLOSED: after it; FULL: as many active entries as the maximum. */
export type RegistrationRefusal = 'NOT_OPEN' | 'CLOSED' | 'FULL';

/** Why a new entry cannot register at `now` beside `entrants` active ones, or null when it can. */
export function registrationRefusal(
  rules: RegistrationRules,
  entrants: number,
  now: Date,
): RegistrationRefusal | null {
  if (rules.opensAt && now < rules.opensAt) return 'NOT_OPEN';
  if (rules.closesAt && now > rules.closesAt) return 'CLOSED';
  if (rules.maxPlayers !== null && entrants >= rules.maxPlayers) return 'FULL';
  return null;
}
