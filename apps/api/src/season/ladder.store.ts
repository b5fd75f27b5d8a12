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
  readonly ladder: Ladder;
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
