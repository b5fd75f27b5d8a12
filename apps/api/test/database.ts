import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import { applyMigrations } from '../src/core/database/migrate';

/** The server the tests use: DATABASE_URL's, or the embedded one global-setup started. */
export function adminUrl(): string {
  const url = process.env.TEST_ADMIN_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error('global-setup did not provide a PostgreSQL server');
  return url;
}

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', '..', 'prisma', 'migrations');

export interface TestDatabase {
  readonly url: string;
  readonly name: string;
  drop(): Promise<void>;
}

async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the test server; `migrate` applies prisma/migrations to it. */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `gamao_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const database = {
    url: url.toString(),
    name,
    drop: () =>
      admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
  if (options.migrate ?? true) await applyMigrations(database.url, MIGRATIONS_DIR);
  return database;
}
