/**
 * The Ladder aggregate's queries (issue 40, part 2): a ladder, its rungs (1 = top) and its challenges, read
 * as @gamao/season's Ladder and written back after a rule of that library ran. Each function runs on the
 * client it is given; `lockLadder` serialises every change of one ladder.
 */
import type { Challenge, Ladder } from '@gamao/season';
import { LadderChallengeStatus, LadderMovement, Prisma } from '../generated/prisma/client';

type Db = Prisma.TransactionClient;

export interface StoredLadder {
  readonly id: string;
  readonly clubId: string;
  readonly name: string;
  readonly publicToken: string;
  readonly createdAt: Date;
  /** Points of each challenge's match. */
  readonly matchLength: number;
  readonly ladder: Ladder;
  /** The challenges accepted so far, with their match (the library sees an accepted challenge as open). */
  readonly matches: ReadonlyMap<string, string>;
}

const STATUS_OF: Record<LadderChallengeStatus, Challenge['status']> = {
  OPEN: 'open',
  ACCEPTED: 'open',
  CHALLENGER_WON: 'challenger-won',
  DEFENDER_WON: 'defender-won',
  REFUSED: 'refused',
  EXPIRED: 'expired',
};
const STATUS_TO: Record<Exclude<Challenge['status'], 'open'>, LadderChallengeStatus> = {
  'challenger-won': 'CHALLENGER_WON',
  'defender-won': 'DEFENDER_WON',
  refused: 'REFUSED',
  expired: 'EXPIRED',
};

export async function createLadder(
  db: Db,
  ladder: {
    clubId: string;
    name: string;
    reach: number;
    deadlineDays: number;
    movement: LadderMovement;
    matchLength: number;
    publicToken: string;
    createdById: string;
  },
): Promise<string> {
  return (await db.ladder.create({ data: ladder, select: { id: true } })).id;
}

export async function lockLadder(db: Db, ladderId: string): Promise<void> {
  await db.$queryRaw`SELECT 1 FROM "Ladder" WHERE id = ${ladderId}::uuid FOR UPDATE`;
}

async function read(db: Db, where: Prisma.LadderWhereUniqueInput): Promise<StoredLadder | null> {
  const row = await db.ladder.findUnique({
    where,
    include: { rungs: { orderBy: { position: 'asc' } }, challenges: { orderBy: { issuedAt: 'asc' } } },
  });
  if (!row) return null;
  return {
    id: row.id,
    clubId: row.clubId,
    name: row.name,
    publicToken: row.publicToken,
    createdAt: row.createdAt,
    matchLength: row.matchLength,
    matches: new Map(row.challenges.flatMap((c) => (c.matchId ? [[c.id, c.matchId] as const] : []))),
    ladder: {
      options: {
        reach: row.reach,
        deadlineDays: row.deadlineDays,
        movement: row.movement === 'SWAP' ? 'swap' : 'leapfrog',
      },
      rungs: row.rungs.map((r) => r.userId),
      challenges: row.challenges.map((c) => ({
        id: c.id,
        challenger: c.challengerId,
        defender: c.defenderId,
        issuedAt: c.issuedAt.getTime(),
        deadline: c.deadline.getTime(),
        status: STATUS_OF[c.status],
      })),
    },
  };
}

export const ladderById = (db: Db, id: string) => read(db, { id });
export const ladderByToken = (db: Db, publicToken: string) => read(db, { publicToken });

/** Rewrites the positions of the rungs that moved and adds the new ones. */
export async function saveRungs(
  db: Db,
  ladderId: string,
  before: readonly string[],
  after: readonly string[],
) {
  for (const [i, userId] of after.entries()) {
    if (before[i] === userId) continue;
    await db.ladderRung.upsert({
      where: { ladderId_userId: { ladderId, userId } },
      create: { ladderId, userId, position: i + 1 },
      update: { position: i + 1 },
    });
  }
}

export async function addChallenge(db: Db, ladderId: string, c: Challenge): Promise<void> {
  await db.ladderChallenge.create({
    data: {
      id: c.id,
      ladderId,
      challengerId: c.challenger,
      defenderId: c.defender,
      issuedAt: new Date(c.issuedAt),
      deadline: new Date(c.deadline),
    },
  });
}

/** Closes a challenge with the library's status; false when it was no longer open. */
export async function closeChallenge(db: Db, id: string, status: Exclude<Challenge['status'], 'open'>) {
  const { count } = await db.ladderChallenge.updateMany({
    where: { id, status: { in: ['OPEN', 'ACCEPTED'] } },
    data: { status: STATUS_TO[status], closedAt: new Date() },
  });
  return count === 1;
}

/** One challenge row (to find its ladder, or the one a match belongs to). */
export const challengeById = (db: Db, id: string) => db.ladderChallenge.findUnique({ where: { id } });
export const challengeOfMatch = (db: Db, matchId: string) =>
  db.ladderChallenge.findUnique({ where: { matchId } });

/** The ladders of a club, newest first. */
export const clubLadderIds = async (db: Db, clubId: string) =>
  (await db.ladder.findMany({ where: { clubId }, orderBy: { createdAt: 'desc' }, select: { id: true } })).map(
    (r) => r.id,
  );

/** OPEN -> ACCEPTED with its match; false when the challenge was no longer open (nothing changed). */
export async function markAccepted(db: Db, id: string, matchId: string): Promise<boolean> {
  const { count } = await db.ladderChallenge.updateMany({
    where: { id, status: 'OPEN' },
    data: { status: 'ACCEPTED', matchId },
  });
  return count === 1;
}

/**
 * The challenge's match, waiting to start as an accepted challenge does: an online match of the ladder's
 * length, the challenger on side 0. The start itself (seeds, state) is play/match-start.ts's.
 */
export async function createChallengeMatch(
  db: Db,
  m: {
    clubId: string;
    challengerId: string;
    defenderId: string;
    options: Prisma.InputJsonValue;
    abandonMinutes: number;
  },
): Promise<{ id: string; clubId: string; options: unknown; timeControl: unknown }> {
  return db.match.create({
    data: {
      clubId: m.clubId,
      options: m.options,
      abandonMinutes: m.abandonMinutes,
      createdById: m.challengerId,
      participants: {
        create: [
          { userId: m.challengerId, side: 0 },
          { userId: m.defenderId, side: 1 },
        ],
      },
    },
    select: { id: true, clubId: true, options: true, timeControl: true },
  });
}

/** The winner of a finished match, by user id (null: no winner). */
export async function matchWinner(db: Db, matchId: string): Promise<string | null> {
  const row = await db.match.findUnique({
    where: { id: matchId },
    select: { status: true, winnerSide: true, participants: { select: { userId: true, side: true } } },
  });
  if (!row || row.status !== 'FINISHED' || row.winnerSide === null) return null;
  return row.participants.find((p) => p.side === row.winnerSide)?.userId ?? null;
}

/** A member's ladder challenges still to be played (open, or accepted with its match), newest first. */
export async function openChallengesOf(db: Db, userId: string) {
  return db.ladderChallenge.findMany({
    where: {
      status: { in: ['OPEN', 'ACCEPTED'] },
      OR: [{ challengerId: userId }, { defenderId: userId }],
    },
    orderBy: { issuedAt: 'desc' },
    select: {
      id: true,
      ladderId: true,
      challengerId: true,
      defenderId: true,
      status: true,
      matchId: true,
      issuedAt: true,
      deadline: true,
      ladder: { select: { name: true, clubId: true } },
    },
  });
}
