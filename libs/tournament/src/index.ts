/**
 * @gamao/tournament: formats, pairing, standings, CSV and ratings. This file is the public surface, named one
 * by one: what the apps import. Everything else in src/ is a helper of the package; export a name here when
 * another project needs it (see docs/architecture.md, "Public surface of a lib").
 */
export {
  type Bracket,
  correctBracketResult,
  createBracket,
  flightFinished,
  type FlightName,
  recordBracketResult,
  resolveBracket,
} from './bracket';
export {
  clearDoubleResult,
  correctDoubleResult,
  createDoubleElimination,
  type DoubleElimination,
  type DoubleEliminationOptions,
  type DoubleFlight,
  doubleEliminationFinished,
  doubleEliminationPlacings,
  type DoubleMatchView,
  readyDoubleMatches,
  recordDoubleResult,
  RESET_ID,
  resolveDoubleElimination,
} from './double-elimination';
export { bracketCsv, placingsCsv, roundRobinStandingsCsv, swissStandingsCsv } from './csv';
export {
  assessLateness,
  type BothLate,
  DEFAULT_LATENESS_RULE,
  forfeitAfterMinutes,
  forfeitThreshold,
  type Lateness,
  type LatenessRule,
  type LatenessWaiver,
  matchStartScore,
  minutesLate,
  type PlayerLateness,
  rulePenalty,
  type StartScore,
  validateLatenessRule,
} from './lateness';
export { enterBracketLate, enterRoundRobinLate, enterSwissLate } from './entries';
export { matchLengthForRound, validateMatchLengths } from './match-length';
export { agreesWithResult, type MatFinal, type RecordedResult } from './mat-result';
export {
  type MatchRow,
  type MatchRowPlan,
  needsMatchRows,
  newlyReady,
  planMatchRows,
  reconcileMatchRows,
} from './match-rows';
export {
  type KnockoutFlight,
  type MatchName,
  matchNames,
  matchNameText,
  type NamedLine,
  type NameLocale,
  nameLocale,
} from './match-names';
export { bracketPlacings, liveBracketPlacings, type LivePlacing, placeLabel } from './placings';
export { INITIAL_RATING, leaderboard, type RatedOutcome, rateMatch, replayRatings } from './rating';
export { registrationRefusal } from './registration';
export { matchResult, type MatchResult, type ResultReport } from './result';
export {
  clearRoundRobinResult,
  correctRoundRobinResult,
  createRoundRobin,
  groupFinished,
  recordRoundRobinResult,
  type RoundRobinTournament,
} from './round-robin';
export {
  ROUND_ROBIN_TIE_BREAKS,
  type RoundRobinStanding,
  roundRobinStandings,
  type RoundRobinStandingsOptions,
} from './round-robin-standings';
export { seedEntrants, type Seeding } from './seeding';
export {
  clearSwissResult,
  correctSwissResult,
  createSwiss,
  pairNextSwissRound,
  recordSwissResult,
  type SwissTournament,
  withdrawSwissPlayer,
} from './swiss';
export {
  DEFAULT_STANDINGS_POLICY,
  type EndRule,
  type GamePoints,
  isRatedEnd,
  MATCH_ENDS,
  type MatchEnd,
  matchEnd,
  countedRecord,
  countedScore,
  type StandingsPolicy,
  standingsPolicy,
  type StandingsPolicyChanges,
} from './standings-policy';
export {
  SWISS_TIE_BREAKS,
  type SwissStanding,
  swissStandings,
  type SwissStandingsOptions,
} from './swiss-standings';
export {
  medianOf,
  type RankedStanding,
  rankStandings,
  TIE_BREAKS,
  type TieBreak,
  type TieBreakInput,
  type TieBreakRecord,
  validateTieBreaks,
} from './tie-breaks';
export {
  byePoints,
  decideAtTimeLimit,
  DEFAULT_TIME_LIMIT_RULE,
  type RankingRule,
  rankingPoints,
  SYDNEY_WIN,
  sydneyScorePoints,
  type TieAtTimeLimit,
  type TimeLimitDecision,
  type TimeLimitRule,
  timeLimitAt,
  timeLimitPassed,
  validateTimeLimit,
} from './timed-match';
export {
  type DocMatch,
  type DocMatchStatus,
  type TournamentDoc,
  clearResult,
  correctResult,
  docFinished,
  docMatches,
  recordResult,
} from './tournament-doc';
export { type Result, type TournamentError, type TournamentErrorCode } from './types';
export {
  type NoShow,
  doubleEliminationNoShow,
  recordDoubleNoShow,
  swissDoubleNoShow,
  walkOverDue,
  type Withdrawals,
  withdrawFromBracket,
  withdrawFromDoubleElimination,
  withdrawFromRoundRobin,
  withdrawFromSwiss,
} from './withdrawal';
