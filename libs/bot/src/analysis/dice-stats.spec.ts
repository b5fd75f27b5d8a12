import { type Action } from '@gamao/engine';
import {
  DISTINCT_ROLLS,
  chiSquarePValue,
  countRolls,
  diceStatistics,
  diceVerdict,
  distinctCounts,
  logGamma,
  mergeDiceCounts,
  regularizedGammaQ,
  rollIndex,
} from './dice-stats';

/** Exactly the expected counts of `rolls` (a multiple of 36). */
const expectedCounts = (rolls: number): number[] =>
  DISTINCT_ROLLS.map(([a, b]) => (a === b ? rolls / 36 : rolls / 18));

describe('the distinct rolls', () => {
  it('are the 21 rolls, higher die first, each found by rollIndex in either order', () => {
    expect(DISTINCT_ROLLS).toHaveLength(21);
    expect(DISTINCT_ROLLS[0]).toEqual([1, 1]);
    expect(DISTINCT_ROLLS[20]).toEqual([6, 6]);
    DISTINCT_ROLLS.forEach(([a, b], i) => {
      expect(rollIndex(a, b)).toBe(i);
      expect(rollIndex(b, a)).toBe(i);
    });
  });

  it('merges 36 ordered counts into 21 distinct ones (3-1 and 1-3 are one roll)', () => {
    const ordered = new Array<number>(36).fill(1);
    const merged = distinctCounts(ordered);
    expect(merged[rollIndex(3, 1)]).toBe(2);
    expect(merged[rollIndex(4, 4)]).toBe(1);
    expect(mergeDiceCounts(ordered, merged)).toEqual(merged.map((c) => 2 * c));
    expect(() => distinctCounts([1, 2, 3])).toThrow();
  });
});

describe('the incomplete gamma function and the chi-square p-value', () => {
  it('knows Γ: ln Γ(5) = ln 24, ln Γ(0.5) = ln √π', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 12);
  });

  it('gives Q(1, x) = e^-x (series and continued fraction sides)', () => {
    for (const x of [0.1, 0.5, 1.9, 2.5, 10]) expect(regularizedGammaQ(1, x)).toBeCloseTo(Math.exp(-x), 12);
    expect(regularizedGammaQ(3, 0)).toBe(1);
  });

  it('matches the chi-square tables: df 20 at 31.41 is 0.05, at 37.57 0.01, at 45.31 0.001', () => {
    expect(chiSquarePValue(31.41, 20)).toBeCloseTo(0.05, 3);
    expect(chiSquarePValue(37.566, 20)).toBeCloseTo(0.01, 4);
    expect(chiSquarePValue(45.315, 20)).toBeCloseTo(0.001, 5);
    expect(chiSquarePValue(20, 20)).toBeCloseTo(0.45793, 4);
    expect(chiSquarePValue(3.841, 1)).toBeCloseTo(0.05, 3);
  });

  it('says it in plain words', () => {
    expect(diceVerdict(0.5)).toBe('normal');
    expect(diceVerdict(0.05)).toBe('normal');
    expect(diceVerdict(0.049)).toBe('unusual');
    expect(diceVerdict(0.0009)).toBe('veryUnusual');
  });
});

describe('diceStatistics', () => {
  it('finds no deviation in exactly the expected counts', () => {
    const s = diceStatistics(expectedCounts(360));
    expect(s.rolls).toBe(360);
    expect(s.chiSquare).toBe(0);
    expect(s.pValue).toBeCloseTo(1, 12);
    expect(s.verdict).toBe('normal');
    expect(s.doubles).toBe(60);
    expect(s.doublesExpected).toBe(60);
    expect(s.degreesOfFreedom).toBe(20);
  });

  it('computes a fixed sample: 360 rolls with ten 1-1 too many and ten 6-6 too few give chi-square 20, p 0.458', () => {
    const counts = expectedCounts(360);
    counts[rollIndex(1, 1)] = 20;
    counts[rollIndex(6, 6)] = 0;
    const s = diceStatistics(counts);
    expect(s.chiSquare).toBeCloseTo(20, 12);
    expect(s.pValue).toBeCloseTo(0.45793, 4);
    expect(s.verdict).toBe('normal');
    expect(s.expected[rollIndex(2, 1)]).toBe(20);
  });

  it('calls 72 rolls of 6-6 out of 360 very unusual', () => {
    const counts = expectedCounts(360);
    counts[rollIndex(6, 6)] += 62;
    counts[rollIndex(5, 4)] -= 20;
    counts[rollIndex(6, 5)] -= 20;
    counts[rollIndex(6, 4)] -= 20;
    counts[rollIndex(3, 2)] -= 2;
    const s = diceStatistics(counts);
    expect(s.rolls).toBe(360);
    expect(s.doubles).toBe(122);
    expect(s.verdict).toBe('veryUnusual');
  });

  it('gives p = 1 for no rolls', () => {
    const s = diceStatistics(new Array<number>(21).fill(0));
    expect(s.rolls).toBe(0);
    expect(s.pValue).toBe(1);
  });
});

describe('countRolls', () => {
  it('counts each side’s rolls after the opening roll, through the engine', () => {
    const actions: Action[] = [
      { type: 'roll', dice: [2, 2] }, // a tie: rolled again, not counted
      { type: 'roll', dice: [3, 1] }, // the opening: side 0 plays 31, not counted
      {
        type: 'play',
        side: 0,
        moves: [
          { from: 8, to: 5, die: 3 },
          { from: 6, to: 5, die: 1 },
        ],
      },
      { type: 'roll', side: 1, dice: [6, 6] },
      {
        type: 'play',
        side: 1,
        moves: [
          { from: 24, to: 18, die: 6 },
          { from: 24, to: 18, die: 6 },
          { from: 13, to: 7, die: 6 },
          { from: 13, to: 7, die: 6 },
        ],
      },
      { type: 'roll', side: 0, dice: [1, 3] },
      { type: 'roll', side: 0, dice: [5, 5] }, // refused by the engine: counting stops
    ];
    const [a, b] = countRolls({ options: { length: 0 }, actions });
    expect(a.reduce((s, n) => s + n, 0)).toBe(1);
    expect(a[rollIndex(3, 1)]).toBe(1);
    expect(b[rollIndex(6, 6)]).toBe(1);
    expect(b.reduce((s, n) => s + n, 0)).toBe(1);
  });
});
