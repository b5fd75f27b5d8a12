/**
 * A Swiss tournament over a fixed number of rounds: every round is paired from the scores so far
 * (swiss-pairing.ts), results are recorded per match, standings come from swiss-standings.ts.
 *
 * - Score: 1 per match won (a walkover or retirement counts as a win for the winner), 1 for a bye.
 * - Ranking for pairing: score, then seed (the order given at creation, e.g. by rating).
 * - A round is paired only when every match of the previous round has a result.
 * - A withdrawn player is no longer paired; his past results stand.
 * - Correcting a result of an earlier round changes scores and standings; rounds already paired stand.
 */
import { DEFAULT_CRAWFORD, matchLengthForRound, validateMatchLengths } from './match-length';
import { type MatchResult, type ResultReport, matchResult } from './result';
import { type SwissCandidate, pairSwiss } from './swiss-pairing';
import { type PlayerId, type Result, err, firstDuplicate, ok } from './types';

export interface SwissMatch {
  /** `swiss-r${round}-t${table}`, e.g. "swiss-r2-t1". */
  readonly id: string;
  readonly round: number;
  /** 1-based: table 1 is the top pairing. */
  readonly table: number;
  /** Higher-ranked player first at pairing time. */
  readonly players: readonly [PlayerId, PlayerId];
  readonly length: number;
  readonly result: MatchResult | null;
}

export interface SwissRound {
  readonly round: number;
  readonly length: number;
  readonly matches: readonly SwissMatch[];
  readonly bye: PlayerId | null;
}

export interface SwissTournament {
  readonly format: 'swiss';
  readonly crawford: boolean;
  readonly matchLengths: readonly number[];
  /** Rounds planned. */
  readonly roundCount: number;
  /** Entrants in seed order. */
  readonly seeds: readonly PlayerId[];
  readonly withdrawn: readonly PlayerId[];
  /** Rounds paired so far. */
  readonly rounds: readonly SwissRound[];
}

export interface SwissOptions {
  readonly rounds: number;
  readonly matchLengths: readonly number[];
  readonly crawford?: boolean;
}

/** A new Swiss tournament for entrants in seed order; no round is paired yet. */
export function createSwiss(seeds: readonly PlayerId[], options: SwissOptions): Result<SwissTournament> {
  if (seeds.length < 2) return err('TOO_FEW_PLAYERS', 'a Swiss tournament needs at least 2 players');
  const duplicate = firstDuplicate(seeds);
  if (duplicate !== null) return err('DUPLICATE_PLAYER', `${duplicate} is entered twice`);
  if (!Number.isInteger(options.rounds) || options.rounds < 1) {
    return err('INVALID_OPTIONS', `rounds must be a positive integer, not ${options.rounds}`);
  }
  const lengths = validateMatchLengths(options.matchLengths);
  if (!lengths.ok) return lengths;
  return ok({
    format: 'swiss',
    crawford: options.crawford ?? DEFAULT_CRAWFORD,
    matchLengths: lengths.value,
    roundCount: options.rounds,
    seeds: seeds.slice(),
    withdrawn: [],
    rounds: [],
  });
}

export interface SwissRecord {
  readonly player: PlayerId;
  /** 0-based position in the seed list. */
  readonly seed: number;
  readonly score: number;
  readonly wins: number;
  readonly losses: number;
  readonly byes: number;
  /** Opponents of finished matches, in round order. */
  readonly opponents: readonly PlayerId[];
}

/** Each player's record from the finished matches and byes so far, in seed order. */
export function swissRecords(t: SwissTournament): SwissRecord[] {
  const records = new Map(
    t.seeds.map((p, seed) => [
      p,
      { player: p, seed, score: 0, wins: 0, losses: 0, byes: 0, opponents: [] as PlayerId[] },
    ]),
  );
  for (const round of t.rounds) {
    if (round.bye !== null) {
      const r = records.get(round.bye);
      if (r) {
        r.byes++;
        r.score++;
      }
    }
    for (const m of round.matches) {
      if (m.result === null) continue;
      const w = records.get(m.result.winner);
      const l = records.get(m.result.loser);
      if (!w || !l) continue;
      w.wins++;
      w.score++;
      l.losses++;
      w.opponents.push(l.player);
      l.opponents.push(w.player);
    }
  }
  return [...records.values()];
}

/** Pairs the next round (error while a match of the current round has no result, or when all are paired). */
export function pairNextSwissRound(t: SwissTournament): Result<SwissTournament> {
  if (t.rounds.length >= t.roundCount)
    return err('ALL_ROUNDS_PAIRED', `all ${t.roundCount} rounds are paired`);
  const last = t.rounds[t.rounds.length - 1];
  if (last && last.matches.some((m) => m.result === null)) {
    return err('ROUND_NOT_FINISHED', `round ${last.round} still has matches without a result`);
  }
  const round = t.rounds.length + 1;
  const length = matchLengthForRound(t.matchLengths, round);
  // Pairing looks at everyone ever paired, finished or not, so it never repeats a pairing by accident.
  const paired = new Map<PlayerId, PlayerId[]>(t.seeds.map((p) => [p, []]));
  for (const r of t.rounds) {
    for (const m of r.matches) {
      paired.get(m.players[0])?.push(m.players[1]);
      paired.get(m.players[1])?.push(m.players[0]);
    }
  }
  const candidates: SwissCandidate[] = swissRecords(t)
    .filter((r) => !t.withdrawn.includes(r.player))
    .sort((a, b) => b.score - a.score || a.seed - b.seed)
    .map((r) => ({ player: r.player, score: r.score, byes: r.byes, opponents: paired.get(r.player) ?? [] }));
  if (candidates.length < 2) return err('TOO_FEW_PLAYERS', 'fewer than 2 players left to pair');
  const pairing = pairSwiss(candidates);
  const matches = pairing.pairs.map(([a, b], i): SwissMatch => ({
    id: `swiss-r${round}-t${i + 1}`,
    round,
    table: i + 1,
    players: [a, b],
    length,
    result: null,
  }));
  return ok({ ...t, rounds: [...t.rounds, { round, length, matches, bye: pairing.bye }] });
}

function findMatch(t: SwissTournament, matchId: string): SwissMatch | undefined {
  for (const r of t.rounds) for (const m of r.matches) if (m.id === matchId) return m;
  return undefined;
}

function withResult(t: SwissTournament, matchId: string, result: MatchResult): SwissTournament {
  return {
    ...t,
    rounds: t.rounds.map((r) => ({
      ...r,
      matches: r.matches.map((m) => (m.id === matchId ? { ...m, result } : m)),
    })),
  };
}

function setResult(t: SwissTournament, matchId: string, report: ResultReport, correcting: boolean) {
  const match = findMatch(t, matchId);
  if (!match) return err('UNKNOWN_MATCH', `no match ${matchId}`);
  if (!correcting && match.result !== null) {
    return err('RESULT_ALREADY_RECORDED', `${matchId} already has a result; correct it instead`);
  }
  if (correcting && match.result === null) return err('NO_RESULT', `${matchId} has no result to correct`);
  const result = matchResult(match.players, match.length, report);
  return result.ok ? ok(withResult(t, matchId, result.value)) : result;
}

/** Records the result of a match that has none. */
export const recordSwissResult = (
  t: SwissTournament,
  matchId: string,
  report: ResultReport,
): Result<SwissTournament> => setResult(t, matchId, report, false);

/** Replaces a recorded result; scores and standings follow, rounds already paired stand. */
export const correctSwissResult = (
  t: SwissTournament,
  matchId: string,
  report: ResultReport,
): Result<SwissTournament> => setResult(t, matchId, report, true);

/**
 * Removes a result (a director annulled how the match ended: it is played on). Only in the last round
 * paired: a later round's pairings were made from it.
 */
export function clearSwissResult(t: SwissTournament, matchId: string): Result<SwissTournament> {
  const match = findMatch(t, matchId);
  if (!match) return err('UNKNOWN_MATCH', `no match ${matchId}`);
  if (match.result === null) return err('NO_RESULT', `${matchId} has no result to clear`);
  const last = t.rounds[t.rounds.length - 1];
  if (!last?.matches.some((m) => m.id === matchId)) {
    return err('LATER_ROUND_PAIRED', `${matchId} is not in the last round paired`);
  }
  return ok({
    ...t,
    rounds: t.rounds.map((r) => ({
      ...r,
      matches: r.matches.map((m) => (m.id === matchId ? { ...m, result: null } : m)),
    })),
  });
}

/** Takes a player out of the pairings from the next round on. */
export function withdrawSwissPlayer(t: SwissTournament, player: PlayerId): Result<SwissTournament> {
  if (!t.seeds.includes(player)) return err('UNKNOWN_PLAYER', `${player} is not in this tournament`);
  if (t.withdrawn.includes(player)) return ok(t);
  return ok({ ...t, withdrawn: [...t.withdrawn, player] });
}
