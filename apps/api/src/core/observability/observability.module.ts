import { Injectable, Module, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { SqlService } from '../database/sql.service';
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

/** /metrics, /livez and /readyz, and the pool gauges (the JSON logs are set up by startApi: logging.ts). */
@Module({ controllers: [ObservabilityController], providers: [PoolMetrics] })
export class ObservabilityModule {}
