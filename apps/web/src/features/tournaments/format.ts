import {
  type DoubleFlight,
  type FlightName as LibFlight,
  type MatchName,
  matchNames,
  matchNameText,
  nameLocale,
} from '@gamao/tournament';

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

export type FlightName = 'MAIN' | 'CONSOLATION' | 'LAST_CHANCE' | 'WINNERS' | 'LOSERS' | 'GRAND_FINAL';
/** A single elimination's flights, each placed on its own. */
export const FLIGHTS: readonly FlightName[] = ['MAIN', 'CONSOLATION', 'LAST_CHANCE'];
/** A double elimination's parts, shown as brackets; it is placed as a whole. */
export const DOUBLE_FLIGHTS: readonly FlightName[] = ['WINNERS', 'LOSERS', 'GRAND_FINAL'];

/**
 * The flights whose placings a knockout shows: each single-elimination flight the draw has, or the double
 * elimination as a whole (asked as GRAND_FINAL, where it ends).
 */
export function placedFlights(
  format: string,
  matches: readonly { flight?: FlightName | null }[],
): FlightName[] {
  if (format === 'DOUBLE_ELIMINATION') return ['GRAND_FINAL'];
  return FLIGHTS.filter((f) => matches.some((m) => (m.flight ?? 'MAIN') === f));
}

/** The formats shown as brackets (a tree per flight) and placed, rather than paired and ranked. */
export const isKnockout = (format: string): boolean =>
  format === 'SINGLE_ELIMINATION' || format === 'DOUBLE_ELIMINATION';

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

/** The flights a knockout draw has (a double elimination's two brackets and grand final), with their rounds. */
export function byFlight<M extends Placed>(
  matches: readonly M[],
): { flight: FlightName; rounds: { round: number; matches: M[] }[] }[] {
  return [...FLIGHTS, ...DOUBLE_FLIGHTS]
    .map((flight) => ({
      flight,
      rounds: byRound(matches.filter((m) => (m.flight ?? 'MAIN') === flight)),
    }))
    .filter((f) => f.rounds.length > 0);
}

const LIB_FLIGHT: Record<FlightName, LibFlight | DoubleFlight> = {
  MAIN: 'main',
  CONSOLATION: 'consolation',
  LAST_CHANCE: 'lastChance',
  WINNERS: 'winners',
  LOSERS: 'losers',
  GRAND_FINAL: 'final',
};
const LIB_FORMAT = {
  SINGLE_ELIMINATION: 'singleElimination',
  DOUBLE_ELIMINATION: 'doubleElimination',
  SWISS: 'swiss',
  ROUND_ROBIN: 'roundRobin',
} as const;

/** A line of the draw as the API lists it. */
interface DrawLine extends Placed {
  readonly slot: string;
  readonly state: string;
}

/** The name of each match of a draw ("Semifinal 1", "Consolação – Final", "Rodada 2 – Mesa 3"), by slot. */
export interface MatchNamer {
  /** The full name; with `flight: false`, without the flight of a consolation or last-chance match. */
  (slot: string, options?: { flight?: boolean }): string;
  /** The kind of name a slot has ("final", "semiFinal", "swissTable", ...), or null for a slot not in the draw. */
  stage(slot: string): MatchName['kind'] | null;
}

/**
 * Names every match of a draw with @gamao/tournament's matchNames, in the page's language. A slot the draw
 * does not hold (none should) is named by the round and number it carries, never shown as an id.
 */
export function matchNamer(
  format: keyof typeof LIB_FORMAT,
  matches: readonly DrawLine[],
  locale: string,
): MatchNamer {
  const names = matchNames(
    LIB_FORMAT[format],
    matches.map((m) => ({
      slot: m.slot,
      flight: m.flight ? LIB_FLIGHT[m.flight] : null,
      group: m.group ?? null,
      round: m.round,
      number: m.number,
      bye: m.state === 'BYE' && !m.flight,
    })),
  );
  const language = nameLocale(locale);
  const namer = (slot: string, options: { flight?: boolean } = {}) => {
    const name = names.get(slot);
    return name ? matchNameText(name, language, options) : '?';
  };
  namer.stage = (slot: string) => names.get(slot)?.kind ?? null;
  return namer;
}

/** What a page needs to show the draw: each match's name, and each drawn player's seed. */
export interface DrawView {
  readonly name: MatchNamer;
  readonly seeds: ReadonlyMap<string, number>;
}

/** The draw's names and the seeds of the entries (known once drawn: none before the draw). */
export function drawView(
  format: keyof typeof LIB_FORMAT,
  matches: readonly DrawLine[],
  entries: readonly { readonly seed?: number | null; readonly player: { readonly id: string } }[],
  locale: string,
): DrawView {
  const seeds = new Map<string, number>();
  if (matches.length) for (const e of entries) if (e.seed) seeds.set(e.player.id, e.seed);
  return { name: matchNamer(format, matches, locale), seeds };
}

/** The stage each round of a knockout flight is ("final", "semiFinal", ...), as its matches are named. */
export function roundStages(
  matches: readonly DrawLine[],
  namer: MatchNamer,
  flight: FlightName,
): Map<number, MatchName['kind']> {
  const stages = new Map<number, MatchName['kind']>();
  for (const m of matches) {
    const stage = namer.stage(m.slot);
    if ((m.flight ?? 'MAIN') === flight && stage) stages.set(m.round, stage);
  }
  return stages;
}

/**
 * An audit entry's subject as people read it: "match:main-r1-m2" is the match's name ("Semifinal 2"),
 * "user:<id>" the member's name, "round:3" the round; anything else (a Match row's id in the club's chain)
 * stays as recorded.
 */
export function auditSubject(
  subject: string,
  namer: MatchNamer,
  names: ReadonlyMap<string, string>,
  roundText: (round: number) => string,
): string {
  const [kind, value = ''] = subject.split(/:(.*)/s);
  if (kind === 'match' && namer.stage(value)) return namer(value);
  if (kind === 'user' && names.has(value)) return names.get(value) as string;
  if (kind === 'round' && /^\d+$/.test(value)) return roundText(Number(value));
  return subject;
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
 * One report in a line, with the page's `tournaments` messages: the match's name (never its slot id), winner,
 * outcome, score and who reported it (a director when the reporter is not a player of the tournament).
 */
export function reportLine(
  t: (key: string, values: Record<string, string>) => string,
  r: ReportSummary,
  names: ReadonlyMap<string, string>,
  matchName: (slot: string) => string,
): string {
  return t('reportLine', {
    match: matchName(r.slot),
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
