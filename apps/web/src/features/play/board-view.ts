/**
 * What the SVG board draws, worked out from its props as plain functions: which spot is a source, a
 * destination or selected, the keyboard's travel order and tab stops, the rings, landing dots, stack counts
 * and dice layout. board.tsx only draws them and handles the pointer and keys.
 */
import type { Board as EngineBoard, Side } from '@gamao/engine';
import { type Spot, type Xy, checkerCenter, diceOrigin, viewerPoint } from './geometry';

/** The dice to draw: a roll of one side, or the opening roll (one die per side). */
export interface DiceShow {
  /** null: the opening roll, values = [side 0's die, side 1's die]. */
  readonly roller: Side | null;
  readonly values: readonly number[];
  readonly used: readonly boolean[];
  /** Changes with every roll: replays the roll animation. */
  readonly rollId: number;
}

/** What the board knows of the turn: who moves, from where, and where the selected checker may go. */
export interface BoardTurn {
  readonly viewer: Side;
  readonly mover: Side | null;
  /** Points the mover may take a checker from (mover numbering, 25 = bar). */
  readonly sources: readonly number[];
  readonly selected: number | null;
  /** Where the selected checker may go (mover numbering, 0 = off). */
  readonly destinations: readonly number[];
}

export type SpotKey = string;
export const keyOf = (spot: Spot): SpotKey => (spot.kind === 'point' ? `p${spot.point}` : spot.kind);

/** Mover's index (25 bar, 0 off, 1..24) of a spot, for the side moving now; null when nobody moves. */
export function moverIndex(viewer: Side, mover: Side | null, spot: Spot): number | null {
  if (mover === null) return null;
  if (spot.kind === 'bar') return 25;
  if (spot.kind === 'off') return 0;
  return viewerPoint(viewer, mover, spot.point);
}

export interface SpotState {
  readonly i: number | null;
  readonly isSelected: boolean;
  readonly isDest: boolean;
  readonly isSource: boolean;
  /** A click or key does something here. */
  readonly actionable: boolean;
}

export function spotState(turn: BoardTurn, spot: Spot): SpotState {
  const i = moverIndex(turn.viewer, turn.mover, spot);
  const isSelected = i !== null && i === turn.selected;
  const isDest = i !== null && turn.selected !== null && turn.destinations.includes(i);
  const isSource = i !== null && turn.sources.includes(i) && spot.kind !== 'off';
  return { i, isSelected, isDest, isSource, actionable: isDest || isSource };
}

/** What activating a spot means: move the selected checker there, select it, or drop the selection. */
export function spotAction(
  turn: BoardTurn,
  spot: Spot,
): { type: 'move'; from: number; to: number } | { type: 'select'; from: number | null } | null {
  const { i, isDest, isSource } = spotState(turn, spot);
  if (i === null) return null;
  if (isDest && turn.selected !== null) return { type: 'move', from: turn.selected, to: i };
  if (isSource) return { type: 'select', from: i };
  return { type: 'select', from: null };
}

/** The spots in travel order of the numbering side: bar, 24 .. 1, off. */
export function spotOrder(viewer: Side, numbering: Side): Spot[] {
  const list: Spot[] = [{ kind: 'bar' }];
  for (let n = 24; n >= 1; n--) list.push({ kind: 'point', point: viewerPoint(viewer, numbering, n) });
  list.push({ kind: 'off' });
  return list;
}

/** How many of a side's checkers sit on a spot. */
export function countAt(board: EngineBoard, viewer: Side, side: Side, spot: Spot): number {
  if (spot.kind === 'bar') return board[side][25];
  if (spot.kind === 'off') return board[side][0];
  return board[side][viewerPoint(viewer, side, spot.point)];
}

/**
 * The keyboard's stops: the spots with checkers or something to do, in travel order, and which of them take
 * Tab (the actionable ones; else the first with the numbering side's checkers, so the board is reachable).
 */
export function keyboardStops(
  board: EngineBoard,
  turn: BoardTurn,
  order: readonly Spot[],
  numbering: Side,
): { reachable: Spot[]; tabStops: Set<SpotKey> } {
  const has = (s: Spot) => countAt(board, turn.viewer, 0, s) + countAt(board, turn.viewer, 1, s) > 0;
  const reachable = order.filter((s) => has(s) || spotState(turn, s).actionable);
  const tabStops = new Set(reachable.filter((s) => spotState(turn, s).actionable).map(keyOf));
  if (tabStops.size === 0) {
    const first = reachable.find((s) => countAt(board, turn.viewer, numbering, s) > 0) ?? reachable[0];
    if (first) tabStops.add(keyOf(first));
  }
  return { reachable, tabStops };
}

/** The first spot (in travel order) the selected checker may go to. */
export function firstDestination(turn: BoardTurn, order: readonly Spot[]): Spot | undefined {
  return order.find((s) => {
    const i = moverIndex(turn.viewer, turn.mover, s);
    return i !== null && turn.destinations.includes(i);
  });
}

/** Rings around the top checker of every point the mover may play from. */
export function checkerRings(
  board: EngineBoard,
  turn: BoardTurn,
): (Xy & { key: number; selected: boolean })[] {
  const { mover, viewer } = turn;
  if (mover === null) return [];
  return turn.sources.map((i) => {
    const n = board[mover][i];
    const c = checkerCenter(viewer, mover, i, Math.max(0, n - 1), n);
    return { key: i, ...c, selected: i === turn.selected };
  });
}

/** Where the selected checker would land (on top of the stack, or in place of a blot it hits). */
export function landings(board: EngineBoard, turn: BoardTurn): (Xy & { key: number; off: boolean })[] {
  const { mover, viewer } = turn;
  if (mover === null || turn.selected === null) return [];
  return turn.destinations.map((i) => {
    const n = board[mover][i];
    const hit = i !== 0 && board[mover === 0 ? 1 : 0][25 - i] === 1;
    return { key: i, off: i === 0, ...checkerCenter(viewer, mover, i, hit ? 0 : n, n + 1) };
  });
}

/** A count on stacks taller than the point shows (5 checkers; 3 on the bar). */
export function stackLabels(board: EngineBoard, viewer: Side): (Xy & { key: string; n: number })[] {
  const labels: (Xy & { key: string; n: number })[] = [];
  for (const side of [0, 1] as Side[]) {
    for (let i = 1; i <= 25; i++) {
      const n = board[side][i];
      if (n > (i === 25 ? 3 : 5))
        labels.push({ key: `${side}-${i}`, n, ...checkerCenter(viewer, side, i, n - 1, n) });
    }
  }
  return labels;
}

export interface DiceGroup {
  readonly roller: Side;
  readonly values: number[];
  readonly used: boolean[];
  readonly size: number;
  readonly gap: number;
  readonly x0: number;
  readonly y0: number;
}

/** The dice in front of their roller (the opening roll: one die in front of each side). */
export function diceLayout(dice: DiceShow | null, viewer: Side): DiceGroup[] | null {
  if (!dice) return null;
  const groups: { roller: Side; values: number[]; used: boolean[] }[] =
    dice.roller === null
      ? [
          { roller: 0, values: [dice.values[0]], used: [false] },
          { roller: 1, values: [dice.values[1]], used: [false] },
        ]
      : [{ roller: dice.roller, values: [...dice.values], used: [...dice.used] }];
  return groups.map((g) => {
    const size = g.values.length > 2 ? 30 : 38;
    const gap = 8;
    const o = diceOrigin(viewer, g.roller);
    const total = g.values.length * size + (g.values.length - 1) * gap;
    return { ...g, size, gap, x0: o.x - total / 2, y0: o.y - size / 2 };
  });
}
