import { Module } from '@nestjs/common';
import { ClubsResolver } from './clubs.resolver';
import { ClubsService } from './clubs.service';

@Module({ providers: [ClubsService, ClubsResolver], exports: [ClubsService] })
export class ClubsModule {}
