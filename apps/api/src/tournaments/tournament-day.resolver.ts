/**
 * The tournament day's GraphQL surface (issue 41): the day rules, a round's start, check-in at a board, a
 * lateness waiver, late entry, withdrawal mid-event, a double no-show, and the director's day view. The
 * resolver parses and authorises through the services; the rules are @gamao/tournament's.
 */
import { Args, GraphQLISODateTime, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Viewer } from '../core/auth/viewer.decorator';
import { UUID } from '../core/uuid.scalar';
import { InputRules } from '../core/validation/input-rules.pipe';
import { Tournament } from './tournament.model';
import { DayBoard, TournamentDay, TournamentDayRules, TournamentDayRulesInput } from './tournament-day.model';
import {
  dayRoundOrNullRules,
  dayRoundRules,
  dayRulesRules,
  timeLimitScoreRules,
  waiverPointsRules,
  waiverReasonRules,
} from './tournament-day-input-rules';
import { TournamentDayService } from './tournament-day.service';
import { TournamentRosterService } from './tournament-roster.service';
import { TournamentTimeLimitService } from './tournament-time-limit.service';

const ID = { type: () => UUID };

@Resolver(() => TournamentDay)
export class TournamentDayResolver {
  constructor(
    private readonly day: TournamentDayService,
    private readonly roster: TournamentRosterService,
    private readonly timeLimit: TournamentTimeLimitService,
  ) {}

  @Query(() => TournamentDayRules, { description: "A tournament's day rules (the defaults until set)." })
  async tournamentDayRules(@Args('tournamentId', ID) tournamentId: string, @Viewer() viewer: Viewer) {
    return this.day.rules(viewer.id, tournamentId);
  }

  @Query(() => TournamentDay, {
    description: "The director's day view of a round (by default the round in play): every board, live.",
  })
  async tournamentDay(
    @Args('tournamentId', ID) tournamentId: string,
    @Args('round', { type: () => Int, nullable: true }, InputRules(dayRoundOrNullRules)) round: number | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.day.day(viewer.id, tournamentId, round ?? null);
  }

  @Mutation(() => TournamentDayRules, {
    description: 'Directors: lateness, round time limit, tie-breaks and standings policy (audited).',
  })
  async setTournamentDayRules(
    @Args('input', InputRules(dayRulesRules)) input: TournamentDayRulesInput,
    @Viewer() viewer: Viewer,
  ) {
    return this.day.setRules(viewer.id, input);
  }

  @Mutation(() => TournamentDay, { description: 'Directors: when a round starts (not in the past).' })
  async setRoundStart(
    @Args('tournamentId', ID) tournamentId: string,
    @Args('round', { type: () => Int }, InputRules(dayRoundRules)) round: number,
    @Args('startsAt', { type: () => GraphQLISODateTime }) startsAt: Date,
    @Viewer() viewer: Viewer,
  ) {
    return this.day.setRoundStart(viewer.id, tournamentId, round, startsAt);
  }

  @Mutation(() => DayBoard, {
    description: 'A player checks in at his board (a director checks in any player of the match).',
  })
  async checkInAtBoard(
    @Args('matchId', ID) matchId: string,
    @Args('userId', { type: () => UUID, nullable: true }) userId: string | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.day.checkIn(viewer.id, matchId, userId ?? null);
  }

  @Mutation(() => DayBoard, {
    description:
      "Directors: waive a player's lateness penalty, all of it (points null) or part, with a reason.",
  })
  async waiveLateness(
    @Args('matchId', ID) matchId: string,
    @Args('userId', ID) userId: string,
    @Args('points', { type: () => Int, nullable: true }, InputRules(waiverPointsRules)) points: number | null,
    @Args('reason', InputRules(waiverReasonRules)) reason: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.day.waive(viewer.id, matchId, userId, points ?? null, reason);
  }

  @Mutation(() => DayBoard, {
    description:
      "Directors: the score reached when the round's time limit passed (player 1's first); the event's rule " +
      'decides the winner (an equal score: one more game).',
  })
  async recordTimeLimitResult(
    @Args('matchId', ID) matchId: string,
    @Args('score', { type: () => [Int] }, InputRules(timeLimitScoreRules)) score: number[],
    @Viewer() viewer: Viewer,
  ) {
    return this.timeLimit.record(viewer.id, matchId, score);
  }

  @Mutation(() => Tournament, { description: 'Directors: a late entry after the draw, as the lowest seed.' })
  async enterTournamentLate(
    @Args('tournamentId', ID) tournamentId: string,
    @Args('userId', ID) userId: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.roster.enterLate(viewer.id, tournamentId, userId);
  }

  @Mutation(() => Tournament, {
    description:
      'Directors: a withdrawal mid-event (remaining matches walked over, or out of Swiss pairing).',
  })
  async withdrawMidEvent(
    @Args('tournamentId', ID) tournamentId: string,
    @Args('userId', ID) userId: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.roster.withdraw(viewer.id, tournamentId, userId);
  }

  @Mutation(() => Tournament, {
    description: 'Directors: neither player came; both are out (a bracket advances a bye).',
  })
  async recordDoubleNoShow(@Args('matchId', ID) matchId: string, @Viewer() viewer: Viewer) {
    return this.roster.doubleNoShow(viewer.id, matchId);
  }
}
