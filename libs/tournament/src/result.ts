/**
 * Match results, shared by every format.
 *
 * A director (or the play server) reports a result in one of three ways:
 * - `played`: the match was finished on a board; optional score [winner's points, loser's points] where the
 *   winner reached the match length (points beyond it still count) and the loser did not;
 * - `walkover`: one player did not show up; the other advances. Recorded as such, with no score;
 * - `retirement`: one player stopped mid-match; the other advances. Optional score at the moment of
 *   retirement (neither player had reached the length).
 * The stored `MatchResult` always names winner and loser, so every format reads it the same way.
 */
import { type PlayerId, type Result, err, ok } from './types';

export type ResultKind = 'played' | 'walkover' | 'retirement';

export type ResultReport =
  | { readonly kind: 'played'; readonly winner: PlayerId; readonly score?: readonly [number, number] }
  | { readonly kind: 'walkover'; readonly absent: PlayerId }
  | { readonly kind: 'retirement'; readonly retired: PlayerId; readonly score?: readonly [number, number] };

export interface MatchResult {
  readonly winner: PlayerId;
  readonly loser: PlayerId;
  readonly kind: ResultKind;
  /** [winner's points, loser's points], or null when not reported (always null for a walkover). */
  readonly score: readonly [number, number] | null;
}

/** Two results say the same thing (used to tell a real correction from a repeated submission). */
export const sameResult = (a: MatchResult, b: MatchResult): boolean =>
  a.winner === b.winner &&
  a.loser === b.loser &&
  a.kind === b.kind &&
  (a.score === null
    ? b.score === null
    : b.score !== null && a.score[0] === b.score[0] && a.score[1] === b.score[1]);

const points = (n: number): boolean => Number.isInteger(n) && n >= 0;

/** Turns a report into a stored result for a match between `players` played to `length` points. */
export function matchResult(
  players: readonly [PlayerId, PlayerId],
  length: number,
  report: ResultReport,
): Result<MatchResult> {
  const named =
    report.kind === 'played' ? report.winner : report.kind === 'walkover' ? report.absent : report.retired;
  if (named !== players[0] && named !== players[1]) {
    return err('PLAYER_NOT_IN_MATCH', `${named} does not play in this match (${players[0]} v ${players[1]})`);
  }
  const other = named === players[0] ? players[1] : players[0];
  if (report.kind === 'walkover') return ok({ winner: other, loser: named, kind: 'walkover', score: null });
  const score = report.score ?? null;
  if (score !== null) {
    const [w, l] = score;
    if (!points(w) || !points(l)) return err('INVALID_SCORE', `score ${w}-${l} must be whole points`);
    if (report.kind === 'played' && (w < length || l >= length)) {
      return err(
        'INVALID_SCORE',
        `in a ${length}-point match the winner reaches ${length} and the loser does not`,
      );
    }
    if (report.kind === 'retirement' && (w >= length || l >= length)) {
      return err('INVALID_SCORE', `a retirement happens before either player reaches ${length}`);
    }
  }
  return report.kind === 'played'
    ? ok({ winner: named, loser: other, kind: 'played', score })
    : ok({ winner: other, loser: named, kind: 'retirement', score });
}

/** "7-4", "walkover", "7-4 (retirement)", or "" when no score was reported. */
export function describeResult(result: MatchResult): string {
  const score = result.score === null ? '' : `${result.score[0]}-${result.score[1]}`;
  if (result.kind === 'played') return score;
  return score === '' ? result.kind : `${score} (${result.kind})`;
}
