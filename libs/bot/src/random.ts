/**
 * Random sources for the bot: a function returning numbers in [0, 1), injected by the caller so that a
 * bot's choices are reproducible (tests, benchmarks, bug reports).
 */
import { seededUint32 } from '@gamao/engine';

/** A reproducible source in [0, 1) from a seed, built on the engine's documented sfc32 generator. */
export function seededRandom(seed: string | number): () => number {
  const next = seededUint32(`bot:${String(seed)}`);
  return () => next() / 4294967296;
}
