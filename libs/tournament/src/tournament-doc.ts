/**
 * One view over the four documents of this library (a single-elimination bracket, a double elimination, a
 * Swiss, a round robin), so that a caller
 * handles every format alike: its matches as lines of one draw, recording and correcting a result, and
 * whether the tournament is over. The API stores the document as JSON and keeps a Match row per playable
 * match (match-rows.ts).
 */
import {
  type Bracket,
  type FlightName,
  clearBracketResult,
  correctBracketResult,
  flightFinished,
  recordBracketResult,
  resolveBracket,
} from './bracket';
import {
  type DoubleElimination,
  type DoubleFlight,
  type DoubleMatchView,
  clearDoubleResult,
  correctDoubleResult,
  doubleEliminationFinished,
  recordDoubleResult,
  resolveDoubleElimination,
} from './double-elimination';
import { matchLengthForRound } from './match-length';
import type { MatchResult, ResultReport } from './result';
import {
  type RoundRobinTournament,
  clearRoundRobinResult,
  correctRoundRobinResult,
  groupFinished,
  recordRoundRobinResult,
} from './round-robin';
import { type SwissTournament, clearSwissResult, correctSwissResult, recordSwissResult } from './swiss';
import type { Result } from './types';

export type TournamentDoc = Bracket | DoubleElimination | SwissTournament | RoundRobinTournament;

export type DocMatchStatus = 'waiting' | 'ready' | 'finished' | 'bye' | 'void';

export interface DocMatch {
  /** The library's id, e.g. "main-r1-m3", "swiss-r2-t1", "rr-g1-r3-m2". */
  readonly slot: string;
  readonly round: number;
  readonly number: number;
  /** A single-elimination flight, or a double elimination's winners', losers' bracket or grand final. */
  readonly flight: FlightName | DoubleFlight | null;
  readonly group: number | null;
  readonly length: number;
  /** Each line: a player id, or null (a bye, or not known yet). */
  readonly players: readonly [string | null, string | null];
  readonly status: DocMatchStatus;
  readonly result: MatchResult | null;
  /** Who advances or won (a bye's player too). */
  readonly winner: string | null;
}

export function docMatches(doc: TournamentDoc): DocMatch[] {
  switch (doc.format) {
    case 'singleElimination':
      return resolveBracket(doc).map((v) => {
        const p = (i: 0 | 1) => (v.slots[i].state === 'player' ? v.slots[i].player : null);
        return {
          slot: v.match.id,
          round: v.match.round,
          number: v.match.number,
          flight: v.match.flight,
          group: null,
          length: v.match.length,
          players: [p(0), p(1)],
          status: v.status,
          result: v.status === 'finished' ? v.match.result : null,
          winner: v.winner.state === 'player' ? v.winner.player : null,
        };
      });
    case 'doubleElimination':
      return resolveDoubleElimination(doc).map(doubleLine);
    case 'swiss':
      return doc.rounds.flatMap((r): DocMatch[] => [
        ...r.matches.map((m) => ({
          slot: m.id,
          round: m.round,
          number: m.table,
          flight: null,
          group: null,
          length: m.length,
          players: [m.players[0], m.players[1]] as const,
          status: m.result ? ('finished' as const) : ('ready' as const),
          result: m.result,
          winner: m.result?.winner ?? null,
        })),
        ...(r.bye === null
          ? []
          : [byeOf(`swiss-r${r.round}-bye`, r.round, r.matches.length + 1, null, r.length, r.bye)]),
      ]);
    case 'roundRobin': {
      const played: DocMatch[] = doc.matches.map((m) => ({
        slot: m.id,
        round: m.round,
        number: m.number,
        flight: null,
        group: m.group,
        length: m.length,
        players: [m.players[0], m.players[1]] as const,
        status: m.result ? ('finished' as const) : ('ready' as const),
        result: m.result,
        winner: m.result?.winner ?? null,
      }));
      const byes = doc.groups.flatMap((g) =>
        g.byes.flatMap((player, i) => {
          if (player === null) return [];
          const round = i + 1;
          const inRound = played.filter((m) => m.group === g.group && m.round === round);
          const length = inRound[0]?.length ?? matchLengthForRound(doc.matchLengths, round);
          return [byeOf(`rr-g${g.group}-r${round}-bye`, round, inRound.length + 1, g.group, length, player)];
        }),
      );
      // Each bye after the matches of its group and round.
      return [...played, ...byes].sort(
        (a, b) => (a.group ?? 0) - (b.group ?? 0) || a.round - b.round || a.number - b.number,
      );
    }
  }
}

/** A double elimination's match as a line of the draw ("wb-r1-m1", "lb-r2-m1", "gf-m1", "gf-m2"). */
function doubleLine(v: DoubleMatchView): DocMatch {
  const p = (i: 0 | 1) => (v.slots[i].state === 'player' ? v.slots[i].player : null);
  return {
    slot: v.match.id,
    round: v.match.round,
    number: v.match.number,
    flight: v.match.flight,
    group: null,
    length: v.match.length,
    players: [p(0), p(1)],
    status: v.status,
    result: v.status === 'finished' ? v.match.result : null,
    winner: v.winner.state === 'player' ? v.winner.player : null,
  };
}

/**
 * The later matches of a double elimination whose players or result changed between two versions (after a
 * correction or a cleared result), as correctBracketResult reports them for a bracket.
 */
function doubleChanges(before: DoubleElimination, after: DoubleElimination, slot: string): string[] {
  const key = (m: DocMatch) => `${m.players.join('|')} ${m.status} ${m.winner ?? ''}`;
  const old = new Map(resolveDoubleElimination(before).map((v) => [v.match.id, key(doubleLine(v))]));
  return resolveDoubleElimination(after)
    .filter((v) => v.match.id !== slot && old.get(v.match.id) !== key(doubleLine(v)))
    .map((v) => v.match.id);
}

/**
 * A Swiss or round-robin bye as a line of the draw (as single elimination shows its byes): the player sits
 * the round out, with no match to play; a Swiss bye counts as a win (swiss.ts), a round-robin bye counts
 * nothing. Its slot ("swiss-r2-bye", "rr-g1-r3-bye") names no match of the library.
 */
function byeOf(
  slot: string,
  round: number,
  number: number,
  group: number | null,
  length: number,
  player: string,
): DocMatch {
  return {
    slot,
    round,
    number,
    flight: null,
    group,
    length,
    players: [player, null],
    status: 'bye',
    result: null,
    winner: player,
  };
}

/** Matches that can be played now, by slot. */
export function readySlots(doc: TournamentDoc): Map<string, DocMatch> {
  return new Map(
    docMatches(doc)
      .filter((m) => m.status === 'ready')
      .map((m) => [m.slot, m]),
  );
}

export function recordResult(doc: TournamentDoc, slot: string, report: ResultReport): Result<TournamentDoc> {
  switch (doc.format) {
    case 'singleElimination':
      return recordBracketResult(doc, slot, report);
    case 'doubleElimination':
      return recordDoubleResult(doc, slot, report);
    case 'swiss':
      return recordSwissResult(doc, slot, report);
    case 'roundRobin':
      return recordRoundRobinResult(doc, slot, report);
  }
}

/** A corrected result and the later matches whose players changed (brackets only). */
export function correctResult(
  doc: TournamentDoc,
  slot: string,
  report: ResultReport,
): Result<{ doc: TournamentDoc; changed: string[] }> {
  if (doc.format === 'singleElimination') {
    const updated = correctBracketResult(doc, slot, report);
    return updated.ok
      ? {
          ok: true,
          value: { doc: updated.value.bracket, changed: updated.value.changes.map((c) => c.matchId) },
        }
      : updated;
  }
  if (doc.format === 'doubleElimination') {
    const updated = correctDoubleResult(doc, slot, report);
    return updated.ok
      ? { ok: true, value: { doc: updated.value, changed: doubleChanges(doc, updated.value, slot) } }
      : updated;
  }
  const updated =
    doc.format === 'swiss'
      ? correctSwissResult(doc, slot, report)
      : correctRoundRobinResult(doc, slot, report);
  return updated.ok ? { ok: true, value: { doc: updated.value, changed: [] } } : updated;
}

/**
 * Removes a result (a director annulled the timeout or forfeit that decided it): the match is ready again.
 * In a bracket or a double elimination, later matches that depended on it are reported (`changed`), as by a
 * correction; in a Swiss,
 * only a match of the last round paired.
 */
export function clearResult(
  doc: TournamentDoc,
  slot: string,
): Result<{ doc: TournamentDoc; changed: string[] }> {
  if (doc.format === 'singleElimination') {
    const updated = clearBracketResult(doc, slot);
    return updated.ok
      ? {
          ok: true,
          value: { doc: updated.value.bracket, changed: updated.value.changes.map((c) => c.matchId) },
        }
      : updated;
  }
  if (doc.format === 'doubleElimination') {
    const updated = clearDoubleResult(doc, slot);
    return updated.ok
      ? { ok: true, value: { doc: updated.value, changed: doubleChanges(doc, updated.value, slot) } }
      : updated;
  }
  const updated = doc.format === 'swiss' ? clearSwissResult(doc, slot) : clearRoundRobinResult(doc, slot);
  return updated.ok ? { ok: true, value: { doc: updated.value, changed: [] } } : updated;
}

/** Every match of every flight, round or group is decided. */
export function docFinished(doc: TournamentDoc): boolean {
  switch (doc.format) {
    case 'singleElimination':
      return doc.flights.every((f) => flightFinished(doc, f.name));
    case 'doubleElimination':
      return doubleEliminationFinished(doc);
    case 'swiss':
      return (
        doc.rounds.length === doc.roundCount && doc.rounds.every((r) => r.matches.every((m) => m.result))
      );
    case 'roundRobin':
      return doc.groups.every((g) => groupFinished(doc, g.group));
  }
}
