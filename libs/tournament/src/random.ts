/**
 * The only source of chance in this library: a small seeded generator, injected wherever a draw is random
 * (random seeding). The same seed always gives the same draw, so a director can publish the seed and anyone
 * can reproduce the draw. The API picks the seed (e.g. from cryptographic randomness) and stores it.
 *
 * Algorithm (libs/engine's seeded generator, imported from there, so both libraries agree on a seed):
 * 1. The seed string is hashed with 32-bit FNV-1a over its UTF-8 bytes (offset basis 0x811c9dc5,
 *    prime 0x01000193).
 * 2. Four 32-bit words a, b, c, d come from splitmix32 started at that hash (each step adds 0x9e3779b9,
 *    then z ^= z >>> 16; z *= 0x85ebca6b; z ^= z >>> 13; z *= 0xc2b2ae35; z ^= z >>> 16).
 * 3. The generator is sfc32 (Chris Doty-Humphrey's Small Fast Counter) on (a, b, c, d); the first 12 outputs
 *    are discarded.
 * 4. An integer below n takes one 32-bit output x; outputs >= 2^32 - (2^32 mod n) are rejected and drawn
 *    again, otherwise the value is x % n. No modulo bias.
 * 5. A shuffle is Fisher-Yates from the last index down: for i = len-1 .. 1, swap i with below(i + 1).
 */

import { seededUint32 } from '@gamao/engine';

export { fnv1a32 } from '@gamao/engine';

/** A seeded source of integers. Stateful: every call draws a new value. */
export interface Random {
  /** The next raw 32-bit output, 0 .. 2^32 - 1. */
  nextUint32(): number;
  /** A uniform integer in 0 .. n - 1 (n a positive integer up to 2^32). */
  below(n: number): number;
}

/** A generator seeded from a string: the engine's documented sfc32 generator, so both libraries agree. */
export function seededRandom(seed: string): Random {
  const nextUint32 = seededUint32(seed);
  const below = (n: number): number => {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32)
      throw new RangeError(`below(${n}): n must be 1 .. 2^32`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const x = nextUint32();
      if (x < limit) return x % n;
    }
  };
  return { nextUint32, below };
}

/** A shuffled copy (Fisher-Yates, last index down); the input is not changed. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
