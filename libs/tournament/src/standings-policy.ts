/**
 * How a match counts in standings and ratings by the way it ended (issue 41, part 7), configurable per event.
 *
 * A match ends played (the winner reached the length on the board, the last game possibly resigned at single,
 * gammon or backgammon value and accepted: 'resigned'), timed out (a player's clock ran out: 'timedOut'),
 * stopped by the round's time limit ('timeLimit', timed-match.ts), retired (a player conceded the match) or
 * walked over (a player never came). For each, the event says:
 * - opponentCounts: each player counts as the other's opponent in Buchholz and Sonneborn-Berger. false: each
 *   has a virtual opponent with 0 points instead, as for a bye. The match is still one played, won and lost,
 *   with its points, in every standing and in head-to-head.
 * - gamePoints: 'asScored' (the recorded score; none recorded: the length to 0), 'lengthToZero', or 'none'
 *   (0-0: no points difference, the "win without a margin").
 * - rated: the match moves FIBS ratings.
 * Defaults keep what the standings always did and the UKBGF club rating policy: everything counts as played
 * with its score, a walkover as the length to 0 (as the league does) and not rated; a match stopped by the
 * time limit is not rated (unfinished, as libs/season's rating policy says), a retirement and a match lost on
 * time are (they were played and conceded). A director wanting "a walkover is a win and nothing more" sets
 * walkover to { opponentCounts: false, gamePoints: 'none' }.
 */
import type { MatchResult } from './result';
import type { TieBreakRecord } from './tie-breaks';
import { type Result, err, ok } from './types';

export type MatchEnd = 'played' | 'resigned' | 'timedOut' | 'timeLimit' | 'retirement' | 'walkover';
export const MATCH_ENDS: readonly MatchEnd[] = [
  'played',
  'resigned',
  'timedOut',
  'timeLimit',
  'retirement',
  'walkover',
];

export type GamePoints = 'asScored' | 'lengthToZero' | 'none';

export interface EndRule {
  readonly opponentCounts: boolean;
  readonly gamePoints: GamePoints;
  readonly rated: boolean;
}

export type StandingsPolicy = Readonly<Record<MatchEnd, EndRule>>;

const played: EndRule = { opponentCounts: true, gamePoints: 'asScored', rated: true };

export const DEFAULT_STANDINGS_POLICY: StandingsPolicy = {
  played,
  resigned: played,
  timedOut: played,
  timeLimit: { ...played, rated: false },
  retirement: played,
  walkover: { opponentCounts: true, gamePoints: 'lengthToZero', rated: false },
};

/** An event's changes over the defaults. */
export type StandingsPolicyChanges = Partial<Readonly<Record<MatchEnd, Partial<EndRule>>>>;

/** The defaults with the event's changes, or INVALID_STANDINGS_POLICY for an unknown end or value. */
export function standingsPolicy(changes: StandingsPolicyChanges = {}): Result<StandingsPolicy> {
  const bad = (why: string) => err('INVALID_STANDINGS_POLICY', why);
  const policy: Record<MatchEnd, EndRule> = { ...DEFAULT_STANDINGS_POLICY };
  for (const [end, change] of Object.entries(changes)) {
    if (!(MATCH_ENDS as readonly string[]).includes(end)) return bad(`unknown way a match ends: ${end}`);
    const rule = { ...policy[end as MatchEnd], ...change };
    if (typeof rule.opponentCounts !== 'boolean' || typeof rule.rated !== 'boolean') {
      return bad(`${end}: opponentCounts and rated are true or false`);
    }
    if (!['asScored', 'lengthToZero', 'none'].includes(rule.gamePoints)) {
      return bad(
        `${end}: game points are 'asScored', 'lengthToZero' or 'none', not ${String(rule.gamePoints)}`,
      );
    }
    policy[end as MatchEnd] = rule;
  }
  return ok(policy);
}

/**
 * How a stored result ended. MatchResult knows played, walkover and retirement; the API knows more (a match
 * lost on time or by a resigned last game is stored as played) and passes it as `known`. A walkover stays one.
 */
export const matchEnd = (result: MatchResult, known?: MatchEnd): MatchEnd =>
  result.kind === 'walkover' ? 'walkover' : (known ?? result.kind);

/** Game points counted for a result [winner's, loser's]. */
export function countedScore(rule: EndRule, result: MatchResult, length: number): [number, number] {
  if (rule.gamePoints === 'none') return [0, 0];
  if (rule.gamePoints === 'lengthToZero' || result.score === null) return [length, 0];
  return [result.score[0], result.score[1]];
}

/** A result as standings count it, with the ranking points of a win and a loss. */
export function countedRecord(
  policy: StandingsPolicy,
  result: MatchResult,
  length: number,
  points: readonly [number, number],
  known?: MatchEnd,
): TieBreakRecord {
  const rule = policy[matchEnd(result, known)];
  return {
    winner: result.winner,
    loser: result.loser,
    score: countedScore(rule, result, length),
    winnerPoints: points[0],
    loserPoints: points[1],
    opponentCounts: rule.opponentCounts,
  };
}

/** The result moves ratings under the event's policy. */
export const isRatedEnd = (policy: StandingsPolicy, result: MatchResult, known?: MatchEnd): boolean =>
  policy[matchEnd(result, known)].rated;
