import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

/**
 * Applies pending migrations from prisma/migrations at start-up, in folder order.
 *
 * It keeps Prisma's own bookkeeping table (`_prisma_migrations`, same columns and checksums) so that
 * `prisma migrate status` and `prisma migrate dev` agree with it, and it takes the same advisory lock as
 * `prisma migrate deploy`, so any number of API instances (or the CLI) starting at once apply each
 * migration exactly once. Each migration runs in its own transaction with its bookkeeping row.
 */
export const MIGRATION_LOCK_KEY = 72707369;

export interface MigrationOutcome {
  readonly applied: string[];
  readonly alreadyApplied: number;
}

export class MigrationError extends Error {}

export async function applyMigrations(
  connectionString: string,
  migrationsDir: string,
): Promise<MigrationOutcome> {
  const pending = listMigrations(migrationsDir);
  const client = new Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    // Checked first: a role that may not create tables (the API's own, which only reads this table) may not
    // run even CREATE TABLE IF NOT EXISTS.
    const { rows: table } = await client.query<{ found: string | null }>(
      `SELECT to_regclass('"_prisma_migrations"')::text AS found`,
    );
    if (!table[0].found) {
      await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    }
    const { rows } = await client.query<{
      migration_name: string;
      finished_at: Date | null;
      checksum: string;
    }>('SELECT migration_name, finished_at, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL');
    const failed = rows.find((row) => row.finished_at === null);
    if (failed) {
      throw new MigrationError(
        `Migration ${failed.migration_name} failed earlier; resolve it before starting.`,
      );
    }
    const done = new Set(rows.map((row) => row.migration_name));
    const applied: string[] = [];
    for (const migration of pending) {
      if (done.has(migration.name)) continue;
      await client.query('BEGIN');
      try {
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at) VALUES ($1, $2, $3, now())`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await client.query(migration.sql);
        await client.query(
          `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE migration_name = $1`,
          [migration.name],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new MigrationError(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
      applied.push(migration.name);
    }
    return { applied, alreadyApplied: pending.length - applied.length };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

interface Migration {
  readonly name: string;
  readonly sql: string;
  readonly checksum: string;
}

function listMigrations(migrationsDir: string): Migration[] {
  if (!existsSync(migrationsDir)) return [];
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(migrationsDir, entry.name, 'migration.sql')),
    )
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}
