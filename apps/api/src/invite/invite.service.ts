/**
 * Play a friend (issue 42, part 3): a member makes a link (a random token; only its SHA-256 is kept) with a
 * match's settings; whoever holds it sees those settings and may take the other side once. A signed-in caller
 * plays as themself; anyone else gives a name only and becomes a guest: a User row that cannot sign in (no
 * password, an address under .invalid), belongs to no club, and gets a session that ends with the link's
 * validity, so it reaches nothing but the match it plays (every club read and action asks for a membership).
 * The match starts at once. It is not rated: the rating policy reads it as a friendly match (season/club-match.ts).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { checkOptions } from '@gamao/engine';
import { ClubsService } from '../clubs/clubs.service';
import { PrismaService } from '../core/database/prisma.service';
import { DomainError, badInput } from '../core/errors/domain-error';
import { EVENT_BUS, type EventBus } from '../core/event-bus';
import { givenFields } from '../core/graphql/given-fields';
import { startChallengedMatch } from '../play/match-start';
import { timeControlOf } from '../play/match-clock';
import { createTwoPlayerMatch } from './invite.store';
import type {
  AcceptedMatchInvite,
  CreatedMatchInvite,
  MatchInviteInput,
  MatchInviteView,
} from './invite.model';

export const INVITE_DAYS = 7;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const gone = () => new DomainError('INVITE_NOT_FOUND');

@Injectable()
export class InviteService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  async create(viewerId: string, input: MatchInviteInput): Promise<CreatedMatchInvite> {
    await this.clubs.requireRole(input.clubId, viewerId, 'MEMBER');
    const options = checkOptions(givenFields(input.options));
    if (!options.ok) throw DomainError.fromRule(options.error);
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + INVITE_DAYS * 24 * 3600 * 1000);
    const timeControl = timeControlOf(input.timeControl, options.value.length);
    await this.prisma.matchInvite.create({
      data: {
        tokenHash: hash(token),
        clubId: input.clubId,
        createdById: viewerId,
        options: options.value as object,
        timeControl: (timeControl ?? undefined) as object | undefined,
        expiresAt,
      },
    });
    return { token, path: `/play/friend/${token}`, expiresAt };
  }

  /** What the link shows; its match only to its two players (the host waits on it, the friend returns to it). */
  async view(token: string, viewerId: string | null): Promise<MatchInviteView> {
    const invite = await this.find(token);
    const host = await this.prisma.user.findUnique({ where: { id: invite.createdById } });
    const mine = viewerId !== null && viewerId === invite.createdById;
    let matchId: string | null = null;
    if (invite.matchId && viewerId) {
      const plays = await this.prisma.matchParticipant.count({
        where: { matchId: invite.matchId, userId: viewerId },
      });
      if (plays > 0) matchId = invite.matchId;
    }
    return {
      hostName: host?.displayName ?? '',
      options: JSON.stringify(invite.options),
      open: !invite.usedAt && invite.expiresAt > new Date(),
      expiresAt: invite.expiresAt,
      mine,
      matchId,
    };
  }

  async accept(
    viewerId: string | null,
    token: string,
    guestName: string | null,
  ): Promise<AcceptedMatchInvite> {
    const invite = await this.find(token);
    if (invite.usedAt || invite.expiresAt <= new Date()) throw gone();
    if (viewerId === invite.createdById) throw new DomainError('SAME_PLAYER');
    if (!viewerId && !guestName) throw badInput('A guest gives a name', 'guestName');
    let guestToken: string | null = null;
    const created = await this.prisma.$transaction(async (tx) => {
      let playerId = viewerId;
      if (!playerId) {
        const id = randomUUID();
        await tx.user.create({
          data: { id, email: `guest-${id}@guest.invalid`, displayName: guestName!, passwordHash: '!' },
        });
        guestToken = randomBytes(32).toString('base64url');
        await tx.session.create({
          data: { userId: id, tokenHash: hash(guestToken), expiresAt: invite.expiresAt, userAgent: 'guest' },
        });
        playerId = id;
      }
      const match = await createTwoPlayerMatch(tx, {
        clubId: invite.clubId,
        side0: invite.createdById,
        side1: playerId,
        options: invite.options,
        timeControl: invite.timeControl,
        abandonMinutes: null,
      });
      const taken = await tx.matchInvite.updateMany({
        where: { id: invite.id, usedAt: null },
        data: { usedAt: new Date(), matchId: match.id, guestUserId: viewerId ? null : playerId },
      });
      if (taken.count !== 1) throw gone();
      return match;
    });
    await startChallengedMatch(this.prisma, this.bus, created);
    return { matchId: created.id, guestToken };
  }

  private async find(token: string) {
    if (token.length > 200) throw gone();
    const invite = await this.prisma.matchInvite.findUnique({ where: { tokenHash: hash(token) } });
    if (!invite) throw gone();
    return invite;
  }
}
