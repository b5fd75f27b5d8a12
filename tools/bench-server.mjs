// The built API as the benches run it: a scratch database of its own (on DATABASE_URL's server, else
// embedded), no practical mutation or sign-up limit, and with BENCH_PROFILE=<dir> a CPU profile of the API written there
// (BENCH_QUERIES=1: the statements it sends to PostgreSQL counted, see tools/pg-query-count.cjs).
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startService, stopService, waitForApi } from './processes.mjs';
import { apiDatabaseEnv, runningDatabaseUrl, scratchDatabase } from './scratch-database.mjs';

/** Starts the API on `port` with a fresh database named after `databaseName`; resolves once it answers. */
export async function startBenchApi(port, databaseName) {
  const url = `http://127.0.0.1:${port}/graphql`;
  const database = await scratchDatabase(databaseName);
  const env = {
    ...process.env,
    PORT: String(port),
    MUTATION_LIMIT: '1000000000',
    // The benches sign their players up from this one address.
    SIGN_UP_LIMIT: '1000000000',
    DATABASE_URL: '',
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
    PG_QUERY_COUNT_FILE: path.join(os.tmpdir(), `gamao-bench-queries-${process.pid}.json`),
    ...apiDatabaseEnv(database),
  };
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE]
    : [];
  // BENCH_QUERIES=1: the API counts its statements to PostgreSQL (tools/pg-query-count.cjs; bench-api.mjs).
  if (process.env.BENCH_QUERIES === '1') profile.push('--require', './tools/pg-query-count.cjs');
  const api = startService('api', process.execPath, [...profile, 'apps/api/dist/main.js'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const stop = async () => {
    await stopService(api);
    await database.dispose();
  };
  try {
    await waitForApi(url, 60000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    stop,
    metrics: () => readMetrics(url),
    databaseUrl: () => runningDatabaseUrl(database),
    // The API's process group: the API and, when embedded, its PostgreSQL server (for CPU accounting).
    pid: api.pid,
  };
}

const BENCH_METRICS_TOKEN = 'bench';

/** The API's Prometheus metrics (text format). */
async function readMetrics(graphqlUrl) {
  const response = await fetch(graphqlUrl.replace(/\/graphql$/, '/metrics'), {
    headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
  });
  return response.text();
}

/**
 * A quantile of a Prometheus histogram summed over its labels (those series whose labels contain `only`), less
 * what an earlier reading `since` had counted, interpolated within the bucket as histogram_quantile does; null
 * when it has no observations.
 */
export function histogramQuantile(metricsText, name, q, { only = '', since = '' } = {}) {
  const buckets = (text) => {
    const counts = new Map();
    for (const line of text.split('\n')) {
      const match = line.match(new RegExp(`^${name}_bucket\\{(.*le="([^"]+)".*)\\} (\\S+)$`));
      if (!match || !match[1].includes(only)) continue;
      const le = match[2] === '+Inf' ? Infinity : Number(match[2]);
      counts.set(le, (counts.get(le) ?? 0) + Number(match[3]));
    }
    return counts;
  };
  const before = buckets(since);
  const sorted = [...buckets(metricsText).entries()]
    .map(([le, count]) => [le, count - (before.get(le) ?? 0)])
    .sort((a, b) => a[0] - b[0]);
  const total = sorted.at(-1)?.[1] ?? 0;
  if (!total) return null;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const [le, count] of sorted) {
    if (count >= rank) {
      if (le === Infinity) return lower;
      return lower + ((le - lower) * (rank - below)) / Math.max(1, count - below);
    }
    lower = le;
    below = count;
  }
  return lower;
}

/**
 * Resolves once the API's outbox has no due event left (its consumers are done): the benches open their
 * measured windows, or time a director's next step, after the burst before it is delivered.
 */
export async function eventsDelivered(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS due FROM "DomainEvent" WHERE status = 'PENDING' AND "availableAt" <= now()`,
      );
      if (rows[0].due === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await client.end();
  }
}
