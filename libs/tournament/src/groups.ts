/**
 * Groups by snake seeding: seeds are dealt across the groups and back, so each group gets a fair share of
 * strong and weak players. With 3 groups: A 1 6 7 12, B 2 5 8 11, C 3 4 9 10.
 */
import type { PlayerId } from './types';

/** `count` groups from entrants in seed order; each group keeps seed order. */
export function snakeGroups(seeds: readonly PlayerId[], count: number): PlayerId[][] {
  const groups: PlayerId[][] = Array.from({ length: count }, () => []);
  seeds.forEach((p, i) => {
    const row = Math.floor(i / count);
    const column = i % count;
    groups[row % 2 === 0 ? column : count - 1 - column].push(p);
  });
  return groups;
}
