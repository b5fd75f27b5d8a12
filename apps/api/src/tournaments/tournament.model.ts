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
import { ReportStatus, SeedingMethod, TournamentFormat, TournamentStatus } from '../generated/prisma/enums';
import {
  MatchKind,
  MatchStatus,
  ScoringProfileEnum,
  TimeControlInput,
  TimeControlView,
} from '../play/match.model';
import { User } from '../users/user.model';

registerEnumType(TournamentFormat, { name: 'TournamentFormat' });
registerEnumType(TournamentStatus, {
  name: 'TournamentStatus',
  description: 'REGISTRATION (register, check in, seed) -> DRAWN -> IN_PROGRESS -> FINISHED.',
});
registerEnumType(SeedingMethod, {
  name: 'SeedingMethod',
  description:
    "MANUAL: the director's order; RATING: club rating, highest first; RANDOM: a reproducible shuffle.",
});
registerEnumType(ReportStatus, { name: 'ReportStatus' });
export { ReportStatus, SeedingMethod, TournamentFormat, TournamentStatus };

export enum FlightEnum {
  MAIN = 'main',
  CONSOLATION = 'consolation',
  LAST_CHANCE = 'lastChance',
  WINNERS = 'winners',
  LOSERS = 'losers',
  GRAND_FINAL = 'final',
}
registerEnumType(FlightEnum, {
  name: 'Flight',
  description:
    "A single-elimination flight (MAIN, CONSOLATION, LAST_CHANCE), or a double elimination's winners' and " +
    "losers' brackets and its grand final (WINNERS, LOSERS, GRAND_FINAL).",
});

export enum ResultOutcome {
  PLAYED = 'played',
  WALKOVER = 'walkover',
  RETIREMENT = 'retirement',
}
registerEnumType(ResultOutcome, { name: 'ResultOutcome' });

export enum TournamentMatchState {
  WAITING = 'waiting',
  READY = 'ready',
  FINISHED = 'finished',
  BYE = 'bye',
  VOID = 'void',
}
registerEnumType(TournamentMatchState, { name: 'TournamentMatchState' });

export enum TournamentExport {
  BRACKET = 'BRACKET',
  STANDINGS = 'STANDINGS',
  PLACINGS = 'PLACINGS',
}
registerEnumType(TournamentExport, {
  name: 'TournamentExport',
  description:
    'BRACKET: every match (single elimination); STANDINGS: Swiss or a round-robin group; PLACINGS: a flight.',
});

@ObjectType()
export class TournamentEntry {
  @Field(() => User) player!: User;
  @Field(() => Int, { nullable: true, description: 'Manual seed, or the drawn seed once drawn.' }) seed!:
    number | null;
  @Field(() => GraphQLISODateTime) registeredAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) checkedInAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) withdrawnAt!: Date | null;
}

@ObjectType()
export class Tournament {
  @Field(() => UUID) id!: string;
  @Field(() => UUID) clubId!: string;
  @Field() name!: string;
  @Field(() => TournamentFormat) format!: TournamentFormat;
  @Field(() => TournamentStatus) status!: TournamentStatus;
  @Field(() => [Int], { description: 'Match length per round; the last repeats.' }) matchLengths!: number[];
  @Field() crawford!: boolean;
  @Field(() => ScoringProfileEnum) scoringProfile!: ScoringProfileEnum;
  @Field() consolation!: boolean;
  @Field() lastChance!: boolean;
  @Field({
    description:
      "Double elimination: a second grand final (the reset) when the losers' bracket champion wins the first.",
  })
  grandFinalReset!: boolean;
  @Field(() => Int, { nullable: true, description: 'Swiss: rounds planned.' }) rounds!: number | null;
  @Field(() => Int, { nullable: true, description: 'Round robin: groups.' }) groups!: number | null;
  @Field(() => Int, { nullable: true, description: 'Swiss: rounds paired so far.' }) roundsPaired!:
    number | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) registrationOpensAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) registrationClosesAt!: Date | null;
  @Field(() => Int, { nullable: true }) maxPlayers!: number | null;
  @Field(() => SeedingMethod) seedingMethod!: SeedingMethod;
  @Field(() => String, { nullable: true, description: 'The seed of a random draw, to reproduce it.' })
  randomSeed!: string | null;
  @Field(() => [User], { description: 'Entrants in seed order, once drawn.' }) seeds!: User[];
  @Field(() => TimeControlView, {
    nullable: true,
    description: "The clock of every match (reserve figures for the first round's length); null: no clock.",
  })
  timeControl!: TimeControlView | null;
  @Field(() => [TimeControlView], {
    nullable: 'itemsAndList',
    description: "Round overrides, by round; a null item: the event's clock.",
  })
  roundTimeControls!: (TimeControlView | null)[] | null;
  @Field(() => Int, { description: 'Hours a player may be gone before a match without a clock is claimed.' })
  abandonHours!: number;
  @Field(() => Int, { nullable: true, description: 'Hours to start a drawn match before it may be claimed.' })
  startDeadlineHours!: number | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) startedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) finishedAt!: Date | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The token of the public read-only link (the site shows it at /t/<token>); null: no public link. ' +
      "The club's members see it, to share it; directors turn it on and off.",
  })
  publicToken!: string | null;
}

@ObjectType({
  description:
    'What anyone with the public link reads of a tournament, without signing in: no ids of the club, no audit, ' +
    'no director tools.',
})
export class PublicTournament {
  @Field() name!: string;
  @Field() clubName!: string;
  @Field(() => TournamentFormat) format!: TournamentFormat;
  @Field(() => TournamentStatus) status!: TournamentStatus;
  @Field(() => [Int]) matchLengths!: number[];
  @Field() crawford!: boolean;
  @Field() consolation!: boolean;
  @Field() lastChance!: boolean;
  @Field() grandFinalReset!: boolean;
  @Field(() => Int, { nullable: true }) rounds!: number | null;
  @Field(() => Int, { nullable: true }) roundsPaired!: number | null;
  @Field(() => Int, { nullable: true }) groups!: number | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) startedAt!: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) finishedAt!: Date | null;
}

@ObjectType({ description: 'An entrant as the public link shows it: name and seed.' })
export class PublicEntry {
  @Field(() => User) player!: User;
  @Field(() => Int, { nullable: true }) seed!: number | null;
  @Field() withdrawn!: boolean;
}

@ObjectType({ description: 'A match of the draw; matchId names its Match once both players are known.' })
export class TournamentMatch {
  @Field({
    description:
      'The draw position, e.g. "main-r1-m3", "swiss-r2-t1", "rr-g1-r3-m2"; a Swiss or round-robin bye is "swiss-r2-bye", "rr-g1-r3-bye" (state BYE).',
  })
  slot!: string;
  @Field(() => UUID, { nullable: true }) matchId!: string | null;
  @Field(() => FlightEnum, { nullable: true }) flight!: FlightEnum | null;
  @Field(() => Int, { nullable: true }) group!: number | null;
  @Field(() => Int) round!: number;
  @Field(() => Int, { description: 'Match number in the round (table in a Swiss).' }) number!: number;
  @Field(() => Int) length!: number;
  @Field(() => TournamentMatchState) state!: TournamentMatchState;
  @Field(() => User, { nullable: true }) player1!: User | null;
  @Field(() => User, { nullable: true }) player2!: User | null;
  @Field(() => User, { nullable: true }) winner!: User | null;
  @Field(() => ResultOutcome, { nullable: true }) outcome!: ResultOutcome | null;
  @Field(() => [Int], { nullable: true, description: "[winner's points, loser's points]" }) score!:
    number[] | null;
  @Field(() => MatchKind, { nullable: true }) kind!: MatchKind | null;
  @Field(() => MatchStatus, { nullable: true }) matchStatus!: MatchStatus | null;
  @Field(() => Date, {
    nullable: true,
    description:
      'When the match finished: its last play on the site, or when its result was recorded (a correction keeps ' +
      'it); null until its result is recorded.',
  })
  finishedAt!: Date | null;
}

@ObjectType({ description: 'Swiss or round-robin standings (fields of the other format are null).' })
export class TournamentStanding {
  @Field(() => Int) rank!: number;
  @Field(() => User) player!: User;
  @Field(() => Int) seed!: number;
  @Field(() => Int) wins!: number;
  @Field(() => Int) losses!: number;
  @Field(() => Float, { nullable: true }) score!: number | null;
  @Field(() => Int, { nullable: true }) byes!: number | null;
  @Field(() => Float, { nullable: true }) buchholz!: number | null;
  @Field(() => Float, { nullable: true }) medianBuchholz!: number | null;
  @Field(() => Boolean, { nullable: true }) withdrawn!: boolean | null;
  @Field(() => Int, { nullable: true }) played!: number | null;
  @Field(() => Int, { nullable: true }) pointsFor!: number | null;
  @Field(() => Int, { nullable: true }) pointsAgainst!: number | null;
  @Field(() => Int, { nullable: true }) pointDifference!: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      "What put this row below the one above: 'score' (Swiss) or 'wins' (round robin), a tie-break's name " +
      '(buchholz, medianBuchholz, sonnebornBerger, headToHead, pointsDifference, pointsFor, matchPoints, ' +
      'mostWins), or null for the first row or a shared rank.',
  })
  decidedBy!: string | null;
}

@ObjectType({
  description:
    'A final place in a single-elimination flight, or in a double elimination as a whole ("3-4" is shared).',
})
export class TournamentPlacing {
  @Field(() => User) player!: User;
  @Field(() => Int) place!: number;
  @Field(() => Int) placeTo!: number;
  @Field() label!: string;
  @Field(() => Int, { nullable: true }) lostInRound!: number | null;
  @Field({
    description:
      'The place cannot change any more (always true for final placings; live placings: false while the ' +
      'player is still in, his range being 1 to the place of the round he plays now).',
  })
  decided!: boolean;
}

@ObjectType()
export class TournamentResultReport {
  @Field(() => UUID) id!: string;
  @Field(() => UUID) tournamentId!: string;
  @Field(() => UUID) matchId!: string;
  @Field() slot!: string;
  @Field(() => ResultOutcome) outcome!: ResultOutcome;
  @Field(() => UUID, { description: 'The winner the report names.' }) winnerId!: string;
  @Field(() => [Int], { nullable: true }) score!: number[] | null;
  @Field(() => ReportStatus) status!: ReportStatus;
  @Field(() => UUID) reportedById!: string;
  @Field(() => UUID, { nullable: true }) resolvedById!: string | null;
  @Field(() => String, { nullable: true }) disputeReason!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@InputType()
export class CreateTournamentInput {
  @Field(() => UUID) clubId!: string;
  @Field() name!: string;
  @Field(() => TournamentFormat) format!: TournamentFormat;
  @Field(() => [Int], { description: 'e.g. [5, 5, 7, 9]' }) matchLengths!: number[];
  @Field({ defaultValue: true }) crawford!: boolean;
  @Field(() => ScoringProfileEnum, { defaultValue: ScoringProfileEnum.international })
  scoringProfile!: ScoringProfileEnum;
  @Field({ defaultValue: false, description: 'Single elimination: a flight for first-round losers.' })
  consolation!: boolean;
  @Field({
    defaultValue: false,
    description: "Single elimination: a flight for the consolation's early losers.",
  })
  lastChance!: boolean;
  @Field(() => Boolean, {
    nullable: true,
    description:
      "Double elimination: play the grand final's reset when the losers' bracket champion wins the first " +
      '(default true); not for other formats.',
  })
  grandFinalReset?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'Swiss: number of rounds (required).' }) rounds?: number;
  @Field(() => Int, { nullable: true, description: 'Round robin: number of groups (default 1).' })
  groups?: number;
  @Field(() => GraphQLISODateTime, { nullable: true }) registrationOpensAt?: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) registrationClosesAt?: Date;
  @Field(() => Int, { nullable: true }) maxPlayers?: number;
  @Field(() => SeedingMethod, { defaultValue: SeedingMethod.RATING }) seedingMethod!: SeedingMethod;
  @Field(() => TimeControlInput, { nullable: true, description: 'The clock of every match; null: no clock.' })
  timeControl?: TimeControlInput | null;
  @Field(() => [TimeControlInput], {
    nullable: 'itemsAndList',
    description:
      "Per round (1st, 2nd, ...): a round's own clock; a null item or a missing round: the event's.",
  })
  roundTimeControls?: (TimeControlInput | null)[] | null;
  @Field(() => Int, {
    nullable: true,
    description:
      "Hours a player may be gone before a match without a clock is claimed (1 to 720; the club's by default).",
  })
  abandonHours?: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'Hours from a match being drawn until it may be claimed if not started (1 to 720; none by default).',
  })
  startDeadlineHours?: number | null;
}

@InputType({
  description: 'A result: the winner for PLAYED, the absent player (WALKOVER) or the one who retired.',
})
export class TournamentResultInput {
  @Field(() => UUID) matchId!: string;
  @Field(() => ResultOutcome) outcome!: ResultOutcome;
  @Field(() => UUID, {
    description: 'PLAYED: the winner; WALKOVER: the absent player; RETIREMENT: who retired.',
  })
  playerId!: string;
  @Field(() => [Int], { nullable: true, description: "[winner's points, loser's points]" }) score?: number[];
}

@ObjectType({
  description:
    'A tournament changed (an entry, the draw, a pairing, a result): read what the page shows again.',
})
export class TournamentEvent {
  @Field(() => UUID) tournamentId!: string;
  @Field({ description: 'What changed, named as in the audit log: entry.registered, result.confirmed, ...' })
  change!: string;
  @Field(() => GraphQLISODateTime) at!: Date;
}
