import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ClubsModule } from '../clubs/clubs.module';
import { CorrespondenceResolver } from './correspondence.resolver';
import { CorrespondenceService } from './correspondence.service';
import { MatchAppender } from './match-appender';
import { MatchClocksResolver } from './match-clocks.resolver';
import { MatchClocksService } from './match-clocks.service';
import { MatchesResolver } from './matches.resolver';
import { MatchesService } from './matches.service';
import { PresenceService } from './presence.service';

@Module({
  imports: [ClubsModule, AuditModule],
  providers: [
    MatchAppender,
    MatchClocksService,
    PresenceService,
    MatchesService,
    MatchesResolver,
    MatchClocksResolver,
    CorrespondenceService,
    CorrespondenceResolver,
  ],
  exports: [MatchClocksService, PresenceService, MatchesService],
})
export class PlayModule {}
