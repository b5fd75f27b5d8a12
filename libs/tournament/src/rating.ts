/**
 * Club ratings: the FIBS formula (docs/domain.md "Ratings"). A club keeps one record per member; this module
 * only computes, the API stores.
 *
 *   D = |r1 - r2|, n = match length
 *   P_upset = 1 / (10^(D * sqrt(n) / 2000) + 1)          the underdog's chance to win
 *   the winner gains 4 * K * sqrt(n) * P, where P = P_upset if the favourite won, else 1 - P_upset
 *   the loser loses the same amount computed with his own K
 *   K = max(1, 5 - experience / 100), experience = sum of the lengths of finished matches
 *   everyone starts at 1500 with experience 0
 *
 * With equal ratings P_upset = 1/2. Why the favourite must win more than half the time to hold his rating:
 * with equal K, his expected change is w * P_upset - (1 - w) * (1 - P_upset) (times 4K sqrt(n)), which is zero
 * when w = 1 - P_upset (see breakEvenWinRate).
 */
import type { MatchResult } from './result';
import type { PlayerId, Result } from './types';
import { err, ok } from './types';

export const INITIAL_RATING = 1500;

export interface RatingRecord {
  readonly rating: number;
  /** Sum of the lengths of the player's finished rated matches. */
  readonly experience: number;
}

export const newRatingRecord = (): RatingRecord => ({ rating: INITIAL_RATING, experience: 0 });

/** K = max(1, 5 - experience / 100): newcomers move fast, settled players slowly. */
export const kFactor = (experience: number): number => Math.max(1, 5 - experience / 100);

/** The underdog's chance to win an n-point match against a player `difference` points stronger. */
export const upsetProbability = (difference: number, length: number): number =>
  1 / (10 ** ((Math.abs(difference) * Math.sqrt(length)) / 2000) + 1);

/** Probability that the player rated `rating` beats the one rated `opponent` in an n-point match. */
export function winProbability(rating: number, opponent: number, length: number): number {
  const upset = upsetProbability(rating - opponent, length);
  return rating >= opponent ? 1 - upset : upset;
}

/**
 * The share of n-point matches a player `difference` points above his opponent must win to keep his
 * rating (equal K): 1 - P_upset. E.g. 200 points above, 7-point matches: 0.648.
 */
export const breakEvenWinRate = (difference: number, length: number): number =>
  1 - upsetProbability(Math.abs(difference), length);

export interface RatingChange {
  readonly ratingBefore: number;
  readonly ratingAfter: number;
  /** ratingAfter - ratingBefore: positive for the winner, negative for the loser. */
  readonly change: number;
  readonly experienceBefore: number;
  readonly experienceAfter: number;
}

export interface RatedMatch {
  readonly winner: RatingChange;
  readonly loser: RatingChange;
}

function validRecord(r: RatingRecord): boolean {
  return Number.isFinite(r.rating) && Number.isFinite(r.experience) && r.experience >= 0;
}

/**
 * Applies one finished match of `length` points to the two players' records. With equal ratings the
 * "favourite" is either player: P = 1/2 both ways.
 */
export function rateMatch(winner: RatingRecord, loser: RatingRecord, length: number): Result<RatedMatch> {
  if (!Number.isInteger(length) || length < 1) return err('INVALID_MATCH_LENGTH', `match length ${length}`);
  if (!validRecord(winner) || !validRecord(loser)) {
    return err('INVALID_RATING', 'ratings must be finite and experience non-negative');
  }
  const upset = upsetProbability(winner.rating - loser.rating, length);
  const p = winner.rating >= loser.rating ? upset : 1 - upset;
  const swing = 4 * Math.sqrt(length) * p;
  const gain = kFactor(winner.experience) * swing;
  const loss = kFactor(loser.experience) * swing;
  return ok({
    winner: {
      ratingBefore: winner.rating,
      ratingAfter: winner.rating + gain,
      change: gain,
      experienceBefore: winner.experience,
      experienceAfter: winner.experience + length,
    },
    loser: {
      ratingBefore: loser.rating,
      ratingAfter: loser.rating - loss,
      change: -loss,
      experienceBefore: loser.experience,
      experienceAfter: loser.experience + length,
    },
  });
}

export interface RatedPlayer extends RatingRecord {
  readonly player: PlayerId;
}

export interface LeaderboardRow extends RatedPlayer {
  /** 1-based; players with exactly the same rating share a rank. */
  readonly rank: number;
}

/**
 * A club's leaderboard: highest rating first; equal ratings share a rank and are listed by experience
 * (more first), then by id so the order is stable.
 */
export function leaderboard(players: readonly RatedPlayer[]): LeaderboardRow[] {
  const sorted = players
    .slice()
    .sort(
      (a, b) =>
        b.rating - a.rating ||
        b.experience - a.experience ||
        (a.player < b.player ? -1 : a.player > b.player ? 1 : 0),
    );
  const rows: LeaderboardRow[] = [];
  sorted.forEach((p, i) => {
    const rank = i > 0 && sorted[i - 1].rating === p.rating ? rows[i - 1].rank : i + 1;
    rows.push({ ...p, rank });
  });
  return rows;
}

/**
 * Which results move ratings: a match that was played, or started and retired. A walkover was never played,
 * so it changes neither rating nor experience.
 */
export const isRatedResult = (result: MatchResult): boolean => result.kind !== 'walkover';

/** One rated match in a club's history: who won, who lost, and the length. */
export interface RatedOutcome {
  readonly winner: PlayerId;
  readonly loser: PlayerId;
  readonly length: number;
}

export interface RatingReplay {
  /** One entry per outcome, in the order given. */
  readonly matches: readonly RatedMatch[];
  /** Every player's record after the last outcome. */
  readonly records: ReadonlyMap<PlayerId, RatingRecord>;
}

/**
 * A club's ratings folded over its rated matches in order, everyone starting at 1500 with no experience.
 * FIBS ratings depend on the path, so when a result is corrected every later change is computed again.
 */
export function replayRatings(outcomes: readonly RatedOutcome[]): Result<RatingReplay> {
  const records = new Map<PlayerId, RatingRecord>();
  const recordOf = (player: PlayerId) => records.get(player) ?? newRatingRecord();
  const matches: RatedMatch[] = [];
  for (const outcome of outcomes) {
    if (outcome.winner === outcome.loser) return err('INVALID_RATING', 'a player cannot beat himself');
    const rated = rateMatch(recordOf(outcome.winner), recordOf(outcome.loser), outcome.length);
    if (!rated.ok) return rated;
    const { winner, loser } = rated.value;
    records.set(outcome.winner, { rating: winner.ratingAfter, experience: winner.experienceAfter });
    records.set(outcome.loser, { rating: loser.ratingAfter, experience: loser.experienceAfter });
    matches.push(rated.value);
  }
  return ok({ matches, records });
}
