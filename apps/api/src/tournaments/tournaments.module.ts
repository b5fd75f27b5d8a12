import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ClubsModule } from '../clubs/clubs.module';
import { PlayModule } from '../play/play.module';
import { RatingsModule } from '../ratings/ratings.module';
import { MyTournamentsResolver } from './my-tournaments.resolver';
import { MyTournamentsService } from './my-tournaments.service';
import { TournamentsConsumers } from './tournaments.consumers';
import { TournamentsResolver } from './tournaments.resolver';
import { TournamentReadsService } from './tournament-reads.service';
import { TournamentResultsService } from './tournament-results.service';
import { TournamentSetupService } from './tournament-setup.service';
import { TournamentReportStore } from './tournament-report.store';
import { TournamentDayResolver } from './tournament-day.resolver';
import { TournamentDayService } from './tournament-day.service';
import { TournamentDayStore } from './tournament-day.store';
import { TournamentOnlineStartService } from './tournament-online-start.service';
import { TournamentRosterService } from './tournament-roster.service';
import { TournamentTimeLimitService } from './tournament-time-limit.service';
import { TournamentStore } from './tournament.store';

@Module({
  imports: [ClubsModule, AuditModule, RatingsModule, PlayModule],
  providers: [
    TournamentStore,
    TournamentReportStore,
    TournamentDayStore,
    TournamentDayService,
    TournamentRosterService,
    TournamentOnlineStartService,
    TournamentTimeLimitService,
    TournamentDayResolver,
    TournamentReadsService,
    TournamentSetupService,
    TournamentResultsService,
    TournamentsConsumers,
    TournamentsResolver,
    MyTournamentsService,
    MyTournamentsResolver,
  ],
  exports: [MyTournamentsService],
})
export class TournamentsModule {}
