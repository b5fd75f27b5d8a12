import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { MutationRateLimiter } from './rate-limit';

/**
 * The limiter's choice between the shared store and its own memory, with a store the test controls: a refusal
 * of the store is a refusal; a store that fails is replaced by this instance's memory, with the same limit,
 * until it answers again. (The budgets shared by real instances: test/shared-limits.spec.ts, faults.spec.ts.)
 */
function controlledStore(limit: number) {
  const counts = new RateLimiterMemory({ points: limit, duration: 60 });
  const store = {
    down: false,
    calls: 0,
    consume(key: string, points: number) {
      store.calls++;
      if (store.down) return Promise.reject(new Error('connection is not ready'));
      return counts.consume(key, points);
    },
  };
  return store;
}

describe('MutationRateLimiter', () => {
  it('refuses what the shared store refuses: 3 of a limit of 3, then false', async () => {
    const store = controlledStore(3);
    const limiter = new MutationRateLimiter(3, 60_000, store as unknown as RateLimiterAbstract, 'redis');
    const taken = [];
    for (let i = 0; i < 4; i++) taken.push(await limiter.take('user:ana'));
    expect(taken).toEqual([true, true, true, false]);
    expect(limiter.shares()).toBe(true);
  });

  it('counts 2 aliased mutations as 2, and a refused request counts too (a flood stays refused)', async () => {
    const limiter = new MutationRateLimiter(
      3,
      60_000,
      controlledStore(3) as unknown as RateLimiterAbstract,
      'postgres',
    );
    expect(await limiter.take('user:bia', 2)).toBe(true);
    expect(await limiter.take('user:bia', 2)).toBe(false);
    // 2 + 2 of 3 used: even one more waits for the window to end.
    expect(await limiter.take('user:bia', 1)).toBe(false);
    expect(await limiter.take('user:eva', 1)).toBe(true);
  });

  it('counts in memory with the same limit while the store fails, then in the store again', async () => {
    const store = controlledStore(3);
    const limiter = new MutationRateLimiter(3, 60_000, store as unknown as RateLimiterAbstract, 'postgres');
    expect(await limiter.take('user:caio')).toBe(true); // one in the store
    store.down = true;
    const meanwhile = [];
    for (let i = 0; i < 4; i++) meanwhile.push(await limiter.take('user:caio'));
    // Memory starts from zero: bounded by the same limit, not open, not closed.
    expect(meanwhile).toEqual([true, true, true, false]);
    expect(limiter.shares()).toBe(false);
    store.down = false;
    const after = [];
    for (let i = 0; i < 3; i++) after.push(await limiter.take('user:caio'));
    // The store still holds its one: two more fit.
    expect(after).toEqual([true, true, false]);
    expect(limiter.shares()).toBe(true);
    expect(store.calls).toBe(8);
  });

  it('never falls back on a refusal: a RateLimiterRes from the store is final', async () => {
    const store = {
      consume: () => Promise.reject(new RateLimiterRes(0, 1_000, 5, false)),
    };
    const limiter = new MutationRateLimiter(3, 60_000, store as unknown as RateLimiterAbstract, 'redis');
    expect(await limiter.take('user:dora')).toBe(false);
    expect(limiter.shares()).toBe(true);
  });
});
