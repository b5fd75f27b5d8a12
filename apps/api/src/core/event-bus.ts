import { DynamicModule, Global, Inject, Injectable, Module, OnModuleDestroy } from '@nestjs/common';
import { PubSub } from 'graphql-subscriptions';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import Redis from 'ioredis';

/**
 * Live events between API instances: Redis pub/sub when REDIS_URL is set (several instances behave as one),
 * else in memory (a single instance).
 */
export interface EventBus {
  publish(topic: string, payload: object): Promise<void>;
  /** Resolves once the subscription is live, with the function that ends it. */
  subscribe(topic: string, onMessage: (payload: unknown) => void): Promise<() => void>;
}

export const EVENT_BUS = Symbol('EVENT_BUS');

@Injectable()
class PubSubEventBus implements EventBus, OnModuleDestroy {
  // Both implement the same publish/subscribe/unsubscribe contract; typed as the in-memory one.
  private readonly pubsub: PubSub;
  private readonly redis: RedisPubSub | null;

  constructor(@Inject('REDIS_URL') redisUrl: string | undefined) {
    this.redis = redisUrl
      ? new RedisPubSub({
          publisher: new Redis(redisUrl, { maxRetriesPerRequest: 3 }),
          subscriber: new Redis(redisUrl, { maxRetriesPerRequest: 3 }),
        })
      : null;
    this.pubsub = (this.redis as unknown as PubSub | null) ?? new PubSub();
  }

  publish(topic: string, payload: object): Promise<void> {
    return this.pubsub.publish(topic, payload);
  }

  async subscribe(topic: string, onMessage: (payload: unknown) => void): Promise<() => void> {
    const id = await this.pubsub.subscribe(topic, onMessage);
    return () => this.pubsub.unsubscribe(id);
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.close();
  }
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
