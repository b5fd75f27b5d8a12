/**
 * Round-robin standings of one group, through tie-breaks.ts. The director may choose and order other
 * tie-breaks and how resigned, timed-out and walked-over matches count (standings-policy.ts); each row says
 * what separated it from the row above. The default order:
 * 1. match wins (a walkover or retirement is a win for the winner);
 * 2. among players equal on wins: wins in the matches between those players only (head-to-head);
 * 3. point difference over all the group's matches (points scored minus points conceded);
 * 4. points scored over all the group's matches;
 * 5. players still equal share a rank, listed by seed.
 * Criteria 2-4 are applied to a tied set in turn; as soon as one splits the set, each smaller tied part is
 * ranked again from criterion 2 (so head-to-head among the two left after a three-way tie decides).
 * Points come from the recorded score [winner's, loser's]; a result without a score (always the case for a
 * walkover) counts as the match length to 0 (the default policy). Only finished matches count.
 */
import type { RoundRobinTournament } from './round-robin';
import { type RankingRule, rankingPoints } from './timed-match';
import {
  DEFAULT_STANDINGS_POLICY,
  type MatchEnd,
  type StandingsPolicy,
  countedRecord,
} from './standings-policy';
import { type TieBreak, type TieBreakRecord, rankStandings } from './tie-breaks';
import { type PlayerId, type Result, err, ok } from './types';

export interface RoundRobinStanding {
  /** 1-based; players equal on every criterion share a rank. */
  readonly rank: number;
  readonly player: PlayerId;
  /** 1-based seed in the tournament. */
  readonly seed: number;
  readonly played: number;
  readonly wins: number;
  /** What the rows are ranked by first: the wins, or the Sydney points under that time-limit rule. */
  readonly points: number;
  readonly losses: number;
  readonly pointsFor: number;
  readonly pointsAgainst: number;
  readonly pointDifference: number;
  /** The value of each tie-break applied, by name (head-to-head: among the players it was applied to). */
  readonly tieBreaks: Readonly<Partial<Record<TieBreak, number>>>;
  /** What put this row below the one above ('wins', a tie-break), null for the first row or a shared rank. */
  readonly decidedBy: 'wins' | TieBreak | null;
}

/** The round-robin default after wins: head-to-head, point difference, points scored. */
export const ROUND_ROBIN_TIE_BREAKS: readonly TieBreak[] = ['headToHead', 'pointsDifference', 'pointsFor'];

export interface RoundRobinStandingsOptions {
  /** The director's tie-breaks, in order (validate them with validateTieBreaks first). */
  readonly tieBreaks?: readonly TieBreak[];
  /** How resigned, timed-out, time-limit, retired and walked-over matches count (standings-policy.ts). */
  readonly policy?: StandingsPolicy;
  /** How a match ended when the API knows more than its result (match id to end). */
  readonly ends?: Readonly<Record<string, MatchEnd>>;
  /** The event's time-limit rule, when it ranks by the Sydney points (timed-match.ts rankingPoints). */
  readonly ranking?: RankingRule;
}

/** Standings of one group, best first. */
export function roundRobinStandings(
  t: RoundRobinTournament,
  group: number,
  options: RoundRobinStandingsOptions = {},
): Result<RoundRobinStanding[]> {
  const g = t.groups.find((x) => x.group === group);
  if (!g) return err('UNKNOWN_GROUP', `no group ${group}`);
  const policy = options.policy ?? DEFAULT_STANDINGS_POLICY;
  const records: TieBreakRecord[] = [];
  for (const m of t.matches) {
    if (m.group !== group || m.result === null) continue;
    const end = options.ends?.[m.id];
    const points: [number, number] = options.ranking
      ? rankingPoints(options.ranking.rule, m.result, m.length, end, options.ranking.limitScores?.[m.id])
      : [1, 0];
    records.push(countedRecord(policy, m.result, m.length, points, end));
  }
  const seed = (p: PlayerId) => t.seeds.indexOf(p);
  const players = g.players.slice().sort((a, b) => seed(a) - seed(b));
  const ranked = rankStandings({ players, records }, options.tieBreaks ?? ROUND_ROBIN_TIE_BREAKS);
  return ok(
    ranked.map((r): RoundRobinStanding => ({
      rank: r.rank,
      player: r.player,
      seed: seed(r.player) + 1,
      played: r.played,
      wins: r.wins,
      points: r.points,
      losses: r.losses,
      pointsFor: r.pointsFor,
      pointsAgainst: r.pointsAgainst,
      pointDifference: r.pointsDifference,
      tieBreaks: r.tieBreaks,
      decidedBy: r.decidedBy === 'points' ? 'wins' : r.decidedBy,
    })),
  );
}
