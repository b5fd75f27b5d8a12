/** Helpers for the tests (not part of the built library). */
import {
  type Action,
  type Board,
  type Dice,
  type Die,
  type GameOptions,
  type GameState,
  type MatchState,
  type Side,
  START_BOARD,
  applyAction,
  applyPlay,
  boardFrom,
  legalPlays,
  newMatch,
  winner,
} from '@gamao/engine';
import { seededRandom } from './random';

/**
 * Side 0 has closed its board against three of side 1's checkers on the bar (side 1's others: four on its
 * 18-point, eight on its midpoint). A legal position; gnubg 0-ply, side 0 on roll: 98.9% wins, all of them
 * gammons, 18.4% backgammons.
 */
export const CLOSED_OUT: Board = boardFrom({ 6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2 }, { 25: 3, 18: 4, 13: 8 });

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

/** A new match (money when `options` gives no length), or a thrown error. */
export function started(options: Partial<GameOptions> = {}): MatchState {
  const m = newMatch(options);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

/** The state after an action the test knows to be legal, or a thrown error. */
export function apply(state: MatchState, action: Action): MatchState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** The same state with the current game's fields replaced (builds the position of a test). */
export function withGame(state: MatchState, game: Partial<GameState>): MatchState {
  const g = state.games[state.games.length - 1];
  return { ...state, games: [...state.games.slice(0, -1), { ...g, ...game }] };
}
