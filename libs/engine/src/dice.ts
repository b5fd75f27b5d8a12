/**
 * Dice: where rolls come from, and the opening roll.
 *
 * The engine never rolls by itself: callers draw from a DiceSource and pass the dice in actions
 * (game.ts), so a match log replays without any randomness.
 *
 * Seeded dice (tests, bots, reproducible bug reports), documented so any language can reproduce them:
 * 1. The seed is turned into a string (`String(seed)`, so 42 and "42" are the same seed) and
 *    hashed with 32-bit FNV-1a over its UTF-8 bytes (offset basis 0x811c9dc5, prime 0x01000193).
 * 2. Four 32-bit words a, b, c, d come from splitmix32 started at that hash (each step adds
 *    0x9e3779b9, then z ^= z >>> 16; z *= 0x85ebca6b; z ^= z >>> 13; z *= 0xc2b2ae35; z ^= z >>> 16).
 * 3. The generator is sfc32 (Chris Doty-Humphrey's Small Fast Counter, as in PractRand) on (a, b, c, d);
 *    the first 12 outputs are discarded.
 * 4. A die takes one 32-bit output x; outputs >= 4294967292 (the largest multiple of 6 below 2^32) are
 *    rejected and drawn again, otherwise the die is x % 6 + 1. No modulo bias.
 * 5. roll() draws the first die, then the second.
 *
 * Cryptographic dice use `globalThis.crypto.getRandomValues` (Node 20+, browsers) with the same rejection.
 */
import type { Dice, Die, Side } from './types';

/** A source of dice. Stateful: every call draws new values. */
export interface DiceSource {
  /** Two dice, as rolled. */
  roll(): Dice;
  /** A single die (the opening roll, chouette seating). */
  die(): Die;
}

/** Outputs at or above this value are rejected: 2^32 - (2^32 mod 6). */
const LIMIT = 4294967292;

const dieFrom = (x: number): Die => ((x % 6) + 1) as Die;

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

/** A raw 32-bit generator (sfc32) seeded as documented above; exported for tests and other libs. */
export function seededUint32(seed: string | number): () => number {
  let state = fnv1a32(String(seed));
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
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

function sourceFrom(next: () => number): DiceSource {
  const die = (): Die => {
    for (;;) {
      const x = next();
      if (x < LIMIT) return dieFrom(x);
    }
  };
  return { die, roll: (): Dice => [die(), die()] };
}

/** Reproducible dice from a seed (algorithm documented at the top of this file). */
export function seededDice(seed: string | number): DiceSource {
  return sourceFrom(seededUint32(seed));
}

interface CryptoLike {
  getRandomValues<T extends ArrayBufferView>(array: T): T;
}

/** Cryptographically random dice (the server's dice): WebCrypto's getRandomValues, rejection-sampled. */
export function cryptoDice(): DiceSource {
  const crypto = (globalThis as { crypto?: CryptoLike }).crypto;
  if (!crypto || typeof crypto.getRandomValues !== 'function') {
    // A programming/environment error, not a rule error: there is no way to continue safely.
    throw new Error('globalThis.crypto.getRandomValues is not available');
  }
  const buffer = new Uint32Array(64);
  let index = buffer.length;
  return sourceFrom(() => {
    if (index === buffer.length) {
      crypto.getRandomValues(buffer);
      index = 0;
    }
    return buffer[index++];
  });
}

/** A source replaying fixed dice (tests, importing recorded games); cycles when exhausted. */
export function fixedDice(values: readonly Die[]): DiceSource {
  let i = 0;
  const die = (): Die => values[i++ % values.length];
  return { die, roll: (): Dice => [die(), die()] };
}

export interface OpeningOptions {
  /** Automatic doubles (money play and chouette): each tie doubles the cube. */
  readonly autoDoubles?: boolean;
  /** Highest cube value automatic doubles may reach (default 64). */
  readonly autoDoubleCap?: number;
  /** The cube value before the opening roll (default 1). */
  readonly cube?: number;
}

export interface OpeningRoll {
  /** Who plays first: the side with the higher die. */
  readonly starter: Side;
  /** The deciding roll: [side 0's die, side 1's die]; the starter plays both numbers. */
  readonly dice: Dice;
  /** Every roll in order, ties included ([side 0's die, side 1's die]). */
  readonly rolls: readonly Dice[];
  /** The cube value after automatic doubles. */
  readonly cube: number;
}

/** One tie of the opening roll with automatic doubles on: the cube doubles unless it is at the cap. */
export function autoDouble(cube: number, cap: number): number {
  return cube * 2 <= cap ? cube * 2 : cube;
}

/**
 * The opening roll: each side rolls one die (side 0 first), ties roll again. With automatic doubles
 * each tie doubles the cube up to the cap.
 */
export function rollOpening(source: DiceSource, options: OpeningOptions = {}): OpeningRoll {
  const cap = options.autoDoubleCap ?? 64;
  let cube = options.cube ?? 1;
  const rolls: Dice[] = [];
  for (;;) {
    const dice: Dice = [source.die(), source.die()];
    rolls.push(dice);
    if (dice[0] !== dice[1]) {
      return { starter: dice[0] > dice[1] ? 0 : 1, dice, rolls, cube };
    }
    if (options.autoDoubles) cube = autoDouble(cube, cap);
  }
}
