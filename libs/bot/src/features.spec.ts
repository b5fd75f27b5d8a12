import { START_BOARD, boardFrom, swapSides } from '@gamao/engine';
import {
  BASE_INPUT_COUNT,
  BASIC_MASK,
  EXTENDED_INPUT_COUNT,
  EXTRA_PER_SIDE,
  F,
  FEATURE_COUNT,
  INPUT_COUNT,
  SHARED_OFFSET,
  SIDE_FEATURES,
  X,
  extractFeatures,
  extractInputs,
  isContact,
} from './features';
import { seededRandom } from './random';
import { randomPosition } from './testing';

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
    // Side 0's checker on 20 is still behind side 1's checker on side 1's 18 (side 0's 7).
    expect(isContact(boardFrom({ 20: 1, 6: 14 }, { 18: 1, 6: 14 }))).toBe(true);
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

  it('the extra blocks: a worked position', () => {
    // Side 0 on roll with a checker on the bar, an anchor on side 1's 5-point; side 1 holds its 3, 4 and
    // 6 points, its 8 and its midpoint (side 0's 12, the rearmost of side 1's checkers in front of ours).
    const board = boardFrom({ 25: 1, 20: 2, 13: 5, 8: 3, 6: 4 }, { 13: 3, 8: 3, 6: 5, 4: 2, 3: 2 });
    const x = new Float64Array(EXTENDED_INPUT_COUNT);
    extractInputs(board, 0, x, EXTENDED_INPUT_COUNT);
    const at = (f: number): number => x[BASE_INPUT_COUNT + f];
    expect([13, 8, 6].map((p) => at(X.three + p - 1))).toEqual([1, 1, 1]);
    expect(at(X.three + 19)).toBe(0); // two checkers: not three
    expect(at(X.off1)).toBe(0);
    // Past side 1's rearmost checker (our 12): bar 13 pips, 20-point 2 x 8, midpoint 5 x 1.
    expect(at(X.breakContact)).toBeCloseTo(34 / 167, 12);
    expect(at(X.freePips)).toBeCloseTo((8 * 3 + 6 * 4) / 100, 12);
    expect(at(X.backChecker)).toBe(1);
    expect(at(X.backAnchor)).toBeCloseTo(20 / 24, 12);
    expect(at(X.forwardAnchor)).toBeCloseTo(5 / 6, 12);
    // Open landings: bar 3 (19, 21, 22 held), 20-point 4, midpoint 5, 8-point 6, 6-point 5.
    expect(at(X.mobility)).toBeCloseTo(23 / 60, 12);
    expect(at(X.dance)).toBeCloseTo(0.25, 12); // three of six points held
    expect(at(X.enterBoth)).toBe(0);
    expect(at(X.backGame)).toBe(0);
    expect(at(X.backGame1)).toBeCloseTo(3 / 8, 12);
    // Outside the home board, the anchor kept: midpoint 5 x 7, 8-point 3 x 2.
    expect(at(X.timing)).toBeCloseTo(41 / 100, 12);
    expect(at(X.blockade)).toBeCloseTo(2 / 6, 12); // 8 and 6, or 13 and 8, within six points
    // Beyond the mean of 178 / 15 pips: the midpoint, the anchor and the checker on the bar.
    const mean = 178 / 15;
    const moment = 5 * (13 - mean) ** 2 + 2 * (20 - mean) ** 2 + (25 - mean) ** 2;
    expect(at(X.moment2)).toBeCloseTo(moment / 400, 12);
    // The other side's block follows, in its own view; the base inputs are what they were.
    const y = new Float64Array(EXTENDED_INPUT_COUNT);
    extractInputs(swapSides(board), 1, y, EXTENDED_INPUT_COUNT);
    expect(Array.from(y)).toEqual(Array.from(x));
    expect(x[BASE_INPUT_COUNT + EXTRA_PER_SIDE + X.three + 5]).toBe(1); // side 1's 6-point
    const base = new Float64Array(EXTENDED_INPUT_COUNT);
    extractInputs(board, 0, base);
    expect(Array.from(base.subarray(0, BASE_INPUT_COUNT))).toEqual(
      Array.from(x.subarray(0, BASE_INPUT_COUNT)),
    );
    expect(base[BASE_INPUT_COUNT + X.mobility]).toBe(0);
  });

  it("the rear checker's containment: the rolls that get it past the blockade, wherever it stands", () => {
    // The feature counts escapes through a cache keyed by the 18 points ahead of the checker, so the same
    // pattern meets it at many distances from the edge of the board. Checked against the rolls counted
    // the plain way, for the rear checker on every point from 7 to the bar and points held at random.
    const random = seededRandom('contained');
    let blockaded = 0;
    for (let k = 0; k < 600; k++) {
      const rear = 7 + Math.floor(random() * 19);
      const held = new Set<number>();
      const them: Record<number, number> = {};
      for (let p = 1; p <= 24 && held.size < 7; p++)
        if (p !== rear && random() < 0.35) {
          held.add(p);
          them[25 - p] = 2; // side 1's point 25 - p is side 0's p
        }
      // The blockade: their lowest point within 12 pips in front of the checker.
      let lowest = 0;
      for (let p = rear - 1; p >= Math.max(1, rear - 12); p--) if (held.has(p)) lowest = p;
      const open = (q: number): boolean => q >= 1 && !held.has(q);
      let escapes = 0;
      for (let a = 1; a <= 6; a++)
        for (let b = 1; b <= 6; b++) {
          if (a === b) {
            for (let at = rear - a, step = 0; step < 4 && open(at); at -= a, step++)
              if (at < lowest) {
                escapes++;
                break;
              }
          } else {
            const via = (d: number, e: number): boolean =>
              open(rear - d) && (rear - d < lowest || (open(rear - d - e) && rear - d - e < lowest));
            if (via(a, b) || via(b, a)) escapes++;
          }
        }
      const x = features(boardFrom({ [rear]: 1 }, them), 0);
      expect(mine(x, F.contained)).toBe(lowest > 0 ? 1 - escapes / 36 : 0);
      if (lowest > 0 && escapes < 36) blockaded++;
    }
    expect(blockaded).toBeGreaterThan(300);
  });

  it('containment: the worst escape from our side of the board', () => {
    // Side 1 holds its midpoint (side 0's 12) and its 2-point (side 0's 23, only a first step's landing
    // spot). From side 0's 24-point only 5-5 gets past the midpoint
    // (24, 19, 14, 9); 6-6 and 4-4 land on it, 3-3 too (21, 18, 15, 12); no other roll reaches 11.
    const board = boardFrom({ 24: 2, 6: 13 }, { 13: 2, 2: 13 });
    const x = new Float64Array(EXTENDED_INPUT_COUNT);
    extractInputs(board, 0, x, EXTENDED_INPUT_COUNT);
    expect(x[BASE_INPUT_COUNT + X.contain]).toBeCloseTo(35 / 36, 12);
    expect(x[BASE_INPUT_COUNT + X.contain2]).toBeCloseTo((35 / 36) ** 2, 12);
    // Side 1's worst is its 24-point, 5 pips behind side 0's 6-point: 26 rolls get past it (every 6,
    // 2-2, 3-3, 4-4 and the others that reach 18 or lower through open points); side 0's 24-point is in
    // side 1's home board and does not count.
    expect(x[BASE_INPUT_COUNT + EXTRA_PER_SIDE + X.contain]).toBeCloseTo(10 / 36, 12);
  });

  it('containment reads their anchors in our home board where an escape would land', () => {
    const contain = (them: Record<number, number>): number => {
      const x = new Float64Array(EXTENDED_INPUT_COUNT);
      extractInputs(boardFrom({ 13: 2, 8: 13 }, them), 0, x, EXTENDED_INPUT_COUNT);
      return x[BASE_INPUT_COUNT + X.contain];
    };
    // Side 1 holds only its 18 (side 0's 7): from side 0's 19, only 5-5 gets below it (14, 9, 4).
    const open = { 18: 2, 1: 13 };
    // The same blockade with side 1's anchor on its 21 (side 0's 4): 5-5 lands there, nothing escapes.
    const anchored = { 18: 2, 21: 2, 1: 11 };
    expect(contain(open)).toBeCloseTo(35 / 36, 12);
    expect(contain(anchored)).toBe(1);
    expect(contain(open)).toBeCloseTo(35 / 36, 12); // whatever was evaluated before
  });

  it('the inputs are the ones the networks were trained on, bit for bit', () => {
    // The extraction is written for speed (bit masks, one scan of each side): any change to what it computes
    // changes this digest of the inputs of 600 positions from random games (taken from the straightforward
    // version the weights were trained with).
    let hash = 0x811c9dc5; // FNV-1a over the inputs' bytes
    const x = new Float64Array(EXTENDED_INPUT_COUNT);
    const bytes = new Uint8Array(x.buffer);
    for (let i = 0; i < 600; i++) {
      const { board, side } = randomPosition(i, i % 80);
      extractInputs(board, side, x, EXTENDED_INPUT_COUNT);
      for (const b of bytes) hash = Math.imul(hash ^ b, 0x01000193);
    }
    expect((hash >>> 0).toString(16)).toBe('85048874');
  });

  it('the basic mask keeps the simple features only', () => {
    expect(BASIC_MASK[0]).toBe(1);
    expect(BASIC_MASK[1 + F.pips]).toBe(1);
    expect(BASIC_MASK[1 + F.prime]).toBe(0);
  });
});
