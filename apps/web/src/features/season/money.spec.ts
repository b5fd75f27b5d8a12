import { centsText, formatMoney, parseBasisPoints, parseCents, parseShares } from './money';

describe('money on the site, in integer cents', () => {
  it('reads typed amounts as cents, and refuses anything else', () => {
    expect(['14,33', '14.33', '14', '0,5', 'R$ 100,31'].map(parseCents)).toEqual([
      1433, 1433, 1400, 50, 10031,
    ]);
    expect(['', '14,333', '-3', '1e3', '14.3.3'].map(parseCents)).toEqual([null, null, null, null, null]);
  });

  it('reads percentages as basis points and payout shares', () => {
    expect(['10', '2,5', '0', '12.25%'].map(parseBasisPoints)).toEqual([1000, 250, 0, 1225]);
    expect(parseShares('60/30/10')).toEqual([60, 30, 10]);
    expect(parseShares('2:1')).toEqual([2, 1]);
    expect(parseShares('60/0')).toBeNull();
    expect(parseShares('1.5/1')).toBeNull();
  });

  it('writes cents exactly in the club currency for the locale', () => {
    expect([5417, -50, 5, 0].map(centsText)).toEqual(['54.17', '-0.50', '0.05', '0.00']);
    expect(formatMoney(10031, 'BRL', 'pt-BR').replace(/\s/g, ' ')).toBe('R$ 100,31');
    expect(formatMoney(-5000, 'BRL', 'en')).toBe('-R$50.00');
    expect(formatMoney(123456789, 'EUR', 'en')).toBe('€1,234,567.89');
  });
});
