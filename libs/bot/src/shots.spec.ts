import { boardFrom } from '@gamao/engine';
import { ROLLS, countShots } from './shots';

describe('countShots', () => {
  it('the 21 rolls weigh 36', () => {
    expect(ROLLS).toHaveLength(21);
    expect(ROLLS.reduce((a, r) => a + r[2], 0)).toBe(36);
  });

  // The classic table of direct and indirect shots at a blot with nothing in between.
  it.each([
    [1, 11],
    [2, 12],
    [3, 14],
    [4, 15],
    [5, 15],
    [6, 17],
    [7, 6],
    [8, 6],
    [9, 5],
    [10, 3],
    [11, 2],
    [12, 3],
    [15, 1],
    [16, 1],
    [18, 1],
    [20, 1],
  ])('a blot %i pips from a single hitter is hit by %i rolls', (distance, shots) => {
    // Side 0's blot on its point 1 + distance; side 1's checker on side 0's point 1 (side 1's 24).
    const board = boardFrom({ [1 + distance]: 1 }, { 24: 1 });
    expect(countShots(board, 0).shots).toBe(shots);
  });

  it('points in between block indirect shots', () => {
    // Blot 8 away; the hitter's landing points 3 and 7 (5-3 and 6-2 ways... ) are partly blocked.
    const open = countShots(boardFrom({ 9: 1 }, { 24: 1 }), 0).shots;
    const blocked = countShots(boardFrom({ 9: 1, 3: 2, 5: 2, 7: 2 }, { 24: 1 }), 0).shots;
    expect(blocked).toBeLessThan(open);
  });

  it('no blots, or nobody behind them: no shots', () => {
    expect(countShots(boardFrom({ 6: 5, 8: 3 }, { 24: 2 }), 0).shots).toBe(0);
    // Side 1's checkers are all past side 0's blot on point 20 (side 1's 5 point and below).
    expect(countShots(boardFrom({ 20: 1, 6: 14 }, { 3: 15 }), 0).shots).toBe(0);
  });

  it('checkers on the bar enter first', () => {
    // Side 0's blot on its 3 point: side 1 has two on the bar and hits when entering with a 3 (11 rolls),
    // or with 1-1 (enter two on the 1 point, then one goes on to the 3).
    const board = boardFrom({ 3: 1, 6: 14 }, { 25: 2, 6: 13 });
    expect(countShots(board, 0).shots).toBe(12);
    // With 2-2 entering both on the 2 point, the other two moves reach the 4 and the 6: no hit.
    const blockedEntry = boardFrom({ 3: 1, 1: 2, 6: 12 }, { 25: 2, 6: 13 });
    expect(countShots(blockedEntry, 0).shots).toBe(11);
  });

  it('weights hits by how far the blot had come', () => {
    const near = countShots(boardFrom({ 3: 1 }, { 24: 1 }), 0);
    const far = countShots(boardFrom({ 20: 1 }, { 11: 1 }), 0);
    expect(far.pipsLost / far.shots).toBeGreaterThan(near.pipsLost / near.shots);
  });
});
