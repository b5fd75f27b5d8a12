import { DynamicModule, Global, Inject, Injectable, Logger, Module, OnModuleDestroy } from '@nestjs/common';
import { PubSub } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import Redis from 'ioredis';

/** Whether live updates reach other instances: through Redis (up or down), or unused (a single instance). */
export type BusStatus = 'up' | 'down' | 'unused';

/**
 * Live events between API instances: Redis pub/sub when REDIS_URL is set (several instances behave as one),
 * else in memory (a single instance). It only wakes subscribers up: what must not be lost travels through
 * PostgreSQL (core/events), and a subscriber catches up from its log. So publishing never fails and never
 * waits for a Redis that is down, and a subscriber is told when Redis comes back (`onResume`), to read what
 * it may have missed.
 */
export interface EventBus {
  publish(topic: string, payload: object): Promise<void>;
  /** Resolves once the subscription is live (or Redis is down and it will be on reconnection), with its end. */
  subscribe(topic: string, onMessage: (payload: unknown) => void, onResume?: () => void): Promise<() => void>;
  status(): BusStatus;
}

export const EVENT_BUS = Symbol('EVENT_BUS');

/** How long a subscription waits for Redis before it goes on in degraded mode. */
const SUBSCRIBE_WAIT_MS = 1_000;

@Injectable()
class PubSubEventBus implements EventBus, OnModuleDestroy {
  private readonly logger = new Logger('event-bus');
  // Both implement the same publish/subscribe/unsubscribe contract; typed as the in-memory one.
  private readonly pubsub: PubSub;
  private readonly redis: RedisPubSub | null;
  private readonly publisher: Redis | null = null;
  private readonly subscriber: Redis | null = null;
  private readonly resumers = new Set<() => void>();
  private down = false;
  private closing = false;

  constructor(@Inject('REDIS_URL') redisUrl: string | undefined) {
    if (redisUrl) {
      // The publisher fails at once while disconnected (no offline queue), and after 1 s on a connection that
      // has silently died; the subscriber queues its SUBSCRIBE commands and re-subscribes by itself after a
      // reconnection. Both reconnect forever.
      this.publisher = new Redis(redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: 1_000,
      });
      this.subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
      for (const client of [this.publisher, this.subscriber]) {
        client.on('error', (error: Error) => this.lost(error.message));
        client.on('close', () => this.lost('connection closed'));
      }
      this.subscriber.on('ready', () => this.back());
      this.redis = new RedisPubSub({ publisher: this.publisher, subscriber: this.subscriber });
    } else {
      this.redis = null;
    }
    this.pubsub = (this.redis as unknown as PubSub | null) ?? new PubSub();
  }

  async publish(topic: string, payload: object): Promise<void> {
    try {
      await this.pubsub.publish(topic, payload);
    } catch (error) {
      this.lost((error as Error).message);
    }
  }

  async subscribe(
    topic: string,
    onMessage: (payload: unknown) => void,
    onResume?: () => void,
  ): Promise<() => void> {
    const pending = this.pubsub.subscribe(topic, onMessage);
    // With Redis down the SUBSCRIBE waits in the subscriber's queue: go on, it takes effect on reconnection.
    if (this.redis) await Promise.race([pending.catch(() => undefined), sleep(SUBSCRIBE_WAIT_MS)]);
    else await pending;
    if (onResume) this.resumers.add(onResume);
    return () => {
      if (onResume) this.resumers.delete(onResume);
      pending.then((id) => this.pubsub.unsubscribe(id)).catch(() => undefined);
    };
  }

  status(): BusStatus {
    if (!this.subscriber || !this.publisher) return 'unused';
    return this.subscriber.status === 'ready' && this.publisher.status === 'ready' ? 'up' : 'down';
  }

  private lost(reason: string): void {
    if (this.down || this.closing) return;
    this.down = true;
    this.logger.warn(
      `Redis unreachable (${reason}): live updates between instances are paused; reconnecting`,
    );
  }

  private back(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.log('Redis is back: live subscribers catch up from their logs');
    for (const resume of this.resumers) resume();
  }

  async onModuleDestroy(): Promise<void> {
    this.closing = true;
    await this.redis?.close().catch(() => undefined);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

@Global()
@Module({})
export class EventBusModule {
  static forRoot(redisUrl: string | undefined): DynamicModule {
    return {
      module: EventBusModule,
      providers: [
        { provide: 'REDIS_URL', useValue: redisUrl },
        { provide: EVENT_BUS, useClass: PubSubEventBus },
      ],
      exports: [EVENT_BUS],
    };
  }
}
