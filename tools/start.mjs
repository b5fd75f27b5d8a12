// `npm start`: build everything, then run the API (on the embedded PostgreSQL unless DATABASE_URL is set)
// and the site. `npm run dev` (--dev): the same in watch mode. Ctrl-C stops everything.
// It prints a short summary (the addresses, the database, where the logs are) and then only the warnings and
// errors of the logs, which it keeps in .data/logs/: the API's JSON lines (api.log), the site's output
// (web.log), the build's. LOG_FORMAT=json prints everything as it comes instead, the API's JSON lines on
// stdout, as operators read it.
import { Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, readSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { clearInterval, setInterval } from 'node:timers';
import { root, run, startService, stopService, waitForApi, waitForPage } from './processes.mjs';

const dev = process.argv.includes('--dev');
const jsonLogs = process.env.LOG_FORMAT === 'json';
const apiPort = Number(process.env.API_PORT ?? 3333);
const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiUrl = `http://localhost:${apiPort}/graphql`;
const webUrl = `http://localhost:${webPort}`;
const logDir = path.join(root, '.data', 'logs');
const apiLog = path.resolve(process.env.LOG_FILE || path.join(logDir, 'api.log'));
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
  ...(jsonLogs ? {} : { LOG_FILE: apiLog }),
};
const nx = path.join(root, 'node_modules', '.bin', 'nx');
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
const next = path.join(root, 'node_modules', '.bin', 'next');
const shown = (file) => path.relative(root, file) || file;

if (!jsonLogs) {
  mkdirSync(logDir, { recursive: true });
  mkdirSync(path.dirname(apiLog), { recursive: true });
  // The API's log is appended to; past 10 MB the last one is kept as api.log.1.
  if (sizeOf(apiLog) > 10_000_000) renameSync(apiLog, `${apiLog}.1`);
}

function sizeOf(file) {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** A fresh log file of the logs folder for a process's output (stdout and stderr), as a file descriptor. */
function logFile(name) {
  return openSync(path.join(logDir, name), 'w');
}

/**
 * Follows `file` from its current end: each complete new line goes to `onLine`. Read every half second
 * (the files are small, and a watcher misses appends on some file systems).
 */
function follow(file, onLine) {
  let offset = sizeOf(file);
  let partial = '';
  const read = () => {
    const size = sizeOf(file);
    if (size < offset) offset = 0; // replaced (rotated or truncated)
    if (size === offset) return;
    const fd = openSync(file, 'r');
    try {
      const buffer = Buffer.alloc(size - offset);
      readSync(fd, buffer, 0, buffer.length, offset);
      offset = size;
      const lines = (partial + buffer.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) onLine(line);
    } finally {
      closeSync(fd);
    }
  };
  const timer = setInterval(read, 500);
  return () => {
    clearInterval(timer);
    read();
  };
}

const LEVELS = { warn: 'warning', error: 'error', fatal: 'fatal' };

/** One of the API's JSON lines, at warn and above, as a readable line; null below warn. */
function readableApiLine(line) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return `[api] ${line}`;
  }
  const level = LEVELS[entry.level];
  // While everything stops, the database's closed connections are warnings of no interest.
  if (!level || (stopping && entry.level === 'warn')) return null;
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
  const context = entry.context ? `${entry.context}: ` : '';
  const error = entry.err?.message && entry.err.message !== entry.msg ? ` (${entry.err.message})` : '';
  const request = entry.statusCode ? ` [${entry.method} ${entry.url} ${entry.statusCode}]` : '';
  return `[api] ${time} ${level}: ${context}${entry.msg ?? ''}${error}${request}`;
}

/** A line of the site's or the compiler's output worth showing: a warning or an error. */
const WORTH_SHOWING = /\b(warn(ing)?|error|failed|cannot|unhandled)\b|⚠|⨯/i;

const services = [];
const stopFollowing = [];
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  // The site first, then the API, which stops its embedded PostgreSQL on SIGTERM.
  for (const service of [...services].reverse()) await stopService(service);
  for (const stop of stopFollowing) stop();
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const buildArgs = ['run-many', '-t', 'build', ...(dev ? ['--exclude', '@gamao/web'] : [])];
if (jsonLogs) {
  const built = await run(nx, buildArgs, { env });
  if (built !== 0) process.exit(built);
} else {
  const buildLog = path.join(logDir, 'build.log');
  const started = Date.now();
  console.log(`Building (output in ${shown(buildLog)})…`);
  const out = openSync(buildLog, 'w');
  const built = await run(nx, buildArgs, { env, stdio: ['ignore', out, out] });
  closeSync(out);
  if (built !== 0) {
    console.error(`The build failed (exit code ${built}). The end of ${shown(buildLog)}:`);
    console.error(readFileSync(buildLog, 'utf8').split('\n').slice(-40).join('\n'));
    process.exit(built);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

/**
 * A service whose output goes to its own log file (unless LOG_FORMAT=json): only its warnings and errors
 * are printed, prefixed with its name.
 */
function quietService(name, command, args, options) {
  if (jsonLogs) return startService(name, command, args, options);
  const file = path.join(logDir, `${name.replace(':', '-')}.log`);
  const out = logFile(path.basename(file));
  const child = startService(name, command, args, { ...options, stdio: ['ignore', out, out] });
  closeSync(out);
  stopFollowing.push(
    follow(file, (line) => {
      if (WORTH_SHOWING.test(line)) console.log(`[${name}] ${line}`);
    }),
  );
  child.logFile = file;
  return child;
}

if (dev) {
  services.push(
    quietService('engine', tsc, ['-p', 'libs/engine/tsconfig.lib.json', '--watch', '--preserveWatchOutput'], {
      env,
    }),
  );
  services.push(
    quietService('api:tsc', tsc, ['-p', 'apps/api/tsconfig.app.json', '--watch', '--preserveWatchOutput'], {
      env,
    }),
  );
  services.push(startService('api', process.execPath, ['--watch', 'apps/api/dist/main.js'], { env }));
  services.push(
    quietService('web', next, ['dev', '-p', String(webPort)], { env, cwd: path.join(root, 'apps', 'web') }),
  );
} else {
  // The API's own output (stdout, stderr) is printed as it comes: with LOG_FILE its logs go to the file,
  // so what remains is what went wrong before its logger started.
  services.push(startService('api', process.execPath, ['apps/api/dist/main.js'], { env }));
  services.push(
    // The site's production server (apps/web/server.mjs: Next, with Brotli copies of the static files).
    quietService('web', process.execPath, ['server.mjs'], {
      env: { ...env, PORT: String(webPort) },
      cwd: path.join(root, 'apps', 'web'),
    }),
  );
}
if (!jsonLogs) {
  stopFollowing.push(
    follow(apiLog, (line) => {
      const readable = readableApiLine(line);
      if (readable) console.log(readable);
    }),
  );
}
for (const service of services) {
  service.exited.then((code) => {
    if (!stopping) {
      for (const stop of stopFollowing) stop(); // what it logged last, first
      const where = service.logFile ? ` (its output: ${shown(service.logFile)})` : '';
      console.error(`A service exited (code ${code})${where}; stopping the rest.`);
      stopAll(code || 1);
    }
  });
}

/** Which database the API uses, for the summary: DATABASE_URL's server, or the embedded one's folder. */
function databaseLabel() {
  if (process.env.DATABASE_URL) {
    try {
      const url = new URL(process.env.DATABASE_URL);
      return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname} (DATABASE_URL)`;
    } catch {
      return 'the server in DATABASE_URL';
    }
  }
  const dir = path.resolve(process.env.EMBEDDED_PG_DIR || path.join(root, '.data', 'postgres'));
  return `embedded PostgreSQL in ${shown(dir)}`;
}

try {
  const health = await waitForApi(apiUrl);
  await waitForPage(`${webUrl}/pt-BR`);
  console.log('');
  console.log(`  Site:        ${webUrl}`);
  console.log(`  GraphQL API: ${apiUrl}`);
  console.log(`  Database:    ${databaseLabel()}, ${health.database ? 'up' : 'DOWN'}`);
  if (jsonLogs) {
    console.log('  Logs:        on stdout (LOG_FORMAT=json)');
  } else {
    console.log(`  Logs:        ${shown(apiLog)} (the API, JSON lines), ${shown(logDir)}/web.log (the site)`);
    console.log('               their warnings and errors are printed below');
  }
  console.log('  Press Ctrl-C to stop.');
  console.log('');
} catch (error) {
  console.error(error.message);
  await stopAll(1);
}
