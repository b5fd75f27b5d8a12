import { Module } from '@nestjs/common';
import { AnalysisModule } from '../analysis/analysis.module';
import { AuditModule } from '../audit/audit.module';
import { ClubsModule } from '../clubs/clubs.module';
import { ImportsResolver } from './imports.resolver';
import { ImportsService } from './imports.service';

/** .mat files imported into clubs and attached to tournament results (the replay and analysis read them). */
@Module({
  imports: [ClubsModule, AuditModule, AnalysisModule],
  providers: [ImportsService, ImportsResolver],
  exports: [ImportsService],
})
export class ImportsModule {}
