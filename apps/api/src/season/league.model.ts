/**
 * GraphQL types of a league season (issue 40, part 3): its divisions (players, match length, live standings),
 * its fixtures by week with their result or the report waiting for confirmation, and the inputs that create a
 * season and report, confirm or enter a result.
 */
import { Field, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { UUID } from '../core/uuid.scalar';

export enum LeaguePointsKind {
  WIN_LOSS = 'WIN_LOSS',
  MARGIN = 'MARGIN',
}
registerEnumType(LeaguePointsKind, {
  name: 'LeaguePointsKind',
  description:
    "WIN_LOSS: win and loss points (2 and 0 by default); MARGIN: Sydney's perWin (100) plus the margin.",
});

export enum LeagueOutcome {
  PLAYED = 'PLAYED',
  WALKOVER = 'WALKOVER',
}
registerEnumType(LeagueOutcome, {
  name: 'LeagueOutcome',
  description: 'PLAYED: playerId won with the score; WALKOVER: playerId did not come (the length to 0).',
});

@ObjectType()
export class LeaguePlayer {
  @Field(() => UUID) id!: string;
  @Field() displayName!: string;
}

@ObjectType()
export class LeagueStandingRow {
  @Field(() => Int) rank!: number;
  @Field(() => LeaguePlayer) player!: LeaguePlayer;
  @Field(() => Int, { description: 'Match points by the league rule.' }) points!: number;
  @Field(() => Int) wins!: number;
  @Field(() => Int) played!: number;
  @Field(() => Int, { description: 'Game points scored minus conceded.' }) pointsDifference!: number;
  @Field(() => String, {
    nullable: true,
    description: "What put this row below the one above: 'points' or a tie-break; null for a shared rank.",
  })
  decidedBy!: string | null;
}

@ObjectType()
export class LeagueReportView {
  @Field(() => UUID) reportedById!: string;
  @Field(() => LeagueOutcome) outcome!: LeagueOutcome;
  @Field(() => UUID, { description: 'The winner (PLAYED) or the absent player (WALKOVER).' })
  playerId!: string;
  @Field(() => [Int], { nullable: true, description: "[winner's, loser's] (PLAYED)." }) score!:
    number[] | null;
}

@ObjectType()
export class LeagueFixtureView {
  @Field(() => UUID) id!: string;
  @Field({ description: 'd<division>-w<week>-m<n>.' }) code!: string;
  @Field(() => Int) division!: number;
  @Field(() => Int) week!: number;
  @Field({ description: "The week's day (yyyy-mm-dd)." }) weekOf!: string;
  @Field(() => [LeaguePlayer]) players!: LeaguePlayer[];
  @Field(() => Int) length!: number;
  @Field(() => UUID, { nullable: true }) winnerId!: string | null;
  @Field(() => LeagueOutcome, { nullable: true }) outcome!: LeagueOutcome | null;
  @Field(() => [Int], { nullable: true, description: "[winner's, loser's] once recorded." })
  score!: number[] | null;
  @Field(() => String, { nullable: true, description: 'CONFIRMED, DIRECTOR or ONLINE.' })
  source!: string | null;
  @Field(() => LeagueReportView, { nullable: true, description: 'A report waiting for confirmation.' })
  report!: LeagueReportView | null;
  @Field(() => UUID, { nullable: true, description: 'The online match played for it.' })
  matchId!: string | null;
}

@ObjectType()
export class LeagueDivisionView {
  @Field(() => Int, { description: '1 = top.' }) division!: number;
  @Field(() => Int) length!: number;
  @Field(() => [LeaguePlayer], { description: 'Seed order.' }) players!: LeaguePlayer[];
  @Field(() => [LeagueStandingRow]) standings!: LeagueStandingRow[];
}

@ObjectType()
export class LeagueSeasonView {
  @Field(() => UUID) id!: string;
  @Field(() => UUID) clubId!: string;
  @Field() name!: string;
  @Field(() => Int) number!: number;
  @Field(() => UUID, { nullable: true }) previousId!: string | null;
  @Field(() => UUID, { nullable: true, description: 'The season drawn from this one at its close.' })
  nextId!: string | null;
  @Field() double!: boolean;
  @Field(() => LeaguePointsKind) pointsKind!: LeaguePointsKind;
  @Field(() => Int, { description: 'WIN_LOSS: points for a win; MARGIN: points per win before the margin.' })
  win!: number;
  @Field(() => Int) loss!: number;
  @Field(() => [String]) tieBreaks!: string[];
  @Field(() => Int) promote!: number;
  @Field(() => Int) relegate!: number;
  @Field({ description: 'Week 1 (yyyy-mm-dd).' }) startsOn!: string;
  @Field(() => Date, { nullable: true }) closedAt!: Date | null;
  // divisions and fixtures: resolved fields (league.resolver.ts), read only when asked.
}

/** A season's divisions (with their standings) and fixtures. */
export interface LeagueSeasonParts {
  readonly divisions: LeagueDivisionView[];
  readonly fixtures: LeagueFixtureView[];
}

@InputType()
export class LeaguePointsInput {
  @Field(() => LeaguePointsKind) kind!: LeaguePointsKind;
  @Field(() => Int, { nullable: true, description: 'WIN_LOSS: a win (2); MARGIN: per win (100).' })
  win?: number | null;
  @Field(() => Int, { nullable: true, description: 'WIN_LOSS: a loss (0).' }) loss?: number | null;
}

@InputType()
export class CreateLeagueInput {
  @Field(() => UUID) clubId!: string;
  @Field() name!: string;
  @Field(() => [[UUID]], {
    nullable: true,
    description: 'Division by division, top first, each in seed order (or give players and divisionSize).',
  })
  divisions?: string[][] | null;
  @Field(() => [UUID], {
    nullable: true,
    description: 'Members cut into divisions of divisionSize in order.',
  })
  players?: string[] | null;
  @Field(() => Int, { nullable: true }) divisionSize?: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Order the players by club rating first (unrated last).',
  })
  byRating?: boolean | null;
  @Field(() => [Int], { description: 'One match length per division, or one for all.' }) lengths!: number[];
  @Field(() => Boolean, {
    nullable: true,
    description: 'Double round robin (sides swapped in the second half).',
  })
  double?: boolean | null;
  @Field(() => LeaguePointsInput, { nullable: true, description: 'Win 2 / loss 0 by default.' })
  points?: LeaguePointsInput | null;
  @Field(() => [String], { nullable: true, description: 'Tie-breaks in order (head-to-head, most-wins...).' })
  tieBreaks?: string[] | null;
  @Field(() => Int, { nullable: true, description: 'Up from each division but the first (1).' })
  promote?: number | null;
  @Field(() => Int, { nullable: true, description: 'Down from each division but the last (1).' })
  relegate?: number | null;
  @Field(() => String, { nullable: true, description: 'Week 1 (yyyy-mm-dd); today by default.' }) startsOn?:
    string | null;
}

@InputType()
export class LeagueResultInput {
  @Field(() => UUID) fixtureId!: string;
  @Field(() => LeagueOutcome) outcome!: LeagueOutcome;
  @Field(() => UUID, { description: 'The winner (PLAYED) or the absent player (WALKOVER).' })
  playerId!: string;
  @Field(() => [Int], { nullable: true, description: "[winner's, loser's] for PLAYED." })
  score?: number[] | null;
}

@ObjectType({ description: 'A committed change of a league season; a page reads the season again on it.' })
export class LeagueEvent {
  @Field(() => UUID) seasonId!: string;
  @Field({ description: 'result.reported, result.recorded, match.started, season.closed.' }) change!: string;
  @Field(() => UUID, { nullable: true }) fixtureId!: string | null;
}
