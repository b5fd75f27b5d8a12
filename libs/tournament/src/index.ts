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
export { bracketCsv, placingsCsv, roundRobinStandingsCsv, swissStandingsCsv } from './csv';
export { matchLengthForRound, validateMatchLengths } from './matchLength';
export { type MatchRow, type MatchRowPlan, needsMatchRows, newlyReady, planMatchRows } from './matchRows';
export { bracketPlacings, placeLabel } from './placings';
export { INITIAL_RATING, leaderboard, type RatedOutcome, rateMatch, replayRatings } from './rating';
export { registrationRefusal } from './registration';
export { matchResult, type MatchResult, type ResultReport } from './result';
export {
  correctRoundRobinResult,
  createRoundRobin,
  groupFinished,
  recordRoundRobinResult,
  type RoundRobinTournament,
} from './roundRobin';
export { roundRobinStandings } from './roundRobinStandings';
export { seedEntrants, type Seeding } from './seeding';
export {
  correctSwissResult,
  createSwiss,
  pairNextSwissRound,
  recordSwissResult,
  type SwissTournament,
  withdrawSwissPlayer,
} from './swiss';
export { swissStandings } from './swissStandings';
export {
  type DocMatch,
  type DocMatchStatus,
  type TournamentDoc,
  correctResult,
  docFinished,
  docMatches,
  recordResult,
} from './tournamentDoc';
export { type Result, type TournamentError, type TournamentErrorCode } from './types';
