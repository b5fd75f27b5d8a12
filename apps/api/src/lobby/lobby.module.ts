import { Module } from '@nestjs/common';
import { ClubsModule } from '../clubs/clubs.module';
import { PlayModule } from '../play/play.module';
import { LobbyResolver } from './lobby.resolver';
import { LobbyService } from './lobby.service';

/** A club's lobby of open challenges (lobby.service.ts). */
@Module({
  imports: [ClubsModule, PlayModule],
  providers: [LobbyService, LobbyResolver],
  exports: [LobbyService],
})
export class LobbyModule {}
