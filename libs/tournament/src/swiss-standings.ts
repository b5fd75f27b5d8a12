/**
 * Swiss standings: score, then Buchholz, then median Buchholz, then seed, by default; the director may choose
 * and order other tie-breaks (tie-breaks.ts), and how resigned, timed-out and walked-over matches count
 * (standings-policy.ts). Each row says what separated it from the row above.
 *
 * - Score: match wins plus byes (a bye counts as a win); under the Sydney time-limit rule (`ranking`), the
 *   Sydney points instead: 100 a win (100 minus the rounds at the time limit) plus score points, 100 a bye.
 * - Buchholz: the sum of the current scores of the opponents of every finished match (by default walkovers and
 *   retirements included). A bye counts as a virtual opponent with 0 points: it adds nothing, so a player
 *   who had a bye does not profit from it twice (the point of the bye is already in his score).
 * - Median Buchholz: the same list of opponent scores (the bye's 0 included) without its highest and its
 *   lowest value, when there are at least 3 values; otherwise it equals Buchholz. The bye's 0 is usually the
 *   value dropped, which softens the bye's cost.
 * - Players equal on the score and every tie-break share a rank and are listed by seed.
 * Only finished matches count; a round in progress contributes its finished matches.
 */
import {
  DEFAULT_STANDINGS_POLICY,
  type MatchEnd,
  type StandingsPolicy,
  countedRecord,
} from './standings-policy';
import type { SwissTournament } from './swiss';
import { type RankingRule, byePoints, rankingPoints } from './timed-match';
import type { PlayerId } from './types';
import { type TieBreak, type TieBreakRecord, rankStandings } from './tie-breaks';

export interface SwissStanding {
  /** 1-based; equal score, Buchholz and median Buchholz share a rank. */
  readonly rank: number;
  readonly player: PlayerId;
  /** 1-based seed. */
  readonly seed: number;
  readonly score: number;
  readonly wins: number;
  readonly losses: number;
  readonly byes: number;
  readonly buchholz: number;
  readonly medianBuchholz: number;
  readonly withdrawn: boolean;
  /** The value of each tie-break applied, by name. */
  readonly tieBreaks: Readonly<Partial<Record<TieBreak, number>>>;
  /** What put this row below the one above ('score', a tie-break), null for the first row or a shared rank. */
  readonly decidedBy: 'score' | TieBreak | null;
}

/** Buchholz of a list of opponent scores (0 for each bye already included). */
export const buchholz = (opponentScores: readonly number[]): number =>
  opponentScores.reduce((s, x) => s + x, 0);

/** Median Buchholz: drop the highest and the lowest value when there are at least 3. */
export function medianBuchholz(opponentScores: readonly number[]): number {
  if (opponentScores.length < 3) return buchholz(opponentScores);
  const sorted = opponentScores.slice().sort((a, b) => a - b);
  return buchholz(sorted.slice(1, -1));
}

/** The Swiss default: Buchholz, then median Buchholz (after the score), then seed. */
export const SWISS_TIE_BREAKS: readonly TieBreak[] = ['buchholz', 'medianBuchholz'];

export interface SwissStandingsOptions {
  /** The director's tie-breaks, in order (validate them with validateTieBreaks first). */
  readonly tieBreaks?: readonly TieBreak[];
  /** How resigned, timed-out, time-limit, retired and walked-over matches count (standings-policy.ts). */
  readonly policy?: StandingsPolicy;
  /** How a match ended when the API knows more than its result (match id to end). */
  readonly ends?: Readonly<Record<string, MatchEnd>>;
  /** The event's time-limit rule, when it ranks by the Sydney points (timed-match.ts rankingPoints). */
  readonly ranking?: RankingRule;
}

/** Standings, best first. */
export function swissStandings(t: SwissTournament, options: SwissStandingsOptions = {}): SwissStanding[] {
  const policy = options.policy ?? DEFAULT_STANDINGS_POLICY;
  const records: TieBreakRecord[] = [];
  const byes: { player: PlayerId; points: number }[] = [];
  for (const round of t.rounds) {
    if (round.bye !== null)
      byes.push({ player: round.bye, points: options.ranking ? byePoints(options.ranking.rule) : 1 });
    for (const m of round.matches) {
      if (m.result === null) continue;
      const end = options.ends?.[m.id];
      const points: [number, number] = options.ranking
        ? rankingPoints(options.ranking.rule, m.result, m.length, end, options.ranking.limitScores?.[m.id])
        : [1, 0];
      records.push(countedRecord(policy, m.result, m.length, points, end));
    }
  }
  const tieBreaks = options.tieBreaks ?? SWISS_TIE_BREAKS;
  const ranked = rankStandings({ players: t.seeds, records, byes }, tieBreaks);
  // Buchholz and median Buchholz are always shown, whichever tie-breaks the director chose.
  const shown = new Map(
    rankStandings({ players: t.seeds, records, byes }, SWISS_TIE_BREAKS).map((r) => [r.player, r.tieBreaks]),
  );
  return ranked.map((r): SwissStanding => ({
    rank: r.rank,
    player: r.player,
    seed: r.seed,
    score: r.points,
    wins: r.wins,
    losses: r.losses,
    byes: r.byes,
    buchholz: shown.get(r.player)?.buchholz ?? 0,
    medianBuchholz: shown.get(r.player)?.medianBuchholz ?? 0,
    withdrawn: t.withdrawn.includes(r.player),
    tieBreaks: r.tieBreaks,
    decidedBy: r.decidedBy === 'points' ? 'score' : r.decidedBy,
  }));
}
