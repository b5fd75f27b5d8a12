// Smoke test of the zero-setup default: with DATABASE_URL unset, the built API starts its own embedded
// PostgreSQL, answers `health` with the database up, and on SIGTERM stops it and leaves no process behind.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startService, stopService, waitForApi } from './processes.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'gamao-smoke-'));
chmodSync(dir, 0o755); // PostgreSQL runs as the postgres user when we are root
const dataDir = path.join(dir, 'postgres');
const port = 4555;
const env = { ...process.env, DATABASE_URL: '', EMBEDDED_PG_DIR: dataDir, PORT: String(port) };
const processesUsing = () => {
  try {
    return execFileSync('pgrep', ['-f', '--', dataDir], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

let failure;
const api = startService('smoke', process.execPath, ['apps/api/dist/main.js'], { env });
try {
  const health = await waitForApi(`http://localhost:${port}/graphql`, 60000);
  if (!health.database || health.status !== 'ok') failure = `health answered ${JSON.stringify(health)}`;
  else console.log(`health: ${JSON.stringify(health)}`);
} catch (error) {
  failure = error.message;
}
await stopService(api);
await new Promise((resolve) => setTimeout(resolve, 500));
const left = processesUsing();
if (left) failure ??= `processes left behind: ${left}`;
rmSync(dir, { recursive: true, force: true });
if (failure) {
  console.error(`Embedded smoke test FAILED: ${failure}`);
  process.exit(1);
}
console.log('Embedded smoke test passed: API up on the embedded database, stopped cleanly, no process left.');
