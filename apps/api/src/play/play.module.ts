import { Module } from '@nestjs/common';
import { ClubsModule } from '../clubs/clubs.module';
import { MatchesResolver } from './matches.resolver';
import { MatchesService } from './matches.service';

@Module({ imports: [ClubsModule], providers: [MatchesService, MatchesResolver] })
export class PlayModule {}
