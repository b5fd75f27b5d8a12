import { amountIn, listOf, sequenceNumber, wholeIn } from './number-rules';

describe('number rules', () => {
  it('wholeIn: whole numbers in the range', () => {
    expect(wholeIn(1, 99).safeParse(99).success).toBe(true);
    for (const n of [0, 100, 1.5, -1, Number.NaN, Infinity, 1e308])
      expect(wholeIn(1, 99).safeParse(n).success).toBe(false);
  });

  it('amountIn: finite, bounded, with at most the given decimals', () => {
    const stake = amountIn(0, 1_000_000, 2);
    for (const n of [0, 0.1, 2.5, 19.99, 1_000_000]) expect(stake.safeParse(n).success).toBe(true);
    for (const n of [1e308, -0.01, 1_000_000.01, 0.001, Infinity, Number.NaN])
      expect(stake.safeParse(n).success).toBe(false);
  });

  it('listOf: bounded lists', () => {
    const lengths = listOf(wholeIn(1, 99), 1, 64);
    expect(lengths.safeParse([5, 7]).success).toBe(true);
    expect(lengths.safeParse([]).success).toBe(false);
    expect(lengths.safeParse(Array.from({ length: 5000 }, () => 5)).success).toBe(false);
  });

  it('sequenceNumber: 0 or more, within a PostgreSQL int', () => {
    expect(sequenceNumber().safeParse(0).success).toBe(true);
    expect(sequenceNumber().safeParse(-1).success).toBe(false);
    expect(sequenceNumber().safeParse(2 ** 31).success).toBe(false);
  });
});
