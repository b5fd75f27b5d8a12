import {
  START_BOARD,
  boardFrom,
  boardKey,
  boardsEqual,
  checkBoard,
  emptySide,
  isAllHome,
  opponentPoint,
  otherSide,
  pipCount,
  startBoard,
  swapSides,
  winner,
} from './position';
import type { Board } from './types';

describe('START_BOARD', () => {
  it('has 2 on 24, 5 on 13, 3 on 8, 5 on 6 for each side, in its own view', () => {
    for (const side of [0, 1] as const) {
      const s = START_BOARD[side];
      expect(s).toHaveLength(26);
      expect(s[24]).toBe(2);
      expect(s[13]).toBe(5);
      expect(s[8]).toBe(3);
      expect(s[6]).toBe(5);
      expect(s.reduce((a, b) => a + b, 0)).toBe(15);
    }
    expect(checkBoard(START_BOARD).ok).toBe(true);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(START_BOARD)).toBe(true);
    expect(Object.isFrozen(START_BOARD[0])).toBe(true);
  });
});

describe('startBoard', () => {
  it('is a new, unfrozen copy of START_BOARD each time', () => {
    const a = startBoard();
    const b = startBoard();
    expect(a).toEqual(START_BOARD);
    expect(a).not.toBe(b);
    expect(a[0]).not.toBe(b[0]);
    expect(Object.isFrozen(a[0])).toBe(false);
    expect(Object.isFrozen(a[1])).toBe(false);
  });
});

describe('pipCount', () => {
  it('is 167 at the start', () => {
    expect(pipCount(START_BOARD, 0)).toBe(167);
    expect(pipCount(START_BOARD, 1)).toBe(167);
  });

  it('counts the bar as 25 and checkers off as 0', () => {
    const b = boardFrom({ 25: 1, 3: 2 }, { 1: 1 });
    expect(pipCount(b, 0)).toBe(25 + 6);
    expect(pipCount(b, 1)).toBe(1);
  });
});

describe('points and sides', () => {
  it('maps a point to the other side as 25 - p (seed 000)', () => {
    expect(opponentPoint(1)).toBe(24);
    expect(opponentPoint(24)).toBe(1);
    expect(opponentPoint(13)).toBe(12);
    expect(otherSide(0)).toBe(1);
    expect(otherSide(1)).toBe(0);
  });

  it('swapSides exchanges the two arrays', () => {
    const b = boardFrom({ 6: 15 }, { 1: 15 });
    expect(swapSides(b)).toEqual([b[1], b[0]]);
  });

  it('emptySide is 26 zeros', () => {
    expect(emptySide()).toEqual(new Array(26).fill(0));
  });
});

describe('isAllHome', () => {
  it('is true only when every checker not off is on 1..6', () => {
    expect(isAllHome(boardFrom({ 6: 5, 1: 3 }, { 24: 15 }), 0)).toBe(true);
    expect(isAllHome(boardFrom({ 6: 5, 7: 1 }, { 24: 15 }), 0)).toBe(false);
    expect(isAllHome(boardFrom({ 6: 5, 25: 1 }, { 24: 15 }), 0)).toBe(false);
    expect(isAllHome(START_BOARD, 0)).toBe(false);
  });
});

describe('winner', () => {
  it('is the side with 15 checkers off', () => {
    expect(winner(START_BOARD)).toBeNull();
    expect(winner(boardFrom({}, { 1: 1 }))).toBe(0);
    expect(winner(boardFrom({ 2: 1 }, {}))).toBe(1);
  });
});

describe('checkBoard', () => {
  const bad = (b: unknown) => checkBoard(b as Board);

  it('accepts a legal board', () => {
    const b = boardFrom({ 25: 1, 6: 4 }, { 25: 2, 18: 3 });
    expect(checkBoard(b)).toEqual({ ok: true, value: b });
  });

  it('refuses wrong shapes', () => {
    expect(bad([START_BOARD[0]])).toMatchObject({ ok: false, error: { code: 'INVALID_POSITION' } });
    expect(bad([START_BOARD[0], START_BOARD[1].slice(0, 25)])).toMatchObject({
      ok: false,
      error: { code: 'INVALID_POSITION' },
    });
    const frac = START_BOARD[0].slice();
    frac[6] = 4.5;
    frac[0] = 0.5;
    expect(bad([frac, START_BOARD[1]])).toMatchObject({ ok: false, error: { code: 'INVALID_POSITION' } });
  });

  it('refuses a side without exactly 15 checkers', () => {
    const s = START_BOARD[0].slice();
    s[6] = 6;
    expect(bad([s, START_BOARD[1]])).toMatchObject({ ok: false, error: { code: 'INVALID_POSITION' } });
    const n = START_BOARD[0].slice();
    n[6] = -1;
    n[0] = 6;
    expect(bad([n, START_BOARD[1]])).toMatchObject({ ok: false, error: { code: 'INVALID_POSITION' } });
  });

  it('refuses a point held by both sides once mapped', () => {
    // Side 0 on its 5-point, side 1 on its 20-point: the same point.
    const b = boardFrom({ 5: 1 }, { 20: 1 });
    expect(checkBoard(b)).toMatchObject({ ok: false, error: { code: 'INVALID_POSITION' } });
    // Both bars may hold checkers.
    expect(checkBoard(boardFrom({ 25: 1 }, { 25: 1 })).ok).toBe(true);
  });
});

describe('boardsEqual and boardKey', () => {
  it('agree with structural equality', () => {
    const a = boardFrom({ 6: 5, 8: 3 }, { 24: 2 });
    const b = boardFrom({ 6: 5, 8: 3 }, { 24: 2 });
    const c = boardFrom({ 6: 5, 8: 3 }, { 23: 2 });
    expect(boardsEqual(a, b)).toBe(true);
    expect(boardKey(a)).toBe(boardKey(b));
    expect(boardsEqual(a, c)).toBe(false);
    expect(boardKey(a)).not.toBe(boardKey(c));
    // Sides are not interchangeable.
    expect(boardKey(a)).not.toBe(boardKey(swapSides(a)));
  });
});
