/**
 * Season points (docs/domain.md "Season", "Season points"): every tournament and league result of the club in
 * a season earns master points by placing and field size (a table the club sets) plus attendance points per
 * event played. The leaderboard adds them up; equal totals share a rank, listed by id.
 */
import { type MemberId, type Result, err, ok } from './types';

export interface PointsTableRow {
  /** The row applies to fields of at least this many players (the largest row that fits is used). */
  readonly minField: number;
  /** Points for 1st, 2nd, ... place; places past the end get none. */
  readonly places: readonly number[];
}

export interface SeasonPointsRule {
  readonly table: readonly PointsTableRow[];
  readonly attendance: number;
}

export interface EventResult {
  readonly event: string;
  readonly kind: 'tournament' | 'league';
  readonly fieldSize: number;
  /** Place of each member who played, 1-based; shared places allowed (two 3rds). */
  readonly placings: readonly { readonly member: MemberId; readonly place: number }[];
}

export interface PointsAward {
  readonly event: string;
  readonly member: MemberId;
  readonly place: number;
  readonly placing: number;
  readonly attendance: number;
}

export function validateSeasonPointsRule(rule: SeasonPointsRule): Result<SeasonPointsRule> {
  const nums = [rule.attendance, ...rule.table.flatMap((r) => [r.minField, ...r.places])];
  if (nums.some((n) => !Number.isInteger(n) || n < 0))
    return err('INVALID_OPTIONS', 'season points are whole numbers');
  return ok(rule);
}

/** Points a placing earns in a field of `field` players. */
export function placingPoints(rule: SeasonPointsRule, field: number, place: number): number {
  const row = rule.table
    .filter((r) => r.minField <= field)
    .reduce<PointsTableRow | null>(
      (best, r) => (best === null || r.minField > best.minField ? r : best),
      null,
    );
  return row?.places[place - 1] ?? 0;
}

export function seasonAwards(rule: SeasonPointsRule, events: readonly EventResult[]): Result<PointsAward[]> {
  const valid = validateSeasonPointsRule(rule);
  if (!valid.ok) return valid;
  const awards: PointsAward[] = [];
  for (const e of events) {
    for (const p of e.placings) {
      if (!Number.isInteger(p.place) || p.place < 1 || p.place > e.fieldSize) {
        return err('INVALID_OPTIONS', `${e.event}: place ${p.place} in a field of ${e.fieldSize}`);
      }
      awards.push({
        event: e.event,
        member: p.member,
        place: p.place,
        placing: placingPoints(rule, e.fieldSize, p.place),
        attendance: rule.attendance,
      });
    }
  }
  return ok(awards);
}

export interface SeasonRow {
  readonly rank: number;
  readonly member: MemberId;
  readonly points: number;
  readonly events: number;
}

export function seasonLeaderboard(awards: readonly PointsAward[]): SeasonRow[] {
  const totals = new Map<MemberId, { points: number; events: number }>();
  for (const a of awards) {
    const t = totals.get(a.member) ?? { points: 0, events: 0 };
    totals.set(a.member, { points: t.points + a.placing + a.attendance, events: t.events + 1 });
  }
  const sorted = [...totals.entries()].sort((a, b) => b[1].points - a[1].points || (a[0] < b[0] ? -1 : 1));
  const rows: SeasonRow[] = [];
  sorted.forEach(([member, t], i) => {
    const rank = i > 0 && rows[i - 1].points === t.points ? rows[i - 1].rank : i + 1;
    rows.push({ rank, member, points: t.points, events: t.events });
  });
  return rows;
}

export interface MemberSeasonSummary {
  readonly member: MemberId;
  /** Null when the member earned nothing this season. */
  readonly rank: number | null;
  readonly points: number;
  readonly events: number;
  readonly best: PointsAward | null;
  readonly awards: readonly PointsAward[];
}

export function memberSeasonSummary(awards: readonly PointsAward[], member: MemberId): MemberSeasonSummary {
  const mine = awards.filter((a) => a.member === member);
  const row = seasonLeaderboard(awards).find((r) => r.member === member);
  const best = mine.reduce<PointsAward | null>(
    (b, a) => (b === null || a.placing + a.attendance > b.placing + b.attendance ? a : b),
    null,
  );
  return {
    member,
    rank: row?.rank ?? null,
    points: row?.points ?? 0,
    events: mine.length,
    best,
    awards: mine,
  };
}
