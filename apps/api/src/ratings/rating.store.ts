import { z } from 'zod';
import { Prisma } from '../generated/prisma/client';

/**
 * The Rating aggregate's queries: each member's current rating in a club (Rating) and the history of what
 * each rated match did to it (RatingChange); also the reads of Match rows (and players' display names) that
 * the ratings need. Each function runs on the client it is given, mostly the caller's transaction.
 */
type Db = Prisma.TransactionClient;

export interface RatingRecord {
  readonly rating: number;
  readonly experience: number;
}

/** One player's side of a rated match, as stored (the columns of RatingChange but its keys). */
export interface RatingChangeData {
  readonly opponentId: string;
  readonly won: boolean;
  readonly length: number;
  readonly ratingBefore: number;
  readonly ratingAfter: number;
  readonly change: number;
  readonly experienceBefore: number;
  readonly experienceAfter: number;
}

export interface StoredRatingChange extends RatingChangeData {
  readonly id: bigint;
  readonly clubId: string;
  readonly matchId: string;
  readonly userId: string;
  readonly createdAt: Date;
}

/** What a Match row says about its result, for its rating; `length` decoded from the stored options. */
export interface MatchResult {
  readonly id: string;
  readonly clubId: string;
  readonly status: string;
  readonly kind: string;
  /** The match length of the stored options (0 when they name none: money play). */
  readonly length: number;
  readonly winnerSide: number | null;
  readonly resultSource: string | null;
  readonly participants: readonly { readonly userId: string; readonly side: number | null }[];
  /** The club's policy: whether matches lost on time, or by forfeit, move ratings. */
  readonly club: { readonly rateTimeouts: boolean; readonly rateForfeits: boolean };
}

const RESULT_FIELDS = {
  id: true,
  clubId: true,
  status: true,
  kind: true,
  options: true,
  winnerSide: true,
  resultSource: true,
  participants: { select: { userId: true, side: true } },
  club: { select: { rateTimeouts: true, rateForfeits: true } },
} as const;

type ResultRow = Prisma.MatchGetPayload<{ select: typeof RESULT_FIELDS }>;

/**
 * The part of a match's stored options (the engine's match options, JSON) that a rating reads: the length,
 * a number of points when present.
 */
const ratedOptions = z.object({ length: z.number().optional() }).nullable();

function toMatchResult(row: ResultRow): MatchResult {
  const options = ratedOptions.safeParse(row.options);
  if (!options.success) {
    throw new Error(`Match ${row.id}: stored options unreadable: ${z.prettifyError(options.error)}`);
  }
  const { options: _stored, ...rest } = row;
  return { ...rest, length: options.data?.length ?? 0 };
}

export async function matchResult(db: Db, matchId: string): Promise<MatchResult | null> {
  const row = await db.match.findUnique({ where: { id: matchId }, select: RESULT_FIELDS });
  return row ? toMatchResult(row) : null;
}

export async function matchResults(db: Db, matchIds: readonly string[]): Promise<MatchResult[]> {
  const rows = await db.match.findMany({ where: { id: { in: [...matchIds] } }, select: RESULT_FIELDS });
  return rows.map(toMatchResult);
}

/** The club of a match, or null when there is no such match. */
export async function clubOfMatch(db: Db, matchId: string): Promise<string | null> {
  const row = await db.match.findUnique({ where: { id: matchId }, select: { clubId: true } });
  return row?.clubId ?? null;
}

/** The stored ratings of these members (all of the club's when `userIds` is left out); unrated ones have none. */
export async function ratings(
  db: Db,
  clubId: string,
  userIds?: readonly string[],
): Promise<(RatingRecord & { userId: string })[]> {
  const rows = await db.rating.findMany({
    where: { clubId, ...(userIds ? { userId: { in: [...userIds] } } : {}) },
    select: { userId: true, rating: true, experience: true },
  });
  return rows;
}

export async function saveRating(
  db: Db,
  clubId: string,
  userId: string,
  record: RatingRecord,
): Promise<void> {
  const values = { rating: record.rating, experience: record.experience };
  await db.rating.upsert({
    where: { clubId_userId: { clubId, userId } },
    create: { clubId, userId, ...values },
    update: { ...values, updatedAt: new Date() },
  });
}

export async function isRated(db: Db, matchId: string): Promise<boolean> {
  return (await db.ratingChange.count({ where: { matchId } })) > 0;
}

export async function addChanges(
  db: Db,
  changes: readonly (RatingChangeData & { clubId: string; matchId: string; userId: string })[],
): Promise<void> {
  await db.ratingChange.createMany({ data: [...changes] });
}

export async function addChange(
  db: Db,
  change: RatingChangeData & { clubId: string; matchId: string; userId: string },
): Promise<void> {
  await db.ratingChange.create({ data: change });
}

export async function updateChange(db: Db, id: bigint, data: RatingChangeData): Promise<void> {
  await db.ratingChange.update({ where: { id }, data });
}

/** Drops the club's changes of every match but these. */
export async function deleteChangesExcept(db: Db, clubId: string, kept: readonly string[]): Promise<void> {
  await db.ratingChange.deleteMany({ where: { clubId, matchId: { notIn: [...kept] } } });
}

/** The club's changes in the order they were made. */
export async function changesOfClub(db: Db, clubId: string): Promise<StoredRatingChange[]> {
  return db.ratingChange.findMany({ where: { clubId }, orderBy: { id: 'asc' } });
}

export async function changesOfPlayer(db: Db, clubId: string, userId: string): Promise<StoredRatingChange[]> {
  return db.ratingChange.findMany({ where: { clubId, userId }, orderBy: { id: 'asc' } });
}

export async function changesOfMatch(db: Db, matchId: string): Promise<StoredRatingChange[]> {
  return db.ratingChange.findMany({ where: { matchId }, orderBy: { id: 'asc' } });
}

/** The display names of these players, for the leaderboard and the histories (a read of User rows). */
export async function players(
  db: Db,
  userIds: readonly string[],
): Promise<{ id: string; displayName: string }[]> {
  return db.user.findMany({
    where: { id: { in: [...userIds] } },
    select: { id: true, displayName: true },
  });
}
