/**
 * A club's season (issue 40): the rating policy, the ladders and the leagues (played through the outbox),
 * head-to-head, the money book (with the chouettes' settlements).
 */
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ChouetteModule } from '../chouette/chouette.module';
import { ClubsModule } from '../clubs/clubs.module';
import { RatingsModule } from '../ratings/ratings.module';
import { BookResolver } from './book.resolver';
import { BookService } from './book.service';
import { ChouetteBookConsumer } from './chouette-book.consumer';
import { HeadToHeadResolver } from './head-to-head.resolver';
import { HeadToHeadService } from './head-to-head.service';
import { LadderLiveService } from './ladder-live.service';
import { LadderPlayService } from './ladder-play.service';
import { LadderResolver } from './ladder.resolver';
import { LadderService } from './ladder.service';
import { LeagueLiveService } from './league-live.service';
import { LeaguePlayService } from './league-play.service';
import { LeagueResolver } from './league.resolver';
import { LeagueService } from './league.service';
import { RatingPolicyResolver } from './rating-policy.resolver';
import { RatingPolicyService } from './rating-policy.service';
import { RatingRecomputeService } from './rating-recompute.service';
import { SeasonPointsResolver } from './season-points.resolver';
import { SeasonPointsService } from './season-points.service';
import { SeasonConsumers } from './season.consumers';

@Module({
  imports: [ClubsModule, AuditModule, ChouetteModule, RatingsModule],
  providers: [
    RatingPolicyService,
    RatingRecomputeService,
    RatingPolicyResolver,
    LadderService,
    LadderPlayService,
    LadderLiveService,
    LadderResolver,
    LeagueService,
    LeaguePlayService,
    LeagueLiveService,
    LeagueResolver,
    SeasonPointsService,
    SeasonPointsResolver,
    SeasonConsumers,
    HeadToHeadService,
    HeadToHeadResolver,
    BookService,
    BookResolver,
    ChouetteBookConsumer,
  ],
  exports: [RatingPolicyService],
})
export class SeasonModule {}
