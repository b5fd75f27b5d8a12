import {
  Args,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
  Subscription,
} from '@nestjs/graphql';
import { RequireRole } from '../core/auth/roles.guard';
import { UUID } from '../core/uuid.scalar';
import { Viewer } from '../core/auth/viewer.decorator';
import { InputRules } from '../core/validation/input-rules.pipe';
import {
  AnalysisPlayerView,
  DiceStatsView,
  MatchAnalysisView,
  MatchRecord,
  PrHistoryPoint,
  PrLeaderboardRow,
  RecordKind,
} from './analysis.model';
import { idRules, minDecisionsRules, recordIdRules } from './analysis-input-rules';
import { AnalysisService } from './analysis.service';
import type { LoadedRecord } from './match-records.service';

/** A loaded record as GraphQL serves it (its log and analysis are resolved on demand). */
type RecordParent = MatchRecord & {
  readonly loaded: LoadedRecord;
  readonly known?: MatchAnalysisView | null;
};

function recordView(loaded: LoadedRecord, known?: MatchAnalysisView | null): RecordParent {
  return {
    id: loaded.id,
    kind: loaded.kind as RecordKind,
    clubId: loaded.clubId,
    tournamentId: loaded.tournamentId,
    title: loaded.title,
    players: loaded.players.map((p) => ({ ...p })),
    matchLength: loaded.matchLength,
    finished: loaded.finished,
    playedAt: loaded.playedAt,
    hasMoves: loaded.hasMoves,
    loaded,
    known,
  };
}

@Resolver(() => MatchRecord)
export class MatchRecordResolver {
  constructor(private readonly service: AnalysisService) {}

  @Query(() => MatchRecord, {
    description:
      'A match to replay (`m:<matchId>`, `i:<importedId>`, `c:<chouetteId>:<game>`), for whoever may see the match.',
  })
  async matchRecord(@Args('id', InputRules(recordIdRules)) id: string, @Viewer() viewer: Viewer) {
    return recordView(await this.service.record(viewer.id, id));
  }

  @Query(() => [MatchRecord], { description: "A member's latest finished records that the viewer may see." })
  async playerMatchRecords(
    @Args('userId', { type: () => ID }, InputRules(idRules)) userId: string,
    @Viewer() viewer: Viewer,
  ) {
    const records = await this.service.recordsOfPlayer(viewer.id, userId);
    const analyses = await this.service.analysesOfRecords(records);
    return records.map((r) => recordView(r, analyses.get(r.id) ?? null));
  }

  @Query(() => [MatchRecord], { description: "A club's latest finished records (members only)." })
  async clubMatchRecords(
    @Args('clubId', { type: () => ID }, InputRules(idRules)) clubId: string,
    @Viewer() viewer: Viewer,
  ) {
    const records = await this.service.recordsOfClub(viewer.id, clubId);
    const analyses = await this.service.analysesOfRecords(records);
    return records.map((r) => recordView(r, analyses.get(r.id) ?? null));
  }

  @ResolveField(() => String, {
    description: 'The engine match log as JSON: {options, actions, players, date}.',
  })
  async log(@Parent() record: RecordParent): Promise<string> {
    return this.service.logOf(record.loaded);
  }

  @ResolveField(() => MatchAnalysisView, { nullable: true })
  async analysis(@Parent() record: RecordParent): Promise<MatchAnalysisView | null> {
    if (record.known !== undefined) return record.known;
    return this.service.analysisOf(record.loaded);
  }

  @Mutation(() => MatchAnalysisView, {
    description:
      'Queues the analysis of a finished record (its players, or a director of its club). Already queued, running or done: answered as it is.',
  })
  async requestAnalysis(
    @Args('recordId', InputRules(recordIdRules)) recordId: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.service.request(viewer.id, recordId);
  }

  @Subscription(() => MatchAnalysisView, {
    description:
      'The analysis of a record as it changes: its current state first (once asked for), then each change.',
    resolve: (view: MatchAnalysisView) => view,
  })
  async analysisUpdated(
    @Args('recordId', InputRules(recordIdRules)) recordId: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.service.subscribe(viewer.id, recordId);
  }

  @Query(() => [PrLeaderboardRow], {
    description:
      "The club's members by PR over their analysed records, with at least minDecisions decisions.",
  })
  async clubPrLeaderboard(
    @Args('clubId', { type: () => ID }, InputRules(idRules)) clubId: string,
    @Args('minDecisions', { type: () => Int, defaultValue: 100 }, InputRules(minDecisionsRules))
    minDecisions: number,
    @Viewer() viewer: Viewer,
  ) {
    return this.service.clubLeaderboard(viewer.id, clubId, minDecisions);
  }

  @Query(() => Int, {
    description: "How many of the club's analyses were done by an earlier version of the analysis (members).",
  })
  @RequireRole('MEMBER')
  async clubOutdatedAnalyses(@Args('clubId', { type: () => UUID }) clubId: string) {
    return this.service.outdatedCount(clubId);
  }

  @Mutation(() => Int, {
    description:
      "Has the club's analyses done by an earlier version redone in the background, one at a time and only while no other analysis waits (directors). Answers how many there are.",
  })
  @RequireRole('DIRECTOR')
  async redoOutdatedAnalyses(@Args('clubId', { type: () => UUID }) clubId: string, @Viewer() viewer: Viewer) {
    return this.service.redoOutdated(viewer.id, clubId);
  }

  @Query(() => [PrHistoryPoint], { description: "A member's PR per analysed record, oldest first." })
  async playerPrHistory(
    @Args('userId', { type: () => ID }, InputRules(idRules)) userId: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.service.prHistory(viewer.id, userId);
  }

  @Query(() => [PrLeaderboardRow], {
    description: "Each player's PR over the tournament's analysed matches.",
  })
  async tournamentPr(
    @Args('tournamentId', { type: () => ID }, InputRules(idRules)) tournamentId: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.service.tournamentLeaderboard(viewer.id, tournamentId);
  }

  @Query(() => DiceStatsView, {
    nullable: true,
    description: "A member's dice over their finished online matches (null: no rolls yet).",
  })
  async playerDiceStats(
    @Args('userId', { type: () => ID }, InputRules(idRules)) userId: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.service.diceStats(viewer.id, userId);
  }
}

@Resolver(() => MatchAnalysisView)
export class MatchAnalysisResolver {
  constructor(private readonly service: AnalysisService) {}

  @ResolveField(() => String, { nullable: true })
  async result(@Parent() view: MatchAnalysisView): Promise<string | null> {
    return this.service.resultOf(view);
  }

  @ResolveField(() => [AnalysisPlayerView])
  async players(@Parent() view: MatchAnalysisView) {
    return this.service.playersOf(view);
  }
}
