import { DynamicModule, Injectable, Module, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger as PinoLogger } from 'pino';
import type { ApiConfig } from '../config';
import { SqlService } from '../database/sql.service';
import { createRootLogger, loggerParams } from './logging';
import { databasePools, PoolStats } from './metrics';
import { ObservabilityController } from './observability.controller';

/** Reports the SqlService pool to the pool gauges while this app runs. */
@Injectable()
export class PoolMetrics implements OnModuleInit, OnModuleDestroy {
  private readonly stats = (): PoolStats => this.sql.poolStats();

  constructor(private readonly sql: SqlService) {}

  onModuleInit(): void {
    databasePools.add(this.stats);
  }

  onModuleDestroy(): void {
    databasePools.delete(this.stats);
  }
}

/**
 * Structured logs (pino, through nestjs-pino), /metrics, /livez and /readyz. `logger` is the root logger made
 * by startApi (so the lines before Nest starts go to the same place); without it, JSON on stdout.
 */
@Module({})
export class ObservabilityModule {
  static forRoot(config: ApiConfig, logger?: PinoLogger): DynamicModule {
    const root = logger ?? createRootLogger({ level: config.logLevel });
    return {
      module: ObservabilityModule,
      imports: [LoggerModule.forRoot(loggerParams(root))],
      controllers: [ObservabilityController],
      providers: [PoolMetrics],
    };
  }
}
