import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ClubsModule } from '../clubs/clubs.module';
import { RatingsConsumers } from './ratings.consumers';
import { RatingsResolver } from './ratings.resolver';
import { RatingsService } from './ratings.service';

@Module({
  imports: [ClubsModule, AuditModule],
  providers: [RatingsService, RatingsResolver, RatingsConsumers],
  exports: [RatingsService],
})
export class RatingsModule {}
