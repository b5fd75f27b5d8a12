import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { Pool, QueryResultRow } from 'pg';
import { DATABASE_URL } from './prisma.service';

/**
 * Plain SQL on a pg pool, for the few hot paths where Prisma's per-query compilation costs more than the
 * query itself (resolving a session, loading and appending to a match). Everything else uses Prisma.
 */
@Injectable()
export class SqlService implements OnModuleDestroy {
  private readonly pool: Pool;

  constructor(@Inject(DATABASE_URL) databaseUrl: string) {
    this.pool = new Pool({ connectionString: databaseUrl, max: 20 });
  }

  async query<T extends QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    return (await this.pool.query<T>(text, values)).rows;
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }
}
