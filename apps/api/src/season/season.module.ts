/** A club's season (issue 40): the rating policy now; the ladders next. */
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ClubsModule } from '../clubs/clubs.module';
import { LadderResolver } from './ladder.resolver';
import { LadderService } from './ladder.service';
import { RatingPolicyResolver } from './rating-policy.resolver';
import { RatingPolicyService } from './rating-policy.service';
import { RatingRecomputeService } from './rating-recompute.service';

@Module({
  imports: [ClubsModule, AuditModule],
  providers: [
    RatingPolicyService,
    RatingRecomputeService,
    RatingPolicyResolver,
    LadderService,
    LadderResolver,
  ],
  exports: [RatingPolicyService],
})
export class SeasonModule {}
