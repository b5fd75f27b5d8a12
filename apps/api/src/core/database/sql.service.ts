import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Pool, QueryResultRow } from 'pg';
import { DATABASE_URL } from './prisma.service';

/**
 * Plain SQL on a pg pool, for the few hot paths where Prisma's per-query compilation costs more than the
 * query itself (resolving a session, loading and appending to a match). Everything else uses Prisma.
 */
@Injectable()
export class SqlService implements OnModuleDestroy {
  private readonly pool: Pool;
  private readonly logger = new Logger('database');

  constructor(@Inject(DATABASE_URL) databaseUrl: string) {
    this.pool = new Pool({ connectionString: databaseUrl, max: 20 });
    // An idle connection that the server closes (a restart, or the embedded server stopping first at
    // shutdown) must not crash the process: the pool replaces it on the next query.
    this.pool.on('error', (error) => this.logger.warn(`Idle database connection closed: ${error.message}`));
  }

  async query<T extends QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    return (await this.pool.query<T>(text, values)).rows;
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }
}
