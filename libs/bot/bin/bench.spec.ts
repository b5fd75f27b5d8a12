import { runPairing } from './bench';

describe('bench', () => {
  it('plays seat-swapped pairs and reports from the first player view', () => {
    const r = runPairing('medium', 'random', 4, 'spec');
    expect(r.games).toBe(4);
    expect(r.wins).toBeGreaterThanOrEqual(3);
    expect(r.winRate).toBeCloseTo(r.wins / 4, 12);
    expect(r.ppg).toBeGreaterThan(0);
    expect(r.ppgCi).toBeGreaterThanOrEqual(0);
  });
});
