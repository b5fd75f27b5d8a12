import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ClubRole, Prisma } from '../generated/prisma/client';
import { PrismaService } from '../core/database/prisma.service';
import { badInput, DomainError, forbidden, notFound } from '../core/errors/domain-error';
import type { Club, ClubMember } from './club.model';

/** No 0/O or 1/I/L: codes are read aloud and typed from a screen. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export function newInvitationCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

const RANK: Record<ClubRole, number> = { OWNER: 3, DIRECTOR: 2, MEMBER: 1 };

@Injectable()
export class ClubsService {
  constructor(private readonly prisma: PrismaService) {}

  async roleOf(clubId: string, userId: string): Promise<ClubRole | null> {
    const membership = await this.prisma.clubMembership.findUnique({
      where: { clubId_userId: { clubId, userId } },
      select: { role: true },
    });
    return membership?.role ?? null;
  }

  /** The caller's role when it is at least `minimum`; NOT_FOUND for an unknown club, FORBIDDEN otherwise. */
  async requireRole(clubId: string, userId: string, minimum: ClubRole): Promise<ClubRole> {
    const role = await this.roleOf(clubId, userId);
    if (!role) {
      const exists = await this.prisma.club.count({ where: { id: clubId } });
      if (!exists) throw notFound('Club');
      throw forbidden('Members only');
    }
    if (RANK[role] < RANK[minimum]) throw forbidden(`Needs the ${minimum} role`);
    return role;
  }

  async create(userId: string, name: string): Promise<Club> {
    const clean = name.trim();
    if (clean.length < 2 || clean.length > 80) throw badInput('Club name: 2 to 80 characters', 'name');
    const club = await this.prisma.club.create({
      data: {
        name: clean,
        invitationCode: newInvitationCode(),
        memberships: { create: { userId, role: 'OWNER' } },
      },
    });
    return this.view(club.id, userId);
  }

  async join(userId: string, code: string): Promise<Club> {
    const club = await this.prisma.club.findUnique({ where: { invitationCode: code.trim().toUpperCase() } });
    if (!club) throw new DomainError('INVALID_INVITATION');
    try {
      await this.prisma.clubMembership.create({ data: { clubId: club.id, userId, role: 'MEMBER' } });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw new DomainError('ALREADY_MEMBER');
      }
      throw error;
    }
    return this.view(club.id, userId);
  }

  async leave(userId: string, clubId: string): Promise<boolean> {
    await this.requireRole(clubId, userId, 'MEMBER');
    await this.removeKeepingAnOwner(clubId, userId);
    return true;
  }

  /** Owners set any role; the club always keeps at least one owner. */
  async setRole(callerId: string, clubId: string, userId: string, role: ClubRole): Promise<ClubMember> {
    await this.requireRole(clubId, callerId, 'OWNER');
    return this.prisma.$transaction(async (tx) => {
      const target = await tx.clubMembership.findUnique({ where: { clubId_userId: { clubId, userId } } });
      if (!target) throw new DomainError('NOT_A_MEMBER');
      if (target.role === 'OWNER' && role !== 'OWNER') await assertAnotherOwner(tx, clubId, userId);
      const updated = await tx.clubMembership.update({
        where: { clubId_userId: { clubId, userId } },
        data: { role },
        include: { user: { select: { id: true, displayName: true } } },
      });
      return { user: updated.user, role: updated.role, joinedAt: updated.joinedAt };
    });
  }

  /** Directors remove members; owners remove anyone but the last owner. */
  async remove(callerId: string, clubId: string, userId: string): Promise<boolean> {
    const callerRole = await this.requireRole(clubId, callerId, 'DIRECTOR');
    const targetRole = await this.roleOf(clubId, userId);
    if (!targetRole) throw new DomainError('NOT_A_MEMBER');
    if (RANK[targetRole] >= RANK[callerRole] && callerRole !== 'OWNER') {
      throw forbidden('Directors remove members only');
    }
    await this.removeKeepingAnOwner(clubId, userId);
    return true;
  }

  async regenerateCode(callerId: string, clubId: string): Promise<Club> {
    await this.requireRole(clubId, callerId, 'DIRECTOR');
    await this.prisma.club.update({ where: { id: clubId }, data: { invitationCode: newInvitationCode() } });
    return this.view(clubId, callerId);
  }

  async members(callerId: string, clubId: string): Promise<ClubMember[]> {
    await this.requireRole(clubId, callerId, 'MEMBER');
    const rows = await this.prisma.clubMembership.findMany({
      where: { clubId },
      include: { user: { select: { id: true, displayName: true } } },
      orderBy: [{ joinedAt: 'asc' }],
    });
    return rows
      .map((row) => ({ user: row.user, role: row.role, joinedAt: row.joinedAt }))
      .sort((a, b) => RANK[b.role] - RANK[a.role]);
  }

  async myClubs(userId: string): Promise<Club[]> {
    const rows = await this.prisma.clubMembership.findMany({
      where: { userId },
      include: { club: { include: { _count: { select: { memberships: true } } } } },
      orderBy: { joinedAt: 'asc' },
    });
    return rows.map((row) => toClub(row.club, row.role, row.club._count.memberships));
  }

  async view(clubId: string, userId: string): Promise<Club> {
    const role = await this.requireRole(clubId, userId, 'MEMBER');
    const club = await this.prisma.club.findUniqueOrThrow({
      where: { id: clubId },
      include: { _count: { select: { memberships: true } } },
    });
    return toClub(club, role, club._count.memberships);
  }

  private async removeKeepingAnOwner(clubId: string, userId: string): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const target = await tx.clubMembership.findUnique({ where: { clubId_userId: { clubId, userId } } });
      if (!target) throw new DomainError('NOT_A_MEMBER');
      if (target.role === 'OWNER') await assertAnotherOwner(tx, clubId, userId);
      await tx.clubMembership.delete({ where: { clubId_userId: { clubId, userId } } });
    });
  }
}

/** Locks the club's owner rows so two owners cannot demote each other at once and leave none. */
async function assertAnotherOwner(
  tx: Prisma.TransactionClient,
  clubId: string,
  userId: string,
): Promise<void> {
  const owners = await tx.$queryRaw<{ userId: string }[]>`
    SELECT "userId" FROM "ClubMembership" WHERE "clubId" = ${clubId}::uuid AND role = 'OWNER' FOR UPDATE`;
  if (!owners.some((owner) => owner.userId !== userId)) throw new DomainError('LAST_OWNER');
}

function toClub(
  club: { id: string; name: string; createdAt: Date; invitationCode: string },
  role: ClubRole,
  memberCount: number,
): Club {
  return {
    id: club.id,
    name: club.name,
    createdAt: club.createdAt,
    myRole: role,
    invitationCode: RANK[role] >= RANK.DIRECTOR ? club.invitationCode : null,
    memberCount,
  };
}
