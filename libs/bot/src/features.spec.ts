import { START_BOARD, boardFrom, swapSides } from '@gamao/engine';
import {
  BASIC_MASK,
  F,
  FEATURE_COUNT,
  INPUT_COUNT,
  SHARED_OFFSET,
  SIDE_FEATURES,
  extractFeatures,
  extractInputs,
  isContact,
} from './features';

const features = (board: Parameters<typeof extractFeatures>[0], side: 0 | 1): Float64Array => {
  const x = new Float64Array(INPUT_COUNT);
  extractFeatures(board, side, x);
  return x;
};
const mine = (x: Float64Array, f: number): number => x[1 + f];
const theirs = (x: Float64Array, f: number): number => x[1 + SIDE_FEATURES + f];

describe('features', () => {
  it('contact and race', () => {
    expect(isContact(START_BOARD)).toBe(true);
    expect(isContact(boardFrom({ 6: 15 }, { 6: 15 }))).toBe(false);
    // Side 0's checker on 20 is still behind side 1's checker on side 1's 19 (side 0's 6).
    expect(isContact(boardFrom({ 20: 1, 6: 14 }, { 19: 1, 6: 14 }))).toBe(true);
  });

  it('the start position is symmetric', () => {
    const x = features(START_BOARD, 0);
    expect(x[0]).toBe(1);
    for (let f = 0; f < SIDE_FEATURES; f++) expect(mine(x, f)).toBeCloseTo(theirs(x, f), 12);
    expect(mine(x, F.pips)).toBeCloseTo(1.67, 12);
    expect(mine(x, F.point + 5)).toBe(1);
    expect(mine(x, F.point + 23)).toBe(1);
    // On roll, level pips: the race feature favours the roller slightly.
    expect(x[SHARED_OFFSET]).toBeGreaterThan(0);
  });

  it('sides swap with the view', () => {
    const board = boardFrom({ 24: 1, 13: 6, 8: 3, 6: 5 }, { 25: 1, 20: 2, 6: 12 });
    const a = features(board, 0);
    const b = features(swapSides(board), 1);
    expect(Array.from(a)).toEqual(Array.from(b));
  });

  it('primes and trapped checkers', () => {
    // Six points in a row in front of two opposing checkers.
    const board = boardFrom({ 9: 2, 8: 2, 7: 2, 6: 2, 5: 2, 4: 3, 13: 2 }, { 24: 2, 6: 13 });
    const x = features(board, 0);
    expect(mine(x, F.prime6)).toBe(1);
    expect(mine(x, F.trapped)).toBeGreaterThan(0);
  });

  it('the network inputs add a raw description of the board', () => {
    const x = new Float64Array(INPUT_COUNT);
    extractInputs(boardFrom({ 10: 1, 6: 5 }, { 6: 15 }), 0, x);
    expect(x[FEATURE_COUNT + 9]).toBe(1);
    expect(x[FEATURE_COUNT + 24 + 5]).toBeCloseTo(1, 12);
  });

  it('the basic mask keeps the simple features only', () => {
    expect(BASIC_MASK[0]).toBe(1);
    expect(BASIC_MASK[1 + F.pips]).toBe(1);
    expect(BASIC_MASK[1 + F.prime]).toBe(0);
  });
});
