/**
 * A ladder's live pages (issue 40, part 2): each committed change (`ladder.changed`, through the outbox) is
 * announced on the event bus, and a page subscribed to its ladder (a member, or anyone with the public link)
 * reads the ladder again. Nothing is replayed: after a reconnect the page reads the ladder again too.
 */
import { Inject, Injectable } from '@nestjs/common';
import { PrismaService } from '../core/database/prisma.service';
import { notFound } from '../core/errors/domain-error';
import { EVENT_BUS, type EventBus } from '../core/event-bus';
import { EventQueue } from '../core/event-queue';
import { ClubsService } from '../clubs/clubs.service';
import type { LadderEvent } from './ladder.model';
import * as ladderStore from './ladder.store';

const ladderTopic = (ladderId: string) => `ladder:${ladderId}`;

@Injectable()
export class LadderLiveService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  async announce(event: LadderEvent): Promise<void> {
    await this.bus.publish(ladderTopic(event.ladderId), event);
  }

  async subscribe(viewerId: string, ladderId: string): Promise<AsyncIterableIterator<LadderEvent>> {
    const stored = await ladderStore.ladderById(this.prisma, ladderId);
    if (!stored) throw notFound('Ladder');
    await this.clubs.requireRole(stored.clubId, viewerId, 'MEMBER');
    return this.follow(stored.id);
  }

  async subscribePublic(token: string): Promise<AsyncIterableIterator<LadderEvent>> {
    const stored = await ladderStore.ladderByToken(this.prisma, token);
    if (!stored) throw notFound('Ladder');
    return this.follow(stored.id);
  }

  private async follow(ladderId: string): Promise<AsyncIterableIterator<LadderEvent>> {
    let unsubscribe: () => void = () => undefined;
    const queue = new EventQueue<LadderEvent>(() => unsubscribe());
    unsubscribe = await this.bus.subscribe(ladderTopic(ladderId), (payload) => {
      queue.push(payload as LadderEvent);
    });
    return queue;
  }
}
