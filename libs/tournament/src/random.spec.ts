import fc from 'fast-check';
import { fnv1a32, seededRandom, shuffle } from './random';

describe('seededRandom', () => {
  it('hashes seeds with FNV-1a 32 (published test vectors)', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('gamão')).toBe(0x7c15f54b); // UTF-8 bytes, not UTF-16 code units
  });

  it('produces the same sfc32 outputs as the engine for the same seed', () => {
    // libs/engine/src/dice.spec.ts: seededUint32(42) -> 1638748083, 721226348, 1272765990
    const r = seededRandom('42');
    expect([r.nextUint32(), r.nextUint32(), r.nextUint32()]).toEqual([1638748083, 721226348, 1272765990]);
  });

  it('is reproducible and stays in range', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const a = seededRandom(seed);
        const b = seededRandom(seed);
        for (let i = 0; i < 20; i++) {
          const x = a.below(n);
          expect(x).toBe(b.below(n));
          expect(x >= 0 && x < n && Number.isInteger(x)).toBe(true);
        }
      }),
    );
  });

  it('refuses an impossible range (a programming error)', () => {
    expect(() => seededRandom('x').below(0)).toThrow(RangeError);
  });
});

describe('shuffle', () => {
  it('is a permutation and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.string(), (items, seed) => {
        const copy = items.slice();
        const out = shuffle(items, seededRandom(seed));
        expect(items).toEqual(copy);
        expect(out.slice().sort()).toEqual(copy.sort());
      }),
    );
  });

  it('gives a fixed order for a fixed seed', () => {
    const once = shuffle(['a', 'b', 'c', 'd', 'e', 'f'], seededRandom('club night'));
    expect(shuffle(['a', 'b', 'c', 'd', 'e', 'f'], seededRandom('club night'))).toEqual(once);
    expect(once).not.toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('is roughly uniform: each of the 6 orders of 3 items about 1/6 of the time', () => {
    const counts = new Map<string, number>();
    const r = seededRandom('uniform');
    for (let i = 0; i < 6000; i++) {
      const key = shuffle(['a', 'b', 'c'], r).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const c of counts.values()) expect(Math.abs(c - 1000)).toBeLessThan(150);
  });
});
