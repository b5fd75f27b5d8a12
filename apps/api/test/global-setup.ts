import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/core/database/database';

/** Without DATABASE_URL the tests get a real embedded PostgreSQL in a temporary folder. */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const root = mkdtempSync(path.join(os.tmpdir(), 'gamao-test-pg-'));
  // As root, PostgreSQL runs as the unprivileged postgres user, which must be able to reach its data folder.
  chmodSync(root, 0o755);
  const dataDir = path.join(root, 'data');
  const database = await openDatabase({ databaseUrl: undefined, embeddedDataDir: dataDir });
  process.env.TEST_ADMIN_DATABASE_URL = database.url;
  (globalThis as { __gamaoTestDatabase?: unknown }).__gamaoTestDatabase = { database, dataDir };
}
