import { START_BOARD, boardFrom, formatPlay, legalPlays } from '@gamao/engine';
import { boardAfterGnubgMoves, gnubgBoard, playFromGnubg } from './gnubg';

describe('gnubg bridge', () => {
  it('writes a board as gnubg reads it: the side not on roll first, points 1..24 then the bar', () => {
    const numbers = gnubgBoard(START_BOARD, 1).split(' ').map(Number);
    expect(numbers).toHaveLength(50);
    // Start: 2 on the 24-point, 5 on the 13, 3 on the 8, 5 on the 6, for each side.
    expect([numbers[5], numbers[7], numbers[12], numbers[23], numbers[24]]).toEqual([5, 3, 5, 2, 0]);
    expect([numbers[30], numbers[32], numbers[37], numbers[48], numbers[49]]).toEqual([5, 3, 5, 2, 0]);
  });

  it("turns gnubg's from/to pairs into the engine's legal play with the same result", () => {
    // 31 at the start: gnubg answers 8/5 6/5 as "8 5 6 5".
    const moves = playFromGnubg(START_BOARD, 0, [3, 1], '8 5 6 5');
    const to = moves.map((m) => m.to).sort();
    expect(to).toEqual([5, 5]);
    expect(moves.map((m) => m.from).sort()).toEqual([6, 8]);
  });

  it("moves gnubg's checkers as the engine does: a blot hit goes to the bar, a checker borne off counts", () => {
    // Side 0 has checkers on 6 and 1; side 1 a blot on side 0's 4-point (its own 21-point).
    const board = boardFrom({ 6: 1, 1: 1 }, { 21: 1, 6: 14 });
    const after = boardAfterGnubgMoves(board, 0, [
      [6, 4],
      [1, 0],
    ]);
    expect(after).toEqual(
      legalPlays(board, 0, [2, 1]).find((p) => formatPlay(p.moves) === '6/4* 1/off')?.board,
    );
    expect(after[1][25]).toBe(1);
  });

  it('refuses a gnubg play the engine does not allow, instead of passing silently', () => {
    expect(() => playFromGnubg(START_BOARD, 0, [3, 1], '13 7')).toThrow(/not a legal play/);
    expect(() => playFromGnubg(START_BOARD, 0, [3, 1], '-')).toThrow(/no move/);
  });
});
