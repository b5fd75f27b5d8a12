import { seedEntrants } from './seeding';
import { errorCode, value } from './testing';

const entrants = [
  { id: 'ana', rating: 1600 },
  { id: 'bia', rating: 1720 },
  { id: 'cid' },
  { id: 'dan', rating: 1600 },
  { id: 'eva', rating: 1450 },
];

describe('seedEntrants', () => {
  it('manual: the order given', () => {
    expect(value(seedEntrants(entrants, { method: 'manual' }))).toEqual(['ana', 'bia', 'cid', 'dan', 'eva']);
  });

  it('rating: highest first, newcomers at 1500, equal ratings in the order given', () => {
    expect(value(seedEntrants(entrants, { method: 'rating' }))).toEqual(['bia', 'ana', 'dan', 'cid', 'eva']);
  });

  it('random: a reproducible permutation of the seed string', () => {
    const a = value(seedEntrants(entrants, { method: 'random', seed: 'torneio-2025-03' }));
    expect(value(seedEntrants(entrants, { method: 'random', seed: 'torneio-2025-03' }))).toEqual(a);
    expect(a.slice().sort()).toEqual(['ana', 'bia', 'cid', 'dan', 'eva']);
    const others = ['s1', 's2', 's3', 's4', 's5'].map((seed) =>
      value(seedEntrants(entrants, { method: 'random', seed })).join(),
    );
    expect(new Set(others).size).toBeGreaterThan(1);
  });

  it('refuses a player entered twice and a rating that is not a number', () => {
    expect(errorCode(seedEntrants([{ id: 'a' }, { id: 'a' }], { method: 'manual' }))).toBe(
      'DUPLICATE_PLAYER',
    );
    expect(errorCode(seedEntrants([{ id: 'a', rating: NaN }], { method: 'rating' }))).toBe('INVALID_RATING');
  });
});
