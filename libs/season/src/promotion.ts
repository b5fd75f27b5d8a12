/**
 * The season's end (docs/domain.md "Season", "Promotion and relegation"): the top `up` of each division but
 * the first go up one, the bottom `down` of each but the last go down one (a cut inside a shared rank follows
 * the standings' order). The next season's division lists, in seed order: those relegated from above, those
 * who stayed, those promoted from below, each group in its finishing order.
 */
import { type League, createLeague } from './league';
import { type PointsRule, divisionStandings } from './league-standings';
import type { TieBreak } from './tie-break-adapter';
import { type MemberId, type Result, err, ok } from './types';

export interface Movement {
  readonly up: number;
  readonly down: number;
}

export function nextDivisions(
  league: League,
  rule: PointsRule,
  tieBreaks: readonly TieBreak[],
  move: Movement,
): Result<MemberId[][]> {
  if (league.matches.some((m) => m.result === null))
    return err('SEASON_NOT_FINISHED', 'matches are still to play');
  const orders: MemberId[][] = [];
  for (const d of league.divisions) {
    const s = divisionStandings(league, d.division, rule, tieBreaks);
    if (!s.ok) return s;
    orders.push(s.value.map((r) => r.player));
  }
  const smallest = Math.min(...orders.map((o) => o.length));
  for (const k of [move.up, move.down]) {
    if (!Number.isInteger(k) || k < 0)
      return err('INVALID_OPTIONS', `promotion and relegation counts are whole, got ${k}`);
  }
  if (move.up + move.down > smallest) {
    return err('INVALID_OPTIONS', `${move.up} up and ${move.down} down do not fit a division of ${smallest}`);
  }
  const last = orders.length - 1;
  return ok(
    orders.map((order, i) => {
      const up = i > 0 ? move.up : 0;
      const down = i < last ? move.down : 0;
      const stay = order.slice(up, order.length - down);
      const fromAbove = i > 0 ? orders[i - 1].slice(orders[i - 1].length - move.down) : [];
      const fromBelow = i < last ? orders[i + 1].slice(0, move.up) : [];
      return [...fromAbove, ...stay, ...fromBelow];
    }),
  );
}

/** The next season drawn from this one's final standings, with the same lengths and format. */
export function nextSeason(
  league: League,
  rule: PointsRule,
  tieBreaks: readonly TieBreak[],
  move: Movement,
): Result<League> {
  const divisions = nextDivisions(league, rule, tieBreaks, move);
  if (!divisions.ok) return divisions;
  return createLeague({
    divisions: divisions.value,
    lengths: league.divisions.map((d) => d.length),
    double: league.double,
  });
}
