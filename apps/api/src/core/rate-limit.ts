import type { ApolloServerPlugin } from '@apollo/server';
import { DomainError } from './errors/domain-error';
import type { GqlContext } from './context';

/**
 * Mutations per caller (the signed-in user, else the address) in a sliding window, per API instance.
 * Generous for play (a turn is a handful of actions), tight enough to stop a runaway client.
 */
export class MutationRateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Records one mutation for `key`; false when the window is already full. */
  take(key: string, now = Date.now()): boolean {
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now);
    return true;
  }

  private prune(now: number): void {
    for (const [key, times] of this.hits)
      if (!times.some((t) => t > now - this.windowMs)) this.hits.delete(key);
  }
}

export function rateLimitPlugin(limiter: MutationRateLimiter): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          if (operation?.operation !== 'mutation') return;
          const viewer = await contextValue.viewer();
          if (!limiter.take(viewer ? `user:${viewer.id}` : `ip:${contextValue.ip}`)) {
            throw new DomainError('RATE_LIMITED');
          }
        },
      };
    },
  };
}
