/**
 * The ClubRatingPolicy aggregate's queries (issue 40, part 1): one row per club, none until a director first
 * sets it (then the club plays by libs/season's DEFAULT_RATING_POLICY). Columns map one to one onto
 * @gamao/season's RatingPolicy; this file is the only place that knows the column names.
 */
import { DEFAULT_RATING_POLICY, type RatingPolicy } from '@gamao/season';
import { Prisma } from '../generated/prisma/client';

type Db = Prisma.TransactionClient;

export interface StoredRatingPolicy {
  readonly policy: RatingPolicy;
  /** 0: never set (the defaults); then 1, 2, ... one per change. */
  readonly version: number;
  readonly updatedAt: Date | null;
}

type Row = NonNullable<Awaited<ReturnType<Db['clubRatingPolicy']['findUnique']>>>;

function toPolicy(row: Row): RatingPolicy {
  return {
    minLength: row.minLength,
    online: row.online,
    physical: row.physical,
    contexts: {
      tournament: row.rateTournament,
      league: row.rateLeague,
      ladder: row.rateLadder,
      challenge: row.rateChallenge,
      friendly: row.rateFriendly,
    },
    chouette: row.chouette,
    retirement: row.retirement,
    timeout: row.timeout,
    forfeit: row.forfeit,
    walkover: row.walkover,
    unfinished: row.unfinished,
    settled: row.settled,
  };
}

function toColumns(policy: RatingPolicy) {
  return {
    minLength: policy.minLength,
    online: policy.online,
    physical: policy.physical,
    rateTournament: policy.contexts.tournament,
    rateLeague: policy.contexts.league,
    rateLadder: policy.contexts.ladder,
    rateChallenge: policy.contexts.challenge,
    rateFriendly: policy.contexts.friendly,
    chouette: policy.chouette,
    retirement: policy.retirement,
    timeout: policy.timeout,
    forfeit: policy.forfeit,
    walkover: policy.walkover,
    unfinished: policy.unfinished,
    settled: policy.settled,
  };
}

/** The club's policy, or the defaults (version 0) when none was ever set. */
export async function ratingPolicy(db: Db, clubId: string): Promise<StoredRatingPolicy> {
  const row = await db.clubRatingPolicy.findUnique({ where: { clubId } });
  if (!row) return { policy: DEFAULT_RATING_POLICY, version: 0, updatedAt: null };
  return { policy: toPolicy(row), version: row.version, updatedAt: row.updatedAt };
}

/** Locks the club's policy row (if any) until the caller's transaction ends, so two changes serialise. */
export async function lockRatingPolicy(db: Db, clubId: string): Promise<void> {
  await db.$queryRaw`SELECT 1 FROM "ClubRatingPolicy" WHERE "clubId" = ${clubId}::uuid FOR UPDATE`;
}

/** Writes the policy as the next version; the new version number. */
export async function saveRatingPolicy(
  db: Db,
  clubId: string,
  policy: RatingPolicy,
  updatedById: string,
): Promise<number> {
  const columns = toColumns(policy);
  const now = new Date();
  const row = await db.clubRatingPolicy.upsert({
    where: { clubId },
    create: { clubId, ...columns, version: 1, updatedAt: now, updatedById },
    update: { ...columns, version: { increment: 1 }, updatedAt: now, updatedById },
    select: { version: true },
  });
  return row.version;
}
