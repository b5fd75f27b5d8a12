import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventsService } from '../core/events/events.service';
import { TournamentReadsService } from './tournament-reads.service';
import { TournamentResultsService } from './tournament-results.service';

/**
 * Tournaments subscribe to finished matches (a tournament match played on the site records its result and
 * advances the bracket) and fan their own result changes out to the pages that follow them live.
 */
@Injectable()
export class TournamentsConsumers implements OnModuleInit {
  constructor(
    private readonly events: EventsService,
    private readonly results: TournamentResultsService,
    private readonly reads: TournamentReadsService,
  ) {}

  onModuleInit(): void {
    this.events.on('match.finished', 'tournaments.advance', async ({ payload }, tx) => {
      if (payload.tournamentId) await this.results.recordPlayed(tx, payload.matchId);
    });
    this.events.on('match.reopened', 'tournaments.reopen', async ({ payload }, tx) => {
      if (payload.tournamentId)
        await this.results.reopen(tx, payload.matchId, payload.actorId, payload.reason);
    });
    this.events.on('tournament.resultChanged', 'tournaments.live', async ({ payload }) => {
      await this.reads.announce(payload.tournamentId, payload.change);
    });
  }
}
