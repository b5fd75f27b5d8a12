/**
 * The league page's view model (issue 40, part 3): each division's standings and its fixtures by week, and
 * what the viewer may do with each fixture, by the API's rule of result authority (a player reports, the
 * opponent or a director who does not play confirms, never the reporter; a director who does not play enters a
 * result at once). The page only renders it; the API decides again.
 */
import type { LeagueFieldsFragment } from '@/gql/graphql';

export type FixtureAction = 'report' | 'confirm' | 'waiting' | 'none';

export interface FixtureRow {
  readonly id: string;
  readonly code: string;
  readonly length: number;
  readonly players: readonly { readonly id: string; readonly name: string }[];
  /** "Ana 5–2" once recorded, null before. */
  readonly result: { readonly winner: string; readonly score: string; readonly walkover: boolean } | null;
  /** The report waiting for confirmation, told as its result. */
  readonly pending: {
    readonly by: string;
    readonly winner: string;
    readonly score: string;
    readonly walkover: boolean;
  } | null;
  readonly action: FixtureAction;
}

export interface WeekRows {
  readonly week: number;
  readonly weekOf: string;
  readonly fixtures: readonly FixtureRow[];
}

export interface DivisionRows {
  readonly division: number;
  readonly length: number;
  readonly standings: LeagueFieldsFragment['divisions'][number]['standings'];
  readonly weeks: readonly WeekRows[];
}

export interface LeagueView {
  readonly divisions: readonly DivisionRows[];
  readonly played: number;
  readonly total: number;
  readonly canClose: boolean;
}

const scoreText = (score: readonly number[] | null | undefined) => (score ? `${score[0]}–${score[1]}` : '');

export function leagueView(
  league: LeagueFieldsFragment,
  viewerId: string | null,
  director: boolean,
): LeagueView {
  const closed = league.closedAt !== null && league.closedAt !== undefined;
  const rows = (division: number): WeekRows[] => {
    const weeks = new Map<number, FixtureRow[]>();
    const days = new Map<number, string>();
    for (const f of league.fixtures.filter((x) => x.division === division)) {
      const name = (id: string) => f.players.find((p) => p.id === id)?.displayName ?? '';
      const playing = viewerId !== null && f.players.some((p) => p.id === viewerId);
      const neutral = director && !playing;
      let action: FixtureAction = 'none';
      if (!closed && !f.winnerId) {
        if (f.report) {
          if (f.report.reportedById === viewerId) action = 'waiting';
          else if (playing || neutral) action = 'confirm';
        } else if (playing || director) action = 'report';
      }
      const other = (id: string) => f.players.find((p) => p.id !== id)?.id ?? id;
      const row: FixtureRow = {
        id: f.id,
        code: f.code,
        length: f.length,
        players: f.players.map((p) => ({ id: p.id, name: p.displayName })),
        result: f.winnerId
          ? { winner: name(f.winnerId), score: scoreText(f.score), walkover: f.outcome === 'WALKOVER' }
          : null,
        pending: f.report
          ? {
              by: name(f.report.reportedById) || '',
              winner: name(f.report.outcome === 'WALKOVER' ? other(f.report.playerId) : f.report.playerId),
              score: f.report.outcome === 'WALKOVER' ? `${f.length}–0` : scoreText(f.report.score),
              walkover: f.report.outcome === 'WALKOVER',
            }
          : null,
        action,
      };
      weeks.set(f.week, [...(weeks.get(f.week) ?? []), row]);
      days.set(f.week, f.weekOf);
    }
    return [...weeks.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([week, fixtures]) => ({ week, weekOf: days.get(week) ?? '', fixtures }));
  };
  const played = league.fixtures.filter((f) => f.winnerId).length;
  return {
    divisions: league.divisions.map((d) => ({
      division: d.division,
      length: d.length,
      standings: d.standings,
      weeks: rows(d.division),
    })),
    played,
    total: league.fixtures.length,
    canClose: director && !closed && played === league.fixtures.length,
  };
}
