import { randomUUID } from 'node:crypto';
import { checkOptions } from '@gamao/engine';
import type { DocMatch } from '@gamao/tournament';
import { DomainError } from '../core/errors/domain-error';
import type { ScoringProfileEnum } from '../play/match.model';
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
  return matches.map((m) => ({
    id: randomUUID(),
    clubId: t.clubId,
    options: engineOptions(t.scoringProfile, m.length, t.crawford),
    createdById: actorId ?? t.createdById,
    tournamentId: t.id,
    tournamentRound: m.round,
    tournamentSlot: m.slot,
    players: m.players as [string, string],
  }));
}
