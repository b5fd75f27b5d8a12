/** Play a friend (issue 42, part 3): its own module beside play/, whose stores it uses without changing them. */
import { Module } from '@nestjs/common';
import { ClubsModule } from '../clubs/clubs.module';
import { InviteResolver } from './invite.resolver';
import { InviteService } from './invite.service';

@Module({ imports: [ClubsModule], providers: [InviteService, InviteResolver] })
export class InviteModule {}
