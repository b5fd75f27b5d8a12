import { Inject, Module, OnModuleDestroy } from '@nestjs/common';
import { ChouetteModule } from '../chouette/chouette.module';
import { ClubsModule } from '../clubs/clubs.module';
import { PlayModule } from '../play/play.module';
import { API_CONFIG } from '../core/config.module';
import type { ApiConfig } from '../core/config';
import { AnalysisRunner } from './analysis-runner';
import { AnalysisConsumers } from './analysis.consumers';
import { MatchAnalysisResolver, MatchRecordResolver } from './analysis.resolver';
import { ANALYSIS_RUNNER, AnalysisService } from './analysis.service';
import { MatchRecordsService } from './match-records.service';

/** Replay and analysis of match records (#15): records, the analysis job, PR leaderboards, dice statistics. */
@Module({
  imports: [ClubsModule, PlayModule, ChouetteModule],
  providers: [
    {
      provide: ANALYSIS_RUNNER,
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => new AnalysisRunner(config.analysis),
    },
    MatchRecordsService,
    AnalysisService,
    AnalysisConsumers,
    MatchRecordResolver,
    MatchAnalysisResolver,
  ],
  exports: [AnalysisService],
})
export class AnalysisModule implements OnModuleDestroy {
  constructor(@Inject(ANALYSIS_RUNNER) private readonly runner: AnalysisRunner) {}

  onModuleDestroy(): Promise<void> {
    return this.runner.close();
  }
}
