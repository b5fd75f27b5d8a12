import { Args, Field, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { TIME_CONTROL_PRESETS, type TimeControlPreset } from '@gamao/engine';
import { Viewer } from '../core/auth/viewer.decorator';
import { UUID } from '../core/uuid.scalar';
import { InputRules } from '../core/validation/input-rules.pipe';
import { addSecondsRules, clockSideRules, directorReasonRules } from './match-input-rules';
import { Match, TimeControlView } from './match.model';
import { MatchesService } from './matches.service';
import { MatchClocksService } from './match-clocks.service';

@ObjectType({
  description: 'A tournament match that needs the director: a player away or gone, or low on time.',
})
export class MatchAtRisk {
  @Field(() => Match) match!: Match;
  @Field(() => Int) side!: number;
  @Field({ description: 'AWAY | GONE | LOW_TIME' }) reason!: string;
  @Field(() => Int, { nullable: true }) reserveMs!: number | null;
  @Field(() => Date, { nullable: true }) lastSeenAt!: Date | null;
}

/** The clocks' directors' tools, and the figures of the presets. */
@Resolver()
export class MatchClocksResolver {
  constructor(
    private readonly clocks: MatchClocksService,
    private readonly matches: MatchesService,
  ) {}

  @Query(() => [TimeControlView], { description: 'The time-control presets, with their figures per point.' })
  timeControlPresets(): TimeControlView[] {
    return (Object.keys(TIME_CONTROL_PRESETS) as TimeControlPreset[]).map((preset) => {
      const p = TIME_CONTROL_PRESETS[preset];
      return {
        preset: preset as TimeControlView['preset'],
        delaySeconds: p.delaySeconds,
        reserveSeconds: p.reserveSeconds,
        reservePerPointSeconds: p.reservePerPointSeconds,
        autoRoll: false,
        daysPerMove: null,
      };
    });
  }

  @Query(() => [MatchAtRisk], {
    description:
      "Directors: the tournament's live matches with a player away or gone, or under a minute left.",
  })
  async matchesAtRisk(
    @Args('tournamentId', { type: () => UUID }) tournamentId: string,
    @Viewer() viewer: Viewer,
  ) {
    const risks = await this.clocks.atRisk(viewer.id, tournamentId);
    return risks.map((risk) => ({ ...risk, match: this.matches.viewOf(risk.match, viewer.id) }));
  }

  @Mutation(() => Match, { description: "Directors: stop a match's clocks (with the reason, audited)." })
  async pauseMatchClock(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @Args('reason', InputRules(directorReasonRules)) reason: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.matches.viewOf(await this.clocks.pause(viewer.id, matchId, reason), viewer.id);
  }

  @Mutation(() => Match, { description: "Directors: start a paused match's clocks again." })
  async resumeMatchClock(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @Args('reason', InputRules(directorReasonRules)) reason: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.matches.viewOf(await this.clocks.resume(viewer.id, matchId, reason), viewer.id);
  }

  @Mutation(() => Match, { description: "Directors: add 1 to 3600 seconds to a player's reserve." })
  async addMatchTime(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @Args('side', { type: () => Int }, InputRules(clockSideRules)) side: number,
    @Args('seconds', { type: () => Int }, InputRules(addSecondsRules)) seconds: number,
    @Args('reason', InputRules(directorReasonRules)) reason: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.matches.viewOf(
      await this.clocks.addTime(viewer.id, matchId, side, seconds, reason),
      viewer.id,
    );
  }

  @Mutation(() => Match, {
    description:
      'Directors: annul the timeout or forfeit that ended a match; play resumes where it was, with addSeconds ' +
      '(default 60) more for the player who had lost.',
  })
  async annulTimeout(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @Args('reason', InputRules(directorReasonRules)) reason: string,
    @Viewer() viewer: Viewer,
    @Args('addSeconds', { type: () => Int, nullable: true }, InputRules(addSecondsRules.nullish()))
    addSeconds?: number,
  ) {
    return this.matches.viewOf(
      await this.clocks.annul(viewer.id, matchId, reason, addSeconds ?? null),
      viewer.id,
    );
  }
}
