import fc from 'fast-check';
import { diceToPlay, legalPlays } from './moves';
import {
  applyMove,
  applyPlay,
  checkMove,
  legalNextMoves,
  remainingDice,
  undoLastMove,
  validatePlay,
} from './play';
import { START_BOARD, boardFrom, boardKey, winner } from './position';
import type { Board, CheckerMove, Dice, Die, RuleErrorCode, Side } from './types';

const mv = (from: number, to: number, die: number): CheckerMove => ({ from, to, die: die as Die });

const codeOf = (board: Board, dice: Dice, moves: CheckerMove[], side: Side = 0): RuleErrorCode | 'OK' => {
  const r = validatePlay(board, side, dice, moves);
  return r.ok ? 'OK' : r.error.code;
};

const home = (mine: Record<number, number>): Board => boardFrom(mine, { 1: 15 });

describe('applyMove', () => {
  it('moves a checker and is pure', () => {
    const b = applyMove(START_BOARD, 0, mv(13, 10, 3));
    expect(b[0][13]).toBe(4);
    expect(b[0][10]).toBe(1);
    expect(START_BOARD[0][13]).toBe(5);
    expect(b[1]).toEqual(START_BOARD[1]);
  });

  it('sends a single opposing checker to its bar', () => {
    const b = boardFrom({ 8: 2, 6: 13 }, { 20: 1, 1: 14 });
    const after = applyMove(b, 0, mv(8, 5, 3));
    expect(after[1][20]).toBe(0);
    expect(after[1][25]).toBe(1);
    // Side 1 hitting side 0: side 1's point 20 is side 0's 5.
    const back = applyMove(boardFrom({ 5: 1, 6: 14 }, { 23: 1, 1: 14 }), 1, mv(23, 20, 3));
    expect(back[0][5]).toBe(0);
    expect(back[0][25]).toBe(1);
  });

  it('bears off to index 0; applyPlay chains moves', () => {
    const b = applyPlay(home({ 3: 2 }), 0, [mv(3, 0, 3), mv(3, 0, 5)]);
    expect(b[0][0]).toBe(15);
    expect(winner(b)).toBe(0);
  });
});

describe('validatePlay: accepted plays', () => {
  it('accepts a legal play and returns the resulting board with hit flags', () => {
    const b = boardFrom({ 8: 2, 6: 13 }, { 20: 1, 1: 14 });
    const r = validatePlay(b, 0, [3, 1], [mv(8, 5, 3), mv(6, 5, 1)]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.moves).toEqual([{ from: 8, to: 5, die: 3, hit: true }, mv(6, 5, 1)]);
    expect(r.value.board[1][25]).toBe(1);
  });

  it('accepts either order of the dice', () => {
    expect(codeOf(START_BOARD, [3, 1], [mv(8, 5, 3), mv(6, 5, 1)])).toBe('OK');
    expect(codeOf(START_BOARD, [3, 1], [mv(6, 5, 1), mv(8, 5, 3)])).toBe('OK');
    expect(codeOf(START_BOARD, [6, 5], [mv(24, 18, 6), mv(18, 13, 5)])).toBe('OK');
  });

  it('accepts the empty play only when nothing can move', () => {
    const closed = boardFrom({ 25: 1, 6: 14 }, { 6: 2, 4: 2, 1: 11 });
    const r = validatePlay(closed, 0, [6, 4], []);
    expect(r).toEqual({ ok: true, value: { moves: [], board: closed } });
    expect(codeOf(START_BOARD, [6, 4], [])).toBe('MUST_USE_BOTH_DICE');
    expect(codeOf(START_BOARD, [4, 4], [])).toBe('MUST_PLAY_MORE_DICE');
    // One die playable (20/14 only): passing is not allowed either.
    expect(codeOf(boardFrom({ 20: 1, 1: 14 }, { 16: 2, 19: 13 }), [6, 5], [])).toBe('MUST_PLAY_MORE_DICE');
  });
});

describe('validatePlay: error codes', () => {
  it('MUST_ENTER_FROM_BAR', () => {
    const b = boardFrom({ 25: 1, 24: 1, 13: 5, 8: 3, 6: 5 }, { 24: 2, 13: 5, 8: 3, 6: 5 });
    expect(codeOf(b, [2, 4], [mv(13, 11, 2), mv(25, 21, 4)])).toBe('MUST_ENTER_FROM_BAR');
  });

  it('POINT_BLOCKED', () => {
    expect(codeOf(START_BOARD, [5, 2], [mv(24, 19, 5)])).toBe('POINT_BLOCKED');
    // Entering on a closed point.
    const b = boardFrom({ 25: 1, 6: 14 }, { 6: 2, 1: 13 });
    expect(codeOf(b, [6, 4], [mv(25, 19, 6)])).toBe('POINT_BLOCKED');
  });

  it('MUST_USE_BOTH_DICE', () => {
    expect(codeOf(START_BOARD, [3, 1], [mv(8, 5, 3)])).toBe('MUST_USE_BOTH_DICE');
    // 20/15 is blocked; 20/14 then 14/9 plays both, so stopping after 20/14 is refused.
    const b = boardFrom({ 20: 1, 1: 14 }, { 10: 2, 19: 13 });
    expect(codeOf(b, [6, 5], [mv(20, 14, 6)])).toBe('MUST_USE_BOTH_DICE');
    expect(codeOf(b, [6, 5], [mv(20, 14, 6), mv(14, 9, 5)])).toBe('OK');
  });

  it('MUST_USE_BOTH_DICE when the first move leaves the other die unplayable but another order plays both', () => {
    // Checkers on 20 and 10; our 4 and 9 blocked. 10/4 is blocked; 20/14 then 10/5 or 14/9(blocked)...
    const b = boardFrom({ 20: 1, 10: 1, 1: 13 }, { 21: 2, 16: 2, 19: 11 });
    // 20/15 (5) then the 6: 20 is empty, 15/9 blocked, 10/4 blocked: a dead end.
    expect(codeOf(b, [6, 5], [mv(20, 15, 5)])).toBe('MUST_USE_BOTH_DICE');
    expect(codeOf(b, [6, 5], [mv(20, 14, 6), mv(10, 5, 5)])).toBe('OK');
  });

  it('MUST_USE_HIGHER_DIE', () => {
    const b = boardFrom({ 20: 1, 1: 14 }, { 16: 2, 19: 13 });
    expect(codeOf(b, [6, 5], [mv(20, 15, 5)])).toBe('MUST_USE_HIGHER_DIE');
    expect(codeOf(b, [6, 5], [mv(20, 14, 6)])).toBe('OK');
  });

  it('MUST_PLAY_MORE_DICE (doubles not all played)', () => {
    expect(codeOf(START_BOARD, [6, 6], [mv(24, 18, 6), mv(24, 18, 6), mv(13, 7, 6)])).toBe(
      'MUST_PLAY_MORE_DICE',
    );
    const b = boardFrom({ 20: 1, 1: 14 }, { 20: 2, 19: 13 });
    expect(codeOf(b, [5, 5], [mv(20, 15, 5)])).toBe('MUST_PLAY_MORE_DICE');
    expect(codeOf(b, [5, 5], [mv(20, 15, 5), mv(15, 10, 5)])).toBe('OK');
  });

  it('BEAR_OFF_NOT_ALLOWED: a checker outside, or a higher die with a checker above', () => {
    expect(codeOf(home({ 7: 1, 5: 2 }), [5, 1], [mv(5, 0, 5)])).toBe('BEAR_OFF_NOT_ALLOWED');
    expect(codeOf(home({ 6: 2, 3: 1 }), [5, 4], [mv(3, 0, 5)])).toBe('BEAR_OFF_NOT_ALLOWED');
    // Seed 003: after a hit, bear-off waits until the checker is home again.
    expect(codeOf(home({ 25: 1, 5: 3, 4: 2 }), [6, 4], [mv(25, 19, 6), mv(4, 0, 4)])).toBe(
      'BEAR_OFF_NOT_ALLOWED',
    );
    // The highest checker may come off with a larger die.
    expect(codeOf(home({ 3: 1, 2: 1 }), [6, 5], [mv(3, 0, 6), mv(2, 0, 5)])).toBe('OK');
  });

  it('NOT_YOUR_CHECKER', () => {
    expect(codeOf(START_BOARD, [3, 1], [mv(12, 9, 3)])).toBe('NOT_YOUR_CHECKER');
    expect(codeOf(START_BOARD, [3, 1], [mv(25, 22, 3)])).toBe('NOT_YOUR_CHECKER');
    // Point 1 holds the opponent's checkers (its 24-point), not ours.
    expect(codeOf(START_BOARD, [3, 1], [mv(1, 0, 1)])).toBe('NOT_YOUR_CHECKER');
  });

  it('DIE_NOT_AVAILABLE: not rolled, used up, or a distance that is not the die', () => {
    expect(codeOf(START_BOARD, [3, 1], [mv(13, 11, 2)])).toBe('DIE_NOT_AVAILABLE');
    expect(codeOf(START_BOARD, [3, 1], [mv(13, 10, 3), mv(10, 7, 3)])).toBe('DIE_NOT_AVAILABLE');
    expect(codeOf(START_BOARD, [3, 1], [mv(13, 9, 3)])).toBe('DIE_NOT_AVAILABLE');
    expect(codeOf(START_BOARD, [3, 1], [mv(13, 10, 3), mv(6, 5, 1), mv(6, 5, 1)])).toBe('DIE_NOT_AVAILABLE');
    expect(
      codeOf(START_BOARD, [2, 2], [mv(6, 4, 2), mv(6, 4, 2), mv(6, 4, 2), mv(6, 4, 2), mv(8, 6, 2)]),
    ).toBe('DIE_NOT_AVAILABLE');
    // A 2 cannot bear off from the 5-point.
    expect(codeOf(home({ 5: 2 }), [2, 1], [mv(5, 0, 2)])).toBe('DIE_NOT_AVAILABLE');
  });

  it('WRONG_DIRECTION and INVALID_MOVE', () => {
    expect(codeOf(START_BOARD, [3, 1], [mv(10, 13, 3)])).toBe('WRONG_DIRECTION');
    expect(codeOf(START_BOARD, [3, 1], [mv(13, 13, 3)])).toBe('INVALID_MOVE');
    expect(codeOf(START_BOARD, [3, 1], [mv(26, 23, 3)])).toBe('INVALID_MOVE');
    expect(codeOf(START_BOARD, [3, 1], [mv(6, -1, 7)])).toBe('INVALID_MOVE');
    expect(codeOf(START_BOARD, [3, 1], [{ from: 8, to: 5 } as unknown as CheckerMove])).toBe('INVALID_MOVE');
    expect(codeOf(START_BOARD, [3, 1], [null as unknown as CheckerMove])).toBe('INVALID_MOVE');
  });

  it('validates for side 1 in its own numbering', () => {
    expect(codeOf(START_BOARD, [3, 1], [mv(8, 5, 3), mv(6, 5, 1)], 1)).toBe('OK');
  });

  it('checkMove sets the hit flag from the board, ignoring the caller', () => {
    const r = checkMove(START_BOARD, 0, { from: 8, to: 5, die: 3, hit: true }, [3, 1]);
    expect(r).toEqual({ ok: true, value: mv(8, 5, 3) });
  });
});

describe('partial turns', () => {
  it('remainingDice and undoLastMove', () => {
    expect(remainingDice([3, 1], [])).toEqual([3, 1]);
    expect(remainingDice([3, 1], [mv(8, 5, 3)])).toEqual([1]);
    expect(remainingDice([4, 4], [mv(8, 4, 4)])).toEqual([4, 4, 4]);
    expect(undoLastMove([mv(8, 5, 3), mv(6, 5, 1)])).toEqual([mv(8, 5, 3)]);
    expect(undoLastMove([])).toEqual([]);
  });

  it('legalNextMoves from the start with 6-5', () => {
    const next = legalNextMoves(START_BOARD, 0, [6, 5], []);
    expect(next.map((m) => `${m.from}/${m.to}:${m.die}`)).toEqual([
      '24/18:6',
      '13/7:6',
      '13/8:5',
      '8/2:6',
      '8/3:5',
    ]);
    expect(legalNextMoves(START_BOARD, 0, [6, 5], [mv(24, 18, 6)]).map((m) => `${m.from}/${m.to}`)).toEqual([
      '18/13',
      '13/8',
      '8/3',
    ]);
    expect(legalNextMoves(START_BOARD, 0, [6, 5], [mv(24, 18, 6), mv(18, 13, 5)])).toEqual([]);
  });

  it('does not offer a move that makes a required die unplayable', () => {
    // 20/15 would leave the 6 unplayable while 20/14 14/9 plays both.
    const b = boardFrom({ 20: 1, 1: 14 }, { 10: 2, 19: 13 });
    expect(legalNextMoves(b, 0, [6, 5], [])).toEqual([mv(20, 14, 6)]);
    // Only one die can be played: only the higher one is offered.
    const c = boardFrom({ 20: 1, 1: 14 }, { 16: 2, 19: 13 });
    expect(legalNextMoves(c, 0, [6, 5], [])).toEqual([mv(20, 14, 6)]);
    expect(legalNextMoves(c, 0, [6, 5], [mv(20, 14, 6)])).toEqual([]);
  });

  it('offers only bar entries while on the bar, and nothing after an illegal start', () => {
    const b = boardFrom({ 25: 1, 24: 1, 13: 5, 8: 3, 6: 5 }, { 24: 2, 13: 5, 8: 3, 6: 5 });
    expect(legalNextMoves(b, 0, [2, 4], [])).toEqual([mv(25, 21, 4), mv(25, 23, 2)]);
    expect(legalNextMoves(b, 0, [2, 4], [mv(13, 11, 2)])).toEqual([]);
  });

  it('returns [] when no move is possible', () => {
    const closed = boardFrom({ 25: 1, 6: 14 }, { 6: 2, 4: 2, 1: 11 });
    expect(legalNextMoves(closed, 0, [6, 4], [])).toEqual([]);
  });
});

/** A position reached by a random legal game, and a roll. */
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

describe('properties', () => {
  it('every generated play validates, and walking it move by move is always offered by legalNextMoves', () => {
    fc.assert(
      fc.property(arbitrarySituation, ({ board, side, dice }) => {
        const ps = legalPlays(board, side, dice);
        for (const p of ps) {
          const r = validatePlay(board, side, dice, p.moves);
          expect(r.ok && boardKey(r.value.board) === boardKey(p.board)).toBe(true);
        }
        const p = ps[0];
        if (p) {
          for (let k = 0; k < p.moves.length; k++) {
            const next = legalNextMoves(board, side, dice, p.moves.slice(0, k));
            expect(next).toContainEqual(p.moves[k]);
          }
          expect(legalNextMoves(board, side, dice, p.moves)).toEqual([]);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a random sequence of single legal moves is accepted iff its result is a legal play (and the rules agree)', () => {
    fc.assert(
      fc.property(
        arbitrarySituation,
        fc.array(fc.nat(), { maxLength: 4 }),
        ({ board, side, dice }, picks) => {
          const ps = legalPlays(board, side, dice);
          const keys = new Set(ps.map((p) => boardKey(p.board)));
          const max = ps.length > 0 ? ps[0].moves.length : 0;
          // Build a step-legal sequence: at each step pick any single move that checkMove allows.
          const moves: CheckerMove[] = [];
          let b = board;
          for (const pick of picks) {
            const left = remainingDice(dice, moves);
            const options: CheckerMove[] = [];
            for (let from = 25; from >= 1; from--) {
              for (const die of new Set(left)) {
                const c = checkMove(b, side, { from, to: Math.max(0, from - die), die }, left);
                if (c.ok) options.push(c.value);
              }
            }
            if (options.length === 0) break;
            const m = options[pick % options.length];
            moves.push(m);
            b = applyMove(b, side, m);
          }
          const r = validatePlay(board, side, dice, moves);
          expect(r.ok).toBe(keys.has(boardKey(b)) || (ps.length === 0 && moves.length === 0));
          // Independent statement of the rules: as many dice as possible, the higher one if only one.
          const higherOnly =
            dice[0] !== dice[1] &&
            max === 1 &&
            ps.every((p) => p.moves[0].die === Math.max(dice[0], dice[1]));
          const byRule = moves.length === max && !(higherOnly && moves[0].die !== Math.max(dice[0], dice[1]));
          expect(r.ok).toBe(byRule);
          if (r.ok) expect(boardKey(r.value.board)).toBe(boardKey(b));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('garbage moves are refused with a code, never thrown', () => {
    const arbMove = fc.record({
      from: fc.integer({ min: -2, max: 27 }),
      to: fc.integer({ min: -2, max: 27 }),
      die: fc.integer({ min: 0, max: 7 }),
    }) as fc.Arbitrary<CheckerMove>;
    fc.assert(
      fc.property(arbitrarySituation, fc.array(arbMove, { maxLength: 5 }), ({ board, side, dice }, moves) => {
        const r = validatePlay(board, side, dice, moves);
        if (r.ok) {
          const ps = legalPlays(board, side, dice);
          const known = ps.some((p) => boardKey(p.board) === boardKey(r.value.board));
          expect(known || (ps.length === 0 && moves.length === 0)).toBe(true);
        } else {
          expect(typeof r.error.code).toBe('string');
        }
        expect(Array.isArray(legalNextMoves(board, side, dice, moves))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('remainingDice never has more than the roll', () => {
    fc.assert(
      fc.property(arbitrarySituation, ({ dice }) => {
        expect(remainingDice(dice, []).length).toBe(diceToPlay(dice).length);
      }),
      { numRuns: 20 },
    );
  });
});
