import fc from 'fast-check';
import { legalPlays } from './moves';
import { formatPlay } from './notation';
import { parsePlay } from './notation-read';
import { validatePlay } from './play';
import { START_BOARD, boardFrom, boardKey, winner } from './position';
import type { Board, CheckerMove, Dice, Die, Side } from './types';

const mv = (from: number, to: number, die: number, hit = false): CheckerMove =>
  hit ? { from, to, die: die as Die, hit: true } : { from, to, die: die as Die };

describe('formatPlay', () => {
  it.each<[string, CheckerMove[]]>([
    ['', []],
    ['13/9 6/5*', [mv(13, 9, 4), mv(6, 5, 1, true)]],
    ['13/9 6/5*', [mv(6, 5, 1, true), mv(13, 9, 4)]],
    ['bar/22', [mv(25, 22, 3)]],
    ['bar/22 13/11', [mv(13, 11, 2), mv(25, 22, 3)]],
    ['6/off', [mv(6, 0, 6)]],
    ['3/off 2/off', [mv(3, 0, 6), mv(2, 0, 5)]],
    ['8/4(2)', [mv(8, 6, 2), mv(6, 4, 2), mv(8, 6, 2), mv(6, 4, 2)]],
    ['8/4(2) 6/2(2)', [mv(8, 4, 4), mv(8, 4, 4), mv(6, 2, 4), mv(6, 2, 4)]],
    ['24/21*/20', [mv(24, 21, 3, true), mv(21, 20, 1)]],
    ['24/20', [mv(24, 21, 3), mv(21, 20, 1)]],
    ['13/7', [mv(13, 12, 1), mv(12, 7, 5)]],
    ['13/11*(2)', [mv(13, 11, 2, true), mv(13, 11, 2)]],
    ['13/11* 12/11', [mv(13, 11, 2, true), mv(12, 11, 1)]],
    ['bar/20*/14*', [mv(25, 20, 5, true), mv(20, 14, 6, true)]],
    ['24/18(2) 13/7(2)', [mv(24, 18, 6), mv(24, 18, 6), mv(13, 7, 6), mv(13, 7, 6)]],
    ['24/21 24/23', [mv(24, 23, 1), mv(23, 22, 1), mv(22, 21, 1), mv(24, 23, 1)]],
    ['6/off 5/4', [mv(5, 4, 1), mv(6, 0, 6)]],
  ])('writes %j', (text, moves) => {
    expect(formatPlay(moves)).toBe(text);
  });
});

describe('parsePlay', () => {
  const parse = (text: string, dice: Dice, board: Board = START_BOARD) => parsePlay(text, board, 0, dice);

  it('reads plain moves', () => {
    expect(parse('13/9 6/5', [4, 1])).toEqual({ ok: true, value: [mv(13, 9, 4), mv(6, 5, 1)] });
    expect(parse('  8/5,6/5 ', [3, 1])).toEqual({ ok: true, value: [mv(8, 5, 3), mv(6, 5, 1)] });
  });

  it('resolves the dice of a chained move', () => {
    // 24/18 with 3-3: two moves of 3.
    expect(parse('24/18', [3, 3])).toEqual({ ok: true, value: [mv(24, 21, 3), mv(21, 18, 3)] });
    // 13/7 with 6-1 is one move of 6 (the 1 is still to play).
    expect(parse('13/7', [6, 1])).toEqual({ ok: true, value: [mv(13, 7, 6)] });
    expect(parse('13/7 8/7', [6, 1])).toEqual({ ok: true, value: [mv(13, 7, 6), mv(8, 7, 1)] });
    // 24/13 with 6-5.
    const r = parse('24/13', [6, 5]);
    expect(r.ok && r.value.length === 2 && validatePlay(START_BOARD, 0, [6, 5], r.value).ok).toBe(true);
  });

  it('reads repeated moves', () => {
    expect(parse('8/4(2)', [2, 2])).toEqual({
      ok: true,
      value: [mv(8, 6, 2), mv(8, 6, 2), mv(6, 4, 2), mv(6, 4, 2)],
    });
    expect(parse('24/18(2) 13/7(2)', [6, 6])).toEqual({
      ok: true,
      value: [mv(24, 18, 6), mv(24, 18, 6), mv(13, 7, 6), mv(13, 7, 6)],
    });
  });

  it('reads bar, off, hits and upper case', () => {
    const bar = boardFrom({ 25: 1, 24: 1, 13: 5, 8: 3, 6: 5 }, { 24: 2, 13: 5, 8: 3, 6: 5 });
    expect(parse('bar/22 13/11', [3, 2], bar)).toEqual({ ok: true, value: [mv(25, 22, 3), mv(13, 11, 2)] });
    expect(parse('BAR/22 13/11', [3, 2], bar).ok).toBe(true);
    const home = boardFrom({ 6: 1, 5: 1, 3: 1 }, { 1: 15 });
    expect(parse('6/OFF 5/4', [6, 1], home)).toEqual({ ok: true, value: [mv(6, 0, 6), mv(5, 4, 1)] });
    // 5/off with 4-1: through 4 or through 1, both fine.
    const viaBoth = parse('5/off', [4, 1], home);
    expect(viaBoth.ok && validatePlay(home, 0, [4, 1], viaBoth.value).ok).toBe(true);
    // The highest checker comes off with a larger die.
    expect(parse('3/off 2/off', [6, 5], boardFrom({ 3: 1, 2: 1 }, { 1: 15 }))).toEqual({
      ok: true,
      value: [mv(3, 0, 6), mv(2, 0, 5)],
    });
  });

  it('uses the * marks to choose between two ways of chaining', () => {
    // 13/7 with 4-2: via 9 (empty) or via 11 (an opposing blot: its 14-point).
    const b = boardFrom({ 13: 5, 8: 3, 6: 7 }, { 14: 1, 1: 14 });
    const quiet = parsePlay('13/7', b, 0, [4, 2]);
    const hitting = parsePlay('13/11*/7', b, 0, [4, 2]);
    expect(quiet).toEqual({ ok: true, value: [mv(13, 9, 4), mv(9, 7, 2)] });
    expect(hitting).toEqual({ ok: true, value: [mv(13, 11, 2, true), mv(11, 7, 4)] });
  });

  it('the empty text is the empty play', () => {
    expect(parse('', [3, 1])).toEqual({ ok: true, value: [] });
    expect(parse('   ', [3, 1])).toEqual({ ok: true, value: [] });
  });

  it.each([
    'hello',
    '13-9',
    '13/',
    '/9',
    '13/9(5)',
    '13/9(0)',
    'bar',
    '13//9',
    '99/3',
    '6/off/2',
    '7/off*',
    '13/9 x',
  ])('refuses garbage %j with INVALID_NOTATION', (text) => {
    const r = parse(text, [4, 1]);
    expect(r.ok ? 'OK' : r.error.code).toBe('INVALID_NOTATION');
  });

  it('refuses backwards moves and moves the roll cannot make', () => {
    const back = parse('9/13', [4, 1]);
    expect(back.ok ? 'OK' : back.error.code).toBe('WRONG_DIRECTION');
    const far = parse('13/2', [3, 1]);
    expect(far.ok ? 'OK' : far.error.code).toBe('DIE_NOT_AVAILABLE');
    expect(
      (parsePlay as (t: unknown, b: Board, s: Side, d: Dice) => unknown)(42, START_BOARD, 0, [3, 1]),
    ).toMatchObject({
      ok: false,
      error: { code: 'INVALID_NOTATION' },
    });
  });

  it('returns moves for an illegal play, so that validatePlay can say why', () => {
    const r = parse('24/20', [3, 1]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toHaveLength(2);
    const v = validatePlay(START_BOARD, 0, [3, 1], r.value);
    expect(v.ok).toBe(true); // 24/21/20 or 24/23/20: legal
    const blocked = parse('24/19', [5, 2]);
    expect(blocked.ok && validatePlay(START_BOARD, 0, [5, 2], blocked.value)).toMatchObject({
      ok: false,
      error: { code: 'POINT_BLOCKED' },
    });
  });
});

const arbitrarySituation = fc
  .tuple(
    fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.nat()), {
      maxLength: 160,
    }),
    fc.integer({ min: 1, max: 6 }),
    fc.integer({ min: 1, max: 6 }),
  )
  .map(([steps, d1, d2]) => {
    let board: Board = START_BOARD;
    let side: Side = 0;
    for (const [a, b, pick] of steps) {
      const ps = legalPlays(board, side, [a as Die, b as Die]);
      if (ps.length > 0) {
        const next = ps[pick % ps.length].board;
        if (winner(next) !== null) break;
        board = next;
      }
      side = side === 0 ? 1 : 0;
    }
    return { board, side, dice: [d1, d2] as unknown as Dice };
  });

describe('notation round-trips', () => {
  it('parsePlay(formatPlay(p)) is a legal play with the same resulting board', () => {
    fc.assert(
      fc.property(arbitrarySituation, ({ board, side, dice }) => {
        for (const p of legalPlays(board, side, dice)) {
          const text = formatPlay(p.moves);
          const parsed = parsePlay(text, board, side, dice);
          if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
          const v = validatePlay(board, side, dice, parsed.value);
          if (!v.ok) throw new Error(`${text}: ${v.error.code}`);
          expect(boardKey(v.value.board)).toBe(boardKey(p.board));
          expect(formatPlay(v.value.moves)).toBe(text);
        }
      }),
      { numRuns: 120 },
    );
  });
});
