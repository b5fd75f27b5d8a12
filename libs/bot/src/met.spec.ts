import { POST_CRAWFORD, PRE_CRAWFORD, matchEquity, normalCdf } from './met';

describe('Kazaross-XG2 match equity table', () => {
  it('has the published values', () => {
    // Kazaross-XG2 (gnubg met/Kazaross-XG2.xml): 2-away 2-away 50%, 4-away 2-away 33.1%, Crawford 1-away
    // 2-away 67.7%, 3-away 5-away 64.8%, 7-away 9-away 60.9%.
    expect(matchEquity(2, 2)).toBe(0.5);
    expect(matchEquity(4, 2)).toBeCloseTo(0.3313, 4);
    expect(matchEquity(1, 2)).toBeCloseTo(0.67736, 5);
    expect(matchEquity(3, 5)).toBeCloseTo(0.64795, 5);
    expect(matchEquity(7, 9)).toBeCloseTo(0.60854, 5);
    expect(matchEquity(15, 15)).toBe(0.5);
  });

  it('is a consistent table: complementary entries sum to 1', () => {
    for (let i = 0; i < 15; i++) {
      expect(PRE_CRAWFORD[i]).toHaveLength(15);
      for (let j = 0; j < 15; j++) expect(PRE_CRAWFORD[i][j] + PRE_CRAWFORD[j][i]).toBeCloseTo(1, 4);
    }
  });

  it('post-Crawford: the trailer at 2-away has the free drop, about 48.8%', () => {
    expect(matchEquity(2, 1, true)).toBeCloseTo(0.48803, 5);
    expect(matchEquity(1, 2, true)).toBeCloseTo(1 - 0.48803, 5);
    expect(matchEquity(3, 1, true)).toBeCloseTo(POST_CRAWFORD[2], 6);
    expect(matchEquity(1, 1, true)).toBe(0.5);
  });

  it('ends: a player who needs nothing has won', () => {
    expect(matchEquity(0, 3)).toBe(1);
    expect(matchEquity(3, 0)).toBe(0);
    expect(matchEquity(-1, 3)).toBe(1);
  });

  it('extrapolates smoothly beyond 15 points', () => {
    expect(matchEquity(17, 17)).toBeCloseTo(0.5, 6);
    expect(matchEquity(16, 18)).toBeGreaterThan(0.5);
    expect(Math.abs(matchEquity(16, 15) - matchEquity(15, 14) + 0.0)).toBeLessThan(0.1);
    expect(matchEquity(30, 1, true)).toBeGreaterThan(0);
    expect(matchEquity(30, 1, true)).toBeLessThan(POST_CRAWFORD[14]);
  });

  it('normalCdf', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1.96)).toBeCloseTo(0.025, 3);
  });
});
