import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventsService } from '../core/events/events.service';
import { TournamentsService } from './tournaments.service';

/**
 * Tournaments subscribe to finished matches (a tournament match played on the site records its result and
 * advances the bracket) and fan their own result changes out to the pages that follow them live.
 */
@Injectable()
export class TournamentsConsumers implements OnModuleInit {
  constructor(
    private readonly events: EventsService,
    private readonly tournaments: TournamentsService,
  ) {}

  onModuleInit(): void {
    this.events.on('match.finished', 'tournaments.advance', async ({ payload }, tx) => {
      if (payload.tournamentId) await this.tournaments.recordPlayed(tx, payload.matchId);
    });
    this.events.on('tournament.resultChanged', 'tournaments.live', async ({ payload }) => {
      await this.tournaments.announce(payload.tournamentId, payload.change);
    });
  }
}
