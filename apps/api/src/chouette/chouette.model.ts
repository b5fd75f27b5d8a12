import { Field, Float, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ChouetteMode, ChouetteStatus } from '../generated/prisma/enums';
import { UUID } from '../core/uuid.scalar';
import { User } from '../users/user.model';
import { BoardView, CheckerMoveView, LegalPlay } from '../core/graphql/board.model';
import { ScoringProfileEnum, WinKindEnum } from '../core/graphql/scoring.model';
import { TimeControlInput, TimeControlView } from '../play/match.model';
import { ChouetteHouseRules, ChouetteHouseRulesInput } from './chouette-house.model';
import { ChouetteSheet } from './chouette-sheet.model';

registerEnumType(ChouetteMode, {
  name: 'ChouetteMode',
  description: "BOARD: played on the site's board; SCOREKEEPER: a physical board, the organiser records.",
});
registerEnumType(ChouetteStatus, { name: 'ChouetteStatus' });
export { ChouetteMode, ChouetteStatus };

export enum ConsultationRuleEnum {
  free = 'free',
  cubeInGame = 'cubeInGame',
  none = 'none',
}
registerEnumType(ConsultationRuleEnum, {
  name: 'ConsultationRule',
  description:
    'Who may suggest plays to the captain: free (any member still in the game), cubeInGame (members whose ' +
    'own cube has been turned), none (the captain alone).',
});

export enum TableSideEnum {
  box = 'box',
  team = 'team',
}
registerEnumType(TableSideEnum, { name: 'ChouetteSide' });

export enum DoubleAnswerEnum {
  take = 'take',
  drop = 'drop',
  beaver = 'beaver',
}
registerEnumType(DoubleAnswerEnum, { name: 'ChouetteDoubleAnswer' });

export enum BeaverAnswerEnum {
  take = 'take',
  refuse = 'refuse',
  raccoon = 'raccoon',
}
registerEnumType(BeaverAnswerEnum, {
  name: 'ChouetteBeaverAnswer',
  description: 'The beavered doubler: take (accept at 4x), refuse (concede the doubled value), raccoon (8x).',
});

export enum GameKindEnum {
  single = 'single',
  gammon = 'gammon',
  backgammon = 'backgammon',
  cantada = 'cantada',
  gamaoCantado = 'gamaoCantado',
  triplo = 'triplo',
  dePauDentro = 'dePauDentro',
  gamaoDosDeuses = 'gamaoDosDeuses',
}
registerEnumType(GameKindEnum, {
  name: 'GameKind',
  description: 'How a game was won: international kinds and the traditional (seed 000) table.',
});

export enum ChouetteRole {
  /** Before the order is settled. */
  WAITING = 'WAITING',
  BOX = 'BOX',
  CAPTAIN = 'CAPTAIN',
  /** A queue player called as the box's partner. */
  PARTNER = 'PARTNER',
  /** In the queue: the next captains, in order. */
  QUEUE = 'QUEUE',
  /** No longer at the table. */
  LEFT = 'LEFT',
}
registerEnumType(ChouetteRole, { name: 'ChouetteRole' });

// ---- inputs ---------------------------------------------------------------------------------------

@InputType({
  description: 'Chouette options; anything left out takes the default (docs/domain.md "Chouette").',
})
export class ChouetteOptionsInput {
  @Field(() => ChouetteMode, { defaultValue: ChouetteMode.BOARD })
  mode!: ChouetteMode;

  @Field(() => ScoringProfileEnum, { nullable: true, description: 'Default international.' })
  profile?: ScoringProfileEnum;

  @Field(() => Int, {
    nullable: true,
    description: 'Traditional profile: the triplo’s value (0 = not played).',
  })
  triploPoints?: number;

  @Field({ nullable: true, description: 'Per member cube: gammons count once that cube is turned.' })
  jacoby?: boolean;

  @Field({ nullable: true }) beaver?: boolean;

  @Field({ nullable: true, description: 'Needs beaver.' }) raccoon?: boolean;

  @Field({ nullable: true, description: 'Seed 000: a beaver may be refused.' }) beaverRefusal?: boolean;

  @Field({ nullable: true, description: 'Opening ties double every cube...' }) autoDoubles?: boolean;

  @Field(() => Int, { nullable: true, description: '...up to this value.' }) autoDoublesCap?: number;

  @Field(() => Int, { nullable: true, description: 'Highest cube value (a power of two).' }) maxCube?: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Players at the table from which the box may call a partner (default 5; 0 = never).',
  })
  partnerThreshold?: number;

  @Field(() => ConsultationRuleEnum, { nullable: true }) consultation?: ConsultationRuleEnum;

  @Field(() => Float, { nullable: true, description: 'Money per point (default 1).' }) stake?: number;

  @Field(() => ChouetteHouseRulesInput, { nullable: true }) house?: ChouetteHouseRulesInput;
}

@InputType()
export class OpenChouetteInput {
  @Field(() => UUID) clubId!: string;
  @Field(() => ChouetteOptionsInput, { nullable: true }) options?: ChouetteOptionsInput | null;
  @Field(() => TimeControlInput, {
    nullable: true,
    description:
      'Board mode only (money play): a delay per decision and a reserve per game (reserveSeconds, or a ' +
      "preset's money total). Null: no clock.",
  })
  timeControl?: TimeControlInput | null;
}

@InputType({ description: 'Points given to (or, negative, taken from) one player.' })
export class ChouettePointsInput {
  @Field(() => UUID) player!: string;
  @Field(() => Int) points!: number;
}

@InputType({ description: 'One member of a deal: the points the member gets from the box (negative: pays).' })
export class ChouetteDealTermInput {
  @Field(() => UUID) member!: string;
  @Field(() => Int) points!: number;
}

// ---- views ----------------------------------------------------------------------------------------

@ObjectType({
  description:
    "One player's clock of the game in progress, as of the server's `serverNow`: the running delay counts " +
    'down first, then the reserve (a reserve per game, refilled when a game starts).',
})
export class ChouettePlayerClock {
  @Field(() => UUID) player!: string;
  @Field(() => Int, { description: 'Delay left of the running period (the full delay when not running).' })
  delayMs!: number;
  @Field(() => Int) reserveMs!: number;
  @Field({ description: 'The table waits for a decision of this player.' }) running!: boolean;
  @Field() serverNow!: Date;
  @Field(() => Date, { nullable: true, description: "When this player's time runs out (null: not running)." })
  deadline!: Date | null;
}

@ObjectType()
export class ChouetteOptions {
  @Field(() => ChouetteMode) mode!: ChouetteMode;
  @Field(() => ScoringProfileEnum) profile!: ScoringProfileEnum;
  @Field(() => Int) triploPoints!: number;
  @Field() jacoby!: boolean;
  @Field() beaver!: boolean;
  @Field() raccoon!: boolean;
  @Field() beaverRefusal!: boolean;
  @Field() autoDoubles!: boolean;
  @Field(() => Int) autoDoublesCap!: number;
  @Field(() => Int) maxCube!: number;
  @Field({ description: 'The cube is used (false under the simple profile).' }) cube!: boolean;
  @Field(() => Int) partnerThreshold!: number;
  @Field(() => ConsultationRuleEnum) consultation!: ConsultationRuleEnum;
  @Field(() => Float) stake!: number;
  @Field(() => ChouetteHouseRules) house!: ChouetteHouseRules;
}

@ObjectType({ description: 'Points of one player.' })
export class ChouettePoints {
  @Field(() => UUID) player!: string;
  @Field(() => Int) points!: number;
}

@ObjectType({ description: 'A player of the session, with their role at the table now.' })
export class ChouetteSeat {
  @Field(() => User) user!: User;
  @Field({ description: 'At the table now.' }) present!: boolean;
  @Field(() => ChouetteRole) role!: ChouetteRole;
  @Field(() => Int, {
    nullable: true,
    description: 'Place in the line once seated: 0 box, 1 captain, 2... the queue in order.',
  })
  line!: number | null;
  @Field({ description: 'Moves for the team in the game in progress (the captain, or the acting captain).' })
  actingCaptain!: boolean;
  @Field({ description: 'Has been box or captain (seed 000 rule 7, latecomers).' }) hasSat!: boolean;
  @Field(() => Int, { description: 'Running total (corrections included).' }) total!: number;
}

@ObjectType()
export class ChouetteEntryRoll {
  @Field(() => Int) round!: number;
  @Field(() => UUID) player!: string;
  @Field(() => [Int]) dice!: number[];
}

@ObjectType({ description: 'One entry of a member cube’s history.' })
export class ChouetteCubeLogEntry {
  @Field({ description: 'double | take | drop | beaver | raccoon | refuseBeaver | autoDouble' })
  action!: string;
  @Field(() => TableSideEnum, { description: 'Who acted: the box or the member.' }) by!: TableSideEnum;
  @Field(() => Int) value!: number;
}

@ObjectType()
export class ChouetteCubeOffer {
  @Field({ description: 'double: the doubled party answers; beaver: the original doubler answers.' })
  stage!: string;
  @Field(() => TableSideEnum) doubler!: TableSideEnum;
  @Field(() => Int) value!: number;
}

@ObjectType()
export class ChouetteOutcome {
  @Field(() => Int, { description: 'From the member’s view: positive when won from the box.' })
  points!: number;
  @Field({ description: 'game | drop | beaverRefused | resign' }) reason!: string;
  @Field(() => TableSideEnum, { nullable: true }) conceded!: TableSideEnum | null;
  @Field(() => GameKindEnum) kind!: GameKindEnum;
}

@ObjectType({ description: 'A team member in the game, with their own cube against the box.' })
export class ChouetteMember {
  @Field(() => UUID) player!: string;
  @Field(() => Int) cubeValue!: number;
  @Field(() => TableSideEnum, { nullable: true, description: 'Null when centred.' })
  cubeOwner!: TableSideEnum | null;
  @Field(() => ChouetteCubeOffer, { nullable: true }) offer!: ChouetteCubeOffer | null;
  @Field() inGame!: boolean;
  @Field(() => ChouetteOutcome, { nullable: true }) outcome!: ChouetteOutcome | null;
  @Field(() => [ChouetteCubeLogEntry]) log!: ChouetteCubeLogEntry[];
}

@ObjectType()
export class ChouetteDeclaration {
  @Field(() => UUID) member!: string;
  @Field() double!: boolean;
}

@ObjectType({
  description: 'An open doubling window (team: declarations then the box’s answers; box: answers).',
})
export class ChouetteDoublingWindow {
  @Field(() => TableSideEnum) by!: TableSideEnum;
  @Field(() => [UUID]) members!: string[];
  @Field(() => [ChouetteDeclaration]) declarations!: ChouetteDeclaration[];
  @Field(() => [UUID]) takers!: string[];
}

@ObjectType()
export class ChouetteSuggestion {
  @Field(() => UUID) player!: string;
  @Field(() => [CheckerMoveView]) moves!: CheckerMoveView[];
  @Field() notation!: string;
}

@ObjectType()
export class ChouetteResignation {
  @Field(() => UUID) by!: string;
  @Field(() => TableSideEnum) side!: TableSideEnum;
  @Field(() => WinKindEnum) kind!: WinKindEnum;
  @Field(() => [UUID]) pending!: string[];
}

@ObjectType({ description: 'The game in progress.' })
export class ChouetteGameView {
  @Field(() => Int, { description: '0-based game number in the session.' }) index!: number;
  @Field({ description: 'opening | rolling | moving | playing (scorekeeper) | over' }) phase!: string;
  @Field(() => UUID) box!: string;
  @Field(() => UUID, { nullable: true }) partner!: string | null;
  @Field(() => UUID) captain!: string;
  @Field(() => UUID) actingCaptain!: string;
  @Field(() => TableSideEnum, { nullable: true }) turn!: TableSideEnum | null;
  @Field(() => [Int], { nullable: true }) dice!: number[] | null;
  @Field(() => BoardView, {
    nullable: true,
    description: 'Side 0 = the box, side 1 = the team; null in scorekeeper mode.',
  })
  board!: BoardView | null;
  @Field(() => [Int], { nullable: true, description: 'Pip counts of the box and the team.' }) pips!:
    number[] | null;
  @Field(() => String, { nullable: true, description: 'GNU Backgammon Position ID, from the side on turn.' })
  positionId!: string | null;
  @Field(() => [ChouetteMember]) members!: ChouetteMember[];
  @Field(() => ChouetteDoublingWindow, { nullable: true }) window!: ChouetteDoublingWindow | null;
  @Field(() => [ChouetteSuggestion]) suggestions!: ChouetteSuggestion[];
  @Field(() => ChouetteResignation, { nullable: true }) resignation!: ChouetteResignation | null;
  @Field(() => [LegalPlay], {
    description: 'The viewer’s legal plays now (the mover; a member who may suggest); else empty.',
  })
  legalPlays!: LegalPlay[];
}

@ObjectType({
  description: '"Waiting for": whose decision the session waits for, and which actions make it.',
})
export class ChouetteWaiting {
  @Field(() => UUID, { nullable: true, description: 'Null: the table (any player, or the organiser).' })
  player!: string | null;
  @Field({
    description:
      'join | rollForOrder | callPartner | startGame | openingRoll | roll | play | suggest | declareDouble | ' +
      'double | answerDouble | answerBeaver | answerResignation | recordResult',
  })
  decision!: string;
  @Field(() => [String]) actions!: string[];
  @Field(() => UUID, { nullable: true, description: 'For cube decisions: whose cube.' }) member!:
    string | null;
  @Field({ description: 'Optional decisions do not block the game.' }) optional!: boolean;
}

@ObjectType()
export class ChouetteMemberRecord {
  @Field(() => UUID) player!: string;
  @Field(() => Int, { description: 'The cube’s final value.' }) cube!: number;
  @Field({ description: 'The cube was turned (offered and accepted).' }) turned!: boolean;
  @Field(() => [ChouetteCubeLogEntry], { description: 'Who doubled, took, dropped, beavered, raccooned.' })
  log!: ChouetteCubeLogEntry[];
  @Field() reason!: string;
  @Field(() => TableSideEnum, { nullable: true }) conceded!: TableSideEnum | null;
  @Field(() => GameKindEnum) kind!: GameKindEnum;
  @Field(() => Int) points!: number;
}

@ObjectType()
export class ChouetteCorrection {
  @Field(() => Int, { description: 'The correction’s sequence number in the log.' }) seq!: number;
  @Field(() => Int) game!: number;
  @Field({ description: 'Who corrected (user id).' }) by!: string;
  @Field(() => User, { description: 'Who corrected: the organiser or a club director, maybe not a player.' })
  byUser!: User;
  @Field() reason!: string;
  @Field(() => [ChouettePoints]) delta!: ChouettePoints[];
  @Field(() => String, {
    nullable: true,
    description:
      'A sheet edit’s correction: the edit (score | cube | deleteLast); null for a correction as such.',
  })
  edit!: string | null;
}

@ObjectType({ description: 'One finished game in the ledger.' })
export class ChouetteLedgerGame {
  @Field(() => Int) index!: number;
  @Field(() => UUID) box!: string;
  @Field(() => UUID, { nullable: true }) partner!: string | null;
  @Field(() => UUID) captain!: string;
  @Field(() => UUID) actingCaptain!: string;
  @Field(() => TableSideEnum, { nullable: true, description: 'Null when every member left early.' })
  winner!: TableSideEnum | null;
  @Field({ description: 'bearOff | recorded | allOut' }) reason!: string;
  @Field({ description: 'box | captain: who won box against captain (decides the rotation).' })
  boxVsCaptain!: string;
  @Field(() => Int, { description: 'The box side’s result before the partner split.' }) boxSide!: number;
  @Field(() => [ChouetteMemberRecord]) members!: ChouetteMemberRecord[];
  @Field(() => [ChouettePoints], { description: 'Everyone’s points in the game (they sum to zero).' })
  points!: ChouettePoints[];
  @Field(() => [ChouetteCorrection]) corrections!: ChouetteCorrection[];
  @Field(() => [ChouettePoints], { description: 'Points with the corrections.' }) net!: ChouettePoints[];
  @Field(() => [ChouettePoints], { description: 'Running totals after this game.' })
  totals!: ChouettePoints[];
}

@ObjectType()
export class ChouetteLedger {
  @Field(() => [ChouetteLedgerGame]) games!: ChouetteLedgerGame[];
  @Field(() => [ChouettePoints], { description: 'Running totals per player; they sum to zero.' })
  totals!: ChouettePoints[];
}

@ObjectType()
export class ChouetteTransfer {
  @Field(() => UUID) from!: string;
  @Field(() => UUID) to!: string;
  @Field(() => Int) points!: number;
  @Field(() => Float, { description: 'points x stake' }) amount!: number;
}

@ObjectType({ description: 'Who pays whom, with the fewest transfers.' })
export class ChouetteSettlement {
  @Field(() => Float) stake!: number;
  @Field({ description: 'exact (provably fewest transfers) | greedy' }) method!: string;
  @Field(() => [ChouetteTransfer]) transfers!: ChouetteTransfer[];
}

@ObjectType({ description: 'One action of the session log.' })
export class ChouetteLogEntry {
  @Field(() => Int) seq!: number;
  @Field({ description: 'The action: join | leave | rollForOrder | ... | correction | endSession.' })
  type!: string;
  @Field(() => UUID, { nullable: true, description: 'The player the action is for (the decider).' })
  player!: string | null;
  @Field(() => UUID, { nullable: true, description: 'Who sent it (the organiser when recording).' })
  actorId!: string | null;
  @Field(() => UUID, { nullable: true, description: 'Cube answers: whose cube.' }) member!: string | null;
  @Field(() => [Int], { nullable: true }) dice!: number[] | null;
  @Field(() => String, { nullable: true, description: 'Plays, suggestions, answers, results.' }) detail!:
    string | null;
  @Field({ description: 'A readable English line; clients translate by type.' }) text!: string;
  @Field(() => Int, { nullable: true, description: 'The game (0-based) the action belongs to.' }) game!:
    number | null;
  @Field() at!: Date;
}

@ObjectType({
  description:
    "A player away from the table (house rule absentMember): their proxy, or null when their cube follows the captain's.",
})
export class ChouetteAbsence {
  @Field(() => UUID) member!: string;
  @Field(() => UUID, { nullable: true }) proxy!: string | null;
}

@ObjectType({ description: 'A chouette table.' })
export class Chouette {
  @Field(() => UUID) id!: string;
  @Field(() => UUID) clubId!: string;
  @Field({ description: 'The short join code (also for a QR code).' }) code!: string;
  @Field(() => ChouetteMode) mode!: ChouetteMode;
  @Field(() => ChouetteStatus) status!: ChouetteStatus;
  @Field({ description: 'gathering | seating | ready | playing | closed' }) phase!: string;
  @Field(() => Int, { description: 'Sequence number of the last action: send it as expectedSeq.' })
  seq!: number;
  @Field(() => ChouetteOptions) options!: ChouetteOptions;
  @Field(() => User) organiser!: User;
  @Field(() => [ChouetteSeat], { description: 'Everyone who joined, in order of arrival.' })
  players!: ChouetteSeat[];
  @Field(() => [UUID], { description: 'The line once seated: [box, captain, ...queue].' }) line!: string[];
  @Field(() => UUID, { nullable: true, description: 'The partner called for the next game.' }) partner!:
    string | null;
  @Field(() => [ChouetteEntryRoll], { description: 'Every roll for the order, ties re-rolled.' })
  entryRolls!: ChouetteEntryRoll[];
  @Field(() => ChouetteGameView, { nullable: true }) game!: ChouetteGameView | null;
  @Field(() => Int, { description: 'Finished games.' }) gamesPlayed!: number;
  @Field(() => [ChouetteAbsence], { description: 'Players away from the table, with their proxies.' })
  absences!: ChouetteAbsence[];
  @Field(() => [ChouetteWaiting]) waitingFor!: ChouetteWaiting[];
  @Field(() => ChouetteLedger) ledger!: ChouetteLedger;
  @Field(() => ChouetteSheet, {
    description: "The scorekeeper's sheet: columns, breaks, edits (house rules).",
  })
  sheet!: ChouetteSheet;
  @Field(() => ChouetteSettlement) settlement!: ChouetteSettlement;
  @Field(() => [ChouetteLogEntry]) log!: ChouetteLogEntry[];
  @Field({ description: 'The viewer is at the table.' }) viewerPresent!: boolean;
  @Field({ description: 'The viewer records for the players (the organiser of a scorekeeper session).' })
  viewerRecords!: boolean;
  @Field({ description: 'The viewer may correct the ledger (the organiser or a club director).' })
  viewerCorrects!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'Board mode: SHA-256 (hex) of the secret the dice derive from, published when the table opens.',
  })
  diceCommitment!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The secret itself, revealed when the session ends (verifyChouetteDice checks every roll).',
  })
  diceSeed!: string | null;
  @Field(() => TimeControlView, { nullable: true, description: 'Board mode: the clock; null: none.' })
  timeControl!: TimeControlView | null;
  @Field(() => [ChouettePlayerClock], {
    description: "The players' clocks of the game (empty without a time control or before the first game).",
  })
  clocks!: ChouettePlayerClock[];
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) closedAt!: Date | null;
}

@ObjectType({
  description:
    'A live update: the new log entry and who the table waits for; fetch `chouette` for the rest. A notice ' +
    "without an entry (at the log's last seq) says the table changed beside its log: who is away.",
})
export class ChouetteEvent {
  @Field(() => UUID) chouetteId!: string;
  @Field(() => Int) seq!: number;
  @Field(() => ChouetteLogEntry, {
    nullable: true,
    description: 'The new action; null for a notice that changed no log entry (an absence).',
  })
  entry!: ChouetteLogEntry | null;
  @Field({ description: 'The session phase after the action.' }) phase!: string;
  @Field(() => ChouetteStatus) status!: ChouetteStatus;
  @Field(() => [ChouetteWaiting]) waitingFor!: ChouetteWaiting[];
  @Field(() => [ChouettePlayerClock], { description: "The players' clocks after the action." })
  clocks!: ChouettePlayerClock[];
  @Field(() => [ChouetteAbsence], { description: 'Who is away from the table after the event.' })
  absences!: ChouetteAbsence[];
}
