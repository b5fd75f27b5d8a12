import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { AnalysisStatus } from '../generated/prisma/enums';
import { UUID } from '../core/uuid.scalar';

/** The GraphQL types of match records and their analyses (docs/domain.md, "Replay and analysis"). */

export enum RecordKind {
  ONLINE = 'ONLINE',
  TOURNAMENT = 'TOURNAMENT',
  CHOUETTE = 'CHOUETTE',
  IMPORTED = 'IMPORTED',
}
registerEnumType(RecordKind, {
  name: 'RecordKind',
  description:
    'Where a match record comes from: played on the site, in a tournament, a chouette board game, imported.',
});

registerEnumType(AnalysisStatus, { name: 'AnalysisStatus' });
export { AnalysisStatus };

export enum PrBand {
  superGrandMaster = 'superGrandMaster',
  grandMaster = 'grandMaster',
  master = 'master',
  expert = 'expert',
  advanced = 'advanced',
  intermediate = 'intermediate',
  beginner = 'beginner',
}
registerEnumType(PrBand, {
  name: 'PrBand',
  description:
    'The PR bands players know: super grand master (<= 2.5) ... intermediate (<= 16), beginner above.',
});

@ObjectType()
export class RecordPlayer {
  @Field(() => Int, {
    description: 'The engine side: 0 or 1 (in a chouette game, 0 the box, 1 the captain).',
  })
  side!: number;
  @Field() name!: string;
  @Field(() => UUID, { nullable: true, description: 'The member who played it (null: not a member).' })
  userId!: string | null;
}

@ObjectType({ description: "One player's figures in an analysed record." })
export class AnalysisPlayerView {
  @Field(() => Int) side!: number;
  @Field() name!: string;
  @Field(() => UUID, { nullable: true }) userId!: string | null;
  @Field(() => Int, { description: 'Unforced decisions (the ones PR counts).' }) unforced!: number;
  @Field(() => Int) checkerDecisions!: number;
  @Field(() => Int) cubeDecisions!: number;
  @Field(() => Float, { description: 'Equity lost in total (EMG in match play, money equity otherwise).' })
  totalError!: number;
  @Field(() => Float, { description: 'Average error per unforced decision.' }) errorRate!: number;
  @Field(() => Float, { description: 'Performance rating: 500 × the error rate.' }) pr!: number;
  @Field(() => PrBand) band!: PrBand;
  @Field(() => Float) luck!: number;
  @Field(() => Int) doubtful!: number;
  @Field(() => Int) bad!: number;
  @Field(() => Int) veryBad!: number;
}

@ObjectType({
  description: "The computer's analysis of a record: its job's status and, once done, its result.",
})
export class MatchAnalysisView {
  @Field(() => ID) id!: string;
  @Field({ description: 'The record analysed.' }) recordId!: string;
  @Field(() => AnalysisStatus) status!: AnalysisStatus;
  @Field(() => Int, {
    nullable: true,
    description: 'The version of the computer’s analysis that produced the result (null until DONE).',
  })
  version!: number | null;
  @Field({
    description:
      'Done by an earlier version of the analysis than the current one: asking for it again redoes it.',
  })
  outdated!: boolean;
  @Field(() => String, {
    nullable: true,
    description: "The search depth, e.g. '2-ply top 5, closest 3-ply reduced'.",
  })
  depth!: string | null;
  @Field() requestedAt!: Date;
  @Field(() => Date, { nullable: true }) startedAt!: Date | null;
  @Field(() => Date, { nullable: true }) finishedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Why it failed (FAILED).' }) error!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The MatchAnalysis JSON of @gamao/bot (decisions, players, games, graph, dice), once DONE.',
  })
  result?: string | null;
  @Field(() => [AnalysisPlayerView]) players?: AnalysisPlayerView[];
}

@ObjectType({
  description: 'A match a viewer may replay: online, tournament, chouette board game or imported.',
})
export class MatchRecord {
  @Field({ description: '`m:<matchId>`, `i:<importedId>` or `c:<chouetteId>:<game>`.' }) id!: string;
  @Field(() => RecordKind) kind!: RecordKind;
  @Field(() => UUID) clubId!: string;
  @Field(() => UUID, { nullable: true }) tournamentId!: string | null;
  @Field() title!: string;
  @Field(() => [RecordPlayer]) players!: RecordPlayer[];
  @Field(() => Int, { description: 'Points to win; 0 = money play.' }) matchLength!: number;
  @Field() finished!: boolean;
  @Field({ description: 'When it was played (its end, or its last move).' }) playedAt!: Date;
  @Field({
    description: 'Whether it has moves to replay and analyse (a result recorded without moves has none).',
  })
  hasMoves!: boolean;
  @Field({ description: 'The engine match log as JSON: {options, actions, players, date}.' }) log?: string;
  @Field(() => MatchAnalysisView, { nullable: true }) analysis?: MatchAnalysisView | null;
}

@ObjectType()
export class PrLeaderboardRow {
  @Field(() => UUID) userId!: string;
  @Field() name!: string;
  @Field(() => Int, { description: 'Analysed records.' }) matches!: number;
  @Field(() => Int, { description: 'Unforced decisions analysed.' }) decisions!: number;
  @Field(() => Float, { description: '500 × total error / decisions.' }) pr!: number;
  @Field(() => PrBand) band!: PrBand;
}

@ObjectType()
export class PrHistoryPoint {
  @Field() recordId!: string;
  @Field({ description: 'When the record was played.' }) date!: Date;
  @Field(() => Float) pr!: number;
  @Field(() => Int) decisions!: number;
  @Field(() => String, { nullable: true }) opponent!: string | null;
}

@ObjectType({
  description:
    'One test of fair dice (libs/bot dice-stats.ts): the 21 kinds of roll, the faces of the single dice, or the doubles.',
})
export class DiceTestView {
  @Field({ description: 'rolls, faces or doubles.' }) kind!: string;
  @Field({ description: 'monteCarlo, chiSquare or exactBinomial.' }) method!: string;
  @Field(() => Float, { description: "Pearson's statistic, or the doubles count." }) statistic!: number;
  @Field(() => Float, { description: 'The chance that fair dice deviate at least this much.' })
  pValue!: number;
  @Field(() => Float, {
    nullable: true,
    description: 'Holm-adjusted over the judged tests; null when not judged.',
  })
  adjustedPValue!: number | null;
  @Field(() => Int, { description: 'The rolls this test needs before it is judged.' }) minimumRolls!: number;
  @Field({ description: 'tooFew, normal, unusual or veryUnusual.' }) verdict!: string;
}

@ObjectType({
  description:
    'Dice statistics: the rolls against the expected distribution, with tests valid at the sample size.',
})
export class DiceStatsView {
  @Field(() => Int, { description: 'Matches counted.' }) matches!: number;
  @Field(() => Int) rolls!: number;
  @Field(() => [Int], { description: 'The 21 distinct rolls, in the order of DISTINCT_ROLLS of @gamao/bot.' })
  counts!: number[];
  @Field(() => [Float]) expected!: number[];
  @Field(() => Float, { description: "Pearson's statistic over the 21 kinds." }) chiSquare!: number;
  @Field(() => Int) degreesOfFreedom!: number;
  @Field(() => Float, { description: 'The p-value of the test of the 21 kinds (tests[0]).' }) pValue!: number;
  @Field({ description: 'tooFew, normal, unusual or veryUnusual: the judged tests after Holm.' })
  verdict!: string;
  @Field(() => Int) doubles!: number;
  @Field(() => Float) doublesExpected!: number;
  @Field(() => [Int], { description: 'How often each face 1..6 showed on the single dice.' })
  faces!: number[];
  @Field(() => [DiceTestView], { description: 'The 21 kinds, the faces, the doubles.' })
  tests!: DiceTestView[];
  @Field(() => Int) jokers!: number;
  @Field(() => Int) antiJokers!: number;
}
