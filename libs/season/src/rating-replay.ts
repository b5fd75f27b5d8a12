/**
 * A club's ratings recomputed from its match log under its policy: every finished match in the order of the
 * log (ended time, then id, so the same log always gives the same figures), rated or skipped with its reason,
 * through the tournament library's FIBS formula (K from the experience before the match: docs/domain.md
 * "Ratings"). A changed policy or a corrected result is applied by replaying the log.
 */
import { INITIAL_RATING, rateMatch } from '@gamao/tournament';
import {
  type ClubMatch,
  type NotRatedReason,
  type RatingPolicy,
  ratingEligibility,
  validateRatingPolicy,
} from './rating-policy';
import { type MemberId, type Result, err, ok } from './types';

export interface LoggedMatch extends ClubMatch {
  /** ISO 8601 time the match ended. */
  readonly endedAt: string;
  readonly winner: MemberId;
  readonly loser: MemberId;
}

export interface MemberRating {
  readonly rating: number;
  readonly experience: number;
}

export type ReplayEntry =
  | {
      readonly match: string;
      readonly rated: true;
      readonly winner: MemberId;
      readonly loser: MemberId;
      readonly winnerChange: number;
      readonly loserChange: number;
      readonly winnerAfter: number;
      readonly loserAfter: number;
    }
  | { readonly match: string; readonly rated: false; readonly reason: NotRatedReason };

export interface ClubRatingReplay {
  readonly entries: readonly ReplayEntry[];
  readonly ratings: Readonly<Record<MemberId, MemberRating>>;
}

export function replayClubRatings(
  policy: RatingPolicy,
  log: readonly LoggedMatch[],
): Result<ClubRatingReplay> {
  const valid = validateRatingPolicy(policy);
  if (!valid.ok) return valid;
  const ordered = log
    .filter((m) => m.outcome !== 'pending')
    .sort((a, b) =>
      a.endedAt < b.endedAt ? -1 : a.endedAt > b.endedAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
    );
  const ratings: Record<MemberId, MemberRating> = {};
  const of = (m: MemberId): MemberRating => ratings[m] ?? { rating: INITIAL_RATING, experience: 0 };
  const entries: ReplayEntry[] = [];
  for (const m of ordered) {
    if (m.winner === m.loser) return err('INVALID_MATCH', `match ${m.id}: a player cannot beat himself`);
    const eligible = ratingEligibility(policy, m);
    if (!eligible.rated) {
      entries.push({ match: m.id, rated: false, reason: eligible.reason });
      continue;
    }
    const rated = rateMatch(of(m.winner), of(m.loser), m.length);
    if (!rated.ok) return err('INVALID_MATCH', `match ${m.id}: ${rated.error.message}`);
    const { winner, loser } = rated.value;
    ratings[m.winner] = { rating: winner.ratingAfter, experience: winner.experienceAfter };
    ratings[m.loser] = { rating: loser.ratingAfter, experience: loser.experienceAfter };
    entries.push({
      match: m.id,
      rated: true,
      winner: m.winner,
      loser: m.loser,
      winnerChange: winner.change,
      loserChange: loser.change,
      winnerAfter: winner.ratingAfter,
      loserAfter: loser.ratingAfter,
    });
  }
  return ok({ entries, ratings });
}
