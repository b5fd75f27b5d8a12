/**
 * The club's Rating rows as the season reads and rewrites them: the ladder seeds a newcomer by rating, and
 * the audited recomputation writes every member's replayed rating. The ratings module keeps its own store
 * for the match-by-match updates; the season reads the same table here rather than reaching into it.
 */
import { Prisma } from '../generated/prisma/client';

type Db = Prisma.TransactionClient;

export interface ClubRating {
  readonly userId: string;
  readonly rating: number;
  readonly experience: number;
}

/** Every rated member of the club; unrated members have no row. */
export async function clubRatings(db: Db, clubId: string): Promise<ClubRating[]> {
  return db.rating.findMany({ where: { clubId }, select: { userId: true, rating: true, experience: true } });
}

/** A member's rating as the replay left it (Rating rows are never deleted: the API's role may not). */
export async function writeRating(db: Db, clubId: string, rating: ClubRating): Promise<void> {
  const values = { rating: rating.rating, experience: rating.experience };
  await db.rating.upsert({
    where: { clubId_userId: { clubId, userId: rating.userId } },
    create: { clubId, userId: rating.userId, ...values },
    update: { ...values, updatedAt: new Date() },
  });
}
