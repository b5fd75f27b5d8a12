/**
 * Club ladders (issue 40, part 2) on @gamao/season's ladder rules: each change loads the ladder under its row
 * lock, runs the library's rule, and writes back only what the rule changed, in one transaction; a refused
 * rule changes nothing and answers with a stable code (the library's codes mapped to the catalogue's).
 * A refusal of a challenge by the defender is a forfeit: the challenger moves up, in the club's audit chain.
 * Every change writes `ladder.changed` (the live pages) and each new challenge its deadline job
 * (ladder-change.ts); accepting, results and deadlines are ladder-play.service.ts's.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  createLadder as newLadder,
  issueChallenge,
  joinLadder,
  type Ladder,
  refuseChallenge,
  type Result,
} from '@gamao/season';
import { PrismaService } from '../core/database/prisma.service';
import { EventsService, type Tx } from '../core/events/events.service';
import { DomainError, forbidden, notFound } from '../core/errors/domain-error';
import type { ErrorCode } from '../core/errors/messages';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import { ClubsService } from '../clubs/clubs.service';
import { clubRatings } from './club-ratings.store';
import type { CreateLadderInput, LadderView, MyLadderChallenge } from './ladder.model';
import { applyLadderChange } from './ladder-change';
import * as ladderStore from './ladder.store';

const CODE: Record<string, ErrorCode> = {
  INVALID_OPTIONS: 'INVALID_LADDER_OPTIONS',
  ALREADY_ON_LADDER: 'ALREADY_ON_LADDER',
  UNKNOWN_PLAYER: 'NOT_ON_LADDER',
  CHALLENGE_SELF: 'CHALLENGE_SELF',
  CHALLENGE_BELOW: 'CHALLENGE_BELOW',
  CHALLENGE_TOO_FAR: 'CHALLENGE_TOO_FAR',
  IN_OPEN_CHALLENGE: 'IN_OPEN_CHALLENGE',
  UNKNOWN_CHALLENGE: 'NOT_FOUND',
  RESULT_ALREADY_RECORDED: 'CHALLENGE_CLOSED',
};

export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new DomainError(CODE[result.error.code] ?? 'BAD_USER_INPUT', result.error.message);
}

@Injectable()
export class LadderService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
    private readonly audit: AuditService,
    private readonly events: EventsService,
  ) {}

  /** Directors of input.clubId (checked here: the club is inside the input). */
  async create(viewerId: string, input: CreateLadderInput): Promise<LadderView> {
    await this.clubs.requireRole(input.clubId, viewerId, 'DIRECTOR');
    const ladder = unwrap(
      newLadder({
        ...(input.reach != null ? { reach: input.reach } : {}),
        ...(input.deadlineDays != null ? { deadlineDays: input.deadlineDays } : {}),
        ...(input.movement ? { movement: input.movement === 'SWAP' ? 'swap' : 'leapfrog' } : {}),
      }),
    );
    const id = await ladderStore.createLadder(this.prisma, {
      clubId: input.clubId,
      name: input.name.trim(),
      reach: ladder.options.reach,
      deadlineDays: ladder.options.deadlineDays,
      movement: ladder.options.movement === 'swap' ? 'SWAP' : 'LEAPFROG',
      matchLength: input.matchLength ?? 5,
      publicToken: randomBytes(24).toString('base64url'),
      createdById: viewerId,
    });
    return this.view(viewerId, id);
  }

  /** A member joins at the bottom, or by the club's rating. */
  async join(viewerId: string, ladderId: string, byRating: boolean): Promise<LadderView> {
    await this.change(viewerId, ladderId, 'member.joined', async (tx, stored) => {
      let ratings: Record<string, number> | undefined;
      if (byRating) {
        const rows = await clubRatings(tx, stored.clubId);
        ratings = Object.fromEntries(rows.map((r) => [r.userId, r.rating]));
      }
      return unwrap(joinLadder(stored.ladder, viewerId, ratings));
    });
    return this.view(viewerId, ladderId);
  }

  /** The viewer challenges a member up to `reach` places above; the deadline is `deadlineDays` from now. */
  async challenge(viewerId: string, ladderId: string, defenderId: string): Promise<LadderView> {
    await this.change(viewerId, ladderId, 'challenge.issued', async (_tx, stored) =>
      unwrap(issueChallenge(stored.ladder, randomUUID(), viewerId, defenderId, Date.now())),
    );
    return this.view(viewerId, ladderId);
  }

  /** The defender refuses: a forfeit, the challenger moves up. Only the defender may. */
  async refuse(viewerId: string, challengeId: string): Promise<LadderView> {
    const row = await this.prisma.ladderChallenge.findUnique({ where: { id: challengeId } });
    if (!row) throw notFound('Challenge');
    await this.change(viewerId, row.ladderId, 'challenge.refused', async (tx, stored) => {
      if (row.defenderId !== viewerId) throw forbidden('Only the challenged player refuses');
      if (stored.matches.has(challengeId))
        throw new DomainError('CHALLENGE_CLOSED', 'Accepted: the match decides');
      const next = unwrap(refuseChallenge(stored.ladder, challengeId));
      await this.audit.lock(tx, AuditScopeType.CLUB, stored.clubId);
      await this.audit.append(tx, AuditScopeType.CLUB, stored.clubId, {
        actorId: viewerId,
        action: 'ladder.challengeRefused',
        subject: `ladder:${stored.id}`,
        before: { rungs: stored.ladder.rungs },
        after: { rungs: next.rungs, challenge: challengeId },
      });
      return next;
    });
    return this.view(viewerId, row.ladderId);
  }

  /** For the club's members (the caller checks the role: NOT_FOUND for an unknown ladder). */
  async view(viewerId: string, ladderId: string): Promise<LadderView> {
    const stored = await ladderStore.ladderById(this.prisma, ladderId);
    if (!stored) throw notFound('Ladder');
    await this.clubs.requireRole(stored.clubId, viewerId, 'MEMBER');
    return this.toView(stored, true);
  }

  /** The read-only public link: no viewer, no token in the answer. */
  async publicView(token: string): Promise<LadderView> {
    const stored = await ladderStore.ladderByToken(this.prisma, token);
    if (!stored) throw notFound('Ladder');
    return this.toView(stored, false);
  }

  /** Loads the ladder under its lock, checks membership, runs `rule`, writes what changed. */
  private async change(
    viewerId: string,
    ladderId: string,
    change: string,
    rule: (tx: Tx, stored: ladderStore.StoredLadder) => Promise<Ladder>,
  ): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      await ladderStore.lockLadder(tx, ladderId);
      const stored = await ladderStore.ladderById(tx, ladderId);
      if (!stored) throw notFound('Ladder');
      await this.clubs.requireRole(stored.clubId, viewerId, 'MEMBER');
      const next = await rule(tx, stored);
      await applyLadderChange(tx, this.events, stored, next, change);
    });
  }

  /**
   * The viewer's ladder challenges still to be played, in the clubs they are still in (the challenges page):
   * those they must answer by the deadline, and those waiting for the defender or being played.
   */
  async myChallenges(viewerId: string): Promise<MyLadderChallenge[]> {
    const rows = await ladderStore.openChallengesOf(this.prisma, viewerId);
    const mine: typeof rows = [];
    for (const r of rows) if (await this.clubs.roleOf(r.ladder.clubId, viewerId)) mine.push(r);
    const users = await this.prisma.user.findMany({
      where: { id: { in: [...new Set(mine.flatMap((r) => [r.challengerId, r.defenderId]))] } },
      select: { id: true, displayName: true },
    });
    const names = new Map(users.map((u) => [u.id, u.displayName]));
    return mine.map((r) => ({
      id: r.id,
      ladderId: r.ladderId,
      ladderName: r.ladder.name,
      received: r.defenderId === viewerId,
      challengerId: r.challengerId,
      defenderId: r.defenderId,
      challengerName: names.get(r.challengerId) ?? '',
      defenderName: names.get(r.defenderId) ?? '',
      status: r.status === 'ACCEPTED' ? 'accepted' : 'open',
      matchId: r.matchId,
      issuedAt: r.issuedAt,
      deadline: r.deadline,
    }));
  }

  /** The club's ladders, newest first, for its members. */
  async clubLadders(viewerId: string, clubId: string): Promise<LadderView[]> {
    await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
    const ids = await ladderStore.clubLadderIds(this.prisma, clubId);
    const views: LadderView[] = [];
    for (const id of ids) {
      const stored = await ladderStore.ladderById(this.prisma, id);
      if (stored) views.push(await this.toView(stored, true));
    }
    return views;
  }

  private async toView(stored: ladderStore.StoredLadder, member: boolean): Promise<LadderView> {
    const users = await this.prisma.user.findMany({
      where: { id: { in: [...stored.ladder.rungs] } },
      select: { id: true, displayName: true },
    });
    const names = new Map(users.map((u) => [u.id, u.displayName]));
    const { options } = stored.ladder;
    return {
      id: stored.id,
      clubId: stored.clubId,
      name: stored.name,
      reach: options.reach,
      deadlineDays: options.deadlineDays,
      movement: options.movement === 'swap' ? 'SWAP' : 'LEAPFROG',
      matchLength: stored.matchLength,
      publicToken: member ? stored.publicToken : null,
      rungs: stored.ladder.rungs.map((userId, i) => ({
        position: i + 1,
        userId,
        displayName: names.get(userId) ?? '',
      })),
      challenges: stored.ladder.challenges.map((c) => ({
        id: c.id,
        challengerId: c.challenger,
        defenderId: c.defender,
        status: c.status === 'open' && stored.matches.has(c.id) ? 'accepted' : c.status,
        matchId: stored.matches.get(c.id) ?? null,
        challengerName: names.get(c.challenger) ?? '',
        defenderName: names.get(c.defender) ?? '',
        issuedAt: new Date(c.issuedAt),
        deadline: new Date(c.deadline),
      })),
    };
  }
}
