/**
 * The league's tie-breaks are the tournament's (libs/tournament tie-breaks.ts, docs/domain.md "Tournament
 * day"): this file only keeps the season's names, in its kebab-case style ('median-buchholz' for
 * 'medianBuchholz'), and its row shape. Players are ordered by their points; each tie-break then splits every
 * set still equal, in the order given, computed over the whole division except head-to-head, which counts only
 * the points earned in the matches between the tied set; once one splits a set, each smaller part is ranked
 * again from the first tie-break. Players equal on everything share a rank, listed in seed order.
 */
import {
  type TieBreak as TournamentTieBreak,
  type TieBreakRecord,
  rankStandings,
  validateTieBreaks as validateTournamentTieBreaks,
} from '@gamao/tournament';
import { type MemberId, type Result, err, ok } from './types';

export type TieBreak =
  | 'match-points'
  | 'most-wins'
  | 'buchholz'
  | 'median-buchholz'
  | 'sonneborn-berger'
  | 'head-to-head'
  | 'points-difference';

/** The season's name of each tournament tie-break it offers. */
const TOURNAMENT_NAME: Readonly<Record<TieBreak, TournamentTieBreak>> = {
  'match-points': 'matchPoints',
  'most-wins': 'mostWins',
  buchholz: 'buchholz',
  'median-buchholz': 'medianBuchholz',
  'sonneborn-berger': 'sonnebornBerger',
  'head-to-head': 'headToHead',
  'points-difference': 'pointsDifference',
};
const SEASON_NAME = new Map(Object.entries(TOURNAMENT_NAME).map(([s, t]) => [t, s as TieBreak]));

export const TIE_BREAKS: readonly TieBreak[] = [
  'match-points',
  'most-wins',
  'buchholz',
  'median-buchholz',
  'sonneborn-berger',
  'head-to-head',
  'points-difference',
];

export function validateTieBreaks(list: readonly string[]): Result<TieBreak[]> {
  const unknown = list.find((t) => !(TIE_BREAKS as readonly string[]).includes(t));
  if (unknown !== undefined) return err('INVALID_TIE_BREAKS', `unknown tie-break ${unknown}`);
  // The tournament's rule refuses a repeated name.
  const checked = validateTournamentTieBreaks(list.map((t) => TOURNAMENT_NAME[t as TieBreak]));
  if (!checked.ok) {
    const twice = list.find((t, i) => list.indexOf(t) !== i);
    return err('INVALID_TIE_BREAKS', `tie-break ${twice ?? ''} is listed twice`);
  }
  return ok(list as TieBreak[]);
}

/** A finished match: the winner's and loser's game points (score), and the match points each earned. */
export type ScoredRecord = Omit<TieBreakRecord, 'opponentCounts'>;

export interface RankedRow {
  readonly rank: number;
  readonly player: MemberId;
  readonly points: number;
  readonly wins: number;
  readonly played: number;
  readonly pointsDifference: number;
  /** The tie-break values, by name, for display. */
  readonly tieBreaks: Readonly<Partial<Record<TieBreak, number>>>;
  /** What put this row below the one above ('points' or a tie-break), null for the first row or a shared rank. */
  readonly decidedBy: 'points' | TieBreak | null;
}

export function rankWithTieBreaks(
  players: readonly MemberId[],
  records: readonly ScoredRecord[],
  tieBreaks: readonly TieBreak[],
): RankedRow[] {
  const rows = rankStandings(
    { players, records },
    tieBreaks.map((t) => TOURNAMENT_NAME[t]),
  );
  const seasonName = (t: TournamentTieBreak): TieBreak => SEASON_NAME.get(t) ?? 'match-points';
  return rows.map((r) => ({
    rank: r.rank,
    player: r.player,
    points: r.points,
    wins: r.wins,
    played: r.played,
    pointsDifference: r.pointsDifference,
    tieBreaks: Object.fromEntries(
      Object.entries(r.tieBreaks).map(([t, v]) => [seasonName(t as TournamentTieBreak), v]),
    ),
    decidedBy: r.decidedBy === null || r.decidedBy === 'points' ? r.decidedBy : seasonName(r.decidedBy),
  }));
}
