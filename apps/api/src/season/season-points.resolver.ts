/**
 * Season points over GraphQL (issue 40, part 4): directors set the club's points table; members read the
 * season leaderboard and a member's season, and follow the club's points live.
 */
import { Args, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { Viewer } from '../core/auth/viewer.decorator';
import { UUID } from '../core/uuid.scalar';
import { InputRules } from '../core/validation/input-rules.pipe';
import {
  MemberSeasonView,
  SeasonLeaderboard,
  SeasonPointsEvent,
  SeasonPointsTableInput,
  SeasonPointsTableView,
} from './season-points.model';
import { SeasonPointsService } from './season-points.service';
import { pointsTableRules, seasonYearRules } from './season-input-rules';

@Resolver()
export class SeasonPointsResolver {
  constructor(private readonly points: SeasonPointsService) {}

  @Query(() => SeasonPointsTableView, { description: "The club's season points table (its members)." })
  async seasonPointsTable(@Args('clubId', { type: () => UUID }) clubId: string, @Viewer() viewer: Viewer) {
    return this.points.table(viewer.id, clubId);
  }

  @Mutation(() => SeasonPointsTableView, {
    description:
      'Directors: the points per place by field size and per event played, for events ending from now on.',
  })
  async setSeasonPointsTable(
    @Args('input', InputRules(pointsTableRules)) input: SeasonPointsTableInput,
    @Viewer() viewer: Viewer,
  ) {
    return this.points.setTable(viewer.id, input);
  }

  @Query(() => SeasonLeaderboard, { description: "A season's leaderboard (this year by default)." })
  async seasonLeaderboard(
    @Args('clubId', { type: () => UUID }) clubId: string,
    @Args('season', { type: () => Int, nullable: true }, InputRules(seasonYearRules)) season: number | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.points.leaderboard(viewer.id, clubId, season);
  }

  @Query(() => MemberSeasonView, { description: "A member's season: rank, points, best event, every award." })
  async memberSeason(
    @Args('clubId', { type: () => UUID }) clubId: string,
    @Args('memberId', { type: () => UUID }) memberId: string,
    @Args('season', { type: () => Int, nullable: true }, InputRules(seasonYearRules)) season: number | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.points.memberSeason(viewer.id, clubId, memberId, season);
  }

  @Subscription(() => SeasonPointsEvent, {
    description: "Each committed change of a club's season points, for its members; a page reads them again.",
    resolve: (event: SeasonPointsEvent) => event,
  })
  async seasonPointsUpdated(@Args('clubId', { type: () => UUID }) clubId: string, @Viewer() viewer: Viewer) {
    return this.points.subscribe(viewer.id, clubId);
  }
}
