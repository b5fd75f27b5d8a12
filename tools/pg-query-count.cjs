// Preloaded into the API by `BENCH_QUERIES=1 npm run bench:api` (node --require): counts the statements the
// process sends to PostgreSQL through pg (Prisma's adapter included), by their first words, between two SIGUSR2
// (the bench's measured window); the second writes them as JSON to PG_QUERY_COUNT_FILE.
const { writeFileSync } = require('node:fs');
const pg = require('pg');

const counts = new Map();
let counting = false;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, ...rest) {
  if (counting) {
    const text = typeof config === 'string' ? config : (config && config.text) || '';
    const key = text.trim().replace(/\s+/g, ' ').slice(0, 80);
    counts.set(key, (counts.get(key) || 0) + 1);
  }
  return query.call(this, config, ...rest);
};
process.on('SIGUSR2', () => {
  if (!counting) {
    counts.clear();
    counting = true;
    return;
  }
  counting = false;
  writeFileSync(process.env.PG_QUERY_COUNT_FILE, JSON.stringify([...counts].sort((a, b) => b[1] - a[1])));
});
