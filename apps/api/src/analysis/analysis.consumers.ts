import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventsService } from '../core/events/events.service';
import { AnalysisService } from './analysis.service';

/**
 * Analysis subscribes to finished matches (a tournament match is analysed without being asked) and runs the
 * queued analyses. The run guards itself against a second delivery (its row's status), so it runs outside the
 * event's transaction: an analysis takes seconds, in a worker thread.
 */
@Injectable()
export class AnalysisConsumers implements OnModuleInit {
  constructor(
    private readonly events: EventsService,
    private readonly analysis: AnalysisService,
  ) {}

  onModuleInit(): void {
    this.events.on('match.finished', 'analysis.tournamentMatch', async ({ payload }, tx) => {
      if (payload.tournamentId)
        await this.analysis.queueFinishedTournamentMatch(
          tx,
          payload.matchId,
          payload.clubId,
          payload.tournamentId,
        );
    });
    this.events.onIdempotent('analysis.requested', 'analysis.run', async ({ payload, clubId }) => {
      await this.analysis.run(payload.analysisId, payload.recordId, clubId);
    });
  }
}
