import { seededRandom } from './random';

describe('seededRandom', () => {
  it('is reproducible and stays in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom('42');
    for (let i = 0; i < 1000; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    expect(seededRandom(1)()).not.toBe(seededRandom(2)());
  });
});
