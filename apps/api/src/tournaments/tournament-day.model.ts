/**
 * GraphQL types of a tournament's day (issue 41): the day rules a director sets (lateness, the round time
 * limit, tie-breaks, the standings policy), and the director's day view of the round in play, board by board
 * (who checked in, lateness penalty points, the score the match starts with, its state and next action).
 */
import {
  Field,
  Float,
  GraphQLISODateTime,
  InputType,
  Int,
  ObjectType,
  registerEnumType,
} from '@nestjs/graphql';
import { UUID } from '../core/uuid.scalar';
import { User } from '../users/user.model';

@InputType({ description: "A lateness rule (@gamao/tournament's; the UKBGF one by default)." })
export class LatenessRuleInput {
  @Field(() => Float) graceMinutes!: number;
  @Field(() => Int) pointsPerInterval!: number;
  @Field(() => Float) intervalMinutes!: number;
  @Field(() => Int, {
    nullable: true,
    description: 'The penalty (points) that forfeits the match; null: more than half the length.',
  })
  forfeitAtPoints?: number | null;
}

@InputType({ description: 'How one way a match ends counts in standings (changes over the defaults).' })
export class EndRuleInput {
  @Field({ description: 'played, resigned, timedOut, timeLimit, retirement or walkover.' }) end!: string;
  @Field() opponentCounts!: boolean;
  @Field({ description: 'asScored, lengthToZero or none.' }) gamePoints!: string;
  @Field() rated!: boolean;
}

@InputType({ description: 'A round time limit rule.' })
export class TimeLimitRuleInput {
  @Field({ description: 'leaderWins or sydney.' }) kind!: string;
  @Field({ description: 'oneMoreGame or draw.' }) onTie!: string;
  @Field(() => Int, { nullable: true, description: "Sydney: the event's rounds (default: the Swiss's)." })
  rounds?: number | null;
}

@InputType({ description: "A tournament's day rules; fields left out keep their current value." })
export class TournamentDayRulesInput {
  @Field(() => UUID) tournamentId!: string;
  @Field(() => LatenessRuleInput, { nullable: true }) lateness?: LatenessRuleInput | null;
  @Field(() => String, { nullable: true, description: "Both players late: 'each' or 'net'." }) bothLate?:
    string | null;
  @Field(() => Int, { nullable: true, description: 'Minutes per round; 0 removes the limit.' })
  timeLimitMinutes?: number | null;
  @Field(() => TimeLimitRuleInput, { nullable: true }) timeLimitRule?: TimeLimitRuleInput | null;
  @Field(() => [String], { nullable: true, description: 'Ordered tie-breaks; [] for the defaults.' })
  tieBreaks?: string[] | null;
  @Field(() => [EndRuleInput], { nullable: true }) standingsPolicy?: EndRuleInput[] | null;
}

@ObjectType()
export class LatenessRuleView {
  @Field(() => Float) graceMinutes!: number;
  @Field(() => Int) pointsPerInterval!: number;
  @Field(() => Float) intervalMinutes!: number;
  @Field(() => Int, { nullable: true }) forfeitAtPoints!: number | null;
}

@ObjectType()
export class EndRuleView {
  @Field() end!: string;
  @Field() opponentCounts!: boolean;
  @Field() gamePoints!: string;
  @Field() rated!: boolean;
}

@ObjectType()
export class TimeLimitRuleView {
  @Field() kind!: string;
  @Field() onTie!: string;
  @Field(() => Int, { nullable: true }) rounds!: number | null;
}

@ObjectType({ description: "A tournament's day rules as they apply (defaults until a director sets them)." })
export class TournamentDayRules {
  @Field(() => UUID) tournamentId!: string;
  @Field(() => LatenessRuleView) lateness!: LatenessRuleView;
  @Field() bothLate!: string;
  @Field(() => Int, { nullable: true }) timeLimitMinutes!: number | null;
  @Field(() => TimeLimitRuleView) timeLimitRule!: TimeLimitRuleView;
  @Field(() => [String], { description: 'The tie-breaks in force, in order (the defaults when none set).' })
  tieBreaks!: string[];
  @Field(() => [EndRuleView]) standingsPolicy!: EndRuleView[];
  @Field(() => Int, { description: '0 until a director first sets them.' }) version!: number;
}

export enum DayBoardState {
  NOT_STARTED = 'NOT_STARTED',
  LATE = 'LATE',
  PLAYING = 'PLAYING',
  WAITING_CONFIRMATION = 'WAITING_CONFIRMATION',
  DISPUTED = 'DISPUTED',
  FINISHED = 'FINISHED',
}
registerEnumType(DayBoardState, { name: 'DayBoardState' });

export enum DayAction {
  SET_START_TIME = 'SET_START_TIME',
  CHECK_IN = 'CHECK_IN',
  WAIT = 'WAIT',
  RECORD_FORFEIT = 'RECORD_FORFEIT',
  RECORD_DOUBLE_NO_SHOW = 'RECORD_DOUBLE_NO_SHOW',
  CONFIRM_RESULT = 'CONFIRM_RESULT',
  SETTLE_DISPUTE = 'SETTLE_DISPUTE',
  NONE = 'NONE',
}
registerEnumType(DayAction, { name: 'DayAction' });

@ObjectType({ description: 'One player at his board: check-in and lateness.' })
export class BoardPlayer {
  @Field(() => User) player!: User;
  @Field(() => GraphQLISODateTime, { nullable: true }) checkedInAt!: Date | null;
  @Field(() => Float, { description: 'Minutes late at check-in (or so far).' }) minutesLate!: number;
  @Field(() => Int) rulePenalty!: number;
  @Field(() => Int) waived!: number;
  @Field(() => Int, { description: "Points given to the opponent's start score." }) penalty!: number;
  @Field() forfeit!: boolean;
  @Field(() => String, { nullable: true }) waiverReason!: string | null;
}

@ObjectType({ description: 'A board of the round in play, as the director sees it.' })
export class DayBoard {
  @Field() slot!: string;
  @Field(() => UUID, { nullable: true }) matchId!: string | null;
  @Field(() => Int) number!: number;
  @Field(() => Int) length!: number;
  @Field(() => [BoardPlayer]) players!: BoardPlayer[];
  @Field(() => [Int], { description: 'The score the match starts with (player 1, player 2).' })
  startScore!: number[];
  @Field(() => DayBoardState) state!: DayBoardState;
  @Field(() => DayAction) nextAction!: DayAction;
  @Field(() => UUID, { nullable: true, description: 'The pending or disputed report, for one tap.' })
  reportId!: string | null;
  @Field(() => String, { nullable: true }) disputeReason!: string | null;
  @Field(() => [Int], { nullable: true }) score!: number[] | null;
  @Field(() => User, { nullable: true }) winner!: User | null;
}

@ObjectType({ description: "The director's day view: the round in play, board by board." })
export class TournamentDay {
  @Field(() => UUID) tournamentId!: string;
  @Field(() => Int, { nullable: true }) round!: number | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) startsAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the time limit passes.' })
  endsAt!: Date | null;
  @Field(() => TournamentDayRules) rules!: TournamentDayRules;
  @Field(() => [DayBoard]) boards!: DayBoard[];
}
