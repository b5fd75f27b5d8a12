/**
 * What a finished event of the club gives season points (docs/domain.md "Season points"): its placings and its
 * field. A finished tournament places its field by its format (a single elimination by the main flight's
 * placings, a double elimination by its own, a Swiss or a round robin by the final standings with the
 * director's tie-breaks; a round robin in groups is one event per group); a closed league season is one event
 * per division, placed by the division's final standings. Shared places stay shared (two 3rds).
 */
import {
  bracketPlacings,
  docFinished,
  doubleEliminationPlacings,
  roundRobinStandings,
  type StandingsPolicy,
  swissStandings,
  type TieBreak as TournamentTieBreak,
  type TournamentDoc,
} from '@gamao/tournament';
import type { League } from './league';
import { divisionStandings, type PointsRule } from './league-standings';
import type { EventResult } from './season-points';
import type { TieBreak } from './tie-break-adapter';
import { type Result, ok } from './types';

export interface TournamentStandingsOptions {
  readonly tieBreaks?: readonly TournamentTieBreak[];
  readonly policy?: StandingsPolicy;
}

const event = (
  id: string,
  kind: EventResult['kind'],
  placings: readonly { player: string; place: number }[],
): EventResult => ({
  event: id,
  kind,
  fieldSize: placings.length,
  placings: placings.map((p) => ({ member: p.player, place: p.place })),
});

/** The events of a tournament (`id` names it); none while it is not finished. */
export function tournamentEvents(
  id: string,
  doc: TournamentDoc,
  options: TournamentStandingsOptions = {},
): EventResult[] {
  if (!docFinished(doc)) return [];
  switch (doc.format) {
    case 'singleElimination': {
      const placings = bracketPlacings(doc, 'main');
      return placings.ok ? [event(id, 'tournament', placings.value)] : [];
    }
    case 'doubleElimination': {
      const placings = doubleEliminationPlacings(doc);
      return placings.ok ? [event(id, 'tournament', placings.value)] : [];
    }
    case 'swiss':
      return [
        event(
          id,
          'tournament',
          swissStandings(doc, options).map((s) => ({ player: s.player, place: s.rank })),
        ),
      ];
    case 'roundRobin':
      return doc.groups.flatMap((g) => {
        const rows = roundRobinStandings(doc, g.group, options);
        if (!rows.ok) return [];
        const name = doc.groups.length === 1 ? id : `${id}:g${g.group}`;
        return [
          event(
            name,
            'tournament',
            rows.value.map((r) => ({ player: r.player, place: r.rank })),
          ),
        ];
      });
  }
}

/** The events of a league season (`id` names it): one per division, `${id}:d${division}`. */
export function leagueEvents(
  id: string,
  league: League,
  rule: PointsRule,
  tieBreaks: readonly TieBreak[],
): Result<EventResult[]> {
  const events: EventResult[] = [];
  for (const d of league.divisions) {
    const rows = divisionStandings(league, d.division, rule, tieBreaks);
    if (!rows.ok) return rows;
    events.push(
      event(
        `${id}:d${d.division}`,
        'league',
        rows.value.map((r) => ({ player: r.player, place: r.rank })),
      ),
    );
  }
  return ok(events);
}
