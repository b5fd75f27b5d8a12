import { Inject } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import type { ApiConfig } from '../core/config';
import { API_CONFIG } from '../core/config.module';
import { SqlService } from '../core/database/sql.service';
import { EVENT_BUS, EventBus } from '../core/event-bus';
import { Health } from './health.model';

const DATABASE_TIMEOUT_MS = 2000;

@Resolver(() => Health)
export class HealthResolver {
  constructor(
    private readonly sql: SqlService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  @Query(() => Health, { description: 'Liveness and readiness of the API and its database.' })
  async health(): Promise<Health> {
    const database = await this.sql.answers(DATABASE_TIMEOUT_MS);
    const redis = this.bus.status();
    return {
      status: database && redis !== 'down' ? 'ok' : 'degraded',
      version: this.config.version,
      database,
      redis,
    };
  }
}
