/**
 * League seasons over GraphQL (issue 40, part 3): directors create and close seasons; players report results
 * from a physical board and their opponents confirm them (a neutral director enters or confirms); a player
 * starts a fixture's online match; the club's members read a season and follow it live.
 */
import { Args, Mutation, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { Viewer } from '../core/auth/viewer.decorator';
import { UUID } from '../core/uuid.scalar';
import { InputRules } from '../core/validation/input-rules.pipe';
import {
  CreateLeagueInput,
  LeagueDivisionView,
  LeagueEvent,
  LeagueFixtureView,
  LeagueResultInput,
  LeagueSeasonView,
} from './league.model';
import { LeagueLiveService } from './league-live.service';
import { LeaguePlayService } from './league-play.service';
import { LeagueService } from './league.service';
import { createLeagueRules, leagueResultRules } from './season-input-rules';

@Resolver(() => LeagueSeasonView)
export class LeagueResolver {
  constructor(
    private readonly leagues: LeagueService,
    private readonly play: LeaguePlayService,
    private readonly live: LeagueLiveService,
  ) {}

  @Query(() => [LeagueSeasonView], { description: "A club's league seasons, newest first (its members)." })
  async clubLeagues(
    @Args('clubId', { type: () => UUID }) clubId: string,
    @Viewer() viewer: Viewer,
  ): Promise<LeagueSeasonView[]> {
    return this.leagues.clubLeagues(viewer.id, clubId);
  }

  @Query(() => LeagueSeasonView, { description: 'A league season of a club the viewer belongs to.' })
  async league(@Args('id', { type: () => UUID }) id: string, @Viewer() viewer: Viewer) {
    return this.leagues.view(viewer.id, id);
  }

  @Mutation(() => LeagueSeasonView, {
    description: 'Directors: a league season (divisions, round robins by week, points rule, tie-breaks).',
  })
  async createLeague(
    @Args('input', InputRules(createLeagueRules)) input: CreateLeagueInput,
    @Viewer() viewer: Viewer,
  ) {
    return this.leagues.create(viewer.id, input);
  }

  @Mutation(() => LeagueSeasonView, {
    description:
      "A fixture's result from a physical board: a player's report waits for the opponent (or a director who does not play); a neutral director's is recorded at once.",
  })
  async reportLeagueResult(
    @Args('input', InputRules(leagueResultRules)) input: LeagueResultInput,
    @Viewer() viewer: Viewer,
  ) {
    return this.leagues.report(viewer.id, input);
  }

  @Mutation(() => LeagueSeasonView, {
    description: "The reporter's opponent, or a director who does not play, confirms the waiting report.",
  })
  async confirmLeagueResult(
    @Args('fixtureId', { type: () => UUID }) fixtureId: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.leagues.confirm(viewer.id, fixtureId);
  }

  @Mutation(() => LeagueSeasonView, {
    description: "A player starts the fixture's online match; its result is recorded when it ends.",
  })
  async startLeagueMatch(
    @Args('fixtureId', { type: () => UUID }) fixtureId: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.play.start(viewer.id, fixtureId);
  }

  @Mutation(() => LeagueSeasonView, {
    description:
      'Directors: every result in, promotion and relegation applied; answers the next season drawn.',
  })
  async closeLeagueSeason(
    @Args('seasonId', { type: () => UUID }) seasonId: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.leagues.close(viewer.id, seasonId);
  }

  @ResolveField(() => [LeagueDivisionView], { description: 'Top first, each with its live standings.' })
  async divisions(@Parent() season: LeagueSeasonView): Promise<LeagueDivisionView[]> {
    return (await this.leagues.parts(season)).divisions;
  }

  @ResolveField(() => [LeagueFixtureView], { description: 'By division, week and number.' })
  async fixtures(@Parent() season: LeagueSeasonView): Promise<LeagueFixtureView[]> {
    return (await this.leagues.parts(season)).fixtures;
  }

  @Subscription(() => LeagueEvent, {
    description: "Each committed change of a league season, for its club's members; a page reads it again.",
    resolve: (event: LeagueEvent) => event,
  })
  async leagueUpdated(@Args('seasonId', { type: () => UUID }) seasonId: string, @Viewer() viewer: Viewer) {
    return this.live.subscribe(viewer.id, seasonId);
  }
}
