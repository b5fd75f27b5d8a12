import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventsService } from '../core/events/events.service';
import { AnalysisService } from './analysis.service';

/**
 * Analysis subscribes to finished matches (a tournament match is analysed without being asked), runs the
 * queued analyses, and takes the steps of a club's redo of its outdated analyses. The run guards itself
 * against a second delivery (its row's status), so it runs outside the event's transaction: an analysis
 * takes seconds, in a worker thread.
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
    this.events.on('analysis.redoClub', 'analysis.redoStep', async ({ payload }, tx) => {
      await this.analysis.redoStep(tx, payload.clubId, payload.requestedById);
    });
  }
}
