/**
 * Match lengths per round (docs/domain.md "Tournaments": a schedule such as 5-5-7-9, round 1 first) and the
 * per-tournament Crawford switch.
 *
 * A schedule is a list of lengths, round 1 first; rounds beyond the list repeat its last length, so "5-5-7"
 * gives 5, 5, 7, 7, 7, ... The Crawford rule is only carried as data here: the engine applies it in play.
 */
import { type Result, err, ok } from './types';

/** Crawford is on by default in tournament matches and can be turned off per tournament. */
export const DEFAULT_CRAWFORD = true;

/** The longest match a club plays to (a sanity bound, well above the usual 3..25). */
export const MAX_MATCH_LENGTH = 99;

/** A schedule is valid when it has at least one length and every length is an integer 1..MAX_MATCH_LENGTH. */
export function validateMatchLengths(lengths: readonly number[]): Result<readonly number[]> {
  if (lengths.length === 0) return err('INVALID_MATCH_LENGTH', 'at least one match length is needed');
  for (const n of lengths) {
    if (!Number.isInteger(n) || n < 1 || n > MAX_MATCH_LENGTH) {
      return err('INVALID_MATCH_LENGTH', `match length ${n} is not an integer from 1 to ${MAX_MATCH_LENGTH}`);
    }
  }
  return ok(lengths.slice());
}

/** Parses "5-5-7-9" (also "5,5,7,9" or "5 5 7 9") into [5, 5, 7, 9]. */
export function parseMatchLengths(text: string): Result<readonly number[]> {
  const parts = text
    .trim()
    .split(/[\s,-]+/)
    .filter((p) => p !== '');
  if (parts.some((p) => !/^\d+$/.test(p)))
    return err('INVALID_MATCH_LENGTH', `cannot read match lengths "${text}"`);
  return validateMatchLengths(parts.map(Number));
}

/** Writes a schedule the way directors say it: "5-5-7-9". */
export const formatMatchLengths = (lengths: readonly number[]): string => lengths.join('-');

/** The length of a round (1-based); the last length repeats for extra rounds. */
export function matchLengthForRound(lengths: readonly number[], round: number): number {
  if (lengths.length === 0) throw new RangeError('empty match length schedule');
  return lengths[Math.min(Math.max(round, 1), lengths.length) - 1];
}
