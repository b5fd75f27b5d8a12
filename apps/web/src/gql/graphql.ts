/* eslint-disable */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2019-12-03T09:54:33Z, compliant with the date-time format. */
  DateTime: { input: string; output: string; }
  /** A UUID, e.g. 123e4567-e89b-12d3-a456-426614174000. */
  UUID: { input: string; output: string; }
};

/** The match a link opened; a guest also gets a session token for that one match. */
export type AcceptedMatchInvite = {
  __typename?: 'AcceptedMatchInvite';
  /** A guest's bearer token (null for a signed-in player). */
  guestToken?: Maybe<Scalars['String']['output']>;
  matchId: Scalars['UUID']['output'];
};

/** One of the viewer's open sessions (a signed-in device). */
export type AccountSession = {
  __typename?: 'AccountSession';
  createdAt: Scalars['DateTime']['output'];
  /** Whether this is the session asking. */
  current: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** When it was last used (to within about a minute). */
  lastUsedAt: Scalars['DateTime']['output'];
  /** The browser or client that opened it (its User-Agent). */
  userAgent?: Maybe<Scalars['String']['output']>;
};

/** One player's figures in an analysed record. */
export type AnalysisPlayerView = {
  __typename?: 'AnalysisPlayerView';
  bad: Scalars['Int']['output'];
  band: PrBand;
  checkerDecisions: Scalars['Int']['output'];
  cubeDecisions: Scalars['Int']['output'];
  doubtful: Scalars['Int']['output'];
  /** Average error per unforced decision. */
  errorRate: Scalars['Float']['output'];
  luck: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /** Performance rating: 500 × the error rate. */
  pr: Scalars['Float']['output'];
  side: Scalars['Int']['output'];
  /** Equity lost in total (EMG in match play, money equity otherwise). */
  totalError: Scalars['Float']['output'];
  /** Unforced decisions (the ones PR counts). */
  unforced: Scalars['Int']['output'];
  userId?: Maybe<Scalars['UUID']['output']>;
  veryBad: Scalars['Int']['output'];
};

export type AnalysisStatus =
  | 'DONE'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

export type AnnounceInput = {
  clubId: Scalars['UUID']['input'];
  message: Scalars['String']['input'];
  title: Scalars['String']['input'];
  /** To this tournament's players; without it, to the club's members. */
  tournamentId?: InputMaybe<Scalars['UUID']['input']>;
};

/** A signed record of a chain's head (its last sequence number and hash), to keep outside the database: verifyAudit(scope, checkpoint) later checks that the chain still holds that entry unchanged. */
export type AuditCheckpoint = {
  __typename?: 'AuditCheckpoint';
  /** When the checkpoint was made (ISO 8601). */
  at: Scalars['String']['output'];
  hash: Scalars['String']['output'];
  /** HMAC-SHA256 of the fields above with the audit key. */
  mac: Scalars['String']['output'];
  scopeId: Scalars['UUID']['output'];
  scopeType: AuditScopeType;
  /** The last entry of the chain when the checkpoint was made (0: empty). */
  seq: Scalars['Int']['output'];
};

/** A checkpoint kept from auditCheckpoint (its scope is the one verified). */
export type AuditCheckpointInput = {
  at: Scalars['String']['input'];
  hash: Scalars['String']['input'];
  mac: Scalars['String']['input'];
  seq: Scalars['Int']['input'];
};

/** Who did what, when, what changed (before and after) and why. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  action: Scalars['String']['output'];
  /** Null when the server acted (a result played online). */
  actorId?: Maybe<Scalars['UUID']['output']>;
  /** JSON text. */
  after?: Maybe<Scalars['String']['output']>;
  /** JSON text. */
  before?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  hash: Scalars['String']['output'];
  /** HMAC-SHA256 of the hash with the audit key, which never lives in the database. */
  mac?: Maybe<Scalars['String']['output']>;
  prevHash: Scalars['String']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  seq: Scalars['Int']['output'];
  subject?: Maybe<Scalars['String']['output']>;
};

/** CONTENT_CHANGED: the entry's hash does not match its content; BROKEN_LINK: its previous-hash does not match the entry before it; MISSING_OR_REORDERED: a sequence number is missing or out of place; TRUNCATED: the newest entries were removed (the chain head does not match); MAC_MISMATCH: the entry's (or the head's) keyed MAC does not verify, so it was written or rewritten without the audit key, with access to the database alone (for example re-hashed after a change); CHECKPOINT_INVALID: the checkpoint given was not issued by this server for this chain, or was edited; CHECKPOINT_MISMATCH: the chain no longer holds the entry the checkpoint recorded. */
export type AuditProblem =
  | 'BROKEN_LINK'
  | 'CHECKPOINT_INVALID'
  | 'CHECKPOINT_MISMATCH'
  | 'CONTENT_CHANGED'
  | 'MAC_MISMATCH'
  | 'MISSING_OR_REORDERED'
  | 'TRUNCATED';

export type AuditScopeInput = {
  id: Scalars['UUID']['input'];
  type: AuditScopeType;
};

/** Each tournament keeps its own chain; club-wide events (rating changes) go to the club chain; each chouette session keeps its own chain (game results and corrections). */
export type AuditScopeType =
  | 'CHOUETTE'
  | 'CLUB'
  | 'TOURNAMENT';

export type AuditVerification = {
  __typename?: 'AuditVerification';
  /** Entries walked. */
  entries: Scalars['Int']['output'];
  /** The first entry (sequence number) found tampered with. */
  firstInvalidSeq?: Maybe<Scalars['Int']['output']>;
  problem?: Maybe<AuditProblem>;
  valid: Scalars['Boolean']['output'];
};

/** A new session: the site gets it as an httpOnly cookie, API clients use the bearer token. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  expiresAt: Scalars['DateTime']['output'];
  me: Me;
  /** Send as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
};

/** The signed-in member's board options (the site keeps a guest's in the browser). */
export type BoardOptions = {
  __typename?: 'BoardOptions';
  /** "off", "fast", "normal" or "slow" (reduced motion in the browser means "off"). */
  animation: Scalars['String']['output'];
  /** In a race with every checker home, bear off by itself. */
  autoBearOff: Scalars['Boolean']['output'];
  /** Roll at once when rolling is the only thing to do. */
  autoRoll: Scalars['Boolean']['output'];
  /** The checkers' palette: "classic", "wood" or "contrast". */
  colors: Scalars['String']['output'];
  /** Where the home board is drawn: "right" or "left". */
  direction: Scalars['String']['output'];
  /** Zoom in on the home board while bearing in. */
  homeZoom: Scalars['Boolean']['output'];
  /** A tap on a checker with a single legal destination moves it. */
  oneTap: Scalars['Boolean']['output'];
  sound: Scalars['Boolean']['output'];
};

/** A change of board options: the fields given replace the kept ones. */
export type BoardOptionsInput = {
  animation?: InputMaybe<Scalars['String']['input']>;
  autoBearOff?: InputMaybe<Scalars['Boolean']['input']>;
  autoRoll?: InputMaybe<Scalars['Boolean']['input']>;
  colors?: InputMaybe<Scalars['String']['input']>;
  direction?: InputMaybe<Scalars['String']['input']>;
  homeZoom?: InputMaybe<Scalars['Boolean']['input']>;
  oneTap?: InputMaybe<Scalars['Boolean']['input']>;
  sound?: InputMaybe<Scalars['Boolean']['input']>;
};

/** One player at his board: check-in and lateness. */
export type BoardPlayer = {
  __typename?: 'BoardPlayer';
  checkedInAt?: Maybe<Scalars['DateTime']['output']>;
  forfeit: Scalars['Boolean']['output'];
  /** Minutes late at check-in (or so far). */
  minutesLate: Scalars['Float']['output'];
  /** Points given to the opponent's start score. */
  penalty: Scalars['Int']['output'];
  player: User;
  rulePenalty: Scalars['Int']['output'];
  waived: Scalars['Int']['output'];
  waiverReason?: Maybe<Scalars['String']['output']>;
};

/** Checker counts per side in its own numbering: index 0 = off, 1..24 = points, 25 = bar. */
export type BoardView = {
  __typename?: 'BoardView';
  side0: Array<Scalars['Int']['output']>;
  side1: Array<Scalars['Int']['output']>;
};

export type BookEntryInput = {
  /** Cents, a whole number (never a fraction). */
  amountCents: Scalars['Int']['input'];
  clubId: Scalars['UUID']['input'];
  /** yyyy-mm-dd (default today, UTC). */
  date?: InputMaybe<Scalars['String']['input']>;
  kind: BookEntryKind;
  memberId: Scalars['UUID']['input'];
  /** A PAYMENT or PRIZE_PAID: cash or transfer. */
  method?: InputMaybe<PaymentMethod>;
  note?: InputMaybe<Scalars['String']['input']>;
  /** DUES and their payments: the period, e.g. 2026-12. */
  period?: InputMaybe<Scalars['String']['input']>;
  /** The tournament or league evening (its entry fees). */
  reference?: InputMaybe<Scalars['String']['input']>;
};

/** FEE (an entry fee owed), PAYMENT (cash or transfer), PRIZE (won), PRIZE_PAID (paid out to the member), DUES (for a period), CHOUETTE (a settlement, signed). */
export type BookEntryKind =
  | 'CHOUETTE'
  | 'DUES'
  | 'FEE'
  | 'PAYMENT'
  | 'PRIZE'
  | 'PRIZE_PAID';

export type BookEntryView = {
  __typename?: 'BookEntryView';
  /** Cents (positive; a chouette settlement is signed). */
  amountCents: Scalars['Int']['output'];
  /** The member's balance after this entry, in cents (what the club owes them). */
  balanceCents: Scalars['Int']['output'];
  /** yyyy-mm-dd. */
  date: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
  kind: BookEntryKind;
  memberId: Scalars['UUID']['output'];
  memberName: Scalars['String']['output'];
  method?: Maybe<PaymentMethod>;
  note?: Maybe<Scalars['String']['output']>;
  period?: Maybe<Scalars['String']['output']>;
  reference?: Maybe<Scalars['String']['output']>;
};

export type ChallengeInput = {
  clubId: Scalars['UUID']['input'];
  opponentId: Scalars['UUID']['input'];
  options: MatchOptionsInput;
  /** Null: no clock. */
  timeControl?: InputMaybe<TimeControlInput>;
};

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

/** One chat message of a match: a stock phrase or a free text (plain text, never HTML). */
export type ChatMessage = {
  __typename?: 'ChatMessage';
  createdAt: Scalars['DateTime']['output'];
  /** Increasing within a match. */
  id: Scalars['String']['output'];
  matchId: Scalars['UUID']['output'];
  /** goodLuck, goodGame, thanks or backSoon. */
  phrase?: Maybe<Scalars['String']['output']>;
  senderId: Scalars['UUID']['output'];
  senderName: Scalars['String']['output'];
  /** Sent by a spectator (the spectators' chat), not one of the players. */
  spectator: Scalars['Boolean']['output'];
  /** The free text, when it is not a stock phrase. */
  text?: Maybe<Scalars['String']['output']>;
};

/** A player's report of a match's chat, read by the club's directors. */
export type ChatReport = {
  __typename?: 'ChatReport';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['UUID']['output'];
  matchId: Scalars['UUID']['output'];
  reason: Scalars['String']['output'];
  reporterId: Scalars['UUID']['output'];
  reporterName: Scalars['String']['output'];
};

/** What the chat of a match allows now, and whom the viewer muted. */
export type ChatSettings = {
  __typename?: 'ChatSettings';
  /** freeText, stockOnly or off. */
  mode: Scalars['String']['output'];
  muted: Array<Scalars['UUID']['output']>;
  /** The viewer watches (the spectators' chat) rather than plays. */
  spectator: Scalars['Boolean']['output'];
};

export type CheckerMoveInput = {
  die: Scalars['Int']['input'];
  /** 1..24, or 25 for the bar. */
  from: Scalars['Int']['input'];
  /** 1..24, or 0 to bear off. */
  to: Scalars['Int']['input'];
};

/** One checker moved by one die, in the mover’s own point numbering (25 = bar, 0 = off). */
export type CheckerMoveView = {
  __typename?: 'CheckerMoveView';
  die: Scalars['Int']['output'];
  from: Scalars['Int']['output'];
  hit?: Maybe<Scalars['Boolean']['output']>;
  to: Scalars['Int']['output'];
};

/** A chouette table. */
export type Chouette = {
  __typename?: 'Chouette';
  /** Players away from the table, with their proxies. */
  absences: Array<ChouetteAbsence>;
  /** The players' clocks of the game (empty without a time control or before the first game). */
  clocks: Array<ChouettePlayerClock>;
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  clubId: Scalars['UUID']['output'];
  /** The short join code (also for a QR code). */
  code: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Board mode: SHA-256 (hex) of the secret the dice derive from, published when the table opens. */
  diceCommitment?: Maybe<Scalars['String']['output']>;
  /** The secret itself, revealed when the session ends (verifyChouetteDice checks every roll). */
  diceSeed?: Maybe<Scalars['String']['output']>;
  /** Every roll for the order, ties re-rolled. */
  entryRolls: Array<ChouetteEntryRoll>;
  game?: Maybe<ChouetteGameView>;
  /** Finished games. */
  gamesPlayed: Scalars['Int']['output'];
  id: Scalars['UUID']['output'];
  ledger: ChouetteLedger;
  /** The line once seated: [box, captain, ...queue]. */
  line: Array<Scalars['UUID']['output']>;
  log: Array<ChouetteLogEntry>;
  mode: ChouetteMode;
  options: ChouetteOptions;
  organiser: User;
  /** The partner called for the next game. */
  partner?: Maybe<Scalars['UUID']['output']>;
  /** gathering | seating | ready | playing | closed */
  phase: Scalars['String']['output'];
  /** Everyone who joined, in order of arrival. */
  players: Array<ChouetteSeat>;
  /** Sequence number of the last action: send it as expectedSeq. */
  seq: Scalars['Int']['output'];
  settlement: ChouetteSettlement;
  /** The scorekeeper's sheet: columns, breaks, edits (house rules). */
  sheet: ChouetteSheet;
  status: ChouetteStatus;
  /** Board mode: the clock; null: none. */
  timeControl?: Maybe<TimeControl>;
  /** The viewer may correct the ledger (the organiser or a club director). */
  viewerCorrects: Scalars['Boolean']['output'];
  /** The viewer is at the table. */
  viewerPresent: Scalars['Boolean']['output'];
  /** The viewer records for the players (the organiser of a scorekeeper session). */
  viewerRecords: Scalars['Boolean']['output'];
  waitingFor: Array<ChouetteWaiting>;
};

/** A player away from the table (house rule absentMember): their proxy, or null when their cube follows the captain's. */
export type ChouetteAbsence = {
  __typename?: 'ChouetteAbsence';
  member: Scalars['UUID']['output'];
  proxy?: Maybe<Scalars['UUID']['output']>;
};

export type ChouetteAbsentMemberRule =
  | 'followCaptain'
  | 'proxy';

/** any; team: in team order; fromEnd: from the end of the line up to the captain. */
export type ChouetteAnswerOrderRule =
  | 'any'
  | 'fromEnd'
  | 'team';

/** The beavered doubler: take (accept at 4x), refuse (concede the doubled value), raccoon (8x). */
export type ChouetteBeaverAnswer =
  | 'raccoon'
  | 'refuse'
  | 'take';

/** boxVsCaptain (default); breakEven; doubleStandUp (LA): the box must win and break even. */
export type ChouetteBoxKeepingRule =
  | 'boxVsCaptain'
  | 'breakEven'
  | 'doubleStandUp';

export type ChouetteCorrection = {
  __typename?: 'ChouetteCorrection';
  /** Who corrected (user id). */
  by: Scalars['String']['output'];
  /** Who corrected: the organiser or a club director, maybe not a player. */
  byUser: User;
  delta: Array<ChouettePoints>;
  /** A sheet edit’s correction: the edit (score | cube | deleteLast); null for a correction as such. */
  edit?: Maybe<Scalars['String']['output']>;
  game: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
  /** The correction’s sequence number in the log. */
  seq: Scalars['Int']['output'];
};

/** One entry of a member cube’s history. */
export type ChouetteCubeLogEntry = {
  __typename?: 'ChouetteCubeLogEntry';
  /** double | take | drop | beaver | raccoon | refuseBeaver | autoDouble */
  action: Scalars['String']['output'];
  /** Who acted: the box or the member. */
  by: ChouetteSide;
  value: Scalars['Int']['output'];
};

export type ChouetteCubeOffer = {
  __typename?: 'ChouetteCubeOffer';
  doubler: ChouetteSide;
  /** double: the doubled party answers; beaver: the original doubler answers. */
  stage: Scalars['String']['output'];
  value: Scalars['Int']['output'];
};

/** Who owns a member's cube: the box, the member, or nobody (centred). */
export type ChouetteCubeOwner =
  | 'box'
  | 'centred'
  | 'member';

/** One member of a deal: the points the member gets from the box (negative: pays). */
export type ChouetteDealTermInput = {
  member: Scalars['UUID']['input'];
  points: Scalars['Int']['input'];
};

export type ChouetteDeclaration = {
  __typename?: 'ChouetteDeclaration';
  double: Scalars['Boolean']['output'];
  member: Scalars['UUID']['output'];
};

export type ChouetteDoubleAnswer =
  | 'beaver'
  | 'drop'
  | 'take';

/** An open doubling window (team: declarations then the box’s answers; box: answers). */
export type ChouetteDoublingWindow = {
  __typename?: 'ChouetteDoublingWindow';
  by: ChouetteSide;
  declarations: Array<ChouetteDeclaration>;
  members: Array<Scalars['UUID']['output']>;
  takers: Array<Scalars['UUID']['output']>;
};

export type ChouetteEntryRoll = {
  __typename?: 'ChouetteEntryRoll';
  dice: Array<Scalars['Int']['output']>;
  player: Scalars['UUID']['output'];
  round: Scalars['Int']['output'];
};

/** A live update: the new log entry and who the table waits for; fetch `chouette` for the rest. A notice without an entry (at the log's last seq) says the table changed beside its log: who is away. */
export type ChouetteEvent = {
  __typename?: 'ChouetteEvent';
  /** Who is away from the table after the event. */
  absences: Array<ChouetteAbsence>;
  chouetteId: Scalars['UUID']['output'];
  /** The players' clocks after the action. */
  clocks: Array<ChouettePlayerClock>;
  /** The new action; null for a notice that changed no log entry (an absence). */
  entry?: Maybe<ChouetteLogEntry>;
  /** The session phase after the action. */
  phase: Scalars['String']['output'];
  seq: Scalars['Int']['output'];
  status: ChouetteStatus;
  waitingFor: Array<ChouetteWaiting>;
};

export type ChouetteExtrasRule =
  | 'mandatory'
  | 'none'
  | 'optional';

/** The game in progress. */
export type ChouetteGameView = {
  __typename?: 'ChouetteGameView';
  actingCaptain: Scalars['UUID']['output'];
  /** Side 0 = the box, side 1 = the team; null in scorekeeper mode. */
  board?: Maybe<BoardView>;
  box: Scalars['UUID']['output'];
  captain: Scalars['UUID']['output'];
  dice?: Maybe<Array<Scalars['Int']['output']>>;
  /** 0-based game number in the session. */
  index: Scalars['Int']['output'];
  /** The viewer’s legal plays now (the mover; a member who may suggest); else empty. */
  legalPlays: Array<LegalPlay>;
  members: Array<ChouetteMember>;
  partner?: Maybe<Scalars['UUID']['output']>;
  /** opening | rolling | moving | playing (scorekeeper) | over */
  phase: Scalars['String']['output'];
  /** Pip counts of the box and the team. */
  pips?: Maybe<Array<Scalars['Int']['output']>>;
  /** GNU Backgammon Position ID, from the side on turn. */
  positionId?: Maybe<Scalars['String']['output']>;
  resignation?: Maybe<ChouetteResignation>;
  suggestions: Array<ChouetteSuggestion>;
  turn?: Maybe<ChouetteSide>;
  window?: Maybe<ChouetteDoublingWindow>;
};

/** The house rules the table plays by. */
export type ChouetteHouseRules = {
  __typename?: 'ChouetteHouseRules';
  absentMember: ChouetteAbsentMemberRule;
  answerOrder: ChouetteAnswerOrderRule;
  boxKeeping: ChouetteBoxKeepingRule;
  deals: Scalars['Boolean']['output'];
  extras: ChouetteExtrasRule;
  initialCubes: ChouetteInitialCubesRule;
  maxPlayers: Scalars['Int']['output'];
  partnerMandatoryFrom: Scalars['Int']['output'];
  threeHandedBoth: Scalars['Boolean']['output'];
};

/** House rules; anything left out takes the default (docs/domain.md "House rules"). */
export type ChouetteHouseRulesInput = {
  absentMember?: InputMaybe<ChouetteAbsentMemberRule>;
  answerOrder?: InputMaybe<ChouetteAnswerOrderRule>;
  boxKeeping?: InputMaybe<ChouetteBoxKeepingRule>;
  /** Deals mid-game between the box and members. */
  deals?: InputMaybe<Scalars['Boolean']['input']>;
  extras?: InputMaybe<ChouetteExtrasRule>;
  initialCubes?: InputMaybe<ChouetteInitialCubesRule>;
  /** Past this many players the table splits (0 = no limit). */
  maxPlayers?: InputMaybe<Scalars['Int']['input']>;
  /** Players from which the box must call a partner (0 = never; FIBS 6, LA 7). */
  partnerMandatoryFrom?: InputMaybe<Scalars['Int']['input']>;
  /** 3 players: the box takes both initial cubes or passes both. */
  threeHandedBoth?: InputMaybe<Scalars['Boolean']['input']>;
};

/** free; half: the box doubled by every member takes at least half; halfAndCaptain (LA): and the captain’s. */
export type ChouetteInitialCubesRule =
  | 'free'
  | 'half'
  | 'halfAndCaptain';

export type ChouetteLedger = {
  __typename?: 'ChouetteLedger';
  games: Array<ChouetteLedgerGame>;
  /** Running totals per player; they sum to zero. */
  totals: Array<ChouettePoints>;
};

/** One finished game in the ledger. */
export type ChouetteLedgerGame = {
  __typename?: 'ChouetteLedgerGame';
  actingCaptain: Scalars['UUID']['output'];
  box: Scalars['UUID']['output'];
  /** The box side’s result before the partner split. */
  boxSide: Scalars['Int']['output'];
  /** box | captain: who won box against captain (decides the rotation). */
  boxVsCaptain: Scalars['String']['output'];
  captain: Scalars['UUID']['output'];
  corrections: Array<ChouetteCorrection>;
  index: Scalars['Int']['output'];
  members: Array<ChouetteMemberRecord>;
  /** Points with the corrections. */
  net: Array<ChouettePoints>;
  partner?: Maybe<Scalars['UUID']['output']>;
  /** Everyone’s points in the game (they sum to zero). */
  points: Array<ChouettePoints>;
  /** bearOff | recorded | allOut */
  reason: Scalars['String']['output'];
  /** Running totals after this game. */
  totals: Array<ChouettePoints>;
  /** Null when every member left early. */
  winner?: Maybe<ChouetteSide>;
};

/** One action of the session log. */
export type ChouetteLogEntry = {
  __typename?: 'ChouetteLogEntry';
  /** Who sent it (the organiser when recording). */
  actorId?: Maybe<Scalars['UUID']['output']>;
  at: Scalars['DateTime']['output'];
  /** Plays, suggestions, answers, results. */
  detail?: Maybe<Scalars['String']['output']>;
  dice?: Maybe<Array<Scalars['Int']['output']>>;
  /** The game (0-based) the action belongs to. */
  game?: Maybe<Scalars['Int']['output']>;
  /** Cube answers: whose cube. */
  member?: Maybe<Scalars['UUID']['output']>;
  /** The player the action is for (the decider). */
  player?: Maybe<Scalars['UUID']['output']>;
  seq: Scalars['Int']['output'];
  /** A readable English line; clients translate by type. */
  text: Scalars['String']['output'];
  /** The action: join | leave | rollForOrder | ... | correction | endSession. */
  type: Scalars['String']['output'];
};

/** A team member in the game, with their own cube against the box. */
export type ChouetteMember = {
  __typename?: 'ChouetteMember';
  /** Null when centred. */
  cubeOwner?: Maybe<ChouetteSide>;
  cubeValue: Scalars['Int']['output'];
  inGame: Scalars['Boolean']['output'];
  log: Array<ChouetteCubeLogEntry>;
  offer?: Maybe<ChouetteCubeOffer>;
  outcome?: Maybe<ChouetteOutcome>;
  player: Scalars['UUID']['output'];
};

export type ChouetteMemberRecord = {
  __typename?: 'ChouetteMemberRecord';
  conceded?: Maybe<ChouetteSide>;
  /** The cube’s final value. */
  cube: Scalars['Int']['output'];
  kind: GameKind;
  /** Who doubled, took, dropped, beavered, raccooned. */
  log: Array<ChouetteCubeLogEntry>;
  player: Scalars['UUID']['output'];
  points: Scalars['Int']['output'];
  reason: Scalars['String']['output'];
  /** The cube was turned (offered and accepted). */
  turned: Scalars['Boolean']['output'];
};

/** BOARD: played on the site's board; SCOREKEEPER: a physical board, the organiser records. */
export type ChouetteMode =
  | 'BOARD'
  | 'SCOREKEEPER';

export type ChouetteOptions = {
  __typename?: 'ChouetteOptions';
  autoDoubles: Scalars['Boolean']['output'];
  autoDoublesCap: Scalars['Int']['output'];
  beaver: Scalars['Boolean']['output'];
  beaverRefusal: Scalars['Boolean']['output'];
  consultation: ConsultationRule;
  /** The cube is used (false under the simple profile). */
  cube: Scalars['Boolean']['output'];
  house: ChouetteHouseRules;
  jacoby: Scalars['Boolean']['output'];
  maxCube: Scalars['Int']['output'];
  mode: ChouetteMode;
  partnerThreshold: Scalars['Int']['output'];
  profile: ScoringProfile;
  raccoon: Scalars['Boolean']['output'];
  stake: Scalars['Float']['output'];
  triploPoints: Scalars['Int']['output'];
};

/** Chouette options; anything left out takes the default (docs/domain.md "Chouette"). */
export type ChouetteOptionsInput = {
  /** Opening ties double every cube... */
  autoDoubles?: InputMaybe<Scalars['Boolean']['input']>;
  /** ...up to this value. */
  autoDoublesCap?: InputMaybe<Scalars['Int']['input']>;
  beaver?: InputMaybe<Scalars['Boolean']['input']>;
  /** Seed 000: a beaver may be refused. */
  beaverRefusal?: InputMaybe<Scalars['Boolean']['input']>;
  consultation?: InputMaybe<ConsultationRule>;
  house?: InputMaybe<ChouetteHouseRulesInput>;
  /** Per member cube: gammons count once that cube is turned. */
  jacoby?: InputMaybe<Scalars['Boolean']['input']>;
  /** Highest cube value (a power of two). */
  maxCube?: InputMaybe<Scalars['Int']['input']>;
  mode?: ChouetteMode;
  /** Players at the table from which the box may call a partner (default 5; 0 = never). */
  partnerThreshold?: InputMaybe<Scalars['Int']['input']>;
  /** Default international. */
  profile?: InputMaybe<ScoringProfile>;
  /** Needs beaver. */
  raccoon?: InputMaybe<Scalars['Boolean']['input']>;
  /** Money per point (default 1). */
  stake?: InputMaybe<Scalars['Float']['input']>;
  /** Traditional profile: the triplo’s value (0 = not played). */
  triploPoints?: InputMaybe<Scalars['Int']['input']>;
};

export type ChouetteOutcome = {
  __typename?: 'ChouetteOutcome';
  conceded?: Maybe<ChouetteSide>;
  kind: GameKind;
  /** From the member’s view: positive when won from the box. */
  points: Scalars['Int']['output'];
  /** game | drop | beaverRefused | resign */
  reason: Scalars['String']['output'];
};

/** One player's clock of the game in progress, as of the server's `serverNow`: the running delay counts down first, then the reserve (a reserve per game, refilled when a game starts). */
export type ChouettePlayerClock = {
  __typename?: 'ChouettePlayerClock';
  /** When this player's time runs out (null: not running). */
  deadline?: Maybe<Scalars['DateTime']['output']>;
  /** Delay left of the running period (the full delay when not running). */
  delayMs: Scalars['Int']['output'];
  player: Scalars['UUID']['output'];
  reserveMs: Scalars['Int']['output'];
  /** The table waits for a decision of this player. */
  running: Scalars['Boolean']['output'];
  serverNow: Scalars['DateTime']['output'];
};

/** Points of one player. */
export type ChouettePoints = {
  __typename?: 'ChouettePoints';
  player: Scalars['UUID']['output'];
  points: Scalars['Int']['output'];
};

/** Points given to (or, negative, taken from) one player. */
export type ChouettePointsInput = {
  player: Scalars['UUID']['input'];
  points: Scalars['Int']['input'];
};

export type ChouetteResignation = {
  __typename?: 'ChouetteResignation';
  by: Scalars['UUID']['output'];
  kind: WinKind;
  pending: Array<Scalars['UUID']['output']>;
  side: ChouetteSide;
};

export type ChouetteRole =
  | 'BOX'
  | 'CAPTAIN'
  | 'LEFT'
  | 'PARTNER'
  | 'QUEUE'
  | 'WAITING';

/** A player of the session, with their role at the table now. */
export type ChouetteSeat = {
  __typename?: 'ChouetteSeat';
  /** Moves for the team in the game in progress (the captain, or the acting captain). */
  actingCaptain: Scalars['Boolean']['output'];
  /** Has been box or captain (seed 000 rule 7, latecomers). */
  hasSat: Scalars['Boolean']['output'];
  /** Place in the line once seated: 0 box, 1 captain, 2... the queue in order. */
  line?: Maybe<Scalars['Int']['output']>;
  /** At the table now. */
  present: Scalars['Boolean']['output'];
  role: ChouetteRole;
  /** Running total (corrections included). */
  total: Scalars['Int']['output'];
  user: User;
};

/** Who pays whom, with the fewest transfers. */
export type ChouetteSettlement = {
  __typename?: 'ChouetteSettlement';
  /** exact (provably fewest transfers) | greedy */
  method: Scalars['String']['output'];
  stake: Scalars['Float']['output'];
  transfers: Array<ChouetteTransfer>;
};

/** The scorekeeper's sheet: how the ledger is laid out and what was edited. */
export type ChouetteSheet = {
  __typename?: 'ChouetteSheet';
  /** Breaks after these games (0-based). */
  breaks: Array<Scalars['Int']['output']>;
  cubes: Array<ChouetteSheetCube>;
  /** Games deleted from the sheet: a correction took their points back (0-based). */
  deleted: Array<Scalars['Int']['output']>;
  edits: Array<ChouetteSheetEdit>;
  /** The players' columns in order (the scorekeeper's, else arrival). */
  order: Array<Scalars['UUID']['output']>;
};

/** A member's cube in one game, as the scorekeeper set it. */
export type ChouetteSheetCube = {
  __typename?: 'ChouetteSheetCube';
  cube: Scalars['Int']['output'];
  /** 0-based game number. */
  game: Scalars['Int']['output'];
  owner: ChouetteCubeOwner;
  player: Scalars['UUID']['output'];
  /** The member's points at that cube. */
  points: Scalars['Int']['output'];
};

/** One edit of the score sheet: who, why, what. */
export type ChouetteSheetEdit = {
  __typename?: 'ChouetteSheetEdit';
  by: Scalars['UUID']['output'];
  byUser: User;
  /** The game edited, deleted or followed by the break. */
  game?: Maybe<Scalars['Int']['output']>;
  /** score | cube | reorder | deleteLast | break | unbreak */
  kind: Scalars['String']['output'];
  reason: Scalars['String']['output'];
  /** The edit’s sequence number in the log. */
  seq: Scalars['Int']['output'];
};

export type ChouetteSide =
  | 'box'
  | 'team';

export type ChouetteStatus =
  | 'CLOSED'
  | 'OPEN';

export type ChouetteSuggestion = {
  __typename?: 'ChouetteSuggestion';
  moves: Array<CheckerMoveView>;
  notation: Scalars['String']['output'];
  player: Scalars['UUID']['output'];
};

export type ChouetteTransfer = {
  __typename?: 'ChouetteTransfer';
  /** points x stake */
  amount: Scalars['Float']['output'];
  from: Scalars['UUID']['output'];
  points: Scalars['Int']['output'];
  to: Scalars['UUID']['output'];
};

/** "Waiting for": whose decision the session waits for, and which actions make it. */
export type ChouetteWaiting = {
  __typename?: 'ChouetteWaiting';
  actions: Array<Scalars['String']['output']>;
  /** join | rollForOrder | callPartner | startGame | openingRoll | roll | play | suggest | declareDouble | double | answerDouble | answerBeaver | answerResignation | recordResult */
  decision: Scalars['String']['output'];
  /** For cube decisions: whose cube. */
  member?: Maybe<Scalars['UUID']['output']>;
  /** Optional decisions do not block the game. */
  optional: Scalars['Boolean']['output'];
  /** Null: the table (any player, or the organiser). */
  player?: Maybe<Scalars['UUID']['output']>;
};

export type ClockSide = {
  __typename?: 'ClockSide';
  /** Delay left of the running period (the full delay for the other side). */
  delayMs: Scalars['Int']['output'];
  reserveMs: Scalars['Int']['output'];
  side: Scalars['Int']['output'];
};

export type Club = {
  __typename?: 'Club';
  /** Hours the player to act in a match without a clock may be gone before the opponent claims it. */
  abandonHours: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['UUID']['output'];
  /** Shown to owners and directors only. */
  invitationCode?: Maybe<Scalars['String']['output']>;
  memberCount: Scalars['Float']['output'];
  /** The viewer's role; null when not a member. */
  myRole?: Maybe<ClubRole>;
  name: Scalars['String']['output'];
  /** A match lost by forfeit (abandonment, not showing up) moves ratings. */
  rateForfeits: Scalars['Boolean']['output'];
  /** A match lost on time moves ratings. */
  rateTimeouts: Scalars['Boolean']['output'];
};

export type ClubBookView = {
  __typename?: 'ClubBookView';
  balances: Array<MemberBalanceView>;
  clubId: Scalars['UUID']['output'];
  /** ISO 4217 (BRL by default). */
  currency: Scalars['String']['output'];
  /** Every entry by date, with each member running balance. */
  entries: Array<BookEntryView>;
  /** The jackpot carried to the next event, in cents. */
  jackpotCents: Scalars['Int']['output'];
  /** Prize pools paid out, latest first. */
  prizePools: Array<PrizePoolView>;
};

/** A club's chat policy: free text in casual matches, and the rule of tournament matches. */
export type ClubChatPolicy = {
  __typename?: 'ClubChatPolicy';
  clubId: Scalars['UUID']['output'];
  /** Free text allowed in casual matches (else stock phrases only). */
  freeText: Scalars['Boolean']['output'];
  tournament: TournamentChat;
};

export type ClubMember = {
  __typename?: 'ClubMember';
  joinedAt: Scalars['DateTime']['output'];
  role: ClubRole;
  user: User;
};

/** The viewer's FIBS rating in one of their clubs (1500 before any rated match). */
export type ClubRating = {
  __typename?: 'ClubRating';
  clubId: Scalars['UUID']['output'];
  clubName: Scalars['String']['output'];
  /** The sum of the lengths of the rated matches. */
  experience: Scalars['Int']['output'];
  rating: Scalars['Float']['output'];
};

/** Which matches of the club move ratings (defaults: the UKBGF club policy). */
export type ClubRatingPolicy = {
  __typename?: 'ClubRatingPolicy';
  challenge: Scalars['Boolean']['output'];
  /** Chouette games (default: not rated). */
  chouette: Scalars['Boolean']['output'];
  forfeit: Scalars['Boolean']['output'];
  friendly: Scalars['Boolean']['output'];
  ladder: Scalars['Boolean']['output'];
  league: Scalars['Boolean']['output'];
  /** Shortest rated match, in points (1: every length). */
  minLength: Scalars['Int']['output'];
  online: Scalars['Boolean']['output'];
  physical: Scalars['Boolean']['output'];
  retirement: Scalars['Boolean']['output'];
  settled: Scalars['Boolean']['output'];
  timeout: Scalars['Boolean']['output'];
  tournament: Scalars['Boolean']['output'];
  unfinished: Scalars['Boolean']['output'];
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** 0 until a director first sets it; one more per change. */
  version: Scalars['Int']['output'];
  walkover: Scalars['Boolean']['output'];
};

export type ClubRatingPolicyInput = {
  challenge?: InputMaybe<Scalars['Boolean']['input']>;
  chouette?: InputMaybe<Scalars['Boolean']['input']>;
  forfeit?: InputMaybe<Scalars['Boolean']['input']>;
  friendly?: InputMaybe<Scalars['Boolean']['input']>;
  ladder?: InputMaybe<Scalars['Boolean']['input']>;
  league?: InputMaybe<Scalars['Boolean']['input']>;
  minLength?: InputMaybe<Scalars['Int']['input']>;
  online?: InputMaybe<Scalars['Boolean']['input']>;
  physical?: InputMaybe<Scalars['Boolean']['input']>;
  retirement?: InputMaybe<Scalars['Boolean']['input']>;
  settled?: InputMaybe<Scalars['Boolean']['input']>;
  timeout?: InputMaybe<Scalars['Boolean']['input']>;
  tournament?: InputMaybe<Scalars['Boolean']['input']>;
  unfinished?: InputMaybe<Scalars['Boolean']['input']>;
  walkover?: InputMaybe<Scalars['Boolean']['input']>;
};

/** OWNER > DIRECTOR > MEMBER. */
export type ClubRole =
  | 'DIRECTOR'
  | 'MEMBER'
  | 'OWNER';

/** Who may suggest plays to the captain: free (any member still in the game), cubeInGame (members whose own cube has been turned), none (the captain alone). */
export type ConsultationRule =
  | 'cubeInGame'
  | 'free'
  | 'none';

export type CreateClubInput = {
  name: Scalars['String']['input'];
};

export type CreateLadderInput = {
  clubId: Scalars['UUID']['input'];
  /** Days to play a challenge (default 7). */
  deadlineDays?: InputMaybe<Scalars['Int']['input']>;
  /** Points of each challenge match (default 5). */
  matchLength?: InputMaybe<Scalars['Int']['input']>;
  movement?: InputMaybe<LadderMovement>;
  name: Scalars['String']['input'];
  /** Places above one may challenge (default 5). */
  reach?: InputMaybe<Scalars['Int']['input']>;
};

export type CreateLeagueInput = {
  /** Order the players by club rating first (unrated last). */
  byRating?: InputMaybe<Scalars['Boolean']['input']>;
  clubId: Scalars['UUID']['input'];
  divisionSize?: InputMaybe<Scalars['Int']['input']>;
  /** Division by division, top first, each in seed order (or give players and divisionSize). */
  divisions?: InputMaybe<Array<Array<Scalars['UUID']['input']>>>;
  /** Double round robin (sides swapped in the second half). */
  double?: InputMaybe<Scalars['Boolean']['input']>;
  /** One match length per division, or one for all. */
  lengths: Array<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  /** Members cut into divisions of divisionSize in order. */
  players?: InputMaybe<Array<Scalars['UUID']['input']>>;
  /** Win 2 / loss 0 by default. */
  points?: InputMaybe<LeaguePointsInput>;
  /** Up from each division but the first (1). */
  promote?: InputMaybe<Scalars['Int']['input']>;
  /** Down from each division but the last (1). */
  relegate?: InputMaybe<Scalars['Int']['input']>;
  /** Week 1 (yyyy-mm-dd); today by default. */
  startsOn?: InputMaybe<Scalars['String']['input']>;
  /** Tie-breaks in order (head-to-head, most-wins...). */
  tieBreaks?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CreateTournamentInput = {
  /** Hours a player may be gone before a match without a clock is claimed (1 to 720; the club's by default). */
  abandonHours?: InputMaybe<Scalars['Int']['input']>;
  clubId: Scalars['UUID']['input'];
  /** Single elimination: a flight for first-round losers. */
  consolation?: Scalars['Boolean']['input'];
  crawford?: Scalars['Boolean']['input'];
  format: TournamentFormat;
  /** Double elimination: play the grand final's reset when the losers' bracket champion wins the first (default true); not for other formats. */
  grandFinalReset?: InputMaybe<Scalars['Boolean']['input']>;
  /** Round robin: number of groups (default 1). */
  groups?: InputMaybe<Scalars['Int']['input']>;
  /** Single elimination: a flight for the consolation's early losers. */
  lastChance?: Scalars['Boolean']['input'];
  /** e.g. [5, 5, 7, 9] */
  matchLengths: Array<Scalars['Int']['input']>;
  maxPlayers?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  registrationClosesAt?: InputMaybe<Scalars['DateTime']['input']>;
  registrationOpensAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Per round (1st, 2nd, ...): a round's own clock; a null item or a missing round: the event's. */
  roundTimeControls?: InputMaybe<Array<InputMaybe<TimeControlInput>>>;
  /** Swiss: number of rounds (required). */
  rounds?: InputMaybe<Scalars['Int']['input']>;
  scoringProfile?: ScoringProfile;
  seedingMethod?: SeedingMethod;
  /** Hours from a match being drawn until it may be claimed if not started (1 to 720; none by default). */
  startDeadlineHours?: InputMaybe<Scalars['Int']['input']>;
  /** The clock of every match; null: no clock. */
  timeControl?: InputMaybe<TimeControlInput>;
};

/** A new link to play a friend: the token is shown once (only its SHA-256 is kept). */
export type CreatedMatchInvite = {
  __typename?: 'CreatedMatchInvite';
  expiresAt: Scalars['DateTime']['output'];
  /** The site's path of the board (the site adds the locale and builds the QR code). */
  path: Scalars['String']['output'];
  token: Scalars['String']['output'];
};

export type Cube = {
  __typename?: 'Cube';
  /** double | beaver: what awaits an answer. */
  offerStage?: Maybe<Scalars['String']['output']>;
  /** The original doubler of a pending offer. */
  offeredBy?: Maybe<Scalars['Int']['output']>;
  /** The value a pending offer proposes. */
  offeredValue?: Maybe<Scalars['Int']['output']>;
  /** Owning side; null when centred. */
  owner?: Maybe<Scalars['Int']['output']>;
  value: Scalars['Int']['output'];
};

/** A member's home: what waits for them, what they can join, and how they are doing. */
export type Dashboard = {
  __typename?: 'Dashboard';
  /** Challenges to the viewer that wait for an answer; correspondence ones are in myCorrespondenceMatches. */
  challengesReceived: Array<Match>;
  /** The viewer's own open challenges. */
  myOpenChallenges: Array<OpenChallenge>;
  /** Online matches in progress that wait for the viewer; correspondence matches are in myCorrespondenceMatches. */
  myTurn: Array<Match>;
  /** Open challenges of others in the viewer's clubs, oldest first. */
  openChallenges: Array<OpenChallenge>;
  /** Open chouette tables in the viewer's clubs. */
  openChouettes: Array<Chouette>;
  ratings: Array<ClubRating>;
  /** The viewer's latest finished matches, newest first. */
  recentResults: Array<Match>;
  /** The viewer's tournament matches ready to be played. */
  tournamentMatches: Array<MyTournamentMatch>;
};

export type DayAction =
  | 'CHECK_IN'
  | 'CONFIRM_RESULT'
  | 'NONE'
  | 'RECORD_DOUBLE_NO_SHOW'
  | 'RECORD_FORFEIT'
  | 'SETTLE_DISPUTE'
  | 'SET_START_TIME'
  | 'WAIT';

/** A board of the round in play, as the director sees it. */
export type DayBoard = {
  __typename?: 'DayBoard';
  disputeReason?: Maybe<Scalars['String']['output']>;
  length: Scalars['Int']['output'];
  matchId?: Maybe<Scalars['UUID']['output']>;
  nextAction: DayAction;
  number: Scalars['Int']['output'];
  players: Array<BoardPlayer>;
  /** The pending or disputed report, for one tap. */
  reportId?: Maybe<Scalars['UUID']['output']>;
  score?: Maybe<Array<Scalars['Int']['output']>>;
  slot: Scalars['String']['output'];
  /** The score the match starts with (player 1, player 2). */
  startScore: Array<Scalars['Int']['output']>;
  state: DayBoardState;
  winner?: Maybe<User>;
};

export type DayBoardState =
  | 'DISPUTED'
  | 'FINISHED'
  | 'LATE'
  | 'NOT_STARTED'
  | 'PLAYING'
  | 'WAITING_CONFIRMATION';

/** Dice statistics: the rolls against the expected distribution, with tests valid at the sample size. */
export type DiceStatsView = {
  __typename?: 'DiceStatsView';
  antiJokers: Scalars['Int']['output'];
  /** Pearson's statistic over the 21 kinds. */
  chiSquare: Scalars['Float']['output'];
  /** The 21 distinct rolls, in the order of DISTINCT_ROLLS of @gamao/bot. */
  counts: Array<Scalars['Int']['output']>;
  degreesOfFreedom: Scalars['Int']['output'];
  doubles: Scalars['Int']['output'];
  doublesExpected: Scalars['Float']['output'];
  expected: Array<Scalars['Float']['output']>;
  /** How often each face 1..6 showed on the single dice. */
  faces: Array<Scalars['Int']['output']>;
  jokers: Scalars['Int']['output'];
  /** Matches counted. */
  matches: Scalars['Int']['output'];
  /** The p-value of the test of the 21 kinds (tests[0]). */
  pValue: Scalars['Float']['output'];
  rolls: Scalars['Int']['output'];
  /** The 21 kinds, the faces, the doubles. */
  tests: Array<DiceTestView>;
  /** tooFew, normal, unusual or veryUnusual: the judged tests after Holm. */
  verdict: Scalars['String']['output'];
};

/** One test of fair dice (libs/bot dice-stats.ts): the 21 kinds of roll, the faces of the single dice, or the doubles. */
export type DiceTestView = {
  __typename?: 'DiceTestView';
  /** Holm-adjusted over the judged tests; null when not judged. */
  adjustedPValue?: Maybe<Scalars['Float']['output']>;
  /** rolls, faces or doubles. */
  kind: Scalars['String']['output'];
  /** monteCarlo, chiSquare or exactBinomial. */
  method: Scalars['String']['output'];
  /** The rolls this test needs before it is judged. */
  minimumRolls: Scalars['Int']['output'];
  /** The chance that fair dice deviate at least this much. */
  pValue: Scalars['Float']['output'];
  /** Pearson's statistic, or the doubles count. */
  statistic: Scalars['Float']['output'];
  /** tooFew, normal, unusual or veryUnusual. */
  verdict: Scalars['String']['output'];
};

export type DiceVerification = {
  __typename?: 'DiceVerification';
  /** Log sequence number of the first roll that does not match. */
  firstMismatchSeq?: Maybe<Scalars['Int']['output']>;
  rolls: Scalars['Int']['output'];
  seedMatchesCommitment: Scalars['Boolean']['output'];
  /** The revealed seed matches its commitment and every roll matches the seeds. */
  verified: Scalars['Boolean']['output'];
};

/** A durable domain event (a finished match, a result change...), as the club directors see it when a consumer could not handle it. */
export type DomainEventView = {
  __typename?: 'DomainEventView';
  attempts: Scalars['Int']['output'];
  /** When the next attempt is due (PENDING). */
  availableAt: Scalars['DateTime']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The consumer that failed last. */
  failedConsumer?: Maybe<Scalars['String']['output']>;
  /** The event number (a decimal integer). */
  id: Scalars['String']['output'];
  /** Its error. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** The event payload, as JSON text. */
  payload: Scalars['String']['output'];
  /** PENDING, DONE or DEAD (dead-lettered after its last attempt). */
  status: Scalars['String']['output'];
  /** What happened, e.g. "match.finished" (apps/api/src/core/events/event-map.ts). */
  type: Scalars['String']['output'];
};

/** How one way a match ends counts in standings (changes over the defaults). */
export type EndRuleInput = {
  /** played, resigned, timedOut, timeLimit, retirement or walkover. */
  end: Scalars['String']['input'];
  /** asScored, lengthToZero or none. */
  gamePoints: Scalars['String']['input'];
  opponentCounts: Scalars['Boolean']['input'];
  rated: Scalars['Boolean']['input'];
};

export type EndRuleView = {
  __typename?: 'EndRuleView';
  end: Scalars['String']['output'];
  gamePoints: Scalars['String']['output'];
  opponentCounts: Scalars['Boolean']['output'];
  rated: Scalars['Boolean']['output'];
};

/** A single-elimination flight (MAIN, CONSOLATION, LAST_CHANCE), or a double elimination's winners' and losers' brackets and its grand final (WINNERS, LOSERS, GRAND_FINAL). */
export type Flight =
  | 'CONSOLATION'
  | 'GRAND_FINAL'
  | 'LAST_CHANCE'
  | 'LOSERS'
  | 'MAIN'
  | 'WINNERS';

/** A match without a clock whose player to act is gone: the other player may claim it from claimableAt. */
export type ForfeitClaim = {
  __typename?: 'ForfeitClaim';
  /** The side who would lose by abandonment. */
  againstSide: Scalars['Int']['output'];
  canClaimNow: Scalars['Boolean']['output'];
  claimableAt: Scalars['DateTime']['output'];
};

/** How a game was won: international kinds and the traditional (seed 000) table. */
export type GameKind =
  | 'backgammon'
  | 'cantada'
  | 'dePauDentro'
  | 'gamaoCantado'
  | 'gamaoDosDeuses'
  | 'gammon'
  | 'single'
  | 'triplo';

export type GameSummary = {
  __typename?: 'GameSummary';
  crawford: Scalars['Boolean']['output'];
  index: Scalars['Int']['output'];
  kind?: Maybe<Scalars['String']['output']>;
  points?: Maybe<Scalars['Int']['output']>;
  reason?: Maybe<Scalars['String']['output']>;
  winner?: Maybe<Scalars['Int']['output']>;
};

export type HeadToHeadResultView = {
  __typename?: 'HeadToHeadResultView';
  endedAt: Scalars['DateTime']['output'];
  matchId: Scalars['UUID']['output'];
  /** [winner's points, loser's points]. */
  score: Array<Scalars['Int']['output']>;
  winnerId: Scalars['UUID']['output'];
};

export type HeadToHeadSideView = {
  __typename?: 'HeadToHeadSideView';
  /** Unforced decisions analysed. */
  decisions: Scalars['Int']['output'];
  displayName: Scalars['String']['output'];
  /** Points scored in their matches against each other. */
  points: Scalars['Int']['output'];
  /** PR over their analysed matches against each other (null: none analysed). */
  pr?: Maybe<Scalars['Float']['output']>;
  userId: Scalars['UUID']['output'];
  wins: Scalars['Int']['output'];
};

export type HeadToHeadView = {
  __typename?: 'HeadToHeadView';
  /** The last results, latest first (5). */
  lastResults: Array<HeadToHeadResultView>;
  matches: Scalars['Int']['output'];
  /** The two members, in the order asked. */
  sides: Array<HeadToHeadSideView>;
};

/** Whether the service and its database answer. */
export type Health = {
  __typename?: 'Health';
  /** Whether PostgreSQL answered a query just now. */
  database: Scalars['Boolean']['output'];
  /** Live updates between instances: "up" or "down" (Redis), or "unused" (a single instance). While down, every action still succeeds; live pages catch up when Redis is back. */
  redis: Scalars['String']['output'];
  /** "ok" when every dependency answered, else "degraded". */
  status: Scalars['String']['output'];
  /** The version of the running API. */
  version: Scalars['String']['output'];
};

/** A match imported from a .mat file into a club, or attached to a tournament match played on a physical board. */
export type ImportedMatchView = {
  __typename?: 'ImportedMatchView';
  clubId: Scalars['UUID']['output'];
  createdAt: Scalars['DateTime']['output'];
  games: Scalars['Int']['output'];
  id: Scalars['UUID']['output'];
  /** ...for this match (the tournament's Match row). */
  matchId?: Maybe<Scalars['UUID']['output']>;
  /** 0 = money play. */
  matchLength: Scalars['Int']['output'];
  /** Player 0's name as the file writes it (the left column). */
  player0Name: Scalars['String']['output'];
  /** The club member who played side 0, when known. */
  player0UserId?: Maybe<Scalars['UUID']['output']>;
  player1Name: Scalars['String']['output'];
  player1UserId?: Maybe<Scalars['UUID']['output']>;
  /** The id of its replay and analysis: `i:<id>` (the page /replay/<recordId>). */
  recordId: Scalars['String']['output'];
  score0: Scalars['Int']['output'];
  score1: Scalars['Int']['output'];
  /** Attached to a result of this tournament... */
  tournamentId?: Maybe<Scalars['UUID']['output']>;
  uploadedById: Scalars['UUID']['output'];
  /** The side that won the match. */
  winnerSide?: Maybe<Scalars['Int']['output']>;
};

export type LadderChallengeView = {
  __typename?: 'LadderChallengeView';
  challengerId: Scalars['UUID']['output'];
  challengerName: Scalars['String']['output'];
  deadline: Scalars['DateTime']['output'];
  defenderId: Scalars['UUID']['output'];
  defenderName: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
  issuedAt: Scalars['DateTime']['output'];
  /** The match, once the defender accepted. */
  matchId?: Maybe<Scalars['UUID']['output']>;
  /** open, accepted (its match is being played), challenger-won, defender-won, refused, expired. */
  status: Scalars['String']['output'];
};

/** A committed change of a ladder; a page reads the ladder again on it. */
export type LadderEvent = {
  __typename?: 'LadderEvent';
  challengeId?: Maybe<Scalars['UUID']['output']>;
  /** member.joined, challenge.issued, challenge.accepted, challenge.played, ... */
  change: Scalars['String']['output'];
  ladderId: Scalars['UUID']['output'];
};

/** LEAPFROG: the winner takes the place, those between move down one; SWAP: the two exchange places. */
export type LadderMovement =
  | 'LEAPFROG'
  | 'SWAP';

export type LadderRungView = {
  __typename?: 'LadderRungView';
  displayName: Scalars['String']['output'];
  /** 1 = top. */
  position: Scalars['Int']['output'];
  userId: Scalars['UUID']['output'];
};

export type LadderView = {
  __typename?: 'LadderView';
  challenges: Array<LadderChallengeView>;
  clubId: Scalars['UUID']['output'];
  deadlineDays: Scalars['Int']['output'];
  id: Scalars['UUID']['output'];
  /** Points of each challenge match. */
  matchLength: Scalars['Int']['output'];
  movement: LadderMovement;
  name: Scalars['String']['output'];
  /** The read-only public link token (members only). */
  publicToken?: Maybe<Scalars['String']['output']>;
  reach: Scalars['Int']['output'];
  rungs: Array<LadderRungView>;
};

/** A lateness rule (@gamao/tournament's; the UKBGF one by default). */
export type LatenessRuleInput = {
  /** The penalty (points) that forfeits the match; null: more than half the length. */
  forfeitAtPoints?: InputMaybe<Scalars['Int']['input']>;
  graceMinutes: Scalars['Float']['input'];
  intervalMinutes: Scalars['Float']['input'];
  pointsPerInterval: Scalars['Int']['input'];
};

export type LatenessRuleView = {
  __typename?: 'LatenessRuleView';
  forfeitAtPoints?: Maybe<Scalars['Int']['output']>;
  graceMinutes: Scalars['Float']['output'];
  intervalMinutes: Scalars['Float']['output'];
  pointsPerInterval: Scalars['Int']['output'];
};

/** A row of a club leaderboard (FIBS ratings; everyone starts at 1500). */
export type LeaderboardEntry = {
  __typename?: 'LeaderboardEntry';
  /** Sum of the lengths of rated matches. */
  experience: Scalars['Int']['output'];
  player: User;
  /** Equal ratings share a rank. */
  rank: Scalars['Int']['output'];
  rating: Scalars['Float']['output'];
};

export type LeagueDivisionView = {
  __typename?: 'LeagueDivisionView';
  /** 1 = top. */
  division: Scalars['Int']['output'];
  length: Scalars['Int']['output'];
  /** Seed order. */
  players: Array<LeaguePlayer>;
  standings: Array<LeagueStandingRow>;
};

/** A committed change of a league season; a page reads the season again on it. */
export type LeagueEvent = {
  __typename?: 'LeagueEvent';
  /** result.reported, result.recorded, match.started, season.closed. */
  change: Scalars['String']['output'];
  fixtureId?: Maybe<Scalars['UUID']['output']>;
  seasonId: Scalars['UUID']['output'];
};

export type LeagueFixtureView = {
  __typename?: 'LeagueFixtureView';
  /** d<division>-w<week>-m<n>. */
  code: Scalars['String']['output'];
  division: Scalars['Int']['output'];
  id: Scalars['UUID']['output'];
  length: Scalars['Int']['output'];
  /** The online match played for it. */
  matchId?: Maybe<Scalars['UUID']['output']>;
  outcome?: Maybe<LeagueOutcome>;
  players: Array<LeaguePlayer>;
  /** A report waiting for confirmation. */
  report?: Maybe<LeagueReportView>;
  /** [winner's, loser's] once recorded. */
  score?: Maybe<Array<Scalars['Int']['output']>>;
  /** CONFIRMED, DIRECTOR or ONLINE. */
  source?: Maybe<Scalars['String']['output']>;
  week: Scalars['Int']['output'];
  /** The week's day (yyyy-mm-dd). */
  weekOf: Scalars['String']['output'];
  winnerId?: Maybe<Scalars['UUID']['output']>;
};

/** PLAYED: playerId won with the score; WALKOVER: playerId did not come (the length to 0). */
export type LeagueOutcome =
  | 'PLAYED'
  | 'WALKOVER';

export type LeaguePlayer = {
  __typename?: 'LeaguePlayer';
  displayName: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
};

export type LeaguePointsInput = {
  kind: LeaguePointsKind;
  /** WIN_LOSS: a loss (0). */
  loss?: InputMaybe<Scalars['Int']['input']>;
  /** WIN_LOSS: a win (2); MARGIN: per win (100). */
  win?: InputMaybe<Scalars['Int']['input']>;
};

/** WIN_LOSS: win and loss points (2 and 0 by default); MARGIN: Sydney's perWin (100) plus the margin. */
export type LeaguePointsKind =
  | 'MARGIN'
  | 'WIN_LOSS';

export type LeagueReportView = {
  __typename?: 'LeagueReportView';
  outcome: LeagueOutcome;
  /** The winner (PLAYED) or the absent player (WALKOVER). */
  playerId: Scalars['UUID']['output'];
  reportedById: Scalars['UUID']['output'];
  /** [winner's, loser's] (PLAYED). */
  score?: Maybe<Array<Scalars['Int']['output']>>;
};

export type LeagueResultInput = {
  fixtureId: Scalars['UUID']['input'];
  outcome: LeagueOutcome;
  /** The winner (PLAYED) or the absent player (WALKOVER). */
  playerId: Scalars['UUID']['input'];
  /** [winner's, loser's] for PLAYED. */
  score?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type LeagueSeasonView = {
  __typename?: 'LeagueSeasonView';
  closedAt?: Maybe<Scalars['DateTime']['output']>;
  clubId: Scalars['UUID']['output'];
  /** Top first, each with its live standings. */
  divisions: Array<LeagueDivisionView>;
  double: Scalars['Boolean']['output'];
  /** By division, week and number. */
  fixtures: Array<LeagueFixtureView>;
  id: Scalars['UUID']['output'];
  loss: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The season drawn from this one at its close. */
  nextId?: Maybe<Scalars['UUID']['output']>;
  number: Scalars['Int']['output'];
  pointsKind: LeaguePointsKind;
  previousId?: Maybe<Scalars['UUID']['output']>;
  promote: Scalars['Int']['output'];
  relegate: Scalars['Int']['output'];
  /** Week 1 (yyyy-mm-dd). */
  startsOn: Scalars['String']['output'];
  tieBreaks: Array<Scalars['String']['output']>;
  /** WIN_LOSS: points for a win; MARGIN: points per win before the margin. */
  win: Scalars['Int']['output'];
};

export type LeagueStandingRow = {
  __typename?: 'LeagueStandingRow';
  /** What put this row below the one above: 'points' or a tie-break; null for a shared rank. */
  decidedBy?: Maybe<Scalars['String']['output']>;
  played: Scalars['Int']['output'];
  player: LeaguePlayer;
  /** Match points by the league rule. */
  points: Scalars['Int']['output'];
  /** Game points scored minus conceded. */
  pointsDifference: Scalars['Int']['output'];
  rank: Scalars['Int']['output'];
  wins: Scalars['Int']['output'];
};

export type LegalPlay = {
  __typename?: 'LegalPlay';
  moves: Array<CheckerMoveView>;
  /** e.g. "13/7 8/5". */
  notation: Scalars['String']['output'];
  /** Position ID of the result, still from the mover’s side. */
  resultPositionId: Scalars['String']['output'];
};

/** A club's lobby changed: a challenge was posted, withdrawn or accepted. Read the lobby again on it (after a reconnect too: nothing is replayed). */
export type LobbyEvent = {
  __typename?: 'LobbyEvent';
  at: Scalars['DateTime']['output'];
  clubId: Scalars['UUID']['output'];
  openChallengeId: Scalars['UUID']['output'];
  /** What the challenge is now: OPEN (posted), CANCELLED (withdrawn) or ACCEPTED. */
  status: OpenChallengeStatus;
};

/** One entry of the match log, in the notation players read. */
export type LogEntry = {
  __typename?: 'LogEntry';
  at: Scalars['DateTime']['output'];
  /** 0-based game number. */
  game: Scalars['Int']['output'];
  seq: Scalars['Int']['output'];
  side?: Maybe<Scalars['Int']['output']>;
  /** e.g. "63: 24/18 13/10", "Doubles => 2", "Takes". */
  text: Scalars['String']['output'];
  /** roll | play | double | take | drop | beaver | raccoon | refuseBeaver | resign | ... */
  type: Scalars['String']['output'];
};

export type Match = {
  __typename?: 'Match';
  board: BoardView;
  clientSeeds: Array<Maybe<Scalars['String']['output']>>;
  /** Null: no clock, or not started. Once the match is over, its final (stopped) clocks. */
  clock?: Maybe<MatchClock>;
  clubId: Scalars['UUID']['output'];
  /** The current game is the Crawford game: nobody may double. */
  crawfordGame: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  cube: Cube;
  dice?: Maybe<Array<Scalars['Int']['output']>>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Set when a player may claim the match: the opponent abandoned a match without a clock, or did not start a tournament match by its deadline. */
  forfeitClaim?: Maybe<ForfeitClaim>;
  /** 0-based number of the current game. */
  gameNumber: Scalars['Int']['output'];
  games: Array<GameSummary>;
  /** GNU Backgammon Match ID. */
  gnubgMatchId: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
  kind: MatchKind;
  log: Array<LogEntry>;
  options: MatchOptions;
  /** opening | rolling | moving | over */
  phase: Scalars['String']['output'];
  /** Pip counts of side 0 and side 1 (the "Faltam" line). */
  pips: Array<Scalars['Int']['output']>;
  players: Array<MatchPlayer>;
  /** GNU Backgammon Position ID, from the view of the side on turn (else side 0's). */
  positionId: Scalars['String']['output'];
  postCrawford: Scalars['Boolean']['output'];
  /** Whether each player has the match open. */
  presence: Array<PlayerPresence>;
  resignation?: Maybe<PendingResignation>;
  /** How the result came about: PLAYED, TIMEOUT, FORFEIT, REPORTED, WALKOVER, RETIRED. */
  resultSource?: Maybe<Scalars['String']['output']>;
  score: Array<Scalars['Int']['output']>;
  /** Sequence number of the last action: send it as expectedSeq with the next action. */
  seq: Scalars['Int']['output'];
  /** The dice seed, revealed when the match is over. */
  serverSeed?: Maybe<Scalars['String']['output']>;
  /** SHA-256 of the secret dice seed, published at the start. */
  serverSeedHash?: Maybe<Scalars['String']['output']>;
  /** The side whose decision the match waits for. */
  sideToAct?: Maybe<Scalars['Int']['output']>;
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: MatchStatus;
  /** Null: no clock. */
  timeControl?: Maybe<TimeControl>;
  /** The side to roll or move. */
  turn?: Maybe<Scalars['Int']['output']>;
  /** The viewer's side; null for spectators. */
  viewerSide?: Maybe<Scalars['Int']['output']>;
  winner?: Maybe<Scalars['Int']['output']>;
};

/** The computer's analysis of a record: its job's status and, once done, its result. */
export type MatchAnalysisView = {
  __typename?: 'MatchAnalysisView';
  /** The search depth, e.g. '2-ply top 5, closest 3-ply reduced'. */
  depth?: Maybe<Scalars['String']['output']>;
  /** Why it failed (FAILED). */
  error?: Maybe<Scalars['String']['output']>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Done by an earlier version of the analysis than the current one: asking for it again redoes it. */
  outdated: Scalars['Boolean']['output'];
  players: Array<AnalysisPlayerView>;
  /** The record analysed. */
  recordId: Scalars['String']['output'];
  requestedAt: Scalars['DateTime']['output'];
  /** The MatchAnalysis JSON of @gamao/bot (decisions, players, games, graph, dice), once DONE. */
  result?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: AnalysisStatus;
  /** The version of the computer’s analysis that produced the result (null until DONE). */
  version?: Maybe<Scalars['Int']['output']>;
};

/** A tournament match that needs the director: a player away or gone, or low on time. */
export type MatchAtRisk = {
  __typename?: 'MatchAtRisk';
  lastSeenAt?: Maybe<Scalars['DateTime']['output']>;
  match: Match;
  /** AWAY | GONE | LOW_TIME */
  reason: Scalars['String']['output'];
  reserveMs?: Maybe<Scalars['Int']['output']>;
  side: Scalars['Int']['output'];
};

/** The clocks as of the server's `serverNow`: the running side's delay counts down first, then its reserve. */
export type MatchClock = {
  __typename?: 'MatchClock';
  /** When the running side's time runs out. */
  deadline?: Maybe<Scalars['DateTime']['output']>;
  paused: Scalars['Boolean']['output'];
  /** The side on the clock; null when none. */
  running?: Maybe<Scalars['Int']['output']>;
  serverNow: Scalars['DateTime']['output'];
  sides: Array<ClockSide>;
};

/** A live update: the new log entry; fetch `match` for the full state. */
export type MatchEvent = {
  __typename?: 'MatchEvent';
  /** The clocks after this event. */
  clock?: Maybe<MatchClock>;
  /** Null for status changes (challenge accepted, ...). */
  entry?: Maybe<LogEntry>;
  matchId: Scalars['UUID']['output'];
  /** Set when a player's presence changed. */
  presence?: Maybe<Array<PlayerPresence>>;
  seq: Scalars['Int']['output'];
  status: MatchStatus;
};

export type MatchInviteInput = {
  clubId: Scalars['UUID']['input'];
  options: MatchOptionsInput;
  /** Null: no clock. */
  timeControl?: InputMaybe<TimeControlInput>;
};

/** What a link opens: its settings and who sent it; never rated. */
export type MatchInviteView = {
  __typename?: 'MatchInviteView';
  expiresAt: Scalars['DateTime']['output'];
  hostName: Scalars['String']['output'];
  /** The match the link opened, for its two players only (null before it is taken). */
  matchId?: Maybe<Scalars['UUID']['output']>;
  /** Whether the viewer made this link. */
  mine: Scalars['Boolean']['output'];
  open: Scalars['Boolean']['output'];
  /** The match options as JSON. */
  options: Scalars['String']['output'];
};

export type MatchKind =
  | 'CHOUETTE'
  | 'ONLINE'
  | 'PHYSICAL';

export type MatchOptions = {
  __typename?: 'MatchOptions';
  autoDoubles: Scalars['Boolean']['output'];
  autoDoublesCap: Scalars['Int']['output'];
  beaver: Scalars['Boolean']['output'];
  beaverRefusal: Scalars['Boolean']['output'];
  crawford: Scalars['Boolean']['output'];
  cube: Scalars['Boolean']['output'];
  jacoby: Scalars['Boolean']['output'];
  length: Scalars['Int']['output'];
  maxCube: Scalars['Int']['output'];
  profile: ScoringProfile;
  raccoon: Scalars['Boolean']['output'];
};

/** Match options; anything left out takes the engine default. */
export type MatchOptionsInput = {
  /** Money play: opening ties double the cube. */
  autoDoubles?: InputMaybe<Scalars['Boolean']['input']>;
  autoDoublesCap?: InputMaybe<Scalars['Int']['input']>;
  /** Money play only. */
  beaver?: InputMaybe<Scalars['Boolean']['input']>;
  /** Seed 000: a beaver may be refused. Money play only. */
  beaverRefusal?: InputMaybe<Scalars['Boolean']['input']>;
  crawford?: Scalars['Boolean']['input'];
  /** Use the doubling cube (never in the simple profile). */
  cube?: Scalars['Boolean']['input'];
  /** Money play only. */
  jacoby?: InputMaybe<Scalars['Boolean']['input']>;
  /** Points to win; 0 = money play (one game). */
  length?: Scalars['Int']['input'];
  /** Highest cube value (a power of two). */
  maxCube?: InputMaybe<Scalars['Int']['input']>;
  profile?: ScoringProfile;
  /** Money play only; needs beaver. */
  raccoon?: InputMaybe<Scalars['Boolean']['input']>;
};

export type MatchPlayer = {
  __typename?: 'MatchPlayer';
  /** 0 or 1. */
  side: Scalars['Int']['output'];
  user: User;
};

/** Whether a match moves ratings under its club's policy, before it starts and after it ends. */
export type MatchRatingEligibility = {
  __typename?: 'MatchRatingEligibility';
  rated: Scalars['Boolean']['output'];
  /** Why not (a @gamao/season NotRatedReason: CHOUETTE, TOO_SHORT, WALKOVER, ...); null when rated. */
  reason?: Maybe<Scalars['String']['output']>;
};

/** A match a viewer may replay: online, tournament, chouette board game or imported. */
export type MatchRecord = {
  __typename?: 'MatchRecord';
  analysis?: Maybe<MatchAnalysisView>;
  clubId: Scalars['UUID']['output'];
  finished: Scalars['Boolean']['output'];
  /** Whether it has moves to replay and analyse (a result recorded without moves has none). */
  hasMoves: Scalars['Boolean']['output'];
  /** `m:<matchId>`, `i:<importedId>` or `c:<chouetteId>:<game>`. */
  id: Scalars['String']['output'];
  kind: RecordKind;
  /** The engine match log as JSON: {options, actions, players, date}. */
  log: Scalars['String']['output'];
  /** Points to win; 0 = money play. */
  matchLength: Scalars['Int']['output'];
  /** When it was played (its end, or its last move). */
  playedAt: Scalars['DateTime']['output'];
  players: Array<RecordPlayer>;
  title: Scalars['String']['output'];
  tournamentId?: Maybe<Scalars['UUID']['output']>;
};

export type MatchStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'CHALLENGED'
  | 'DECLINED'
  | 'FINISHED';

/** The signed-in account. */
export type Me = {
  __typename?: 'Me';
  displayName: Scalars['String']['output'];
  email: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
  /** "pt-BR" or "en". */
  locale: Scalars['String']['output'];
};

export type MemberBalanceView = {
  __typename?: 'MemberBalanceView';
  /** What the club owes the member, in cents (negative: the member owes). */
  balanceCents: Scalars['Int']['output'];
  /** Dues periods charged and not fully paid, oldest first. */
  duesOwing: Array<Scalars['String']['output']>;
  /** Every dues period charged is paid in full. */
  duesUpToDate: Scalars['Boolean']['output'];
  memberId: Scalars['UUID']['output'];
  memberName: Scalars['String']['output'];
};

export type MemberSeasonView = {
  __typename?: 'MemberSeasonView';
  awards: Array<SeasonAwardView>;
  best?: Maybe<SeasonAwardView>;
  clubId: Scalars['UUID']['output'];
  events: Scalars['Int']['output'];
  member: LeaguePlayer;
  points: Scalars['Int']['output'];
  /** Null: no points this season. */
  rank?: Maybe<Scalars['Int']['output']>;
  season: Scalars['Int']['output'];
};

export type MemberStatementView = {
  __typename?: 'MemberStatementView';
  balanceCents: Scalars['Int']['output'];
  currency: Scalars['String']['output'];
  entries: Array<BookEntryView>;
};

export type Mutation = {
  __typename?: 'Mutation';
  acceptChallenge: Match;
  /** The challenged member accepts: the challenge's match (the ladder's length) starts at once. */
  acceptLadderChallenge: LadderView;
  /** Take the link's board: signed in as yourself, or as a guest with a name only (not rated). */
  acceptMatchInvite: AcceptedMatchInvite;
  /** Another member accepts an open challenge: the first acceptance starts the match (matchId); a later one is refused with CHALLENGE_NOT_PENDING. */
  acceptOpenChallenge: OpenChallenge;
  /** Accept the rematch: a new match with the same settings, sides swapped, started at once. */
  acceptRematch: RematchOffer;
  acceptResignation: Match;
  /** Directors: add 1 to 3600 seconds to a player's reserve. */
  addMatchTime: Match;
  /** A director's announcement to the club's members, or to a tournament's players. */
  announce: Scalars['Boolean']['output'];
  /** Directors: annul the timeout or forfeit that ended a match; play resumes where it was, with addSeconds (default 60) more for the player who had lost. */
  annulTimeout: Match;
  /** The beavered doubler answers the beaver on `member`'s cube: take, refuse or raccoon. */
  answerChouetteBeaver: Chouette;
  /** A member answers the box's double alone: take, drop or beaver. */
  answerChouetteBoxDouble: Chouette;
  /** The box answers one member's double: take, drop or beaver. */
  answerChouetteDouble: Chouette;
  answerChouetteResignation: Chouette;
  /** Directors: attaches the .mat file of a finished tournament match played on a physical board. The file must end with the recorded result (MAT_SCORE_MISMATCH otherwise); one file per match. `player0UserId` says which player is the file's player 0 when the file's names are not theirs. */
  attachMatToResult: ImportedMatchView;
  /** Take and redouble at once, keeping the cube (money play option). */
  beaver: Match;
  /** The box calls a partner from the queue (null: no partner). */
  callChouettePartner: Chouette;
  /** Challenge a member of the same club. */
  challenge: Match;
  /** Challenge a member up to the ladder reach above you. */
  challengeOnLadder: LadderView;
  /** Changes the password: the current one must be right (WRONG_PASSWORD), the new one strong (WEAK_PASSWORD with `extensions.reasons`). Every other session of the member is signed out. */
  changePassword: Scalars['Boolean']['output'];
  /** A player checks in at his board (a director checks in any player of the match). */
  checkInAtBoard: DayBoard;
  /** The viewer checks in; a director may check anyone in (userId). */
  checkInTournament: TournamentEntry;
  /** Claim the match when forfeitClaim says the opponent abandoned it (a forfeit in the log). */
  claimForfeit: Match;
  /** Directors: every result in, promotion and relegation applied; answers the next season drawn. */
  closeLeagueSeason: LeagueSeasonView;
  /** The acting captain plays a member's latest suggestion. */
  confirmChouetteSuggestion: Chouette;
  /** The reporter's opponent, or a director who does not play, confirms the waiting report. */
  confirmLeagueResult: LeagueSeasonView;
  /** The opponent or a director who does not play in the match confirms a report; never its reporter. */
  confirmTournamentResult: TournamentResultReport;
  /** Correct a finished game (organiser or club director): points moved between players (summing to zero), with a written reason; also recorded in the hash-chained audit log. */
  correctChouette: Chouette;
  /** Directors only, not in a match they play: replaces a result, with a written reason; advancement is derived again. */
  correctTournamentResult: TournamentMatch;
  /** The creator becomes the owner. */
  createClub: Club;
  /** Directors: a new ladder (reach 5 and 7 days by default). */
  createLadder: LadderView;
  /** Directors: a league season (divisions, round robins by week, points rule, tie-breaks). */
  createLeague: LeagueSeasonView;
  /** A link that opens a board with these settings (members). */
  createMatchInvite: CreatedMatchInvite;
  /** Directors only. */
  createTournament: Tournament;
  /** A team member doubles the box with their own cube (true), or declares they don't (false) while the doubling window is open. */
  declareChouetteDouble: Chouette;
  /** Declines (the challenged player) or withdraws (the challenger). */
  declineChallenge: Match;
  /** Scorekeeper's sheet (organiser or club director): deletes the last game on the sheet; a correction takes its points back (UNKNOWN_GAME when there is none). The rotation stays as it is. Audited with the reason. */
  deleteLastChouetteGame: Chouette;
  /** The opponent disputes a report; a director decides. */
  disputeTournamentResult: TournamentResultReport;
  /** Directors only: seeds the checked-in players and makes the draw. */
  drawTournament: Tournament;
  dropDouble: Match;
  /** Scorekeeper's sheet (organiser or club director): a member's cube in a finished game, its value (a power of two) and owner; the member's points scale with the value, the box side follows, and the change goes into the ledger as a correction. Audited with the reason. */
  editChouetteCube: Chouette;
  /** Scorekeeper's sheet (organiser or club director): a member's points in a finished game (the box side follows, split with the partner); the change goes into the ledger as a correction. Audited with the reason. */
  editChouetteScore: Chouette;
  /** End the session (organiser or club director), between games. */
  endChouette: Chouette;
  /** Directors: a late entry after the draw, as the lowest seed. */
  enterTournamentLate: Tournament;
  /** An extra (house rule `extras`), recorded by the organiser or a club director: `from`, who dropped the box's double, gives the lone taker `to` their payment and cube; `takerAgrees` is needed when extras are optional. */
  giveChouetteExtra: Chouette;
  /** A member imports a .mat file into the club. Every move is checked by the engine: a file it refuses (MAT_UNREADABLE, MAT_ILLEGAL_MOVE, MAT_TRUNCATED, MAT_SCORE_MISMATCH, with `game` and `line` in the error's extensions) stores nothing. The sides may name the club members who played them. */
  importMat: ImportedMatchView;
  /** Join a table by its code (members of its club). Without expectedSeq the join applies to the latest state. */
  joinChouette: Chouette;
  joinClub: Club;
  /** Members: join at the bottom, or by the club rating. */
  joinLadder: LadderView;
  /** Leave the table (between games for the players of a game). */
  leaveChouette: Chouette;
  leaveClub: Scalars['Boolean']['output'];
  /** A deal mid-game (house rule `deals`), as agreed at the table, recorded by the organiser or a club director: the box settles the named members' cubes for the points given (member's view: positive when the box pays); every member named must be in `agreedBy`. Kept with each cube's value and owner. */
  makeChouetteDeal: Chouette;
  /** Marks all your notifications read; how many were unread. */
  markAllNotificationsRead: Scalars['Int']['output'];
  /** Scorekeeper's sheet (organiser or club director): marks a break after a game (`marked` false takes a marked break away). Audited with the reason. */
  markChouetteBreak: Chouette;
  /** Marks one of your notifications read. */
  markNotificationRead: Notification;
  /** Directors only: the match is played on a physical board. */
  markTournamentMatchPhysical: Scalars['Boolean']['output'];
  /** Mute (or unmute) the other player's messages in this match. */
  muteChatPlayer: ChatSettings;
  /** The box doubles every member whose cube is centred or owned by the box. */
  offerChouetteBoxDouble: Chouette;
  offerDouble: Match;
  /** "Revanche": offer the other player a rematch of a finished match. */
  offerRematch: RematchOffer;
  /** Open a chouette table in a club (members). */
  openChouette: Chouette;
  /** Directors only (Swiss): pairs the next round. */
  pairNextRound: Tournament;
  /** Directors: stop a match's clocks (with the reason, audited). */
  pauseMatchClock: Match;
  /** Directors: pays out an event's prize pool once (payout shares, club cut, jackpot), audited. */
  payPrizePool: PrizePoolView;
  /** Post a challenge in the club's lobby that any other member may accept (members). */
  postOpenChallenge: OpenChallenge;
  /** The original doubler answers a beaver by redoubling again. */
  raccoon: Match;
  /** Directors: the club's ratings replayed from its match log under the policy in force; audited with the reason. */
  recomputeClubRatings: RatingRecomputation;
  /** Directors: one entry of the book (a fee, a payment, a prize paid out, dues...), audited. */
  recordBookEntry: BookEntryView;
  /** Scorekeeper mode: the organiser records the game's result (kind, or base value). */
  recordChouetteResult: Chouette;
  /** Directors: neither player came; both are out (a bracket advances a bye). */
  recordDoubleNoShow: Tournament;
  /** Directors: the score reached when the round's time limit passed (player 1's first); the event's rule decides the winner (an equal score: one more game). */
  recordTimeLimitResult: DayBoard;
  /** Has the club's analyses done by an earlier version redone in the background, one at a time and only while no other analysis waits (directors). Answers how many there are. */
  redoOutdatedAnalyses: Scalars['Int']['output'];
  /** Refuse a beaver, conceding the doubled value (when the match allows it). */
  refuseBeaver: Match;
  /** The challenged member refuses: a forfeit, the challenger moves up. */
  refuseLadderChallenge: LadderView;
  /** Owners and directors: the old code stops working. */
  regenerateInvitationCode: Club;
  /** The viewer registers (club members, registration window). */
  registerForTournament: TournamentEntry;
  rejectResignation: Match;
  /** Directors remove members; owners remove anyone but the last owner. */
  removeMember: Scalars['Boolean']['output'];
  /** Scorekeeper's sheet (organiser or club director): the players' columns in a new order, every player of the session once (INVALID_EDIT otherwise). Audited with the reason. */
  reorderChouetteSheet: Chouette;
  /** Report the match's chat to the club's directors (once per match). */
  reportChat: ChatReport;
  /** A fixture's result from a physical board: a player's report waits for the opponent (or a director who does not play); a neutral director's is recorded at once. */
  reportLeagueResult: LeagueSeasonView;
  /** A player's report (a director's own match included) waits for the opponent or another director; a report by a director who does not play in the match is recorded at once. */
  reportTournamentResult: TournamentResultReport;
  /** Queues the analysis of a finished record (its players, or a director of its club). Already queued, running or done: answered as it is. */
  requestAnalysis: MatchAnalysisView;
  /** Sends a password reset link to the e-mail if it has an account. Answers true either way (and as fast), so it does not tell whether the account exists; limited per address and per e-mail. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Sets a new password with the token of a reset link (single use, 30 minutes; INVALID_RESET_TOKEN otherwise) and signs every session of the member out. */
  resetPassword: Scalars['Boolean']['output'];
  /** Offer to resign a single game, a gammon or a backgammon. */
  resign: Match;
  /** Resign: the box to every member still in, or a member to the box (that member's cube). */
  resignChouetteGame: Chouette;
  /** Directors: start a paused match's clocks again. */
  resumeMatchClock: Match;
  /** Puts a dead-lettered event back in the queue with fresh attempts (directors of its club). */
  retryEvent: DomainEventView;
  /** Roll (also the opening roll, by the box or the captain). The server draws the dice. */
  rollChouetteDice: Chouette;
  /** Roll two dice for the order of the table (ties re-roll). The server rolls; in scorekeeper mode the organiser may enter the physical dice instead. */
  rollChouetteOrder: Chouette;
  /** Roll (also the opening roll). The server draws the dice. */
  rollDice: Match;
  /** Send a stock phrase (phrase: goodLuck, goodGame, thanks, backSoon) or a free text, one of them. */
  sendChatMessage: ChatMessage;
  /** Changes the signed-in member's board options. */
  setBoardOptions: BoardOptions;
  /** A player away from the table (house rule absentMember), or back (`away` false). The player, the organiser or a club director says it (`member`: the player, the caller by default). Under 'proxy' name the player at the table who decides the away member's cube; under 'followCaptain' name nobody. Audited. */
  setChouetteAbsence: Chouette;
  /** The table's organiser sets its house rules before the first game; left-out fields keep their value. Audited (chouette.houseRules); HOUSE_RULES_LOCKED once a game has started. */
  setChouetteHouseRules: Chouette;
  /** Adds your own seed to the dice; allowed until the first roll. */
  setClientSeed: Match;
  /** Directors: the book's currency (ISO 4217), audited. */
  setClubCurrency: ClubBookView;
  /** Directors: what the club rates; left-out fields stay. Audited (rating-policy.changed). */
  setClubRatingPolicy: ClubRatingPolicy;
  /** Owners only. */
  setMemberRole: ClubMember;
  /** Turns one kind of notification on or off on a channel. */
  setNotificationPreference: NotificationPreference;
  /** Directors: when a round starts (not in the past). */
  setRoundStart: TournamentDay;
  /** Directors: the points per place by field size and per event played, for events ending from now on. */
  setSeasonPointsTable: SeasonPointsTableView;
  /** Directors: lateness, round time limit, tie-breaks and standings policy (audited). */
  setTournamentDayRules: TournamentDayRules;
  /** Directors only: turns the public read-only link on (a new token) or off; the same state again changes nothing. */
  setTournamentPublicLink: Tournament;
  /** Directors only: MANUAL takes the order (seed 1 first). */
  setTournamentSeeding: Tournament;
  /** Failed attempts are limited per (email, address) pair, per address and per email; an unknown email takes as long. */
  signIn: AuthPayload;
  /** Revokes the current session. */
  signOut: Scalars['Boolean']['output'];
  /** Signs every session of the viewer out, this one included; how many. */
  signOutEverywhere: Scalars['Int']['output'];
  /** Signs one of the viewer's sessions out (NOT_FOUND if not theirs). */
  signOutSession: Scalars['Boolean']['output'];
  signUp: AuthPayload;
  /** The organiser splits the table between games when members arrive (house rule maxPlayers): the new table has half the players, the bottom of the line and the newcomers, with the same options; returns it. Audited in both tables (chouette.split). */
  splitChouetteTable: Chouette;
  /** Start the next game. Scorekeeper with automatic doubles: initialCube after the opening ties. */
  startChouetteGame: Chouette;
  /** A player starts the fixture's online match; its result is recorded when it ends. */
  startLeagueMatch: LeagueSeasonView;
  /** Directors only: play begins. */
  startTournament: Tournament;
  /** Either player starts a tournament match on the site. */
  startTournamentMatch: Scalars['Boolean']['output'];
  /** The mover (box, or the acting captain) plays: final. */
  submitChouettePlay: Chouette;
  /** A whole play: the checker moves of the turn, in order. */
  submitPlay: Match;
  /** A team member suggests a play to the captain (consultation rule). */
  suggestChouettePlay: Chouette;
  takeDouble: Match;
  /** Take a vacation day (24 hours from startsAt, default now; never in the past, 10 a year): every correspondence clock of yours stops for it. */
  takeVacationDay: Vacation;
  /** An e-mail's unsubscribe link (no sign-in): no more e-mails of that kind, or of any kind without one. */
  unsubscribeFromEmails: Scalars['Boolean']['output'];
  /** Directors: free text in casual matches on or off, and the tournament matches' rule (audited). */
  updateClubChatPolicy: ClubChatPolicy;
  /** Directors: the abandonment limit (1 to 720 hours) and whether timeouts and forfeits are rated. */
  updateClubPlayPolicy: Club;
  /** Changes the viewer's display name or preferred language. */
  updateProfile: Me;
  /** Directors: waive a player's lateness penalty, all of it (points null) or part, with a reason. */
  waiveLateness: DayBoard;
  /** The viewer withdraws; a director may withdraw anyone (userId). */
  withdrawFromTournament: TournamentEntry;
  /** Directors: a withdrawal mid-event (remaining matches walked over, or out of Swiss pairing). */
  withdrawMidEvent: Tournament;
  /** Its poster withdraws an open challenge. */
  withdrawOpenChallenge: OpenChallenge;
};


export type MutationAcceptChallengeArgs = {
  matchId: Scalars['UUID']['input'];
};


export type MutationAcceptLadderChallengeArgs = {
  challengeId: Scalars['UUID']['input'];
};


export type MutationAcceptMatchInviteArgs = {
  guestName?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


export type MutationAcceptOpenChallengeArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationAcceptRematchArgs = {
  matchId: Scalars['UUID']['input'];
};


export type MutationAcceptResignationArgs = {
  expectedSeq: Scalars['Int']['input'];
  matchId: Scalars['UUID']['input'];
};


export type MutationAddMatchTimeArgs = {
  matchId: Scalars['UUID']['input'];
  reason: Scalars['String']['input'];
  seconds: Scalars['Int']['input'];
  side: Scalars['Int']['input'];
};


export type MutationAnnounceArgs = {
  input: AnnounceInput;
};


export type MutationAnnulTimeoutArgs = {
  addSeconds?: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['UUID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationAnswerChouetteBeaverArgs = {
  answer: ChouetteBeaverAnswer;
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  member: Scalars['UUID']['input'];
  player?: InputMaybe<Scalars['UUID']['input']>;
};


export type MutationAnswerChouetteBoxDoubleArgs = {
  answer: ChouetteDoubleAnswer;
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  player?: InputMaybe<Scalars['UUID']['input']>;
};


export type MutationAnswerChouetteDoubleArgs = {
  answer: ChouetteDoubleAnswer;
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  member: Scalars['UUID']['input'];
  player?: InputMaybe<Scalars['UUID']['input']>;
};


export type MutationAnswerChouetteResignationArgs = {
  accept: Scalars['Boolean']['input'];
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  player?: InputMaybe<Scalars['UUID']['input']>;
};


export type MutationAttachMatToResultArgs = {
  matchId: Scalars['UUID']['input'];
  player0UserId?: InputMaybe<Scalars['UUID']['input']>;
  text: Scalars['String']['input'];
};


export type MutationBeaverArgs = {
  expectedSeq: Scalars['Int']['input'];
  matchId: Scalars['UUID']['input'];
};


export type MutationCallChouettePartnerArgs = {
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  partner?: InputMaybe<Scalars['UUID']['input']>;
  player?: InputMaybe<Scalars['UUID']['input']>;
};


export type MutationChallengeArgs = {
  input: ChallengeInput;
};


export type MutationChallengeOnLadderArgs = {
  defenderId: Scalars['UUID']['input'];
  ladderId: Scalars['UUID']['input'];
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCheckInAtBoardArgs = {
  matchId: Scalars['UUID']['input'];
  userId?: InputMaybe<Scalars['UUID']['input']>;
};


export type MutationCheckInTournamentArgs = {
  tournamentId: Scalars['UUID']['input'];
  userId?: InputMaybe<Scalars['UUID']['input']>;
};


export type MutationClaimForfeitArgs = {
  expectedSeq: Scalars['Int']['input'];
  matchId: Scalars['UUID']['input'];
};


export type MutationCloseLeagueSeasonArgs = {
  seasonId: Scalars['UUID']['input'];
};


export type MutationConfirmChouetteSuggestionArgs = {
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  from: Scalars['UUID']['input'];
};


export type MutationConfirmLeagueResultArgs = {
  fixtureId: Scalars['UUID']['input'];
};


export type MutationConfirmTournamentResultArgs = {
  reportId: Scalars['UUID']['input'];
};


export type MutationCorrectChouetteArgs = {
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  game: Scalars['Int']['input'];
  points: Array<ChouettePointsInput>;
  reason: Scalars['String']['input'];
};


export type MutationCorrectTournamentResultArgs = {
  input: TournamentResultInput;
  reason: Scalars['String']['input'];
};


export type MutationCreateClubArgs = {
  input: CreateClubInput;
};


export type MutationCreateLadderArgs = {
  input: CreateLadderInput;
};


export type MutationCreateLeagueArgs = {
  input: CreateLeagueInput;
};


export type MutationCreateMatchInviteArgs = {
  input: MatchInviteInput;
};


export type MutationCreateTournamentArgs = {
  input: CreateTournamentInput;
};


export type MutationDeclareChouetteDoubleArgs = {
  chouetteId: Scalars['UUID']['input'];
  double: Scalars['Boolean']['input'];
  expectedSeq: Scalars['Int']['input'];
  player?: InputMaybe<Scalars['UUID']['input']>;
};


export type MutationDeclineChallengeArgs = {
  matchId: Scalars['UUID']['input'];
};


export type MutationDeleteLastChouetteGameArgs = {
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


export type MutationDisputeTournamentResultArgs = {
  reason: Scalars['String']['input'];
  reportId: Scalars['UUID']['input'];
};


export type MutationDrawTournamentArgs = {
  tournamentId: Scalars['UUID']['input'];
};


export type MutationDropDoubleArgs = {
  expectedSeq: Scalars['Int']['input'];
  matchId: Scalars['UUID']['input'];
};


export type MutationEditChouetteCubeArgs = {
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  game: Scalars['Int']['input'];
  member: Scalars['UUID']['input'];
  owner: ChouetteCubeOwner;
  reason: Scalars['String']['input'];
  value: Scalars['Int']['input'];
};


export type MutationEditChouetteScoreArgs = {
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  game: Scalars['Int']['input'];
  member: Scalars['UUID']['input'];
  points: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
};


export type MutationEndChouetteArgs = {
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
};


export type MutationEnterTournamentLateArgs = {
  tournamentId: Scalars['UUID']['input'];
  userId: Scalars['UUID']['input'];
};


export type MutationGiveChouetteExtraArgs = {
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  from: Scalars['UUID']['input'];
  takerAgrees: Scalars['Boolean']['input'];
  to: Scalars['UUID']['input'];
};


export type MutationImportMatArgs = {
  clubId: Scalars['UUID']['input'];
  player0UserId?: InputMaybe<Scalars['UUID']['input']>;
  player1UserId?: InputMaybe<Scalars['UUID']['input']>;
  text: Scalars['String']['input'];
};


export type MutationJoinChouetteArgs = {
  code: Scalars['String']['input'];
  expectedSeq?: InputMaybe<Scalars['Int']['input']>;
  player?: InputMaybe<Scalars['UUID']['input']>;
};


export type MutationJoinClubArgs = {
  invitationCode: Scalars['String']['input'];
};


export type MutationJoinLadderArgs = {
  byRating?: Scalars['Boolean']['input'];
  ladderId: Scalars['UUID']['input'];
};


export type MutationLeaveChouetteArgs = {
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  player?: InputMaybe<Scalars['UUID']['input']>;
};


export type MutationLeaveClubArgs = {
  clubId: Scalars['UUID']['input'];
};


export type MutationMakeChouetteDealArgs = {
  agreedBy: Array<Scalars['UUID']['input']>;
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  terms: Array<ChouetteDealTermInput>;
};


export type MutationMarkChouetteBreakArgs = {
  after: Scalars['Int']['input'];
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  marked?: Scalars['Boolean']['input'];
  reason: Scalars['String']['input'];
};


export type MutationMarkNotificationReadArgs = {
  id: Scalars['UUID']['input'];
};


export type MutationMarkTournamentMatchPhysicalArgs = {
  matchId: Scalars['UUID']['input'];
};


export type MutationMuteChatPlayerArgs = {
  matchId: Scalars['UUID']['input'];
  muted: Scalars['Boolean']['input'];
  userId: Scalars['UUID']['input'];
};


export type MutationOfferChouetteBoxDoubleArgs = {
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  player?: InputMaybe<Scalars['UUID']['input']>;
};


export type MutationOfferDoubleArgs = {
  expectedSeq: Scalars['Int']['input'];
  matchId: Scalars['UUID']['input'];
};


export type MutationOfferRematchArgs = {
  matchId: Scalars['UUID']['input'];
};


export type MutationOpenChouetteArgs = {
  input: OpenChouetteInput;
};


export type MutationPairNextRoundArgs = {
  tournamentId: Scalars['UUID']['input'];
};


export type MutationPauseMatchClockArgs = {
  matchId: Scalars['UUID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationPayPrizePoolArgs = {
  input: PrizePoolInput;
};


export type MutationPostOpenChallengeArgs = {
  input: OpenChallengeInput;
};


export type MutationRaccoonArgs = {
  expectedSeq: Scalars['Int']['input'];
  matchId: Scalars['UUID']['input'];
};


export type MutationRecomputeClubRatingsArgs = {
  clubId: Scalars['UUID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRecordBookEntryArgs = {
  input: BookEntryInput;
};


export type MutationRecordChouetteResultArgs = {
  base?: InputMaybe<Scalars['Int']['input']>;
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  kind?: InputMaybe<GameKind>;
  winner: ChouetteSide;
};


export type MutationRecordDoubleNoShowArgs = {
  matchId: Scalars['UUID']['input'];
};


export type MutationRecordTimeLimitResultArgs = {
  matchId: Scalars['UUID']['input'];
  score: Array<Scalars['Int']['input']>;
};


export type MutationRedoOutdatedAnalysesArgs = {
  clubId: Scalars['UUID']['input'];
};


export type MutationRefuseBeaverArgs = {
  expectedSeq: Scalars['Int']['input'];
  matchId: Scalars['UUID']['input'];
};


export type MutationRefuseLadderChallengeArgs = {
  challengeId: Scalars['UUID']['input'];
};


export type MutationRegenerateInvitationCodeArgs = {
  clubId: Scalars['UUID']['input'];
};


export type MutationRegisterForTournamentArgs = {
  tournamentId: Scalars['UUID']['input'];
};


export type MutationRejectResignationArgs = {
  expectedSeq: Scalars['Int']['input'];
  matchId: Scalars['UUID']['input'];
};


export type MutationRemoveMemberArgs = {
  clubId: Scalars['UUID']['input'];
  userId: Scalars['UUID']['input'];
};


export type MutationReorderChouetteSheetArgs = {
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  players: Array<Scalars['UUID']['input']>;
  reason: Scalars['String']['input'];
};


export type MutationReportChatArgs = {
  matchId: Scalars['UUID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationReportLeagueResultArgs = {
  input: LeagueResultInput;
};


export type MutationReportTournamentResultArgs = {
  input: TournamentResultInput;
};


export type MutationRequestAnalysisArgs = {
  recordId: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationResignArgs = {
  expectedSeq: Scalars['Int']['input'];
  kind: WinKind;
  matchId: Scalars['UUID']['input'];
};


export type MutationResignChouetteGameArgs = {
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  kind: WinKind;
  player?: InputMaybe<Scalars['UUID']['input']>;
};


export type MutationResumeMatchClockArgs = {
  matchId: Scalars['UUID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationRetryEventArgs = {
  eventId: Scalars['String']['input'];
};


export type MutationRollChouetteDiceArgs = {
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
};


export type MutationRollChouetteOrderArgs = {
  chouetteId: Scalars['UUID']['input'];
  dice?: InputMaybe<Array<Scalars['Int']['input']>>;
  expectedSeq: Scalars['Int']['input'];
  player?: InputMaybe<Scalars['UUID']['input']>;
};


export type MutationRollDiceArgs = {
  expectedSeq: Scalars['Int']['input'];
  matchId: Scalars['UUID']['input'];
};


export type MutationSendChatMessageArgs = {
  matchId: Scalars['UUID']['input'];
  phrase?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetBoardOptionsArgs = {
  input: BoardOptionsInput;
};


export type MutationSetChouetteAbsenceArgs = {
  away: Scalars['Boolean']['input'];
  chouetteId: Scalars['UUID']['input'];
  member?: InputMaybe<Scalars['UUID']['input']>;
  proxy?: InputMaybe<Scalars['UUID']['input']>;
};


export type MutationSetChouetteHouseRulesArgs = {
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  house: ChouetteHouseRulesInput;
};


export type MutationSetClientSeedArgs = {
  matchId: Scalars['UUID']['input'];
  seed: Scalars['String']['input'];
};


export type MutationSetClubCurrencyArgs = {
  clubId: Scalars['UUID']['input'];
  currency: Scalars['String']['input'];
};


export type MutationSetClubRatingPolicyArgs = {
  clubId: Scalars['UUID']['input'];
  input: ClubRatingPolicyInput;
};


export type MutationSetMemberRoleArgs = {
  clubId: Scalars['UUID']['input'];
  role: ClubRole;
  userId: Scalars['UUID']['input'];
};


export type MutationSetNotificationPreferenceArgs = {
  channel: NotificationChannel;
  enabled: Scalars['Boolean']['input'];
  kind: NotificationKind;
};


export type MutationSetRoundStartArgs = {
  round: Scalars['Int']['input'];
  startsAt: Scalars['DateTime']['input'];
  tournamentId: Scalars['UUID']['input'];
};


export type MutationSetSeasonPointsTableArgs = {
  input: SeasonPointsTableInput;
};


export type MutationSetTournamentDayRulesArgs = {
  input: TournamentDayRulesInput;
};


export type MutationSetTournamentPublicLinkArgs = {
  enabled: Scalars['Boolean']['input'];
  tournamentId: Scalars['UUID']['input'];
};


export type MutationSetTournamentSeedingArgs = {
  method: SeedingMethod;
  order?: InputMaybe<Array<Scalars['UUID']['input']>>;
  tournamentId: Scalars['UUID']['input'];
};


export type MutationSignInArgs = {
  input: SignInInput;
};


export type MutationSignOutSessionArgs = {
  sessionId: Scalars['ID']['input'];
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationSplitChouetteTableArgs = {
  arriving: Array<Scalars['UUID']['input']>;
  chouetteId: Scalars['UUID']['input'];
};


export type MutationStartChouetteGameArgs = {
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  initialCube?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationStartLeagueMatchArgs = {
  fixtureId: Scalars['UUID']['input'];
};


export type MutationStartTournamentArgs = {
  tournamentId: Scalars['UUID']['input'];
};


export type MutationStartTournamentMatchArgs = {
  matchId: Scalars['UUID']['input'];
};


export type MutationSubmitChouettePlayArgs = {
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  moves: Array<CheckerMoveInput>;
};


export type MutationSubmitPlayArgs = {
  expectedSeq: Scalars['Int']['input'];
  matchId: Scalars['UUID']['input'];
  moves: Array<CheckerMoveInput>;
};


export type MutationSuggestChouettePlayArgs = {
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  moves: Array<CheckerMoveInput>;
};


export type MutationTakeDoubleArgs = {
  expectedSeq: Scalars['Int']['input'];
  matchId: Scalars['UUID']['input'];
};


export type MutationTakeVacationDayArgs = {
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
};


export type MutationUnsubscribeFromEmailsArgs = {
  kind?: InputMaybe<NotificationKind>;
  token: Scalars['String']['input'];
};


export type MutationUpdateClubChatPolicyArgs = {
  clubId: Scalars['UUID']['input'];
  freeText?: InputMaybe<Scalars['Boolean']['input']>;
  tournament?: InputMaybe<TournamentChat>;
};


export type MutationUpdateClubPlayPolicyArgs = {
  abandonHours?: InputMaybe<Scalars['Int']['input']>;
  clubId: Scalars['UUID']['input'];
  rateForfeits?: InputMaybe<Scalars['Boolean']['input']>;
  rateTimeouts?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationWaiveLatenessArgs = {
  matchId: Scalars['UUID']['input'];
  points?: InputMaybe<Scalars['Int']['input']>;
  reason: Scalars['String']['input'];
  userId: Scalars['UUID']['input'];
};


export type MutationWithdrawFromTournamentArgs = {
  tournamentId: Scalars['UUID']['input'];
  userId?: InputMaybe<Scalars['UUID']['input']>;
};


export type MutationWithdrawMidEventArgs = {
  tournamentId: Scalars['UUID']['input'];
  userId: Scalars['UUID']['input'];
};


export type MutationWithdrawOpenChallengeArgs = {
  id: Scalars['UUID']['input'];
};

/** One of the viewer's ladder challenges still to be played, with its ladder. */
export type MyLadderChallenge = {
  __typename?: 'MyLadderChallenge';
  challengerId: Scalars['UUID']['output'];
  challengerName: Scalars['String']['output'];
  deadline: Scalars['DateTime']['output'];
  defenderId: Scalars['UUID']['output'];
  defenderName: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
  issuedAt: Scalars['DateTime']['output'];
  ladderId: Scalars['UUID']['output'];
  ladderName: Scalars['String']['output'];
  /** The match, once the defender accepted. */
  matchId?: Maybe<Scalars['UUID']['output']>;
  /** The viewer is the challenged member (to answer), else the challenger. */
  received: Scalars['Boolean']['output'];
  /** open, accepted (its match is being played), challenger-won, defender-won, refused, expired. */
  status: Scalars['String']['output'];
};

/** One of the viewer's matches that is ready to be played, with its tournament. */
export type MyTournamentMatch = {
  __typename?: 'MyTournamentMatch';
  match: TournamentMatch;
  tournament: Tournament;
};

export type Notification = {
  __typename?: 'Notification';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['UUID']['output'];
  kind: NotificationKind;
  /** The site's path it leads to, without the locale. */
  link: Scalars['String']['output'];
  /** The facts the site writes its text from. */
  payload: NotificationFactsView;
  readAt?: Maybe<Scalars['DateTime']['output']>;
};

/** IN_APP: the centre and its bell; BROWSER: a system notification of the browser; EMAIL. */
export type NotificationChannel =
  | 'BROWSER'
  | 'EMAIL'
  | 'IN_APP';

/** The facts a notification is written from (each kind uses some). */
export type NotificationFactsView = {
  __typename?: 'NotificationFactsView';
  /** Who caused it. */
  actorName?: Maybe<Scalars['String']['output']>;
  /** A ladder challenge's answer: accepted, refused or expired. */
  answer?: Maybe<Scalars['String']['output']>;
  clubName?: Maybe<Scalars['String']['output']>;
  /** A correspondence move's or a ladder challenge's deadline (ISO 8601). */
  deadline?: Maybe<Scalars['String']['output']>;
  /** A ladder challenge's ladder. */
  ladderName?: Maybe<Scalars['String']['output']>;
  /** An announcement's message. */
  message?: Maybe<Scalars['String']['output']>;
  /** Whose reported result was disputed (to the directors). */
  reporterName?: Maybe<Scalars['String']['output']>;
  /** An announcement's title. */
  title?: Maybe<Scalars['String']['output']>;
  tournamentName?: Maybe<Scalars['String']['output']>;
};

/** What a notification tells. */
export type NotificationKind =
  | 'ANNOUNCEMENT'
  | 'CHALLENGE_ACCEPTED'
  | 'CHALLENGE_DECLINED'
  | 'CHALLENGE_RECEIVED'
  | 'CHAT_REPORTED'
  | 'CHOUETTE_TURN'
  | 'CHOUETTE_WAITING'
  | 'CORRESPONDENCE_REMINDER'
  | 'LADDER_CHALLENGED'
  | 'LADDER_CHALLENGE_ANSWERED'
  | 'RESULT_DISPUTED'
  | 'RESULT_DISPUTE_TO_DECIDE'
  | 'RESULT_TO_CONFIRM'
  | 'TOURNAMENT_MATCH_READY'
  | 'YOUR_TURN';

/** A change in the viewer's notifications. */
export type NotificationNews = {
  __typename?: 'NotificationNews';
  /** Whether the viewer wants this one as a browser notification. */
  browser: Scalars['Boolean']['output'];
  /** A new notification; null: only the count changed. */
  notification?: Maybe<Notification>;
  unreadCount: Scalars['Int']['output'];
};

export type NotificationPreference = {
  __typename?: 'NotificationPreference';
  channel: NotificationChannel;
  enabled: Scalars['Boolean']['output'];
  kind: NotificationKind;
};

/** A challenge in a club's lobby: any other member may accept it; the first one plays. */
export type OpenChallenge = {
  __typename?: 'OpenChallenge';
  /** Who accepted it. */
  acceptedBy?: Maybe<User>;
  clubId: Scalars['UUID']['output'];
  clubName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  createdBy: User;
  id: Scalars['UUID']['output'];
  /** The match its acceptance started. */
  matchId?: Maybe<Scalars['UUID']['output']>;
  options: MatchOptions;
  status: OpenChallengeStatus;
  /** Null: no clock. */
  timeControl?: Maybe<TimeControl>;
};

export type OpenChallengeInput = {
  clubId: Scalars['UUID']['input'];
  options: MatchOptionsInput;
  /** Null: no clock. */
  timeControl?: InputMaybe<TimeControlInput>;
};

export type OpenChallengeStatus =
  | 'ACCEPTED'
  | 'CANCELLED'
  | 'OPEN';

export type OpenChouetteInput = {
  clubId: Scalars['UUID']['input'];
  options?: InputMaybe<ChouetteOptionsInput>;
  /** Board mode only (money play): a delay per decision and a reserve per game (reserveSeconds, or a preset's money total). Null: no clock. */
  timeControl?: InputMaybe<TimeControlInput>;
};

export type PaymentMethod =
  | 'CASH'
  | 'TRANSFER';

export type PendingResignation = {
  __typename?: 'PendingResignation';
  by: Scalars['Int']['output'];
  kind: WinKind;
};

export type PlayerPresence = {
  __typename?: 'PlayerPresence';
  /** Null: never seen on this match. */
  lastSeenAt?: Maybe<Scalars['DateTime']['output']>;
  side: Scalars['Int']['output'];
  status: PresenceStatus;
};

/** The PR bands players know: super grand master (<= 2.5) ... intermediate (<= 16), beginner above. */
export type PrBand =
  | 'advanced'
  | 'beginner'
  | 'expert'
  | 'grandMaster'
  | 'intermediate'
  | 'master'
  | 'superGrandMaster';

export type PrHistoryPoint = {
  __typename?: 'PrHistoryPoint';
  /** When the record was played. */
  date: Scalars['DateTime']['output'];
  decisions: Scalars['Int']['output'];
  opponent?: Maybe<Scalars['String']['output']>;
  pr: Scalars['Float']['output'];
  recordId: Scalars['String']['output'];
};

export type PrLeaderboardRow = {
  __typename?: 'PrLeaderboardRow';
  band: PrBand;
  /** Unforced decisions analysed. */
  decisions: Scalars['Int']['output'];
  /** Analysed records. */
  matches: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** 500 × total error / decisions. */
  pr: Scalars['Float']['output'];
  userId: Scalars['UUID']['output'];
};

/** CONNECTED: a socket is open (or was within 30 s); AWAY: none for 30 s; GONE: none for 5 min. */
export type PresenceStatus =
  | 'AWAY'
  | 'CONNECTED'
  | 'GONE';

export type PrizePoolInput = {
  /** The club's cut, basis points of the fees (1000 = 10 %). */
  clubCutBasisPoints: Scalars['Int']['input'];
  clubId: Scalars['UUID']['input'];
  /** Put into the jackpot, basis points of the fees. */
  jackpotBasisPoints: Scalars['Int']['input'];
  /** The carried jackpot is won this time (added to the prizes). */
  payJackpot: Scalars['Boolean']['input'];
  /** Shares per place, e.g. [60, 30, 10] or [2, 1]. */
  payout: Array<Scalars['Int']['input']>;
  /** The members placed, first place first (at most one per share). */
  placings: Array<Scalars['UUID']['input']>;
  /** The event whose FEE entries make the pool. */
  reference: Scalars['String']['input'];
};

export type PrizePoolView = {
  __typename?: 'PrizePoolView';
  clubCutBasisPoints: Scalars['Int']['output'];
  clubCutCents: Scalars['Int']['output'];
  feesCents: Scalars['Int']['output'];
  jackpotAddedCents: Scalars['Int']['output'];
  jackpotBasisPoints: Scalars['Int']['output'];
  jackpotCarriedCents: Scalars['Int']['output'];
  jackpotPaidCents: Scalars['Int']['output'];
  payout: Array<Scalars['Int']['output']>;
  /** Per place, first place first. */
  prizesCents: Array<Scalars['Int']['output']>;
  reference: Scalars['String']['output'];
};

/** An entrant as the public link shows it: name and seed. */
export type PublicEntry = {
  __typename?: 'PublicEntry';
  player: User;
  seed?: Maybe<Scalars['Int']['output']>;
  withdrawn: Scalars['Boolean']['output'];
};

/** What anyone with the public link reads of a tournament, without signing in: no ids of the club, no audit, no director tools. */
export type PublicTournament = {
  __typename?: 'PublicTournament';
  clubName: Scalars['String']['output'];
  consolation: Scalars['Boolean']['output'];
  crawford: Scalars['Boolean']['output'];
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  format: TournamentFormat;
  grandFinalReset: Scalars['Boolean']['output'];
  groups?: Maybe<Scalars['Int']['output']>;
  lastChance: Scalars['Boolean']['output'];
  matchLengths: Array<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  rounds?: Maybe<Scalars['Int']['output']>;
  roundsPaired?: Maybe<Scalars['Int']['output']>;
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: TournamentStatus;
};

export type Query = {
  __typename?: 'Query';
  /** A signed checkpoint of the chain's head, for the club to download and keep outside the database (members). */
  auditCheckpoint: AuditCheckpoint;
  /** The audit log of a tournament or a club, oldest first (members). */
  auditLog: Array<AuditEntry>;
  /** The signed-in member's board options (the defaults until saved). */
  boardOptions: BoardOptions;
  /** The club's chat reports, newest first (directors). */
  chatReports: Array<ChatReport>;
  /** A chouette table, for its players and the members of its club. */
  chouette: Chouette;
  /** A club's chouette tables, newest first (members only). */
  chouettesOfClub: Array<Chouette>;
  /** A club the viewer belongs to. */
  club: Club;
  /** Directors: the club's book, balances, dues and prize pools. */
  clubBook: ClubBookView;
  /** Directors: the club's book as CSV (RFC 4180). */
  clubBookCsv: Scalars['String']['output'];
  /** The club's chat policy (members). */
  clubChatPolicy: ClubChatPolicy;
  /** A club's imported matches, newest first (members). */
  clubImportedMatches: Array<ImportedMatchView>;
  /** A club's ladders, newest first (its members). */
  clubLadders: Array<LadderView>;
  /** The club's FIBS leaderboard, best first (members). */
  clubLeaderboard: Array<LeaderboardEntry>;
  /** A club's league seasons, newest first (its members). */
  clubLeagues: Array<LeagueSeasonView>;
  /** A club's latest finished records (members only). */
  clubMatchRecords: Array<MatchRecord>;
  /** A club's matches, live first, then the latest results (members only). */
  clubMatches: Array<Match>;
  /** Members with their roles (members only). */
  clubMembers: Array<ClubMember>;
  /** A club's open challenges, oldest first (members). */
  clubOpenChallenges: Array<OpenChallenge>;
  /** How many of the club's analyses were done by an earlier version of the analysis (members). */
  clubOutdatedAnalyses: Scalars['Int']['output'];
  /** The club's members by PR over their analysed records, with at least minDecisions decisions. */
  clubPrLeaderboard: Array<PrLeaderboardRow>;
  /** The club's rating policy (members). */
  clubRatingPolicy: ClubRatingPolicy;
  /** A member's nemesis and favourite opponent in a club. */
  clubRivals: RivalsView;
  /** A club's tournaments, newest first. */
  clubTournaments: Array<Tournament>;
  /** The signed-in member's home: matches waiting for them, challenges, their next tournament matches, open chouette tables and open challenges of their clubs, latest results and ratings. */
  dashboard: Dashboard;
  /** A club's dead-lettered events, newest first (directors). */
  deadEvents: Array<DomainEventView>;
  /** Two members' record in a club (the viewer a member): matches, wins, points, PR when analysed, last results. */
  headToHead: HeadToHeadView;
  /** Liveness and readiness of the API and its database. */
  health: Health;
  /** An imported match (members of its club). */
  importedMatch: ImportedMatchView;
  /** A ladder of a club the viewer belongs to. */
  ladder: LadderView;
  /** A league season of a club the viewer belongs to. */
  league: LeagueSeasonView;
  /** Every legal play for the viewer now; empty when it is not their move. */
  legalPlays: Array<LegalPlay>;
  /** A match, for its players and for members of its club. */
  match: Match;
  /** A match's or a chouette table's chat (matchId: either id) for one of its players (muted players left out). */
  matchChat: Array<ChatMessage>;
  /** What the chat allows in this match, and whom the viewer muted. */
  matchChatSettings: ChatSettings;
  /** A link's settings, for whoever holds it (no sign-in). */
  matchInvite: MatchInviteView;
  /** The finished match as a .mat file (Jellyfish / GNU Backgammon). */
  matchMat: Scalars['String']['output'];
  /** What a match did to its players' ratings: one row per player, none if it was not rated (members). */
  matchRatingChanges: Array<RatingChange>;
  /** 'rated' or 'not rated: <reason>' for a match, before it starts and after it ends (club members). */
  matchRatingEligibility: MatchRatingEligibility;
  /** A match to replay (`m:<matchId>`, `i:<importedId>`, `c:<chouetteId>:<game>`), for whoever may see the match. */
  matchRecord: MatchRecord;
  /** Directors: the tournament's live matches with a player away or gone, or under a minute left. */
  matchesAtRisk: Array<MatchAtRisk>;
  /** The signed-in account, or null. */
  me?: Maybe<Me>;
  /** A member's season: rank, points, best event, every award. */
  memberSeason: MemberSeasonView;
  /** A member's entries with the running balance (directors, or the member). */
  memberStatement: MemberStatementView;
  /** Tables the viewer joined or organises, newest first. */
  myChouettes: Array<Chouette>;
  /** The viewer's clubs. */
  myClubs: Array<Club>;
  /** The viewer's correspondence matches being played or offered: their move first, by deadline, then the rest. */
  myCorrespondenceMatches: Array<Match>;
  /** The viewer's ladder challenges still to be played (to answer, waiting, or being played). */
  myLadderChallenges: Array<MyLadderChallenge>;
  /** The viewer's matches and challenges, newest first. */
  myMatches: Array<Match>;
  /** The viewer's open sessions, the most recently used first. */
  mySessions: Array<AccountSession>;
  /** The viewer's tournament matches that are ready to be played (tournaments in progress). */
  myTournamentMatches: Array<MyTournamentMatch>;
  /** Tournaments of the viewer's clubs in which the viewer is entered (not withdrawn), newest first. */
  myTournaments: Array<Tournament>;
  /** The viewer's vacation days of this year and the budget left. */
  myVacation: Vacation;
  /** The viewer's choice for each kind and channel (on unless turned off). */
  notificationPreferences: Array<NotificationPreference>;
  /** The viewer's notifications, newest first (at most 100). */
  notifications: Array<Notification>;
  /** The open challenges of the viewer's clubs, the viewer's own included, oldest first. */
  openChallengesOfMyClubs: Array<OpenChallenge>;
  /** The open tables of every club the viewer belongs to, newest first. */
  openChouettesOfMyClubs: Array<Chouette>;
  /** A member's dice over their finished online matches (null: no rolls yet). */
  playerDiceStats?: Maybe<DiceStatsView>;
  /** A member's latest finished records that the viewer may see. */
  playerMatchRecords: Array<MatchRecord>;
  /** A member's PR per analysed record, oldest first. */
  playerPrHistory: Array<PrHistoryPoint>;
  /** A ladder by its public read-only link (no sign-in). */
  publicLadder: LadderView;
  /** A tournament by its public link (no sign-in); NOT_FOUND when the link is unknown or off. */
  publicTournament: PublicTournament;
  /** The entrants of a public tournament: names and seeds. */
  publicTournamentEntries: Array<PublicEntry>;
  /** The draw of a public tournament (matchId is always null: match pages are for members). */
  publicTournamentMatches: Array<TournamentMatch>;
  /** The placings known so far of a flight of a public single elimination (as live: true). */
  publicTournamentPlacings: Array<TournamentPlacing>;
  /** The standings of a public Swiss or round robin. */
  publicTournamentStandings: Array<TournamentStanding>;
  /** A member's rating changes in a club, oldest first (members). */
  ratingHistory: Array<RatingChange>;
  /** The rematch offered after this match, if any. */
  rematchOffer?: Maybe<RematchOffer>;
  /** A reported conversation, whole (directors of the club). */
  reportedChat: Array<ChatMessage>;
  /** A season's leaderboard (this year by default). */
  seasonLeaderboard: SeasonLeaderboard;
  /** The club's season points table (its members). */
  seasonPointsTable: SeasonPointsTableView;
  /** The time-control presets, with their figures per point. */
  timeControlPresets: Array<TimeControl>;
  tournament: Tournament;
  /** CSV text (RFC 4180) of the bracket, the standings or a flight's placings. */
  tournamentCsv: Scalars['String']['output'];
  /** The director's day view of a round (by default the round in play): every board, live. */
  tournamentDay: TournamentDay;
  /** A tournament's day rules (the defaults until set). */
  tournamentDayRules: TournamentDayRules;
  /** Entrants, in seed order once drawn. */
  tournamentEntries: Array<TournamentEntry>;
  /** The .mat files attached to a tournament's results (members of its club). */
  tournamentImportedMatches: Array<ImportedMatchView>;
  /** Every match of the draw (optionally one round), in play order. */
  tournamentMatches: Array<TournamentMatch>;
  /** Final placings of a finished single-elimination flight; with live: true, the placings known so far while it is played (a semi-final loser is 3-4 at once; a player still in has 1 to his worst place). */
  tournamentPlacings: Array<TournamentPlacing>;
  /** Each player's PR over the tournament's analysed matches. */
  tournamentPr: Array<PrLeaderboardRow>;
  /** Reported results (pending, disputed, ...). */
  tournamentResultReports: Array<TournamentResultReport>;
  /** Swiss: score, Buchholz, median Buchholz, seed. Round robin (one group): wins, head-to-head, point difference, points scored, seed. */
  tournamentStandings: Array<TournamentStanding>;
  /** How many of the viewer's notifications are unread. */
  unreadNotificationCount: Scalars['Int']['output'];
  /** Walks the hash chain and its keyed MACs and names the first entry that was changed, removed, reordered or rewritten without the audit key; with a checkpoint, also checks that the chain still holds the entry it recorded. */
  verifyAudit: AuditVerification;
  /** After the session (board mode): the revealed seed and every roll checked against it. */
  verifyChouetteDice: DiceVerification;
  /** Recomputes every roll of a finished match from its revealed seeds. */
  verifyMatchDice: DiceVerification;
};


export type QueryAuditCheckpointArgs = {
  scope: AuditScopeInput;
};


export type QueryAuditLogArgs = {
  afterSeq?: Scalars['Int']['input'];
  limit?: Scalars['Int']['input'];
  scope: AuditScopeInput;
};


export type QueryChatReportsArgs = {
  clubId: Scalars['UUID']['input'];
};


export type QueryChouetteArgs = {
  id: Scalars['UUID']['input'];
};


export type QueryChouettesOfClubArgs = {
  clubId: Scalars['UUID']['input'];
  openOnly?: Scalars['Boolean']['input'];
};


export type QueryClubArgs = {
  id: Scalars['UUID']['input'];
};


export type QueryClubBookArgs = {
  clubId: Scalars['UUID']['input'];
};


export type QueryClubBookCsvArgs = {
  clubId: Scalars['UUID']['input'];
};


export type QueryClubChatPolicyArgs = {
  clubId: Scalars['UUID']['input'];
};


export type QueryClubImportedMatchesArgs = {
  clubId: Scalars['UUID']['input'];
};


export type QueryClubLaddersArgs = {
  clubId: Scalars['UUID']['input'];
};


export type QueryClubLeaderboardArgs = {
  clubId: Scalars['UUID']['input'];
};


export type QueryClubLeaguesArgs = {
  clubId: Scalars['UUID']['input'];
};


export type QueryClubMatchRecordsArgs = {
  clubId: Scalars['ID']['input'];
};


export type QueryClubMatchesArgs = {
  clubId: Scalars['UUID']['input'];
  status?: InputMaybe<Array<MatchStatus>>;
};


export type QueryClubMembersArgs = {
  clubId: Scalars['UUID']['input'];
};


export type QueryClubOpenChallengesArgs = {
  clubId: Scalars['UUID']['input'];
};


export type QueryClubOutdatedAnalysesArgs = {
  clubId: Scalars['UUID']['input'];
};


export type QueryClubPrLeaderboardArgs = {
  clubId: Scalars['ID']['input'];
  minDecisions?: Scalars['Int']['input'];
};


export type QueryClubRatingPolicyArgs = {
  clubId: Scalars['UUID']['input'];
};


export type QueryClubRivalsArgs = {
  clubId: Scalars['UUID']['input'];
  userId: Scalars['UUID']['input'];
};


export type QueryClubTournamentsArgs = {
  clubId: Scalars['UUID']['input'];
};


export type QueryDeadEventsArgs = {
  clubId: Scalars['UUID']['input'];
};


export type QueryHeadToHeadArgs = {
  clubId: Scalars['UUID']['input'];
  memberA: Scalars['UUID']['input'];
  memberB: Scalars['UUID']['input'];
};


export type QueryImportedMatchArgs = {
  id: Scalars['UUID']['input'];
};


export type QueryLadderArgs = {
  id: Scalars['UUID']['input'];
};


export type QueryLeagueArgs = {
  id: Scalars['UUID']['input'];
};


export type QueryLegalPlaysArgs = {
  matchId: Scalars['UUID']['input'];
};


export type QueryMatchArgs = {
  id: Scalars['UUID']['input'];
};


export type QueryMatchChatArgs = {
  matchId: Scalars['UUID']['input'];
};


export type QueryMatchChatSettingsArgs = {
  matchId: Scalars['UUID']['input'];
};


export type QueryMatchInviteArgs = {
  token: Scalars['String']['input'];
};


export type QueryMatchMatArgs = {
  matchId: Scalars['UUID']['input'];
};


export type QueryMatchRatingChangesArgs = {
  matchId: Scalars['UUID']['input'];
};


export type QueryMatchRatingEligibilityArgs = {
  matchId: Scalars['UUID']['input'];
};


export type QueryMatchRecordArgs = {
  id: Scalars['String']['input'];
};


export type QueryMatchesAtRiskArgs = {
  tournamentId: Scalars['UUID']['input'];
};


export type QueryMemberSeasonArgs = {
  clubId: Scalars['UUID']['input'];
  memberId: Scalars['UUID']['input'];
  season?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMemberStatementArgs = {
  clubId: Scalars['UUID']['input'];
  memberId: Scalars['UUID']['input'];
};


export type QueryMyChouettesArgs = {
  openOnly?: Scalars['Boolean']['input'];
};


export type QueryMyMatchesArgs = {
  status?: InputMaybe<Array<MatchStatus>>;
};


export type QueryNotificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPlayerDiceStatsArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryPlayerMatchRecordsArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryPlayerPrHistoryArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryPublicLadderArgs = {
  token: Scalars['String']['input'];
};


export type QueryPublicTournamentArgs = {
  token: Scalars['String']['input'];
};


export type QueryPublicTournamentEntriesArgs = {
  token: Scalars['String']['input'];
};


export type QueryPublicTournamentMatchesArgs = {
  token: Scalars['String']['input'];
};


export type QueryPublicTournamentPlacingsArgs = {
  flight?: Flight;
  token: Scalars['String']['input'];
};


export type QueryPublicTournamentStandingsArgs = {
  group?: Scalars['Int']['input'];
  token: Scalars['String']['input'];
};


export type QueryRatingHistoryArgs = {
  clubId: Scalars['UUID']['input'];
  userId: Scalars['UUID']['input'];
};


export type QueryRematchOfferArgs = {
  matchId: Scalars['UUID']['input'];
};


export type QueryReportedChatArgs = {
  matchId: Scalars['UUID']['input'];
};


export type QuerySeasonLeaderboardArgs = {
  clubId: Scalars['UUID']['input'];
  season?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySeasonPointsTableArgs = {
  clubId: Scalars['UUID']['input'];
};


export type QueryTournamentArgs = {
  id: Scalars['UUID']['input'];
};


export type QueryTournamentCsvArgs = {
  export: TournamentExport;
  flight?: Flight;
  group?: Scalars['Int']['input'];
  tournamentId: Scalars['UUID']['input'];
};


export type QueryTournamentDayArgs = {
  round?: InputMaybe<Scalars['Int']['input']>;
  tournamentId: Scalars['UUID']['input'];
};


export type QueryTournamentDayRulesArgs = {
  tournamentId: Scalars['UUID']['input'];
};


export type QueryTournamentEntriesArgs = {
  tournamentId: Scalars['UUID']['input'];
};


export type QueryTournamentImportedMatchesArgs = {
  tournamentId: Scalars['UUID']['input'];
};


export type QueryTournamentMatchesArgs = {
  round?: InputMaybe<Scalars['Int']['input']>;
  tournamentId: Scalars['UUID']['input'];
};


export type QueryTournamentPlacingsArgs = {
  flight?: Flight;
  live?: Scalars['Boolean']['input'];
  tournamentId: Scalars['UUID']['input'];
};


export type QueryTournamentPrArgs = {
  tournamentId: Scalars['ID']['input'];
};


export type QueryTournamentResultReportsArgs = {
  status?: InputMaybe<ReportStatus>;
  tournamentId: Scalars['UUID']['input'];
};


export type QueryTournamentStandingsArgs = {
  group?: Scalars['Int']['input'];
  tournamentId: Scalars['UUID']['input'];
};


export type QueryVerifyAuditArgs = {
  checkpoint?: InputMaybe<AuditCheckpointInput>;
  scope: AuditScopeInput;
};


export type QueryVerifyChouetteDiceArgs = {
  chouetteId: Scalars['UUID']['input'];
};


export type QueryVerifyMatchDiceArgs = {
  matchId: Scalars['UUID']['input'];
};

/** One rated match in a player's history: the player's change against the opponent. */
export type RatingChange = {
  __typename?: 'RatingChange';
  change: Scalars['Float']['output'];
  createdAt: Scalars['DateTime']['output'];
  experienceAfter: Scalars['Int']['output'];
  experienceBefore: Scalars['Int']['output'];
  length: Scalars['Int']['output'];
  matchId: Scalars['UUID']['output'];
  opponent: User;
  player: User;
  ratingAfter: Scalars['Float']['output'];
  ratingBefore: Scalars['Float']['output'];
  won: Scalars['Boolean']['output'];
};

/** What a recomputation did; the audit entry (rating.policyRecomputed) has the detail. */
export type RatingRecomputation = {
  __typename?: 'RatingRecomputation';
  changedPlayers: Scalars['Int']['output'];
  /** SHA-256 of the replayed match ids in order. */
  logDigest: Scalars['String']['output'];
  policyVersion: Scalars['Int']['output'];
  rated: Scalars['Int']['output'];
  skipped: Scalars['Int']['output'];
};

/** Where a match record comes from: played on the site, in a tournament, a chouette board game, imported. */
export type RecordKind =
  | 'CHOUETTE'
  | 'IMPORTED'
  | 'ONLINE'
  | 'TOURNAMENT';

export type RecordPlayer = {
  __typename?: 'RecordPlayer';
  name: Scalars['String']['output'];
  /** The engine side: 0 or 1 (in a chouette game, 0 the box, 1 the captain). */
  side: Scalars['Int']['output'];
  /** The member who played it (null: not a member). */
  userId?: Maybe<Scalars['UUID']['output']>;
};

/** A rematch offer: the same settings with the sides swapped, once the other accepts. */
export type RematchOffer = {
  __typename?: 'RematchOffer';
  /** The finished match. */
  matchId: Scalars['UUID']['output'];
  /** The new match, once accepted (it starts at once). */
  newMatchId?: Maybe<Scalars['UUID']['output']>;
  offeredAt: Scalars['DateTime']['output'];
  offeredById: Scalars['UUID']['output'];
};

export type ReportStatus =
  | 'CONFIRMED'
  | 'DISPUTED'
  | 'PENDING'
  | 'SUPERSEDED';

export type ResetPasswordInput = {
  newPassword: Scalars['String']['input'];
  /** The token of the link sent by requestPasswordReset. */
  token: Scalars['String']['input'];
};

export type ResultOutcome =
  | 'PLAYED'
  | 'RETIREMENT'
  | 'WALKOVER';

export type RivalView = {
  __typename?: 'RivalView';
  displayName: Scalars['String']['output'];
  losses: Scalars['Int']['output'];
  matches: Scalars['Int']['output'];
  userId: Scalars['UUID']['output'];
  wins: Scalars['Int']['output'];
};

export type RivalsView = {
  __typename?: 'RivalsView';
  /** The opponent the member beat most (3 matches or more). */
  favourite?: Maybe<RivalView>;
  /** The opponent the member lost to most (3 matches or more). */
  nemesis?: Maybe<RivalView>;
};

/** international: 1/2/3 x cube; simple: every game 1 point, no cube; traditional: seed 000 table. */
export type ScoringProfile =
  | 'international'
  | 'simple'
  | 'traditional';

export type SeasonAwardView = {
  __typename?: 'SeasonAwardView';
  attendance: Scalars['Int']['output'];
  awardedAt: Scalars['DateTime']['output'];
  /** tournament:<id> or league:<seasonId>:d<division> (:g<group> for a group). */
  event: Scalars['String']['output'];
  eventName: Scalars['String']['output'];
  fieldSize: Scalars['Int']['output'];
  /** tournament or league. */
  kind: Scalars['String']['output'];
  place: Scalars['Int']['output'];
  /** Placing points by the table. */
  placing: Scalars['Int']['output'];
  /** placing + attendance. */
  points: Scalars['Int']['output'];
};

export type SeasonLeaderboard = {
  __typename?: 'SeasonLeaderboard';
  clubId: Scalars['UUID']['output'];
  rows: Array<SeasonLeaderboardRow>;
  /** The calendar year (UTC) of the events. */
  season: Scalars['Int']['output'];
  /** Every season with points in the club, latest first. */
  seasons: Array<Scalars['Int']['output']>;
};

export type SeasonLeaderboardRow = {
  __typename?: 'SeasonLeaderboardRow';
  events: Scalars['Int']['output'];
  member: LeaguePlayer;
  points: Scalars['Int']['output'];
  /** Equal totals share a rank. */
  rank: Scalars['Int']['output'];
};

/** A club's season points changed (an event was awarded); a page reads them again. */
export type SeasonPointsEvent = {
  __typename?: 'SeasonPointsEvent';
  clubId: Scalars['UUID']['output'];
  season: Scalars['Int']['output'];
};

export type SeasonPointsRowInput = {
  minField: Scalars['Int']['input'];
  places: Array<Scalars['Int']['input']>;
};

export type SeasonPointsRowView = {
  __typename?: 'SeasonPointsRowView';
  /** The row applies to fields of at least this many players. */
  minField: Scalars['Int']['output'];
  /** Points for 1st, 2nd, ...; places past the end earn none. */
  places: Array<Scalars['Int']['output']>;
};

export type SeasonPointsTableInput = {
  attendance: Scalars['Int']['input'];
  clubId: Scalars['UUID']['input'];
  rows: Array<SeasonPointsRowInput>;
};

export type SeasonPointsTableView = {
  __typename?: 'SeasonPointsTableView';
  /** Points per event played. */
  attendance: Scalars['Int']['output'];
  clubId: Scalars['UUID']['output'];
  /** The default table (the club has not set one). */
  isDefault: Scalars['Boolean']['output'];
  rows: Array<SeasonPointsRowView>;
};

/** MANUAL: the director's order; RATING: club rating, highest first; RANDOM: a reproducible shuffle. */
export type SeedingMethod =
  | 'MANUAL'
  | 'RANDOM'
  | 'RATING';

export type SignInInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type SignUpInput = {
  displayName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  /** "pt-BR" (default) or "en". */
  locale?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** The analysis of a record as it changes: its current state first (once asked for), then each change. */
  analysisUpdated: MatchAnalysisView;
  /** New chat messages of a match, for its players (a muted player's left out). */
  chatMessageSent: ChatMessage;
  /** Every new action of a chouette with who the table waits for, for its players and club members. After a reconnect, pass the last seq you saw as afterSeq: missed events come first, none twice. */
  chouetteUpdated: ChouetteEvent;
  /** Each committed change of a club's lobby (a challenge posted, withdrawn or accepted), for its members; a page reads the lobby again on it. */
  clubLobbyUpdated: LobbyEvent;
  /** Each committed change of a ladder, for its club's members; a page reads the ladder again. */
  ladderUpdated: LadderEvent;
  /** Each committed change of a league season, for its club's members; a page reads it again. */
  leagueUpdated: LeagueEvent;
  /** Every new action of a match, for its players and club members. After a reconnect, pass the last seq you saw as afterSeq: missed events come first, none twice. Without afterSeq, only new events. */
  matchUpdated: MatchEvent;
  /** Each committed change of the lobbies of the viewer's clubs (those it belongs to when it subscribes, while it still belongs to them); a home page reads its open challenges again on it. */
  myClubsLobbyUpdated: LobbyEvent;
  /** The viewer's notification news: the unread count at once, then each new notification and each change of the count. */
  notificationNews: NotificationNews;
  /** The changes of a ladder, for anyone with its public link (no sign-in). */
  publicLadderUpdated: LadderEvent;
  /** The changes of a public tournament, for anyone with its link (no sign-in); it ends when the link is turned off. */
  publicTournamentUpdated: TournamentEvent;
  /** Each committed change of a club's season points, for its members; a page reads them again. */
  seasonPointsUpdated: SeasonPointsEvent;
  /** Each committed change of a tournament (entries, draw, pairings, results), for its club's members; a page reads the tournament again on it (after a reconnect too: nothing is replayed). */
  tournamentUpdated: TournamentEvent;
};


export type SubscriptionAnalysisUpdatedArgs = {
  recordId: Scalars['String']['input'];
};


export type SubscriptionChatMessageSentArgs = {
  matchId: Scalars['UUID']['input'];
};


export type SubscriptionChouetteUpdatedArgs = {
  afterSeq?: InputMaybe<Scalars['Int']['input']>;
  chouetteId: Scalars['UUID']['input'];
};


export type SubscriptionClubLobbyUpdatedArgs = {
  clubId: Scalars['UUID']['input'];
};


export type SubscriptionLadderUpdatedArgs = {
  ladderId: Scalars['UUID']['input'];
};


export type SubscriptionLeagueUpdatedArgs = {
  seasonId: Scalars['UUID']['input'];
};


export type SubscriptionMatchUpdatedArgs = {
  afterSeq?: InputMaybe<Scalars['Int']['input']>;
  matchId: Scalars['UUID']['input'];
};


export type SubscriptionPublicLadderUpdatedArgs = {
  token: Scalars['String']['input'];
};


export type SubscriptionPublicTournamentUpdatedArgs = {
  token: Scalars['String']['input'];
};


export type SubscriptionSeasonPointsUpdatedArgs = {
  clubId: Scalars['UUID']['input'];
};


export type SubscriptionTournamentUpdatedArgs = {
  tournamentId: Scalars['UUID']['input'];
};

export type TimeControl = {
  __typename?: 'TimeControl';
  autoRoll: Scalars['Boolean']['output'];
  /** Correspondence play: days per move (null: a clock). */
  daysPerMove?: Maybe<Scalars['Int']['output']>;
  delaySeconds: Scalars['Int']['output'];
  preset?: Maybe<TimeControlPreset>;
  reservePerPointSeconds?: Maybe<Scalars['Int']['output']>;
  /** Each player's whole reserve. */
  reserveSeconds: Scalars['Int']['output'];
};

/** A time control: a delay per move and a reserve per player. A preset fills what is left out; money play needs a fixed reserveSeconds (or a preset). */
export type TimeControlInput = {
  /** The server rolls for a player who may not double; that roll costs no time. */
  autoRoll?: InputMaybe<Scalars['Boolean']['input']>;
  /** Correspondence play: 1 to 7 days per move instead of a clock (alone: no other figure with it). */
  daysPerMove?: InputMaybe<Scalars['Int']['input']>;
  /** 0 to 120. */
  delaySeconds?: InputMaybe<Scalars['Int']['input']>;
  preset?: InputMaybe<TimeControlPreset>;
  /** Match play: 0 to 1800 per point of match length. */
  reservePerPointSeconds?: InputMaybe<Scalars['Int']['input']>;
  /** A fixed total per player: 0 to 14400. */
  reserveSeconds?: InputMaybe<Scalars['Int']['input']>;
};

/** blitz: 8 s + 1 min/point; standard: 12 s + 2 min/point; slow: 20 s + 4 min/point. */
export type TimeControlPreset =
  | 'blitz'
  | 'slow'
  | 'standard';

/** A round time limit rule. */
export type TimeLimitRuleInput = {
  /** leaderWins or sydney. */
  kind: Scalars['String']['input'];
  /** oneMoreGame or draw. */
  onTie: Scalars['String']['input'];
  /** Sydney: the event's rounds (default: the Swiss's). */
  rounds?: InputMaybe<Scalars['Int']['input']>;
};

export type TimeLimitRuleView = {
  __typename?: 'TimeLimitRuleView';
  kind: Scalars['String']['output'];
  onTie: Scalars['String']['output'];
  rounds?: Maybe<Scalars['Int']['output']>;
};

export type Tournament = {
  __typename?: 'Tournament';
  /** Hours a player may be gone before a match without a clock is claimed. */
  abandonHours: Scalars['Int']['output'];
  clubId: Scalars['UUID']['output'];
  consolation: Scalars['Boolean']['output'];
  crawford: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  format: TournamentFormat;
  /** Double elimination: a second grand final (the reset) when the losers' bracket champion wins the first. */
  grandFinalReset: Scalars['Boolean']['output'];
  /** Round robin: groups. */
  groups?: Maybe<Scalars['Int']['output']>;
  id: Scalars['UUID']['output'];
  lastChance: Scalars['Boolean']['output'];
  /** Match length per round; the last repeats. */
  matchLengths: Array<Scalars['Int']['output']>;
  maxPlayers?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /** The token of the public read-only link (the site shows it at /t/<token>); null: no public link. The club's members see it, to share it; directors turn it on and off. */
  publicToken?: Maybe<Scalars['String']['output']>;
  /** The seed of a random draw, to reproduce it. */
  randomSeed?: Maybe<Scalars['String']['output']>;
  registrationClosesAt?: Maybe<Scalars['DateTime']['output']>;
  registrationOpensAt?: Maybe<Scalars['DateTime']['output']>;
  /** Round overrides, by round; a null item: the event's clock. */
  roundTimeControls?: Maybe<Array<Maybe<TimeControl>>>;
  /** Swiss: rounds planned. */
  rounds?: Maybe<Scalars['Int']['output']>;
  /** Swiss: rounds paired so far. */
  roundsPaired?: Maybe<Scalars['Int']['output']>;
  scoringProfile: ScoringProfile;
  seedingMethod: SeedingMethod;
  /** Entrants in seed order, once drawn. */
  seeds: Array<User>;
  /** Hours to start a drawn match before it may be claimed. */
  startDeadlineHours?: Maybe<Scalars['Int']['output']>;
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: TournamentStatus;
  /** The clock of every match (reserve figures for the first round's length); null: no clock. */
  timeControl?: Maybe<TimeControl>;
};

/** What the chat of a club's tournament matches allows: STOCK_ONLY (the default), FREE_TEXT or OFF. */
export type TournamentChat =
  | 'FREE_TEXT'
  | 'OFF'
  | 'STOCK_ONLY';

/** The director's day view: the round in play, board by board. */
export type TournamentDay = {
  __typename?: 'TournamentDay';
  boards: Array<DayBoard>;
  /** When the time limit passes. */
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  round?: Maybe<Scalars['Int']['output']>;
  rules: TournamentDayRules;
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  tournamentId: Scalars['UUID']['output'];
};

/** A tournament's day rules as they apply (defaults until a director sets them). */
export type TournamentDayRules = {
  __typename?: 'TournamentDayRules';
  bothLate: Scalars['String']['output'];
  lateness: LatenessRuleView;
  standingsPolicy: Array<EndRuleView>;
  /** The tie-breaks in force, in order (the defaults when none set). */
  tieBreaks: Array<Scalars['String']['output']>;
  timeLimitMinutes?: Maybe<Scalars['Int']['output']>;
  timeLimitRule: TimeLimitRuleView;
  tournamentId: Scalars['UUID']['output'];
  /** 0 until a director first sets them. */
  version: Scalars['Int']['output'];
};

/** A tournament's day rules; fields left out keep their current value. */
export type TournamentDayRulesInput = {
  /** Both players late: 'each' or 'net'. */
  bothLate?: InputMaybe<Scalars['String']['input']>;
  lateness?: InputMaybe<LatenessRuleInput>;
  standingsPolicy?: InputMaybe<Array<EndRuleInput>>;
  /** Ordered tie-breaks; [] for the defaults. */
  tieBreaks?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Minutes per round; 0 removes the limit. */
  timeLimitMinutes?: InputMaybe<Scalars['Int']['input']>;
  timeLimitRule?: InputMaybe<TimeLimitRuleInput>;
  tournamentId: Scalars['UUID']['input'];
};

export type TournamentEntry = {
  __typename?: 'TournamentEntry';
  checkedInAt?: Maybe<Scalars['DateTime']['output']>;
  player: User;
  registeredAt: Scalars['DateTime']['output'];
  /** Manual seed, or the drawn seed once drawn. */
  seed?: Maybe<Scalars['Int']['output']>;
  withdrawnAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A tournament changed (an entry, the draw, a pairing, a result): read what the page shows again. */
export type TournamentEvent = {
  __typename?: 'TournamentEvent';
  at: Scalars['DateTime']['output'];
  /** What changed, named as in the audit log: entry.registered, result.confirmed, ... */
  change: Scalars['String']['output'];
  tournamentId: Scalars['UUID']['output'];
};

/** BRACKET: every match (single elimination); STANDINGS: Swiss or a round-robin group; PLACINGS: a flight. */
export type TournamentExport =
  | 'BRACKET'
  | 'PLACINGS'
  | 'STANDINGS';

export type TournamentFormat =
  | 'DOUBLE_ELIMINATION'
  | 'ROUND_ROBIN'
  | 'SINGLE_ELIMINATION'
  | 'SWISS';

/** A match of the draw; matchId names its Match once both players are known. */
export type TournamentMatch = {
  __typename?: 'TournamentMatch';
  /** When the match finished: its last play on the site, or when its result was recorded (a correction keeps it); null until its result is recorded. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  flight?: Maybe<Flight>;
  group?: Maybe<Scalars['Int']['output']>;
  kind?: Maybe<MatchKind>;
  length: Scalars['Int']['output'];
  matchId?: Maybe<Scalars['UUID']['output']>;
  matchStatus?: Maybe<MatchStatus>;
  /** Match number in the round (table in a Swiss). */
  number: Scalars['Int']['output'];
  outcome?: Maybe<ResultOutcome>;
  player1?: Maybe<User>;
  player2?: Maybe<User>;
  round: Scalars['Int']['output'];
  /** [winner's points, loser's points] */
  score?: Maybe<Array<Scalars['Int']['output']>>;
  /** The draw position, e.g. "main-r1-m3", "swiss-r2-t1", "rr-g1-r3-m2"; a Swiss or round-robin bye is "swiss-r2-bye", "rr-g1-r3-bye" (state BYE). */
  slot: Scalars['String']['output'];
  state: TournamentMatchState;
  winner?: Maybe<User>;
};

export type TournamentMatchState =
  | 'BYE'
  | 'FINISHED'
  | 'READY'
  | 'VOID'
  | 'WAITING';

/** A final place in a single-elimination flight, or in a double elimination as a whole ("3-4" is shared). */
export type TournamentPlacing = {
  __typename?: 'TournamentPlacing';
  /** The place cannot change any more (always true for final placings; live placings: false while the player is still in, his range being 1 to the place of the round he plays now). */
  decided: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  lostInRound?: Maybe<Scalars['Int']['output']>;
  place: Scalars['Int']['output'];
  placeTo: Scalars['Int']['output'];
  player: User;
};

/** A result: the winner for PLAYED, the absent player (WALKOVER) or the one who retired. */
export type TournamentResultInput = {
  matchId: Scalars['UUID']['input'];
  outcome: ResultOutcome;
  /** PLAYED: the winner; WALKOVER: the absent player; RETIREMENT: who retired. */
  playerId: Scalars['UUID']['input'];
  /** [winner's points, loser's points] */
  score?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type TournamentResultReport = {
  __typename?: 'TournamentResultReport';
  createdAt: Scalars['DateTime']['output'];
  disputeReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['UUID']['output'];
  matchId: Scalars['UUID']['output'];
  outcome: ResultOutcome;
  reportedById: Scalars['UUID']['output'];
  resolvedById?: Maybe<Scalars['UUID']['output']>;
  score?: Maybe<Array<Scalars['Int']['output']>>;
  slot: Scalars['String']['output'];
  status: ReportStatus;
  tournamentId: Scalars['UUID']['output'];
  /** The winner the report names. */
  winnerId: Scalars['UUID']['output'];
};

/** Swiss or round-robin standings (fields of the other format are null). */
export type TournamentStanding = {
  __typename?: 'TournamentStanding';
  buchholz?: Maybe<Scalars['Float']['output']>;
  byes?: Maybe<Scalars['Int']['output']>;
  /** What put this row below the one above: 'score' (Swiss) or 'wins' (round robin), a tie-break's name (buchholz, medianBuchholz, sonnebornBerger, headToHead, pointsDifference, pointsFor, matchPoints, mostWins), or null for the first row or a shared rank. */
  decidedBy?: Maybe<Scalars['String']['output']>;
  losses: Scalars['Int']['output'];
  medianBuchholz?: Maybe<Scalars['Float']['output']>;
  played?: Maybe<Scalars['Int']['output']>;
  player: User;
  pointDifference?: Maybe<Scalars['Int']['output']>;
  pointsAgainst?: Maybe<Scalars['Int']['output']>;
  pointsFor?: Maybe<Scalars['Int']['output']>;
  rank: Scalars['Int']['output'];
  score?: Maybe<Scalars['Float']['output']>;
  seed: Scalars['Int']['output'];
  wins: Scalars['Int']['output'];
  withdrawn?: Maybe<Scalars['Boolean']['output']>;
};

/** REGISTRATION (register, check in, seed) -> DRAWN -> IN_PROGRESS -> FINISHED. */
export type TournamentStatus =
  | 'DRAWN'
  | 'FINISHED'
  | 'IN_PROGRESS'
  | 'REGISTRATION';

export type UpdateProfileInput = {
  displayName?: InputMaybe<Scalars['String']['input']>;
  /** "pt-BR" or "en". */
  locale?: InputMaybe<Scalars['String']['input']>;
};

/** A member as other members see them. */
export type User = {
  __typename?: 'User';
  displayName: Scalars['String']['output'];
  id: Scalars['UUID']['output'];
};

/** A player's vacation days in correspondence play, per calendar year (UTC). */
export type Vacation = {
  __typename?: 'Vacation';
  /** Vacation days per year (10). */
  budget: Scalars['Int']['output'];
  /** This year's days and the ones to come, in order. */
  days: Array<VacationDay>;
  remaining: Scalars['Int']['output'];
  taken: Scalars['Int']['output'];
  year: Scalars['Int']['output'];
};

export type VacationDay = {
  __typename?: 'VacationDay';
  endsAt: Scalars['DateTime']['output'];
  startsAt: Scalars['DateTime']['output'];
};

export type WinKind =
  | 'backgammon'
  | 'gammon'
  | 'single';

export type ProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileQuery = { __typename?: 'Query', myClubs: Array<{ __typename?: 'Club', id: string, name: string, myRole?: ClubRole | null }>, myMatches: Array<{ __typename?: 'Match', id: string, status: MatchStatus, viewerSide?: number | null, winner?: number | null, score: Array<number>, options: { __typename?: 'MatchOptions', length: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', displayName: string } }> }> };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me?: { __typename?: 'Me', id: string, email: string, displayName: string, locale: string } | null };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { __typename?: 'Mutation', signIn: { __typename?: 'AuthPayload', token: string, expiresAt: string, me: { __typename?: 'Me', locale: string } } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { __typename?: 'Mutation', signUp: { __typename?: 'AuthPayload', token: string, expiresAt: string } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { __typename?: 'Mutation', signOut: boolean };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'Me', displayName: string, locale: string } };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { __typename?: 'Query', mySessions: Array<{ __typename?: 'AccountSession', id: string, userAgent?: string | null, createdAt: string, lastUsedAt: string, current: boolean }> };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: boolean };

export type SignOutSessionMutationVariables = Exact<{
  sessionId: Scalars['ID']['input'];
}>;


export type SignOutSessionMutation = { __typename?: 'Mutation', signOutSession: boolean };

export type SignOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutEverywhereMutation = { __typename?: 'Mutation', signOutEverywhere: number };

export type RequestPasswordResetMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: boolean };

export type ChatMessageFieldsFragment = { __typename?: 'ChatMessage', id: string, senderId: string, senderName: string, phrase?: string | null, text?: string | null, spectator: boolean, createdAt: string };

export type MatchChatQueryVariables = Exact<{
  matchId: Scalars['UUID']['input'];
}>;


export type MatchChatQuery = { __typename?: 'Query', matchChat: Array<{ __typename?: 'ChatMessage', id: string, senderId: string, senderName: string, phrase?: string | null, text?: string | null, spectator: boolean, createdAt: string }>, matchChatSettings: { __typename?: 'ChatSettings', mode: string, muted: Array<string>, spectator: boolean } };

export type SendChatMessageMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  phrase?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
}>;


export type SendChatMessageMutation = { __typename?: 'Mutation', sendChatMessage: { __typename?: 'ChatMessage', id: string, senderId: string, senderName: string, phrase?: string | null, text?: string | null, spectator: boolean, createdAt: string } };

export type MuteChatPlayerMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  userId: Scalars['UUID']['input'];
  muted: Scalars['Boolean']['input'];
}>;


export type MuteChatPlayerMutation = { __typename?: 'Mutation', muteChatPlayer: { __typename?: 'ChatSettings', mode: string, muted: Array<string> } };

export type ReportChatMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  reason: Scalars['String']['input'];
}>;


export type ReportChatMutation = { __typename?: 'Mutation', reportChat: { __typename?: 'ChatReport', id: string } };

export type ChatMessageSentSubscriptionVariables = Exact<{
  matchId: Scalars['UUID']['input'];
}>;


export type ChatMessageSentSubscription = { __typename?: 'Subscription', chatMessageSent: { __typename?: 'ChatMessage', id: string, senderId: string, senderName: string, phrase?: string | null, text?: string | null, spectator: boolean, createdAt: string } };

export type ClubChatPolicyQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type ClubChatPolicyQuery = { __typename?: 'Query', clubChatPolicy: { __typename?: 'ClubChatPolicy', freeText: boolean, tournament: TournamentChat } };

export type UpdateClubChatPolicyMutationVariables = Exact<{
  clubId: Scalars['UUID']['input'];
  freeText?: InputMaybe<Scalars['Boolean']['input']>;
  tournament?: InputMaybe<TournamentChat>;
}>;


export type UpdateClubChatPolicyMutation = { __typename?: 'Mutation', updateClubChatPolicy: { __typename?: 'ClubChatPolicy', freeText: boolean, tournament: TournamentChat } };

export type ChouetteTableFragment = { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> };

export type ChouetteSummaryFragment = { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, gamesPlayed: number, createdAt: string, viewerPresent: boolean, organiser: { __typename?: 'User', id: string, displayName: string }, players: Array<{ __typename?: 'ChouetteSeat', present: boolean, user: { __typename?: 'User', id: string, displayName: string } }> };

export type ChouetteTableQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type ChouetteTableQuery = { __typename?: 'Query', chouette: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type ChouetteIndexQueryVariables = Exact<{ [key: string]: never; }>;


export type ChouetteIndexQuery = { __typename?: 'Query', myChouettes: Array<{ __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, gamesPlayed: number, createdAt: string, viewerPresent: boolean, organiser: { __typename?: 'User', id: string, displayName: string }, players: Array<{ __typename?: 'ChouetteSeat', present: boolean, user: { __typename?: 'User', id: string, displayName: string } }> }>, openChouettesOfMyClubs: Array<{ __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, gamesPlayed: number, createdAt: string, viewerPresent: boolean, organiser: { __typename?: 'User', id: string, displayName: string }, players: Array<{ __typename?: 'ChouetteSeat', present: boolean, user: { __typename?: 'User', id: string, displayName: string } }> }>, myClubs: Array<{ __typename?: 'Club', id: string, name: string }> };

export type ClubChouettesQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type ClubChouettesQuery = { __typename?: 'Query', chouettesOfClub: Array<{ __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, gamesPlayed: number, createdAt: string, viewerPresent: boolean, organiser: { __typename?: 'User', id: string, displayName: string }, players: Array<{ __typename?: 'ChouetteSeat', present: boolean, user: { __typename?: 'User', id: string, displayName: string } }> }> };

export type MyClubsForChouetteQueryVariables = Exact<{ [key: string]: never; }>;


export type MyClubsForChouetteQuery = { __typename?: 'Query', myClubs: Array<{ __typename?: 'Club', id: string, name: string }> };

export type ChouetteClubMembersQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type ChouetteClubMembersQuery = { __typename?: 'Query', clubMembers: Array<{ __typename?: 'ClubMember', user: { __typename?: 'User', id: string, displayName: string } }> };

export type VerifyChouetteAuditQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type VerifyChouetteAuditQuery = { __typename?: 'Query', verifyAudit: { __typename?: 'AuditVerification', valid: boolean, entries: number, firstInvalidSeq?: number | null, problem?: AuditProblem | null } };

export type VerifyChouetteDiceQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type VerifyChouetteDiceQuery = { __typename?: 'Query', verifyChouetteDice: { __typename?: 'DiceVerification', verified: boolean, seedMatchesCommitment: boolean, rolls: number, firstMismatchSeq?: number | null } };

export type OpenChouetteMutationVariables = Exact<{
  input: OpenChouetteInput;
}>;


export type OpenChouetteMutation = { __typename?: 'Mutation', openChouette: { __typename?: 'Chouette', id: string } };

export type JoinChouetteMutationVariables = Exact<{
  code: Scalars['String']['input'];
  player?: InputMaybe<Scalars['UUID']['input']>;
}>;


export type JoinChouetteMutation = { __typename?: 'Mutation', joinChouette: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type LeaveChouetteMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  player?: InputMaybe<Scalars['UUID']['input']>;
}>;


export type LeaveChouetteMutation = { __typename?: 'Mutation', leaveChouette: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type RollChouetteOrderMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  player?: InputMaybe<Scalars['UUID']['input']>;
  dice?: InputMaybe<Array<Scalars['Int']['input']> | Scalars['Int']['input']>;
}>;


export type RollChouetteOrderMutation = { __typename?: 'Mutation', rollChouetteOrder: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type CallChouettePartnerMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  partner?: InputMaybe<Scalars['UUID']['input']>;
  player?: InputMaybe<Scalars['UUID']['input']>;
}>;


export type CallChouettePartnerMutation = { __typename?: 'Mutation', callChouettePartner: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type StartChouetteGameMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  initialCube?: InputMaybe<Scalars['Int']['input']>;
}>;


export type StartChouetteGameMutation = { __typename?: 'Mutation', startChouetteGame: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type RollChouetteDiceMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
}>;


export type RollChouetteDiceMutation = { __typename?: 'Mutation', rollChouetteDice: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type SubmitChouettePlayMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  moves: Array<CheckerMoveInput> | CheckerMoveInput;
}>;


export type SubmitChouettePlayMutation = { __typename?: 'Mutation', submitChouettePlay: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type SuggestChouettePlayMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  moves: Array<CheckerMoveInput> | CheckerMoveInput;
}>;


export type SuggestChouettePlayMutation = { __typename?: 'Mutation', suggestChouettePlay: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type ConfirmChouetteSuggestionMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  from: Scalars['UUID']['input'];
}>;


export type ConfirmChouetteSuggestionMutation = { __typename?: 'Mutation', confirmChouetteSuggestion: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type DeclareChouetteDoubleMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  double: Scalars['Boolean']['input'];
  player?: InputMaybe<Scalars['UUID']['input']>;
}>;


export type DeclareChouetteDoubleMutation = { __typename?: 'Mutation', declareChouetteDouble: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type AnswerChouetteDoubleMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  member: Scalars['UUID']['input'];
  answer: ChouetteDoubleAnswer;
  player?: InputMaybe<Scalars['UUID']['input']>;
}>;


export type AnswerChouetteDoubleMutation = { __typename?: 'Mutation', answerChouetteDouble: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type AnswerChouetteBeaverMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  member: Scalars['UUID']['input'];
  answer: ChouetteBeaverAnswer;
  player?: InputMaybe<Scalars['UUID']['input']>;
}>;


export type AnswerChouetteBeaverMutation = { __typename?: 'Mutation', answerChouetteBeaver: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type OfferChouetteBoxDoubleMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  player?: InputMaybe<Scalars['UUID']['input']>;
}>;


export type OfferChouetteBoxDoubleMutation = { __typename?: 'Mutation', offerChouetteBoxDouble: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type AnswerChouetteBoxDoubleMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  answer: ChouetteDoubleAnswer;
  player?: InputMaybe<Scalars['UUID']['input']>;
}>;


export type AnswerChouetteBoxDoubleMutation = { __typename?: 'Mutation', answerChouetteBoxDouble: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type ResignChouetteGameMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  kind: WinKind;
  player?: InputMaybe<Scalars['UUID']['input']>;
}>;


export type ResignChouetteGameMutation = { __typename?: 'Mutation', resignChouetteGame: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type AnswerChouetteResignationMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  accept: Scalars['Boolean']['input'];
  player?: InputMaybe<Scalars['UUID']['input']>;
}>;


export type AnswerChouetteResignationMutation = { __typename?: 'Mutation', answerChouetteResignation: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type RecordChouetteResultMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  winner: ChouetteSide;
  kind?: InputMaybe<GameKind>;
  base?: InputMaybe<Scalars['Int']['input']>;
}>;


export type RecordChouetteResultMutation = { __typename?: 'Mutation', recordChouetteResult: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type CorrectChouetteMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  game: Scalars['Int']['input'];
  points: Array<ChouettePointsInput> | ChouettePointsInput;
  reason: Scalars['String']['input'];
}>;


export type CorrectChouetteMutation = { __typename?: 'Mutation', correctChouette: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type EditChouetteCubeMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  game: Scalars['Int']['input'];
  member: Scalars['UUID']['input'];
  value: Scalars['Int']['input'];
  owner: ChouetteCubeOwner;
  reason: Scalars['String']['input'];
}>;


export type EditChouetteCubeMutation = { __typename?: 'Mutation', editChouetteCube: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type ReorderChouetteSheetMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  players: Array<Scalars['UUID']['input']> | Scalars['UUID']['input'];
  reason: Scalars['String']['input'];
}>;


export type ReorderChouetteSheetMutation = { __typename?: 'Mutation', reorderChouetteSheet: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type DeleteLastChouetteGameMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
}>;


export type DeleteLastChouetteGameMutation = { __typename?: 'Mutation', deleteLastChouetteGame: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type MarkChouetteBreakMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  after: Scalars['Int']['input'];
  marked: Scalars['Boolean']['input'];
  reason: Scalars['String']['input'];
}>;


export type MarkChouetteBreakMutation = { __typename?: 'Mutation', markChouetteBreak: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type EndChouetteMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
}>;


export type EndChouetteMutation = { __typename?: 'Mutation', endChouette: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type MakeChouetteDealMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  terms: Array<ChouetteDealTermInput> | ChouetteDealTermInput;
  agreedBy: Array<Scalars['UUID']['input']> | Scalars['UUID']['input'];
}>;


export type MakeChouetteDealMutation = { __typename?: 'Mutation', makeChouetteDeal: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type GiveChouetteExtraMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  expectedSeq: Scalars['Int']['input'];
  from: Scalars['UUID']['input'];
  to: Scalars['UUID']['input'];
  takerAgrees: Scalars['Boolean']['input'];
}>;


export type GiveChouetteExtraMutation = { __typename?: 'Mutation', giveChouetteExtra: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type SetChouetteAbsenceMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  away: Scalars['Boolean']['input'];
  member?: InputMaybe<Scalars['UUID']['input']>;
  proxy?: InputMaybe<Scalars['UUID']['input']>;
}>;


export type SetChouetteAbsenceMutation = { __typename?: 'Mutation', setChouetteAbsence: { __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, seq: number, createdAt: string, closedAt?: string | null, diceCommitment?: string | null, diceSeed?: string | null, gamesPlayed: number, line: Array<string>, partner?: string | null, viewerPresent: boolean, viewerRecords: boolean, viewerCorrects: boolean, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean } | null, clocks: Array<{ __typename?: 'ChouettePlayerClock', player: string, delayMs: number, reserveMs: number, running: boolean, serverNow: string, deadline?: string | null }>, organiser: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'ChouetteOptions', mode: ChouetteMode, profile: ScoringProfile, triploPoints: number, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, autoDoubles: boolean, autoDoublesCap: number, maxCube: number, cube: boolean, partnerThreshold: number, consultation: ConsultationRule, stake: number, house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } }, players: Array<{ __typename?: 'ChouetteSeat', role: ChouetteRole, line?: number | null, present: boolean, hasSat: boolean, actingCaptain: boolean, total: number, user: { __typename?: 'User', id: string, displayName: string } }>, entryRolls: Array<{ __typename?: 'ChouetteEntryRoll', player: string, dice: Array<number>, round: number }>, waitingFor: Array<{ __typename?: 'ChouetteWaiting', player?: string | null, decision: string, actions: Array<string>, member?: string | null, optional: boolean }>, game?: { __typename?: 'ChouetteGameView', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, phase: string, turn?: ChouetteSide | null, dice?: Array<number> | null, pips?: Array<number> | null, positionId?: string | null, board?: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> } | null, members: Array<{ __typename?: 'ChouetteMember', player: string, cubeValue: number, cubeOwner?: ChouetteSide | null, inGame: boolean, offer?: { __typename?: 'ChouetteCubeOffer', doubler: ChouetteSide, stage: string, value: number } | null, outcome?: { __typename?: 'ChouetteOutcome', points: number, reason: string, conceded?: ChouetteSide | null, kind: GameKind } | null, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, window?: { __typename?: 'ChouetteDoublingWindow', by: ChouetteSide, members: Array<string>, takers: Array<string>, declarations: Array<{ __typename?: 'ChouetteDeclaration', member: string, double: boolean }> } | null, suggestions: Array<{ __typename?: 'ChouetteSuggestion', player: string, notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }>, resignation?: { __typename?: 'ChouetteResignation', by: string, side: ChouetteSide, kind: WinKind, pending: Array<string> } | null, legalPlays: Array<{ __typename?: 'LegalPlay', notation: string, moves: Array<{ __typename?: 'CheckerMoveView', from: number, to: number, die: number }> }> } | null, ledger: { __typename?: 'ChouetteLedger', totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, games: Array<{ __typename?: 'ChouetteLedgerGame', index: number, box: string, partner?: string | null, captain: string, actingCaptain: string, winner?: ChouetteSide | null, reason: string, boxVsCaptain: string, boxSide: number, points: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, net: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, totals: Array<{ __typename?: 'ChouettePoints', player: string, points: number }>, members: Array<{ __typename?: 'ChouetteMemberRecord', player: string, cube: number, turned: boolean, reason: string, conceded?: ChouetteSide | null, kind: GameKind, points: number, log: Array<{ __typename?: 'ChouetteCubeLogEntry', action: string, by: ChouetteSide, value: number }> }>, corrections: Array<{ __typename?: 'ChouetteCorrection', seq: number, game: number, by: string, reason: string, edit?: string | null, byUser: { __typename?: 'User', displayName: string }, delta: Array<{ __typename?: 'ChouettePoints', player: string, points: number }> }> }> }, sheet: { __typename?: 'ChouetteSheet', order: Array<string>, breaks: Array<number>, deleted: Array<number>, cubes: Array<{ __typename?: 'ChouetteSheetCube', game: number, player: string, cube: number, owner: ChouetteCubeOwner, points: number }>, edits: Array<{ __typename?: 'ChouetteSheetEdit', seq: number, kind: string, by: string, reason: string, game?: number | null, byUser: { __typename?: 'User', displayName: string } }> }, settlement: { __typename?: 'ChouetteSettlement', stake: number, method: string, transfers: Array<{ __typename?: 'ChouetteTransfer', from: string, to: string, points: number, amount: number }> }, log: Array<{ __typename?: 'ChouetteLogEntry', seq: number, type: string, player?: string | null, member?: string | null, game?: number | null, dice?: Array<number> | null, detail?: string | null, text: string, actorId?: string | null, at: string }> } };

export type SplitChouetteTableMutationVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  arriving: Array<Scalars['UUID']['input']> | Scalars['UUID']['input'];
}>;


export type SplitChouetteTableMutation = { __typename?: 'Mutation', splitChouetteTable: { __typename?: 'Chouette', id: string } };

export type ChouetteUpdatedSubscriptionVariables = Exact<{
  chouetteId: Scalars['UUID']['input'];
  afterSeq?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ChouetteUpdatedSubscription = { __typename?: 'Subscription', chouetteUpdated: { __typename?: 'ChouetteEvent', chouetteId: string, seq: number, phase: string, status: ChouetteStatus, absences: Array<{ __typename?: 'ChouetteAbsence', member: string, proxy?: string | null }> } };

export type SetChouetteHouseRulesMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  seq: Scalars['Int']['input'];
  house: ChouetteHouseRulesInput;
}>;


export type SetChouetteHouseRulesMutation = { __typename?: 'Mutation', setChouetteHouseRules: { __typename?: 'Chouette', seq: number, options: { __typename?: 'ChouetteOptions', house: { __typename?: 'ChouetteHouseRules', partnerMandatoryFrom: number, maxPlayers: number, initialCubes: ChouetteInitialCubesRule, threeHandedBoth: boolean, answerOrder: ChouetteAnswerOrderRule, boxKeeping: ChouetteBoxKeepingRule, absentMember: ChouetteAbsentMemberRule, extras: ChouetteExtrasRule, deals: boolean } } } };

export type TimeControlFieldsFragment = { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null };

export type MatchClockFieldsFragment = { __typename?: 'MatchClock', running?: number | null, paused: boolean, serverNow: string, deadline?: string | null, sides: Array<{ __typename?: 'ClockSide', side: number, delayMs: number, reserveMs: number }> };

export type TournamentClocksQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type TournamentClocksQuery = { __typename?: 'Query', clubMatches: Array<{ __typename?: 'Match', id: string, status: MatchStatus, resultSource?: string | null, clock?: { __typename?: 'MatchClock', running?: number | null, paused: boolean, serverNow: string, deadline?: string | null, sides: Array<{ __typename?: 'ClockSide', side: number, delayMs: number, reserveMs: number }> } | null, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }> }> };

export type MatchesAtRiskQueryVariables = Exact<{
  tournamentId: Scalars['UUID']['input'];
}>;


export type MatchesAtRiskQuery = { __typename?: 'Query', matchesAtRisk: Array<{ __typename?: 'MatchAtRisk', side: number, reason: string, reserveMs?: number | null, lastSeenAt?: string | null, match: { __typename?: 'Match', id: string, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }> } }> };

export type PauseMatchClockMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  reason: Scalars['String']['input'];
}>;


export type PauseMatchClockMutation = { __typename?: 'Mutation', pauseMatchClock: { __typename?: 'Match', id: string } };

export type ResumeMatchClockMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  reason: Scalars['String']['input'];
}>;


export type ResumeMatchClockMutation = { __typename?: 'Mutation', resumeMatchClock: { __typename?: 'Match', id: string } };

export type AddMatchTimeMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  side: Scalars['Int']['input'];
  seconds: Scalars['Int']['input'];
  reason: Scalars['String']['input'];
}>;


export type AddMatchTimeMutation = { __typename?: 'Mutation', addMatchTime: { __typename?: 'Match', id: string } };

export type AnnulTimeoutMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  reason: Scalars['String']['input'];
  addSeconds?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AnnulTimeoutMutation = { __typename?: 'Mutation', annulTimeout: { __typename?: 'Match', id: string } };

export type UpdateClubPlayPolicyMutationVariables = Exact<{
  clubId: Scalars['UUID']['input'];
  abandonHours?: InputMaybe<Scalars['Int']['input']>;
  rateTimeouts?: InputMaybe<Scalars['Boolean']['input']>;
  rateForfeits?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type UpdateClubPlayPolicyMutation = { __typename?: 'Mutation', updateClubPlayPolicy: { __typename?: 'Club', id: string, abandonHours: number, rateTimeouts: boolean, rateForfeits: boolean } };

export type MyClubsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyClubsQuery = { __typename?: 'Query', myClubs: Array<{ __typename?: 'Club', id: string, name: string, myRole?: ClubRole | null, memberCount: number }> };

export type ClubHomeQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type ClubHomeQuery = { __typename?: 'Query', club: { __typename?: 'Club', id: string, name: string, myRole?: ClubRole | null, invitationCode?: string | null, memberCount: number, createdAt: string, abandonHours: number, rateTimeouts: boolean, rateForfeits: boolean }, live: Array<{ __typename?: 'Match', id: string, score: Array<number>, options: { __typename?: 'MatchOptions', length: number }, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }> }>, tournaments: Array<{ __typename?: 'Tournament', id: string, name: string, status: TournamentStatus, format: TournamentFormat, matchLengths: Array<number>, startedAt?: string | null }>, leaderboard: Array<{ __typename?: 'LeaderboardEntry', rank: number, rating: number, experience: number, player: { __typename?: 'User', id: string, displayName: string } }>, recent: Array<{ __typename?: 'Match', id: string, score: Array<number>, winner?: number | null, finishedAt?: string | null, resultSource?: string | null, options: { __typename?: 'MatchOptions', length: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }> }> };

export type ClubMembersQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type ClubMembersQuery = { __typename?: 'Query', me?: { __typename?: 'Me', id: string } | null, club: { __typename?: 'Club', id: string, name: string, myRole?: ClubRole | null }, clubMembers: Array<{ __typename?: 'ClubMember', role: ClubRole, joinedAt: string, user: { __typename?: 'User', id: string, displayName: string } }> };

export type CreateClubMutationVariables = Exact<{
  name: Scalars['String']['input'];
}>;


export type CreateClubMutation = { __typename?: 'Mutation', createClub: { __typename?: 'Club', id: string } };

export type JoinClubMutationVariables = Exact<{
  code: Scalars['String']['input'];
}>;


export type JoinClubMutation = { __typename?: 'Mutation', joinClub: { __typename?: 'Club', id: string } };

export type SetMemberRoleMutationVariables = Exact<{
  clubId: Scalars['UUID']['input'];
  userId: Scalars['UUID']['input'];
  role: ClubRole;
}>;


export type SetMemberRoleMutation = { __typename?: 'Mutation', setMemberRole: { __typename?: 'ClubMember', role: ClubRole } };

export type RemoveMemberMutationVariables = Exact<{
  clubId: Scalars['UUID']['input'];
  userId: Scalars['UUID']['input'];
}>;


export type RemoveMemberMutation = { __typename?: 'Mutation', removeMember: boolean };

export type RegenerateCodeMutationVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type RegenerateCodeMutation = { __typename?: 'Mutation', regenerateInvitationCode: { __typename?: 'Club', invitationCode?: string | null } };

export type LeaveClubMutationVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type LeaveClubMutation = { __typename?: 'Mutation', leaveClub: boolean };

export type MyChallengesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyChallengesQuery = { __typename?: 'Query', myMatches: Array<{ __typename?: 'Match', id: string, status: MatchStatus, viewerSide?: number | null, clubId: string, createdAt: string, score: Array<number>, options: { __typename?: 'MatchOptions', length: number, profile: ScoringProfile, crawford: boolean, cube: boolean }, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }> }> };

export type ChallengeMutationVariables = Exact<{
  input: ChallengeInput;
}>;


export type ChallengeMutation = { __typename?: 'Mutation', challenge: { __typename?: 'Match', id: string } };

export type AcceptChallengeMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
}>;


export type AcceptChallengeMutation = { __typename?: 'Mutation', acceptChallenge: { __typename?: 'Match', id: string } };

export type DeclineChallengeMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
}>;


export type DeclineChallengeMutation = { __typename?: 'Mutation', declineChallenge: { __typename?: 'Match', id: string } };

export type MyCorrespondenceQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCorrespondenceQuery = { __typename?: 'Query', myCorrespondenceMatches: Array<{ __typename?: 'Match', id: string, status: MatchStatus, viewerSide?: number | null, score: Array<number>, options: { __typename?: 'MatchOptions', length: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }>, timeControl?: { __typename?: 'TimeControl', daysPerMove?: number | null } | null, clock?: { __typename?: 'MatchClock', running?: number | null, deadline?: string | null } | null }>, myVacation: { __typename?: 'Vacation', year: number, budget: number, taken: number, remaining: number, days: Array<{ __typename?: 'VacationDay', startsAt: string, endsAt: string }> } };

export type VacationFieldsFragment = { __typename?: 'Vacation', year: number, budget: number, taken: number, remaining: number, days: Array<{ __typename?: 'VacationDay', startsAt: string, endsAt: string }> };

export type TakeVacationDayMutationVariables = Exact<{
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
}>;


export type TakeVacationDayMutation = { __typename?: 'Mutation', takeVacationDay: { __typename?: 'Vacation', year: number, budget: number, taken: number, remaining: number, days: Array<{ __typename?: 'VacationDay', startsAt: string, endsAt: string }> } };

export type CorrespondenceNewsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CorrespondenceNewsSubscription = { __typename?: 'Subscription', notificationNews: { __typename?: 'NotificationNews', unreadCount: number } };

export type ClubDeadEventsQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type ClubDeadEventsQuery = { __typename?: 'Query', club: { __typename?: 'Club', id: string, name: string, myRole?: ClubRole | null }, deadEvents: Array<{ __typename?: 'DomainEventView', id: string, type: string, payload: string, attempts: number, failedConsumer?: string | null, lastError?: string | null, createdAt: string }> };

export type RetryEventMutationVariables = Exact<{
  eventId: Scalars['String']['input'];
}>;


export type RetryEventMutation = { __typename?: 'Mutation', retryEvent: { __typename?: 'DomainEventView', id: string, status: string } };

export type RematchOfferQueryVariables = Exact<{
  matchId: Scalars['UUID']['input'];
}>;


export type RematchOfferQuery = { __typename?: 'Query', rematchOffer?: { __typename?: 'RematchOffer', offeredById: string, newMatchId?: string | null } | null };

export type OfferRematchMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
}>;


export type OfferRematchMutation = { __typename?: 'Mutation', offerRematch: { __typename?: 'RematchOffer', offeredById: string, newMatchId?: string | null } };

export type AcceptRematchMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
}>;


export type AcceptRematchMutation = { __typename?: 'Mutation', acceptRematch: { __typename?: 'RematchOffer', offeredById: string, newMatchId?: string | null } };

export type CreateMatchInviteMutationVariables = Exact<{
  input: MatchInviteInput;
}>;


export type CreateMatchInviteMutation = { __typename?: 'Mutation', createMatchInvite: { __typename?: 'CreatedMatchInvite', token: string, path: string, expiresAt: string } };

export type MatchInviteQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type MatchInviteQuery = { __typename?: 'Query', matchInvite: { __typename?: 'MatchInviteView', hostName: string, options: string, open: boolean, expiresAt: string, mine: boolean, matchId?: string | null } };

export type AcceptMatchInviteMutationVariables = Exact<{
  token: Scalars['String']['input'];
  guestName?: InputMaybe<Scalars['String']['input']>;
}>;


export type AcceptMatchInviteMutation = { __typename?: 'Mutation', acceptMatchInvite: { __typename?: 'AcceptedMatchInvite', matchId: string, guestToken?: string | null } };

export type DashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardQuery = { __typename?: 'Query', me?: { __typename?: 'Me', id: string, displayName: string } | null, dashboard: { __typename?: 'Dashboard', myTurn: Array<{ __typename?: 'Match', id: string, status: MatchStatus, viewerSide?: number | null, winner?: number | null, score: Array<number>, options: { __typename?: 'MatchOptions', length: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }> }>, challengesReceived: Array<{ __typename?: 'Match', id: string, status: MatchStatus, viewerSide?: number | null, winner?: number | null, score: Array<number>, options: { __typename?: 'MatchOptions', length: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }> }>, openChallenges: Array<{ __typename?: 'OpenChallenge', id: string, clubId: string, clubName: string, createdAt: string, createdBy: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'MatchOptions', length: number, profile: ScoringProfile, crawford: boolean, cube: boolean }, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null }>, myOpenChallenges: Array<{ __typename?: 'OpenChallenge', id: string, clubId: string, clubName: string, createdAt: string, createdBy: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'MatchOptions', length: number, profile: ScoringProfile, crawford: boolean, cube: boolean }, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null }>, tournamentMatches: Array<{ __typename?: 'MyTournamentMatch', tournament: { __typename?: 'Tournament', id: string, name: string }, match: { __typename?: 'TournamentMatch', slot: string, length: number, matchId?: string | null, matchStatus?: MatchStatus | null, player1?: { __typename?: 'User', id: string, displayName: string } | null, player2?: { __typename?: 'User', id: string, displayName: string } | null } }>, openChouettes: Array<{ __typename?: 'Chouette', id: string, clubId: string, code: string, mode: ChouetteMode, phase: string, status: ChouetteStatus, gamesPlayed: number, createdAt: string, viewerPresent: boolean, organiser: { __typename?: 'User', id: string, displayName: string }, players: Array<{ __typename?: 'ChouetteSeat', present: boolean, user: { __typename?: 'User', id: string, displayName: string } }> }>, recentResults: Array<{ __typename?: 'Match', id: string, status: MatchStatus, viewerSide?: number | null, winner?: number | null, score: Array<number>, options: { __typename?: 'MatchOptions', length: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }> }>, ratings: Array<{ __typename?: 'ClubRating', clubId: string, clubName: string, rating: number, experience: number }> } };

export type DashboardMatchFragment = { __typename?: 'Match', id: string, status: MatchStatus, viewerSide?: number | null, winner?: number | null, score: Array<number>, options: { __typename?: 'MatchOptions', length: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }> };

export type LeagueFieldsFragment = { __typename?: 'LeagueSeasonView', id: string, clubId: string, name: string, number: number, previousId?: string | null, nextId?: string | null, double: boolean, pointsKind: LeaguePointsKind, win: number, loss: number, promote: number, relegate: number, startsOn: string, closedAt?: string | null, divisions: Array<{ __typename?: 'LeagueDivisionView', division: number, length: number, players: Array<{ __typename?: 'LeaguePlayer', id: string, displayName: string }>, standings: Array<{ __typename?: 'LeagueStandingRow', rank: number, points: number, wins: number, played: number, pointsDifference: number, player: { __typename?: 'LeaguePlayer', id: string, displayName: string } }> }>, fixtures: Array<{ __typename?: 'LeagueFixtureView', id: string, code: string, division: number, week: number, weekOf: string, length: number, winnerId?: string | null, outcome?: LeagueOutcome | null, score?: Array<number> | null, source?: string | null, matchId?: string | null, players: Array<{ __typename?: 'LeaguePlayer', id: string, displayName: string }>, report?: { __typename?: 'LeagueReportView', reportedById: string, outcome: LeagueOutcome, playerId: string, score?: Array<number> | null } | null }> };

export type ClubLeaguesQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type ClubLeaguesQuery = { __typename?: 'Query', club: { __typename?: 'Club', id: string, name: string, myRole?: ClubRole | null }, clubMembers: Array<{ __typename?: 'ClubMember', user: { __typename?: 'User', id: string, displayName: string } }>, clubLeagues: Array<{ __typename?: 'LeagueSeasonView', id: string, name: string, number: number, closedAt?: string | null, startsOn: string, divisions: Array<{ __typename?: 'LeagueDivisionView', division: number }> }> };

export type LeagueQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type LeagueQuery = { __typename?: 'Query', me?: { __typename?: 'Me', id: string } | null, league: { __typename?: 'LeagueSeasonView', id: string, clubId: string, name: string, number: number, previousId?: string | null, nextId?: string | null, double: boolean, pointsKind: LeaguePointsKind, win: number, loss: number, promote: number, relegate: number, startsOn: string, closedAt?: string | null, divisions: Array<{ __typename?: 'LeagueDivisionView', division: number, length: number, players: Array<{ __typename?: 'LeaguePlayer', id: string, displayName: string }>, standings: Array<{ __typename?: 'LeagueStandingRow', rank: number, points: number, wins: number, played: number, pointsDifference: number, player: { __typename?: 'LeaguePlayer', id: string, displayName: string } }> }>, fixtures: Array<{ __typename?: 'LeagueFixtureView', id: string, code: string, division: number, week: number, weekOf: string, length: number, winnerId?: string | null, outcome?: LeagueOutcome | null, score?: Array<number> | null, source?: string | null, matchId?: string | null, players: Array<{ __typename?: 'LeaguePlayer', id: string, displayName: string }>, report?: { __typename?: 'LeagueReportView', reportedById: string, outcome: LeagueOutcome, playerId: string, score?: Array<number> | null } | null }> } };

export type LeagueClubQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type LeagueClubQuery = { __typename?: 'Query', club: { __typename?: 'Club', id: string, name: string, myRole?: ClubRole | null } };

export type CreateLeagueMutationVariables = Exact<{
  input: CreateLeagueInput;
}>;


export type CreateLeagueMutation = { __typename?: 'Mutation', createLeague: { __typename?: 'LeagueSeasonView', id: string } };

export type ReportLeagueResultMutationVariables = Exact<{
  input: LeagueResultInput;
}>;


export type ReportLeagueResultMutation = { __typename?: 'Mutation', reportLeagueResult: { __typename?: 'LeagueSeasonView', id: string } };

export type ConfirmLeagueResultMutationVariables = Exact<{
  fixtureId: Scalars['UUID']['input'];
}>;


export type ConfirmLeagueResultMutation = { __typename?: 'Mutation', confirmLeagueResult: { __typename?: 'LeagueSeasonView', id: string } };

export type CloseLeagueSeasonMutationVariables = Exact<{
  seasonId: Scalars['UUID']['input'];
}>;


export type CloseLeagueSeasonMutation = { __typename?: 'Mutation', closeLeagueSeason: { __typename?: 'LeagueSeasonView', id: string } };

export type LeagueUpdatedSubscriptionVariables = Exact<{
  seasonId: Scalars['UUID']['input'];
}>;


export type LeagueUpdatedSubscription = { __typename?: 'Subscription', leagueUpdated: { __typename?: 'LeagueEvent', seasonId: string, change: string } };

export type SeasonLeaderboardQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
  season?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SeasonLeaderboardQuery = { __typename?: 'Query', club: { __typename?: 'Club', id: string, name: string, myRole?: ClubRole | null }, seasonLeaderboard: { __typename?: 'SeasonLeaderboard', season: number, seasons: Array<number>, rows: Array<{ __typename?: 'SeasonLeaderboardRow', rank: number, points: number, events: number, member: { __typename?: 'LeaguePlayer', id: string, displayName: string } }> }, seasonPointsTable: { __typename?: 'SeasonPointsTableView', attendance: number, isDefault: boolean, rows: Array<{ __typename?: 'SeasonPointsRowView', minField: number, places: Array<number> }> } };

export type MemberSeasonQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
  memberId: Scalars['UUID']['input'];
  season?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MemberSeasonQuery = { __typename?: 'Query', club: { __typename?: 'Club', id: string, name: string }, memberSeason: { __typename?: 'MemberSeasonView', season: number, rank?: number | null, points: number, events: number, member: { __typename?: 'LeaguePlayer', id: string, displayName: string }, best?: { __typename?: 'SeasonAwardView', eventName: string, points: number } | null, awards: Array<{ __typename?: 'SeasonAwardView', event: string, kind: string, eventName: string, fieldSize: number, place: number, placing: number, attendance: number, points: number }> } };

export type SetSeasonPointsTableMutationVariables = Exact<{
  input: SeasonPointsTableInput;
}>;


export type SetSeasonPointsTableMutation = { __typename?: 'Mutation', setSeasonPointsTable: { __typename?: 'SeasonPointsTableView', attendance: number } };

export type SeasonPointsUpdatedSubscriptionVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type SeasonPointsUpdatedSubscription = { __typename?: 'Subscription', seasonPointsUpdated: { __typename?: 'SeasonPointsEvent', clubId: string, season: number } };

export type OpenChallengeFieldsFragment = { __typename?: 'OpenChallenge', id: string, clubId: string, clubName: string, createdAt: string, createdBy: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'MatchOptions', length: number, profile: ScoringProfile, crawford: boolean, cube: boolean }, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null };

export type ClubOpenChallengesQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type ClubOpenChallengesQuery = { __typename?: 'Query', clubOpenChallenges: Array<{ __typename?: 'OpenChallenge', id: string, clubId: string, clubName: string, createdAt: string, createdBy: { __typename?: 'User', id: string, displayName: string }, options: { __typename?: 'MatchOptions', length: number, profile: ScoringProfile, crawford: boolean, cube: boolean }, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null }>, me?: { __typename?: 'Me', id: string } | null };

export type PostOpenChallengeMutationVariables = Exact<{
  input: OpenChallengeInput;
}>;


export type PostOpenChallengeMutation = { __typename?: 'Mutation', postOpenChallenge: { __typename?: 'OpenChallenge', id: string } };

export type WithdrawOpenChallengeMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type WithdrawOpenChallengeMutation = { __typename?: 'Mutation', withdrawOpenChallenge: { __typename?: 'OpenChallenge', id: string, status: OpenChallengeStatus } };

export type AcceptOpenChallengeMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type AcceptOpenChallengeMutation = { __typename?: 'Mutation', acceptOpenChallenge: { __typename?: 'OpenChallenge', id: string, matchId?: string | null } };

export type ClubLobbyUpdatedSubscriptionVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type ClubLobbyUpdatedSubscription = { __typename?: 'Subscription', clubLobbyUpdated: { __typename?: 'LobbyEvent', clubId: string, openChallengeId: string, status: OpenChallengeStatus } };

export type MyClubsLobbyUpdatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyClubsLobbyUpdatedSubscription = { __typename?: 'Subscription', myClubsLobbyUpdated: { __typename?: 'LobbyEvent', clubId: string, openChallengeId: string, status: OpenChallengeStatus } };

export type NotificationNewsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationNewsSubscription = { __typename?: 'Subscription', notificationNews: { __typename?: 'NotificationNews', unreadCount: number, browser: boolean, notification?: { __typename?: 'Notification', id: string, kind: NotificationKind, link: string, createdAt: string, readAt?: string | null, payload: { __typename?: 'NotificationFactsView', actorName?: string | null, clubName?: string | null, tournamentName?: string | null, reporterName?: string | null, title?: string | null, message?: string | null, ladderName?: string | null, answer?: string | null } } | null } };

export type NotificationsQueryVariables = Exact<{
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type NotificationsQuery = { __typename?: 'Query', unreadNotificationCount: number, notifications: Array<{ __typename?: 'Notification', id: string, kind: NotificationKind, link: string, createdAt: string, readAt?: string | null, payload: { __typename?: 'NotificationFactsView', actorName?: string | null, clubName?: string | null, tournamentName?: string | null, reporterName?: string | null, title?: string | null, message?: string | null, ladderName?: string | null, answer?: string | null } }> };

export type MarkNotificationReadMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type MarkNotificationReadMutation = { __typename?: 'Mutation', markNotificationRead: { __typename?: 'Notification', id: string, readAt?: string | null } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { __typename?: 'Mutation', markAllNotificationsRead: number };

export type NotificationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationPreferencesQuery = { __typename?: 'Query', notificationPreferences: Array<{ __typename?: 'NotificationPreference', kind: NotificationKind, channel: NotificationChannel, enabled: boolean }> };

export type SetNotificationPreferenceMutationVariables = Exact<{
  kind: NotificationKind;
  channel: NotificationChannel;
  enabled: Scalars['Boolean']['input'];
}>;


export type SetNotificationPreferenceMutation = { __typename?: 'Mutation', setNotificationPreference: { __typename?: 'NotificationPreference', kind: NotificationKind, channel: NotificationChannel, enabled: boolean } };

export type UnsubscribeFromEmailsMutationVariables = Exact<{
  token: Scalars['String']['input'];
  kind?: InputMaybe<NotificationKind>;
}>;


export type UnsubscribeFromEmailsMutation = { __typename?: 'Mutation', unsubscribeFromEmails: boolean };

export type AnnounceMutationVariables = Exact<{
  input: AnnounceInput;
}>;


export type AnnounceMutation = { __typename?: 'Mutation', announce: boolean };

export type OnlineMatchFragment = { __typename?: 'Match', id: string, clubId: string, status: MatchStatus, viewerSide?: number | null, seq: number, score: Array<number>, gameNumber: number, crawfordGame: boolean, phase: string, turn?: number | null, sideToAct?: number | null, dice?: Array<number> | null, winner?: number | null, serverSeedHash?: string | null, serverSeed?: string | null, pips: Array<number>, resultSource?: string | null, cube: { __typename?: 'Cube', value: number, owner?: number | null, offeredBy?: number | null, offeredValue?: number | null, offerStage?: string | null }, resignation?: { __typename?: 'PendingResignation', by: number, kind: WinKind } | null, board: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> }, options: { __typename?: 'MatchOptions', length: number, profile: ScoringProfile, crawford: boolean, cube: boolean, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, maxCube: number, autoDoubles: boolean, autoDoublesCap: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }>, games: Array<{ __typename?: 'GameSummary', index: number, winner?: number | null, points?: number | null, kind?: string | null, reason?: string | null }>, log: Array<{ __typename?: 'LogEntry', seq: number, game: number, side?: number | null, type: string, text: string }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null, clock?: { __typename?: 'MatchClock', running?: number | null, paused: boolean, serverNow: string, deadline?: string | null, sides: Array<{ __typename?: 'ClockSide', side: number, delayMs: number, reserveMs: number }> } | null, presence: Array<{ __typename?: 'PlayerPresence', side: number, status: PresenceStatus, lastSeenAt?: string | null }>, forfeitClaim?: { __typename?: 'ForfeitClaim', againstSide: number, claimableAt: string, canClaimNow: boolean } | null };

export type OnlineMatchQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type OnlineMatchQuery = { __typename?: 'Query', match: { __typename?: 'Match', id: string, clubId: string, status: MatchStatus, viewerSide?: number | null, seq: number, score: Array<number>, gameNumber: number, crawfordGame: boolean, phase: string, turn?: number | null, sideToAct?: number | null, dice?: Array<number> | null, winner?: number | null, serverSeedHash?: string | null, serverSeed?: string | null, pips: Array<number>, resultSource?: string | null, cube: { __typename?: 'Cube', value: number, owner?: number | null, offeredBy?: number | null, offeredValue?: number | null, offerStage?: string | null }, resignation?: { __typename?: 'PendingResignation', by: number, kind: WinKind } | null, board: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> }, options: { __typename?: 'MatchOptions', length: number, profile: ScoringProfile, crawford: boolean, cube: boolean, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, maxCube: number, autoDoubles: boolean, autoDoublesCap: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }>, games: Array<{ __typename?: 'GameSummary', index: number, winner?: number | null, points?: number | null, kind?: string | null, reason?: string | null }>, log: Array<{ __typename?: 'LogEntry', seq: number, game: number, side?: number | null, type: string, text: string }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null, clock?: { __typename?: 'MatchClock', running?: number | null, paused: boolean, serverNow: string, deadline?: string | null, sides: Array<{ __typename?: 'ClockSide', side: number, delayMs: number, reserveMs: number }> } | null, presence: Array<{ __typename?: 'PlayerPresence', side: number, status: PresenceStatus, lastSeenAt?: string | null }>, forfeitClaim?: { __typename?: 'ForfeitClaim', againstSide: number, claimableAt: string, canClaimNow: boolean } | null } };

export type RollDiceMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  seq: Scalars['Int']['input'];
}>;


export type RollDiceMutation = { __typename?: 'Mutation', rollDice: { __typename?: 'Match', id: string, clubId: string, status: MatchStatus, viewerSide?: number | null, seq: number, score: Array<number>, gameNumber: number, crawfordGame: boolean, phase: string, turn?: number | null, sideToAct?: number | null, dice?: Array<number> | null, winner?: number | null, serverSeedHash?: string | null, serverSeed?: string | null, pips: Array<number>, resultSource?: string | null, cube: { __typename?: 'Cube', value: number, owner?: number | null, offeredBy?: number | null, offeredValue?: number | null, offerStage?: string | null }, resignation?: { __typename?: 'PendingResignation', by: number, kind: WinKind } | null, board: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> }, options: { __typename?: 'MatchOptions', length: number, profile: ScoringProfile, crawford: boolean, cube: boolean, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, maxCube: number, autoDoubles: boolean, autoDoublesCap: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }>, games: Array<{ __typename?: 'GameSummary', index: number, winner?: number | null, points?: number | null, kind?: string | null, reason?: string | null }>, log: Array<{ __typename?: 'LogEntry', seq: number, game: number, side?: number | null, type: string, text: string }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null, clock?: { __typename?: 'MatchClock', running?: number | null, paused: boolean, serverNow: string, deadline?: string | null, sides: Array<{ __typename?: 'ClockSide', side: number, delayMs: number, reserveMs: number }> } | null, presence: Array<{ __typename?: 'PlayerPresence', side: number, status: PresenceStatus, lastSeenAt?: string | null }>, forfeitClaim?: { __typename?: 'ForfeitClaim', againstSide: number, claimableAt: string, canClaimNow: boolean } | null } };

export type SubmitPlayMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  seq: Scalars['Int']['input'];
  moves: Array<CheckerMoveInput> | CheckerMoveInput;
}>;


export type SubmitPlayMutation = { __typename?: 'Mutation', submitPlay: { __typename?: 'Match', id: string, clubId: string, status: MatchStatus, viewerSide?: number | null, seq: number, score: Array<number>, gameNumber: number, crawfordGame: boolean, phase: string, turn?: number | null, sideToAct?: number | null, dice?: Array<number> | null, winner?: number | null, serverSeedHash?: string | null, serverSeed?: string | null, pips: Array<number>, resultSource?: string | null, cube: { __typename?: 'Cube', value: number, owner?: number | null, offeredBy?: number | null, offeredValue?: number | null, offerStage?: string | null }, resignation?: { __typename?: 'PendingResignation', by: number, kind: WinKind } | null, board: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> }, options: { __typename?: 'MatchOptions', length: number, profile: ScoringProfile, crawford: boolean, cube: boolean, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, maxCube: number, autoDoubles: boolean, autoDoublesCap: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }>, games: Array<{ __typename?: 'GameSummary', index: number, winner?: number | null, points?: number | null, kind?: string | null, reason?: string | null }>, log: Array<{ __typename?: 'LogEntry', seq: number, game: number, side?: number | null, type: string, text: string }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null, clock?: { __typename?: 'MatchClock', running?: number | null, paused: boolean, serverNow: string, deadline?: string | null, sides: Array<{ __typename?: 'ClockSide', side: number, delayMs: number, reserveMs: number }> } | null, presence: Array<{ __typename?: 'PlayerPresence', side: number, status: PresenceStatus, lastSeenAt?: string | null }>, forfeitClaim?: { __typename?: 'ForfeitClaim', againstSide: number, claimableAt: string, canClaimNow: boolean } | null } };

export type OfferDoubleMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  seq: Scalars['Int']['input'];
}>;


export type OfferDoubleMutation = { __typename?: 'Mutation', offerDouble: { __typename?: 'Match', id: string, clubId: string, status: MatchStatus, viewerSide?: number | null, seq: number, score: Array<number>, gameNumber: number, crawfordGame: boolean, phase: string, turn?: number | null, sideToAct?: number | null, dice?: Array<number> | null, winner?: number | null, serverSeedHash?: string | null, serverSeed?: string | null, pips: Array<number>, resultSource?: string | null, cube: { __typename?: 'Cube', value: number, owner?: number | null, offeredBy?: number | null, offeredValue?: number | null, offerStage?: string | null }, resignation?: { __typename?: 'PendingResignation', by: number, kind: WinKind } | null, board: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> }, options: { __typename?: 'MatchOptions', length: number, profile: ScoringProfile, crawford: boolean, cube: boolean, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, maxCube: number, autoDoubles: boolean, autoDoublesCap: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }>, games: Array<{ __typename?: 'GameSummary', index: number, winner?: number | null, points?: number | null, kind?: string | null, reason?: string | null }>, log: Array<{ __typename?: 'LogEntry', seq: number, game: number, side?: number | null, type: string, text: string }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null, clock?: { __typename?: 'MatchClock', running?: number | null, paused: boolean, serverNow: string, deadline?: string | null, sides: Array<{ __typename?: 'ClockSide', side: number, delayMs: number, reserveMs: number }> } | null, presence: Array<{ __typename?: 'PlayerPresence', side: number, status: PresenceStatus, lastSeenAt?: string | null }>, forfeitClaim?: { __typename?: 'ForfeitClaim', againstSide: number, claimableAt: string, canClaimNow: boolean } | null } };

export type TakeDoubleMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  seq: Scalars['Int']['input'];
}>;


export type TakeDoubleMutation = { __typename?: 'Mutation', takeDouble: { __typename?: 'Match', id: string, clubId: string, status: MatchStatus, viewerSide?: number | null, seq: number, score: Array<number>, gameNumber: number, crawfordGame: boolean, phase: string, turn?: number | null, sideToAct?: number | null, dice?: Array<number> | null, winner?: number | null, serverSeedHash?: string | null, serverSeed?: string | null, pips: Array<number>, resultSource?: string | null, cube: { __typename?: 'Cube', value: number, owner?: number | null, offeredBy?: number | null, offeredValue?: number | null, offerStage?: string | null }, resignation?: { __typename?: 'PendingResignation', by: number, kind: WinKind } | null, board: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> }, options: { __typename?: 'MatchOptions', length: number, profile: ScoringProfile, crawford: boolean, cube: boolean, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, maxCube: number, autoDoubles: boolean, autoDoublesCap: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }>, games: Array<{ __typename?: 'GameSummary', index: number, winner?: number | null, points?: number | null, kind?: string | null, reason?: string | null }>, log: Array<{ __typename?: 'LogEntry', seq: number, game: number, side?: number | null, type: string, text: string }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null, clock?: { __typename?: 'MatchClock', running?: number | null, paused: boolean, serverNow: string, deadline?: string | null, sides: Array<{ __typename?: 'ClockSide', side: number, delayMs: number, reserveMs: number }> } | null, presence: Array<{ __typename?: 'PlayerPresence', side: number, status: PresenceStatus, lastSeenAt?: string | null }>, forfeitClaim?: { __typename?: 'ForfeitClaim', againstSide: number, claimableAt: string, canClaimNow: boolean } | null } };

export type DropDoubleMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  seq: Scalars['Int']['input'];
}>;


export type DropDoubleMutation = { __typename?: 'Mutation', dropDouble: { __typename?: 'Match', id: string, clubId: string, status: MatchStatus, viewerSide?: number | null, seq: number, score: Array<number>, gameNumber: number, crawfordGame: boolean, phase: string, turn?: number | null, sideToAct?: number | null, dice?: Array<number> | null, winner?: number | null, serverSeedHash?: string | null, serverSeed?: string | null, pips: Array<number>, resultSource?: string | null, cube: { __typename?: 'Cube', value: number, owner?: number | null, offeredBy?: number | null, offeredValue?: number | null, offerStage?: string | null }, resignation?: { __typename?: 'PendingResignation', by: number, kind: WinKind } | null, board: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> }, options: { __typename?: 'MatchOptions', length: number, profile: ScoringProfile, crawford: boolean, cube: boolean, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, maxCube: number, autoDoubles: boolean, autoDoublesCap: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }>, games: Array<{ __typename?: 'GameSummary', index: number, winner?: number | null, points?: number | null, kind?: string | null, reason?: string | null }>, log: Array<{ __typename?: 'LogEntry', seq: number, game: number, side?: number | null, type: string, text: string }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null, clock?: { __typename?: 'MatchClock', running?: number | null, paused: boolean, serverNow: string, deadline?: string | null, sides: Array<{ __typename?: 'ClockSide', side: number, delayMs: number, reserveMs: number }> } | null, presence: Array<{ __typename?: 'PlayerPresence', side: number, status: PresenceStatus, lastSeenAt?: string | null }>, forfeitClaim?: { __typename?: 'ForfeitClaim', againstSide: number, claimableAt: string, canClaimNow: boolean } | null } };

export type BeaverMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  seq: Scalars['Int']['input'];
}>;


export type BeaverMutation = { __typename?: 'Mutation', beaver: { __typename?: 'Match', id: string, clubId: string, status: MatchStatus, viewerSide?: number | null, seq: number, score: Array<number>, gameNumber: number, crawfordGame: boolean, phase: string, turn?: number | null, sideToAct?: number | null, dice?: Array<number> | null, winner?: number | null, serverSeedHash?: string | null, serverSeed?: string | null, pips: Array<number>, resultSource?: string | null, cube: { __typename?: 'Cube', value: number, owner?: number | null, offeredBy?: number | null, offeredValue?: number | null, offerStage?: string | null }, resignation?: { __typename?: 'PendingResignation', by: number, kind: WinKind } | null, board: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> }, options: { __typename?: 'MatchOptions', length: number, profile: ScoringProfile, crawford: boolean, cube: boolean, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, maxCube: number, autoDoubles: boolean, autoDoublesCap: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }>, games: Array<{ __typename?: 'GameSummary', index: number, winner?: number | null, points?: number | null, kind?: string | null, reason?: string | null }>, log: Array<{ __typename?: 'LogEntry', seq: number, game: number, side?: number | null, type: string, text: string }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null, clock?: { __typename?: 'MatchClock', running?: number | null, paused: boolean, serverNow: string, deadline?: string | null, sides: Array<{ __typename?: 'ClockSide', side: number, delayMs: number, reserveMs: number }> } | null, presence: Array<{ __typename?: 'PlayerPresence', side: number, status: PresenceStatus, lastSeenAt?: string | null }>, forfeitClaim?: { __typename?: 'ForfeitClaim', againstSide: number, claimableAt: string, canClaimNow: boolean } | null } };

export type RaccoonMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  seq: Scalars['Int']['input'];
}>;


export type RaccoonMutation = { __typename?: 'Mutation', raccoon: { __typename?: 'Match', id: string, clubId: string, status: MatchStatus, viewerSide?: number | null, seq: number, score: Array<number>, gameNumber: number, crawfordGame: boolean, phase: string, turn?: number | null, sideToAct?: number | null, dice?: Array<number> | null, winner?: number | null, serverSeedHash?: string | null, serverSeed?: string | null, pips: Array<number>, resultSource?: string | null, cube: { __typename?: 'Cube', value: number, owner?: number | null, offeredBy?: number | null, offeredValue?: number | null, offerStage?: string | null }, resignation?: { __typename?: 'PendingResignation', by: number, kind: WinKind } | null, board: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> }, options: { __typename?: 'MatchOptions', length: number, profile: ScoringProfile, crawford: boolean, cube: boolean, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, maxCube: number, autoDoubles: boolean, autoDoublesCap: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }>, games: Array<{ __typename?: 'GameSummary', index: number, winner?: number | null, points?: number | null, kind?: string | null, reason?: string | null }>, log: Array<{ __typename?: 'LogEntry', seq: number, game: number, side?: number | null, type: string, text: string }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null, clock?: { __typename?: 'MatchClock', running?: number | null, paused: boolean, serverNow: string, deadline?: string | null, sides: Array<{ __typename?: 'ClockSide', side: number, delayMs: number, reserveMs: number }> } | null, presence: Array<{ __typename?: 'PlayerPresence', side: number, status: PresenceStatus, lastSeenAt?: string | null }>, forfeitClaim?: { __typename?: 'ForfeitClaim', againstSide: number, claimableAt: string, canClaimNow: boolean } | null } };

export type RefuseBeaverMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  seq: Scalars['Int']['input'];
}>;


export type RefuseBeaverMutation = { __typename?: 'Mutation', refuseBeaver: { __typename?: 'Match', id: string, clubId: string, status: MatchStatus, viewerSide?: number | null, seq: number, score: Array<number>, gameNumber: number, crawfordGame: boolean, phase: string, turn?: number | null, sideToAct?: number | null, dice?: Array<number> | null, winner?: number | null, serverSeedHash?: string | null, serverSeed?: string | null, pips: Array<number>, resultSource?: string | null, cube: { __typename?: 'Cube', value: number, owner?: number | null, offeredBy?: number | null, offeredValue?: number | null, offerStage?: string | null }, resignation?: { __typename?: 'PendingResignation', by: number, kind: WinKind } | null, board: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> }, options: { __typename?: 'MatchOptions', length: number, profile: ScoringProfile, crawford: boolean, cube: boolean, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, maxCube: number, autoDoubles: boolean, autoDoublesCap: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }>, games: Array<{ __typename?: 'GameSummary', index: number, winner?: number | null, points?: number | null, kind?: string | null, reason?: string | null }>, log: Array<{ __typename?: 'LogEntry', seq: number, game: number, side?: number | null, type: string, text: string }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null, clock?: { __typename?: 'MatchClock', running?: number | null, paused: boolean, serverNow: string, deadline?: string | null, sides: Array<{ __typename?: 'ClockSide', side: number, delayMs: number, reserveMs: number }> } | null, presence: Array<{ __typename?: 'PlayerPresence', side: number, status: PresenceStatus, lastSeenAt?: string | null }>, forfeitClaim?: { __typename?: 'ForfeitClaim', againstSide: number, claimableAt: string, canClaimNow: boolean } | null } };

export type ResignMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  seq: Scalars['Int']['input'];
  kind: WinKind;
}>;


export type ResignMutation = { __typename?: 'Mutation', resign: { __typename?: 'Match', id: string, clubId: string, status: MatchStatus, viewerSide?: number | null, seq: number, score: Array<number>, gameNumber: number, crawfordGame: boolean, phase: string, turn?: number | null, sideToAct?: number | null, dice?: Array<number> | null, winner?: number | null, serverSeedHash?: string | null, serverSeed?: string | null, pips: Array<number>, resultSource?: string | null, cube: { __typename?: 'Cube', value: number, owner?: number | null, offeredBy?: number | null, offeredValue?: number | null, offerStage?: string | null }, resignation?: { __typename?: 'PendingResignation', by: number, kind: WinKind } | null, board: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> }, options: { __typename?: 'MatchOptions', length: number, profile: ScoringProfile, crawford: boolean, cube: boolean, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, maxCube: number, autoDoubles: boolean, autoDoublesCap: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }>, games: Array<{ __typename?: 'GameSummary', index: number, winner?: number | null, points?: number | null, kind?: string | null, reason?: string | null }>, log: Array<{ __typename?: 'LogEntry', seq: number, game: number, side?: number | null, type: string, text: string }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null, clock?: { __typename?: 'MatchClock', running?: number | null, paused: boolean, serverNow: string, deadline?: string | null, sides: Array<{ __typename?: 'ClockSide', side: number, delayMs: number, reserveMs: number }> } | null, presence: Array<{ __typename?: 'PlayerPresence', side: number, status: PresenceStatus, lastSeenAt?: string | null }>, forfeitClaim?: { __typename?: 'ForfeitClaim', againstSide: number, claimableAt: string, canClaimNow: boolean } | null } };

export type AcceptResignationMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  seq: Scalars['Int']['input'];
}>;


export type AcceptResignationMutation = { __typename?: 'Mutation', acceptResignation: { __typename?: 'Match', id: string, clubId: string, status: MatchStatus, viewerSide?: number | null, seq: number, score: Array<number>, gameNumber: number, crawfordGame: boolean, phase: string, turn?: number | null, sideToAct?: number | null, dice?: Array<number> | null, winner?: number | null, serverSeedHash?: string | null, serverSeed?: string | null, pips: Array<number>, resultSource?: string | null, cube: { __typename?: 'Cube', value: number, owner?: number | null, offeredBy?: number | null, offeredValue?: number | null, offerStage?: string | null }, resignation?: { __typename?: 'PendingResignation', by: number, kind: WinKind } | null, board: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> }, options: { __typename?: 'MatchOptions', length: number, profile: ScoringProfile, crawford: boolean, cube: boolean, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, maxCube: number, autoDoubles: boolean, autoDoublesCap: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }>, games: Array<{ __typename?: 'GameSummary', index: number, winner?: number | null, points?: number | null, kind?: string | null, reason?: string | null }>, log: Array<{ __typename?: 'LogEntry', seq: number, game: number, side?: number | null, type: string, text: string }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null, clock?: { __typename?: 'MatchClock', running?: number | null, paused: boolean, serverNow: string, deadline?: string | null, sides: Array<{ __typename?: 'ClockSide', side: number, delayMs: number, reserveMs: number }> } | null, presence: Array<{ __typename?: 'PlayerPresence', side: number, status: PresenceStatus, lastSeenAt?: string | null }>, forfeitClaim?: { __typename?: 'ForfeitClaim', againstSide: number, claimableAt: string, canClaimNow: boolean } | null } };

export type RejectResignationMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  seq: Scalars['Int']['input'];
}>;


export type RejectResignationMutation = { __typename?: 'Mutation', rejectResignation: { __typename?: 'Match', id: string, clubId: string, status: MatchStatus, viewerSide?: number | null, seq: number, score: Array<number>, gameNumber: number, crawfordGame: boolean, phase: string, turn?: number | null, sideToAct?: number | null, dice?: Array<number> | null, winner?: number | null, serverSeedHash?: string | null, serverSeed?: string | null, pips: Array<number>, resultSource?: string | null, cube: { __typename?: 'Cube', value: number, owner?: number | null, offeredBy?: number | null, offeredValue?: number | null, offerStage?: string | null }, resignation?: { __typename?: 'PendingResignation', by: number, kind: WinKind } | null, board: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> }, options: { __typename?: 'MatchOptions', length: number, profile: ScoringProfile, crawford: boolean, cube: boolean, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, maxCube: number, autoDoubles: boolean, autoDoublesCap: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }>, games: Array<{ __typename?: 'GameSummary', index: number, winner?: number | null, points?: number | null, kind?: string | null, reason?: string | null }>, log: Array<{ __typename?: 'LogEntry', seq: number, game: number, side?: number | null, type: string, text: string }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null, clock?: { __typename?: 'MatchClock', running?: number | null, paused: boolean, serverNow: string, deadline?: string | null, sides: Array<{ __typename?: 'ClockSide', side: number, delayMs: number, reserveMs: number }> } | null, presence: Array<{ __typename?: 'PlayerPresence', side: number, status: PresenceStatus, lastSeenAt?: string | null }>, forfeitClaim?: { __typename?: 'ForfeitClaim', againstSide: number, claimableAt: string, canClaimNow: boolean } | null } };

export type ClaimForfeitMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  seq: Scalars['Int']['input'];
}>;


export type ClaimForfeitMutation = { __typename?: 'Mutation', claimForfeit: { __typename?: 'Match', id: string, clubId: string, status: MatchStatus, viewerSide?: number | null, seq: number, score: Array<number>, gameNumber: number, crawfordGame: boolean, phase: string, turn?: number | null, sideToAct?: number | null, dice?: Array<number> | null, winner?: number | null, serverSeedHash?: string | null, serverSeed?: string | null, pips: Array<number>, resultSource?: string | null, cube: { __typename?: 'Cube', value: number, owner?: number | null, offeredBy?: number | null, offeredValue?: number | null, offerStage?: string | null }, resignation?: { __typename?: 'PendingResignation', by: number, kind: WinKind } | null, board: { __typename?: 'BoardView', side0: Array<number>, side1: Array<number> }, options: { __typename?: 'MatchOptions', length: number, profile: ScoringProfile, crawford: boolean, cube: boolean, jacoby: boolean, beaver: boolean, raccoon: boolean, beaverRefusal: boolean, maxCube: number, autoDoubles: boolean, autoDoublesCap: number }, players: Array<{ __typename?: 'MatchPlayer', side: number, user: { __typename?: 'User', id: string, displayName: string } }>, games: Array<{ __typename?: 'GameSummary', index: number, winner?: number | null, points?: number | null, kind?: string | null, reason?: string | null }>, log: Array<{ __typename?: 'LogEntry', seq: number, game: number, side?: number | null, type: string, text: string }>, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null, clock?: { __typename?: 'MatchClock', running?: number | null, paused: boolean, serverNow: string, deadline?: string | null, sides: Array<{ __typename?: 'ClockSide', side: number, delayMs: number, reserveMs: number }> } | null, presence: Array<{ __typename?: 'PlayerPresence', side: number, status: PresenceStatus, lastSeenAt?: string | null }>, forfeitClaim?: { __typename?: 'ForfeitClaim', againstSide: number, claimableAt: string, canClaimNow: boolean } | null } };

export type MatchMatQueryVariables = Exact<{
  matchId: Scalars['UUID']['input'];
}>;


export type MatchMatQuery = { __typename?: 'Query', matchMat: string };

export type VerifyMatchDiceQueryVariables = Exact<{
  matchId: Scalars['UUID']['input'];
}>;


export type VerifyMatchDiceQuery = { __typename?: 'Query', verifyMatchDice: { __typename?: 'DiceVerification', verified: boolean, seedMatchesCommitment: boolean, rolls: number, firstMismatchSeq?: number | null } };

export type MatchUpdatedSubscriptionVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  afterSeq?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MatchUpdatedSubscription = { __typename?: 'Subscription', matchUpdated: { __typename?: 'MatchEvent', matchId: string, seq: number, status: MatchStatus, clock?: { __typename?: 'MatchClock', running?: number | null, paused: boolean, serverNow: string, deadline?: string | null, sides: Array<{ __typename?: 'ClockSide', side: number, delayMs: number, reserveMs: number }> } | null, presence?: Array<{ __typename?: 'PlayerPresence', side: number, status: PresenceStatus, lastSeenAt?: string | null }> | null } };

export type BoardOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BoardOptionsQuery = { __typename?: 'Query', boardOptions: { __typename?: 'BoardOptions', animation: string, sound: boolean, autoRoll: boolean, autoBearOff: boolean, oneTap: boolean, direction: string, colors: string, homeZoom: boolean } };

export type SetBoardOptionsMutationVariables = Exact<{
  input: BoardOptionsInput;
}>;


export type SetBoardOptionsMutation = { __typename?: 'Mutation', setBoardOptions: { __typename?: 'BoardOptions', animation: string, sound: boolean, autoRoll: boolean, autoBearOff: boolean, oneTap: boolean, direction: string, colors: string, homeZoom: boolean } };

export type AnalysisViewFieldsFragment = { __typename?: 'MatchAnalysisView', id: string, status: AnalysisStatus, outdated: boolean, depth?: string | null, requestedAt: string, finishedAt?: string | null, error?: string | null, result?: string | null };

export type MatchRecordQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type MatchRecordQuery = { __typename?: 'Query', matchRecord: { __typename?: 'MatchRecord', id: string, kind: RecordKind, clubId: string, tournamentId?: string | null, title: string, matchLength: number, finished: boolean, playedAt: string, log: string, players: Array<{ __typename?: 'RecordPlayer', side: number, name: string, userId?: string | null }>, analysis?: { __typename?: 'MatchAnalysisView', id: string, status: AnalysisStatus, outdated: boolean, depth?: string | null, requestedAt: string, finishedAt?: string | null, error?: string | null, result?: string | null } | null }, myClubs: Array<{ __typename?: 'Club', id: string, myRole?: ClubRole | null }> };

export type AnalysisUpdatedSubscriptionVariables = Exact<{
  recordId: Scalars['String']['input'];
}>;


export type AnalysisUpdatedSubscription = { __typename?: 'Subscription', analysisUpdated: { __typename?: 'MatchAnalysisView', id: string, status: AnalysisStatus, outdated: boolean, depth?: string | null, requestedAt: string, finishedAt?: string | null, error?: string | null, result?: string | null } };

export type RequestAnalysisMutationVariables = Exact<{
  recordId: Scalars['String']['input'];
}>;


export type RequestAnalysisMutation = { __typename?: 'Mutation', requestAnalysis: { __typename?: 'MatchAnalysisView', id: string, status: AnalysisStatus, outdated: boolean, depth?: string | null, requestedAt: string, finishedAt?: string | null, error?: string | null, result?: string | null } };

export type PlayerRecordsQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type PlayerRecordsQuery = { __typename?: 'Query', playerMatchRecords: Array<{ __typename?: 'MatchRecord', id: string, kind: RecordKind, title: string, playedAt: string, matchLength: number, players: Array<{ __typename?: 'RecordPlayer', side: number, name: string, userId?: string | null }>, analysis?: { __typename?: 'MatchAnalysisView', id: string, status: AnalysisStatus, outdated: boolean, players: Array<{ __typename?: 'AnalysisPlayerView', side: number, pr: number, band: PrBand }> } | null }>, playerPrHistory: Array<{ __typename?: 'PrHistoryPoint', recordId: string, date: string, pr: number, decisions: number, opponent?: string | null }>, playerDiceStats?: { __typename?: 'DiceStatsView', matches: number, rolls: number, counts: Array<number>, expected: Array<number>, chiSquare: number, degreesOfFreedom: number, pValue: number, verdict: string, doubles: number, doublesExpected: number, faces: Array<number>, jokers: number, antiJokers: number, tests: Array<{ __typename?: 'DiceTestView', kind: string, method: string, statistic: number, pValue: number, adjustedPValue?: number | null, minimumRolls: number, verdict: string }> } | null };

export type ClubPrQueryVariables = Exact<{
  clubId: Scalars['ID']['input'];
  clubUuid: Scalars['UUID']['input'];
  minDecisions: Scalars['Int']['input'];
}>;


export type ClubPrQuery = { __typename?: 'Query', clubOutdatedAnalyses: number, club: { __typename?: 'Club', id: string, name: string, myRole?: ClubRole | null }, clubPrLeaderboard: Array<{ __typename?: 'PrLeaderboardRow', userId: string, name: string, matches: number, decisions: number, pr: number, band: PrBand }>, clubMatchRecords: Array<{ __typename?: 'MatchRecord', id: string, kind: RecordKind, title: string, playedAt: string, analysis?: { __typename?: 'MatchAnalysisView', id: string, status: AnalysisStatus, outdated: boolean } | null }> };

export type TournamentPrQueryVariables = Exact<{
  tournamentId: Scalars['ID']['input'];
}>;


export type TournamentPrQuery = { __typename?: 'Query', tournamentPr: Array<{ __typename?: 'PrLeaderboardRow', userId: string, name: string, matches: number, decisions: number, pr: number, band: PrBand }> };

export type ImportMatMutationVariables = Exact<{
  clubId: Scalars['UUID']['input'];
  text: Scalars['String']['input'];
  player0UserId?: InputMaybe<Scalars['UUID']['input']>;
  player1UserId?: InputMaybe<Scalars['UUID']['input']>;
}>;


export type ImportMatMutation = { __typename?: 'Mutation', importMat: { __typename?: 'ImportedMatchView', id: string, recordId: string } };

export type RedoOutdatedAnalysesMutationVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type RedoOutdatedAnalysesMutation = { __typename?: 'Mutation', redoOutdatedAnalyses: number };

export type LadderFieldsFragment = { __typename?: 'LadderView', id: string, clubId: string, name: string, reach: number, deadlineDays: number, movement: LadderMovement, matchLength: number, publicToken?: string | null, rungs: Array<{ __typename?: 'LadderRungView', position: number, userId: string, displayName: string }>, challenges: Array<{ __typename?: 'LadderChallengeView', id: string, challengerId: string, challengerName: string, defenderId: string, defenderName: string, status: string, matchId?: string | null, issuedAt: string, deadline: string }> };

export type ClubLaddersQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type ClubLaddersQuery = { __typename?: 'Query', club: { __typename?: 'Club', id: string, name: string, myRole?: ClubRole | null }, clubLadders: Array<{ __typename?: 'LadderView', id: string, clubId: string, name: string, reach: number, deadlineDays: number, movement: LadderMovement, matchLength: number, publicToken?: string | null, rungs: Array<{ __typename?: 'LadderRungView', position: number, userId: string, displayName: string }>, challenges: Array<{ __typename?: 'LadderChallengeView', id: string, challengerId: string, challengerName: string, defenderId: string, defenderName: string, status: string, matchId?: string | null, issuedAt: string, deadline: string }> }> };

export type LadderQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type LadderQuery = { __typename?: 'Query', me?: { __typename?: 'Me', id: string } | null, ladder: { __typename?: 'LadderView', id: string, clubId: string, name: string, reach: number, deadlineDays: number, movement: LadderMovement, matchLength: number, publicToken?: string | null, rungs: Array<{ __typename?: 'LadderRungView', position: number, userId: string, displayName: string }>, challenges: Array<{ __typename?: 'LadderChallengeView', id: string, challengerId: string, challengerName: string, defenderId: string, defenderName: string, status: string, matchId?: string | null, issuedAt: string, deadline: string }> } };

export type PublicLadderQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type PublicLadderQuery = { __typename?: 'Query', publicLadder: { __typename?: 'LadderView', id: string, clubId: string, name: string, reach: number, deadlineDays: number, movement: LadderMovement, matchLength: number, publicToken?: string | null, rungs: Array<{ __typename?: 'LadderRungView', position: number, userId: string, displayName: string }>, challenges: Array<{ __typename?: 'LadderChallengeView', id: string, challengerId: string, challengerName: string, defenderId: string, defenderName: string, status: string, matchId?: string | null, issuedAt: string, deadline: string }> } };

export type CreateLadderMutationVariables = Exact<{
  input: CreateLadderInput;
}>;


export type CreateLadderMutation = { __typename?: 'Mutation', createLadder: { __typename?: 'LadderView', id: string } };

export type JoinLadderMutationVariables = Exact<{
  ladderId: Scalars['UUID']['input'];
  byRating: Scalars['Boolean']['input'];
}>;


export type JoinLadderMutation = { __typename?: 'Mutation', joinLadder: { __typename?: 'LadderView', id: string } };

export type ChallengeOnLadderMutationVariables = Exact<{
  ladderId: Scalars['UUID']['input'];
  defenderId: Scalars['UUID']['input'];
}>;


export type ChallengeOnLadderMutation = { __typename?: 'Mutation', challengeOnLadder: { __typename?: 'LadderView', id: string } };

export type AcceptLadderChallengeMutationVariables = Exact<{
  challengeId: Scalars['UUID']['input'];
}>;


export type AcceptLadderChallengeMutation = { __typename?: 'Mutation', acceptLadderChallenge: { __typename?: 'LadderView', id: string } };

export type RefuseLadderChallengeMutationVariables = Exact<{
  challengeId: Scalars['UUID']['input'];
}>;


export type RefuseLadderChallengeMutation = { __typename?: 'Mutation', refuseLadderChallenge: { __typename?: 'LadderView', id: string } };

export type LadderUpdatedSubscriptionVariables = Exact<{
  ladderId: Scalars['UUID']['input'];
}>;


export type LadderUpdatedSubscription = { __typename?: 'Subscription', ladderUpdated: { __typename?: 'LadderEvent', ladderId: string, change: string } };

export type PublicLadderUpdatedSubscriptionVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type PublicLadderUpdatedSubscription = { __typename?: 'Subscription', publicLadderUpdated: { __typename?: 'LadderEvent', ladderId: string, change: string } };

export type HeadToHeadQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
  a: Scalars['UUID']['input'];
  b: Scalars['UUID']['input'];
}>;


export type HeadToHeadQuery = { __typename?: 'Query', headToHead: { __typename?: 'HeadToHeadView', matches: number, sides: Array<{ __typename?: 'HeadToHeadSideView', userId: string, displayName: string, wins: number, points: number, pr?: number | null, decisions: number }>, lastResults: Array<{ __typename?: 'HeadToHeadResultView', matchId: string, endedAt: string, winnerId: string, score: Array<number> }> } };

export type ClubRivalsQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
  userId: Scalars['UUID']['input'];
}>;


export type ClubRivalsQuery = { __typename?: 'Query', clubRivals: { __typename?: 'RivalsView', nemesis?: { __typename?: 'RivalView', userId: string, displayName: string, matches: number, wins: number, losses: number } | null, favourite?: { __typename?: 'RivalView', userId: string, displayName: string, matches: number, wins: number, losses: number } | null } };

export type ClubBookQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type ClubBookQuery = { __typename?: 'Query', club: { __typename?: 'Club', id: string, name: string, myRole?: ClubRole | null }, clubMembers: Array<{ __typename?: 'ClubMember', user: { __typename?: 'User', id: string, displayName: string } }>, clubBook: { __typename?: 'ClubBookView', currency: string, jackpotCents: number, entries: Array<{ __typename?: 'BookEntryView', id: string, date: string, memberId: string, memberName: string, kind: BookEntryKind, amountCents: number, method?: PaymentMethod | null, period?: string | null, reference?: string | null, balanceCents: number }>, balances: Array<{ __typename?: 'MemberBalanceView', memberId: string, memberName: string, balanceCents: number, duesUpToDate: boolean, duesOwing: Array<string> }>, prizePools: Array<{ __typename?: 'PrizePoolView', reference: string, payout: Array<number>, feesCents: number, clubCutCents: number, jackpotAddedCents: number, jackpotPaidCents: number, jackpotCarriedCents: number, prizesCents: Array<number> }> } };

export type ClubBookCsvQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type ClubBookCsvQuery = { __typename?: 'Query', clubBookCsv: string };

export type RecordBookEntryMutationVariables = Exact<{
  input: BookEntryInput;
}>;


export type RecordBookEntryMutation = { __typename?: 'Mutation', recordBookEntry: { __typename?: 'BookEntryView', id: string } };

export type PayPrizePoolMutationVariables = Exact<{
  input: PrizePoolInput;
}>;


export type PayPrizePoolMutation = { __typename?: 'Mutation', payPrizePool: { __typename?: 'PrizePoolView', reference: string } };

export type SetClubCurrencyMutationVariables = Exact<{
  clubId: Scalars['UUID']['input'];
  currency: Scalars['String']['input'];
}>;


export type SetClubCurrencyMutation = { __typename?: 'Mutation', setClubCurrency: { __typename?: 'ClubBookView', currency: string } };

export type MyClubStatementQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
  memberId: Scalars['UUID']['input'];
}>;


export type MyClubStatementQuery = { __typename?: 'Query', club: { __typename?: 'Club', id: string, name: string }, memberStatement: { __typename?: 'MemberStatementView', currency: string, balanceCents: number, entries: Array<{ __typename?: 'BookEntryView', id: string, date: string, kind: BookEntryKind, amountCents: number, method?: PaymentMethod | null, period?: string | null, reference?: string | null, note?: string | null, balanceCents: number }> } };

export type MyLadderChallengesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLadderChallengesQuery = { __typename?: 'Query', myLadderChallenges: Array<{ __typename?: 'MyLadderChallenge', id: string, ladderId: string, ladderName: string, received: boolean, status: string, challengerName: string, defenderName: string, matchId?: string | null, deadline: string }> };

export type TournamentDayQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type TournamentDayQuery = { __typename?: 'Query', tournamentDay: { __typename?: 'TournamentDay', round?: number | null, startsAt?: string | null, endsAt?: string | null, rules: { __typename?: 'TournamentDayRules', bothLate: string, timeLimitMinutes?: number | null, tieBreaks: Array<string>, timeLimitRule: { __typename?: 'TimeLimitRuleView', kind: string, onTie: string }, lateness: { __typename?: 'LatenessRuleView', graceMinutes: number, pointsPerInterval: number, intervalMinutes: number, forfeitAtPoints?: number | null } }, boards: Array<{ __typename?: 'DayBoard', slot: string, matchId?: string | null, number: number, length: number, state: DayBoardState, nextAction: DayAction, startScore: Array<number>, reportId?: string | null, disputeReason?: string | null, score?: Array<number> | null, winner?: { __typename?: 'User', id: string, displayName: string } | null, players: Array<{ __typename?: 'BoardPlayer', checkedInAt?: string | null, minutesLate: number, rulePenalty: number, waived: number, penalty: number, forfeit: boolean, waiverReason?: string | null, player: { __typename?: 'User', id: string, displayName: string } }> }> } };

export type SetRoundStartMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  round: Scalars['Int']['input'];
  startsAt: Scalars['DateTime']['input'];
}>;


export type SetRoundStartMutation = { __typename?: 'Mutation', setRoundStart: { __typename?: 'TournamentDay', round?: number | null } };

export type CheckInAtBoardMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  userId?: InputMaybe<Scalars['UUID']['input']>;
}>;


export type CheckInAtBoardMutation = { __typename?: 'Mutation', checkInAtBoard: { __typename?: 'DayBoard', slot: string } };

export type WaiveLatenessMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  userId: Scalars['UUID']['input'];
  points?: InputMaybe<Scalars['Int']['input']>;
  reason: Scalars['String']['input'];
}>;


export type WaiveLatenessMutation = { __typename?: 'Mutation', waiveLateness: { __typename?: 'DayBoard', slot: string } };

export type DoubleNoShowMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
}>;


export type DoubleNoShowMutation = { __typename?: 'Mutation', recordDoubleNoShow: { __typename?: 'Tournament', id: string } };

export type SetDayRulesMutationVariables = Exact<{
  input: TournamentDayRulesInput;
}>;


export type SetDayRulesMutation = { __typename?: 'Mutation', setTournamentDayRules: { __typename?: 'TournamentDayRules', version: number } };

export type TimeLimitResultMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
  score: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
}>;


export type TimeLimitResultMutation = { __typename?: 'Mutation', recordTimeLimitResult: { __typename?: 'DayBoard', slot: string } };

export type TournamentsHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type TournamentsHomeQuery = { __typename?: 'Query', myClubs: Array<{ __typename?: 'Club', id: string, name: string, myRole?: ClubRole | null }>, myTournaments: Array<{ __typename?: 'Tournament', id: string, clubId: string, name: string, status: TournamentStatus, format: TournamentFormat, matchLengths: Array<number> }>, myTournamentMatches: Array<{ __typename?: 'MyTournamentMatch', tournament: { __typename?: 'Tournament', id: string, name: string }, match: { __typename?: 'TournamentMatch', slot: string, matchId?: string | null, round: number, length: number, flight?: Flight | null, kind?: MatchKind | null, matchStatus?: MatchStatus | null, player1?: { __typename?: 'User', id: string, displayName: string } | null, player2?: { __typename?: 'User', id: string, displayName: string } | null } }> };

export type ClubTournamentsQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type ClubTournamentsQuery = { __typename?: 'Query', clubTournaments: Array<{ __typename?: 'Tournament', id: string, clubId: string, name: string, status: TournamentStatus, format: TournamentFormat, matchLengths: Array<number> }> };

export type NewTournamentQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
}>;


export type NewTournamentQuery = { __typename?: 'Query', club: { __typename?: 'Club', id: string, name: string, myRole?: ClubRole | null } };

export type TournamentFieldsFragment = { __typename?: 'Tournament', id: string, clubId: string, name: string, format: TournamentFormat, status: TournamentStatus, matchLengths: Array<number>, crawford: boolean, scoringProfile: ScoringProfile, consolation: boolean, lastChance: boolean, grandFinalReset: boolean, rounds?: number | null, roundsPaired?: number | null, groups?: number | null, maxPlayers?: number | null, registrationOpensAt?: string | null, registrationClosesAt?: string | null, seedingMethod: SeedingMethod, randomSeed?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, abandonHours: number, startDeadlineHours?: number | null, publicToken?: string | null, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null, roundTimeControls?: Array<{ __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null> | null };

export type TournamentMatchFieldsFragment = { __typename?: 'TournamentMatch', slot: string, matchId?: string | null, flight?: Flight | null, group?: number | null, round: number, number: number, length: number, state: TournamentMatchState, outcome?: ResultOutcome | null, score?: Array<number> | null, kind?: MatchKind | null, matchStatus?: MatchStatus | null, finishedAt?: string | null, player1?: { __typename?: 'User', id: string, displayName: string } | null, player2?: { __typename?: 'User', id: string, displayName: string } | null, winner?: { __typename?: 'User', id: string, displayName: string } | null };

export type TournamentQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type TournamentQuery = { __typename?: 'Query', me?: { __typename?: 'Me', id: string } | null, myClubs: Array<{ __typename?: 'Club', id: string, name: string, myRole?: ClubRole | null }>, tournament: { __typename?: 'Tournament', id: string, clubId: string, name: string, format: TournamentFormat, status: TournamentStatus, matchLengths: Array<number>, crawford: boolean, scoringProfile: ScoringProfile, consolation: boolean, lastChance: boolean, grandFinalReset: boolean, rounds?: number | null, roundsPaired?: number | null, groups?: number | null, maxPlayers?: number | null, registrationOpensAt?: string | null, registrationClosesAt?: string | null, seedingMethod: SeedingMethod, randomSeed?: string | null, createdAt: string, startedAt?: string | null, finishedAt?: string | null, abandonHours: number, startDeadlineHours?: number | null, publicToken?: string | null, timeControl?: { __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null, roundTimeControls?: Array<{ __typename?: 'TimeControl', preset?: TimeControlPreset | null, delaySeconds: number, reserveSeconds: number, reservePerPointSeconds?: number | null, autoRoll: boolean, daysPerMove?: number | null } | null> | null }, tournamentEntries: Array<{ __typename?: 'TournamentEntry', seed?: number | null, registeredAt: string, checkedInAt?: string | null, withdrawnAt?: string | null, player: { __typename?: 'User', id: string, displayName: string } }>, tournamentMatches: Array<{ __typename?: 'TournamentMatch', slot: string, matchId?: string | null, flight?: Flight | null, group?: number | null, round: number, number: number, length: number, state: TournamentMatchState, outcome?: ResultOutcome | null, score?: Array<number> | null, kind?: MatchKind | null, matchStatus?: MatchStatus | null, finishedAt?: string | null, player1?: { __typename?: 'User', id: string, displayName: string } | null, player2?: { __typename?: 'User', id: string, displayName: string } | null, winner?: { __typename?: 'User', id: string, displayName: string } | null }>, tournamentResultReports: Array<{ __typename?: 'TournamentResultReport', id: string, matchId: string, slot: string, outcome: ResultOutcome, winnerId: string, score?: Array<number> | null, status: ReportStatus, reportedById: string, disputeReason?: string | null, createdAt: string }> };

export type TournamentStandingsQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
  group: Scalars['Int']['input'];
}>;


export type TournamentStandingsQuery = { __typename?: 'Query', tournamentStandings: Array<{ __typename?: 'TournamentStanding', rank: number, seed: number, wins: number, losses: number, score?: number | null, byes?: number | null, buchholz?: number | null, medianBuchholz?: number | null, withdrawn?: boolean | null, played?: number | null, pointsFor?: number | null, pointsAgainst?: number | null, pointDifference?: number | null, decidedBy?: string | null, player: { __typename?: 'User', id: string, displayName: string } }> };

export type TournamentPlacingsQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
  flight: Flight;
  live: Scalars['Boolean']['input'];
}>;


export type TournamentPlacingsQuery = { __typename?: 'Query', tournamentPlacings: Array<{ __typename?: 'TournamentPlacing', place: number, placeTo: number, label: string, lostInRound?: number | null, decided: boolean, player: { __typename?: 'User', id: string, displayName: string } }> };

export type PublicTournamentQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type PublicTournamentQuery = { __typename?: 'Query', publicTournament: { __typename?: 'PublicTournament', name: string, clubName: string, format: TournamentFormat, status: TournamentStatus, matchLengths: Array<number>, crawford: boolean, consolation: boolean, lastChance: boolean, grandFinalReset: boolean, rounds?: number | null, roundsPaired?: number | null, groups?: number | null, startedAt?: string | null, finishedAt?: string | null }, publicTournamentEntries: Array<{ __typename?: 'PublicEntry', seed?: number | null, withdrawn: boolean, player: { __typename?: 'User', id: string, displayName: string } }>, publicTournamentMatches: Array<{ __typename?: 'TournamentMatch', slot: string, matchId?: string | null, flight?: Flight | null, group?: number | null, round: number, number: number, length: number, state: TournamentMatchState, outcome?: ResultOutcome | null, score?: Array<number> | null, kind?: MatchKind | null, matchStatus?: MatchStatus | null, finishedAt?: string | null, player1?: { __typename?: 'User', id: string, displayName: string } | null, player2?: { __typename?: 'User', id: string, displayName: string } | null, winner?: { __typename?: 'User', id: string, displayName: string } | null }> };

export type PublicTournamentPlacingsQueryVariables = Exact<{
  token: Scalars['String']['input'];
  flight: Flight;
}>;


export type PublicTournamentPlacingsQuery = { __typename?: 'Query', publicTournamentPlacings: Array<{ __typename?: 'TournamentPlacing', place: number, placeTo: number, label: string, lostInRound?: number | null, decided: boolean, player: { __typename?: 'User', id: string, displayName: string } }> };

export type PublicTournamentStandingsQueryVariables = Exact<{
  token: Scalars['String']['input'];
  group: Scalars['Int']['input'];
}>;


export type PublicTournamentStandingsQuery = { __typename?: 'Query', publicTournamentStandings: Array<{ __typename?: 'TournamentStanding', rank: number, seed: number, wins: number, losses: number, score?: number | null, byes?: number | null, buchholz?: number | null, medianBuchholz?: number | null, withdrawn?: boolean | null, played?: number | null, pointsFor?: number | null, pointsAgainst?: number | null, pointDifference?: number | null, decidedBy?: string | null, player: { __typename?: 'User', id: string, displayName: string } }> };

export type TournamentCsvQueryVariables = Exact<{
  id: Scalars['UUID']['input'];
  export: TournamentExport;
  flight: Flight;
  group: Scalars['Int']['input'];
}>;


export type TournamentCsvQuery = { __typename?: 'Query', tournamentCsv: string };

export type TournamentAuditQueryVariables = Exact<{
  scope: AuditScopeInput;
  clubId: Scalars['UUID']['input'];
  afterSeq: Scalars['Int']['input'];
  limit: Scalars['Int']['input'];
}>;


export type TournamentAuditQuery = { __typename?: 'Query', auditLog: Array<{ __typename?: 'AuditEntry', seq: number, actorId?: string | null, action: string, subject?: string | null, before?: string | null, after?: string | null, reason?: string | null, createdAt: string, hash: string }>, verifyAudit: { __typename?: 'AuditVerification', valid: boolean, entries: number, firstInvalidSeq?: number | null, problem?: AuditProblem | null }, clubMembers: Array<{ __typename?: 'ClubMember', user: { __typename?: 'User', id: string, displayName: string } }> };

export type RatingHistoryQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
  userId: Scalars['UUID']['input'];
}>;


export type RatingHistoryQuery = { __typename?: 'Query', ratingHistory: Array<{ __typename?: 'RatingChange', matchId: string, won: boolean, length: number, ratingBefore: number, ratingAfter: number, change: number, experienceBefore: number, experienceAfter: number, createdAt: string, opponent: { __typename?: 'User', id: string, displayName: string } }> };

export type MatchRatingChangesQueryVariables = Exact<{
  matchId: Scalars['UUID']['input'];
}>;


export type MatchRatingChangesQuery = { __typename?: 'Query', matchRatingChanges: Array<{ __typename?: 'RatingChange', change: number, ratingBefore: number, ratingAfter: number, player: { __typename?: 'User', id: string, displayName: string } }> };

export type ClubRatingsQueryVariables = Exact<{
  clubId: Scalars['UUID']['input'];
  userId: Scalars['UUID']['input'];
}>;


export type ClubRatingsQuery = { __typename?: 'Query', club: { __typename?: 'Club', id: string, name: string }, clubMembers: Array<{ __typename?: 'ClubMember', user: { __typename?: 'User', id: string, displayName: string } }>, clubLeaderboard: Array<{ __typename?: 'LeaderboardEntry', rank: number, rating: number, experience: number, player: { __typename?: 'User', id: string, displayName: string } }>, ratingHistory: Array<{ __typename?: 'RatingChange', matchId: string, won: boolean, length: number, ratingBefore: number, ratingAfter: number, change: number, experienceBefore: number, experienceAfter: number, createdAt: string, opponent: { __typename?: 'User', id: string, displayName: string } }> };

export type CreateTournamentMutationVariables = Exact<{
  input: CreateTournamentInput;
}>;


export type CreateTournamentMutation = { __typename?: 'Mutation', createTournament: { __typename?: 'Tournament', id: string } };

export type RegisterForTournamentMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type RegisterForTournamentMutation = { __typename?: 'Mutation', registerForTournament: { __typename?: 'TournamentEntry', registeredAt: string } };

export type WithdrawFromTournamentMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  userId?: InputMaybe<Scalars['UUID']['input']>;
}>;


export type WithdrawFromTournamentMutation = { __typename?: 'Mutation', withdrawFromTournament: { __typename?: 'TournamentEntry', withdrawnAt?: string | null } };

export type CheckInTournamentMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  userId?: InputMaybe<Scalars['UUID']['input']>;
}>;


export type CheckInTournamentMutation = { __typename?: 'Mutation', checkInTournament: { __typename?: 'TournamentEntry', checkedInAt?: string | null } };

export type SetTournamentSeedingMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  method: SeedingMethod;
  order?: InputMaybe<Array<Scalars['UUID']['input']> | Scalars['UUID']['input']>;
}>;


export type SetTournamentSeedingMutation = { __typename?: 'Mutation', setTournamentSeeding: { __typename?: 'Tournament', id: string } };

export type DrawTournamentMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type DrawTournamentMutation = { __typename?: 'Mutation', drawTournament: { __typename?: 'Tournament', id: string } };

export type StartTournamentMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type StartTournamentMutation = { __typename?: 'Mutation', startTournament: { __typename?: 'Tournament', id: string } };

export type PairNextRoundMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
}>;


export type PairNextRoundMutation = { __typename?: 'Mutation', pairNextRound: { __typename?: 'Tournament', id: string } };

export type StartTournamentMatchMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
}>;


export type StartTournamentMatchMutation = { __typename?: 'Mutation', startTournamentMatch: boolean };

export type MarkTournamentMatchPhysicalMutationVariables = Exact<{
  matchId: Scalars['UUID']['input'];
}>;


export type MarkTournamentMatchPhysicalMutation = { __typename?: 'Mutation', markTournamentMatchPhysical: boolean };

export type ReportTournamentResultMutationVariables = Exact<{
  input: TournamentResultInput;
}>;


export type ReportTournamentResultMutation = { __typename?: 'Mutation', reportTournamentResult: { __typename?: 'TournamentResultReport', id: string, status: ReportStatus } };

export type ConfirmTournamentResultMutationVariables = Exact<{
  reportId: Scalars['UUID']['input'];
}>;


export type ConfirmTournamentResultMutation = { __typename?: 'Mutation', confirmTournamentResult: { __typename?: 'TournamentResultReport', id: string, status: ReportStatus } };

export type DisputeTournamentResultMutationVariables = Exact<{
  reportId: Scalars['UUID']['input'];
  reason: Scalars['String']['input'];
}>;


export type DisputeTournamentResultMutation = { __typename?: 'Mutation', disputeTournamentResult: { __typename?: 'TournamentResultReport', id: string, status: ReportStatus } };

export type CorrectTournamentResultMutationVariables = Exact<{
  input: TournamentResultInput;
  reason: Scalars['String']['input'];
}>;


export type CorrectTournamentResultMutation = { __typename?: 'Mutation', correctTournamentResult: { __typename?: 'TournamentMatch', slot: string } };

export type SetTournamentPublicLinkMutationVariables = Exact<{
  id: Scalars['UUID']['input'];
  enabled: Scalars['Boolean']['input'];
}>;


export type SetTournamentPublicLinkMutation = { __typename?: 'Mutation', setTournamentPublicLink: { __typename?: 'Tournament', id: string, publicToken?: string | null } };

export type PublicTournamentUpdatedSubscriptionVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type PublicTournamentUpdatedSubscription = { __typename?: 'Subscription', publicTournamentUpdated: { __typename?: 'TournamentEvent', change: string } };

export type TournamentUpdatedSubscriptionVariables = Exact<{
  tournamentId: Scalars['UUID']['input'];
}>;


export type TournamentUpdatedSubscription = { __typename?: 'Subscription', tournamentUpdated: { __typename?: 'TournamentEvent', tournamentId: string, change: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ChatMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ChatMessageFields on ChatMessage {
  id
  senderId
  senderName
  phrase
  text
  spectator
  createdAt
}
    `, {"fragmentName":"ChatMessageFields"}) as unknown as TypedDocumentString<ChatMessageFieldsFragment, unknown>;
export const ChouetteTableFragmentDoc = new TypedDocumentString(`
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}
    `, {"fragmentName":"ChouetteTable"}) as unknown as TypedDocumentString<ChouetteTableFragment, unknown>;
export const ChouetteSummaryFragmentDoc = new TypedDocumentString(`
    fragment ChouetteSummary on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  gamesPlayed
  createdAt
  viewerPresent
  organiser {
    id
    displayName
  }
  players {
    present
    user {
      id
      displayName
    }
  }
}
    `, {"fragmentName":"ChouetteSummary"}) as unknown as TypedDocumentString<ChouetteSummaryFragment, unknown>;
export const VacationFieldsFragmentDoc = new TypedDocumentString(`
    fragment VacationFields on Vacation {
  year
  budget
  taken
  remaining
  days {
    startsAt
    endsAt
  }
}
    `, {"fragmentName":"VacationFields"}) as unknown as TypedDocumentString<VacationFieldsFragment, unknown>;
export const DashboardMatchFragmentDoc = new TypedDocumentString(`
    fragment DashboardMatch on Match {
  id
  status
  viewerSide
  winner
  score
  options {
    length
  }
  players {
    side
    user {
      id
      displayName
    }
  }
}
    `, {"fragmentName":"DashboardMatch"}) as unknown as TypedDocumentString<DashboardMatchFragment, unknown>;
export const LeagueFieldsFragmentDoc = new TypedDocumentString(`
    fragment LeagueFields on LeagueSeasonView {
  id
  clubId
  name
  number
  previousId
  nextId
  double
  pointsKind
  win
  loss
  promote
  relegate
  startsOn
  closedAt
  divisions {
    division
    length
    players {
      id
      displayName
    }
    standings {
      rank
      points
      wins
      played
      pointsDifference
      player {
        id
        displayName
      }
    }
  }
  fixtures {
    id
    code
    division
    week
    weekOf
    length
    players {
      id
      displayName
    }
    winnerId
    outcome
    score
    source
    matchId
    report {
      reportedById
      outcome
      playerId
      score
    }
  }
}
    `, {"fragmentName":"LeagueFields"}) as unknown as TypedDocumentString<LeagueFieldsFragment, unknown>;
export const TimeControlFieldsFragmentDoc = new TypedDocumentString(`
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}
    `, {"fragmentName":"TimeControlFields"}) as unknown as TypedDocumentString<TimeControlFieldsFragment, unknown>;
export const OpenChallengeFieldsFragmentDoc = new TypedDocumentString(`
    fragment OpenChallengeFields on OpenChallenge {
  id
  clubId
  clubName
  createdAt
  createdBy {
    id
    displayName
  }
  options {
    length
    profile
    crawford
    cube
  }
  timeControl {
    ...TimeControlFields
  }
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}`, {"fragmentName":"OpenChallengeFields"}) as unknown as TypedDocumentString<OpenChallengeFieldsFragment, unknown>;
export const MatchClockFieldsFragmentDoc = new TypedDocumentString(`
    fragment MatchClockFields on MatchClock {
  running
  paused
  serverNow
  deadline
  sides {
    side
    delayMs
    reserveMs
  }
}
    `, {"fragmentName":"MatchClockFields"}) as unknown as TypedDocumentString<MatchClockFieldsFragment, unknown>;
export const OnlineMatchFragmentDoc = new TypedDocumentString(`
    fragment OnlineMatch on Match {
  id
  clubId
  status
  viewerSide
  seq
  score
  gameNumber
  crawfordGame
  phase
  turn
  sideToAct
  dice
  winner
  serverSeedHash
  serverSeed
  cube {
    value
    owner
    offeredBy
    offeredValue
    offerStage
  }
  resignation {
    by
    kind
  }
  board {
    side0
    side1
  }
  pips
  options {
    length
    profile
    crawford
    cube
    jacoby
    beaver
    raccoon
    beaverRefusal
    maxCube
    autoDoubles
    autoDoublesCap
  }
  players {
    side
    user {
      id
      displayName
    }
  }
  games {
    index
    winner
    points
    kind
    reason
  }
  log {
    seq
    game
    side
    type
    text
  }
  resultSource
  timeControl {
    ...TimeControlFields
  }
  clock {
    ...MatchClockFields
  }
  presence {
    side
    status
    lastSeenAt
  }
  forfeitClaim {
    againstSide
    claimableAt
    canClaimNow
  }
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}
fragment MatchClockFields on MatchClock {
  running
  paused
  serverNow
  deadline
  sides {
    side
    delayMs
    reserveMs
  }
}`, {"fragmentName":"OnlineMatch"}) as unknown as TypedDocumentString<OnlineMatchFragment, unknown>;
export const AnalysisViewFieldsFragmentDoc = new TypedDocumentString(`
    fragment AnalysisViewFields on MatchAnalysisView {
  id
  status
  outdated
  depth
  requestedAt
  finishedAt
  error
  result
}
    `, {"fragmentName":"AnalysisViewFields"}) as unknown as TypedDocumentString<AnalysisViewFieldsFragment, unknown>;
export const LadderFieldsFragmentDoc = new TypedDocumentString(`
    fragment LadderFields on LadderView {
  id
  clubId
  name
  reach
  deadlineDays
  movement
  matchLength
  publicToken
  rungs {
    position
    userId
    displayName
  }
  challenges {
    id
    challengerId
    challengerName
    defenderId
    defenderName
    status
    matchId
    issuedAt
    deadline
  }
}
    `, {"fragmentName":"LadderFields"}) as unknown as TypedDocumentString<LadderFieldsFragment, unknown>;
export const TournamentFieldsFragmentDoc = new TypedDocumentString(`
    fragment TournamentFields on Tournament {
  id
  clubId
  name
  format
  status
  matchLengths
  crawford
  scoringProfile
  consolation
  lastChance
  grandFinalReset
  rounds
  roundsPaired
  groups
  maxPlayers
  registrationOpensAt
  registrationClosesAt
  seedingMethod
  randomSeed
  createdAt
  startedAt
  finishedAt
  timeControl {
    ...TimeControlFields
  }
  roundTimeControls {
    ...TimeControlFields
  }
  abandonHours
  startDeadlineHours
  publicToken
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}`, {"fragmentName":"TournamentFields"}) as unknown as TypedDocumentString<TournamentFieldsFragment, unknown>;
export const TournamentMatchFieldsFragmentDoc = new TypedDocumentString(`
    fragment TournamentMatchFields on TournamentMatch {
  slot
  matchId
  flight
  group
  round
  number
  length
  state
  outcome
  score
  kind
  matchStatus
  finishedAt
  player1 {
    id
    displayName
  }
  player2 {
    id
    displayName
  }
  winner {
    id
    displayName
  }
}
    `, {"fragmentName":"TournamentMatchFields"}) as unknown as TypedDocumentString<TournamentMatchFieldsFragment, unknown>;
export const ProfileDocument = new TypedDocumentString(`
    query Profile {
  myClubs {
    id
    name
    myRole
  }
  myMatches(status: [ACTIVE, FINISHED]) {
    id
    status
    viewerSide
    winner
    score
    options {
      length
    }
    players {
      side
      user {
        displayName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProfileQuery, ProfileQueryVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    email
    displayName
    locale
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($input: SignInInput!) {
  signIn(input: $input) {
    token
    expiresAt
    me {
      locale
    }
  }
}
    `) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const SignUpDocument = new TypedDocumentString(`
    mutation SignUp($input: SignUpInput!) {
  signUp(input: $input) {
    token
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<SignUpMutation, SignUpMutationVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation SignOut {
  signOut
}
    `) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    displayName
    locale
  }
}
    `) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const MySessionsDocument = new TypedDocumentString(`
    query MySessions {
  mySessions {
    id
    userAgent
    createdAt
    lastUsedAt
    current
  }
}
    `) as unknown as TypedDocumentString<MySessionsQuery, MySessionsQueryVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input)
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SignOutSessionDocument = new TypedDocumentString(`
    mutation SignOutSession($sessionId: ID!) {
  signOutSession(sessionId: $sessionId)
}
    `) as unknown as TypedDocumentString<SignOutSessionMutation, SignOutSessionMutationVariables>;
export const SignOutEverywhereDocument = new TypedDocumentString(`
    mutation SignOutEverywhere {
  signOutEverywhere
}
    `) as unknown as TypedDocumentString<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const MatchChatDocument = new TypedDocumentString(`
    query MatchChat($matchId: UUID!) {
  matchChat(matchId: $matchId) {
    ...ChatMessageFields
  }
  matchChatSettings(matchId: $matchId) {
    mode
    muted
    spectator
  }
}
    fragment ChatMessageFields on ChatMessage {
  id
  senderId
  senderName
  phrase
  text
  spectator
  createdAt
}`) as unknown as TypedDocumentString<MatchChatQuery, MatchChatQueryVariables>;
export const SendChatMessageDocument = new TypedDocumentString(`
    mutation SendChatMessage($matchId: UUID!, $phrase: String, $text: String) {
  sendChatMessage(matchId: $matchId, phrase: $phrase, text: $text) {
    ...ChatMessageFields
  }
}
    fragment ChatMessageFields on ChatMessage {
  id
  senderId
  senderName
  phrase
  text
  spectator
  createdAt
}`) as unknown as TypedDocumentString<SendChatMessageMutation, SendChatMessageMutationVariables>;
export const MuteChatPlayerDocument = new TypedDocumentString(`
    mutation MuteChatPlayer($matchId: UUID!, $userId: UUID!, $muted: Boolean!) {
  muteChatPlayer(matchId: $matchId, userId: $userId, muted: $muted) {
    mode
    muted
  }
}
    `) as unknown as TypedDocumentString<MuteChatPlayerMutation, MuteChatPlayerMutationVariables>;
export const ReportChatDocument = new TypedDocumentString(`
    mutation ReportChat($matchId: UUID!, $reason: String!) {
  reportChat(matchId: $matchId, reason: $reason) {
    id
  }
}
    `) as unknown as TypedDocumentString<ReportChatMutation, ReportChatMutationVariables>;
export const ChatMessageSentDocument = new TypedDocumentString(`
    subscription ChatMessageSent($matchId: UUID!) {
  chatMessageSent(matchId: $matchId) {
    ...ChatMessageFields
  }
}
    fragment ChatMessageFields on ChatMessage {
  id
  senderId
  senderName
  phrase
  text
  spectator
  createdAt
}`) as unknown as TypedDocumentString<ChatMessageSentSubscription, ChatMessageSentSubscriptionVariables>;
export const ClubChatPolicyDocument = new TypedDocumentString(`
    query ClubChatPolicy($clubId: UUID!) {
  clubChatPolicy(clubId: $clubId) {
    freeText
    tournament
  }
}
    `) as unknown as TypedDocumentString<ClubChatPolicyQuery, ClubChatPolicyQueryVariables>;
export const UpdateClubChatPolicyDocument = new TypedDocumentString(`
    mutation UpdateClubChatPolicy($clubId: UUID!, $freeText: Boolean, $tournament: TournamentChat) {
  updateClubChatPolicy(
    clubId: $clubId
    freeText: $freeText
    tournament: $tournament
  ) {
    freeText
    tournament
  }
}
    `) as unknown as TypedDocumentString<UpdateClubChatPolicyMutation, UpdateClubChatPolicyMutationVariables>;
export const ChouetteTableDocument = new TypedDocumentString(`
    query ChouetteTable($id: UUID!) {
  chouette(id: $id) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<ChouetteTableQuery, ChouetteTableQueryVariables>;
export const ChouetteIndexDocument = new TypedDocumentString(`
    query ChouetteIndex {
  myChouettes(openOnly: false) {
    ...ChouetteSummary
  }
  openChouettesOfMyClubs {
    ...ChouetteSummary
  }
  myClubs {
    id
    name
  }
}
    fragment ChouetteSummary on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  gamesPlayed
  createdAt
  viewerPresent
  organiser {
    id
    displayName
  }
  players {
    present
    user {
      id
      displayName
    }
  }
}`) as unknown as TypedDocumentString<ChouetteIndexQuery, ChouetteIndexQueryVariables>;
export const ClubChouettesDocument = new TypedDocumentString(`
    query ClubChouettes($clubId: UUID!) {
  chouettesOfClub(clubId: $clubId, openOnly: true) {
    ...ChouetteSummary
  }
}
    fragment ChouetteSummary on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  gamesPlayed
  createdAt
  viewerPresent
  organiser {
    id
    displayName
  }
  players {
    present
    user {
      id
      displayName
    }
  }
}`) as unknown as TypedDocumentString<ClubChouettesQuery, ClubChouettesQueryVariables>;
export const MyClubsForChouetteDocument = new TypedDocumentString(`
    query MyClubsForChouette {
  myClubs {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<MyClubsForChouetteQuery, MyClubsForChouetteQueryVariables>;
export const ChouetteClubMembersDocument = new TypedDocumentString(`
    query ChouetteClubMembers($clubId: UUID!) {
  clubMembers(clubId: $clubId) {
    user {
      id
      displayName
    }
  }
}
    `) as unknown as TypedDocumentString<ChouetteClubMembersQuery, ChouetteClubMembersQueryVariables>;
export const VerifyChouetteAuditDocument = new TypedDocumentString(`
    query VerifyChouetteAudit($id: UUID!) {
  verifyAudit(scope: {type: CHOUETTE, id: $id}) {
    valid
    entries
    firstInvalidSeq
    problem
  }
}
    `) as unknown as TypedDocumentString<VerifyChouetteAuditQuery, VerifyChouetteAuditQueryVariables>;
export const VerifyChouetteDiceDocument = new TypedDocumentString(`
    query VerifyChouetteDice($id: UUID!) {
  verifyChouetteDice(chouetteId: $id) {
    verified
    seedMatchesCommitment
    rolls
    firstMismatchSeq
  }
}
    `) as unknown as TypedDocumentString<VerifyChouetteDiceQuery, VerifyChouetteDiceQueryVariables>;
export const OpenChouetteDocument = new TypedDocumentString(`
    mutation OpenChouette($input: OpenChouetteInput!) {
  openChouette(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<OpenChouetteMutation, OpenChouetteMutationVariables>;
export const JoinChouetteDocument = new TypedDocumentString(`
    mutation JoinChouette($code: String!, $player: UUID) {
  joinChouette(code: $code, player: $player) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<JoinChouetteMutation, JoinChouetteMutationVariables>;
export const LeaveChouetteDocument = new TypedDocumentString(`
    mutation LeaveChouette($chouetteId: UUID!, $expectedSeq: Int!, $player: UUID) {
  leaveChouette(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    player: $player
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<LeaveChouetteMutation, LeaveChouetteMutationVariables>;
export const RollChouetteOrderDocument = new TypedDocumentString(`
    mutation RollChouetteOrder($chouetteId: UUID!, $expectedSeq: Int!, $player: UUID, $dice: [Int!]) {
  rollChouetteOrder(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    player: $player
    dice: $dice
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<RollChouetteOrderMutation, RollChouetteOrderMutationVariables>;
export const CallChouettePartnerDocument = new TypedDocumentString(`
    mutation CallChouettePartner($chouetteId: UUID!, $expectedSeq: Int!, $partner: UUID, $player: UUID) {
  callChouettePartner(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    partner: $partner
    player: $player
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<CallChouettePartnerMutation, CallChouettePartnerMutationVariables>;
export const StartChouetteGameDocument = new TypedDocumentString(`
    mutation StartChouetteGame($chouetteId: UUID!, $expectedSeq: Int!, $initialCube: Int) {
  startChouetteGame(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    initialCube: $initialCube
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<StartChouetteGameMutation, StartChouetteGameMutationVariables>;
export const RollChouetteDiceDocument = new TypedDocumentString(`
    mutation RollChouetteDice($chouetteId: UUID!, $expectedSeq: Int!) {
  rollChouetteDice(chouetteId: $chouetteId, expectedSeq: $expectedSeq) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<RollChouetteDiceMutation, RollChouetteDiceMutationVariables>;
export const SubmitChouettePlayDocument = new TypedDocumentString(`
    mutation SubmitChouettePlay($chouetteId: UUID!, $expectedSeq: Int!, $moves: [CheckerMoveInput!]!) {
  submitChouettePlay(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    moves: $moves
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<SubmitChouettePlayMutation, SubmitChouettePlayMutationVariables>;
export const SuggestChouettePlayDocument = new TypedDocumentString(`
    mutation SuggestChouettePlay($chouetteId: UUID!, $expectedSeq: Int!, $moves: [CheckerMoveInput!]!) {
  suggestChouettePlay(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    moves: $moves
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<SuggestChouettePlayMutation, SuggestChouettePlayMutationVariables>;
export const ConfirmChouetteSuggestionDocument = new TypedDocumentString(`
    mutation ConfirmChouetteSuggestion($chouetteId: UUID!, $expectedSeq: Int!, $from: UUID!) {
  confirmChouetteSuggestion(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    from: $from
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<ConfirmChouetteSuggestionMutation, ConfirmChouetteSuggestionMutationVariables>;
export const DeclareChouetteDoubleDocument = new TypedDocumentString(`
    mutation DeclareChouetteDouble($chouetteId: UUID!, $expectedSeq: Int!, $double: Boolean!, $player: UUID) {
  declareChouetteDouble(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    double: $double
    player: $player
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<DeclareChouetteDoubleMutation, DeclareChouetteDoubleMutationVariables>;
export const AnswerChouetteDoubleDocument = new TypedDocumentString(`
    mutation AnswerChouetteDouble($chouetteId: UUID!, $expectedSeq: Int!, $member: UUID!, $answer: ChouetteDoubleAnswer!, $player: UUID) {
  answerChouetteDouble(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    member: $member
    answer: $answer
    player: $player
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<AnswerChouetteDoubleMutation, AnswerChouetteDoubleMutationVariables>;
export const AnswerChouetteBeaverDocument = new TypedDocumentString(`
    mutation AnswerChouetteBeaver($chouetteId: UUID!, $expectedSeq: Int!, $member: UUID!, $answer: ChouetteBeaverAnswer!, $player: UUID) {
  answerChouetteBeaver(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    member: $member
    answer: $answer
    player: $player
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<AnswerChouetteBeaverMutation, AnswerChouetteBeaverMutationVariables>;
export const OfferChouetteBoxDoubleDocument = new TypedDocumentString(`
    mutation OfferChouetteBoxDouble($chouetteId: UUID!, $expectedSeq: Int!, $player: UUID) {
  offerChouetteBoxDouble(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    player: $player
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<OfferChouetteBoxDoubleMutation, OfferChouetteBoxDoubleMutationVariables>;
export const AnswerChouetteBoxDoubleDocument = new TypedDocumentString(`
    mutation AnswerChouetteBoxDouble($chouetteId: UUID!, $expectedSeq: Int!, $answer: ChouetteDoubleAnswer!, $player: UUID) {
  answerChouetteBoxDouble(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    answer: $answer
    player: $player
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<AnswerChouetteBoxDoubleMutation, AnswerChouetteBoxDoubleMutationVariables>;
export const ResignChouetteGameDocument = new TypedDocumentString(`
    mutation ResignChouetteGame($chouetteId: UUID!, $expectedSeq: Int!, $kind: WinKind!, $player: UUID) {
  resignChouetteGame(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    kind: $kind
    player: $player
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<ResignChouetteGameMutation, ResignChouetteGameMutationVariables>;
export const AnswerChouetteResignationDocument = new TypedDocumentString(`
    mutation AnswerChouetteResignation($chouetteId: UUID!, $expectedSeq: Int!, $accept: Boolean!, $player: UUID) {
  answerChouetteResignation(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    accept: $accept
    player: $player
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<AnswerChouetteResignationMutation, AnswerChouetteResignationMutationVariables>;
export const RecordChouetteResultDocument = new TypedDocumentString(`
    mutation RecordChouetteResult($chouetteId: UUID!, $expectedSeq: Int!, $winner: ChouetteSide!, $kind: GameKind, $base: Int) {
  recordChouetteResult(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    winner: $winner
    kind: $kind
    base: $base
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<RecordChouetteResultMutation, RecordChouetteResultMutationVariables>;
export const CorrectChouetteDocument = new TypedDocumentString(`
    mutation CorrectChouette($chouetteId: UUID!, $expectedSeq: Int!, $game: Int!, $points: [ChouettePointsInput!]!, $reason: String!) {
  correctChouette(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    game: $game
    points: $points
    reason: $reason
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<CorrectChouetteMutation, CorrectChouetteMutationVariables>;
export const EditChouetteCubeDocument = new TypedDocumentString(`
    mutation EditChouetteCube($chouetteId: UUID!, $expectedSeq: Int!, $game: Int!, $member: UUID!, $value: Int!, $owner: ChouetteCubeOwner!, $reason: String!) {
  editChouetteCube(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    game: $game
    member: $member
    value: $value
    owner: $owner
    reason: $reason
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<EditChouetteCubeMutation, EditChouetteCubeMutationVariables>;
export const ReorderChouetteSheetDocument = new TypedDocumentString(`
    mutation ReorderChouetteSheet($chouetteId: UUID!, $expectedSeq: Int!, $players: [UUID!]!, $reason: String!) {
  reorderChouetteSheet(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    players: $players
    reason: $reason
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<ReorderChouetteSheetMutation, ReorderChouetteSheetMutationVariables>;
export const DeleteLastChouetteGameDocument = new TypedDocumentString(`
    mutation DeleteLastChouetteGame($chouetteId: UUID!, $expectedSeq: Int!, $reason: String!) {
  deleteLastChouetteGame(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    reason: $reason
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<DeleteLastChouetteGameMutation, DeleteLastChouetteGameMutationVariables>;
export const MarkChouetteBreakDocument = new TypedDocumentString(`
    mutation MarkChouetteBreak($chouetteId: UUID!, $expectedSeq: Int!, $after: Int!, $marked: Boolean!, $reason: String!) {
  markChouetteBreak(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    after: $after
    marked: $marked
    reason: $reason
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<MarkChouetteBreakMutation, MarkChouetteBreakMutationVariables>;
export const EndChouetteDocument = new TypedDocumentString(`
    mutation EndChouette($chouetteId: UUID!, $expectedSeq: Int!) {
  endChouette(chouetteId: $chouetteId, expectedSeq: $expectedSeq) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<EndChouetteMutation, EndChouetteMutationVariables>;
export const MakeChouetteDealDocument = new TypedDocumentString(`
    mutation MakeChouetteDeal($chouetteId: UUID!, $expectedSeq: Int!, $terms: [ChouetteDealTermInput!]!, $agreedBy: [UUID!]!) {
  makeChouetteDeal(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    terms: $terms
    agreedBy: $agreedBy
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<MakeChouetteDealMutation, MakeChouetteDealMutationVariables>;
export const GiveChouetteExtraDocument = new TypedDocumentString(`
    mutation GiveChouetteExtra($chouetteId: UUID!, $expectedSeq: Int!, $from: UUID!, $to: UUID!, $takerAgrees: Boolean!) {
  giveChouetteExtra(
    chouetteId: $chouetteId
    expectedSeq: $expectedSeq
    from: $from
    to: $to
    takerAgrees: $takerAgrees
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<GiveChouetteExtraMutation, GiveChouetteExtraMutationVariables>;
export const SetChouetteAbsenceDocument = new TypedDocumentString(`
    mutation SetChouetteAbsence($chouetteId: UUID!, $away: Boolean!, $member: UUID, $proxy: UUID) {
  setChouetteAbsence(
    chouetteId: $chouetteId
    away: $away
    member: $member
    proxy: $proxy
  ) {
    ...ChouetteTable
  }
}
    fragment ChouetteTable on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  seq
  absences {
    member
    proxy
  }
  createdAt
  closedAt
  diceCommitment
  diceSeed
  timeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
  }
  clocks {
    player
    delayMs
    reserveMs
    running
    serverNow
    deadline
  }
  gamesPlayed
  line
  partner
  viewerPresent
  viewerRecords
  viewerCorrects
  organiser {
    id
    displayName
  }
  options {
    mode
    profile
    triploPoints
    jacoby
    beaver
    raccoon
    beaverRefusal
    autoDoubles
    autoDoublesCap
    maxCube
    cube
    partnerThreshold
    consultation
    stake
    house {
      partnerMandatoryFrom
      maxPlayers
      initialCubes
      threeHandedBoth
      answerOrder
      boxKeeping
      absentMember
      extras
      deals
    }
  }
  players {
    user {
      id
      displayName
    }
    role
    line
    present
    hasSat
    actingCaptain
    total
  }
  entryRolls {
    player
    dice
    round
  }
  waitingFor {
    player
    decision
    actions
    member
    optional
  }
  game {
    index
    box
    partner
    captain
    actingCaptain
    phase
    turn
    dice
    pips
    positionId
    board {
      side0
      side1
    }
    members {
      player
      cubeValue
      cubeOwner
      inGame
      offer {
        doubler
        stage
        value
      }
      outcome {
        points
        reason
        conceded
        kind
      }
      log {
        action
        by
        value
      }
    }
    window {
      by
      members
      declarations {
        member
        double
      }
      takers
    }
    suggestions {
      player
      notation
      moves {
        from
        to
        die
      }
    }
    resignation {
      by
      side
      kind
      pending
    }
    legalPlays {
      notation
      moves {
        from
        to
        die
      }
    }
  }
  ledger {
    totals {
      player
      points
    }
    games {
      index
      box
      partner
      captain
      actingCaptain
      winner
      reason
      boxVsCaptain
      boxSide
      points {
        player
        points
      }
      net {
        player
        points
      }
      totals {
        player
        points
      }
      members {
        player
        cube
        turned
        reason
        conceded
        kind
        points
        log {
          action
          by
          value
        }
      }
      corrections {
        seq
        game
        by
        byUser {
          displayName
        }
        reason
        delta {
          player
          points
        }
        edit
      }
    }
  }
  sheet {
    order
    breaks
    deleted
    cubes {
      game
      player
      cube
      owner
      points
    }
    edits {
      seq
      kind
      by
      byUser {
        displayName
      }
      reason
      game
    }
  }
  settlement {
    stake
    method
    transfers {
      from
      to
      points
      amount
    }
  }
  log {
    seq
    type
    player
    member
    game
    dice
    detail
    text
    actorId
    at
  }
}`) as unknown as TypedDocumentString<SetChouetteAbsenceMutation, SetChouetteAbsenceMutationVariables>;
export const SplitChouetteTableDocument = new TypedDocumentString(`
    mutation SplitChouetteTable($chouetteId: UUID!, $arriving: [UUID!]!) {
  splitChouetteTable(chouetteId: $chouetteId, arriving: $arriving) {
    id
  }
}
    `) as unknown as TypedDocumentString<SplitChouetteTableMutation, SplitChouetteTableMutationVariables>;
export const ChouetteUpdatedDocument = new TypedDocumentString(`
    subscription ChouetteUpdated($chouetteId: UUID!, $afterSeq: Int) {
  chouetteUpdated(chouetteId: $chouetteId, afterSeq: $afterSeq) {
    chouetteId
    seq
    phase
    status
    absences {
      member
      proxy
    }
  }
}
    `) as unknown as TypedDocumentString<ChouetteUpdatedSubscription, ChouetteUpdatedSubscriptionVariables>;
export const SetChouetteHouseRulesDocument = new TypedDocumentString(`
    mutation SetChouetteHouseRules($id: UUID!, $seq: Int!, $house: ChouetteHouseRulesInput!) {
  setChouetteHouseRules(chouetteId: $id, expectedSeq: $seq, house: $house) {
    seq
    options {
      house {
        partnerMandatoryFrom
        maxPlayers
        initialCubes
        threeHandedBoth
        answerOrder
        boxKeeping
        absentMember
        extras
        deals
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SetChouetteHouseRulesMutation, SetChouetteHouseRulesMutationVariables>;
export const TournamentClocksDocument = new TypedDocumentString(`
    query TournamentClocks($clubId: UUID!) {
  clubMatches(clubId: $clubId, status: [ACTIVE, FINISHED]) {
    id
    status
    resultSource
    clock {
      ...MatchClockFields
    }
    players {
      side
      user {
        id
        displayName
      }
    }
  }
}
    fragment MatchClockFields on MatchClock {
  running
  paused
  serverNow
  deadline
  sides {
    side
    delayMs
    reserveMs
  }
}`) as unknown as TypedDocumentString<TournamentClocksQuery, TournamentClocksQueryVariables>;
export const MatchesAtRiskDocument = new TypedDocumentString(`
    query MatchesAtRisk($tournamentId: UUID!) {
  matchesAtRisk(tournamentId: $tournamentId) {
    side
    reason
    reserveMs
    lastSeenAt
    match {
      id
      players {
        side
        user {
          id
          displayName
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MatchesAtRiskQuery, MatchesAtRiskQueryVariables>;
export const PauseMatchClockDocument = new TypedDocumentString(`
    mutation PauseMatchClock($matchId: UUID!, $reason: String!) {
  pauseMatchClock(matchId: $matchId, reason: $reason) {
    id
  }
}
    `) as unknown as TypedDocumentString<PauseMatchClockMutation, PauseMatchClockMutationVariables>;
export const ResumeMatchClockDocument = new TypedDocumentString(`
    mutation ResumeMatchClock($matchId: UUID!, $reason: String!) {
  resumeMatchClock(matchId: $matchId, reason: $reason) {
    id
  }
}
    `) as unknown as TypedDocumentString<ResumeMatchClockMutation, ResumeMatchClockMutationVariables>;
export const AddMatchTimeDocument = new TypedDocumentString(`
    mutation AddMatchTime($matchId: UUID!, $side: Int!, $seconds: Int!, $reason: String!) {
  addMatchTime(matchId: $matchId, side: $side, seconds: $seconds, reason: $reason) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddMatchTimeMutation, AddMatchTimeMutationVariables>;
export const AnnulTimeoutDocument = new TypedDocumentString(`
    mutation AnnulTimeout($matchId: UUID!, $reason: String!, $addSeconds: Int) {
  annulTimeout(matchId: $matchId, reason: $reason, addSeconds: $addSeconds) {
    id
  }
}
    `) as unknown as TypedDocumentString<AnnulTimeoutMutation, AnnulTimeoutMutationVariables>;
export const UpdateClubPlayPolicyDocument = new TypedDocumentString(`
    mutation UpdateClubPlayPolicy($clubId: UUID!, $abandonHours: Int, $rateTimeouts: Boolean, $rateForfeits: Boolean) {
  updateClubPlayPolicy(
    clubId: $clubId
    abandonHours: $abandonHours
    rateTimeouts: $rateTimeouts
    rateForfeits: $rateForfeits
  ) {
    id
    abandonHours
    rateTimeouts
    rateForfeits
  }
}
    `) as unknown as TypedDocumentString<UpdateClubPlayPolicyMutation, UpdateClubPlayPolicyMutationVariables>;
export const MyClubsDocument = new TypedDocumentString(`
    query MyClubs {
  myClubs {
    id
    name
    myRole
    memberCount
  }
}
    `) as unknown as TypedDocumentString<MyClubsQuery, MyClubsQueryVariables>;
export const ClubHomeDocument = new TypedDocumentString(`
    query ClubHome($clubId: UUID!) {
  club(id: $clubId) {
    id
    name
    myRole
    invitationCode
    memberCount
    createdAt
    abandonHours
    rateTimeouts
    rateForfeits
  }
  live: clubMatches(clubId: $clubId, status: [ACTIVE]) {
    id
    score
    options {
      length
    }
    timeControl {
      ...TimeControlFields
    }
    players {
      side
      user {
        id
        displayName
      }
    }
  }
  tournaments: clubTournaments(clubId: $clubId) {
    id
    name
    status
    format
    matchLengths
    startedAt
  }
  leaderboard: clubLeaderboard(clubId: $clubId) {
    rank
    rating
    experience
    player {
      id
      displayName
    }
  }
  recent: clubMatches(clubId: $clubId, status: [FINISHED]) {
    id
    score
    winner
    finishedAt
    options {
      length
    }
    resultSource
    players {
      side
      user {
        id
        displayName
      }
    }
  }
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}`) as unknown as TypedDocumentString<ClubHomeQuery, ClubHomeQueryVariables>;
export const ClubMembersDocument = new TypedDocumentString(`
    query ClubMembers($clubId: UUID!) {
  me {
    id
  }
  club(id: $clubId) {
    id
    name
    myRole
  }
  clubMembers(clubId: $clubId) {
    role
    joinedAt
    user {
      id
      displayName
    }
  }
}
    `) as unknown as TypedDocumentString<ClubMembersQuery, ClubMembersQueryVariables>;
export const CreateClubDocument = new TypedDocumentString(`
    mutation CreateClub($name: String!) {
  createClub(input: {name: $name}) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateClubMutation, CreateClubMutationVariables>;
export const JoinClubDocument = new TypedDocumentString(`
    mutation JoinClub($code: String!) {
  joinClub(invitationCode: $code) {
    id
  }
}
    `) as unknown as TypedDocumentString<JoinClubMutation, JoinClubMutationVariables>;
export const SetMemberRoleDocument = new TypedDocumentString(`
    mutation SetMemberRole($clubId: UUID!, $userId: UUID!, $role: ClubRole!) {
  setMemberRole(clubId: $clubId, userId: $userId, role: $role) {
    role
  }
}
    `) as unknown as TypedDocumentString<SetMemberRoleMutation, SetMemberRoleMutationVariables>;
export const RemoveMemberDocument = new TypedDocumentString(`
    mutation RemoveMember($clubId: UUID!, $userId: UUID!) {
  removeMember(clubId: $clubId, userId: $userId)
}
    `) as unknown as TypedDocumentString<RemoveMemberMutation, RemoveMemberMutationVariables>;
export const RegenerateCodeDocument = new TypedDocumentString(`
    mutation RegenerateCode($clubId: UUID!) {
  regenerateInvitationCode(clubId: $clubId) {
    invitationCode
  }
}
    `) as unknown as TypedDocumentString<RegenerateCodeMutation, RegenerateCodeMutationVariables>;
export const LeaveClubDocument = new TypedDocumentString(`
    mutation LeaveClub($clubId: UUID!) {
  leaveClub(clubId: $clubId)
}
    `) as unknown as TypedDocumentString<LeaveClubMutation, LeaveClubMutationVariables>;
export const MyChallengesDocument = new TypedDocumentString(`
    query MyChallenges {
  myMatches(status: [CHALLENGED, ACTIVE]) {
    id
    status
    viewerSide
    clubId
    createdAt
    score
    options {
      length
      profile
      crawford
      cube
    }
    timeControl {
      ...TimeControlFields
    }
    players {
      side
      user {
        id
        displayName
      }
    }
  }
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}`) as unknown as TypedDocumentString<MyChallengesQuery, MyChallengesQueryVariables>;
export const ChallengeDocument = new TypedDocumentString(`
    mutation Challenge($input: ChallengeInput!) {
  challenge(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<ChallengeMutation, ChallengeMutationVariables>;
export const AcceptChallengeDocument = new TypedDocumentString(`
    mutation AcceptChallenge($matchId: UUID!) {
  acceptChallenge(matchId: $matchId) {
    id
  }
}
    `) as unknown as TypedDocumentString<AcceptChallengeMutation, AcceptChallengeMutationVariables>;
export const DeclineChallengeDocument = new TypedDocumentString(`
    mutation DeclineChallenge($matchId: UUID!) {
  declineChallenge(matchId: $matchId) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeclineChallengeMutation, DeclineChallengeMutationVariables>;
export const MyCorrespondenceDocument = new TypedDocumentString(`
    query MyCorrespondence {
  myCorrespondenceMatches {
    id
    status
    viewerSide
    score
    options {
      length
    }
    players {
      side
      user {
        id
        displayName
      }
    }
    timeControl {
      daysPerMove
    }
    clock {
      running
      deadline
    }
  }
  myVacation {
    ...VacationFields
  }
}
    fragment VacationFields on Vacation {
  year
  budget
  taken
  remaining
  days {
    startsAt
    endsAt
  }
}`) as unknown as TypedDocumentString<MyCorrespondenceQuery, MyCorrespondenceQueryVariables>;
export const TakeVacationDayDocument = new TypedDocumentString(`
    mutation TakeVacationDay($startsAt: DateTime) {
  takeVacationDay(startsAt: $startsAt) {
    ...VacationFields
  }
}
    fragment VacationFields on Vacation {
  year
  budget
  taken
  remaining
  days {
    startsAt
    endsAt
  }
}`) as unknown as TypedDocumentString<TakeVacationDayMutation, TakeVacationDayMutationVariables>;
export const CorrespondenceNewsDocument = new TypedDocumentString(`
    subscription CorrespondenceNews {
  notificationNews {
    unreadCount
  }
}
    `) as unknown as TypedDocumentString<CorrespondenceNewsSubscription, CorrespondenceNewsSubscriptionVariables>;
export const ClubDeadEventsDocument = new TypedDocumentString(`
    query ClubDeadEvents($clubId: UUID!) {
  club(id: $clubId) {
    id
    name
    myRole
  }
  deadEvents(clubId: $clubId) {
    id
    type
    payload
    attempts
    failedConsumer
    lastError
    createdAt
  }
}
    `) as unknown as TypedDocumentString<ClubDeadEventsQuery, ClubDeadEventsQueryVariables>;
export const RetryEventDocument = new TypedDocumentString(`
    mutation RetryEvent($eventId: String!) {
  retryEvent(eventId: $eventId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<RetryEventMutation, RetryEventMutationVariables>;
export const RematchOfferDocument = new TypedDocumentString(`
    query RematchOffer($matchId: UUID!) {
  rematchOffer(matchId: $matchId) {
    offeredById
    newMatchId
  }
}
    `) as unknown as TypedDocumentString<RematchOfferQuery, RematchOfferQueryVariables>;
export const OfferRematchDocument = new TypedDocumentString(`
    mutation OfferRematch($matchId: UUID!) {
  offerRematch(matchId: $matchId) {
    offeredById
    newMatchId
  }
}
    `) as unknown as TypedDocumentString<OfferRematchMutation, OfferRematchMutationVariables>;
export const AcceptRematchDocument = new TypedDocumentString(`
    mutation AcceptRematch($matchId: UUID!) {
  acceptRematch(matchId: $matchId) {
    offeredById
    newMatchId
  }
}
    `) as unknown as TypedDocumentString<AcceptRematchMutation, AcceptRematchMutationVariables>;
export const CreateMatchInviteDocument = new TypedDocumentString(`
    mutation CreateMatchInvite($input: MatchInviteInput!) {
  createMatchInvite(input: $input) {
    token
    path
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<CreateMatchInviteMutation, CreateMatchInviteMutationVariables>;
export const MatchInviteDocument = new TypedDocumentString(`
    query MatchInvite($token: String!) {
  matchInvite(token: $token) {
    hostName
    options
    open
    expiresAt
    mine
    matchId
  }
}
    `) as unknown as TypedDocumentString<MatchInviteQuery, MatchInviteQueryVariables>;
export const AcceptMatchInviteDocument = new TypedDocumentString(`
    mutation AcceptMatchInvite($token: String!, $guestName: String) {
  acceptMatchInvite(token: $token, guestName: $guestName) {
    matchId
    guestToken
  }
}
    `) as unknown as TypedDocumentString<AcceptMatchInviteMutation, AcceptMatchInviteMutationVariables>;
export const DashboardDocument = new TypedDocumentString(`
    query Dashboard {
  me {
    id
    displayName
  }
  dashboard {
    myTurn {
      ...DashboardMatch
    }
    challengesReceived {
      ...DashboardMatch
    }
    openChallenges {
      ...OpenChallengeFields
    }
    myOpenChallenges {
      ...OpenChallengeFields
    }
    tournamentMatches {
      tournament {
        id
        name
      }
      match {
        slot
        length
        matchId
        matchStatus
        player1 {
          id
          displayName
        }
        player2 {
          id
          displayName
        }
      }
    }
    openChouettes {
      ...ChouetteSummary
    }
    recentResults {
      ...DashboardMatch
    }
    ratings {
      clubId
      clubName
      rating
      experience
    }
  }
}
    fragment ChouetteSummary on Chouette {
  id
  clubId
  code
  mode
  phase
  status
  gamesPlayed
  createdAt
  viewerPresent
  organiser {
    id
    displayName
  }
  players {
    present
    user {
      id
      displayName
    }
  }
}
fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}
fragment DashboardMatch on Match {
  id
  status
  viewerSide
  winner
  score
  options {
    length
  }
  players {
    side
    user {
      id
      displayName
    }
  }
}
fragment OpenChallengeFields on OpenChallenge {
  id
  clubId
  clubName
  createdAt
  createdBy {
    id
    displayName
  }
  options {
    length
    profile
    crawford
    cube
  }
  timeControl {
    ...TimeControlFields
  }
}`) as unknown as TypedDocumentString<DashboardQuery, DashboardQueryVariables>;
export const ClubLeaguesDocument = new TypedDocumentString(`
    query ClubLeagues($clubId: UUID!) {
  club(id: $clubId) {
    id
    name
    myRole
  }
  clubMembers(clubId: $clubId) {
    user {
      id
      displayName
    }
  }
  clubLeagues(clubId: $clubId) {
    id
    name
    number
    closedAt
    startsOn
    divisions {
      division
    }
  }
}
    `) as unknown as TypedDocumentString<ClubLeaguesQuery, ClubLeaguesQueryVariables>;
export const LeagueDocument = new TypedDocumentString(`
    query League($id: UUID!) {
  me {
    id
  }
  league(id: $id) {
    ...LeagueFields
  }
}
    fragment LeagueFields on LeagueSeasonView {
  id
  clubId
  name
  number
  previousId
  nextId
  double
  pointsKind
  win
  loss
  promote
  relegate
  startsOn
  closedAt
  divisions {
    division
    length
    players {
      id
      displayName
    }
    standings {
      rank
      points
      wins
      played
      pointsDifference
      player {
        id
        displayName
      }
    }
  }
  fixtures {
    id
    code
    division
    week
    weekOf
    length
    players {
      id
      displayName
    }
    winnerId
    outcome
    score
    source
    matchId
    report {
      reportedById
      outcome
      playerId
      score
    }
  }
}`) as unknown as TypedDocumentString<LeagueQuery, LeagueQueryVariables>;
export const LeagueClubDocument = new TypedDocumentString(`
    query LeagueClub($clubId: UUID!) {
  club(id: $clubId) {
    id
    name
    myRole
  }
}
    `) as unknown as TypedDocumentString<LeagueClubQuery, LeagueClubQueryVariables>;
export const CreateLeagueDocument = new TypedDocumentString(`
    mutation CreateLeague($input: CreateLeagueInput!) {
  createLeague(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateLeagueMutation, CreateLeagueMutationVariables>;
export const ReportLeagueResultDocument = new TypedDocumentString(`
    mutation ReportLeagueResult($input: LeagueResultInput!) {
  reportLeagueResult(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<ReportLeagueResultMutation, ReportLeagueResultMutationVariables>;
export const ConfirmLeagueResultDocument = new TypedDocumentString(`
    mutation ConfirmLeagueResult($fixtureId: UUID!) {
  confirmLeagueResult(fixtureId: $fixtureId) {
    id
  }
}
    `) as unknown as TypedDocumentString<ConfirmLeagueResultMutation, ConfirmLeagueResultMutationVariables>;
export const CloseLeagueSeasonDocument = new TypedDocumentString(`
    mutation CloseLeagueSeason($seasonId: UUID!) {
  closeLeagueSeason(seasonId: $seasonId) {
    id
  }
}
    `) as unknown as TypedDocumentString<CloseLeagueSeasonMutation, CloseLeagueSeasonMutationVariables>;
export const LeagueUpdatedDocument = new TypedDocumentString(`
    subscription LeagueUpdated($seasonId: UUID!) {
  leagueUpdated(seasonId: $seasonId) {
    seasonId
    change
  }
}
    `) as unknown as TypedDocumentString<LeagueUpdatedSubscription, LeagueUpdatedSubscriptionVariables>;
export const SeasonLeaderboardDocument = new TypedDocumentString(`
    query SeasonLeaderboard($clubId: UUID!, $season: Int) {
  club(id: $clubId) {
    id
    name
    myRole
  }
  seasonLeaderboard(clubId: $clubId, season: $season) {
    season
    seasons
    rows {
      rank
      points
      events
      member {
        id
        displayName
      }
    }
  }
  seasonPointsTable(clubId: $clubId) {
    rows {
      minField
      places
    }
    attendance
    isDefault
  }
}
    `) as unknown as TypedDocumentString<SeasonLeaderboardQuery, SeasonLeaderboardQueryVariables>;
export const MemberSeasonDocument = new TypedDocumentString(`
    query MemberSeason($clubId: UUID!, $memberId: UUID!, $season: Int) {
  club(id: $clubId) {
    id
    name
  }
  memberSeason(clubId: $clubId, memberId: $memberId, season: $season) {
    season
    rank
    points
    events
    member {
      id
      displayName
    }
    best {
      eventName
      points
    }
    awards {
      event
      kind
      eventName
      fieldSize
      place
      placing
      attendance
      points
    }
  }
}
    `) as unknown as TypedDocumentString<MemberSeasonQuery, MemberSeasonQueryVariables>;
export const SetSeasonPointsTableDocument = new TypedDocumentString(`
    mutation SetSeasonPointsTable($input: SeasonPointsTableInput!) {
  setSeasonPointsTable(input: $input) {
    attendance
  }
}
    `) as unknown as TypedDocumentString<SetSeasonPointsTableMutation, SetSeasonPointsTableMutationVariables>;
export const SeasonPointsUpdatedDocument = new TypedDocumentString(`
    subscription SeasonPointsUpdated($clubId: UUID!) {
  seasonPointsUpdated(clubId: $clubId) {
    clubId
    season
  }
}
    `) as unknown as TypedDocumentString<SeasonPointsUpdatedSubscription, SeasonPointsUpdatedSubscriptionVariables>;
export const ClubOpenChallengesDocument = new TypedDocumentString(`
    query ClubOpenChallenges($clubId: UUID!) {
  clubOpenChallenges(clubId: $clubId) {
    ...OpenChallengeFields
  }
  me {
    id
  }
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}
fragment OpenChallengeFields on OpenChallenge {
  id
  clubId
  clubName
  createdAt
  createdBy {
    id
    displayName
  }
  options {
    length
    profile
    crawford
    cube
  }
  timeControl {
    ...TimeControlFields
  }
}`) as unknown as TypedDocumentString<ClubOpenChallengesQuery, ClubOpenChallengesQueryVariables>;
export const PostOpenChallengeDocument = new TypedDocumentString(`
    mutation PostOpenChallenge($input: OpenChallengeInput!) {
  postOpenChallenge(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<PostOpenChallengeMutation, PostOpenChallengeMutationVariables>;
export const WithdrawOpenChallengeDocument = new TypedDocumentString(`
    mutation WithdrawOpenChallenge($id: UUID!) {
  withdrawOpenChallenge(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<WithdrawOpenChallengeMutation, WithdrawOpenChallengeMutationVariables>;
export const AcceptOpenChallengeDocument = new TypedDocumentString(`
    mutation AcceptOpenChallenge($id: UUID!) {
  acceptOpenChallenge(id: $id) {
    id
    matchId
  }
}
    `) as unknown as TypedDocumentString<AcceptOpenChallengeMutation, AcceptOpenChallengeMutationVariables>;
export const ClubLobbyUpdatedDocument = new TypedDocumentString(`
    subscription ClubLobbyUpdated($clubId: UUID!) {
  clubLobbyUpdated(clubId: $clubId) {
    clubId
    openChallengeId
    status
  }
}
    `) as unknown as TypedDocumentString<ClubLobbyUpdatedSubscription, ClubLobbyUpdatedSubscriptionVariables>;
export const MyClubsLobbyUpdatedDocument = new TypedDocumentString(`
    subscription MyClubsLobbyUpdated {
  myClubsLobbyUpdated {
    clubId
    openChallengeId
    status
  }
}
    `) as unknown as TypedDocumentString<MyClubsLobbyUpdatedSubscription, MyClubsLobbyUpdatedSubscriptionVariables>;
export const NotificationNewsDocument = new TypedDocumentString(`
    subscription NotificationNews {
  notificationNews {
    unreadCount
    browser
    notification {
      id
      kind
      link
      createdAt
      readAt
      payload {
        actorName
        clubName
        tournamentName
        reporterName
        title
        message
        ladderName
        answer
      }
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationNewsSubscription, NotificationNewsSubscriptionVariables>;
export const NotificationsDocument = new TypedDocumentString(`
    query Notifications($limit: Int) {
  notifications(limit: $limit) {
    id
    kind
    link
    createdAt
    readAt
    payload {
      actorName
      clubName
      tournamentName
      reporterName
      title
      message
      ladderName
      answer
    }
  }
  unreadNotificationCount
}
    `) as unknown as TypedDocumentString<NotificationsQuery, NotificationsQueryVariables>;
export const MarkNotificationReadDocument = new TypedDocumentString(`
    mutation MarkNotificationRead($id: UUID!) {
  markNotificationRead(id: $id) {
    id
    readAt
  }
}
    `) as unknown as TypedDocumentString<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = new TypedDocumentString(`
    mutation MarkAllNotificationsRead {
  markAllNotificationsRead
}
    `) as unknown as TypedDocumentString<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const NotificationPreferencesDocument = new TypedDocumentString(`
    query NotificationPreferences {
  notificationPreferences {
    kind
    channel
    enabled
  }
}
    `) as unknown as TypedDocumentString<NotificationPreferencesQuery, NotificationPreferencesQueryVariables>;
export const SetNotificationPreferenceDocument = new TypedDocumentString(`
    mutation SetNotificationPreference($kind: NotificationKind!, $channel: NotificationChannel!, $enabled: Boolean!) {
  setNotificationPreference(kind: $kind, channel: $channel, enabled: $enabled) {
    kind
    channel
    enabled
  }
}
    `) as unknown as TypedDocumentString<SetNotificationPreferenceMutation, SetNotificationPreferenceMutationVariables>;
export const UnsubscribeFromEmailsDocument = new TypedDocumentString(`
    mutation UnsubscribeFromEmails($token: String!, $kind: NotificationKind) {
  unsubscribeFromEmails(token: $token, kind: $kind)
}
    `) as unknown as TypedDocumentString<UnsubscribeFromEmailsMutation, UnsubscribeFromEmailsMutationVariables>;
export const AnnounceDocument = new TypedDocumentString(`
    mutation Announce($input: AnnounceInput!) {
  announce(input: $input)
}
    `) as unknown as TypedDocumentString<AnnounceMutation, AnnounceMutationVariables>;
export const OnlineMatchDocument = new TypedDocumentString(`
    query OnlineMatch($id: UUID!) {
  match(id: $id) {
    ...OnlineMatch
  }
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}
fragment MatchClockFields on MatchClock {
  running
  paused
  serverNow
  deadline
  sides {
    side
    delayMs
    reserveMs
  }
}
fragment OnlineMatch on Match {
  id
  clubId
  status
  viewerSide
  seq
  score
  gameNumber
  crawfordGame
  phase
  turn
  sideToAct
  dice
  winner
  serverSeedHash
  serverSeed
  cube {
    value
    owner
    offeredBy
    offeredValue
    offerStage
  }
  resignation {
    by
    kind
  }
  board {
    side0
    side1
  }
  pips
  options {
    length
    profile
    crawford
    cube
    jacoby
    beaver
    raccoon
    beaverRefusal
    maxCube
    autoDoubles
    autoDoublesCap
  }
  players {
    side
    user {
      id
      displayName
    }
  }
  games {
    index
    winner
    points
    kind
    reason
  }
  log {
    seq
    game
    side
    type
    text
  }
  resultSource
  timeControl {
    ...TimeControlFields
  }
  clock {
    ...MatchClockFields
  }
  presence {
    side
    status
    lastSeenAt
  }
  forfeitClaim {
    againstSide
    claimableAt
    canClaimNow
  }
}`) as unknown as TypedDocumentString<OnlineMatchQuery, OnlineMatchQueryVariables>;
export const RollDiceDocument = new TypedDocumentString(`
    mutation RollDice($matchId: UUID!, $seq: Int!) {
  rollDice(matchId: $matchId, expectedSeq: $seq) {
    ...OnlineMatch
  }
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}
fragment MatchClockFields on MatchClock {
  running
  paused
  serverNow
  deadline
  sides {
    side
    delayMs
    reserveMs
  }
}
fragment OnlineMatch on Match {
  id
  clubId
  status
  viewerSide
  seq
  score
  gameNumber
  crawfordGame
  phase
  turn
  sideToAct
  dice
  winner
  serverSeedHash
  serverSeed
  cube {
    value
    owner
    offeredBy
    offeredValue
    offerStage
  }
  resignation {
    by
    kind
  }
  board {
    side0
    side1
  }
  pips
  options {
    length
    profile
    crawford
    cube
    jacoby
    beaver
    raccoon
    beaverRefusal
    maxCube
    autoDoubles
    autoDoublesCap
  }
  players {
    side
    user {
      id
      displayName
    }
  }
  games {
    index
    winner
    points
    kind
    reason
  }
  log {
    seq
    game
    side
    type
    text
  }
  resultSource
  timeControl {
    ...TimeControlFields
  }
  clock {
    ...MatchClockFields
  }
  presence {
    side
    status
    lastSeenAt
  }
  forfeitClaim {
    againstSide
    claimableAt
    canClaimNow
  }
}`) as unknown as TypedDocumentString<RollDiceMutation, RollDiceMutationVariables>;
export const SubmitPlayDocument = new TypedDocumentString(`
    mutation SubmitPlay($matchId: UUID!, $seq: Int!, $moves: [CheckerMoveInput!]!) {
  submitPlay(matchId: $matchId, expectedSeq: $seq, moves: $moves) {
    ...OnlineMatch
  }
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}
fragment MatchClockFields on MatchClock {
  running
  paused
  serverNow
  deadline
  sides {
    side
    delayMs
    reserveMs
  }
}
fragment OnlineMatch on Match {
  id
  clubId
  status
  viewerSide
  seq
  score
  gameNumber
  crawfordGame
  phase
  turn
  sideToAct
  dice
  winner
  serverSeedHash
  serverSeed
  cube {
    value
    owner
    offeredBy
    offeredValue
    offerStage
  }
  resignation {
    by
    kind
  }
  board {
    side0
    side1
  }
  pips
  options {
    length
    profile
    crawford
    cube
    jacoby
    beaver
    raccoon
    beaverRefusal
    maxCube
    autoDoubles
    autoDoublesCap
  }
  players {
    side
    user {
      id
      displayName
    }
  }
  games {
    index
    winner
    points
    kind
    reason
  }
  log {
    seq
    game
    side
    type
    text
  }
  resultSource
  timeControl {
    ...TimeControlFields
  }
  clock {
    ...MatchClockFields
  }
  presence {
    side
    status
    lastSeenAt
  }
  forfeitClaim {
    againstSide
    claimableAt
    canClaimNow
  }
}`) as unknown as TypedDocumentString<SubmitPlayMutation, SubmitPlayMutationVariables>;
export const OfferDoubleDocument = new TypedDocumentString(`
    mutation OfferDouble($matchId: UUID!, $seq: Int!) {
  offerDouble(matchId: $matchId, expectedSeq: $seq) {
    ...OnlineMatch
  }
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}
fragment MatchClockFields on MatchClock {
  running
  paused
  serverNow
  deadline
  sides {
    side
    delayMs
    reserveMs
  }
}
fragment OnlineMatch on Match {
  id
  clubId
  status
  viewerSide
  seq
  score
  gameNumber
  crawfordGame
  phase
  turn
  sideToAct
  dice
  winner
  serverSeedHash
  serverSeed
  cube {
    value
    owner
    offeredBy
    offeredValue
    offerStage
  }
  resignation {
    by
    kind
  }
  board {
    side0
    side1
  }
  pips
  options {
    length
    profile
    crawford
    cube
    jacoby
    beaver
    raccoon
    beaverRefusal
    maxCube
    autoDoubles
    autoDoublesCap
  }
  players {
    side
    user {
      id
      displayName
    }
  }
  games {
    index
    winner
    points
    kind
    reason
  }
  log {
    seq
    game
    side
    type
    text
  }
  resultSource
  timeControl {
    ...TimeControlFields
  }
  clock {
    ...MatchClockFields
  }
  presence {
    side
    status
    lastSeenAt
  }
  forfeitClaim {
    againstSide
    claimableAt
    canClaimNow
  }
}`) as unknown as TypedDocumentString<OfferDoubleMutation, OfferDoubleMutationVariables>;
export const TakeDoubleDocument = new TypedDocumentString(`
    mutation TakeDouble($matchId: UUID!, $seq: Int!) {
  takeDouble(matchId: $matchId, expectedSeq: $seq) {
    ...OnlineMatch
  }
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}
fragment MatchClockFields on MatchClock {
  running
  paused
  serverNow
  deadline
  sides {
    side
    delayMs
    reserveMs
  }
}
fragment OnlineMatch on Match {
  id
  clubId
  status
  viewerSide
  seq
  score
  gameNumber
  crawfordGame
  phase
  turn
  sideToAct
  dice
  winner
  serverSeedHash
  serverSeed
  cube {
    value
    owner
    offeredBy
    offeredValue
    offerStage
  }
  resignation {
    by
    kind
  }
  board {
    side0
    side1
  }
  pips
  options {
    length
    profile
    crawford
    cube
    jacoby
    beaver
    raccoon
    beaverRefusal
    maxCube
    autoDoubles
    autoDoublesCap
  }
  players {
    side
    user {
      id
      displayName
    }
  }
  games {
    index
    winner
    points
    kind
    reason
  }
  log {
    seq
    game
    side
    type
    text
  }
  resultSource
  timeControl {
    ...TimeControlFields
  }
  clock {
    ...MatchClockFields
  }
  presence {
    side
    status
    lastSeenAt
  }
  forfeitClaim {
    againstSide
    claimableAt
    canClaimNow
  }
}`) as unknown as TypedDocumentString<TakeDoubleMutation, TakeDoubleMutationVariables>;
export const DropDoubleDocument = new TypedDocumentString(`
    mutation DropDouble($matchId: UUID!, $seq: Int!) {
  dropDouble(matchId: $matchId, expectedSeq: $seq) {
    ...OnlineMatch
  }
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}
fragment MatchClockFields on MatchClock {
  running
  paused
  serverNow
  deadline
  sides {
    side
    delayMs
    reserveMs
  }
}
fragment OnlineMatch on Match {
  id
  clubId
  status
  viewerSide
  seq
  score
  gameNumber
  crawfordGame
  phase
  turn
  sideToAct
  dice
  winner
  serverSeedHash
  serverSeed
  cube {
    value
    owner
    offeredBy
    offeredValue
    offerStage
  }
  resignation {
    by
    kind
  }
  board {
    side0
    side1
  }
  pips
  options {
    length
    profile
    crawford
    cube
    jacoby
    beaver
    raccoon
    beaverRefusal
    maxCube
    autoDoubles
    autoDoublesCap
  }
  players {
    side
    user {
      id
      displayName
    }
  }
  games {
    index
    winner
    points
    kind
    reason
  }
  log {
    seq
    game
    side
    type
    text
  }
  resultSource
  timeControl {
    ...TimeControlFields
  }
  clock {
    ...MatchClockFields
  }
  presence {
    side
    status
    lastSeenAt
  }
  forfeitClaim {
    againstSide
    claimableAt
    canClaimNow
  }
}`) as unknown as TypedDocumentString<DropDoubleMutation, DropDoubleMutationVariables>;
export const BeaverDocument = new TypedDocumentString(`
    mutation Beaver($matchId: UUID!, $seq: Int!) {
  beaver(matchId: $matchId, expectedSeq: $seq) {
    ...OnlineMatch
  }
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}
fragment MatchClockFields on MatchClock {
  running
  paused
  serverNow
  deadline
  sides {
    side
    delayMs
    reserveMs
  }
}
fragment OnlineMatch on Match {
  id
  clubId
  status
  viewerSide
  seq
  score
  gameNumber
  crawfordGame
  phase
  turn
  sideToAct
  dice
  winner
  serverSeedHash
  serverSeed
  cube {
    value
    owner
    offeredBy
    offeredValue
    offerStage
  }
  resignation {
    by
    kind
  }
  board {
    side0
    side1
  }
  pips
  options {
    length
    profile
    crawford
    cube
    jacoby
    beaver
    raccoon
    beaverRefusal
    maxCube
    autoDoubles
    autoDoublesCap
  }
  players {
    side
    user {
      id
      displayName
    }
  }
  games {
    index
    winner
    points
    kind
    reason
  }
  log {
    seq
    game
    side
    type
    text
  }
  resultSource
  timeControl {
    ...TimeControlFields
  }
  clock {
    ...MatchClockFields
  }
  presence {
    side
    status
    lastSeenAt
  }
  forfeitClaim {
    againstSide
    claimableAt
    canClaimNow
  }
}`) as unknown as TypedDocumentString<BeaverMutation, BeaverMutationVariables>;
export const RaccoonDocument = new TypedDocumentString(`
    mutation Raccoon($matchId: UUID!, $seq: Int!) {
  raccoon(matchId: $matchId, expectedSeq: $seq) {
    ...OnlineMatch
  }
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}
fragment MatchClockFields on MatchClock {
  running
  paused
  serverNow
  deadline
  sides {
    side
    delayMs
    reserveMs
  }
}
fragment OnlineMatch on Match {
  id
  clubId
  status
  viewerSide
  seq
  score
  gameNumber
  crawfordGame
  phase
  turn
  sideToAct
  dice
  winner
  serverSeedHash
  serverSeed
  cube {
    value
    owner
    offeredBy
    offeredValue
    offerStage
  }
  resignation {
    by
    kind
  }
  board {
    side0
    side1
  }
  pips
  options {
    length
    profile
    crawford
    cube
    jacoby
    beaver
    raccoon
    beaverRefusal
    maxCube
    autoDoubles
    autoDoublesCap
  }
  players {
    side
    user {
      id
      displayName
    }
  }
  games {
    index
    winner
    points
    kind
    reason
  }
  log {
    seq
    game
    side
    type
    text
  }
  resultSource
  timeControl {
    ...TimeControlFields
  }
  clock {
    ...MatchClockFields
  }
  presence {
    side
    status
    lastSeenAt
  }
  forfeitClaim {
    againstSide
    claimableAt
    canClaimNow
  }
}`) as unknown as TypedDocumentString<RaccoonMutation, RaccoonMutationVariables>;
export const RefuseBeaverDocument = new TypedDocumentString(`
    mutation RefuseBeaver($matchId: UUID!, $seq: Int!) {
  refuseBeaver(matchId: $matchId, expectedSeq: $seq) {
    ...OnlineMatch
  }
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}
fragment MatchClockFields on MatchClock {
  running
  paused
  serverNow
  deadline
  sides {
    side
    delayMs
    reserveMs
  }
}
fragment OnlineMatch on Match {
  id
  clubId
  status
  viewerSide
  seq
  score
  gameNumber
  crawfordGame
  phase
  turn
  sideToAct
  dice
  winner
  serverSeedHash
  serverSeed
  cube {
    value
    owner
    offeredBy
    offeredValue
    offerStage
  }
  resignation {
    by
    kind
  }
  board {
    side0
    side1
  }
  pips
  options {
    length
    profile
    crawford
    cube
    jacoby
    beaver
    raccoon
    beaverRefusal
    maxCube
    autoDoubles
    autoDoublesCap
  }
  players {
    side
    user {
      id
      displayName
    }
  }
  games {
    index
    winner
    points
    kind
    reason
  }
  log {
    seq
    game
    side
    type
    text
  }
  resultSource
  timeControl {
    ...TimeControlFields
  }
  clock {
    ...MatchClockFields
  }
  presence {
    side
    status
    lastSeenAt
  }
  forfeitClaim {
    againstSide
    claimableAt
    canClaimNow
  }
}`) as unknown as TypedDocumentString<RefuseBeaverMutation, RefuseBeaverMutationVariables>;
export const ResignDocument = new TypedDocumentString(`
    mutation Resign($matchId: UUID!, $seq: Int!, $kind: WinKind!) {
  resign(matchId: $matchId, expectedSeq: $seq, kind: $kind) {
    ...OnlineMatch
  }
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}
fragment MatchClockFields on MatchClock {
  running
  paused
  serverNow
  deadline
  sides {
    side
    delayMs
    reserveMs
  }
}
fragment OnlineMatch on Match {
  id
  clubId
  status
  viewerSide
  seq
  score
  gameNumber
  crawfordGame
  phase
  turn
  sideToAct
  dice
  winner
  serverSeedHash
  serverSeed
  cube {
    value
    owner
    offeredBy
    offeredValue
    offerStage
  }
  resignation {
    by
    kind
  }
  board {
    side0
    side1
  }
  pips
  options {
    length
    profile
    crawford
    cube
    jacoby
    beaver
    raccoon
    beaverRefusal
    maxCube
    autoDoubles
    autoDoublesCap
  }
  players {
    side
    user {
      id
      displayName
    }
  }
  games {
    index
    winner
    points
    kind
    reason
  }
  log {
    seq
    game
    side
    type
    text
  }
  resultSource
  timeControl {
    ...TimeControlFields
  }
  clock {
    ...MatchClockFields
  }
  presence {
    side
    status
    lastSeenAt
  }
  forfeitClaim {
    againstSide
    claimableAt
    canClaimNow
  }
}`) as unknown as TypedDocumentString<ResignMutation, ResignMutationVariables>;
export const AcceptResignationDocument = new TypedDocumentString(`
    mutation AcceptResignation($matchId: UUID!, $seq: Int!) {
  acceptResignation(matchId: $matchId, expectedSeq: $seq) {
    ...OnlineMatch
  }
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}
fragment MatchClockFields on MatchClock {
  running
  paused
  serverNow
  deadline
  sides {
    side
    delayMs
    reserveMs
  }
}
fragment OnlineMatch on Match {
  id
  clubId
  status
  viewerSide
  seq
  score
  gameNumber
  crawfordGame
  phase
  turn
  sideToAct
  dice
  winner
  serverSeedHash
  serverSeed
  cube {
    value
    owner
    offeredBy
    offeredValue
    offerStage
  }
  resignation {
    by
    kind
  }
  board {
    side0
    side1
  }
  pips
  options {
    length
    profile
    crawford
    cube
    jacoby
    beaver
    raccoon
    beaverRefusal
    maxCube
    autoDoubles
    autoDoublesCap
  }
  players {
    side
    user {
      id
      displayName
    }
  }
  games {
    index
    winner
    points
    kind
    reason
  }
  log {
    seq
    game
    side
    type
    text
  }
  resultSource
  timeControl {
    ...TimeControlFields
  }
  clock {
    ...MatchClockFields
  }
  presence {
    side
    status
    lastSeenAt
  }
  forfeitClaim {
    againstSide
    claimableAt
    canClaimNow
  }
}`) as unknown as TypedDocumentString<AcceptResignationMutation, AcceptResignationMutationVariables>;
export const RejectResignationDocument = new TypedDocumentString(`
    mutation RejectResignation($matchId: UUID!, $seq: Int!) {
  rejectResignation(matchId: $matchId, expectedSeq: $seq) {
    ...OnlineMatch
  }
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}
fragment MatchClockFields on MatchClock {
  running
  paused
  serverNow
  deadline
  sides {
    side
    delayMs
    reserveMs
  }
}
fragment OnlineMatch on Match {
  id
  clubId
  status
  viewerSide
  seq
  score
  gameNumber
  crawfordGame
  phase
  turn
  sideToAct
  dice
  winner
  serverSeedHash
  serverSeed
  cube {
    value
    owner
    offeredBy
    offeredValue
    offerStage
  }
  resignation {
    by
    kind
  }
  board {
    side0
    side1
  }
  pips
  options {
    length
    profile
    crawford
    cube
    jacoby
    beaver
    raccoon
    beaverRefusal
    maxCube
    autoDoubles
    autoDoublesCap
  }
  players {
    side
    user {
      id
      displayName
    }
  }
  games {
    index
    winner
    points
    kind
    reason
  }
  log {
    seq
    game
    side
    type
    text
  }
  resultSource
  timeControl {
    ...TimeControlFields
  }
  clock {
    ...MatchClockFields
  }
  presence {
    side
    status
    lastSeenAt
  }
  forfeitClaim {
    againstSide
    claimableAt
    canClaimNow
  }
}`) as unknown as TypedDocumentString<RejectResignationMutation, RejectResignationMutationVariables>;
export const ClaimForfeitDocument = new TypedDocumentString(`
    mutation ClaimForfeit($matchId: UUID!, $seq: Int!) {
  claimForfeit(matchId: $matchId, expectedSeq: $seq) {
    ...OnlineMatch
  }
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}
fragment MatchClockFields on MatchClock {
  running
  paused
  serverNow
  deadline
  sides {
    side
    delayMs
    reserveMs
  }
}
fragment OnlineMatch on Match {
  id
  clubId
  status
  viewerSide
  seq
  score
  gameNumber
  crawfordGame
  phase
  turn
  sideToAct
  dice
  winner
  serverSeedHash
  serverSeed
  cube {
    value
    owner
    offeredBy
    offeredValue
    offerStage
  }
  resignation {
    by
    kind
  }
  board {
    side0
    side1
  }
  pips
  options {
    length
    profile
    crawford
    cube
    jacoby
    beaver
    raccoon
    beaverRefusal
    maxCube
    autoDoubles
    autoDoublesCap
  }
  players {
    side
    user {
      id
      displayName
    }
  }
  games {
    index
    winner
    points
    kind
    reason
  }
  log {
    seq
    game
    side
    type
    text
  }
  resultSource
  timeControl {
    ...TimeControlFields
  }
  clock {
    ...MatchClockFields
  }
  presence {
    side
    status
    lastSeenAt
  }
  forfeitClaim {
    againstSide
    claimableAt
    canClaimNow
  }
}`) as unknown as TypedDocumentString<ClaimForfeitMutation, ClaimForfeitMutationVariables>;
export const MatchMatDocument = new TypedDocumentString(`
    query MatchMat($matchId: UUID!) {
  matchMat(matchId: $matchId)
}
    `) as unknown as TypedDocumentString<MatchMatQuery, MatchMatQueryVariables>;
export const VerifyMatchDiceDocument = new TypedDocumentString(`
    query VerifyMatchDice($matchId: UUID!) {
  verifyMatchDice(matchId: $matchId) {
    verified
    seedMatchesCommitment
    rolls
    firstMismatchSeq
  }
}
    `) as unknown as TypedDocumentString<VerifyMatchDiceQuery, VerifyMatchDiceQueryVariables>;
export const MatchUpdatedDocument = new TypedDocumentString(`
    subscription MatchUpdated($matchId: UUID!, $afterSeq: Int) {
  matchUpdated(matchId: $matchId, afterSeq: $afterSeq) {
    matchId
    seq
    status
    clock {
      ...MatchClockFields
    }
    presence {
      side
      status
      lastSeenAt
    }
  }
}
    fragment MatchClockFields on MatchClock {
  running
  paused
  serverNow
  deadline
  sides {
    side
    delayMs
    reserveMs
  }
}`) as unknown as TypedDocumentString<MatchUpdatedSubscription, MatchUpdatedSubscriptionVariables>;
export const BoardOptionsDocument = new TypedDocumentString(`
    query BoardOptions {
  boardOptions {
    animation
    sound
    autoRoll
    autoBearOff
    oneTap
    direction
    colors
    homeZoom
  }
}
    `) as unknown as TypedDocumentString<BoardOptionsQuery, BoardOptionsQueryVariables>;
export const SetBoardOptionsDocument = new TypedDocumentString(`
    mutation SetBoardOptions($input: BoardOptionsInput!) {
  setBoardOptions(input: $input) {
    animation
    sound
    autoRoll
    autoBearOff
    oneTap
    direction
    colors
    homeZoom
  }
}
    `) as unknown as TypedDocumentString<SetBoardOptionsMutation, SetBoardOptionsMutationVariables>;
export const MatchRecordDocument = new TypedDocumentString(`
    query MatchRecord($id: String!) {
  matchRecord(id: $id) {
    id
    kind
    clubId
    tournamentId
    title
    matchLength
    finished
    playedAt
    players {
      side
      name
      userId
    }
    log
    analysis {
      ...AnalysisViewFields
    }
  }
  myClubs {
    id
    myRole
  }
}
    fragment AnalysisViewFields on MatchAnalysisView {
  id
  status
  outdated
  depth
  requestedAt
  finishedAt
  error
  result
}`) as unknown as TypedDocumentString<MatchRecordQuery, MatchRecordQueryVariables>;
export const AnalysisUpdatedDocument = new TypedDocumentString(`
    subscription AnalysisUpdated($recordId: String!) {
  analysisUpdated(recordId: $recordId) {
    ...AnalysisViewFields
  }
}
    fragment AnalysisViewFields on MatchAnalysisView {
  id
  status
  outdated
  depth
  requestedAt
  finishedAt
  error
  result
}`) as unknown as TypedDocumentString<AnalysisUpdatedSubscription, AnalysisUpdatedSubscriptionVariables>;
export const RequestAnalysisDocument = new TypedDocumentString(`
    mutation RequestAnalysis($recordId: String!) {
  requestAnalysis(recordId: $recordId) {
    ...AnalysisViewFields
  }
}
    fragment AnalysisViewFields on MatchAnalysisView {
  id
  status
  outdated
  depth
  requestedAt
  finishedAt
  error
  result
}`) as unknown as TypedDocumentString<RequestAnalysisMutation, RequestAnalysisMutationVariables>;
export const PlayerRecordsDocument = new TypedDocumentString(`
    query PlayerRecords($userId: ID!) {
  playerMatchRecords(userId: $userId) {
    id
    kind
    title
    playedAt
    matchLength
    players {
      side
      name
      userId
    }
    analysis {
      id
      status
      outdated
      players {
        side
        pr
        band
      }
    }
  }
  playerPrHistory(userId: $userId) {
    recordId
    date
    pr
    decisions
    opponent
  }
  playerDiceStats(userId: $userId) {
    matches
    rolls
    counts
    expected
    chiSquare
    degreesOfFreedom
    pValue
    verdict
    doubles
    doublesExpected
    faces
    tests {
      kind
      method
      statistic
      pValue
      adjustedPValue
      minimumRolls
      verdict
    }
    jokers
    antiJokers
  }
}
    `) as unknown as TypedDocumentString<PlayerRecordsQuery, PlayerRecordsQueryVariables>;
export const ClubPrDocument = new TypedDocumentString(`
    query ClubPr($clubId: ID!, $clubUuid: UUID!, $minDecisions: Int!) {
  club(id: $clubUuid) {
    id
    name
    myRole
  }
  clubOutdatedAnalyses(clubId: $clubUuid)
  clubPrLeaderboard(clubId: $clubId, minDecisions: $minDecisions) {
    userId
    name
    matches
    decisions
    pr
    band
  }
  clubMatchRecords(clubId: $clubId) {
    id
    kind
    title
    playedAt
    analysis {
      id
      status
      outdated
    }
  }
}
    `) as unknown as TypedDocumentString<ClubPrQuery, ClubPrQueryVariables>;
export const TournamentPrDocument = new TypedDocumentString(`
    query TournamentPr($tournamentId: ID!) {
  tournamentPr(tournamentId: $tournamentId) {
    userId
    name
    matches
    decisions
    pr
    band
  }
}
    `) as unknown as TypedDocumentString<TournamentPrQuery, TournamentPrQueryVariables>;
export const ImportMatDocument = new TypedDocumentString(`
    mutation ImportMat($clubId: UUID!, $text: String!, $player0UserId: UUID, $player1UserId: UUID) {
  importMat(
    clubId: $clubId
    text: $text
    player0UserId: $player0UserId
    player1UserId: $player1UserId
  ) {
    id
    recordId
  }
}
    `) as unknown as TypedDocumentString<ImportMatMutation, ImportMatMutationVariables>;
export const RedoOutdatedAnalysesDocument = new TypedDocumentString(`
    mutation RedoOutdatedAnalyses($clubId: UUID!) {
  redoOutdatedAnalyses(clubId: $clubId)
}
    `) as unknown as TypedDocumentString<RedoOutdatedAnalysesMutation, RedoOutdatedAnalysesMutationVariables>;
export const ClubLaddersDocument = new TypedDocumentString(`
    query ClubLadders($clubId: UUID!) {
  club(id: $clubId) {
    id
    name
    myRole
  }
  clubLadders(clubId: $clubId) {
    ...LadderFields
  }
}
    fragment LadderFields on LadderView {
  id
  clubId
  name
  reach
  deadlineDays
  movement
  matchLength
  publicToken
  rungs {
    position
    userId
    displayName
  }
  challenges {
    id
    challengerId
    challengerName
    defenderId
    defenderName
    status
    matchId
    issuedAt
    deadline
  }
}`) as unknown as TypedDocumentString<ClubLaddersQuery, ClubLaddersQueryVariables>;
export const LadderDocument = new TypedDocumentString(`
    query Ladder($id: UUID!) {
  me {
    id
  }
  ladder(id: $id) {
    ...LadderFields
  }
}
    fragment LadderFields on LadderView {
  id
  clubId
  name
  reach
  deadlineDays
  movement
  matchLength
  publicToken
  rungs {
    position
    userId
    displayName
  }
  challenges {
    id
    challengerId
    challengerName
    defenderId
    defenderName
    status
    matchId
    issuedAt
    deadline
  }
}`) as unknown as TypedDocumentString<LadderQuery, LadderQueryVariables>;
export const PublicLadderDocument = new TypedDocumentString(`
    query PublicLadder($token: String!) {
  publicLadder(token: $token) {
    ...LadderFields
  }
}
    fragment LadderFields on LadderView {
  id
  clubId
  name
  reach
  deadlineDays
  movement
  matchLength
  publicToken
  rungs {
    position
    userId
    displayName
  }
  challenges {
    id
    challengerId
    challengerName
    defenderId
    defenderName
    status
    matchId
    issuedAt
    deadline
  }
}`) as unknown as TypedDocumentString<PublicLadderQuery, PublicLadderQueryVariables>;
export const CreateLadderDocument = new TypedDocumentString(`
    mutation CreateLadder($input: CreateLadderInput!) {
  createLadder(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateLadderMutation, CreateLadderMutationVariables>;
export const JoinLadderDocument = new TypedDocumentString(`
    mutation JoinLadder($ladderId: UUID!, $byRating: Boolean!) {
  joinLadder(ladderId: $ladderId, byRating: $byRating) {
    id
  }
}
    `) as unknown as TypedDocumentString<JoinLadderMutation, JoinLadderMutationVariables>;
export const ChallengeOnLadderDocument = new TypedDocumentString(`
    mutation ChallengeOnLadder($ladderId: UUID!, $defenderId: UUID!) {
  challengeOnLadder(ladderId: $ladderId, defenderId: $defenderId) {
    id
  }
}
    `) as unknown as TypedDocumentString<ChallengeOnLadderMutation, ChallengeOnLadderMutationVariables>;
export const AcceptLadderChallengeDocument = new TypedDocumentString(`
    mutation AcceptLadderChallenge($challengeId: UUID!) {
  acceptLadderChallenge(challengeId: $challengeId) {
    id
  }
}
    `) as unknown as TypedDocumentString<AcceptLadderChallengeMutation, AcceptLadderChallengeMutationVariables>;
export const RefuseLadderChallengeDocument = new TypedDocumentString(`
    mutation RefuseLadderChallenge($challengeId: UUID!) {
  refuseLadderChallenge(challengeId: $challengeId) {
    id
  }
}
    `) as unknown as TypedDocumentString<RefuseLadderChallengeMutation, RefuseLadderChallengeMutationVariables>;
export const LadderUpdatedDocument = new TypedDocumentString(`
    subscription LadderUpdated($ladderId: UUID!) {
  ladderUpdated(ladderId: $ladderId) {
    ladderId
    change
  }
}
    `) as unknown as TypedDocumentString<LadderUpdatedSubscription, LadderUpdatedSubscriptionVariables>;
export const PublicLadderUpdatedDocument = new TypedDocumentString(`
    subscription PublicLadderUpdated($token: String!) {
  publicLadderUpdated(token: $token) {
    ladderId
    change
  }
}
    `) as unknown as TypedDocumentString<PublicLadderUpdatedSubscription, PublicLadderUpdatedSubscriptionVariables>;
export const HeadToHeadDocument = new TypedDocumentString(`
    query HeadToHead($clubId: UUID!, $a: UUID!, $b: UUID!) {
  headToHead(clubId: $clubId, memberA: $a, memberB: $b) {
    matches
    sides {
      userId
      displayName
      wins
      points
      pr
      decisions
    }
    lastResults {
      matchId
      endedAt
      winnerId
      score
    }
  }
}
    `) as unknown as TypedDocumentString<HeadToHeadQuery, HeadToHeadQueryVariables>;
export const ClubRivalsDocument = new TypedDocumentString(`
    query ClubRivals($clubId: UUID!, $userId: UUID!) {
  clubRivals(clubId: $clubId, userId: $userId) {
    nemesis {
      userId
      displayName
      matches
      wins
      losses
    }
    favourite {
      userId
      displayName
      matches
      wins
      losses
    }
  }
}
    `) as unknown as TypedDocumentString<ClubRivalsQuery, ClubRivalsQueryVariables>;
export const ClubBookDocument = new TypedDocumentString(`
    query ClubBook($clubId: UUID!) {
  club(id: $clubId) {
    id
    name
    myRole
  }
  clubMembers(clubId: $clubId) {
    user {
      id
      displayName
    }
  }
  clubBook(clubId: $clubId) {
    currency
    jackpotCents
    entries {
      id
      date
      memberId
      memberName
      kind
      amountCents
      method
      period
      reference
      balanceCents
    }
    balances {
      memberId
      memberName
      balanceCents
      duesUpToDate
      duesOwing
    }
    prizePools {
      reference
      payout
      feesCents
      clubCutCents
      jackpotAddedCents
      jackpotPaidCents
      jackpotCarriedCents
      prizesCents
    }
  }
}
    `) as unknown as TypedDocumentString<ClubBookQuery, ClubBookQueryVariables>;
export const ClubBookCsvDocument = new TypedDocumentString(`
    query ClubBookCsv($clubId: UUID!) {
  clubBookCsv(clubId: $clubId)
}
    `) as unknown as TypedDocumentString<ClubBookCsvQuery, ClubBookCsvQueryVariables>;
export const RecordBookEntryDocument = new TypedDocumentString(`
    mutation RecordBookEntry($input: BookEntryInput!) {
  recordBookEntry(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<RecordBookEntryMutation, RecordBookEntryMutationVariables>;
export const PayPrizePoolDocument = new TypedDocumentString(`
    mutation PayPrizePool($input: PrizePoolInput!) {
  payPrizePool(input: $input) {
    reference
  }
}
    `) as unknown as TypedDocumentString<PayPrizePoolMutation, PayPrizePoolMutationVariables>;
export const SetClubCurrencyDocument = new TypedDocumentString(`
    mutation SetClubCurrency($clubId: UUID!, $currency: String!) {
  setClubCurrency(clubId: $clubId, currency: $currency) {
    currency
  }
}
    `) as unknown as TypedDocumentString<SetClubCurrencyMutation, SetClubCurrencyMutationVariables>;
export const MyClubStatementDocument = new TypedDocumentString(`
    query MyClubStatement($clubId: UUID!, $memberId: UUID!) {
  club(id: $clubId) {
    id
    name
  }
  memberStatement(clubId: $clubId, memberId: $memberId) {
    currency
    balanceCents
    entries {
      id
      date
      kind
      amountCents
      method
      period
      reference
      note
      balanceCents
    }
  }
}
    `) as unknown as TypedDocumentString<MyClubStatementQuery, MyClubStatementQueryVariables>;
export const MyLadderChallengesDocument = new TypedDocumentString(`
    query MyLadderChallenges {
  myLadderChallenges {
    id
    ladderId
    ladderName
    received
    status
    challengerName
    defenderName
    matchId
    deadline
  }
}
    `) as unknown as TypedDocumentString<MyLadderChallengesQuery, MyLadderChallengesQueryVariables>;
export const TournamentDayDocument = new TypedDocumentString(`
    query TournamentDay($id: UUID!) {
  tournamentDay(tournamentId: $id) {
    round
    startsAt
    endsAt
    rules {
      bothLate
      timeLimitMinutes
      tieBreaks
      timeLimitRule {
        kind
        onTie
      }
      lateness {
        graceMinutes
        pointsPerInterval
        intervalMinutes
        forfeitAtPoints
      }
    }
    boards {
      slot
      matchId
      number
      length
      state
      nextAction
      startScore
      reportId
      disputeReason
      score
      winner {
        id
        displayName
      }
      players {
        player {
          id
          displayName
        }
        checkedInAt
        minutesLate
        rulePenalty
        waived
        penalty
        forfeit
        waiverReason
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TournamentDayQuery, TournamentDayQueryVariables>;
export const SetRoundStartDocument = new TypedDocumentString(`
    mutation SetRoundStart($id: UUID!, $round: Int!, $startsAt: DateTime!) {
  setRoundStart(tournamentId: $id, round: $round, startsAt: $startsAt) {
    round
  }
}
    `) as unknown as TypedDocumentString<SetRoundStartMutation, SetRoundStartMutationVariables>;
export const CheckInAtBoardDocument = new TypedDocumentString(`
    mutation CheckInAtBoard($matchId: UUID!, $userId: UUID) {
  checkInAtBoard(matchId: $matchId, userId: $userId) {
    slot
  }
}
    `) as unknown as TypedDocumentString<CheckInAtBoardMutation, CheckInAtBoardMutationVariables>;
export const WaiveLatenessDocument = new TypedDocumentString(`
    mutation WaiveLateness($matchId: UUID!, $userId: UUID!, $points: Int, $reason: String!) {
  waiveLateness(
    matchId: $matchId
    userId: $userId
    points: $points
    reason: $reason
  ) {
    slot
  }
}
    `) as unknown as TypedDocumentString<WaiveLatenessMutation, WaiveLatenessMutationVariables>;
export const DoubleNoShowDocument = new TypedDocumentString(`
    mutation DoubleNoShow($matchId: UUID!) {
  recordDoubleNoShow(matchId: $matchId) {
    id
  }
}
    `) as unknown as TypedDocumentString<DoubleNoShowMutation, DoubleNoShowMutationVariables>;
export const SetDayRulesDocument = new TypedDocumentString(`
    mutation SetDayRules($input: TournamentDayRulesInput!) {
  setTournamentDayRules(input: $input) {
    version
  }
}
    `) as unknown as TypedDocumentString<SetDayRulesMutation, SetDayRulesMutationVariables>;
export const TimeLimitResultDocument = new TypedDocumentString(`
    mutation TimeLimitResult($matchId: UUID!, $score: [Int!]!) {
  recordTimeLimitResult(matchId: $matchId, score: $score) {
    slot
  }
}
    `) as unknown as TypedDocumentString<TimeLimitResultMutation, TimeLimitResultMutationVariables>;
export const TournamentsHomeDocument = new TypedDocumentString(`
    query TournamentsHome {
  myClubs {
    id
    name
    myRole
  }
  myTournaments {
    id
    clubId
    name
    status
    format
    matchLengths
  }
  myTournamentMatches {
    tournament {
      id
      name
    }
    match {
      slot
      matchId
      round
      length
      flight
      kind
      matchStatus
      player1 {
        id
        displayName
      }
      player2 {
        id
        displayName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TournamentsHomeQuery, TournamentsHomeQueryVariables>;
export const ClubTournamentsDocument = new TypedDocumentString(`
    query ClubTournaments($clubId: UUID!) {
  clubTournaments(clubId: $clubId) {
    id
    clubId
    name
    status
    format
    matchLengths
  }
}
    `) as unknown as TypedDocumentString<ClubTournamentsQuery, ClubTournamentsQueryVariables>;
export const NewTournamentDocument = new TypedDocumentString(`
    query NewTournament($clubId: UUID!) {
  club(id: $clubId) {
    id
    name
    myRole
  }
}
    `) as unknown as TypedDocumentString<NewTournamentQuery, NewTournamentQueryVariables>;
export const TournamentDocument = new TypedDocumentString(`
    query Tournament($id: UUID!) {
  me {
    id
  }
  myClubs {
    id
    name
    myRole
  }
  tournament(id: $id) {
    ...TournamentFields
  }
  tournamentEntries(tournamentId: $id) {
    seed
    registeredAt
    checkedInAt
    withdrawnAt
    player {
      id
      displayName
    }
  }
  tournamentMatches(tournamentId: $id) {
    ...TournamentMatchFields
  }
  tournamentResultReports(tournamentId: $id) {
    id
    matchId
    slot
    outcome
    winnerId
    score
    status
    reportedById
    disputeReason
    createdAt
  }
}
    fragment TimeControlFields on TimeControl {
  preset
  delaySeconds
  reserveSeconds
  reservePerPointSeconds
  autoRoll
  daysPerMove
}
fragment TournamentFields on Tournament {
  id
  clubId
  name
  format
  status
  matchLengths
  crawford
  scoringProfile
  consolation
  lastChance
  grandFinalReset
  rounds
  roundsPaired
  groups
  maxPlayers
  registrationOpensAt
  registrationClosesAt
  seedingMethod
  randomSeed
  createdAt
  startedAt
  finishedAt
  timeControl {
    ...TimeControlFields
  }
  roundTimeControls {
    ...TimeControlFields
  }
  abandonHours
  startDeadlineHours
  publicToken
}
fragment TournamentMatchFields on TournamentMatch {
  slot
  matchId
  flight
  group
  round
  number
  length
  state
  outcome
  score
  kind
  matchStatus
  finishedAt
  player1 {
    id
    displayName
  }
  player2 {
    id
    displayName
  }
  winner {
    id
    displayName
  }
}`) as unknown as TypedDocumentString<TournamentQuery, TournamentQueryVariables>;
export const TournamentStandingsDocument = new TypedDocumentString(`
    query TournamentStandings($id: UUID!, $group: Int!) {
  tournamentStandings(tournamentId: $id, group: $group) {
    rank
    seed
    wins
    losses
    score
    byes
    buchholz
    medianBuchholz
    withdrawn
    played
    pointsFor
    pointsAgainst
    pointDifference
    decidedBy
    player {
      id
      displayName
    }
  }
}
    `) as unknown as TypedDocumentString<TournamentStandingsQuery, TournamentStandingsQueryVariables>;
export const TournamentPlacingsDocument = new TypedDocumentString(`
    query TournamentPlacings($id: UUID!, $flight: Flight!, $live: Boolean!) {
  tournamentPlacings(tournamentId: $id, flight: $flight, live: $live) {
    place
    placeTo
    label
    lostInRound
    decided
    player {
      id
      displayName
    }
  }
}
    `) as unknown as TypedDocumentString<TournamentPlacingsQuery, TournamentPlacingsQueryVariables>;
export const PublicTournamentDocument = new TypedDocumentString(`
    query PublicTournament($token: String!) {
  publicTournament(token: $token) {
    name
    clubName
    format
    status
    matchLengths
    crawford
    consolation
    lastChance
    grandFinalReset
    rounds
    roundsPaired
    groups
    startedAt
    finishedAt
  }
  publicTournamentEntries(token: $token) {
    seed
    withdrawn
    player {
      id
      displayName
    }
  }
  publicTournamentMatches(token: $token) {
    ...TournamentMatchFields
  }
}
    fragment TournamentMatchFields on TournamentMatch {
  slot
  matchId
  flight
  group
  round
  number
  length
  state
  outcome
  score
  kind
  matchStatus
  finishedAt
  player1 {
    id
    displayName
  }
  player2 {
    id
    displayName
  }
  winner {
    id
    displayName
  }
}`) as unknown as TypedDocumentString<PublicTournamentQuery, PublicTournamentQueryVariables>;
export const PublicTournamentPlacingsDocument = new TypedDocumentString(`
    query PublicTournamentPlacings($token: String!, $flight: Flight!) {
  publicTournamentPlacings(token: $token, flight: $flight) {
    place
    placeTo
    label
    lostInRound
    decided
    player {
      id
      displayName
    }
  }
}
    `) as unknown as TypedDocumentString<PublicTournamentPlacingsQuery, PublicTournamentPlacingsQueryVariables>;
export const PublicTournamentStandingsDocument = new TypedDocumentString(`
    query PublicTournamentStandings($token: String!, $group: Int!) {
  publicTournamentStandings(token: $token, group: $group) {
    rank
    seed
    wins
    losses
    score
    byes
    buchholz
    medianBuchholz
    withdrawn
    played
    pointsFor
    pointsAgainst
    pointDifference
    decidedBy
    player {
      id
      displayName
    }
  }
}
    `) as unknown as TypedDocumentString<PublicTournamentStandingsQuery, PublicTournamentStandingsQueryVariables>;
export const TournamentCsvDocument = new TypedDocumentString(`
    query TournamentCsv($id: UUID!, $export: TournamentExport!, $flight: Flight!, $group: Int!) {
  tournamentCsv(
    tournamentId: $id
    export: $export
    flight: $flight
    group: $group
  )
}
    `) as unknown as TypedDocumentString<TournamentCsvQuery, TournamentCsvQueryVariables>;
export const TournamentAuditDocument = new TypedDocumentString(`
    query TournamentAudit($scope: AuditScopeInput!, $clubId: UUID!, $afterSeq: Int!, $limit: Int!) {
  auditLog(scope: $scope, afterSeq: $afterSeq, limit: $limit) {
    seq
    actorId
    action
    subject
    before
    after
    reason
    createdAt
    hash
  }
  verifyAudit(scope: $scope) {
    valid
    entries
    firstInvalidSeq
    problem
  }
  clubMembers(clubId: $clubId) {
    user {
      id
      displayName
    }
  }
}
    `) as unknown as TypedDocumentString<TournamentAuditQuery, TournamentAuditQueryVariables>;
export const RatingHistoryDocument = new TypedDocumentString(`
    query RatingHistory($clubId: UUID!, $userId: UUID!) {
  ratingHistory(clubId: $clubId, userId: $userId) {
    matchId
    won
    length
    ratingBefore
    ratingAfter
    change
    experienceBefore
    experienceAfter
    createdAt
    opponent {
      id
      displayName
    }
  }
}
    `) as unknown as TypedDocumentString<RatingHistoryQuery, RatingHistoryQueryVariables>;
export const MatchRatingChangesDocument = new TypedDocumentString(`
    query MatchRatingChanges($matchId: UUID!) {
  matchRatingChanges(matchId: $matchId) {
    player {
      id
      displayName
    }
    change
    ratingBefore
    ratingAfter
  }
}
    `) as unknown as TypedDocumentString<MatchRatingChangesQuery, MatchRatingChangesQueryVariables>;
export const ClubRatingsDocument = new TypedDocumentString(`
    query ClubRatings($clubId: UUID!, $userId: UUID!) {
  club(id: $clubId) {
    id
    name
  }
  clubMembers(clubId: $clubId) {
    user {
      id
      displayName
    }
  }
  clubLeaderboard(clubId: $clubId) {
    rank
    rating
    experience
    player {
      id
      displayName
    }
  }
  ratingHistory(clubId: $clubId, userId: $userId) {
    matchId
    won
    length
    ratingBefore
    ratingAfter
    change
    experienceBefore
    experienceAfter
    createdAt
    opponent {
      id
      displayName
    }
  }
}
    `) as unknown as TypedDocumentString<ClubRatingsQuery, ClubRatingsQueryVariables>;
export const CreateTournamentDocument = new TypedDocumentString(`
    mutation CreateTournament($input: CreateTournamentInput!) {
  createTournament(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateTournamentMutation, CreateTournamentMutationVariables>;
export const RegisterForTournamentDocument = new TypedDocumentString(`
    mutation RegisterForTournament($id: UUID!) {
  registerForTournament(tournamentId: $id) {
    registeredAt
  }
}
    `) as unknown as TypedDocumentString<RegisterForTournamentMutation, RegisterForTournamentMutationVariables>;
export const WithdrawFromTournamentDocument = new TypedDocumentString(`
    mutation WithdrawFromTournament($id: UUID!, $userId: UUID) {
  withdrawFromTournament(tournamentId: $id, userId: $userId) {
    withdrawnAt
  }
}
    `) as unknown as TypedDocumentString<WithdrawFromTournamentMutation, WithdrawFromTournamentMutationVariables>;
export const CheckInTournamentDocument = new TypedDocumentString(`
    mutation CheckInTournament($id: UUID!, $userId: UUID) {
  checkInTournament(tournamentId: $id, userId: $userId) {
    checkedInAt
  }
}
    `) as unknown as TypedDocumentString<CheckInTournamentMutation, CheckInTournamentMutationVariables>;
export const SetTournamentSeedingDocument = new TypedDocumentString(`
    mutation SetTournamentSeeding($id: UUID!, $method: SeedingMethod!, $order: [UUID!]) {
  setTournamentSeeding(tournamentId: $id, method: $method, order: $order) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetTournamentSeedingMutation, SetTournamentSeedingMutationVariables>;
export const DrawTournamentDocument = new TypedDocumentString(`
    mutation DrawTournament($id: UUID!) {
  drawTournament(tournamentId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DrawTournamentMutation, DrawTournamentMutationVariables>;
export const StartTournamentDocument = new TypedDocumentString(`
    mutation StartTournament($id: UUID!) {
  startTournament(tournamentId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<StartTournamentMutation, StartTournamentMutationVariables>;
export const PairNextRoundDocument = new TypedDocumentString(`
    mutation PairNextRound($id: UUID!) {
  pairNextRound(tournamentId: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<PairNextRoundMutation, PairNextRoundMutationVariables>;
export const StartTournamentMatchDocument = new TypedDocumentString(`
    mutation StartTournamentMatch($matchId: UUID!) {
  startTournamentMatch(matchId: $matchId)
}
    `) as unknown as TypedDocumentString<StartTournamentMatchMutation, StartTournamentMatchMutationVariables>;
export const MarkTournamentMatchPhysicalDocument = new TypedDocumentString(`
    mutation MarkTournamentMatchPhysical($matchId: UUID!) {
  markTournamentMatchPhysical(matchId: $matchId)
}
    `) as unknown as TypedDocumentString<MarkTournamentMatchPhysicalMutation, MarkTournamentMatchPhysicalMutationVariables>;
export const ReportTournamentResultDocument = new TypedDocumentString(`
    mutation ReportTournamentResult($input: TournamentResultInput!) {
  reportTournamentResult(input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ReportTournamentResultMutation, ReportTournamentResultMutationVariables>;
export const ConfirmTournamentResultDocument = new TypedDocumentString(`
    mutation ConfirmTournamentResult($reportId: UUID!) {
  confirmTournamentResult(reportId: $reportId) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ConfirmTournamentResultMutation, ConfirmTournamentResultMutationVariables>;
export const DisputeTournamentResultDocument = new TypedDocumentString(`
    mutation DisputeTournamentResult($reportId: UUID!, $reason: String!) {
  disputeTournamentResult(reportId: $reportId, reason: $reason) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<DisputeTournamentResultMutation, DisputeTournamentResultMutationVariables>;
export const CorrectTournamentResultDocument = new TypedDocumentString(`
    mutation CorrectTournamentResult($input: TournamentResultInput!, $reason: String!) {
  correctTournamentResult(input: $input, reason: $reason) {
    slot
  }
}
    `) as unknown as TypedDocumentString<CorrectTournamentResultMutation, CorrectTournamentResultMutationVariables>;
export const SetTournamentPublicLinkDocument = new TypedDocumentString(`
    mutation SetTournamentPublicLink($id: UUID!, $enabled: Boolean!) {
  setTournamentPublicLink(tournamentId: $id, enabled: $enabled) {
    id
    publicToken
  }
}
    `) as unknown as TypedDocumentString<SetTournamentPublicLinkMutation, SetTournamentPublicLinkMutationVariables>;
export const PublicTournamentUpdatedDocument = new TypedDocumentString(`
    subscription PublicTournamentUpdated($token: String!) {
  publicTournamentUpdated(token: $token) {
    change
  }
}
    `) as unknown as TypedDocumentString<PublicTournamentUpdatedSubscription, PublicTournamentUpdatedSubscriptionVariables>;
export const TournamentUpdatedDocument = new TypedDocumentString(`
    subscription TournamentUpdated($tournamentId: UUID!) {
  tournamentUpdated(tournamentId: $tournamentId) {
    tournamentId
    change
  }
}
    `) as unknown as TypedDocumentString<TournamentUpdatedSubscription, TournamentUpdatedSubscriptionVariables>;