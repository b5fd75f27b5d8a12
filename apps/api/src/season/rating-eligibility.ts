/**
 * The policy a club's matches are judged by, and a match's "rated / not rated: <reason>" (issue 40, part 1).
 * Until a director sets a ClubRatingPolicy, the club plays by @gamao/season's defaults with the older play
 * policy's two switches (Club.rateTimeouts, Club.rateForfeits) kept, so no club's ratings change by upgrading.
 */
import { type Eligibility, type RatingPolicy, ratingEligibility } from '@gamao/season';
import { Prisma } from '../generated/prisma/client';
import { toClubMatch } from './club-match';
import { matchFacts } from './match-facts.store';
import { ratingPolicy } from './rating-policy.store';

type Db = Prisma.TransactionClient;

export async function effectivePolicy(
  db: Db,
  clubId: string,
): Promise<{ policy: RatingPolicy; version: number }> {
  const stored = await ratingPolicy(db, clubId);
  if (stored.version > 0) return stored;
  const club = await db.club.findUnique({
    where: { id: clubId },
    select: { rateTimeouts: true, rateForfeits: true },
  });
  const policy = club
    ? { ...stored.policy, timeout: club.rateTimeouts, forfeit: club.rateForfeits }
    : stored.policy;
  return { policy, version: 0 };
}

/** Null for an unknown match. */
export async function matchEligibility(
  db: Db,
  matchId: string,
): Promise<{ clubId: string; eligibility: Eligibility } | null> {
  const facts = await matchFacts(db, matchId);
  if (!facts) return null;
  const { policy } = await effectivePolicy(db, facts.clubId);
  return { clubId: facts.clubId, eligibility: ratingEligibility(policy, toClubMatch(facts)) };
}
