/**
 * Stand-in for the tournament library's tie-breaks (libs/tournament tie-breaks.ts, docs/domain.md
 * "Tie-breaks"), which were not committed when the league was written. Same shape: `TieBreak`,
 * `validateTieBreaks`, `rankWithTieBreaks` over players and finished match records with a scoring rule.
 * When the tournament's module lands, this file becomes a re-export of it and league-standings.ts is unchanged.
 *
 * Players are ordered by their points; each tie-break then splits every set still equal, in the order given,
 * computed over the whole division except head-to-head, which counts only the matches between the tied set.
 * Players equal on everything share a rank, listed in seed order.
 */
import { type MemberId, type Result, err, firstDuplicate, ok } from './types';

export type TieBreak =
  | 'match-points'
  | 'most-wins'
  | 'buchholz'
  | 'median-buchholz'
  | 'sonneborn-berger'
  | 'head-to-head'
  | 'points-difference';

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
  const twice = firstDuplicate(list);
  if (twice !== null) return err('INVALID_TIE_BREAKS', `tie-break ${twice} is listed twice`);
  return ok(list as TieBreak[]);
}

/** A finished match: the winner's and loser's game points (score), and the match points each earned. */
export interface ScoredRecord {
  readonly winner: MemberId;
  readonly loser: MemberId;
  readonly score: readonly [number, number];
  readonly winnerPoints: number;
  readonly loserPoints: number;
}

export interface RankedRow {
  readonly rank: number;
  readonly player: MemberId;
  readonly points: number;
  readonly wins: number;
  readonly played: number;
  readonly pointsDifference: number;
  /** The tie-break values, by name, for display. */
  readonly tieBreaks: Readonly<Partial<Record<TieBreak, number>>>;
}

export function rankWithTieBreaks(
  players: readonly MemberId[],
  records: readonly ScoredRecord[],
  tieBreaks: readonly TieBreak[],
): RankedRow[] {
  const points = new Map(players.map((p) => [p, 0]));
  const wins = new Map(players.map((p) => [p, 0]));
  const played = new Map(players.map((p) => [p, 0]));
  const diff = new Map(players.map((p) => [p, 0]));
  const add = (m: Map<MemberId, number>, p: MemberId, v: number) => m.set(p, (m.get(p) ?? 0) + v);
  for (const r of records) {
    add(points, r.winner, r.winnerPoints);
    add(points, r.loser, r.loserPoints);
    add(wins, r.winner, 1);
    add(played, r.winner, 1);
    add(played, r.loser, 1);
    add(diff, r.winner, r.score[0] - r.score[1]);
    add(diff, r.loser, r.score[1] - r.score[0]);
  }
  const opponents = (p: MemberId) =>
    records.filter((r) => r.winner === p || r.loser === p).map((r) => (r.winner === p ? r.loser : r.winner));
  const pts = (p: MemberId) => points.get(p) ?? 0;
  const global = (t: TieBreak, p: MemberId): number => {
    switch (t) {
      case 'match-points':
        return pts(p);
      case 'most-wins':
        return wins.get(p) ?? 0;
      case 'buchholz':
        return opponents(p).reduce((s, o) => s + pts(o), 0);
      case 'median-buchholz': {
        const all = opponents(p)
          .map(pts)
          .sort((a, b) => a - b);
        return (all.length > 2 ? all.slice(1, -1) : all).reduce((s, v) => s + v, 0);
      }
      case 'sonneborn-berger':
        return records.filter((r) => r.winner === p).reduce((s, r) => s + pts(r.loser), 0);
      case 'points-difference':
        return diff.get(p) ?? 0;
      case 'head-to-head':
        return 0;
    }
  };
  const value = (t: TieBreak, p: MemberId, tied: ReadonlySet<MemberId>): number =>
    t === 'head-to-head'
      ? records
          .filter((r) => tied.has(r.winner) && tied.has(r.loser))
          .reduce((s, r) => s + (r.winner === p ? r.winnerPoints : r.loser === p ? r.loserPoints : 0), 0)
      : global(t, p);
  const split = (set: MemberId[], by: (p: MemberId) => number): MemberId[][] => {
    const groups = new Map<number, MemberId[]>();
    for (const p of set) groups.set(by(p), [...(groups.get(by(p)) ?? []), p]);
    return [...groups.entries()].sort((a, b) => b[0] - a[0]).map(([, g]) => g);
  };
  let classes = split(players.slice(), pts);
  for (const t of tieBreaks) {
    classes = classes.flatMap((c) => (c.length < 2 ? [c] : split(c, (p) => value(t, p, new Set(c)))));
  }
  const rows: RankedRow[] = [];
  for (const c of classes) {
    const rank = rows.length + 1;
    for (const p of c) {
      rows.push({
        rank,
        player: p,
        points: pts(p),
        wins: wins.get(p) ?? 0,
        played: played.get(p) ?? 0,
        pointsDifference: diff.get(p) ?? 0,
        tieBreaks: Object.fromEntries(tieBreaks.map((t) => [t, value(t, p, new Set(c))])),
      });
    }
  }
  return rows;
}
