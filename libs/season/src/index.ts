/**
 * @gamao/season: a club's season (rating policy and replay, ladder, league with promotion and relegation,
 * season points, head-to-head, the club's book). The public surface, named one by one.
 */
export {
  type ClubMatch,
  DEFAULT_RATING_POLICY,
  type Eligibility,
  type MatchContext,
  type MatchOutcome,
  type NotRatedReason,
  type RatingPolicy,
  ratingEligibility,
  validateRatingPolicy,
} from './rating-policy';
export {
  type ClubRatingReplay,
  type LoggedMatch,
  type ReplayEntry,
  replayClubRatings,
} from './rating-replay';
export {
  type Challenge,
  challengeRefusal,
  createLadder,
  DEFAULT_LADDER_OPTIONS,
  expireChallenge,
  issueChallenge,
  joinLadder,
  type Ladder,
  type LadderOptions,
  recordChallengeResult,
  refuseChallenge,
} from './ladder';
export {
  createLeague,
  type League,
  type LeagueMatch,
  type LeagueReport,
  leagueFinished,
  recordLeagueResult,
} from './league';
export { DEFAULT_POINTS_RULE, divisionStandings, matchPoints, type PointsRule } from './league-standings';
export { type Movement, nextDivisions, nextSeason } from './promotion';
export { type RankedRow, type TieBreak, TIE_BREAKS, validateTieBreaks } from './tie-break-adapter';
export {
  type EventResult,
  memberSeasonSummary,
  type MemberSeasonSummary,
  type PointsAward,
  type PointsTableRow,
  placingPoints,
  seasonAwards,
  seasonLeaderboard,
  type SeasonPointsRule,
  type SeasonRow,
  validateSeasonPointsRule,
} from './season-points';
export { leagueEvents, tournamentEvents, type TournamentStandingsOptions } from './event-placings';
export { headToHead, type PlayedMatch, rivals } from './head-to-head';
export {
  checkCents,
  checkCurrency,
  DEFAULT_CURRENCY,
  formatCents,
  prizePool,
  type PrizePoolRule,
  splitByShares,
} from './money';
export { bookCsv, duesStatus, type LedgerEntry, memberStatement, validateEntry } from './ledger';
export { type MemberId, type Result, type SeasonError, type SeasonErrorCode } from './types';
