// `npm start`: build everything, then run the API (on the embedded PostgreSQL unless DATABASE_URL is set)
// and the site. `npm run dev` (--dev): the same in watch mode. Ctrl-C stops everything.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { root, run, startService, stopService, waitForApi, waitForPage } from './processes.mjs';

const dev = process.argv.includes('--dev');
const apiPort = Number(process.env.API_PORT ?? 3333);
const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiUrl = `http://localhost:${apiPort}/graphql`;
const webUrl = `http://localhost:${webPort}`;
const env = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: String(apiPort),
  API_URL: apiUrl,
  CORS_ORIGINS: process.env.CORS_ORIGINS ?? webUrl,
  // The site forwards each visitor's address to the API with this shared secret (per start unless set).
  SITE_SECRET: process.env.SITE_SECRET || randomBytes(32).toString('hex'),
  PUBLIC_URL: process.env.PUBLIC_URL ?? webUrl,
};
const nx = path.join(root, 'node_modules', '.bin', 'nx');
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
const next = path.join(root, 'node_modules', '.bin', 'next');

const services = [];
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  // The site first, then the API, which stops its embedded PostgreSQL on SIGTERM.
  for (const service of [...services].reverse()) await stopService(service);
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const built = await run(nx, ['run-many', '-t', 'build', ...(dev ? ['--exclude', '@gamao/web'] : [])], {
  env,
});
if (built !== 0) process.exit(built);

if (dev) {
  services.push(
    startService('engine', tsc, ['-p', 'libs/engine/tsconfig.lib.json', '--watch', '--preserveWatchOutput'], {
      env,
    }),
  );
  services.push(
    startService('api:tsc', tsc, ['-p', 'apps/api/tsconfig.app.json', '--watch', '--preserveWatchOutput'], {
      env,
    }),
  );
  services.push(startService('api', process.execPath, ['--watch', 'apps/api/dist/main.js'], { env }));
  services.push(
    startService('web', next, ['dev', '-p', String(webPort)], { env, cwd: path.join(root, 'apps', 'web') }),
  );
} else {
  services.push(startService('api', process.execPath, ['apps/api/dist/main.js'], { env }));
  services.push(
    // The site's production server (apps/web/server.mjs: Next, with Brotli copies of the static files).
    startService('web', process.execPath, ['server.mjs'], {
      env: { ...env, PORT: String(webPort) },
      cwd: path.join(root, 'apps', 'web'),
    }),
  );
}
for (const service of services) {
  service.exited.then((code) => {
    if (!stopping) {
      console.error(`A service exited (code ${code}); stopping the rest.`);
      stopAll(code || 1);
    }
  });
}

try {
  const health = await waitForApi(apiUrl);
  await waitForPage(`${webUrl}/pt-BR`);
  console.log('');
  console.log(`  Site:        ${webUrl}`);
  console.log(`  GraphQL API: ${apiUrl}  (database ${health.database ? 'up' : 'DOWN'})`);
  console.log('  Press Ctrl-C to stop.');
  console.log('');
} catch (error) {
  console.error(error.message);
  await stopAll(1);
}
