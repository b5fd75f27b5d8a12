/**
 * "Revanche" (issue 42, part 3): once a match between two members is over, either player offers a rematch and
 * the other accepts it; the new match has the same options, time control and abandonment limit, the sides
 * swapped (the old side 1 now plays side 0), and starts at once as an accepted challenge would. Tournament and
 * chouette matches have no rematch (their draw or table decides the next one). One rematch per match: the
 * offer row takes its new match's id in the same transaction that creates it.
 */
import { Inject, Injectable } from '@nestjs/common';
import { PrismaService } from '../core/database/prisma.service';
import { DomainError, forbidden, notFound } from '../core/errors/domain-error';
import { EVENT_BUS, type EventBus } from '../core/event-bus';
import { startChallengedMatch } from '../play/match-start';
import type { RematchOffer } from './rematch.model';
import { createTwoPlayerMatch } from './rematch.store';

const unavailable = (why: string) => new DomainError('REMATCH_NOT_AVAILABLE', why);
const NOT_BETWEEN_MEMBERS = 'Only a casual online match between two players has a rematch';

/** A casual online match of two players: not a tournament's (its draw decides who plays whom), not a chouette's. */
const rematchable = (match: {
  tournamentId: string | null;
  chouetteId: string | null;
  kind: string;
  participants: readonly unknown[];
}) => !match.tournamentId && !match.chouetteId && match.kind === 'ONLINE' && match.participants.length === 2;

@Injectable()
export class RematchService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  async offer(viewerId: string, matchId: string): Promise<RematchOffer> {
    await this.finishedMatchOf(viewerId, matchId);
    const existing = await this.prisma.matchRematch.findUnique({ where: { matchId } });
    if (existing) {
      if (existing.newMatchId) throw unavailable('This match already had its rematch');
      return existing; // offered already (by either player): the same offer
    }
    return this.prisma.matchRematch.create({ data: { matchId, offeredById: viewerId } });
  }

  /** The offer, if any; REMATCH_NOT_AVAILABLE for a match that never has one (the board then offers none). */
  async offerOf(viewerId: string, matchId: string): Promise<RematchOffer | null> {
    const match = await this.load(matchId);
    if (!match.participants.some((p) => p.userId === viewerId)) throw forbidden('Only the players');
    if (!rematchable(match)) throw unavailable(NOT_BETWEEN_MEMBERS);
    return this.prisma.matchRematch.findUnique({ where: { matchId } });
  }

  /** The other player accepts: the new match, sides swapped, created and started. */
  async accept(viewerId: string, matchId: string): Promise<RematchOffer> {
    const old = await this.finishedMatchOf(viewerId, matchId);
    const offer = await this.prisma.matchRematch.findUnique({ where: { matchId } });
    if (!offer || offer.newMatchId) throw unavailable('No rematch waits to be accepted');
    if (offer.offeredById === viewerId) throw forbidden('The other player accepts the rematch');
    const bySide = (side: number) => old.participants.find((p) => p.side === side)!.userId;
    const created = await this.prisma.$transaction(async (tx) => {
      const match = await createTwoPlayerMatch(tx, {
        clubId: old.clubId,
        side0: bySide(1),
        side1: bySide(0),
        options: old.options,
        timeControl: old.timeControl,
        abandonMinutes: old.abandonMinutes,
      });
      const taken = await tx.matchRematch.updateMany({
        where: { matchId, newMatchId: null },
        data: { newMatchId: match.id, acceptedAt: new Date() },
      });
      if (taken.count !== 1) throw unavailable('This match already had its rematch');
      return match;
    });
    await startChallengedMatch(this.prisma, this.bus, created);
    return (await this.prisma.matchRematch.findUnique({ where: { matchId } }))!;
  }

  private async load(matchId: string) {
    const match = await this.prisma.match.findUnique({
      where: { id: matchId },
      include: { participants: { select: { userId: true, side: true } } },
    });
    if (!match) throw notFound('Match');
    return match;
  }

  private async finishedMatchOf(viewerId: string, matchId: string) {
    const match = await this.load(matchId);
    if (!match.participants.some((p) => p.userId === viewerId)) throw forbidden('Only the players');
    if (match.status !== 'FINISHED') throw unavailable('The match is not over');
    if (!rematchable(match)) throw unavailable(NOT_BETWEEN_MEMBERS);
    return match;
  }
}
