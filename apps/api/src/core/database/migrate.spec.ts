import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createTestDatabase, TestDatabase } from '../../../test/database';
import { applyMigrations, MigrationError } from './migrate';

function migrationsFolder(migrations: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gamao-migrations-'));
  for (const [name, sql] of Object.entries(migrations)) {
    mkdirSync(path.join(dir, name));
    writeFileSync(path.join(dir, name, 'migration.sql'), sql);
  }
  return dir;
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('applyMigrations (real PostgreSQL)', () => {
  let db: TestDatabase;
  const dirs: string[] = [];
  beforeEach(async () => {
    db = await createTestDatabase({ migrate: false });
  });
  afterEach(async () => {
    await db.drop();
    dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  it('applies each migration once, in order, even when several instances start at once', async () => {
    const dir = migrationsFolder({
      '20260101000000_a': 'CREATE TABLE a (id int); INSERT INTO a VALUES (1);',
      '20260102000000_b': 'CREATE TABLE b (id int); INSERT INTO b SELECT id + 1 FROM a;',
    });
    dirs.push(dir);
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => applyMigrations(db.url, dir)));
    expect(outcomes.map((o) => o.applied.length).sort()).toEqual([0, 0, 0, 2]);
    expect(outcomes.find((o) => o.applied.length)?.applied).toEqual(['20260101000000_a', '20260102000000_b']);
    expect(await query(db.url, 'SELECT id FROM b')).toEqual([{ id: 2 }]);
    const rows = await query<{ migration_name: string; checksum: string }>(
      db.url,
      'SELECT migration_name, checksum FROM "_prisma_migrations" ORDER BY migration_name',
    );
    expect(rows.map((r) => r.migration_name)).toEqual(['20260101000000_a', '20260102000000_b']);
    expect(rows[0].checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rolls back a failing migration entirely and refuses to go on', async () => {
    const dir = migrationsFolder({
      '20260101000000_ok': 'CREATE TABLE ok (id int);',
      '20260102000000_bad': 'CREATE TABLE half (id int); SELECT * FROM no_such_table;',
    });
    dirs.push(dir);
    await expect(applyMigrations(db.url, dir)).rejects.toThrow(MigrationError);
    expect(await query(db.url, "SELECT to_regclass('half') AS t")).toEqual([{ t: null }]);
    const names = await query<{ migration_name: string }>(
      db.url,
      'SELECT migration_name FROM "_prisma_migrations"',
    );
    expect(names).toEqual([{ migration_name: '20260101000000_ok' }]);
  });

  it('applies only what is new on a later start', async () => {
    const first = migrationsFolder({ '20260101000000_a': 'CREATE TABLE a (id int);' });
    const second = migrationsFolder({
      '20260101000000_a': 'CREATE TABLE a (id int);',
      '20260102000000_c': 'CREATE TABLE c (id int);',
    });
    dirs.push(first, second);
    await applyMigrations(db.url, first);
    expect(await applyMigrations(db.url, second)).toEqual({
      applied: ['20260102000000_c'],
      alreadyApplied: 1,
    });
  });
});
