import { Module } from '@nestjs/common';
import { ChouetteModule } from '../chouette/chouette.module';
import { LobbyModule } from '../lobby/lobby.module';
import { PlayModule } from '../play/play.module';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { DashboardResolver } from './dashboard.resolver';
import { DashboardService } from './dashboard.service';

/** A member's home page (dashboard.service.ts). */
@Module({
  imports: [PlayModule, LobbyModule, TournamentsModule, ChouetteModule],
  providers: [DashboardService, DashboardResolver],
})
export class HomeModule {}
