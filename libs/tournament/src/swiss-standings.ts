/**
 * Swiss standings: score, then Buchholz, then median Buchholz, then seed.
 *
 * - Score: match wins plus byes (a bye counts as a win).
 * - Buchholz: the sum of the current scores of the opponents of every finished match (walkovers and
 *   retirements included). A bye counts as a virtual opponent with 0 points: it adds nothing, so a player
 *   who had a bye does not profit from it twice (the point of the bye is already in his score).
 * - Median Buchholz: the same list of opponent scores (the bye's 0 included) without its highest and its
 *   lowest value, when there are at least 3 values; otherwise it equals Buchholz. The bye's 0 is usually the
 *   value dropped, which softens the bye's cost.
 * - Players equal on all three share a rank and are listed by seed.
 * Only finished matches count; a round in progress contributes its finished matches.
 */
import { type SwissTournament, swissRecords } from './swiss';
import type { PlayerId } from './types';

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

/** Standings, best first. */
export function swissStandings(t: SwissTournament): SwissStanding[] {
  const records = swissRecords(t);
  const score = new Map(records.map((r) => [r.player, r.score]));
  const rows = records.map((r) => {
    const opponentScores = [...r.opponents.map((o) => score.get(o) ?? 0), ...Array<number>(r.byes).fill(0)];
    return {
      player: r.player,
      seed: r.seed + 1,
      score: r.score,
      wins: r.wins,
      losses: r.losses,
      byes: r.byes,
      buchholz: buchholz(opponentScores),
      medianBuchholz: medianBuchholz(opponentScores),
      withdrawn: t.withdrawn.includes(r.player),
    };
  });
  const compare = (a: (typeof rows)[number], b: (typeof rows)[number]): number =>
    b.score - a.score || b.buchholz - a.buchholz || b.medianBuchholz - a.medianBuchholz;
  rows.sort((a, b) => compare(a, b) || a.seed - b.seed);
  const ranked: SwissStanding[] = [];
  rows.forEach((row, i) => {
    const rank = i > 0 && compare(rows[i - 1], row) === 0 ? ranked[i - 1].rank : i + 1;
    ranked.push({ rank, ...row });
  });
  return ranked;
}
