/**
 * Addresses of records: the replay of a record (its id url-encoded, `m:<matchId>`, `i:<importedId>`,
 * `c:<chouetteId>:<game>`), and where a record comes from (the page the replay's back link goes to).
 */
export const replayHref = (recordId: string, step?: number): string =>
  `/replay/${encodeURIComponent(recordId)}${step === undefined ? '' : `?at=${step}`}`;

export const onlineRecordId = (matchId: string): string => `m:${matchId}`;
export const importedRecordId = (importId: string): string => `i:${importId}`;
/** A chouette table's game: `game` is 1-based, as the table numbers its games. */
export const chouetteRecordId = (chouetteId: string, game: number): string => `c:${chouetteId}:${game}`;

/** The page a record belongs to: the online match, the tournament, the chouette table or the club. */
export function recordHome(record: {
  id: string;
  kind: string;
  clubId: string;
  tournamentId?: string | null;
}): string {
  const [prefix, id] = record.id.split(':');
  if (record.kind === 'TOURNAMENT' && record.tournamentId) return `/tournaments/${record.tournamentId}`;
  if (prefix === 'm' && id) return `/play/online/${id}`;
  if (prefix === 'c' && id) return `/chouette/${id}`;
  return `/clubs/${record.clubId}`;
}
