/** A club's season (issue 40): the rating policy now; the ladders next. */
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ClubsModule } from '../clubs/clubs.module';
import { RatingPolicyResolver } from './rating-policy.resolver';
import { RatingPolicyService } from './rating-policy.service';

@Module({
  imports: [ClubsModule, AuditModule],
  providers: [RatingPolicyService, RatingPolicyResolver],
  exports: [RatingPolicyService],
})
export class SeasonModule {}
