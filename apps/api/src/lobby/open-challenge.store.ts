import type { GameOptions, TimeControl } from '@gamao/engine';
import { Prisma } from '../generated/prisma/client';
import type { OpenChallengeStatus } from '../generated/prisma/enums';

/**
 * The lobby's SQL: open challenges, their listing per club and per member, and the two conditional updates
 * that close one (withdrawn by its poster, or accepted by the first other member: of two acceptances at once,
 * the second finds the row no longer OPEN once the first commits, and changes nothing).
 */
type Db = Prisma.TransactionClient;

const INCLUDE = {
  club: { select: { name: true } },
  createdBy: { select: { id: true, displayName: true } },
  acceptedBy: { select: { id: true, displayName: true } },
} as const;

export interface StoredOpenChallenge {
  readonly id: string;
  readonly clubId: string;
  readonly clubName: string;
  readonly createdBy: { id: string; displayName: string };
  readonly options: GameOptions;
  readonly timeControl: TimeControl | null;
  readonly status: OpenChallengeStatus;
  readonly createdAt: Date;
  readonly acceptedBy: { id: string; displayName: string } | null;
  readonly matchId: string | null;
}

type Row = Prisma.OpenChallengeGetPayload<{ include: typeof INCLUDE }>;

/** Stored options and clocks are the engine's, as the service checked them before writing them. */
const decode = (row: Row): StoredOpenChallenge => ({
  id: row.id,
  clubId: row.clubId,
  clubName: row.club.name,
  createdBy: row.createdBy,
  options: row.options as unknown as GameOptions,
  timeControl: (row.timeControl ?? null) as unknown as TimeControl | null,
  status: row.status,
  createdAt: row.createdAt,
  acceptedBy: row.acceptedBy,
  matchId: row.matchId,
});

export async function createOpenChallenge(
  db: Db,
  posted: { clubId: string; createdById: string; options: GameOptions; timeControl: TimeControl | null },
): Promise<StoredOpenChallenge> {
  const row = await db.openChallenge.create({
    data: {
      clubId: posted.clubId,
      createdById: posted.createdById,
      options: posted.options as unknown as Prisma.InputJsonValue,
      timeControl: (posted.timeControl ?? Prisma.DbNull) as unknown as Prisma.InputJsonValue,
    },
    include: INCLUDE,
  });
  return decode(row);
}

export async function findOpenChallenge(db: Db, id: string): Promise<StoredOpenChallenge | null> {
  const row = await db.openChallenge.findUnique({ where: { id }, include: INCLUDE });
  return row ? decode(row) : null;
}

/** How many challenges this member has open in this club. */
export const openCountOf = (db: Db, clubId: string, userId: string) =>
  db.openChallenge.count({ where: { clubId, createdById: userId, status: 'OPEN' } });

/** A club's open challenges, oldest first (the lobby reads in the order they were posted). */
export async function openOfClub(db: Db, clubId: string): Promise<StoredOpenChallenge[]> {
  const rows = await db.openChallenge.findMany({
    where: { clubId, status: 'OPEN' },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: INCLUDE,
  });
  return rows.map(decode);
}

/** The open challenges of every club the member belongs to, oldest first. */
export async function openOfMyClubs(db: Db, userId: string): Promise<StoredOpenChallenge[]> {
  const rows = await db.openChallenge.findMany({
    where: { status: 'OPEN', club: { memberships: { some: { userId } } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: INCLUDE,
    take: 50,
  });
  return rows.map(decode);
}

/** Its poster withdraws it; false when it was no longer open. */
export async function withdrawOpenChallenge(db: Db, id: string, posterId: string): Promise<boolean> {
  const { count } = await db.openChallenge.updateMany({
    where: { id, createdById: posterId, status: 'OPEN' },
    data: { status: 'CANCELLED', closedAt: new Date() },
  });
  return count > 0;
}

/**
 * Another member takes it, inside the transaction that starts its match; false when it was no longer open
 * (or is the taker's own). The row lock makes a second taker wait for the first one's commit, then miss.
 */
export async function takeOpenChallenge(db: Db, id: string, takerId: string): Promise<boolean> {
  const { count } = await db.openChallenge.updateMany({
    where: { id, status: 'OPEN', createdById: { not: takerId } },
    data: { status: 'ACCEPTED', acceptedById: takerId, closedAt: new Date() },
  });
  return count > 0;
}

export async function recordOpenChallengeMatch(db: Db, id: string, matchId: string): Promise<void> {
  await db.openChallenge.update({ where: { id }, data: { matchId } });
}
