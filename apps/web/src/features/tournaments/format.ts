/**
 * Pure helpers of the tournament screens: reading what a director typed and arranging what the API returned
 * for display. No rule is decided here (the API validates lengths, scores and advancement).
 */

/** GraphQL's Int is 32-bit: a bigger number would be refused as a whole request, naming no field. */
const INT_MAX = 2 ** 31 - 1;

/**
 * An integer as typed, or -1 so that the API refuses it with its own (localised) message and names the
 * field: also for a number too big for GraphQL's Int, which would otherwise fail the whole request.
 */
export function typedInt(value: string): number {
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isInteger(n) && Math.abs(n) <= INT_MAX ? n : -1;
}

/** "5-5-7-9", "5, 5, 7, 9" or "5 5 7 9" as [5, 5, 7, 9]. */
export function parseMatchLengths(typed: string): number[] {
  return typed
    .split(/[\s,;/-]+/)
    .filter((part) => part !== '')
    .map(typedInt);
}

/** The length of each round of a draw of `rounds` rounds: the last given length repeats. */
export function lengthOfRound(matchLengths: readonly number[], round: number): number | undefined {
  return matchLengths.length ? matchLengths[Math.min(round, matchLengths.length) - 1] : undefined;
}

export type FlightName = 'MAIN' | 'CONSOLATION' | 'LAST_CHANCE';
export const FLIGHTS: readonly FlightName[] = ['MAIN', 'CONSOLATION', 'LAST_CHANCE'];

interface Placed {
  readonly flight?: FlightName | null;
  readonly group?: number | null;
  readonly round: number;
  readonly number: number;
}

/** Matches by round, rounds in order, matches by number: the columns of a bracket or the list of pairings. */
export function byRound<M extends Placed>(matches: readonly M[]): { round: number; matches: M[] }[] {
  const rounds = new Map<number, M[]>();
  for (const m of matches) rounds.set(m.round, [...(rounds.get(m.round) ?? []), m]);
  return [...rounds.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, list]) => ({ round, matches: list.sort((a, b) => a.number - b.number) }));
}

/** The flights a single-elimination draw has, in order, with their rounds. */
export function byFlight<M extends Placed>(
  matches: readonly M[],
): { flight: FlightName; rounds: { round: number; matches: M[] }[] }[] {
  return FLIGHTS.map((flight) => ({
    flight,
    rounds: byRound(matches.filter((m) => (m.flight ?? 'MAIN') === flight)),
  })).filter((f) => f.rounds.length > 0);
}

/** A rating as players read it: one decimal. A change keeps its sign. */
export function ratingText(value: number, locale: string, signed = false): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: signed ? 2 : 1,
    maximumFractionDigits: signed ? 2 : 1,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value);
}

/** A result report as the screens list it. */
export interface ReportSummary {
  readonly slot: string;
  readonly winnerId: string;
  readonly outcome: string;
  readonly score?: readonly number[] | null;
  readonly reportedById?: string | null;
}

/**
 * One report in a line, with the page's `tournaments` messages: slot, winner, outcome, score and who reported
 * it (a director when the reporter is not a player of the tournament).
 */
export function reportLine(
  t: (key: string, values: Record<string, string>) => string,
  r: ReportSummary,
  names: ReadonlyMap<string, string>,
): string {
  return t('reportLine', {
    slot: r.slot,
    winner: names.get(r.winnerId) ?? '?',
    outcome: t(`outcome.${r.outcome}`, {}),
    score: r.score ? r.score.join('–') : '—',
    by: (r.reportedById ? names.get(r.reportedById) : undefined) ?? t('aDirector', {}),
  });
}

/** Entries per page of an audit trail. */
export const AUDIT_PAGE_SIZE = 100;

export interface AuditWindow {
  /** The page shows the entries after this sequence number (a multiple of the page size). */
  readonly after: number;
  readonly page: number;
  readonly pages: number;
  readonly previous: number | null;
  readonly next: number | null;
  readonly last: number;
}

/**
 * Which page of a chain of `total` entries (numbered 1..total) to show for the asked `after` (from the address,
 * so anything): a page boundary within the chain, with its neighbours.
 */
export function auditWindow(total: number, asked: unknown, size = AUDIT_PAGE_SIZE): AuditWindow {
  const pages = Math.max(1, Math.ceil(total / size));
  const last = (pages - 1) * size;
  const number = Number(asked);
  const wanted = Number.isInteger(number) && number > 0 ? number : 0;
  const after = Math.min(last, Math.floor(wanted / size) * size);
  return {
    after,
    page: after / size + 1,
    pages,
    previous: after > 0 ? after - size : null,
    next: after < last ? after + size : null,
    last,
  };
}

/** The `after` of the page that shows entry `seq`. */
export const auditPageOf = (seq: number, size = AUDIT_PAGE_SIZE) =>
  Math.max(0, Math.floor((seq - 1) / size) * size);
