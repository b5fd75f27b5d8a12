/**
 * Round-robin standings of one group.
 *
 * Order:
 * 1. match wins (a walkover or retirement is a win for the winner);
 * 2. among players equal on wins: wins in the matches between those players only (head-to-head);
 * 3. point difference over all the group's matches (points scored minus points conceded);
 * 4. points scored over all the group's matches;
 * 5. players still equal share a rank, listed by seed.
 * Criteria 2-4 are applied to a tied set in turn; as soon as one splits the set, each smaller tied part is
 * ranked again from criterion 2 (so head-to-head among the two left after a three-way tie decides).
 * Points come from the recorded score [winner's, loser's]; a result without a score (always the case for a
 * walkover) counts as the match length to 0. Only finished matches count.
 */
import type { RoundRobinTournament } from './round-robin';
import { type PlayerId, type Result, err, ok } from './types';

export interface RoundRobinStanding {
  /** 1-based; players equal on every criterion share a rank. */
  readonly rank: number;
  readonly player: PlayerId;
  /** 1-based seed in the tournament. */
  readonly seed: number;
  readonly played: number;
  readonly wins: number;
  readonly losses: number;
  readonly pointsFor: number;
  readonly pointsAgainst: number;
  readonly pointDifference: number;
}

type Row = Omit<RoundRobinStanding, 'rank'>;

/** Splits rows into classes of equal value, best (highest) first. */
function classes(rows: readonly Row[], value: (r: Row) => number): Row[][] {
  const byValue = new Map<number, Row[]>();
  for (const r of rows) {
    const v = value(r);
    byValue.set(v, [...(byValue.get(v) ?? []), r]);
  }
  return [...byValue.entries()].sort((a, b) => b[0] - a[0]).map(([, rs]) => rs);
}

/** Standings of one group, best first. */
export function roundRobinStandings(t: RoundRobinTournament, group: number): Result<RoundRobinStanding[]> {
  const g = t.groups.find((x) => x.group === group);
  if (!g) return err('UNKNOWN_GROUP', `no group ${group}`);
  const finished = t.matches.filter((m) => m.group === group && m.result !== null);
  const rows: Row[] = g.players.map((p) => {
    let wins = 0;
    let losses = 0;
    let pointsFor = 0;
    let pointsAgainst = 0;
    for (const m of finished) {
      const r = m.result;
      if (r === null || (r.winner !== p && r.loser !== p)) continue;
      const [w, l] = r.score ?? [m.length, 0];
      if (r.winner === p) {
        wins++;
        pointsFor += w;
        pointsAgainst += l;
      } else {
        losses++;
        pointsFor += l;
        pointsAgainst += w;
      }
    }
    return {
      player: p,
      seed: t.seeds.indexOf(p) + 1,
      played: wins + losses,
      wins,
      losses,
      pointsFor,
      pointsAgainst,
      pointDifference: pointsFor - pointsAgainst,
    };
  });

  const headToHead = (tied: readonly Row[]) => {
    const inSet = new Set(tied.map((r) => r.player));
    const wins = new Map<PlayerId, number>();
    for (const m of finished) {
      const r = m.result;
      if (r !== null && inSet.has(r.winner) && inSet.has(r.loser))
        wins.set(r.winner, (wins.get(r.winner) ?? 0) + 1);
    }
    return (row: Row): number => wins.get(row.player) ?? 0;
  };
  const untie = (tied: Row[]): Row[][] => {
    if (tied.length <= 1) return [tied];
    const criteria = [headToHead(tied), (r: Row) => r.pointDifference, (r: Row) => r.pointsFor];
    for (const criterion of criteria) {
      const split = classes(tied, criterion);
      if (split.length > 1) return split.flatMap(untie);
    }
    return [tied.slice().sort((a, b) => a.seed - b.seed)];
  };

  const standings: RoundRobinStanding[] = [];
  for (const tiedClass of classes(rows, (r) => r.wins).flatMap(untie)) {
    const rank = standings.length + 1;
    for (const row of tiedClass) standings.push({ rank, ...row });
  }
  return ok(standings);
}
