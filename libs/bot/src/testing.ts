/** Helpers for the tests (not part of the built library). */
import {
  type Board,
  type Dice,
  type Die,
  type Side,
  START_BOARD,
  applyPlay,
  legalPlays,
  winner,
} from '@gamao/engine';
import { seededRandom } from './random';

/** A position reached from the start by `plies` random legal plays (fewer if the game ends first). */
export function randomPosition(seed: number | string, plies: number): { board: Board; side: Side } {
  const random = seededRandom(`position:${seed}`);
  const die = (): Die => (1 + Math.floor(random() * 6)) as Die;
  let board: Board = START_BOARD;
  let side: Side = 0;
  for (let i = 0; i < plies; i++) {
    const dice: Dice = [die(), die()];
    const plays = legalPlays(board, side, dice);
    if (plays.length > 0) {
      const next = applyPlay(board, side, plays[Math.floor(random() * plays.length)].moves);
      if (winner(next) !== null) break;
      board = next;
    }
    side = side === 0 ? 1 : 0;
  }
  return { board, side };
}
