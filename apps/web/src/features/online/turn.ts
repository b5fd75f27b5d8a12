/**
 * The turn in progress on the online board: the server's view plus the checker moves the player has made
 * locally and not yet sent. A newer view from the server always wins and clears the partial move.
 */
import {
  type CheckerMove,
  diceToPlay,
  legalNextMoves,
  remainingDice,
  replayMoves,
  undoLastMove,
  validatePlay,
} from '@gamao/engine';
import type { DiceShow } from '@/features/play/board-view';
import { isNewerView } from '@/lib/server-view';
import { type TurnView, pickMove, sources } from '@/features/play/controller';
import { type OnlineMatch, asSide, boardOf, diceOf } from './engine-view';
import { lastRollShown } from './match-log';

export interface OnlineTurn {
  readonly view: OnlineMatch;
  /** The viewer's checker moves so far (not yet sent). */
  readonly moves: readonly CheckerMove[];
  /** The selected checker's point in the mover's numbering (25 = bar), or null. */
  readonly selected: number | null;
  /** Why the server refused the last action (its message), until the next state arrives. */
  readonly error: string | null;
}

export type OnlineTurnAction =
  | { readonly type: 'view'; readonly view: OnlineMatch }
  | { readonly type: 'select'; readonly from: number | null }
  | { readonly type: 'move'; readonly from: number; readonly to: number }
  | { readonly type: 'undo' }
  | { readonly type: 'refused'; readonly message: string };

export const startTurn = (view: OnlineMatch): OnlineTurn => ({
  view,
  moves: [],
  selected: null,
  error: null,
});

/** Whether `incoming` replaces `current` (a later `seq`, or a new status: see isNewerView). */
export const isNewer: (current: OnlineMatch, incoming: OnlineMatch) => boolean = isNewerView;

const NO_TURN = (view: OnlineMatch): TurnView => ({
  mover: null,
  dice: null,
  board: boardOf(view),
  remaining: [],
  next: [],
  complete: false,
});

/** What the board needs about the viewer's turn: only a player moving now gets sources and destinations. */
export function turnOf(view: OnlineMatch, moves: readonly CheckerMove[]): TurnView {
  const side = asSide(view.viewerSide);
  const dice = diceOf(view.dice);
  if (
    side === null ||
    view.status !== 'ACTIVE' ||
    view.phase !== 'moving' ||
    view.turn !== side ||
    dice === null ||
    view.cube.offerStage ||
    view.resignation
  ) {
    return NO_TURN(view);
  }
  const start = boardOf(view);
  const replayed = replayMoves(start, side, dice, moves);
  const board = replayed.ok ? replayed.value.board : start;
  const next = legalNextMoves(start, side, dice, moves);
  const complete = next.length === 0 && validatePlay(start, side, dice, moves).ok;
  return { mover: side, dice, board, remaining: remainingDice(dice, moves), next, complete };
}

export function reduceTurn(state: OnlineTurn, action: OnlineTurnAction): OnlineTurn {
  switch (action.type) {
    case 'view':
      return isNewer(state.view, action.view) ? startTurn(action.view) : state;
    case 'select': {
      if (action.from === null) return state.selected === null ? state : { ...state, selected: null };
      const from = action.from;
      if (!sources(turnOf(state.view, state.moves)).includes(from)) return { ...state, selected: null };
      return { ...state, selected: state.selected === from ? null : from };
    }
    case 'move': {
      const move = pickMove(turnOf(state.view, state.moves), action.from, action.to);
      if (!move) return { ...state, selected: null };
      return { ...state, moves: [...state.moves, move], selected: null, error: null };
    }
    case 'undo':
      return state.moves.length
        ? { ...state, moves: undoLastMove(state.moves), selected: null, error: null }
        : state;
    case 'refused':
      return { ...state, error: action.message };
  }
}

/** The play as the API takes it (the engine's hit flags are the server's business). */
export const playInput = (moves: readonly CheckerMove[]) =>
  moves.map(({ from, to, die }) => ({ from, to, die }));

/**
 * The dice to draw: the roll being played (dice the viewer has used greyed), else the last opening tie
 * or forced pass from the log, so both players see the roll that changed nothing on the board.
 */
export function diceShowOf(view: OnlineMatch, turn: TurnView): DiceShow | null {
  const last = [...view.log].reverse().find((e) => e.type === 'roll' || e.type === 'openingRoll');
  const rollId = last?.seq ?? 0;
  const dice = diceOf(view.dice);
  const roller = asSide(view.turn);
  if (view.status === 'ACTIVE' && view.phase === 'moving' && dice && roller !== null) {
    const values: number[] = dice[0] === dice[1] ? diceToPlay(dice) : [...dice];
    const left: number[] = turn.mover === roller ? [...turn.remaining] : [...values];
    const used = values.map((v) => {
      const i = left.indexOf(v);
      if (i < 0) return true;
      left.splice(i, 1);
      return false;
    });
    return { roller, values, used, rollId };
  }
  const shown = view.status === 'ACTIVE' ? lastRollShown(view.log) : null;
  if (shown?.kind === 'openingTie')
    return { roller: null, values: [...shown.dice], used: [false, false], rollId };
  if (shown?.kind === 'pass')
    return { roller: shown.side, values: [...shown.dice], used: [true, true], rollId };
  return null;
}
