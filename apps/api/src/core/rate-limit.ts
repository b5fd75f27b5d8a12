import { Logger } from '@nestjs/common';
import type { ApolloServerPlugin } from '@apollo/server';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import Redis from 'ioredis';
import { Pool } from 'pg';
import {
  RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { poolOptions } from './database/pool-options';
import { DomainError } from './errors/domain-error';
import type { GqlContext } from './context';
import { fragmentsOf, rootFieldCount } from './query-limits';

/**
 * Mutations per caller (the signed-in user, else the address) per window, counted by mutation field (one
 * request with 500 aliased mutations is 500), in one budget that every API instance shares: in Redis when
 * REDIS_URL is set, else in PostgreSQL's unlogged "RateLimit" table (rate-limiter-flexible, one round trip per
 * request: a Lua script, or one upsert). Generous for play (a turn is a handful of actions), tight enough to stop
 * a runaway client. One limiter serves both doors (HTTP and WebSocket).
 *
 * When the shared store fails (Redis cut, PostgreSQL away), each instance counts in its own memory with the same
 * limit until the store answers again, and says so once in its log: a caller gets at most N times the budget
 * for the outage, where failing open would give it no bound and failing closed would refuse every mutation
 * for a fault that the mutations themselves survive (Redis only wakes subscribers up).
 */
export type RateLimitStore = 'redis' | 'postgres';

/** The library's failure to reach its store is an Error; a refusal within the budget is a RateLimiterRes. */
const refused = (outcome: unknown): outcome is RateLimiterRes => outcome instanceof RateLimiterRes;

export class MutationRateLimiter {
  private readonly logger = new Logger('rate-limit');
  private readonly fallback: RateLimiterMemory;
  private degraded = false;
  private warned = false;
  private readonly createdAt = Date.now();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly shared: RateLimiterAbstract,
    readonly store: RateLimitStore | 'memory',
    private readonly closeStore: () => Promise<void> = async () => undefined,
    private readonly storeReady: () => boolean = () => true,
  ) {
    this.fallback = new RateLimiterMemory({ points: limit, duration: windowSeconds(windowMs) });
  }

  /** Records `count` mutations for `key`; false when they do not fit in the window (they count all the same). */
  async take(key: string, count = 1): Promise<boolean> {
    try {
      await this.shared.consume(key, count);
      if (this.degraded) {
        this.degraded = false;
        if (this.warned)
          this.logger.log(`The ${this.store} mutation budget answers again: shared by every instance`);
        this.warned = false;
      }
      return true;
    } catch (outcome) {
      if (refused(outcome)) return false;
      this.degraded = true;
      // A store still connecting while the instance starts is no fault worth a warning.
      if (!this.warned && Date.now() - this.createdAt > START_GRACE_MS) {
        this.warned = true;
        this.logger.warn(
          `The ${this.store} mutation budget is unreachable (${(outcome as Error).message}): counting in this instance's memory until it answers`,
        );
      }
      return this.fallback.consume(key, count).then(
        () => true,
        () => false,
      );
    }
  }

  /** RATE_LIMITED when the caller's mutations (each field of `operation`) do not fit in its window. */
  async admit(operation: OperationDefinitionNode, document: DocumentNode, ctx: GqlContext): Promise<void> {
    if (operation.operation !== 'mutation') return;
    const count = rootFieldCount(operation, fragmentsOf(document));
    const viewer = await ctx.viewer();
    if (!(await this.take(viewer ? `user:${viewer.id}` : `ip:${ctx.ip}`, Math.max(1, count))))
      throw new DomainError('RATE_LIMITED');
  }

  /** Whether the next mutation is counted in the shared store (false while counting in memory after a fault). */
  shares(): boolean {
    return this.store !== 'memory' && this.storeReady() && (this.store === 'redis' || !this.degraded);
  }

  async onModuleDestroy(): Promise<void> {
    await this.closeStore();
  }
}

/** How long after its creation a limiter counts in memory without a warning while its store connects. */
const START_GRACE_MS = 5_000;

/** The library counts whole seconds. */
function windowSeconds(windowMs: number): number {
  return Math.max(1, Math.round(windowMs / 1000));
}

/**
 * The limiter of one deployment: its budgets are named after the database (instances on one database are one
 * deployment, even when several share a Redis) and after the limit and window (an instance configured
 * otherwise keeps budgets of its own).
 */
export function sharedMutationLimiter(
  options: { limit: number; windowMs: number; redisUrl: string | undefined },
  databaseUrl: string,
): MutationRateLimiter {
  const { limit, windowMs, redisUrl } = options;
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'default';
  const keyPrefix = `gamao:mutations:${database}:${limit}/${windowMs}`;
  const points = limit;
  const duration = windowSeconds(windowMs);
  if (redisUrl) {
    // Fails at once while disconnected (no offline queue, not ready) and after 250 ms on a connection that
    // has silently died, so a Redis fault costs a mutation no more than that; reconnects by itself.
    const client = new Redis(redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 250,
      keepAlive: 10_000,
    });
    client.on('error', () => undefined); // reported once by the limiter, as the fallback starts
    const shared = new RateLimiterRedis({
      storeClient: client,
      keyPrefix,
      points,
      duration,
      rejectIfRedisNotReady: true,
    });
    return new MutationRateLimiter(
      limit,
      windowMs,
      shared,
      'redis',
      async () => client.disconnect(),
      () => client.status === 'ready',
    );
  }
  const pool = new Pool({ ...poolOptions(databaseUrl), max: 4 });
  pool.on('error', () => undefined); // an idle connection the server closed: replaced by the next query
  // The table comes with the migrations (the API's role creates nothing); expired rows are deleted hourly.
  const shared = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'RateLimit',
    tableCreated: true,
    keyPrefix,
    points,
    duration,
  });
  return new MutationRateLimiter(limit, windowMs, shared, 'postgres', () => pool.end());
}

/** Counts in this instance's memory only: for a limiter that no other instance needs to share (unit tests). */
export function localMutationLimiter(limit: number, windowMs: number): MutationRateLimiter {
  const local = new RateLimiterMemory({ points: limit, duration: windowSeconds(windowMs) });
  return new MutationRateLimiter(limit, windowMs, local, 'memory');
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
