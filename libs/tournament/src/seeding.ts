/**
 * Seeding: the order of entrants, seed 1 first. Every format starts from it (bracket placement, Swiss
 * ranking before the first round, snake groups in round robin).
 *
 * - `manual`: the director's order, as given.
 * - `rating`: highest rating first; a player without a rating counts as a newcomer (1500); equal ratings keep
 *   the order given (a stable sort), so the director decides ties by listing order.
 * - `random`: a Fisher-Yates shuffle of the given order with the seeded generator of random.ts; the seed is
 *   stored with the tournament so the draw can be reproduced.
 */
import { INITIAL_RATING } from './rating';
import { seededRandom, shuffle } from './random';
import { type PlayerId, type Result, err, firstDuplicate, ok } from './types';

export interface Entrant {
  readonly id: PlayerId;
  /** The club rating (rating.ts); absent for a newcomer. */
  readonly rating?: number;
}

export type Seeding =
  | { readonly method: 'manual' }
  | { readonly method: 'rating' }
  | { readonly method: 'random'; readonly seed: string };

/** Entrant ids in seed order (seed 1 first). */
export function seedEntrants(entrants: readonly Entrant[], seeding: Seeding): Result<PlayerId[]> {
  const ids = entrants.map((e) => e.id);
  const duplicate = firstDuplicate(ids);
  if (duplicate !== null) return err('DUPLICATE_PLAYER', `${duplicate} is entered twice`);
  const unrated = entrants.find((e) => e.rating !== undefined && !Number.isFinite(e.rating));
  if (unrated) return err('INVALID_RATING', `${unrated.id} has rating ${unrated.rating}`);
  switch (seeding.method) {
    case 'manual':
      return ok(ids);
    case 'rating':
      return ok(
        entrants
          .map((e, i) => ({ id: e.id, rating: e.rating ?? INITIAL_RATING, i }))
          .sort((a, b) => b.rating - a.rating || a.i - b.i)
          .map((e) => e.id),
      );
    case 'random':
      return ok(shuffle(ids, seededRandom(seeding.seed)));
  }
}
