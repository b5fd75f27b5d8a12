import { Field, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MatchKind, MatchStatus } from '../generated/prisma/enums';
import { BoardView } from '../core/graphql/board.model';
import { ScoringProfileEnum, WinKindEnum } from '../core/graphql/scoring.model';
import { UUID } from '../core/uuid.scalar';
import { User } from '../users/user.model';

registerEnumType(MatchStatus, { name: 'MatchStatus' });
registerEnumType(MatchKind, { name: 'MatchKind' });
export { MatchKind, MatchStatus };
// The tournaments name their matches' profile with the same enum.
export { ScoringProfileEnum };

@InputType({ description: 'Match options; anything left out takes the engine default.' })
export class MatchOptionsInput {
  @Field(() => Int, { description: 'Points to win; 0 = money play (one game).', defaultValue: 5 })
  length!: number;

  @Field(() => ScoringProfileEnum, { defaultValue: ScoringProfileEnum.international })
  profile!: ScoringProfileEnum;

  @Field({ defaultValue: true })
  crawford!: boolean;

  @Field({ defaultValue: true, description: 'Use the doubling cube (never in the simple profile).' })
  cube!: boolean;

  @Field({ nullable: true, description: 'Money play only.' })
  jacoby?: boolean;

  @Field({ nullable: true, description: 'Money play only.' })
  beaver?: boolean;

  @Field({ nullable: true, description: 'Money play only; needs beaver.' })
  raccoon?: boolean;

  @Field({ nullable: true, description: 'Seed 000: a beaver may be refused. Money play only.' })
  beaverRefusal?: boolean;

  @Field(() => Int, { nullable: true, description: 'Highest cube value (a power of two).' })
  maxCube?: number;

  @Field({ nullable: true, description: 'Money play: opening ties double the cube.' })
  autoDoubles?: boolean;

  @Field(() => Int, { nullable: true })
  autoDoublesCap?: number;
}

@ObjectType()
export class MatchOptions {
  @Field(() => Int) length!: number;
  @Field(() => ScoringProfileEnum) profile!: ScoringProfileEnum;
  @Field() crawford!: boolean;
  @Field() cube!: boolean;
  @Field() jacoby!: boolean;
  @Field() beaver!: boolean;
  @Field() raccoon!: boolean;
  @Field() beaverRefusal!: boolean;
  @Field(() => Int) maxCube!: number;
  @Field() autoDoubles!: boolean;
  @Field(() => Int) autoDoublesCap!: number;
}

export enum TimeControlPreset {
  blitz = 'blitz',
  standard = 'standard',
  slow = 'slow',
}
registerEnumType(TimeControlPreset, {
  name: 'TimeControlPreset',
  description: 'blitz: 8 s + 1 min/point; standard: 12 s + 2 min/point; slow: 20 s + 4 min/point.',
});

@InputType({
  description:
    'A time control: a delay per move and a reserve per player. A preset fills what is left out; money play ' +
    'needs a fixed reserveSeconds (or a preset).',
})
export class TimeControlInput {
  @Field(() => TimeControlPreset, { nullable: true }) preset?: TimeControlPreset | null;
  @Field(() => Int, { nullable: true, description: '0 to 120.' }) delaySeconds?: number | null;
  @Field(() => Int, { nullable: true, description: 'Match play: 0 to 1800 per point of match length.' })
  reservePerPointSeconds?: number | null;
  @Field(() => Int, { nullable: true, description: 'A fixed total per player: 0 to 14400.' })
  reserveSeconds?: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'The server rolls for a player who may not double; that roll costs no time.',
  })
  autoRoll?: boolean | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'Correspondence play: 1 to 7 days per move instead of a clock (alone: no other figure with it).',
  })
  daysPerMove?: number | null;
}

@ObjectType('TimeControl')
export class TimeControlView {
  @Field(() => TimeControlPreset, { nullable: true }) preset!: TimeControlPreset | null;
  @Field(() => Int) delaySeconds!: number;
  @Field(() => Int, { description: "Each player's whole reserve." }) reserveSeconds!: number;
  @Field(() => Int, { nullable: true }) reservePerPointSeconds!: number | null;
  @Field() autoRoll!: boolean;
  @Field(() => Int, { nullable: true, description: 'Correspondence play: days per move (null: a clock).' })
  daysPerMove!: number | null;
}

@ObjectType()
export class ClockSide {
  @Field(() => Int) side!: number;
  @Field(() => Int, { description: 'Delay left of the running period (the full delay for the other side).' })
  delayMs!: number;
  @Field(() => Int) reserveMs!: number;
}

@ObjectType({
  description:
    "The clocks as of the server's `serverNow`: the running side's delay counts down first, then its reserve.",
})
export class MatchClock {
  @Field(() => Int, { nullable: true, description: 'The side on the clock; null when none.' })
  running!: number | null;
  @Field() paused!: boolean;
  @Field() serverNow!: Date;
  @Field(() => Date, { nullable: true, description: "When the running side's time runs out." })
  deadline!: Date | null;
  @Field(() => [ClockSide]) sides!: ClockSide[];
}

export enum PresenceStatus {
  CONNECTED = 'CONNECTED',
  AWAY = 'AWAY',
  GONE = 'GONE',
}
registerEnumType(PresenceStatus, {
  name: 'PresenceStatus',
  description: 'CONNECTED: a socket is open (or was within 30 s); AWAY: none for 30 s; GONE: none for 5 min.',
});

@ObjectType()
export class PlayerPresence {
  @Field(() => Int) side!: number;
  @Field(() => PresenceStatus) status!: PresenceStatus;
  @Field(() => Date, { nullable: true, description: 'Null: never seen on this match.' })
  lastSeenAt!: Date | null;
}

@ObjectType({
  description:
    'A match without a clock whose player to act is gone: the other player may claim it from claimableAt.',
})
export class ForfeitClaim {
  @Field(() => Int, { description: 'The side who would lose by abandonment.' }) againstSide!: number;
  @Field() claimableAt!: Date;
  @Field() canClaimNow!: boolean;
}

@InputType()
export class ChallengeInput {
  @Field(() => UUID)
  clubId!: string;

  @Field(() => UUID)
  opponentId!: string;

  @Field(() => MatchOptionsInput)
  options!: MatchOptionsInput;

  @Field(() => TimeControlInput, { nullable: true, description: 'Null: no clock.' })
  timeControl?: TimeControlInput | null;
}

@ObjectType()
export class MatchPlayer {
  @Field(() => User) user!: User;
  @Field(() => Int, { description: '0 or 1.' }) side!: number;
}

@ObjectType()
export class Cube {
  @Field(() => Int) value!: number;
  @Field(() => Int, { nullable: true, description: 'Owning side; null when centred.' }) owner!: number | null;
  @Field(() => Int, { nullable: true, description: 'The original doubler of a pending offer.' }) offeredBy!:
    number | null;
  @Field(() => Int, { nullable: true, description: 'The value a pending offer proposes.' }) offeredValue!:
    number | null;
  @Field(() => String, { nullable: true, description: 'double | beaver: what awaits an answer.' })
  offerStage!: string | null;
}

@ObjectType()
export class PendingResignation {
  @Field(() => Int) by!: number;
  @Field(() => WinKindEnum) kind!: WinKindEnum;
}

@ObjectType({ description: 'One entry of the match log, in the notation players read.' })
export class LogEntry {
  @Field(() => Int) seq!: number;
  @Field(() => Int, { description: '0-based game number.' }) game!: number;
  @Field(() => Int, { nullable: true }) side!: number | null;
  @Field({
    description: 'roll | play | double | take | drop | beaver | raccoon | refuseBeaver | resign | ...',
  })
  type!: string;
  @Field({ description: 'e.g. "63: 24/18 13/10", "Doubles => 2", "Takes".' }) text!: string;
  @Field() at!: Date;
}

@ObjectType()
export class GameSummary {
  @Field(() => Int) index!: number;
  @Field(() => Int, { nullable: true }) winner!: number | null;
  @Field(() => Int, { nullable: true }) points!: number | null;
  @Field(() => String, { nullable: true }) kind!: string | null;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field() crawford!: boolean;
}

@ObjectType()
export class Match {
  @Field(() => UUID) id!: string;
  @Field(() => UUID) clubId!: string;
  @Field(() => MatchKind) kind!: MatchKind;
  @Field(() => MatchStatus) status!: MatchStatus;
  @Field(() => MatchOptions) options!: MatchOptions;
  @Field(() => [MatchPlayer]) players!: MatchPlayer[];
  @Field(() => Int, { nullable: true, description: "The viewer's side; null for spectators." }) viewerSide!:
    number | null;
  @Field(() => Int, {
    description: 'Sequence number of the last action: send it as expectedSeq with the next action.',
  })
  seq!: number;
  @Field(() => [Int]) score!: number[];
  @Field(() => Int, { description: '0-based number of the current game.' }) gameNumber!: number;
  @Field({ description: 'The current game is the Crawford game: nobody may double.' }) crawfordGame!: boolean;
  @Field() postCrawford!: boolean;
  @Field({ description: 'opening | rolling | moving | over' }) phase!: string;
  @Field(() => Int, { nullable: true, description: 'The side to roll or move.' }) turn!: number | null;
  @Field(() => Int, { nullable: true, description: 'The side whose decision the match waits for.' })
  sideToAct!: number | null;
  @Field(() => [Int], { nullable: true }) dice!: number[] | null;
  @Field(() => Cube) cube!: Cube;
  @Field(() => PendingResignation, { nullable: true }) resignation!: PendingResignation | null;
  @Field(() => BoardView) board!: BoardView;
  @Field(() => [Int], { description: 'Pip counts of side 0 and side 1 (the "Faltam" line).' })
  pips!: number[];
  @Field({ description: "GNU Backgammon Position ID, from the view of the side on turn (else side 0's)." })
  positionId!: string;
  @Field({ description: 'GNU Backgammon Match ID.' }) gnubgMatchId!: string;
  @Field(() => [GameSummary]) games!: GameSummary[];
  @Field(() => [LogEntry]) log!: LogEntry[];
  @Field(() => Int, { nullable: true }) winner!: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'SHA-256 of the secret dice seed, published at the start.',
  })
  serverSeedHash!: string | null;
  @Field(() => String, { nullable: true, description: 'The dice seed, revealed when the match is over.' })
  serverSeed!: string | null;
  @Field(() => [String], { nullable: 'items' }) clientSeeds!: (string | null)[];
  @Field(() => TimeControlView, { nullable: true, description: 'Null: no clock.' })
  timeControl!: TimeControlView | null;
  @Field(() => MatchClock, {
    nullable: true,
    description: 'Null: no clock, or not started. Once the match is over, its final (stopped) clocks.',
  })
  clock!: MatchClock | null;
  @Field(() => String, {
    nullable: true,
    description: 'How the result came about: PLAYED, TIMEOUT, FORFEIT, REPORTED, WALKOVER, RETIRED.',
  })
  resultSource!: string | null;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) startedAt!: Date | null;
  @Field(() => Date, { nullable: true }) finishedAt!: Date | null;
}

@ObjectType({ description: 'A live update: the new log entry; fetch `match` for the full state.' })
export class MatchEvent {
  @Field(() => UUID) matchId!: string;
  @Field(() => Int) seq!: number;
  @Field(() => LogEntry, {
    nullable: true,
    description: 'Null for status changes (challenge accepted, ...).',
  })
  entry!: LogEntry | null;
  @Field(() => MatchStatus) status!: MatchStatus;
  @Field(() => MatchClock, { nullable: true, description: 'The clocks after this event.' })
  clock?: MatchClock | null;
  @Field(() => [PlayerPresence], { nullable: true, description: "Set when a player's presence changed." })
  presence?: PlayerPresence[] | null;
}
