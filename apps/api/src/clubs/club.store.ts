import { ClubRole, Prisma } from '../generated/prisma/client';
import type { ClubMember } from './club.model';

/**
 * The Club aggregate's queries: a club and its memberships. Each function runs on the client it is given
 * (the PrismaService, or the transaction of the caller). No stored JSON here: every column is typed by Prisma.
 */
type Db = Prisma.TransactionClient;

/** A club's own columns, with its number of members. */
export interface StoredClub {
  readonly id: string;
  readonly name: string;
  readonly createdAt: Date;
  readonly invitationCode: string;
  readonly memberCount: number;
  readonly policy: PlayPolicy;
}

/** How the club treats abandoned and timed-out matches. */
export interface PlayPolicy {
  /** Hours without a socket before the player to act in a no-clock match may lose it by abandonment. */
  readonly abandonHours: number;
  /** Whether a match lost on time moves ratings. */
  readonly rateTimeouts: boolean;
  /** Whether a forfeit (abandonment, no-show claim) moves ratings. */
  readonly rateForfeits: boolean;
}

const MEMBER_USER = { user: { select: { id: true, displayName: true } } } as const;

export async function roleOf(db: Db, clubId: string, userId: string): Promise<ClubRole | null> {
  const membership = await db.clubMembership.findUnique({
    where: { clubId_userId: { clubId, userId } },
    select: { role: true },
  });
  return membership?.role ?? null;
}

export async function clubExists(db: Db, clubId: string): Promise<boolean> {
  return (await db.club.count({ where: { id: clubId } })) > 0;
}

/** A new club with its creator as the owner; its id. */
export async function createClub(
  db: Db,
  club: { name: string; invitationCode: string; ownerId: string },
): Promise<string> {
  const created = await db.club.create({
    data: {
      name: club.name,
      invitationCode: club.invitationCode,
      memberships: { create: { userId: club.ownerId, role: 'OWNER' } },
    },
    select: { id: true },
  });
  return created.id;
}

/** The id of the club with this invitation code (as stored: upper case), or null. */
export async function clubIdByInvitationCode(db: Db, code: string): Promise<string | null> {
  const club = await db.club.findUnique({ where: { invitationCode: code }, select: { id: true } });
  return club?.id ?? null;
}

/** Adds a member; false when the user already belongs to the club (the primary key refuses a second row). */
export async function addMember(db: Db, clubId: string, userId: string, role: ClubRole): Promise<boolean> {
  try {
    await db.clubMembership.create({ data: { clubId, userId, role } });
    return true;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return false;
    throw error;
  }
}

export async function setInvitationCode(db: Db, clubId: string, invitationCode: string): Promise<void> {
  await db.club.update({ where: { id: clubId }, data: { invitationCode } });
}

export async function setRole(db: Db, clubId: string, userId: string, role: ClubRole): Promise<ClubMember> {
  const updated = await db.clubMembership.update({
    where: { clubId_userId: { clubId, userId } },
    data: { role },
    include: MEMBER_USER,
  });
  return { user: updated.user, role: updated.role, joinedAt: updated.joinedAt };
}

export async function deleteMembership(db: Db, clubId: string, userId: string): Promise<void> {
  await db.clubMembership.delete({ where: { clubId_userId: { clubId, userId } } });
}

/**
 * The club's owners, their rows locked until the transaction ends, so that two owners cannot demote each
 * other at once and leave none.
 */
export async function lockOwners(tx: Db, clubId: string): Promise<string[]> {
  const owners = await tx.$queryRaw<{ userId: string }[]>`
    SELECT "userId" FROM "ClubMembership" WHERE "clubId" = ${clubId}::uuid AND role = 'OWNER' FOR UPDATE`;
  return owners.map((owner) => owner.userId);
}

/** The club's members, longest-standing first. */
export async function members(db: Db, clubId: string): Promise<ClubMember[]> {
  const rows = await db.clubMembership.findMany({
    where: { clubId },
    include: MEMBER_USER,
    orderBy: [{ joinedAt: 'asc' }],
  });
  return rows.map((row) => ({ user: row.user, role: row.role, joinedAt: row.joinedAt }));
}

/** The clubs a user belongs to, with the user's role in each, in the order they joined. */
export async function clubsOf(db: Db, userId: string): Promise<{ club: StoredClub; role: ClubRole }[]> {
  const rows = await db.clubMembership.findMany({
    where: { userId },
    include: { club: { include: { _count: { select: { memberships: true } } } } },
    orderBy: { joinedAt: 'asc' },
  });
  return rows.map((row) => ({ club: toStoredClub(row.club), role: row.role }));
}

/** The club; it must exist (Prisma's NotFoundError otherwise). */
export async function club(db: Db, clubId: string): Promise<StoredClub> {
  const row = await db.club.findUniqueOrThrow({
    where: { id: clubId },
    include: { _count: { select: { memberships: true } } },
  });
  return toStoredClub(row);
}

function toStoredClub(row: {
  id: string;
  name: string;
  createdAt: Date;
  invitationCode: string;
  abandonHours: number;
  rateTimeouts: boolean;
  rateForfeits: boolean;
  _count: { memberships: number };
}): StoredClub {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    invitationCode: row.invitationCode,
    memberCount: row._count.memberships,
    policy: {
      abandonHours: row.abandonHours,
      rateTimeouts: row.rateTimeouts,
      rateForfeits: row.rateForfeits,
    },
  };
}

export async function playPolicy(db: Db, clubId: string): Promise<PlayPolicy | null> {
  return db.club.findUnique({
    where: { id: clubId },
    select: { abandonHours: true, rateTimeouts: true, rateForfeits: true },
  });
}

export async function setPlayPolicy(db: Db, clubId: string, policy: PlayPolicy): Promise<void> {
  await db.club.update({ where: { id: clubId }, data: policy });
}
