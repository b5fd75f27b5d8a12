import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ClubRole, Prisma } from '../generated/prisma/client';
import { PrismaService } from '../core/database/prisma.service';
import { badInput, DomainError, forbidden, notFound } from '../core/errors/domain-error';
import { EVENT_BUS, EventBus } from '../core/event-bus';
import { ACCESS_CHANGED_TOPIC, AccessChanged } from '../core/live-access';
import { parseInput } from '../core/validation/input-rules.pipe';
import { CLUB_NAME } from './club-input-rules';
import type { Club, ClubMember } from './club.model';
import * as clubStore from './club.store';
import type { PlayPolicy, StoredClub } from './club.store';

/** No 0/O or 1/I/L: codes are read aloud and typed from a screen. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export function newInvitationCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

const RANK: Record<ClubRole, number> = { OWNER: 3, DIRECTOR: 2, MEMBER: 1 };

/**
 * Clubs and their members' roles. The club-id operations of the resolvers are guarded by @RequireRole
 * (core/auth/roles.guard.ts), which calls requireRole before the resolver runs; the methods that only such a
 * resolver calls do not check the caller's role again.
 */
@Injectable()
export class ClubsService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  async roleOf(clubId: string, userId: string): Promise<ClubRole | null> {
    return clubStore.roleOf(this.prisma, clubId, userId);
  }

  /** The caller's role when it is at least `minimum`; NOT_FOUND for an unknown club, FORBIDDEN otherwise. */
  async requireRole(clubId: string, userId: string, minimum: ClubRole): Promise<ClubRole> {
    const role = await clubStore.roleOf(this.prisma, clubId, userId);
    if (!role) {
      if (!(await clubStore.clubExists(this.prisma, clubId))) throw notFound('Club');
      throw forbidden('Members only');
    }
    if (RANK[role] < RANK[minimum]) throw forbidden(`Needs the ${minimum} role`);
    return role;
  }

  async create(userId: string, name: string): Promise<Club> {
    const clean = parseInput(CLUB_NAME, name, 'name');
    const clubId = await clubStore.createClub(this.prisma, {
      name: clean,
      invitationCode: newInvitationCode(),
      ownerId: userId,
    });
    return this.view(clubId, userId);
  }

  async join(userId: string, code: string): Promise<Club> {
    const clubId = await clubStore.clubIdByInvitationCode(this.prisma, code.trim().toUpperCase());
    if (!clubId) throw new DomainError('INVALID_INVITATION');
    if (!(await clubStore.addMember(this.prisma, clubId, userId, 'MEMBER')))
      throw new DomainError('ALREADY_MEMBER');
    return this.view(clubId, userId);
  }

  /** Called by leaveClub only, behind @RequireRole('MEMBER'). */
  async leave(userId: string, clubId: string): Promise<boolean> {
    await this.removeKeepingAnOwner(clubId, userId);
    return true;
  }

  /** Owners set any role; the club always keeps at least one owner. Behind @RequireRole('OWNER'). */
  async setRole(clubId: string, userId: string, role: ClubRole): Promise<ClubMember> {
    const member = await this.prisma.$transaction(async (tx) => {
      const current = await clubStore.roleOf(tx, clubId, userId);
      if (!current) throw new DomainError('NOT_A_MEMBER');
      if (current === 'OWNER' && role !== 'OWNER') await assertAnotherOwner(tx, clubId, userId);
      return clubStore.setRole(tx, clubId, userId, role);
    });
    await this.accessChanged(userId);
    return member;
  }

  /**
   * Directors remove members; owners remove anyone but the last owner. Behind @RequireRole('DIRECTOR'): the
   * caller's role is read here for the rule, not checked again.
   */
  async remove(callerId: string, clubId: string, userId: string): Promise<boolean> {
    const callerRole = await clubStore.roleOf(this.prisma, clubId, callerId);
    if (!callerRole) throw forbidden('Members only');
    const targetRole = await clubStore.roleOf(this.prisma, clubId, userId);
    if (!targetRole) throw new DomainError('NOT_A_MEMBER');
    if (RANK[targetRole] >= RANK[callerRole] && callerRole !== 'OWNER') {
      throw forbidden('Directors remove members only');
    }
    await this.removeKeepingAnOwner(clubId, userId);
    return true;
  }

  /** Behind @RequireRole('DIRECTOR'). */
  async regenerateCode(callerId: string, clubId: string): Promise<Club> {
    await clubStore.setInvitationCode(this.prisma, clubId, newInvitationCode());
    return this.view(clubId, callerId);
  }

  /** Highest role first, then longest-standing. Behind @RequireRole('MEMBER'). */
  async members(clubId: string): Promise<ClubMember[]> {
    const rows = await clubStore.members(this.prisma, clubId);
    return rows.sort((a, b) => RANK[b.role] - RANK[a.role]);
  }

  async myClubs(userId: string): Promise<Club[]> {
    const rows = await clubStore.clubsOf(this.prisma, userId);
    return rows.map((row) => toClub(row.club, row.role));
  }

  /** The club's play policy (abandonment limit, rating of timeouts and forfeits). */
  async playPolicy(clubId: string): Promise<PlayPolicy> {
    const policy = await clubStore.playPolicy(this.prisma, clubId);
    if (!policy) throw notFound('Club');
    return policy;
  }

  /** Directors change the play policy; what is left out stays. Behind @RequireRole('DIRECTOR'). */
  async setPlayPolicy(
    viewerId: string,
    clubId: string,
    change: { abandonHours?: number | null; rateTimeouts?: boolean | null; rateForfeits?: boolean | null },
  ): Promise<Club> {
    const current = await this.playPolicy(clubId);
    const abandonHours = change.abandonHours ?? current.abandonHours;
    if (!Number.isInteger(abandonHours) || abandonHours < 1 || abandonHours > 720)
      throw badInput('The abandonment limit is 1 to 720 hours', 'abandonHours');
    await clubStore.setPlayPolicy(this.prisma, clubId, {
      abandonHours,
      rateTimeouts: change.rateTimeouts ?? current.rateTimeouts,
      rateForfeits: change.rateForfeits ?? current.rateForfeits,
    });
    return this.view(clubId, viewerId);
  }

  /**
   * The club as the user sees it. The role is checked here too: create and join call it without a guard,
   * and the role decides what the user sees.
   */
  async view(clubId: string, userId: string): Promise<Club> {
    const role = await this.requireRole(clubId, userId, 'MEMBER');
    return toClub(await clubStore.club(this.prisma, clubId), role);
  }

  private async removeKeepingAnOwner(clubId: string, userId: string): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const role = await clubStore.roleOf(tx, clubId, userId);
      if (!role) throw new DomainError('NOT_A_MEMBER');
      if (role === 'OWNER') await assertAnotherOwner(tx, clubId, userId);
      await clubStore.deleteMembership(tx, clubId, userId);
    });
    await this.accessChanged(userId);
  }

  /** After the commit: the user's live subscriptions check their access again (core/live-access.ts). */
  private async accessChanged(userId: string): Promise<void> {
    await this.bus.publish(ACCESS_CHANGED_TOPIC, { userId } satisfies AccessChanged);
  }
}

/** Some owner other than `userId` (the owners' rows stay locked until the transaction ends). */
async function assertAnotherOwner(
  tx: Prisma.TransactionClient,
  clubId: string,
  userId: string,
): Promise<void> {
  const owners = await clubStore.lockOwners(tx, clubId);
  if (!owners.some((owner) => owner !== userId)) throw new DomainError('LAST_OWNER');
}

function toClub(club: StoredClub, role: ClubRole): Club {
  return {
    id: club.id,
    name: club.name,
    createdAt: club.createdAt,
    myRole: role,
    invitationCode: RANK[role] >= RANK.DIRECTOR ? club.invitationCode : null,
    memberCount: club.memberCount,
    ...club.policy,
  };
}
