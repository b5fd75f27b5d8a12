import { Inject } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import type { ApiConfig } from '../core/config';
import { API_CONFIG } from '../core/config.module';
import { PrismaService } from '../core/database/prisma.service';
import { EVENT_BUS, EventBus } from '../core/event-bus';
import { Health } from './health.model';

const DATABASE_TIMEOUT_MS = 2000;

@Resolver(() => Health)
export class HealthResolver {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  @Query(() => Health, { description: 'Liveness and readiness of the API and its database.' })
  async health(): Promise<Health> {
    const database = await this.databaseAnswers();
    const redis = this.bus.status();
    return {
      status: database && redis !== 'down' ? 'ok' : 'degraded',
      version: this.config.version,
      database,
      redis,
    };
  }

  private async databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
    });
    const query = this.prisma.$queryRaw`SELECT 1`.then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
