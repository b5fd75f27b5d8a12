import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventsService } from '../core/events/events.service';
import { RatingsService } from './ratings.service';

/**
 * Ratings subscribe to finished matches: a club match played on the site is rated once it ends. A tournament
 * match is rated by its tournament, in the transaction that records the result (tournaments.consumers.ts).
 */
@Injectable()
export class RatingsConsumers implements OnModuleInit {
  constructor(
    private readonly events: EventsService,
    private readonly ratings: RatingsService,
  ) {}

  onModuleInit(): void {
    this.events.on('match.finished', 'ratings.rate', async ({ payload }, tx) => {
      if (payload.tournamentId) return;
      await this.ratings.rateFinishedMatch(tx, payload.matchId, null);
    });
    // An annulled timeout: the match is played on, so its rating goes (a tournament's own consumer does it).
    this.events.on('match.reopened', 'ratings.reopen', async ({ payload }, tx) => {
      if (payload.tournamentId) return;
      await this.ratings.recomputeAfterCorrection(
        tx,
        payload.clubId,
        payload.matchId,
        payload.actorId,
        payload.reason,
      );
    });
  }
}
