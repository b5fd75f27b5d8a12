import { checkCents, checkCurrency, formatCents, prizePool, splitByShares } from './money';

describe('money in integer cents', () => {
  it('refuses fractions of a cent and non-ISO currencies', () => {
    expect(checkCents(10.5, 'a fee')).toMatchObject({ ok: false, error: { code: 'INVALID_AMOUNT' } });
    expect(checkCents(0.1 + 0.2, 'a fee').ok).toBe(false);
    expect(checkCents(-1, 'a fee').ok).toBe(false);
    expect(checkCurrency('BRL').ok).toBe(true);
    expect(checkCurrency('R$')).toMatchObject({ ok: false, error: { code: 'INVALID_CURRENCY' } });
  });

  it('splits 60/30/10 and 2/3-1/3 exactly, the odd cent to the higher place', () => {
    // 1001 x 60/100 = 600.6, x 30/100 = 300.3, x 10/100 = 100.1: floors 1000, the 1 left to the largest remainder
    expect(splitByShares(1001, [60, 30, 10])).toEqual({ ok: true, value: [601, 300, 100] });
    // 100 x 2/3 = 66.67, x 1/3 = 33.33
    expect(splitByShares(100, [2, 1])).toEqual({ ok: true, value: [67, 33] });
    // equal remainders: the higher place gets the cent
    expect(splitByShares(1, [1, 1])).toEqual({ ok: true, value: [1, 0] });
    expect(splitByShares(5, [])).toMatchObject({ ok: false, error: { code: 'INVALID_PAYOUT' } });
  });

  it('a payout with an odd cent: 7 entries of R$ 14.33, 10 % to the club, 60/30/10', () => {
    // fees 10031; cut floor(1003.1) = 1003; pool 9028 -> 5416.8, 2708.4, 902.8: floors 9026,
    // remainders 80, 40, 80: the two cents left go to 1st and 3rd
    const pool = prizePool(
      7 * 1433,
      { payout: [60, 30, 10], clubCutBasisPoints: 1000, jackpotBasisPoints: 0 },
      0,
      false,
    );
    expect(pool).toEqual({
      ok: true,
      value: {
        fees: 10031,
        clubCut: 1003,
        jackpotAdded: 0,
        jackpotPaid: 0,
        jackpotCarried: 0,
        prizes: [5417, 2708, 903],
      },
    });
  });

  it('carries a jackpot over until it is won', () => {
    const rule = { payout: [2, 1], clubCutBasisPoints: 0, jackpotBasisPoints: 1000 };
    const first = prizePool(10000, rule, 0, false);
    expect(first).toMatchObject({
      ok: true,
      value: { jackpotAdded: 1000, jackpotCarried: 1000, prizes: [6000, 3000] },
    });
    const second = prizePool(10000, rule, 1000, true);
    // 9000 + 1000 won = 10000 -> 6666.67 / 3333.33
    expect(second).toMatchObject({
      ok: true,
      value: { jackpotPaid: 1000, jackpotCarried: 1000, prizes: [6667, 3333] },
    });
  });

  it('writes cents as decimal text without floats', () => {
    expect(formatCents(123405)).toBe('1234.05');
    expect(formatCents(-50)).toBe('-0.50');
  });
});
