/**
 * Single elimination, with optional consolation and last-chance flights.
 *
 * A bracket is a list of matches in play order (a topological order: every match comes after the matches
 * that feed it). Each match names where its two players come from: a seeded player or a bye in round 1 of
 * the main flight, the winner of an earlier match, or the loser of an earlier match (feeder flights). Only
 * results are stored; who plays where is always derived (resolveBracket), so winners advance automatically,
 * a walkover or retirement advances the other player, and a corrected result re-derives everything after it.
 *
 * Flights:
 * - `main`: the draw of draw.ts (byes to the top seeds); winners advance until the final.
 * - `consolation` (optional): the losers of main rounds 1 .. losersBeforeRound - 1 (default 2: first-round
 *   losers only). Lines that can never hold a player (the "loser" of a bye) are left out when the bracket is
 *   built. The first wave of losers keeps draw order (loser of match 1 v loser of match 2, ...) over the
 *   next power of two, its byes spread like the top seeds' byes of a draw (placeWave). Each later
 *   wave (losers of a later main round) meets the survivors one to one, in reverse order so that early
 *   opponents are not met again straight away; whichever side has more lines first plays a round among
 *   itself.
 * - `lastChance` (optional): the same construction fed by the consolation's early losers (default: its
 *   first-round losers), or by the main flight's when there is no consolation, so nobody is in two flights
 *   at once.
 * Every match of every flight is known when the bracket is created; results fill it in.
 */
import { bracketSize, firstRoundDraw, seedPositions } from './draw';
import { DEFAULT_CRAWFORD, matchLengthForRound, validateMatchLengths } from './match-length';
import { type MatchResult, type ResultReport, matchResult } from './result';
import { type PlayerId, type Result, err, firstDuplicate, ok } from './types';

export type FlightName = 'main' | 'consolation' | 'lastChance';

export type SlotSource =
  | { readonly kind: 'player'; readonly player: PlayerId }
  | { readonly kind: 'bye' }
  | { readonly kind: 'winner'; readonly match: string }
  | { readonly kind: 'loser'; readonly match: string };

export interface BracketMatch {
  /** `${flight}-r${round}-m${number}`, e.g. "main-r1-m3". */
  readonly id: string;
  readonly flight: FlightName;
  /** 1-based, within the flight. */
  readonly round: number;
  /** 1-based, top of the draw first. */
  readonly number: number;
  readonly length: number;
  readonly slots: readonly [SlotSource, SlotSource];
  readonly result: MatchResult | null;
}

export interface Flight {
  readonly name: FlightName;
  readonly rounds: number;
  readonly matchLengths: readonly number[];
  /** The flight whose losers enter this one (null for main). */
  readonly source: FlightName | null;
  /** Losers of the source's rounds before this one enter (null for main). */
  readonly losersBeforeRound: number | null;
}

export interface Bracket {
  readonly format: 'singleElimination';
  readonly crawford: boolean;
  /** Entrants in seed order, seed 1 first. */
  readonly seeds: readonly PlayerId[];
  /** Lines in round 1 of the main flight (a power of two). */
  readonly size: number;
  readonly flights: readonly Flight[];
  readonly matches: readonly BracketMatch[];
}

export interface FeederOptions {
  /** Losers of the source flight's rounds 1 .. losersBeforeRound - 1 enter; default 2 (first-round losers). */
  readonly losersBeforeRound?: number;
  /** Lengths by this flight's own rounds; default: the main schedule. */
  readonly matchLengths?: readonly number[];
}

export interface BracketOptions {
  /** Main flight lengths by round, e.g. [5, 5, 7, 9]; the last repeats. */
  readonly matchLengths: readonly number[];
  /** Crawford rule in every match of the tournament; default on. */
  readonly crawford?: boolean;
  readonly consolation?: FeederOptions;
  readonly lastChance?: FeederOptions;
}

const BYE: SlotSource = { kind: 'bye' };

/**
 * A feeder wave's lines over the next power of two, keeping their order (loser of match 1 v loser of match
 * 2, ...). When lines are missing, the pairs that get a bye are spread like the top seeds of a draw
 * (draw.ts): with 5 lines in 8, pairs 1, 3 and 4 hold a line and a bye, pair 2 holds two lines.
 */
function placeWave(lines: readonly SlotSource[]): SlotSource[] {
  if (lines.length < 2) return lines.slice();
  const size = bracketSize(lines.length);
  const byes = size - lines.length;
  const out: SlotSource[] = [];
  let next = 0;
  for (const rank of seedPositions(size / 2)) {
    out.push(lines[next++]);
    out.push(rank <= byes ? BYE : lines[next++]);
  }
  return out;
}

/**
 * Builds the rounds of one flight. `pool` is the first round's lines (already placed); each later wave of
 * newcomers meets the survivors one to one, once both sides have been reduced to the same number of lines.
 */
function buildFlight(
  name: FlightName,
  pool: readonly SlotSource[],
  waves: readonly (readonly SlotSource[])[],
  lengths: readonly number[],
) {
  const matches: BracketMatch[] = [];
  let round = 0;
  const addRound = (pairs: [SlotSource, SlotSource][]): SlotSource[] => {
    round++;
    return pairs.map((slots, i) => {
      const id = `${name}-r${round}-m${i + 1}`;
      matches.push({
        id,
        flight: name,
        round,
        number: i + 1,
        length: matchLengthForRound(lengths, round),
        slots,
        result: null,
      });
      return { kind: 'winner', match: id };
    });
  };
  const halve = (lines: readonly SlotSource[]): [SlotSource, SlotSource][] => {
    const pairs: [SlotSource, SlotSource][] = [];
    for (let i = 0; i + 1 < lines.length; i += 2) pairs.push([lines[i], lines[i + 1]]);
    return pairs;
  };
  let survivors = pool.slice();
  for (const wave of waves) {
    let newcomers = placeWave(wave.slice().reverse());
    while (survivors.length > newcomers.length) survivors = addRound(halve(survivors));
    while (newcomers.length > survivors.length) newcomers = addRound(halve(newcomers));
    survivors = addRound(survivors.map((s, i): [SlotSource, SlotSource] => [s, newcomers[i]]));
  }
  while (survivors.length > 1) survivors = addRound(halve(survivors));
  return { matches, rounds: round };
}

/**
 * A line that can never hold a player: a bye, the loser of a match with a bye, the winner of two such lines.
 * Known when the bracket is built, so feeder flights leave these lines out instead of carrying empty lines.
 */
function neverPlayer(source: SlotSource, byId: ReadonlyMap<string, BracketMatch>): boolean {
  switch (source.kind) {
    case 'player':
      return false;
    case 'bye':
      return true;
    case 'winner':
    case 'loser': {
      const m = byId.get(source.match);
      if (!m) return true;
      const [a, b] = m.slots.map((x) => neverPlayer(x, byId));
      return source.kind === 'winner' ? a && b : a || b;
    }
  }
}

/** The losers of the source flight's rounds 1 .. before - 1, one wave per round, empty lines left out. */
function feederWaves(
  source: readonly BracketMatch[],
  before: number,
  byId: ReadonlyMap<string, BracketMatch>,
): SlotSource[][] {
  const waves: SlotSource[][] = [];
  for (let r = 1; r < before; r++) {
    const losers = source
      .filter((m) => m.round === r)
      .map((m): SlotSource => ({ kind: 'loser', match: m.id }))
      .filter((line) => !neverPlayer(line, byId));
    if (losers.length > 0) waves.push(losers);
  }
  return waves;
}

/** A new bracket for entrants in seed order (seeding.ts). */
export function createBracket(seeds: readonly PlayerId[], options: BracketOptions): Result<Bracket> {
  if (seeds.length < 2) return err('TOO_FEW_PLAYERS', 'a bracket needs at least 2 players');
  const duplicate = firstDuplicate(seeds);
  if (duplicate !== null) return err('DUPLICATE_PLAYER', `${duplicate} is entered twice`);
  const lengths = validateMatchLengths(options.matchLengths);
  if (!lengths.ok) return lengths;

  const size = bracketSize(seeds.length);
  const lines = firstRoundDraw(seeds).flatMap((pair) =>
    pair.map((p): SlotSource => (p === null ? { kind: 'bye' } : { kind: 'player', player: p })),
  );
  const main = buildFlight('main', lines, [], lengths.value);
  const flights: Flight[] = [
    { name: 'main', rounds: main.rounds, matchLengths: lengths.value, source: null, losersBeforeRound: null },
  ];
  const matches: BracketMatch[] = [...main.matches];

  const feeders: [FlightName, FeederOptions | undefined][] = [
    ['consolation', options.consolation],
    ['lastChance', options.lastChance],
  ];
  for (const [name, feeder] of feeders) {
    if (feeder === undefined) continue;
    const source = flights[flights.length - 1];
    const before = feeder.losersBeforeRound ?? 2;
    if (!Number.isInteger(before) || before < 2 || before > source.rounds) {
      return err(
        'INVALID_OPTIONS',
        `${name}: losers before round ${before} of ${source.name}, which has ${source.rounds} round(s)`,
      );
    }
    const flightLengths = validateMatchLengths(feeder.matchLengths ?? lengths.value);
    if (!flightLengths.ok) return flightLengths;
    const byId = new Map(matches.map((m) => [m.id, m]));
    const [first = [], ...later] = feederWaves(
      matches.filter((m) => m.flight === source.name),
      before,
      byId,
    );
    if (first.length + later.reduce((sum, w) => sum + w.length, 0) < 2) {
      return err('INVALID_OPTIONS', `${name}: fewer than 2 players could enter`);
    }
    const built = buildFlight(name, placeWave(first), later, flightLengths.value);
    flights.push({
      name,
      rounds: built.rounds,
      matchLengths: flightLengths.value,
      source: source.name,
      losersBeforeRound: before,
    });
    matches.push(...built.matches);
  }

  return ok({
    format: 'singleElimination',
    crawford: options.crawford ?? DEFAULT_CRAWFORD,
    seeds: seeds.slice(),
    size,
    flights,
    matches,
  });
}

/** Who stands on a line: a player, nobody (a bye), or not known yet. */
export type Slot =
  | { readonly state: 'player'; readonly player: PlayerId }
  | { readonly state: 'empty' }
  | { readonly state: 'pending' };

/**
 * - `waiting`: a line is not known yet;
 * - `ready`: two players, no result;
 * - `finished`: two players and their result;
 * - `bye`: one player against an empty line, who advances without playing;
 * - `void`: two empty lines (possible in feeder flights), nobody advances.
 */
export type MatchStatus = 'waiting' | 'ready' | 'finished' | 'bye' | 'void';

export interface MatchView {
  readonly match: BracketMatch;
  readonly slots: readonly [Slot, Slot];
  readonly status: MatchStatus;
  /** Who advances (pending until known, empty when nobody does). */
  readonly winner: Slot;
  /** Who drops to a feeder flight (empty after a bye). */
  readonly loser: Slot;
}

const PENDING: Slot = { state: 'pending' };
const EMPTY: Slot = { state: 'empty' };
const player = (id: PlayerId): Slot => ({ state: 'player', player: id });

/** The stored result still fits the players now on the lines. */
const resultFits = (result: MatchResult, a: PlayerId, b: PlayerId): boolean =>
  (result.winner === a && result.loser === b) || (result.winner === b && result.loser === a);

function viewOf(match: BracketMatch, views: ReadonlyMap<string, MatchView>): MatchView {
  const slotOf = (source: SlotSource): Slot => {
    switch (source.kind) {
      case 'player':
        return player(source.player);
      case 'bye':
        return EMPTY;
      case 'winner':
        return views.get(source.match)?.winner ?? PENDING;
      case 'loser':
        return views.get(source.match)?.loser ?? PENDING;
    }
  };
  const slots: [Slot, Slot] = [slotOf(match.slots[0]), slotOf(match.slots[1])];
  const [a, b] = slots;
  if (a.state === 'empty' || b.state === 'empty') {
    const other = a.state === 'empty' ? b : a;
    const status: MatchStatus =
      other.state === 'empty' ? 'void' : other.state === 'player' ? 'bye' : 'waiting';
    return { match, slots, status, winner: other, loser: EMPTY };
  }
  if (a.state === 'player' && b.state === 'player') {
    const r = match.result;
    if (r !== null && resultFits(r, a.player, b.player)) {
      return { match, slots, status: 'finished', winner: player(r.winner), loser: player(r.loser) };
    }
    return { match, slots, status: 'ready', winner: PENDING, loser: PENDING };
  }
  return { match, slots, status: 'waiting', winner: PENDING, loser: PENDING };
}

/** Every match with its players and state, in play order. */
export function resolveBracket(bracket: Bracket): MatchView[] {
  const views = new Map<string, MatchView>();
  return bracket.matches.map((m) => {
    const v = viewOf(m, views);
    views.set(m.id, v);
    return v;
  });
}

/** One match with its players and state. */
export function bracketMatch(bracket: Bracket, matchId: string): Result<MatchView> {
  const view = resolveBracket(bracket).find((v) => v.match.id === matchId);
  return view ? ok(view) : err('UNKNOWN_MATCH', `no match ${matchId}`);
}

/** A later match whose players changed because of a correction. */
export interface BracketChange {
  readonly matchId: string;
  readonly slotsBefore: readonly [Slot, Slot];
  readonly slotsAfter: readonly [Slot, Slot];
  /** The result that no longer fits the new players and was removed (to be replayed), or null. */
  readonly voidedResult: MatchResult | null;
}

export interface BracketUpdate {
  readonly bracket: Bracket;
  /** Matches after the changed one whose players changed, in play order; empty when the winner is the same. */
  readonly changes: readonly BracketChange[];
}

const sameSlot = (a: Slot, b: Slot): boolean =>
  a.state === b.state && (a.state !== 'player' || (b.state === 'player' && a.player === b.player));

/** Sets one match's result, then removes every later result that no longer fits its players. */
function settle(bracket: Bracket, matchId: string, result: MatchResult | null): BracketUpdate {
  const before = new Map(resolveBracket(bracket).map((v) => [v.match.id, v]));
  const views = new Map<string, MatchView>();
  const changes: BracketChange[] = [];
  const matches = bracket.matches.map((m) => {
    let match = m.id === matchId ? { ...m, result } : m;
    let view = viewOf(match, views);
    if (match.result !== null && view.status !== 'finished') {
      match = { ...match, result: null };
      view = viewOf(match, views);
    }
    views.set(m.id, view);
    const old = before.get(m.id) as MatchView;
    const moved = !sameSlot(old.slots[0], view.slots[0]) || !sameSlot(old.slots[1], view.slots[1]);
    if (m.id !== matchId && (moved || match.result !== m.result)) {
      changes.push({
        matchId: m.id,
        slotsBefore: old.slots,
        slotsAfter: view.slots,
        voidedResult: match.result !== m.result ? m.result : null,
      });
    }
    return match;
  });
  return { bracket: { ...bracket, matches }, changes };
}

function playable(bracket: Bracket, matchId: string): Result<MatchView & { players: [PlayerId, PlayerId] }> {
  const found = bracketMatch(bracket, matchId);
  if (!found.ok) return found;
  const v = found.value;
  if (v.status === 'bye' || v.status === 'void')
    return err('MATCH_IS_BYE', `${matchId} is a bye: nothing to play`);
  if (v.slots[0].state !== 'player' || v.slots[1].state !== 'player') {
    return err('MATCH_NOT_READY', `${matchId} does not have both players yet`);
  }
  return ok({ ...v, players: [v.slots[0].player, v.slots[1].player] });
}

/** Records the result of a match that has none; the winner advances, the loser drops to a feeder flight. */
export function recordBracketResult(
  bracket: Bracket,
  matchId: string,
  report: ResultReport,
): Result<Bracket> {
  const found = playable(bracket, matchId);
  if (!found.ok) return found;
  if (found.value.status === 'finished') {
    return err('RESULT_ALREADY_RECORDED', `${matchId} already has a result; correct it instead`);
  }
  const result = matchResult(found.value.players, found.value.match.length, report);
  if (!result.ok) return result;
  return ok(settle(bracket, matchId, result.value).bracket);
}

/**
 * Replaces the result of a finished match. When the winner changes, advancement is derived again: every
 * later match whose players changed is reported, and its result, if any, is removed (it must be replayed).
 */
export function correctBracketResult(
  bracket: Bracket,
  matchId: string,
  report: ResultReport,
): Result<BracketUpdate> {
  const found = playable(bracket, matchId);
  if (!found.ok) return found;
  if (found.value.status !== 'finished') return err('NO_RESULT', `${matchId} has no result to correct`);
  const result = matchResult(found.value.players, found.value.match.length, report);
  if (!result.ok) return result;
  return ok(settle(bracket, matchId, result.value));
}

/** Removes a result recorded by mistake; later matches that depended on it are reported as by a correction. */
export function clearBracketResult(bracket: Bracket, matchId: string): Result<BracketUpdate> {
  const found = playable(bracket, matchId);
  if (!found.ok) return found;
  if (found.value.status !== 'finished') return err('NO_RESULT', `${matchId} has no result to clear`);
  return ok(settle(bracket, matchId, null));
}

/** Matches that can be played now (both players known, no result), in play order. */
export const readyMatches = (bracket: Bracket): MatchView[] =>
  resolveBracket(bracket).filter((v) => v.status === 'ready');

/** The flight is decided: no match is waiting or ready. */
export function flightFinished(bracket: Bracket, flight: FlightName): boolean {
  return resolveBracket(bracket)
    .filter((v) => v.match.flight === flight)
    .every((v) => v.status === 'finished' || v.status === 'bye' || v.status === 'void');
}
