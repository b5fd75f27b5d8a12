import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ClubsModule } from '../clubs/clubs.module';
import { RatingsModule } from '../ratings/ratings.module';
import { MyTournamentsResolver } from './my-tournaments.resolver';
import { MyTournamentsService } from './my-tournaments.service';
import { TournamentsConsumers } from './tournaments.consumers';
import { TournamentsResolver } from './tournaments.resolver';
import { TournamentsService } from './tournaments.service';

@Module({
  imports: [ClubsModule, AuditModule, RatingsModule],
  providers: [
    TournamentsService,
    TournamentsConsumers,
    TournamentsResolver,
    MyTournamentsService,
    MyTournamentsResolver,
  ],
})
export class TournamentsModule {}
