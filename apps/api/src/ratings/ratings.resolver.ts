import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { GqlContext, requireViewer } from '../core/context';
import { UUID } from '../core/uuid.scalar';
import { LeaderboardEntry, RatingChange } from './rating.model';
import { RatingsService } from './ratings.service';

@Resolver()
export class RatingsResolver {
  constructor(private readonly ratings: RatingsService) {}

  @Query(() => [LeaderboardEntry], { description: "The club's FIBS leaderboard, best first (members)." })
  async clubLeaderboard(@Args('clubId', { type: () => UUID }) clubId: string, @Context() ctx: GqlContext) {
    return this.ratings.leaderboard((await requireViewer(ctx)).id, clubId);
  }

  @Query(() => [RatingChange], {
    description: "A member's rating changes in a club, oldest first (members).",
  })
  async ratingHistory(
    @Args('clubId', { type: () => UUID }) clubId: string,
    @Args('userId', { type: () => UUID }) userId: string,
    @Context() ctx: GqlContext,
  ) {
    return this.ratings.history((await requireViewer(ctx)).id, clubId, userId);
  }

  @Query(() => [RatingChange], {
    description:
      "What a match did to its players' ratings: one row per player, none if it was not rated (members).",
  })
  async matchRatingChanges(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @Context() ctx: GqlContext,
  ) {
    return this.ratings.ofMatch((await requireViewer(ctx)).id, matchId);
  }
}
