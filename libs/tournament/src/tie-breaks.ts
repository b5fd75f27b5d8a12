/**
 * Tie-breaks a director picks and orders for Swiss and round robin (issue 41, part 5), shared with the league
 * (libs/season re-exports them). Players are ordered by their points; each tie-break in turn splits a set of
 * players still equal. As soon as one splits a set, each smaller equal part is ranked again from the first
 * tie-break: this only matters for head-to-head, the one tie-break that depends on who is tied (after a
 * three-way tie, the two left equal are separated by their own match). Players equal on everything share a
 * rank and are listed by seed. Every row says what separated it from the row above (the standings page shows
 * it): 'points', a tie-break, or null (the first row, or a rank shared with the row above).
 *
 * - buchholz: the sum of the opponents' points; a bye is a virtual opponent with 0.
 * - medianBuchholz: the same without the highest and the lowest value, from 3 values on.
 * - sonnebornBerger: the points of the opponents beaten (a bye adds 0).
 * - headToHead: the points earned in the matches between the tied players only.
 * - pointsDifference: game points scored minus conceded; pointsFor: game points scored.
 * - matchPoints: the points themselves (it never splits players equal on points; kept for the league's list).
 * - mostWins: matches won (a bye is not a win here).
 */
import { type PlayerId, type Result, err, firstDuplicate, ok } from './types';

export type TieBreak =
  | 'buchholz'
  | 'medianBuchholz'
  | 'sonnebornBerger'
  | 'headToHead'
  | 'pointsDifference'
  | 'pointsFor'
  | 'matchPoints'
  | 'mostWins';

export const TIE_BREAKS: readonly TieBreak[] = [
  'buchholz',
  'medianBuchholz',
  'sonnebornBerger',
  'headToHead',
  'pointsDifference',
  'pointsFor',
  'matchPoints',
  'mostWins',
];

/** The list in the director's order, or INVALID_TIE_BREAKS for an unknown or repeated name. */
export function validateTieBreaks(list: readonly string[]): Result<TieBreak[]> {
  const unknown = list.find((t) => !(TIE_BREAKS as readonly string[]).includes(t));
  if (unknown !== undefined) return err('INVALID_TIE_BREAKS', `unknown tie-break ${unknown}`);
  const twice = firstDuplicate(list);
  if (twice !== null) return err('INVALID_TIE_BREAKS', `tie-break ${twice} is listed twice`);
  return ok(list.slice() as TieBreak[]);
}

/** A finished match as standings count it. */
export interface TieBreakRecord {
  readonly winner: PlayerId;
  readonly loser: PlayerId;
  /** Game points counted [winner's, loser's] (0-0 when the event counts none, e.g. for a walkover). */
  readonly score: readonly [number, number];
  /** Ranking points each earned (Swiss and round robin: 1 and 0). */
  readonly winnerPoints: number;
  readonly loserPoints: number;
  /** false: each is a virtual opponent with 0 points for the other (Buchholz, Sonneborn-Berger), as a bye. */
  readonly opponentCounts?: boolean;
}

export interface TieBreakInput {
  /** In seed order: players equal on everything are listed so. */
  readonly players: readonly PlayerId[];
  readonly records: readonly TieBreakRecord[];
  /** Byes: the points each one gives (a virtual opponent with 0 points). */
  readonly byes?: readonly { readonly player: PlayerId; readonly points: number }[];
}

export interface RankedStanding {
  /** 1-based; equal on points and every tie-break: the same rank. */
  readonly rank: number;
  readonly player: PlayerId;
  /** 1-based position in `players`. */
  readonly seed: number;
  readonly points: number;
  readonly played: number;
  readonly wins: number;
  readonly losses: number;
  readonly byes: number;
  readonly pointsFor: number;
  readonly pointsAgainst: number;
  readonly pointsDifference: number;
  /** The value of each tie-break asked for (head-to-head: among the last set it was applied to). */
  readonly tieBreaks: Readonly<Partial<Record<TieBreak, number>>>;
  /** What put this row below the one above: 'points', a tie-break, or null (first row, or shared rank). */
  readonly decidedBy: 'points' | TieBreak | null;
}

interface Tally {
  points: number;
  played: number;
  wins: number;
  losses: number;
  byes: number;
  pointsFor: number;
  pointsAgainst: number;
  /** Opponents' ids, or null for a virtual opponent with 0 (a bye, an opponent that does not count). */
  opponents: (PlayerId | null)[];
  beaten: (PlayerId | null)[];
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/** Median Buchholz of a list of opponents' points: without the highest and lowest, from 3 values on. */
export function medianOf(values: readonly number[]): number {
  if (values.length < 3) return sum(values);
  return sum(
    values
      .slice()
      .sort((a, b) => a - b)
      .slice(1, -1),
  );
}

/** Standings ordered by points, then the tie-breaks in the order given (validate them first). */
export function rankStandings(input: TieBreakInput, tieBreaks: readonly TieBreak[]): RankedStanding[] {
  const tally = new Map<PlayerId, Tally>(
    input.players.map((p) => [
      p,
      {
        points: 0,
        played: 0,
        wins: 0,
        losses: 0,
        byes: 0,
        pointsFor: 0,
        pointsAgainst: 0,
        opponents: [],
        beaten: [],
      },
    ]),
  );
  for (const b of input.byes ?? []) {
    const t = tally.get(b.player);
    if (!t) continue;
    t.byes++;
    t.points += b.points;
    t.opponents.push(null);
    t.beaten.push(null);
  }
  for (const r of input.records) {
    const w = tally.get(r.winner);
    const l = tally.get(r.loser);
    if (!w || !l) continue;
    const counts = r.opponentCounts ?? true;
    w.points += r.winnerPoints;
    l.points += r.loserPoints;
    w.wins++;
    l.losses++;
    w.played++;
    l.played++;
    w.pointsFor += r.score[0];
    w.pointsAgainst += r.score[1];
    l.pointsFor += r.score[1];
    l.pointsAgainst += r.score[0];
    w.opponents.push(counts ? r.loser : null);
    w.beaten.push(counts ? r.loser : null);
    l.opponents.push(counts ? r.winner : null);
  }
  const get = (p: PlayerId) => tally.get(p) as Tally;
  const pts = (p: PlayerId | null) => (p === null ? 0 : get(p).points);
  const seed = new Map(input.players.map((p, i) => [p, i + 1]));
  const shown = new Map<PlayerId, Partial<Record<TieBreak, number>>>(input.players.map((p) => [p, {}]));

  const value = (t: TieBreak, p: PlayerId, tied: ReadonlySet<PlayerId>): number => {
    const x = get(p);
    switch (t) {
      case 'buchholz':
        return sum(x.opponents.map(pts));
      case 'medianBuchholz':
        return medianOf(x.opponents.map(pts));
      case 'sonnebornBerger':
        return sum(x.beaten.map(pts));
      case 'headToHead':
        return sum(
          input.records
            .filter((r) => tied.has(r.winner) && tied.has(r.loser))
            .map((r) => (r.winner === p ? r.winnerPoints : r.loser === p ? r.loserPoints : 0)),
        );
      case 'pointsDifference':
        return x.pointsFor - x.pointsAgainst;
      case 'pointsFor':
        return x.pointsFor;
      case 'matchPoints':
        return x.points;
      case 'mostWins':
        return x.wins;
    }
  };
  for (const p of input.players) {
    const values = shown.get(p) as Partial<Record<TieBreak, number>>;
    for (const t of tieBreaks) values[t] = value(t, p, new Set([p]));
  }

  /** Equal-value classes of `set`, best first, each in seed order. */
  const split = (set: readonly PlayerId[], by: (p: PlayerId) => number): PlayerId[][] => {
    const classes = new Map<number, PlayerId[]>();
    for (const p of set) {
      const v = by(p);
      classes.set(v, [...(classes.get(v) ?? []), p]);
    }
    return [...classes.entries()].sort((a, b) => b[0] - a[0]).map(([, c]) => c);
  };
  type Ranked = { players: PlayerId[]; decidedBy: 'points' | TieBreak | null };
  /** A set equal on points, ranked by the tie-breaks from the first (see the header). */
  const untie = (set: PlayerId[], decidedBy: Ranked['decidedBy']): Ranked[] => {
    if (set.length < 2) return [{ players: set, decidedBy }];
    const tied = new Set(set);
    for (const t of tieBreaks) {
      const by = (p: PlayerId) => value(t, p, tied);
      if (t === 'headToHead') {
        for (const p of set) (shown.get(p) as Partial<Record<TieBreak, number>>).headToHead = by(p);
      }
      const parts = split(set, by);
      if (parts.length > 1) return parts.flatMap((part, i) => untie(part, i === 0 ? decidedBy : t));
    }
    return [{ players: set.slice().sort((a, b) => (seed.get(a) ?? 0) - (seed.get(b) ?? 0)), decidedBy }];
  };

  const rows: RankedStanding[] = [];
  const byPoints = split(input.players, (p) => get(p).points);
  byPoints
    .flatMap((c, i) => untie(c, i === 0 ? null : 'points'))
    .forEach((c, i) => {
      const rank = rows.length + 1;
      c.players.forEach((p, j) => {
        const x = get(p);
        rows.push({
          rank,
          player: p,
          seed: seed.get(p) ?? 0,
          points: x.points,
          played: x.played,
          wins: x.wins,
          losses: x.losses,
          byes: x.byes,
          pointsFor: x.pointsFor,
          pointsAgainst: x.pointsAgainst,
          pointsDifference: x.pointsFor - x.pointsAgainst,
          tieBreaks: { ...shown.get(p) },
          decidedBy: j === 0 && i > 0 ? c.decidedBy : null,
        });
      });
    });
  return rows;
}
