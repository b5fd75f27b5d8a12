/**
 * Timed matches (issue 41, part 4). A round may have a time limit; when it passes, the game in play is
 * finished and, if nobody has reached the match length by then, the event's rule decides:
 *
 * - 'leaderWins': the player ahead wins the match at the score reached.
 * - 'sydney': the Stavrou scoring of Sydney Backgammoners (sydneybackgammoners.blogspot.com, "Matches and
 *   Rules"), for events ranked by points: every match gives each player his score points (points won minus
 *   points lost, the winner's capped at the length) and the match winner 100 match points (5-2: 103 and -3). A
 *   match stopped by the time limit with an uneven score gives the leader his score points plus 100 minus the
 *   number of rounds of the event (a 3-round evening: 97), so an unfinished win is always worth less than the
 *   same margin finished. A bye is worth 100 and no score points.
 * - Equal score at the limit ('onTie'): 'oneMoreGame' (the default, sudden death: one more game is played and
 *   its winner wins the match; a game always moves the score, so it cannot stay equal) or 'draw' (the match
 *   has no winner: each player keeps his score points, 0, and nobody gets match points; only where the
 *   format allows a draw, i.e. not in an elimination bracket). The Sydney page we read does not say what an
 *   equal score gives; 'draw' is our reading of it, 'oneMoreGame' the usual director's rule.
 */
import type { MatchResult } from './result';
import type { MatchEnd } from './standings-policy';
import { type Result, err, ok } from './types';

export type TieAtTimeLimit = 'oneMoreGame' | 'draw';

export type TimeLimitRule =
  | { readonly kind: 'leaderWins'; readonly onTie: TieAtTimeLimit }
  | {
      readonly kind: 'sydney';
      /** Rounds of the event: an unfinished win is worth 100 minus this. */
      readonly rounds: number;
      readonly onTie: TieAtTimeLimit;
    };

export const DEFAULT_TIME_LIMIT_RULE: TimeLimitRule = { kind: 'leaderWins', onTie: 'oneMoreGame' };

/** Match points of a win in the Sydney scoring (and of a bye). */
export const SYDNEY_WIN = 100;

/** What the rule says once the game in play at the limit is over. */
export type TimeLimitDecision =
  /** Someone reached the length: the match ended normally. */
  | { readonly kind: 'finished'; readonly winner: 0 | 1; readonly points: readonly [number, number] }
  /** Nobody did; the leader wins at the score reached. */
  | { readonly kind: 'leaderWins'; readonly winner: 0 | 1; readonly points: readonly [number, number] }
  /** Equal score, 'oneMoreGame': play one game, then decide again with the new score. */
  | { readonly kind: 'oneMoreGame' }
  /** Equal score, 'draw'. */
  | { readonly kind: 'draw'; readonly points: readonly [number, number] };

const whole = (n: number) => Number.isInteger(n) && n >= 0;

/** The rule and the limit in minutes, or INVALID_TIME_LIMIT. */
export function validateTimeLimit(rule: TimeLimitRule, limitMinutes: number): Result<TimeLimitRule> {
  if (!Number.isFinite(limitMinutes) || limitMinutes <= 0) {
    return err(
      'INVALID_TIME_LIMIT',
      `a round's time limit is a number of minutes above 0, not ${limitMinutes}`,
    );
  }
  if (rule.kind !== 'sydney' && rule.kind !== 'leaderWins') {
    return err('INVALID_TIME_LIMIT', `a time limit rule is 'leaderWins' or 'sydney'`);
  }
  if (rule.onTie !== 'oneMoreGame' && rule.onTie !== 'draw') {
    return err('INVALID_TIME_LIMIT', `an equal score at the limit is 'oneMoreGame' or 'draw'`);
  }
  if (
    rule.kind === 'sydney' &&
    (!Number.isInteger(rule.rounds) || rule.rounds < 1 || rule.rounds >= SYDNEY_WIN)
  ) {
    return err(
      'INVALID_TIME_LIMIT',
      `the Sydney rule needs the event's rounds (1 to 99), not ${rule.rounds}`,
    );
  }
  return ok(rule);
}

/** When the round's time runs out (epoch milliseconds). */
export const timeLimitAt = (startMs: number, limitMinutes: number): number => startMs + limitMinutes * 60_000;

/** The limit has passed at `nowMs`: the game in play is the last one unless it ends the match. */
export const timeLimitPassed = (startMs: number, limitMinutes: number, nowMs: number): boolean =>
  nowMs >= timeLimitAt(startMs, limitMinutes);

/** Sydney score points of both players: points won minus points lost, a winner's points capped at the length. */
export function sydneyScorePoints(length: number, score: readonly [number, number]): [number, number] {
  const [a, b] = [Math.min(score[0], length), Math.min(score[1], length)];
  return [a - b, b - a];
}

/**
 * The decision at the time limit, once the game in play is over, from the score [first, second]. The points
 * are the event's ranking points of the match: the Sydney ones, or for 'leaderWins' 1 to the winner (a win).
 */
export function decideAtTimeLimit(
  rule: TimeLimitRule,
  length: number,
  score: readonly [number, number],
): Result<TimeLimitDecision> {
  if (!Number.isInteger(length) || length < 1) {
    return err('INVALID_MATCH_LENGTH', `a match length is a whole number of points, not ${length}`);
  }
  const [a, b] = score;
  if (!whole(a) || !whole(b)) return err('INVALID_SCORE', `score ${a}-${b} must be whole points`);
  if (a >= length && b >= length) return err('INVALID_SCORE', `both players cannot reach ${length}`);
  const sp = sydneyScorePoints(length, score);
  const points = (winner: 0 | 1 | null, perWin: number): [number, number] =>
    rule.kind === 'sydney'
      ? [sp[0] + (winner === 0 ? perWin : 0), sp[1] + (winner === 1 ? perWin : 0)]
      : [winner === 0 ? 1 : 0, winner === 1 ? 1 : 0];
  if (a >= length || b >= length) {
    const winner = a >= length ? 0 : 1;
    return ok({ kind: 'finished', winner, points: points(winner, SYDNEY_WIN) });
  }
  if (a === b) {
    return ok(
      rule.onTie === 'oneMoreGame' ? { kind: 'oneMoreGame' } : { kind: 'draw', points: points(null, 0) },
    );
  }
  const winner = a > b ? 0 : 1;
  const perWin = rule.kind === 'sydney' ? SYDNEY_WIN - rule.rounds : 1;
  return ok({ kind: 'leaderWins', winner, points: points(winner, perWin) });
}

/**
 * What a finished match is worth in the standings, [winner's, loser's], under the event's time-limit rule.
 * 'leaderWins' ranks by wins (1 and 0): the rule only says who won at the limit. The Sydney rule ranks by its
 * points: a win 100 (a win at the time limit 100 minus the event's rounds) plus the score points of both
 * (points won minus points lost, capped at the length). The score is the recorded one; for a match stopped at
 * the limit, `limitScore` ([winner's, loser's] reached then); none recorded (a walkover, a retirement
 * without a score): the length to 0.
 */
export function rankingPoints(
  rule: TimeLimitRule,
  result: MatchResult,
  length: number,
  end?: MatchEnd,
  limitScore?: readonly [number, number],
): [number, number] {
  if (rule.kind !== 'sydney') return [1, 0];
  const atLimit = end === 'timeLimit';
  const score = (atLimit ? limitScore : undefined) ?? result.score ?? [length, 0];
  const [won, lost] = sydneyScorePoints(length, [score[0], score[1]]);
  return [(atLimit ? SYDNEY_WIN - rule.rounds : SYDNEY_WIN) + won, lost];
}

/** What a bye is worth in the standings: a win (1), or the Sydney rule's 100 without score points. */
export const byePoints = (rule: TimeLimitRule): number => (rule.kind === 'sydney' ? SYDNEY_WIN : 1);

/** The standings' view of the time-limit rule: the rule, and the score reached at the limit by match id. */
export interface RankingRule {
  readonly rule: TimeLimitRule;
  /** [winner's, loser's] points reached when the time limit stopped the match. */
  readonly limitScores?: Readonly<Record<string, readonly [number, number]>>;
}
