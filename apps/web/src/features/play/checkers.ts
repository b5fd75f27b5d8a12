/**
 * Stable identities for the 30 checkers, so the board can animate a checker from where it was to where
 * it went (a CSS transition on its position) instead of redrawing the stacks.
 */
import type { Board, Side } from '@gamao/engine';

export interface PlacedChecker {
  /** `${side}-${n}`, n in 0..14; the same checker keeps its id from board to board. */
  readonly id: string;
  readonly side: Side;
  /** The side's own numbering: 0 borne off, 1..24 points, 25 bar. */
  readonly index: number;
  /** Position in its stack (0 = on the edge of the board). */
  readonly stack: number;
}

const SIDES: readonly Side[] = [0, 1];

/**
 * Places every checker of `board`. Checkers that can stay where they were keep their place (the bottom of
 * each stack first); the ones that left a spot move, in order, to the spots that gained checkers.
 */
export function placeCheckers(board: Board, previous: readonly PlacedChecker[] | null): PlacedChecker[] {
  const result: PlacedChecker[] = [];
  for (const side of SIDES) {
    const counts = board[side];
    const bySpot = new Map<number, string[]>();
    const before = (previous ?? []).filter((c) => c.side === side).sort((a, b) => a.stack - b.stack);
    if (before.length === 15) {
      for (const c of before) {
        const list = bySpot.get(c.index) ?? [];
        list.push(c.id);
        bySpot.set(c.index, list);
      }
    } else {
      let n = 0;
      for (let index = 0; index < counts.length; index++) {
        bySpot.set(
          index,
          Array.from({ length: counts[index] }, () => `${side}-${n++}`),
        );
      }
    }
    const kept = new Map<number, string[]>();
    const pool: string[] = [];
    for (let index = 0; index < counts.length; index++) {
      const here = bySpot.get(index) ?? [];
      kept.set(index, here.slice(0, counts[index]));
      // The top checkers of a stack are the ones that left it.
      pool.push(...here.slice(counts[index]).reverse());
    }
    for (let index = 0; index < counts.length; index++) {
      const here = kept.get(index) as string[];
      while (here.length < counts[index] && pool.length > 0) here.push(pool.shift() as string);
      here.forEach((id, stack) => result.push({ id, side, index, stack }));
    }
  }
  return result.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
