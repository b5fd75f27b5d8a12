import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';

// Prisma's CLI runs here with its JS (WebAssembly) schema engine: no native engine can be downloaded offline.
// Without a DATABASE_URL the CLI would fall back to the native engine, so `prisma generate` gets a placeholder.
process.env.DATABASE_URL ??= 'postgresql://postgres@127.0.0.1:5432/postgres';

// prisma/orm#27403: with the JS schema engine, adapter-pg 6 cannot read the `name` (19) and `"char"` (18)
// types that introspection returns. Reporting them as text (25) and their arrays as text[] (1009) fixes it.
const TEXT_LIKE: Record<number, number> = { 18: 25, 19: 25, 1002: 1009, 1003: 1009 };
type QueryResultLike = { fields?: { dataTypeID: number }[] };
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function patchedQuery(this: pg.Client, ...args: unknown[]) {
  const result = query.apply(this, args);
  const fix = (res: unknown) => {
    for (const field of (res as QueryResultLike)?.fields ?? []) {
      field.dataTypeID = TEXT_LIKE[field.dataTypeID] ?? field.dataTypeID;
    }
    return res;
  };
  return result instanceof Promise ? result.then(fix) : result;
} as typeof pg.Client.prototype.query;

export default defineConfig({
  engine: 'js',
  experimental: { adapter: true },
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations') },
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL, allowExitOnIdle: true }),
});
