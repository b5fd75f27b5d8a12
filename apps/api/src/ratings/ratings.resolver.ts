import { Args, Query, Resolver } from '@nestjs/graphql';
import { RequireRole } from '../core/auth/roles.guard';
import { Viewer } from '../core/auth/viewer.decorator';
import { UUID } from '../core/uuid.scalar';
import { LeaderboardEntry, RatingChange } from './rating.model';
import { RatingsService } from './ratings.service';

@Resolver()
export class RatingsResolver {
  constructor(private readonly ratings: RatingsService) {}

  @Query(() => [LeaderboardEntry], { description: "The club's FIBS leaderboard, best first (members)." })
  @RequireRole('MEMBER')
  async clubLeaderboard(@Args('clubId', { type: () => UUID }) clubId: string) {
    return this.ratings.leaderboard(clubId);
  }

  @Query(() => [RatingChange], {
    description: "A member's rating changes in a club, oldest first (members).",
  })
  @RequireRole('MEMBER')
  async ratingHistory(
    @Args('clubId', { type: () => UUID }) clubId: string,
    @Args('userId', { type: () => UUID }) userId: string,
  ) {
    return this.ratings.history(clubId, userId);
  }

  @Query(() => [RatingChange], {
    description:
      "What a match did to its players' ratings: one row per player, none if it was not rated (members).",
  })
  async matchRatingChanges(@Args('matchId', { type: () => UUID }) matchId: string, @Viewer() viewer: Viewer) {
    return this.ratings.ofMatch(viewer.id, matchId);
  }
}
