import { Global, Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ClubsModule } from '../clubs/clubs.module';
import { RatingsModule } from '../ratings/ratings.module';
import { MyTournamentsResolver } from './my-tournaments.resolver';
import { MyTournamentsService } from './my-tournaments.service';
import { TournamentResultsService } from './tournament-results.service';
import { TournamentsResolver } from './tournaments.resolver';
import { TournamentsService } from './tournaments.service';

/** Global so that the play module's MatchesService can hand finished matches to TournamentResultsService. */
@Global()
@Module({
  imports: [ClubsModule, AuditModule, RatingsModule],
  providers: [
    TournamentsService,
    TournamentResultsService,
    TournamentsResolver,
    MyTournamentsService,
    MyTournamentsResolver,
  ],
  exports: [TournamentResultsService],
})
export class TournamentsModule {}
