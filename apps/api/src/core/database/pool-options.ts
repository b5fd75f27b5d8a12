import type { PoolConfig } from 'pg';

/**
 * How both pools (Prisma's and the plain one) talk to PostgreSQL, so that a database fault fails fast and heals
 * (docs/architecture.md, "Database faults"): a connection attempt gives up after 2 s, a statement after 4 s
 * (no request waits longer than 5 s on the database), TCP keepalive notices a dead server, and a connection
 * the server closed is dropped from the pool and replaced by the next query.
 */
export function poolOptions(connectionString: string): PoolConfig {
  return {
    connectionString,
    connectionTimeoutMillis: 2_000,
    statement_timeout: 4_000,
    query_timeout: 4_500,
    keepAlive: true,
    idleTimeoutMillis: 30_000,
  };
}
