import fc from 'fast-check';
import {
  EXACT_SETTLEMENT_LIMIT,
  type Settlement,
  money,
  settleBalances,
  settlementCents,
} from './settlement';
import { errorCode, value } from './testing';

/** Every balance after the transfers (all zero when the settlement is right). */
function after(s: Settlement): Record<string, number> {
  const left: Record<string, number> = { ...s.balances };
  for (const t of s.transfers) {
    left[t.from] += t.points;
    left[t.to] -= t.points;
  }
  return left;
}

/** The most zero-sum groups a list splits into, by brute force over set partitions (small lists). */
function bruteGroups(xs: number[]): number {
  let best = 0;
  const assign = (i: number, sums: number[]): void => {
    if (i === xs.length) {
      if (sums.every((s) => s === 0)) best = Math.max(best, sums.length);
      return;
    }
    for (let g = 0; g < sums.length; g++) {
      sums[g] += xs[i];
      assign(i + 1, sums);
      sums[g] -= xs[i];
    }
    sums.push(xs[i]);
    assign(i + 1, sums);
    sums.pop();
  };
  assign(0, []);
  return best;
}

const balances = (max: number): fc.Arbitrary<Record<string, number>> =>
  fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 1, maxLength: max }).map((xs) => {
    const all = [...xs, -xs.reduce((a, b) => a + b, 0)];
    return Object.fromEntries(all.map((v, i) => [`p${i}`, v]));
  });

describe('settlement', () => {
  it('one debtor, one creditor: one transfer, in money', () => {
    expect(value(settleBalances({ a: 5, b: -5, c: 0 }, 2.5))).toEqual({
      stake: 2.5,
      balances: { a: 5, b: -5, c: 0 },
      transfers: [{ from: 'b', to: 'a', points: 5, amount: 12.5 }],
      method: 'exact',
    });
  });

  it('finds fewer transfers than the greedy method where it can', () => {
    // Greedy (largest debtor to largest creditor) needs 4 here; {d, e} and {a, b, c} settle apart in 3.
    const s = value(settleBalances({ a: 5, b: -2, c: -3, d: 4, e: -4 }));
    expect(s.transfers).toHaveLength(3);
    expect(s.transfers).toEqual(
      expect.arrayContaining([
        { from: 'e', to: 'd', points: 4, amount: 4 },
        { from: 'c', to: 'a', points: 3, amount: 3 },
        { from: 'b', to: 'a', points: 2, amount: 2 },
      ]),
    );
  });

  it('uses the greedy method above the exact limit', () => {
    const many = Object.fromEntries(
      Array.from({ length: EXACT_SETTLEMENT_LIMIT + 2 }, (_, i) => [`p${i}`, i % 2 === 0 ? i + 1 : -i]),
    );
    const sum = Object.values(many).reduce((a, b) => a + b, 0);
    many.last = -sum;
    const s = value(settleBalances(many));
    expect(s.method).toBe('greedy');
    expect(Object.values(after(s)).every((v) => v === 0)).toBe(true);
  });

  it('refuses balances that do not sum to zero or are not whole points', () => {
    expect(errorCode(settleBalances({ a: 1, b: 0 }))).toBe('INVALID_ACTION');
    expect(errorCode(settleBalances({ a: 0.5, b: -0.5 }))).toBe('INVALID_ACTION');
    expect(errorCode(settleBalances({ a: 1, b: -1 }, -1))).toBe('INVALID_OPTIONS');
  });

  it('turns points into money without float noise', () => {
    expect(money(3, 0.1)).toBe(0.3);
    expect(money(7, 0.07)).toBe(0.49);
    expect(money(0, 5)).toBe(0);
  });

  it('property: the transfers settle every balance exactly, each positive, at most n - 1', () => {
    fc.assert(
      fc.property(balances(16), fc.constantFrom(1, 0.5, 5), (b, stake) => {
        const s = value(settleBalances(b, stake));
        expect(Object.values(after(s)).every((v) => v === 0)).toBe(true);
        const nonZero = Object.values(b).filter((v) => v !== 0).length;
        expect(s.transfers.length).toBeLessThanOrEqual(Math.max(0, nonZero - 1));
        for (const t of s.transfers) {
          expect(t.points).toBeGreaterThan(0);
          expect(t.amount).toBe(money(t.points, stake));
          expect(b[t.from]).toBeLessThan(0);
          expect(b[t.to]).toBeGreaterThan(0);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('property: up to the limit the count is the minimum (brute force on small groups)', () => {
    fc.assert(
      fc.property(balances(7), (b) => {
        const nonZero = Object.values(b).filter((v) => v !== 0);
        const s = value(settleBalances(b));
        expect(s.transfers.length).toBe(nonZero.length - bruteGroups(nonZero));
      }),
      { numRuns: 200 },
    );
  });

  it('gives each balance in whole cents for the club book: the stake taken to the cent, summing to zero', () => {
    // R$ 2,50 a point: +8, -7, -2, +1 points.
    expect(settlementCents({ a: 8, b: -7, c: -2, d: 1 }, 2.5)).toEqual({
      a: 2000,
      b: -1750,
      c: -500,
      d: 250,
    });
    // A stake of R$ 0,10 is 10 cents exactly (not 10.000000000000002); a zero balance is 0, not -0.
    expect(settlementCents({ a: 3, b: -3, c: 0 }, 0.1)).toEqual({ a: 30, b: -30, c: 0 });
    expect(Object.is(settlementCents({ a: 0 }, 1).a, 0)).toBe(true);
    // A stake finer than a cent is taken to the nearest cent: 0.125 -> 13 cents a point.
    const cents = settlementCents({ a: 5, b: -2, c: -3 }, 0.125);
    expect(cents).toEqual({ a: 65, b: -26, c: -39 });
    expect(Object.values(cents).reduce((x, y) => x + y, 0)).toBe(0);
  });
});
