// The built API as the benches run it: a scratch database of its own (on DATABASE_URL's server, else
// embedded), no practical mutation limit, and with BENCH_PROFILE=<dir> a CPU profile of the API written there.
import { startService, stopService, waitForApi } from './processes.mjs';
import { apiDatabaseEnv, scratchDatabase } from './scratch-database.mjs';

/** Starts the API on `port` with a fresh database named after `databaseName`; resolves once it answers. */
export async function startBenchApi(port, databaseName) {
  const url = `http://127.0.0.1:${port}/graphql`;
  const database = await scratchDatabase(databaseName);
  const env = {
    ...process.env,
    PORT: String(port),
    MUTATION_LIMIT: '1000000000',
    DATABASE_URL: '',
    ...apiDatabaseEnv(database),
  };
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE]
    : [];
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
  return { url, stop };
}
