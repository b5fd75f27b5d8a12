/**
 * The names people read for the matches of a draw: "Final", "Semifinal 1", "Quartas de final 3",
 * "Rodada 1 – Partida 2", "Consolação – Final", "Rodada 2 – Mesa 3" (Swiss), "Grupo 2 – Rodada 3 – Partida 1"
 * (round robin). The library's ids ("main-r1-m2") are for machines; every screen, report line and title
 * shows these instead, and no two matches of a tournament share a name.
 *
 * A knockout round is named by what is left of its flight, counted from the end: the last round is the final
 * when it has one match, the round before it the semi-finals when it has two, the one before that the
 * quarter-finals when it has four. Any other round (an early round, or a round of a feeder flight where new
 * losers join the survivors one to one) is "Round r – Match n". A double elimination names its winners' and
 * losers' brackets the same way ("Chave dos perdedores – Final"), then "Grande final" and its reset
 * ("Grande final – Desempate"). Texts exist in pt-BR and English.
 */
import type { FlightName } from './bracket';
import type { DoubleFlight } from './double-elimination';
import type { TournamentFormat } from './types';

/** One line of a draw, as the API lists it (docMatches). */
export interface NamedLine {
  readonly slot: string;
  readonly flight: FlightName | DoubleFlight | null;
  readonly group: number | null;
  readonly round: number;
  readonly number: number;
  /** A Swiss or round-robin bye: a player sits the round out (a knockout bye is a match line). */
  readonly bye?: boolean;
}

/** A knockout's flight as names show it: a single elimination's, or a double elimination's two brackets. */
export type KnockoutFlight = FlightName | Exclude<DoubleFlight, 'final'>;

export type MatchName =
  | { readonly kind: 'final'; readonly flight: KnockoutFlight }
  | { readonly kind: 'semiFinal'; readonly flight: KnockoutFlight; readonly number: number }
  | { readonly kind: 'quarterFinal'; readonly flight: KnockoutFlight; readonly number: number }
  | {
      readonly kind: 'knockoutRound';
      readonly flight: KnockoutFlight;
      readonly round: number;
      readonly number: number;
    }
  /** A double elimination's grand final: 1 the first, 2 the reset. */
  | { readonly kind: 'grandFinal'; readonly number: number }
  | { readonly kind: 'swissTable'; readonly round: number; readonly number: number }
  | { readonly kind: 'swissBye'; readonly round: number }
  | {
      readonly kind: 'groupMatch';
      /** Null when the round robin has one group (the group says nothing then). */
      readonly group: number | null;
      readonly round: number;
      readonly number: number;
    }
  | { readonly kind: 'groupBye'; readonly group: number | null; readonly round: number };

export type NameLocale = 'pt-BR' | 'en';

/** The stages named from the end of a knockout flight, with the match count each must have. */
const STAGES = [
  ['final', 1],
  ['semiFinal', 2],
  ['quarterFinal', 4],
] as const;

function knockoutNames(lines: readonly NamedLine[], flight: KnockoutFlight, out: Map<string, MatchName>) {
  const counts = new Map<number, number>();
  for (const l of lines) counts.set(l.round, (counts.get(l.round) ?? 0) + 1);
  const last = Math.max(...counts.keys());
  // Round -> stage, from the final backwards, stopping at the first round that does not fit.
  const stageOf = new Map<number, (typeof STAGES)[number][0]>();
  for (const [i, [stage, count]] of STAGES.entries()) {
    if (counts.get(last - i) !== count) break;
    stageOf.set(last - i, stage);
  }
  for (const l of lines) {
    const stage = stageOf.get(l.round);
    out.set(
      l.slot,
      stage === 'final'
        ? { kind: 'final', flight }
        : stage
          ? { kind: stage, flight, number: l.number }
          : { kind: 'knockoutRound', flight, round: l.round, number: l.number },
    );
  }
}

/** Every line's name, by slot. */
export function matchNames(format: TournamentFormat, lines: readonly NamedLine[]): Map<string, MatchName> {
  const out = new Map<string, MatchName>();
  switch (format) {
    case 'singleElimination': {
      const flights = new Set(lines.map((l) => (l.flight ?? 'main') as FlightName));
      for (const flight of flights) {
        knockoutNames(
          lines.filter((l) => (l.flight ?? 'main') === flight),
          flight,
          out,
        );
      }
      return out;
    }
    case 'doubleElimination':
      for (const flight of ['winners', 'losers'] as const) {
        const inFlight = lines.filter((l) => l.flight === flight);
        if (inFlight.length) knockoutNames(inFlight, flight, out);
      }
      for (const l of lines.filter((x) => x.flight === 'final')) {
        out.set(l.slot, { kind: 'grandFinal', number: l.round });
      }
      return out;
    case 'swiss':
      for (const l of lines) {
        out.set(
          l.slot,
          l.bye
            ? { kind: 'swissBye', round: l.round }
            : { kind: 'swissTable', round: l.round, number: l.number },
        );
      }
      return out;
    case 'roundRobin': {
      const several = new Set(lines.map((l) => l.group ?? 1)).size > 1;
      for (const l of lines) {
        const group = several ? (l.group ?? 1) : null;
        out.set(
          l.slot,
          l.bye
            ? { kind: 'groupBye', group, round: l.round }
            : { kind: 'groupMatch', group, round: l.round, number: l.number },
        );
      }
      return out;
    }
  }
}

const WORDS = {
  'pt-BR': {
    final: 'Final',
    semiFinal: 'Semifinal',
    quarterFinal: 'Quartas de final',
    round: 'Rodada',
    match: 'Partida',
    table: 'Mesa',
    bye: 'Folga',
    group: 'Grupo',
    flight: {
      main: 'Chave principal',
      consolation: 'Consolação',
      lastChance: 'Última chance',
      winners: 'Chave dos vencedores',
      losers: 'Chave dos perdedores',
    },
    grandFinal: 'Grande final',
    reset: 'Desempate',
  },
  en: {
    final: 'Final',
    semiFinal: 'Semi-final',
    quarterFinal: 'Quarter-final',
    round: 'Round',
    match: 'Match',
    table: 'Table',
    bye: 'Bye',
    group: 'Group',
    flight: {
      main: 'Main draw',
      consolation: 'Consolation',
      lastChance: 'Last chance',
      winners: "Winners' bracket",
      losers: "Losers' bracket",
    },
    grandFinal: 'Grand final',
    reset: 'Reset',
  },
} as const;

/** The parts of a name are joined with an en dash: "Rodada 1 – Partida 2". */
const SEP = ' – ';

/**
 * A name as text. `flight: false` leaves out the flight of a consolation or last-chance match (where the
 * page already says which flight it is, e.g. a column of its bracket); the main flight is never named.
 */
export function matchNameText(
  name: MatchName,
  locale: NameLocale,
  options: { readonly flight?: boolean } = {},
): string {
  const w = WORDS[locale];
  const prefix = (flight: KnockoutFlight) =>
    flight !== 'main' && options.flight !== false ? [w.flight[flight]] : [];
  const group = (g: number | null) => (g === null ? [] : [`${w.group} ${g}`]);
  const parts: string[] = (() => {
    switch (name.kind) {
      case 'final':
        return [...prefix(name.flight), w.final];
      case 'semiFinal':
        return [...prefix(name.flight), `${w.semiFinal} ${name.number}`];
      case 'quarterFinal':
        return [...prefix(name.flight), `${w.quarterFinal} ${name.number}`];
      case 'knockoutRound':
        return [...prefix(name.flight), `${w.round} ${name.round}`, `${w.match} ${name.number}`];
      case 'grandFinal':
        return name.number === 1 ? [w.grandFinal] : [w.grandFinal, w.reset];
      case 'swissTable':
        return [`${w.round} ${name.round}`, `${w.table} ${name.number}`];
      case 'swissBye':
        return [`${w.round} ${name.round}`, w.bye];
      case 'groupMatch':
        return [...group(name.group), `${w.round} ${name.round}`, `${w.match} ${name.number}`];
      case 'groupBye':
        return [...group(name.group), `${w.round} ${name.round}`, w.bye];
    }
  })();
  return parts.join(SEP);
}

/** "pt-BR" for Portuguese (any region), else English. */
export const nameLocale = (locale: string): NameLocale => (locale.startsWith('pt') ? 'pt-BR' : 'en');
