/**
 * The id of a match record (docs/domain.md, "Replay and analysis"), one string for every kind of match a viewer
 * may replay: `m:<matchUuid>` (a match played on the site, online or in a tournament), `i:<importedUuid>` (an
 * imported .mat) and `c:<chouetteUuid>:<game>` (one board game of a chouette table, numbered from 1). Pure:
 * parsing refuses anything else, so a malformed id never reaches a query.
 */
export type RecordRef =
  | { readonly kind: 'match'; readonly matchId: string }
  | { readonly kind: 'imported'; readonly importedId: string }
  | { readonly kind: 'chouette'; readonly sessionId: string; readonly game: number };

/** The longest id: `c:` + a uuid + `:` + a game number of at most 6 digits. */
export const MAX_RECORD_ID_LENGTH = 2 + 36 + 1 + 6;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const MATCH = new RegExp(`^m:(${UUID})$`, 'i');
const IMPORTED = new RegExp(`^i:(${UUID})$`, 'i');
const CHOUETTE = new RegExp(`^c:(${UUID}):([1-9][0-9]{0,5})$`, 'i');

/** The record an id names, or null when it is not a record id. Uuids come back in lower case. */
export function parseRecordId(id: string): RecordRef | null {
  if (id.length > MAX_RECORD_ID_LENGTH) return null;
  let m = MATCH.exec(id);
  if (m) return { kind: 'match', matchId: m[1].toLowerCase() };
  m = IMPORTED.exec(id);
  if (m) return { kind: 'imported', importedId: m[1].toLowerCase() };
  m = CHOUETTE.exec(id);
  if (m) return { kind: 'chouette', sessionId: m[1].toLowerCase(), game: Number(m[2]) };
  return null;
}

export function recordIdOf(ref: RecordRef): string {
  switch (ref.kind) {
    case 'match':
      return `m:${ref.matchId}`;
    case 'imported':
      return `i:${ref.importedId}`;
    case 'chouette':
      return `c:${ref.sessionId}:${ref.game}`;
  }
}

/** How an analysis row names its subject (MatchAnalysis.subjectKind and subjectId). */
export function analysisSubjectOf(ref: RecordRef): {
  subjectKind: 'MATCH' | 'IMPORTED' | 'CHOUETTE_GAME';
  subjectId: string;
} {
  switch (ref.kind) {
    case 'match':
      return { subjectKind: 'MATCH', subjectId: ref.matchId };
    case 'imported':
      return { subjectKind: 'IMPORTED', subjectId: ref.importedId };
    case 'chouette':
      return { subjectKind: 'CHOUETTE_GAME', subjectId: `${ref.sessionId}:${ref.game}` };
  }
}

/** The record id of a stored analysis's subject (the inverse of analysisSubjectOf). */
export function recordIdOfSubject(subjectKind: string, subjectId: string): string {
  const prefix = subjectKind === 'MATCH' ? 'm' : subjectKind === 'IMPORTED' ? 'i' : 'c';
  return `${prefix}:${subjectId}`;
}
