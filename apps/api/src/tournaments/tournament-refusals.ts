import { type DocMatch, type TournamentDoc, type TournamentError, docMatches } from '@gamao/tournament';
import { DomainError } from '../core/errors/domain-error';

/** The input field a library refusal is about, so that the site can point at it. */
const FIELD_OF: Partial<Record<TournamentError['code'], string>> = { INVALID_MATCH_LENGTH: 'matchLengths' };

/** A refusal of @gamao/tournament as the API's error, with its code. */
export const libError = (error: TournamentError) =>
  new DomainError(error.code, error.message, FIELD_OF[error.code] ? { field: FIELD_OF[error.code] } : {});

/** The value of a library result, or its refusal thrown. */
export function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: TournamentError }): T {
  if (!result.ok) throw libError(result.error);
  return result.value;
}

/** The draw document of a tournament that has been drawn. */
export function drawnDoc(t: { readonly state: TournamentDoc | null }): TournamentDoc {
  if (!t.state) throw new DomainError('WRONG_TOURNAMENT_STATUS', 'Not drawn yet');
  return t.state;
}

/** The match of a slot that waits for its result, or why a result cannot be given for it. */
export function readySlot(doc: TournamentDoc, slot: string | null): DocMatch {
  const m = docMatches(doc).find((x) => x.slot === slot);
  if (!m) throw new DomainError('UNKNOWN_MATCH');
  if (m.status === 'finished') throw new DomainError('RESULT_ALREADY_RECORDED');
  if (m.status === 'bye') throw new DomainError('MATCH_IS_BYE');
  if (m.status !== 'ready') throw new DomainError('MATCH_NOT_READY');
  return m;
}
