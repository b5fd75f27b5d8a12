/**
 * The server's match view in the engine's shapes, so the browser's engine can highlight legal moves and the
 * local board's dialogs can be reused. Nothing here decides a rule: the server confirms every action.
 */
import {
  type Board,
  type CubeState,
  type Dice,
  type Die,
  type GameOptions,
  type GamePhase,
  type GameState,
  type Side,
  canDouble,
} from '@gamao/engine';
import type { OnlineMatchFragment } from '@/gql/graphql';

export type OnlineMatch = OnlineMatchFragment;
export type OnlineLogEntry = OnlineMatch['log'][number];

const PHASES: readonly GamePhase[] = ['opening', 'rolling', 'moving', 'over'];

export const asSide = (n: number | null | undefined): Side | null => (n === 0 || n === 1 ? n : null);

const isDie = (n: number): n is Die => Number.isInteger(n) && n >= 1 && n <= 6;

/** Two dice, or null when the view has none (or something that is not a pair of dice). */
export function diceOf(values: readonly number[] | null | undefined): Dice | null {
  if (!values || values.length !== 2 || !isDie(values[0]) || !isDie(values[1])) return null;
  return [values[0], values[1]];
}

export const boardOf = (view: OnlineMatch): Board => [view.board.side0, view.board.side1];

export function cubeOf(view: OnlineMatch): CubeState {
  const c = view.cube;
  const doubler = asSide(c.offeredBy);
  const stage = c.offerStage === 'double' || c.offerStage === 'beaver' ? c.offerStage : null;
  return {
    value: c.value,
    owner: asSide(c.owner) ?? 'centred',
    offer: stage && doubler !== null ? { stage, doubler, value: c.offeredValue ?? c.value * 2 } : null,
  };
}

/** The current game as the engine describes it (no event history: the server's log holds it). */
export function engineGame(view: OnlineMatch): GameState {
  const r = view.resignation;
  const by = asSide(r?.by);
  return {
    index: view.gameNumber,
    score: [view.score[0] ?? 0, view.score[1] ?? 0],
    crawford: view.crawfordGame,
    phase: PHASES.find((p) => p === view.phase) ?? 'over',
    board: boardOf(view),
    turn: asSide(view.turn),
    dice: diceOf(view.dice),
    cube: cubeOf(view),
    resignation: r && by !== null ? { by, kind: r.kind } : null,
    events: [],
    result: null,
  };
}

/** The match options in the engine's shape (the API has no triplo row: it is not played online). */
export const engineOptions = (view: OnlineMatch): GameOptions => ({ ...view.options, triploPoints: 0 });

/** Whether `side` may offer the cube now: its turn to roll, nothing pending, and the cube rules allow it. */
export function mayDouble(view: OnlineMatch, side: Side | null): boolean {
  if (side === null || view.status !== 'ACTIVE' || view.phase !== 'rolling' || view.turn !== side)
    return false;
  const cube = cubeOf(view);
  if (cube.offer || view.resignation) return false;
  const o = view.options;
  return canDouble(cube, side, {
    enabled: o.cube,
    crawford: view.crawfordGame,
    maxValue: o.maxCube,
    beaver: o.beaver,
    raccoon: o.raccoon,
    beaverRefusal: o.beaverRefusal,
  }).ok;
}
