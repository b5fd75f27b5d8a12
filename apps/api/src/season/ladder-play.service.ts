/**
 * A ladder challenge played (issue 40, part 2): the defender accepts and the challenge's match is created and
 * started like an accepted challenge; its result comes back through the outbox (`match.finished`, consumed in
 * ladder.consumers.ts) and moves the ladder by @gamao/season's rule; the deadline job (`ladder.challengeDue`)
 * expires a challenge nobody accepted in time: the defender's forfeit, audited. Each change runs under the
 * ladder's row lock; a second delivery of an event finds the challenge closed and changes nothing.
 */
import { Inject, Injectable } from '@nestjs/common';
import { checkOptions } from '@gamao/engine';
import { expireChallenge, recordChallengeResult } from '@gamao/season';
import { PrismaService } from '../core/database/prisma.service';
import { DomainError, forbidden, notFound } from '../core/errors/domain-error';
import { EVENT_BUS, type EventBus } from '../core/event-bus';
import { EventsService, type Tx } from '../core/events/events.service';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import { ClubsService } from '../clubs/clubs.service';
import { startChallengedMatch } from '../play/match-start';
import type { Prisma } from '../generated/prisma/client';
import { applyLadderChange } from './ladder-change';
import type { LadderView } from './ladder.model';
import { LadderService } from './ladder.service';
import * as ladderStore from './ladder.store';

/** A deadline job delivered this close before its deadline waits for it rather than being retried. */
const EARLY_MS = 2_000;

@Injectable()
export class LadderPlayService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
    private readonly audit: AuditService,
    private readonly events: EventsService,
    private readonly ladders: LadderService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  /** The defender accepts: the match (the ladder's length, the challenger on side 0) is created and started. */
  async accept(viewerId: string, challengeId: string): Promise<LadderView> {
    const row = await ladderStore.challengeById(this.prisma, challengeId);
    if (!row) throw notFound('Challenge');
    const created = await this.prisma.$transaction(async (tx) => {
      await ladderStore.lockLadder(tx, row.ladderId);
      const stored = await ladderStore.ladderById(tx, row.ladderId);
      if (!stored) throw notFound('Ladder');
      await this.clubs.requireRole(stored.clubId, viewerId, 'MEMBER');
      if (row.defenderId !== viewerId) throw forbidden('Only the challenged player accepts');
      const options = checkOptions({ length: stored.matchLength });
      if (!options.ok) throw DomainError.fromRule(options.error);
      const policy = await this.clubs.playPolicy(stored.clubId);
      const match = await ladderStore.createChallengeMatch(tx, {
        clubId: stored.clubId,
        challengerId: row.challengerId,
        defenderId: row.defenderId,
        options: options.value as unknown as Prisma.InputJsonValue,
        abandonMinutes: policy.abandonHours * 60,
      });
      if (!(await ladderStore.markAccepted(tx, challengeId, match.id))) {
        throw new DomainError('CHALLENGE_CLOSED', 'This challenge is no longer open');
      }
      await this.events.emit(
        tx,
        'ladder.changed',
        { ladderId: stored.id, clubId: stored.clubId, change: 'challenge.accepted', challengeId },
        stored.clubId,
      );
      return match;
    });
    await startChallengedMatch(this.prisma, this.bus, created);
    return this.ladders.view(viewerId, row.ladderId);
  }

  /** In the consumer's transaction: a finished challenge match moves the ladder (nothing for other matches). */
  async recordResult(tx: Tx, matchId: string): Promise<void> {
    const row = await ladderStore.challengeOfMatch(tx, matchId);
    if (!row || row.status !== 'ACCEPTED') return;
    await ladderStore.lockLadder(tx, row.ladderId);
    const stored = await ladderStore.ladderById(tx, row.ladderId);
    const winner = await ladderStore.matchWinner(tx, matchId);
    if (!stored || !winner) return;
    const next = recordChallengeResult(stored.ladder, row.id, winner);
    if (!next.ok) return; // closed meanwhile (a repeated delivery): nothing to do
    await applyLadderChange(tx, this.events, stored, next.value, 'challenge.played');
  }

  /**
   * In the deadline job's transaction: a challenge still open and not accepted at its deadline expires (the
   * defender forfeits, the challenger moves up), with an audit entry; anything else is left alone.
   */
  async expire(tx: Tx, ladderId: string, challengeId: string): Promise<void> {
    await ladderStore.lockLadder(tx, ladderId);
    const stored = await ladderStore.ladderById(tx, ladderId);
    const row = await ladderStore.challengeById(tx, challengeId);
    if (!stored || !row || row.status !== 'OPEN') return;
    const wait = row.deadline.getTime() - Date.now();
    if (wait > EARLY_MS) return; // the deadline moved later: a job of its own is due then
    if (wait >= 0) await new Promise((resolve) => setTimeout(resolve, wait + 1));
    const next = expireChallenge(stored.ladder, challengeId, Date.now());
    if (!next.ok) return;
    await this.audit.lock(tx, AuditScopeType.CLUB, stored.clubId);
    await this.audit.append(tx, AuditScopeType.CLUB, stored.clubId, {
      actorId: null,
      action: 'ladder.challengeExpired',
      subject: `ladder:${stored.id}`,
      before: { rungs: stored.ladder.rungs },
      after: { rungs: next.value.rungs, challenge: challengeId },
    });
    await applyLadderChange(tx, this.events, stored, next.value, 'challenge.expired');
  }
}
