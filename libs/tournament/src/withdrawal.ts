/**
 * Withdrawals and no-shows mid-event (issue 41, part 2). A withdrawn player's past results stand; what he
 * has left to play is settled without him:
 *
 * - Single elimination: each of his matches is walked over as soon as it is ready (his opponent advances,
 *   a walkover counting as a win); losing it drops him to a feeder flight as usual, where the same happens,
 *   so he plays nothing more. The withdrawn list is kept on the bracket (`withdrawn`); call
 *   walkOverWithdrawn after every result, it records what has become due.
 * - Double no-show (both players of a ready bracket match absent): both are out and neither advances. The
 *   match's two lines become byes (a `void` match), so the next round's opponent gets a bye and no loser
 *   drops to a feeder flight; the pair is kept in `noShows`, they take no place. Both are withdrawn.
 * - Swiss: he is not paired again; his match of the round in play, if it has no result, is walked over.
 *   A double no-show in a Swiss round takes the match out of the round (they never met, so no point, no
 *   pairing history) and withdraws both.
 * - Round robin: every match of his without a result is walked over; results already played stand.
 * - Double elimination: as single elimination, each of his ready matches is walked over, so he drops to the
 *   losers' bracket and is walked over there too; a double no-show voids the match, so neither the winners'
 *   next match nor the losers' bracket gets a player from it (both get a bye).
 * Errors are values and change nothing.
 */
import { type Bracket, type SlotSource, readyMatches, recordBracketResult, resolveBracket } from './bracket';
import {
  type DoubleElimination,
  readyDoubleMatches,
  recordDoubleResult,
  resolveDoubleElimination,
} from './double-elimination';
import type { RoundRobinTournament } from './round-robin';
import type { TournamentDoc } from './tournament-doc';
import { type SwissTournament, recordSwissResult, withdrawSwissPlayer } from './swiss';
import { type PlayerId, type Result, err, ok } from './types';

/** Two players of one match who did not come; the match is void. */
export interface NoShow {
  readonly match: string;
  readonly players: readonly [PlayerId, PlayerId];
  /** The match's lines before it was made void (a bracket), so a rebuilt bracket can be checked. */
  readonly slots?: readonly [SlotSource, SlotSource];
}

/** What a format document keeps about withdrawals (absent on a document from before issue 41). */
export interface Withdrawals {
  readonly withdrawn?: readonly PlayerId[];
  readonly noShows?: readonly NoShow[];
}

export interface Settled<T> {
  readonly doc: T;
  /** Matches walked over by this call, in play order. */
  readonly walkedOver: readonly string[];
}

const BYES: readonly [SlotSource, SlotSource] = [{ kind: 'bye' }, { kind: 'bye' }];

/** Makes each recorded no-show's match void again (after a bracket was rebuilt by a late entry). */
export function reapplyNoShows<T extends Bracket & Withdrawals>(b: T): T {
  const ids = new Set((b.noShows ?? []).map((n) => n.match));
  if (ids.size === 0) return b;
  return { ...b, matches: b.matches.map((m) => (ids.has(m.id) ? { ...m, slots: BYES } : m)) };
}

/** Records a walkover for every ready match of a withdrawn player, until none is due. */
export function walkOverWithdrawn<T extends Bracket>(b: T & Withdrawals): Settled<T & Withdrawals> {
  const out = new Set(b.withdrawn ?? []);
  const walkedOver: string[] = [];
  let doc = b;
  for (;;) {
    const due = readyMatches(doc).find((v) => v.slots.some((s) => s.state === 'player' && out.has(s.player)));
    if (!due) return { doc, walkedOver };
    const [a, b2] = due.slots.map((s) => (s.state === 'player' ? s.player : ''));
    if (out.has(a) && out.has(b2)) {
      doc = voidMatch(doc, due.match.id, [a, b2]);
    } else {
      const absent = out.has(a) ? a : b2;
      const r = recordBracketResult(doc, due.match.id, { kind: 'walkover', absent });
      // A ready match always takes a walkover of one of its players.
      if (!r.ok) throw new Error(r.error.message);
      doc = { ...doc, ...r.value };
    }
    walkedOver.push(due.match.id);
  }
}

/** A knockout document: its matches name where their two lines come from. */
type Knockout = Bracket | DoubleElimination;

function voidMatch<T extends Knockout & Withdrawals>(
  b: T,
  matchId: string,
  players: [PlayerId, PlayerId],
): T {
  const slots = b.matches.find((m) => m.id === matchId)?.slots;
  return {
    ...b,
    noShows: [...(b.noShows ?? []), { match: matchId, players, ...(slots ? { slots } : {}) }],
    matches: b.matches.map((m) => (m.id === matchId ? { ...m, slots: BYES, result: null } : m)),
  };
}

/** Withdraws a player from a bracket and walks over whatever of his is ready now. */
export function withdrawFromBracket<T extends Bracket>(
  b: T & Withdrawals,
  player: PlayerId,
): Result<Settled<T & Withdrawals>> {
  if (!b.seeds.includes(player)) return err('UNKNOWN_PLAYER', `${player} is not in this tournament`);
  if (b.withdrawn?.includes(player)) return ok({ doc: b, walkedOver: [] });
  return ok(walkOverWithdrawn({ ...b, withdrawn: [...(b.withdrawn ?? []), player] }));
}

/** Neither player of a ready bracket match came: both out, the match void, the next round gets a bye. */
export function recordDoubleNoShow<T extends Bracket>(
  b: T & Withdrawals,
  matchId: string,
): Result<Settled<T & Withdrawals>> {
  const view = resolveBracket(b).find((v) => v.match.id === matchId);
  if (!view) return err('UNKNOWN_MATCH', `no match ${matchId}`);
  if (view.status !== 'ready') {
    return err(
      'MATCH_NOT_PLAYABLE',
      `${matchId} is ${view.status}: a double no-show needs two players, no result`,
    );
  }
  const [a, c] = view.slots.map((s) => (s.state === 'player' ? s.player : '')) as [PlayerId, PlayerId];
  const withdrawn = [...(b.withdrawn ?? []), ...[a, c].filter((p) => !b.withdrawn?.includes(p))];
  const settled = walkOverWithdrawn(voidMatch({ ...b, withdrawn }, matchId, [a, c]));
  return ok({ doc: settled.doc, walkedOver: [matchId, ...settled.walkedOver] });
}

/** Withdraws a Swiss player: never paired again, his unplayed match of the round in play walked over. */
export function withdrawFromSwiss(t: SwissTournament, player: PlayerId): Result<Settled<SwissTournament>> {
  const withdrawn = withdrawSwissPlayer(t, player);
  if (!withdrawn.ok) return withdrawn;
  const last = t.rounds[t.rounds.length - 1];
  const open = last?.matches.find((m) => m.result === null && m.players.includes(player));
  if (!open) return ok({ doc: withdrawn.value, walkedOver: [] });
  const r = recordSwissResult(withdrawn.value, open.id, { kind: 'walkover', absent: player });
  return r.ok ? ok({ doc: r.value, walkedOver: [open.id] }) : r;
}

/** Neither player of a Swiss match came: the match leaves the round and both are withdrawn. */
export function swissDoubleNoShow(
  t: SwissTournament & Withdrawals,
  matchId: string,
): Result<SwissTournament & Withdrawals> {
  const last = t.rounds[t.rounds.length - 1];
  const match = t.rounds.flatMap((r) => r.matches).find((m) => m.id === matchId);
  if (!match) return err('UNKNOWN_MATCH', `no match ${matchId}`);
  if (match.result !== null || !last.matches.includes(match)) {
    return err('MATCH_NOT_PLAYABLE', `${matchId} has a result or is not in the round in play`);
  }
  const [a, b] = match.players;
  const rounds = t.rounds.map((r) =>
    r === last ? { ...r, matches: r.matches.filter((m) => m.id !== matchId) } : r,
  );
  return ok({
    ...t,
    rounds,
    withdrawn: [...t.withdrawn, ...[a, b].filter((p) => !t.withdrawn.includes(p))],
    noShows: [...(t.noShows ?? []), { match: matchId, players: [a, b] }],
  });
}

/** Withdraws a round-robin player: every match of his without a result is walked over. */
export function withdrawFromRoundRobin<T extends RoundRobinTournament>(
  t: T & Withdrawals,
  player: PlayerId,
): Result<Settled<T & Withdrawals>> {
  if (!t.seeds.includes(player)) return err('UNKNOWN_PLAYER', `${player} is not in this tournament`);
  if (t.withdrawn?.includes(player)) return ok({ doc: t, walkedOver: [] });
  const walkedOver: string[] = [];
  const matches = t.matches.map((m) => {
    if (m.result !== null || !m.players.includes(player)) return m;
    walkedOver.push(m.id);
    const winner = m.players[0] === player ? m.players[1] : m.players[0];
    return { ...m, result: { winner, loser: player, kind: 'walkover' as const, score: null } };
  });
  return ok({ doc: { ...t, matches, withdrawn: [...(t.withdrawn ?? []), player] }, walkedOver });
}

/** Records a walkover for every ready double-elimination match of a withdrawn player, until none is due. */
export function walkOverWithdrawnDouble<T extends DoubleElimination>(
  t: T & Withdrawals,
): Settled<T & Withdrawals> {
  const out = new Set(t.withdrawn ?? []);
  const walkedOver: string[] = [];
  let doc = t;
  for (;;) {
    const due = readyDoubleMatches(doc).find((v) =>
      v.slots.some((s) => s.state === 'player' && out.has(s.player)),
    );
    if (!due) return { doc, walkedOver };
    const [a, b] = due.slots.map((s) => (s.state === 'player' ? s.player : ''));
    if (out.has(a) && out.has(b)) {
      doc = voidMatch(doc, due.match.id, [a, b]);
    } else {
      const r = recordDoubleResult(doc, due.match.id, { kind: 'walkover', absent: out.has(a) ? a : b });
      // A ready match always takes a walkover of one of its players.
      if (!r.ok) throw new Error(r.error.message);
      doc = { ...doc, ...r.value };
    }
    walkedOver.push(due.match.id);
  }
}

/** Withdraws a player from a double elimination and walks over whatever of his is ready now. */
export function withdrawFromDoubleElimination<T extends DoubleElimination>(
  t: T & Withdrawals,
  player: PlayerId,
): Result<Settled<T & Withdrawals>> {
  if (!t.seeds.includes(player)) return err('UNKNOWN_PLAYER', `${player} is not in this tournament`);
  if (t.withdrawn?.includes(player)) return ok({ doc: t, walkedOver: [] });
  return ok(walkOverWithdrawnDouble({ ...t, withdrawn: [...(t.withdrawn ?? []), player] }));
}

/** Neither player of a ready double-elimination match came: both out, the match void. */
export function doubleEliminationNoShow<T extends DoubleElimination>(
  t: T & Withdrawals,
  matchId: string,
): Result<Settled<T & Withdrawals>> {
  const view = resolveDoubleElimination(t).find((v) => v.match.id === matchId);
  if (!view) return err('UNKNOWN_MATCH', `no match ${matchId}`);
  if (view.status !== 'ready') {
    return err(
      'MATCH_NOT_PLAYABLE',
      `${matchId} is ${view.status}: a double no-show needs two players, no result`,
    );
  }
  const [a, c] = view.slots.map((s) => (s.state === 'player' ? s.player : '')) as [PlayerId, PlayerId];
  const withdrawn = [...(t.withdrawn ?? []), ...[a, c].filter((p) => !t.withdrawn?.includes(p))];
  const settled = walkOverWithdrawnDouble(voidMatch({ ...t, withdrawn }, matchId, [a, c]));
  return ok({ doc: settled.doc, walkedOver: [matchId, ...settled.walkedOver] });
}

/**
 * After any result of a knockout (single or double elimination), the matches of withdrawn players that have
 * become ready are walked over at once (a withdrawn player waiting for his opponent, or dropped into a
 * losers' bracket or a feeder flight). Other formats, and a knockout without withdrawals, are returned as is.
 */
export function walkOverDue(doc: TournamentDoc): Settled<TournamentDoc> {
  const withdrawn = (doc as Withdrawals).withdrawn ?? [];
  if (withdrawn.length === 0) return { doc, walkedOver: [] };
  if (doc.format === 'singleElimination') return walkOverWithdrawn(doc as Bracket & Withdrawals);
  if (doc.format === 'doubleElimination')
    return walkOverWithdrawnDouble(doc as DoubleElimination & Withdrawals);
  return { doc, walkedOver: [] };
}
