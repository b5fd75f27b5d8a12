/**
 * Round robin in groups: entrants are split by snake seeding (groups.ts), each group plays the full circle
 * schedule (schedule.ts), and results can be recorded in any order. Match length follows the round of the
 * schedule (round 1 uses the first length, and so on, the last repeating).
 */
import { snakeGroups } from './groups';
import { DEFAULT_CRAWFORD, matchLengthForRound, validateMatchLengths } from './match-length';
import { type MatchResult, type ResultReport, matchResult } from './result';
import { circleSchedule } from './schedule';
import { type PlayerId, type Result, err, firstDuplicate, ok } from './types';

export interface RoundRobinMatch {
  /** `rr-g${group}-r${round}-m${number}`, e.g. "rr-g1-r3-m2". */
  readonly id: string;
  /** 1-based group number. */
  readonly group: number;
  readonly round: number;
  readonly number: number;
  readonly players: readonly [PlayerId, PlayerId];
  readonly length: number;
  readonly result: MatchResult | null;
}

export interface RoundRobinGroup {
  readonly group: number;
  /** Seed order within the group. */
  readonly players: readonly PlayerId[];
  /** Who sits out each round (index round - 1); all null in an even group. */
  readonly byes: readonly (PlayerId | null)[];
}

export interface RoundRobinTournament {
  readonly format: 'roundRobin';
  readonly crawford: boolean;
  readonly matchLengths: readonly number[];
  /** Entrants in seed order. */
  readonly seeds: readonly PlayerId[];
  readonly groups: readonly RoundRobinGroup[];
  /** Group by group, round by round. */
  readonly matches: readonly RoundRobinMatch[];
}

export interface RoundRobinOptions {
  /** Number of groups; default 1. Every group needs at least 2 players. */
  readonly groups?: number;
  readonly matchLengths: readonly number[];
  readonly crawford?: boolean;
}

/** A round robin for entrants in seed order: groups and every match of every group. */
export function createRoundRobin(
  seeds: readonly PlayerId[],
  options: RoundRobinOptions,
): Result<RoundRobinTournament> {
  const count = options.groups ?? 1;
  if (seeds.length < 2) return err('TOO_FEW_PLAYERS', 'a round robin needs at least 2 players');
  const duplicate = firstDuplicate(seeds);
  if (duplicate !== null) return err('DUPLICATE_PLAYER', `${duplicate} is entered twice`);
  if (!Number.isInteger(count) || count < 1 || seeds.length < 2 * count) {
    return err('INVALID_OPTIONS', `${seeds.length} players cannot fill ${count} groups of at least 2`);
  }
  const lengths = validateMatchLengths(options.matchLengths);
  if (!lengths.ok) return lengths;
  const groups: RoundRobinGroup[] = [];
  const matches: RoundRobinMatch[] = [];
  snakeGroups(seeds, count).forEach((players, g) => {
    const group = g + 1;
    const schedule = circleSchedule(players);
    groups.push({ group, players, byes: schedule.map((r) => r.bye) });
    for (const r of schedule) {
      r.pairs.forEach((players, i) =>
        matches.push({
          id: `rr-g${group}-r${r.round}-m${i + 1}`,
          group,
          round: r.round,
          number: i + 1,
          players,
          length: matchLengthForRound(lengths.value, r.round),
          result: null,
        }),
      );
    }
  });
  return ok({
    format: 'roundRobin',
    crawford: options.crawford ?? DEFAULT_CRAWFORD,
    matchLengths: lengths.value,
    seeds: seeds.slice(),
    groups,
    matches,
  });
}

function setResult(t: RoundRobinTournament, matchId: string, report: ResultReport, correcting: boolean) {
  const match = t.matches.find((m) => m.id === matchId);
  if (!match) return err('UNKNOWN_MATCH', `no match ${matchId}`);
  if (!correcting && match.result !== null) {
    return err('RESULT_ALREADY_RECORDED', `${matchId} already has a result; correct it instead`);
  }
  if (correcting && match.result === null) return err('NO_RESULT', `${matchId} has no result to correct`);
  const result = matchResult(match.players, match.length, report);
  if (!result.ok) return result;
  return ok({ ...t, matches: t.matches.map((m) => (m.id === matchId ? { ...m, result: result.value } : m)) });
}

/** Records the result of a match that has none. */
export const recordRoundRobinResult = (
  t: RoundRobinTournament,
  matchId: string,
  report: ResultReport,
): Result<RoundRobinTournament> => setResult(t, matchId, report, false);

/** Replaces a recorded result (nothing else depends on it but the standings). */
export const correctRoundRobinResult = (
  t: RoundRobinTournament,
  matchId: string,
  report: ResultReport,
): Result<RoundRobinTournament> => setResult(t, matchId, report, true);

/** Removes a result (a director annulled how the match ended: it is played on). */
export function clearRoundRobinResult(
  t: RoundRobinTournament,
  matchId: string,
): Result<RoundRobinTournament> {
  const match = t.matches.find((m) => m.id === matchId);
  if (!match) return err('UNKNOWN_MATCH', `no match ${matchId}`);
  if (match.result === null) return err('NO_RESULT', `${matchId} has no result to clear`);
  return ok({ ...t, matches: t.matches.map((m) => (m.id === matchId ? { ...m, result: null } : m)) });
}

/** Every match of the group has a result. */
export const groupFinished = (t: RoundRobinTournament, group: number): boolean =>
  t.matches.filter((m) => m.group === group).every((m) => m.result !== null);
