import { START_BOARD, boardFrom, validatePlay } from '@gamao/engine';
import { greedyPlay, randomPlay } from './baselines';
import { seededRandom } from './random';

describe('baselines', () => {
  it('random and greedy plays are legal', () => {
    const random = seededRandom('b');
    for (const dice of [
      [3, 1],
      [6, 6],
      [5, 2],
    ] as const) {
      expect(validatePlay(START_BOARD, 0, dice, randomPlay(START_BOARD, 0, dice, random)).ok).toBe(true);
      expect(validatePlay(START_BOARD, 1, dice, greedyPlay(START_BOARD, 1, dice, random)).ok).toBe(true);
    }
  });

  it('greedy hits', () => {
    const board = boardFrom({ 24: 2, 13: 5, 8: 3, 6: 5 }, { 24: 1, 20: 1, 13: 5, 8: 3, 6: 5 });
    expect(greedyPlay(board, 0, [3, 1], seededRandom('g')).some((m) => m.hit)).toBe(true);
  });

  it('no move: []', () => {
    const closed = boardFrom({ 25: 1, 6: 14 }, { 6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 5 });
    expect(randomPlay(closed, 0, [6, 4], seededRandom('x'))).toEqual([]);
    expect(greedyPlay(closed, 0, [6, 4], seededRandom('x'))).toEqual([]);
  });
});
