/**
 * The only source of chance in this library: a small seeded generator, injected wherever a draw is random
 * (random seeding). The same seed always gives the same draw, so a director can publish the seed and anyone
 * can reproduce the draw. The API picks the seed (e.g. from cryptographic randomness) and stores it.
 *
 * Algorithm (the same one libs/engine uses for seeded dice, so both libraries agree on a seed):
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

/** A seeded source of integers. Stateful: every call draws a new value. */
export interface Random {
  /** The next raw 32-bit output, 0 .. 2^32 - 1. */
  nextUint32(): number;
  /** A uniform integer in 0 .. n - 1 (n a positive integer up to 2^32). */
  below(n: number): number;
}

function utf8(s: string): number[] {
  const out: number[] = [];
  for (const ch of s) {
    const c = ch.codePointAt(0) as number;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return out;
}

/** 32-bit FNV-1a of the UTF-8 bytes of a string. */
export function fnv1a32(s: string): number {
  let h = 0x811c9dc5;
  for (const b of utf8(s)) {
    h ^= b;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator seeded from a string, as documented at the top of this file. */
export function seededRandom(seed: string): Random {
  let state = fnv1a32(seed);
  const splitmix32 = (): number => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix32();
  let b = splitmix32();
  let c = splitmix32();
  let d = splitmix32();
  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) nextUint32();
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
