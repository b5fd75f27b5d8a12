import type { ApolloServerPlugin } from '@apollo/server';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { DomainError } from './errors/domain-error';
import type { GqlContext } from './context';
import { fragmentsOf, rootFieldCount } from './query-limits';

/**
 * Mutations per caller (the signed-in user, else the address) in a sliding window, per API instance, counted
 * by mutation field: one request with 500 aliased mutations is 500. Generous for play (a turn is a handful of
 * actions), tight enough to stop a runaway client. One limiter serves both doors (HTTP and WebSocket).
 */
export class MutationRateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Records `count` mutations for `key`; false (and nothing recorded) when they do not fit in the window. */
  take(key: string, now = Date.now(), count = 1): boolean {
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length + count > this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    for (let i = 0; i < count; i++) recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now);
    return true;
  }

  /** RATE_LIMITED when the caller's mutations (each field of `operation`) do not fit in its window. */
  async admit(operation: OperationDefinitionNode, document: DocumentNode, ctx: GqlContext): Promise<void> {
    if (operation.operation !== 'mutation') return;
    const count = rootFieldCount(operation, fragmentsOf(document));
    const viewer = await ctx.viewer();
    if (!this.take(viewer ? `user:${viewer.id}` : `ip:${ctx.ip}`, Date.now(), Math.max(1, count)))
      throw new DomainError('RATE_LIMITED');
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
        async didResolveOperation({ operation, document, contextValue }) {
          if (operation) await limiter.admit(operation, document, contextValue);
        },
      };
    },
  };
}
