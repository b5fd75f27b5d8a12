/**
 * A league season's live pages (issue 40, part 3): each committed change (`league.changed`, through the outbox)
 * is announced on the event bus, and a member's page subscribed to its season reads the season again (its
 * fixtures and standings). Nothing is replayed: after a reconnect the page reads the season again too.
 */
import { Inject, Injectable } from '@nestjs/common';
import { PrismaService } from '../core/database/prisma.service';
import { notFound } from '../core/errors/domain-error';
import { EVENT_BUS, type EventBus } from '../core/event-bus';
import { EventQueue } from '../core/event-queue';
import { ClubsService } from '../clubs/clubs.service';
import type { LeagueEvent } from './league.model';

const leagueTopic = (seasonId: string) => `league:${seasonId}`;

@Injectable()
export class LeagueLiveService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  async announce(event: LeagueEvent): Promise<void> {
    await this.bus.publish(leagueTopic(event.seasonId), event);
  }

  async subscribe(viewerId: string, seasonId: string): Promise<AsyncIterableIterator<LeagueEvent>> {
    const row = await this.prisma.leagueSeason.findUnique({
      where: { id: seasonId },
      select: { clubId: true },
    });
    if (!row) throw notFound('League');
    await this.clubs.requireRole(row.clubId, viewerId, 'MEMBER');
    let unsubscribe: () => void = () => undefined;
    const queue = new EventQueue<LeagueEvent>(() => unsubscribe());
    unsubscribe = await this.bus.subscribe(leagueTopic(seasonId), (payload) => {
      queue.push(payload as LeagueEvent);
    });
    return queue;
  }
}
