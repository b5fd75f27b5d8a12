import { START_BOARD } from '@gamao/engine';
import {
  type BoardTurn,
  checkerRings,
  countAt,
  diceLayout,
  firstDestination,
  keyOf,
  keyboardStops,
  landings,
  moverIndex,
  spotAction,
  spotOrder,
  spotState,
  stackLabels,
} from './board-view';

const board = (): [number[], number[]] => [[...START_BOARD[0]], [...START_BOARD[1]]];
const idle: BoardTurn = { viewer: 0, mover: null, sources: [], selected: null, destinations: [] };
// Side 0 plays a 3-1 from the start: 8 and 6 may move; the 8 is selected and may go to 5 or 7.
const moving: BoardTurn = { viewer: 0, mover: 0, sources: [8, 6, 13, 24], selected: 8, destinations: [5, 7] };

describe('board view', () => {
  it("numbers a spot in the mover's numbering (25 the bar, 0 off)", () => {
    expect(moverIndex(0, 0, { kind: 'point', point: 8 })).toBe(8);
    expect(moverIndex(0, 1, { kind: 'point', point: 8 })).toBe(17);
    expect(moverIndex(1, 1, { kind: 'bar' })).toBe(25);
    expect(moverIndex(1, 0, { kind: 'off' })).toBe(0);
    expect(moverIndex(0, null, { kind: 'point', point: 8 })).toBeNull();
  });

  it('marks sources, destinations and the selection, and says what a click does', () => {
    const eight = { kind: 'point', point: 8 } as const;
    const five = { kind: 'point', point: 5 } as const;
    const three = { kind: 'point', point: 3 } as const;
    expect(spotState(moving, eight)).toMatchObject({ isSelected: true, isSource: true, actionable: true });
    expect(spotState(moving, five)).toMatchObject({ isDest: true, isSource: false, actionable: true });
    expect(spotState(moving, three).actionable).toBe(false);
    expect(spotState(idle, eight).actionable).toBe(false);
    expect(spotAction(moving, five)).toEqual({ type: 'move', from: 8, to: 5 });
    expect(spotAction(moving, { kind: 'point', point: 6 })).toEqual({ type: 'select', from: 6 });
    expect(spotAction(moving, three)).toEqual({ type: 'select', from: null });
    expect(spotAction(idle, five)).toBeNull();
    // The tray is never a source.
    expect(spotState({ ...moving, sources: [0] }, { kind: 'off' }).isSource).toBe(false);
  });

  it('orders the spots bar, 24 .. 1, off in the numbering side, and counts checkers on them', () => {
    const order = spotOrder(0, 0);
    expect(order.map(keyOf).slice(0, 3)).toEqual(['bar', 'p24', 'p23']);
    expect(order.map(keyOf).at(-1)).toBe('off');
    expect(spotOrder(0, 1).map(keyOf).slice(0, 2)).toEqual(['bar', 'p1']);
    expect(countAt(board(), 0, 0, { kind: 'point', point: 6 })).toBe(5);
    expect(countAt(board(), 0, 1, { kind: 'point', point: 19 })).toBe(5);
    expect(countAt(board(), 0, 0, { kind: 'bar' })).toBe(0);
  });

  it('lets Tab reach the actionable spots, else the first with checkers of the numbering side', () => {
    const order = spotOrder(0, 0);
    const busy = keyboardStops(board(), moving, order, 0);
    expect([...busy.tabStops].sort()).toEqual(['p13', 'p24', 'p5', 'p6', 'p7', 'p8'].sort());
    const quiet = keyboardStops(board(), idle, order, 0);
    expect([...quiet.tabStops]).toEqual(['p24']);
    // Arrow keys visit every spot with checkers: 4 points a side.
    expect(quiet.reachable).toHaveLength(8);
    expect(firstDestination(moving, order)).toEqual({ kind: 'point', point: 7 });
  });

  it('rings the sources, marks the landings, counts tall stacks and lays out the dice', () => {
    expect(checkerRings(board(), moving).map((r) => [r.key, r.selected])).toEqual([
      [8, true],
      [6, false],
      [13, false],
      [24, false],
    ]);
    expect(checkerRings(board(), idle)).toEqual([]);
    expect(landings(board(), moving).map((l) => [l.key, l.off])).toEqual([
      [5, false],
      [7, false],
    ]);
    expect(landings(board(), { ...moving, selected: null })).toEqual([]);
    const tall = board();
    tall[0][6] = 7;
    expect(stackLabels(tall, 0).map((s) => [s.key, s.n])).toEqual([['0-6', 7]]);
    expect(stackLabels(board(), 0)).toEqual([]);
    expect(diceLayout(null, 0)).toBeNull();
    const opening = diceLayout({ roller: null, values: [3, 5], used: [false, false], rollId: 1 }, 0);
    expect(opening?.map((g) => [g.roller, g.values])).toEqual([
      [0, [3]],
      [1, [5]],
    ]);
    const doubles = diceLayout(
      { roller: 1, values: [4, 4, 4, 4], used: [true, false, false, false], rollId: 2 },
      0,
    );
    expect(doubles?.[0]).toMatchObject({ roller: 1, size: 30, used: [true, false, false, false] });
  });
});
