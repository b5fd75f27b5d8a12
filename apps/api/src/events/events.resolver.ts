import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { RequireRole } from '../core/auth/roles.guard';
import { Viewer } from '../core/auth/viewer.decorator';
import { badInput, DomainError, notFound } from '../core/errors/domain-error';
import { SqlService } from '../core/database/sql.service';
import { deadEvents, findEvent, retryEvent, type StoredEvent } from '../core/events/dead-events.store';
import { UUID } from '../core/uuid.scalar';
import { ClubsService } from '../clubs/clubs.service';
import { DomainEventView } from './domain-event.model';

/** The directors' view of their club's dead-lettered events, and "try again". */
@Resolver(() => DomainEventView)
export class EventsResolver {
  constructor(
    private readonly sql: SqlService,
    private readonly clubs: ClubsService,
  ) {}

  @Query(() => [DomainEventView], {
    description: "A club's dead-lettered events, newest first (directors).",
  })
  @RequireRole('DIRECTOR')
  async deadEvents(@Args('clubId', { type: () => UUID }) clubId: string): Promise<DomainEventView[]> {
    return (await deadEvents(this.sql, clubId)).map(toView);
  }

  @Mutation(() => DomainEventView, {
    description: 'Puts a dead-lettered event back in the queue with fresh attempts (directors of its club).',
  })
  async retryEvent(@Args('eventId') eventId: string, @Viewer() viewer: Viewer): Promise<DomainEventView> {
    if (!/^[1-9]\d{0,18}$/.test(eventId)) throw badInput('An event id is a positive integer', 'eventId');
    const event = await findEvent(this.sql, eventId);
    if (!event?.clubId) throw notFound('Event');
    await this.clubs.requireRole(event.clubId, viewer.id, 'DIRECTOR');
    const retried = await retryEvent(this.sql, eventId);
    if (!retried) throw new DomainError('EVENT_NOT_DEAD');
    return toView(retried);
  }
}

function toView(event: StoredEvent): DomainEventView {
  return {
    id: event.id,
    type: event.type,
    payload: JSON.stringify(event.payload),
    status: event.status,
    attempts: event.attempts,
    failedConsumer: event.failedConsumer,
    lastError: event.lastError,
    createdAt: new Date(event.createdAt),
    availableAt: new Date(event.availableAt),
  };
}
