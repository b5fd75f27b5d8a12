/**
 * A match file (.mat) attached to a result recorded for a match played on a physical board: the file must
 * tell the same match (docs/domain.md, "Replay and analysis"). Pure, so the rule is tested without a file or
 * a database; the API parses the file with the engine and reads the recorded result from the match.
 */
import type { Side } from '@gamao/engine';

/** How a match file ends: its match length, its final score by file player, and the winner. */
export interface MatFinal {
  readonly length: number;
  readonly score: readonly [number, number];
  readonly winner: Side;
}

/** A recorded result by side of the match; a result recorded without a score (a walkover) has none. */
export interface RecordedResult {
  readonly length: number;
  readonly score: readonly [number, number] | null;
  readonly winnerSide: Side;
}

/**
 * Whether a file's end is the recorded result, the file's player 0 being the match's side `side0`: the same
 * match length, the same winner, the loser's score equal and the winner's equal (or both at least the match
 * length: a report may write the winner's score as the length itself). A result without a score agrees on
 * the length and the winner alone.
 */
export function agreesWithResult(file: MatFinal, recorded: RecordedResult, side0: Side): boolean {
  if (file.length !== recorded.length) return false;
  const swap = side0 === 1;
  const winner = swap ? 1 - file.winner : file.winner;
  if (winner !== recorded.winnerSide) return false;
  if (!recorded.score) return true;
  const score = swap ? [file.score[1], file.score[0]] : [file.score[0], file.score[1]];
  const w = recorded.winnerSide;
  const l = w === 0 ? 1 : 0;
  const { length } = recorded;
  const winnerAgrees = score[w] === recorded.score[w] || (score[w] >= length && recorded.score[w] >= length);
  return winnerAgrees && score[l] === recorded.score[l];
}
