/**
 * Double elimination (issue 41, part 3): a player is out after his second loss.
 *
 * - Winners' bracket (`winners`): the draw of draw.ts over the next power of two m, byes to the top seeds;
 *   R = log2 m rounds.
 * - Losers' bracket (`losers`), 2R - 2 rounds: round 1 pairs the losers of winners' round 1 in draw order
 *   (loser of match 1 v loser of match 2, ...); then for each later winners' round k a drop-in round, where
 *   the survivors meet the losers of winners' round k in reverse order (so that two players who just met
 *   are not paired again at once), followed by a halving round among the survivors, except after the last
 *   drop-in (the losers' final is the drop-in of the winners' final's loser).
 * - Grand final (`final`): the winners' champion v the losers' champion. With `reset` (on by default), when
 *   the losers' champion wins it, both have lost once and a second match decides ("gf-m2", the reset);
 *   when the winners' champion wins the first, the reset is void. Without `reset` the first final decides.
 * - Byes: where a line can never hold a player (a bye, the "loser" of a bye) the other player advances;
 *   two such lines make a void match, whose empty winner is a bye for the next match. Derived at every
 *   read, like bracket.ts: only results are stored, and a correction re-derives what follows.
 * - Placings: 1 the champion, 2 the loser of the deciding final, then the losers' bracket from its last
 *   round down; players eliminated in the same losers' round share a range (3, 4, 5-6, 7-8 with 8 players).
 */
import type { MatchStatus, Slot, SlotSource } from './bracket';
import { bracketSize, firstRoundDraw } from './draw';
import { DEFAULT_CRAWFORD, matchLengthForRound, validateMatchLengths } from './match-length';
import type { Placing } from './placings';
import { type MatchResult, type ResultReport, matchResult } from './result';
import { type PlayerId, type Result, err, firstDuplicate, ok } from './types';

export type DoubleFlight = 'winners' | 'losers' | 'final';

export interface DoubleMatch {
  /** "wb-r1-m1", "lb-r2-m1", "gf-m1", "gf-m2" (the reset). */
  readonly id: string;
  readonly flight: DoubleFlight;
  readonly round: number;
  readonly number: number;
  readonly length: number;
  readonly slots: readonly [SlotSource, SlotSource];
  readonly result: MatchResult | null;
}

export interface DoubleElimination {
  readonly format: 'doubleElimination';
  readonly crawford: boolean;
  readonly seeds: readonly PlayerId[];
  /** Lines in winners' round 1 (a power of two). */
  readonly size: number;
  readonly winnersRounds: number;
  readonly losersRounds: number;
  readonly reset: boolean;
  /** In play order (each match after those that feed it): winners', losers', final. */
  readonly matches: readonly DoubleMatch[];
}

export interface DoubleEliminationOptions {
  /** Winners' bracket lengths by round; the last repeats. */
  readonly matchLengths: readonly number[];
  /** Losers' bracket lengths by its own rounds; default matchLengths. */
  readonly losersMatchLengths?: readonly number[];
  /** Grand final (and reset) length; default the winners' final's length. */
  readonly finalLength?: number;
  /** Play the reset when the losers' champion wins the first final; default true. */
  readonly reset?: boolean;
  readonly crawford?: boolean;
}

export const RESET_ID = 'gf-m2';
const winnerOf = (match: string): SlotSource => ({ kind: 'winner', match });
const loserOf = (match: string): SlotSource => ({ kind: 'loser', match });

/** A new double elimination for entrants in seed order. */
export function createDoubleElimination(
  seeds: readonly PlayerId[],
  options: DoubleEliminationOptions,
): Result<DoubleElimination> {
  if (seeds.length < 2) return err('TOO_FEW_PLAYERS', 'a double elimination needs at least 2 players');
  const duplicate = firstDuplicate(seeds);
  if (duplicate !== null) return err('DUPLICATE_PLAYER', `${duplicate} is entered twice`);
  const lengths = validateMatchLengths(options.matchLengths);
  if (!lengths.ok) return lengths;
  const losersLengths = validateMatchLengths(options.losersMatchLengths ?? lengths.value);
  if (!losersLengths.ok) return losersLengths;
  const size = bracketSize(seeds.length);
  const R = Math.log2(size);
  const finalLength = options.finalLength ?? matchLengthForRound(lengths.value, R);
  const finalCheck = validateMatchLengths([finalLength]);
  if (!finalCheck.ok) return finalCheck;

  const matches: DoubleMatch[] = [];
  const add = (flight: DoubleFlight, round: number, pairs: [SlotSource, SlotSource][], length: number) =>
    pairs.map((slots, i) => {
      const prefix = flight === 'winners' ? 'wb' : 'lb';
      const id = flight === 'final' ? `gf-m${round}` : `${prefix}-r${round}-m${i + 1}`;
      matches.push({ id, flight, round, number: i + 1, length, slots, result: null });
      return id;
    });
  const halve = (lines: readonly SlotSource[]): [SlotSource, SlotSource][] =>
    Array.from({ length: lines.length / 2 }, (_, i) => [lines[2 * i], lines[2 * i + 1]]);

  // Winners' bracket.
  const wb: string[][] = [];
  let lines: SlotSource[] = firstRoundDraw(seeds).flatMap((pair) =>
    pair.map((p): SlotSource => (p === null ? { kind: 'bye' } : { kind: 'player', player: p })),
  );
  for (let r = 1; r <= R; r++) {
    const ids = add('winners', r, halve(lines), matchLengthForRound(lengths.value, r));
    wb.push(ids);
    lines = ids.map(winnerOf);
  }
  // Losers' bracket.
  let lbRound = 0;
  const lbAdd = (pairs: [SlotSource, SlotSource][]): SlotSource[] => {
    lbRound++;
    return add('losers', lbRound, pairs, matchLengthForRound(losersLengths.value, lbRound)).map(winnerOf);
  };
  let losersChampion: SlotSource = loserOf(wb[0][0]); // 2 players: the final's loser plays the grand final
  if (R >= 2) {
    let survivors = lbAdd(halve(wb[0].map(loserOf)));
    for (let k = 2; k <= R; k++) {
      const dropIns = wb[k - 1].map(loserOf).reverse();
      survivors = lbAdd(survivors.map((s, i): [SlotSource, SlotSource] => [s, dropIns[i]]));
      if (k < R) survivors = lbAdd(halve(survivors));
    }
    losersChampion = survivors[0];
  }
  // Grand final and its reset.
  const winnersChampion = winnerOf(wb[R - 1][0]);
  const reset = options.reset ?? true;
  add('final', 1, [[winnersChampion, losersChampion]], finalLength);
  if (reset) add('final', 2, [[winnersChampion, losersChampion]], finalLength);

  return ok({
    format: 'doubleElimination',
    crawford: options.crawford ?? DEFAULT_CRAWFORD,
    seeds: seeds.slice(),
    size,
    winnersRounds: R,
    losersRounds: lbRound,
    reset,
    matches,
  });
}

/** The lines and states of bracket.ts: a player, a bye, or not known yet. */
export type DoubleSlot = Slot;
export type DoubleMatchStatus = MatchStatus;

export interface DoubleMatchView {
  readonly match: DoubleMatch;
  readonly slots: readonly [DoubleSlot, DoubleSlot];
  readonly status: DoubleMatchStatus;
  readonly winner: DoubleSlot;
  readonly loser: DoubleSlot;
}

const PENDING: DoubleSlot = { state: 'pending' };
const EMPTY: DoubleSlot = { state: 'empty' };
const player = (id: PlayerId): DoubleSlot => ({ state: 'player', player: id });

function viewOf(match: DoubleMatch, views: ReadonlyMap<string, DoubleMatchView>): DoubleMatchView {
  const slotOf = (s: SlotSource): DoubleSlot =>
    s.kind === 'player'
      ? player(s.player)
      : s.kind === 'bye'
        ? EMPTY
        : (views.get(s.match)?.[s.kind] ?? PENDING);
  const slots: [DoubleSlot, DoubleSlot] = [slotOf(match.slots[0]), slotOf(match.slots[1])];
  if (match.id === RESET_ID) {
    // Played only when the losers' champion (line 2) won the first final.
    const first = views.get('gf-m1');
    if (!first || first.status === 'waiting' || first.status === 'ready') {
      return { match, slots, status: 'waiting', winner: PENDING, loser: PENDING };
    }
    const needed =
      first.status === 'finished' &&
      slots[1].state === 'player' &&
      first.winner.state === 'player' &&
      first.winner.player === slots[1].player;
    if (!needed) return { match, slots, status: 'void', winner: EMPTY, loser: EMPTY };
  }
  const [a, b] = slots;
  if (a.state === 'empty' || b.state === 'empty') {
    const other = a.state === 'empty' ? b : a;
    const status = other.state === 'empty' ? 'void' : other.state === 'player' ? 'bye' : 'waiting';
    return { match, slots, status, winner: other, loser: EMPTY };
  }
  if (a.state === 'player' && b.state === 'player') {
    const r = match.result;
    const fits =
      r !== null &&
      ((r.winner === a.player && r.loser === b.player) || (r.winner === b.player && r.loser === a.player));
    if (r !== null && fits)
      return { match, slots, status: 'finished', winner: player(r.winner), loser: player(r.loser) };
    return { match, slots, status: 'ready', winner: PENDING, loser: PENDING };
  }
  return { match, slots, status: 'waiting', winner: PENDING, loser: PENDING };
}

/** Every match with its players and state, in play order. */
export function resolveDoubleElimination(t: DoubleElimination): DoubleMatchView[] {
  const views = new Map<string, DoubleMatchView>();
  return t.matches.map((m) => {
    const v = viewOf(m, views);
    views.set(m.id, v);
    return v;
  });
}

/** Sets one result, then removes every later result that no longer fits its players (or a void reset's). */
function settle(t: DoubleElimination, matchId: string, result: MatchResult | null): DoubleElimination {
  const views = new Map<string, DoubleMatchView>();
  const matches = t.matches.map((m) => {
    let match = m.id === matchId ? { ...m, result } : m;
    let view = viewOf(match, views);
    if (match.result !== null && view.status !== 'finished') {
      match = { ...match, result: null };
      view = viewOf(match, views);
    }
    views.set(m.id, view);
    return match;
  });
  return { ...t, matches };
}

function playable(t: DoubleElimination, matchId: string): Result<DoubleMatchView> {
  const v = resolveDoubleElimination(t).find((x) => x.match.id === matchId);
  if (!v) return err('UNKNOWN_MATCH', `no match ${matchId}`);
  if (v.status === 'bye' || v.status === 'void')
    return err('MATCH_IS_BYE', `${matchId} is ${v.status}: nothing to play`);
  if (v.status === 'waiting') return err('MATCH_NOT_READY', `${matchId} does not have both players yet`);
  return ok(v);
}

function withReport(
  t: DoubleElimination,
  v: DoubleMatchView,
  report: ResultReport,
): Result<DoubleElimination> {
  const [a, b] = v.slots.map((s) => (s.state === 'player' ? s.player : '')) as [PlayerId, PlayerId];
  const result = matchResult([a, b], v.match.length, report);
  return result.ok ? ok(settle(t, v.match.id, result.value)) : result;
}

/** Records the result of a ready match: the winner advances, the loser drops to the losers' bracket or is out. */
export function recordDoubleResult(
  t: DoubleElimination,
  matchId: string,
  report: ResultReport,
): Result<DoubleElimination> {
  const v = playable(t, matchId);
  if (!v.ok) return v;
  if (v.value.status === 'finished')
    return err('RESULT_ALREADY_RECORDED', `${matchId} already has a result; correct it instead`);
  return withReport(t, v.value, report);
}

/** Replaces a recorded result; later results that no longer fit their players are removed (replayed). */
export function correctDoubleResult(
  t: DoubleElimination,
  matchId: string,
  report: ResultReport,
): Result<DoubleElimination> {
  const v = playable(t, matchId);
  if (!v.ok) return v;
  if (v.value.status !== 'finished') return err('NO_RESULT', `${matchId} has no result to correct`);
  return withReport(t, v.value, report);
}

/** Removes a recorded result (a director annulled it): the match is ready again, later results re-derived. */
export function clearDoubleResult(t: DoubleElimination, matchId: string): Result<DoubleElimination> {
  const v = playable(t, matchId);
  if (!v.ok) return v;
  if (v.value.status !== 'finished') return err('NO_RESULT', `${matchId} has no result to clear`);
  return ok(settle(t, matchId, null));
}

/** Matches that can be played now, in play order. */
export const readyDoubleMatches = (t: DoubleElimination): DoubleMatchView[] =>
  resolveDoubleElimination(t).filter((v) => v.status === 'ready');

/** No match is waiting or ready: the champion is known. */
export const doubleEliminationFinished = (t: DoubleElimination): boolean =>
  resolveDoubleElimination(t).every((v) => v.status !== 'waiting' && v.status !== 'ready');

/**
 * Final placings, best first: champion, final loser, then by the losers' round of the second loss.
 * `lostInRound` is that losers' round; for the final's loser, the final's number (1, or 2 after a reset).
 */
export function doubleEliminationPlacings(t: DoubleElimination): Result<Placing[]> {
  const views = resolveDoubleElimination(t);
  if (views.some((v) => v.status === 'waiting' || v.status === 'ready')) {
    return err('FLIGHT_NOT_FINISHED', 'the double elimination still has matches to play');
  }
  // Depth: losers' round r of elimination (1 .. L), the final L + 1, the champion L + 2.
  const depth = new Map<PlayerId, number>();
  const round = new Map<PlayerId, number | null>();
  for (const v of views) {
    if (v.status !== 'finished' || v.loser.state !== 'player' || v.winner.state !== 'player') continue;
    if (v.match.flight === 'losers') {
      depth.set(v.loser.player, v.match.round);
      round.set(v.loser.player, v.match.round);
    }
    if (v.match.flight === 'final') {
      // The last final played decides: its loser is 2nd (a WB champion beaten in gf-m1 plays the reset).
      depth.set(v.loser.player, t.losersRounds + 1);
      round.set(v.loser.player, v.match.round);
      depth.set(v.winner.player, t.losersRounds + 2);
      round.set(v.winner.player, null);
    }
  }
  const seed = new Map(t.seeds.map((p, i) => [p, i]));
  const players = [...depth.keys()].sort(
    (a, b) =>
      (depth.get(b) as number) - (depth.get(a) as number) ||
      (seed.get(a) as number) - (seed.get(b) as number),
  );
  return ok(
    players.map((p) => {
      const d = depth.get(p) as number;
      const better = players.filter((q) => (depth.get(q) as number) > d).length;
      const same = players.filter((q) => depth.get(q) === d).length;
      return { player: p, place: better + 1, placeTo: better + same, lostInRound: round.get(p) ?? null };
    }),
  );
}
