/**
 * A club's rating policy: which of its matches move FIBS ratings (docs/domain.md "Season", "Rating policy").
 * `ratingEligibility` answers before a match starts (outcome 'pending': "rated if it ends normally") and after
 * it ends, with a stable reason code when not rated. Defaults follow the UKBGF club policy: walkovers,
 * forfeits, unfinished, settled and friendly matches are not rated; chouettes are not rated.
 */
import { type Result, err, ok } from './types';

export type MatchContext = 'tournament' | 'league' | 'ladder' | 'challenge' | 'friendly';
export type MatchOutcome =
  'pending' | 'played' | 'retirement' | 'timeout' | 'forfeit' | 'walkover' | 'unfinished' | 'settled';

export interface RatingPolicy {
  /** Shortest rated match, in points (1: every length). */
  readonly minLength: number;
  readonly online: boolean;
  readonly physical: boolean;
  readonly contexts: Readonly<Record<MatchContext, boolean>>;
  readonly chouette: boolean;
  readonly retirement: boolean;
  readonly timeout: boolean;
  readonly forfeit: boolean;
  readonly walkover: boolean;
  readonly unfinished: boolean;
  readonly settled: boolean;
}

export const DEFAULT_RATING_POLICY: RatingPolicy = {
  minLength: 1,
  online: true,
  physical: true,
  contexts: { tournament: true, league: true, ladder: true, challenge: true, friendly: false },
  chouette: false,
  retirement: true,
  timeout: true,
  forfeit: false,
  walkover: false,
  unfinished: false,
  settled: false,
};

/** A club match as the policy sees it. */
export interface ClubMatch {
  readonly id: string;
  readonly length: number;
  readonly board: 'online' | 'physical';
  readonly context: MatchContext;
  readonly chouette: boolean;
  readonly outcome: MatchOutcome;
}

export type NotRatedReason =
  | 'CHOUETTE'
  | 'FRIENDLY'
  | 'TOURNAMENT_NOT_RATED'
  | 'LEAGUE_NOT_RATED'
  | 'LADDER_NOT_RATED'
  | 'CHALLENGE_NOT_RATED'
  | 'ONLINE_NOT_RATED'
  | 'PHYSICAL_NOT_RATED'
  | 'TOO_SHORT'
  | 'RETIREMENT'
  | 'TIMEOUT'
  | 'FORFEIT'
  | 'WALKOVER'
  | 'UNFINISHED'
  | 'SETTLED';

export type Eligibility =
  { readonly rated: true } | { readonly rated: false; readonly reason: NotRatedReason };

export function validateRatingPolicy(policy: RatingPolicy): Result<RatingPolicy> {
  if (!Number.isInteger(policy.minLength) || policy.minLength < 1) {
    return err(
      'INVALID_POLICY',
      `the minimum match length must be a whole number of points, got ${policy.minLength}`,
    );
  }
  if (!policy.online && !policy.physical)
    return err('INVALID_POLICY', 'a policy rates online or physical boards');
  return ok(policy);
}

const CONTEXT_REASON: Record<Exclude<MatchContext, 'friendly'>, NotRatedReason> = {
  tournament: 'TOURNAMENT_NOT_RATED',
  league: 'LEAGUE_NOT_RATED',
  ladder: 'LADDER_NOT_RATED',
  challenge: 'CHALLENGE_NOT_RATED',
};

/**
 * Rated, or the first reason it is not, checked in this order: chouette, context, board, length, outcome.
 * A pending match is judged on everything but its outcome.
 */
export function ratingEligibility(policy: RatingPolicy, match: ClubMatch): Eligibility {
  const no = (reason: NotRatedReason): Eligibility => ({ rated: false, reason });
  if (match.chouette && !policy.chouette) return no('CHOUETTE');
  if (!policy.contexts[match.context]) {
    return no(match.context === 'friendly' ? 'FRIENDLY' : CONTEXT_REASON[match.context]);
  }
  if (match.board === 'online' && !policy.online) return no('ONLINE_NOT_RATED');
  if (match.board === 'physical' && !policy.physical) return no('PHYSICAL_NOT_RATED');
  if (match.length < policy.minLength) return no('TOO_SHORT');
  switch (match.outcome) {
    case 'pending':
    case 'played':
      return { rated: true };
    case 'retirement':
      return policy.retirement ? { rated: true } : no('RETIREMENT');
    case 'timeout':
      return policy.timeout ? { rated: true } : no('TIMEOUT');
    case 'forfeit':
      return policy.forfeit ? { rated: true } : no('FORFEIT');
    case 'walkover':
      return policy.walkover ? { rated: true } : no('WALKOVER');
    case 'unfinished':
      return policy.unfinished ? { rated: true } : no('UNFINISHED');
    case 'settled':
      return policy.settled ? { rated: true } : no('SETTLED');
  }
}
