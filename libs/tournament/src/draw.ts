/**
 * The draw of a single-elimination bracket: where each seed stands in round 1.
 *
 * The bracket has the next power of two of slots (at least 2). Standard seeding placement keeps seeds apart:
 * 1 and 2 can only meet in the final, 1-4 only in the semi-finals, 1-8 only in the quarter-finals, and so on.
 * It is built by doubling: [1, 2] -> [1, 4, 2, 3] -> [1, 8, 4, 5, 2, 7, 3, 6] -> ..., each seed s of a bracket
 * of m slots being paired with m + 1 - s. Seeds beyond the number of players are byes, so the byes fall
 * against the top seeds: with n players in m slots, seeds 1 .. m - n get a bye.
 */
import type { PlayerId } from './types';

/** Slots in a bracket for n players: the next power of two, at least 2. */
export function bracketSize(players: number): number {
  let size = 2;
  while (size < players) size *= 2;
  return size;
}

/** Seed numbers in bracket order, top line first (size a power of two). */
export function seedPositions(size: number): number[] {
  let positions = [1];
  while (positions.length < size) {
    const m = positions.length * 2;
    positions = positions.flatMap((s) => [s, m + 1 - s]);
  }
  return positions;
}

/** Round-1 lines: each pair of players (null is a bye), top of the draw first; `seeds` in seed order. */
export function firstRoundDraw(seeds: readonly PlayerId[]): [PlayerId | null, PlayerId | null][] {
  const positions = seedPositions(bracketSize(seeds.length));
  const lines: [PlayerId | null, PlayerId | null][] = [];
  for (let i = 0; i < positions.length; i += 2) {
    lines.push([seeds[positions[i] - 1] ?? null, seeds[positions[i + 1] - 1] ?? null]);
  }
  return lines;
}
