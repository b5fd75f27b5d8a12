import { randomUUID } from 'node:crypto';
import { type TimeControl, type TimeControlSpec, checkOptions, resolveTimeControl } from '@gamao/engine';
import { type DocMatch, matchLengthForRound } from '@gamao/tournament';
import { DomainError } from '../core/errors/domain-error';
import type { ScoringProfileEnum } from '../play/match.model';
import { timeControlRefusal } from '../play/match-clock';
import type { NewMatchRow, StoredTournament } from './tournament.store';

/** The engine's match options for a tournament's settings and a match length, or the engine's refusal. */
export function engineOptions(profile: string, length: number, crawford: boolean): object {
  const options = checkOptions({ length, profile: profile as ScoringProfileEnum, crawford });
  if (!options.ok) throw DomainError.fromRule(options.error);
  return options.value;
}

/** The Match rows to open for playable matches of the draw, created by the actor (or the tournament's creator). */
export function newMatchRows(
  t: StoredTournament,
  matches: readonly DocMatch[],
  actorId: string | null,
): NewMatchRow[] {
  const now = Date.now();
  return matches.map((m) => ({
    id: randomUUID(),
    clubId: t.clubId,
    options: engineOptions(t.scoringProfile, m.length, t.crawford),
    timeControl: roundTimeControl(t, m.round, m.length),
    abandonMinutes: (t.abandonHours ?? 24) * 60,
    startBy: t.startDeadlineHours ? new Date(now + t.startDeadlineHours * 3_600_000) : null,
    createdById: actorId ?? t.createdById,
    tournamentId: t.id,
    tournamentRound: m.round,
    tournamentSlot: m.slot,
    players: m.players as [string, string],
  }));
}

/** The stored clock settings of a tournament (specs, resolved per match length). */
interface TimeControlSettings {
  readonly timeControl: unknown;
  readonly roundTimeControls: unknown;
}

/** The spec that applies to a round: the round's own, else the event's; null: no clock. */
export function roundSpec(t: TimeControlSettings, round: number): TimeControlSpec | null {
  const rounds = Array.isArray(t.roundTimeControls)
    ? (t.roundTimeControls as (TimeControlSpec | null)[])
    : [];
  return rounds[round - 1] ?? (t.timeControl as TimeControlSpec | null) ?? null;
}

/** The clock of a match of `round` over `length` points, or the engine's refusal (INVALID_TIME_CONTROL). */
export function roundTimeControl(t: TimeControlSettings, round: number, length: number): TimeControl | null {
  const spec = roundSpec(t, round);
  if (!spec) return null;
  const resolved = resolveTimeControl(spec, length);
  if (!resolved.ok) throw timeControlRefusal(resolved.error);
  return resolved.value;
}

/**
 * Checks a tournament's clock settings against its match lengths (every round that can be played), before
 * anything is stored: the first refusal names the field.
 */
export function checkTimeControls(t: TimeControlSettings, lengths: readonly number[], rounds: number): void {
  for (let round = 1; round <= rounds; round++)
    roundTimeControl(t, round, matchLengthForRound(lengths, round));
}
