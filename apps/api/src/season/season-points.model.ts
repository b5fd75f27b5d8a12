/**
 * GraphQL types of season points (issue 40, part 4): the club's points table, the season leaderboard, a
 * member's season (rank, points, best event, every award) and the live event that wakes their pages.
 */
import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import { UUID } from '../core/uuid.scalar';
import { LeaguePlayer } from './league.model';

@ObjectType()
export class SeasonPointsRowView {
  @Field(() => Int, { description: 'The row applies to fields of at least this many players.' })
  minField!: number;
  @Field(() => [Int], { description: 'Points for 1st, 2nd, ...; places past the end earn none.' })
  places!: number[];
}

@ObjectType()
export class SeasonPointsTableView {
  @Field(() => UUID) clubId!: string;
  @Field(() => [SeasonPointsRowView]) rows!: SeasonPointsRowView[];
  @Field(() => Int, { description: 'Points per event played.' }) attendance!: number;
  @Field({ description: 'The default table (the club has not set one).' }) isDefault!: boolean;
}

@InputType()
export class SeasonPointsRowInput {
  @Field(() => Int) minField!: number;
  @Field(() => [Int]) places!: number[];
}

@InputType()
export class SeasonPointsTableInput {
  @Field(() => UUID) clubId!: string;
  @Field(() => [SeasonPointsRowInput]) rows!: SeasonPointsRowInput[];
  @Field(() => Int) attendance!: number;
}

@ObjectType()
export class SeasonAwardView {
  @Field({ description: 'tournament:<id> or league:<seasonId>:d<division> (:g<group> for a group).' })
  event!: string;
  @Field({ description: 'tournament or league.' }) kind!: string;
  @Field() eventName!: string;
  @Field(() => Int) fieldSize!: number;
  @Field(() => Int) place!: number;
  @Field(() => Int, { description: 'Placing points by the table.' }) placing!: number;
  @Field(() => Int) attendance!: number;
  @Field(() => Int, { description: 'placing + attendance.' }) points!: number;
  @Field() awardedAt!: Date;
}

@ObjectType()
export class SeasonLeaderboardRow {
  @Field(() => Int, { description: 'Equal totals share a rank.' }) rank!: number;
  @Field(() => LeaguePlayer) member!: LeaguePlayer;
  @Field(() => Int) points!: number;
  @Field(() => Int) events!: number;
}

@ObjectType()
export class SeasonLeaderboard {
  @Field(() => UUID) clubId!: string;
  @Field(() => Int, { description: 'The calendar year (UTC) of the events.' }) season!: number;
  @Field(() => [Int], { description: 'Every season with points in the club, latest first.' })
  seasons!: number[];
  @Field(() => [SeasonLeaderboardRow]) rows!: SeasonLeaderboardRow[];
}

@ObjectType()
export class MemberSeasonView {
  @Field(() => UUID) clubId!: string;
  @Field(() => Int) season!: number;
  @Field(() => LeaguePlayer) member!: LeaguePlayer;
  @Field(() => Int, { nullable: true, description: 'Null: no points this season.' }) rank!: number | null;
  @Field(() => Int) points!: number;
  @Field(() => Int) events!: number;
  @Field(() => SeasonAwardView, { nullable: true }) best!: SeasonAwardView | null;
  @Field(() => [SeasonAwardView]) awards!: SeasonAwardView[];
}

@ObjectType({
  description: "A club's season points changed (an event was awarded); a page reads them again.",
})
export class SeasonPointsEvent {
  @Field(() => UUID) clubId!: string;
  @Field(() => Int) season!: number;
}
