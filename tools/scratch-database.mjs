// A throwaway database for one run of a script: a new database on DATABASE_URL's server when it is set
// (dropped afterwards), else a folder for the API's embedded PostgreSQL (removed afterwards).
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

async function admin(sql) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Resolves with `{ url }` (server database) or `{ embeddedDir }` (embedded), and `dispose()`. */
export async function scratchDatabase(prefix) {
  if (process.env.DATABASE_URL) {
    const name = `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    return { url: url.toString(), dispose: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  chmodSync(dir, 0o755); // PostgreSQL runs as the postgres user when we are root
  return {
    embeddedDir: path.join(dir, 'pg'),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The API's environment for a scratch database. */
export const apiDatabaseEnv = (db) =>
  db.url ? { DATABASE_URL: db.url } : { DATABASE_URL: '', EMBEDDED_PG_DIR: db.embeddedDir };

/**
 * The URL of a scratch database the API is running on: the server's, or the embedded server's (its port is in
 * postmaster.pid; user, password and database are the API's embedded defaults, core/database/database.ts).
 */
export function runningDatabaseUrl(db) {
  if (db.url) return db.url;
  const port = readFileSync(path.join(db.embeddedDir, 'postmaster.pid'), 'utf8').split('\n')[3].trim();
  return `postgresql://postgres:gamao-embedded@127.0.0.1:${port}/gamao`;
}
