import {
  SequentialPValue,
  binomialTwoSidedPValue,
  holmAdjust,
  logBinomialPmfs,
  seedOfCounts,
  seededUint32,
} from './exact-tests';

/** C(n, k) p^k (1-p)^(n-k) by plain products: the reference, independent of the recurrence. */
const pmf = (k: number, n: number, p: number): number => {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c * p ** k * (1 - p) ** (n - k);
};

describe('the exact binomial test', () => {
  it('knows the pmf: 30 rolls without a double (5/6)^30 = 0.004213', () => {
    expect(Math.exp(logBinomialPmfs(30, 1 / 6)[0])).toBeCloseTo((5 / 6) ** 30, 12);
    expect(Math.exp(logBinomialPmfs(30, 1 / 6)[5])).toBeCloseTo(pmf(5, 30, 1 / 6), 12);
  });

  it('gives 0 doubles in 30 rolls p = 0.006245: (5/6)^30 and the upper tail no likelier, summed by enumeration', () => {
    let reference = 0;
    const at = pmf(0, 30, 1 / 6);
    for (let i = 0; i <= 30; i++) if (pmf(i, 30, 1 / 6) <= at * (1 + 1e-9)) reference += pmf(i, 30, 1 / 6);
    expect(reference).toBeCloseTo(0.0062451, 6);
    expect(binomialTwoSidedPValue(0, 30, 1 / 6)).toBeCloseTo(reference, 10);
    expect(binomialTwoSidedPValue(5, 30, 1 / 6)).toBe(1);
    expect(binomialTwoSidedPValue(0, 0, 1 / 6)).toBe(1);
  });
});

describe('Holm', () => {
  it('multiplies the smallest by 3, the next by 2, never decreasing', () => {
    expect(holmAdjust([0.01, 0.04, 0.03])).toEqual([0.03, 0.06, 0.06]);
    expect(holmAdjust([0.5, 0.001])).toEqual([0.5, 0.002]);
    expect(holmAdjust([0.9, 0.4])).toEqual([0.9, 0.8]);
  });
});

describe('the sequential Monte Carlo rule', () => {
  it('stops at `hits` exceedances (p = hits / draws) or at maxDraws - 1 draws (p = (found + 1) / maxDraws)', () => {
    const early = new SequentialPValue(1, { hits: 2, maxDraws: 100 });
    expect(early.add(0)).toBe(false);
    expect(early.add(2)).toBe(false);
    expect(early.add(1)).toBe(true);
    expect(early.pValue).toBeCloseTo(2 / 3, 12);
    const late = new SequentialPValue(10, { hits: 5, maxDraws: 4 });
    late.add(0);
    late.add(11);
    expect(late.add(0)).toBe(true);
    expect(late.pValue).toBe(2 / 4);
  });

  it('is seeded from the counts: same counts, same draws', () => {
    expect(seedOfCounts([1, 2, 3])).toBe(seedOfCounts([1, 2, 3]));
    expect(seedOfCounts([1, 2, 3])).not.toBe(seedOfCounts([1, 3, 2]));
    const a = seededUint32(5);
    const b = seededUint32(5);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });
});
