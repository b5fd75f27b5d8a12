import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Pool, PoolClient, QueryResultRow } from 'pg';
import { poolOptions } from './pool-options';
import { DATABASE_URL } from './prisma.service';

/**
 * Plain SQL on a pg pool, for the few hot paths where Prisma's per-query compilation costs more than the
 * query itself (resolving a session, loading and appending to a match). Everything else uses Prisma.
 * Each text runs as a named prepared statement, so PostgreSQL parses and plans it once per connection.
 */
@Injectable()
export class SqlService implements OnModuleDestroy {
  private readonly pool: Pool;
  private readonly logger = new Logger('database');
  private readonly names = new Map<string, string>();

  constructor(@Inject(DATABASE_URL) databaseUrl: string) {
    this.pool = new Pool({ ...poolOptions(databaseUrl), max: 20 });
    // An idle connection that the server closes (a restart, or the embedded server stopping first at
    // shutdown) must not crash the process: the pool replaces it on the next query.
    this.pool.on('error', (error) => this.logger.warn(`Idle database connection closed: ${error.message}`));
  }

  async query<T extends QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
    let name = this.names.get(text);
    if (!name) {
      name = `q_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
      this.names.set(text, name);
    }
    return (await this.pool.query<T>({ name, text, values })).rows;
  }

  /** Whether PostgreSQL answers `SELECT 1` within `timeoutMs` (health and readiness); never throws. */
  async answers(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const query = this.query('SELECT 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A connection of its own, for a transaction that spans several statements; release it when done. */
  connect(): Promise<PoolClient> {
    return this.pool.connect();
  }

  /** How the pool is used now, for the metrics. */
  poolStats(): { total: number; idle: number; waiting: number } {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.end();
  }
}
