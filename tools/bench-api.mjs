// `npm run bench:api`: starts the built API on PostgreSQL (DATABASE_URL's server, in a database of its own, else
// an embedded one) and plays K concurrent matches of random legal actions over HTTP for a fixed time.
// Prints accepted actions per second and the p50, p95 and p99 latency of an action.
//   K (default 50) and SECONDS (default 20) can be set in the environment. RATE (actions per second over
//   all matches, default 300) paces the players like people at a table: each match acts at most every
//   K/RATE seconds. RATE=0 plays as fast as the server answers (a saturation test).
// LAG_PAIRS (default 5) more pairs play one-point matches to their end (roll, resign, accept) at the same pace,
// so that many matches finish under the load: the event lag (a finished match's commit to its consumers done)
// is read from the API's histogram, for the matches finished in the measured window. Their actions are not
// counted in the figures above; LAG_PAIRS=0 leaves them out (as the bench ran before the durable events). The
// window opens once the set-up's events (sign-ups, joins, challenges) are delivered.
// CLOCK=<preset> (blitz, standard, slow) plays every match with that clock (a deadline job per action, the opening
// rolled by the server): compare with CLOCK unset for what the clocks cost.
// The players run in CLIENTS (default 2) processes of their own, so the figure is not the bench's own event loop;
// they still share the machine's cores, so the CPU seconds of the API, of PostgreSQL, of the players and of the
// rest of the machine are printed per action for the measured window.
// PGBENCH=1 then runs PostgreSQL's pgbench for SECONDS on the same database with K clients, each transaction
// the SQL of one action (load the match, the sequence-guarded UPDATE with the INSERT of the log row and of the
// outbox event in one statement), and prints the API's actions/s as a share of it.
import { fork, spawnSync } from 'node:child_process';
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eventsDelivered, histogramQuantile, startBenchApi } from './bench-server.mjs';
import { root } from './processes.mjs';

const require = createRequire(import.meta.url);

const K = Number(process.env.K ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 20);
const RATE = Number(process.env.RATE ?? 300);
const interval = RATE > 0 ? (K / RATE) * 1000 : 0;
const LAG_PAIRS = Number(process.env.LAG_PAIRS ?? 5);
const CLOCK = process.env.CLOCK || null;
const CLIENTS = Math.max(1, Number(process.env.CLIENTS ?? 2));
/** Set in the players' processes that this script forks of itself. */
const PLAYERS_PROCESS = process.env.BENCH_API_PLAYERS === '1';
let url = process.env.API_URL;
const VIEW =
  'seq status phase turn sideToAct dice board { side0 side1 } cube { value owner offeredBy } resignation { by }';

/** The rules engine, in the players' processes only. */
let loadedEngine;
const engine = () => (loadedEngine ??= require(path.join(root, 'libs/engine/dist/src/index.js')));

/** Keep-alive connections, one per concurrent request; node's http costs the players less CPU than fetch. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

function gql(token, query, variables) {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function signUp(i) {
  const r = await gql(null, 'mutation($i: SignUpInput!) { signUp(input: $i) { token me { id } } }', {
    i: { email: `bench${i}@example.com`, password: 'bench password 1', displayName: `Bench ${i}` },
  });
  return { token: r.data.signUp.token, id: r.data.signUp.me.id };
}

let seed = 12345 + Number(process.env.BENCH_API_PLAYER_INDEX ?? 0);
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const latencies = [];
let accepted = 0;
let refused = 0;
let matchesFinished = 0;

async function newMatch(clubId, a, b, length = 5) {
  // A loaded machine can time a request out (the API's 4 s statement limit): try again a few times.
  for (let attempt = 1; ; attempt++) {
    const c = await gql(a.token, 'mutation($i: ChallengeInput!) { challenge(input: $i) { id } }', {
      i: { clubId, opponentId: b.id, options: { length }, timeControl: CLOCK ? { preset: CLOCK } : null },
    });
    const id = c.data?.challenge.id;
    const accepted = id
      ? await gql(b.token, 'mutation($id: UUID!) { acceptChallenge(matchId: $id) { id } }', { id })
      : null;
    if (accepted?.data) return id;
    if (attempt === 3) throw new Error(`No match: ${JSON.stringify((accepted ?? c).errors)}`);
  }
}

/** One match after another between a and b (the first already open), with random legal actions, until the deadline. */
async function player(clubId, a, b, firstMatch, deadline) {
  const sides = [a, b];
  let id = firstMatch;
  let m = {
    seq: 0,
    status: 'ACTIVE',
    phase: 'opening',
    sideToAct: null,
    cube: { offeredBy: null },
    resignation: null,
  };
  let next = performance.now() + Math.random() * interval;
  while (Date.now() < deadline) {
    const wait = next - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    next += interval;
    if (m.status !== 'ACTIVE') {
      matchesFinished++;
      id = await newMatch(clubId, a, b);
      m = {
        seq: 0,
        status: 'ACTIVE',
        phase: 'opening',
        sideToAct: null,
        cube: { offeredBy: null },
        resignation: null,
      };
    }
    const side = m.sideToAct ?? 0;
    const who = sides[side];
    let query;
    let variables = { id, seq: m.seq };
    if (m.resignation) query = 'acceptResignation';
    else if (m.cube.offeredBy !== null) query = random() < 0.8 ? 'takeDouble' : 'dropDouble';
    else if (m.phase === 'moving') {
      const plays = engine().legalPlays([m.board.side0, m.board.side1], m.turn, m.dice);
      const choice = plays[Math.floor(random() * plays.length)];
      query = 'submitPlay';
      variables = { ...variables, moves: choice.moves.map(({ from, to, die }) => ({ from, to, die })) };
    } else if (m.phase === 'rolling' && random() < 0.03 && (m.cube.owner === null || m.cube.owner === side)) {
      query = 'offerDouble';
    } else query = 'rollDice';
    const args =
      query === 'submitPlay'
        ? '$id: UUID!, $seq: Int!, $moves: [CheckerMoveInput!]!'
        : '$id: UUID!, $seq: Int!';
    const call =
      query === 'submitPlay'
        ? 'submitPlay(matchId: $id, expectedSeq: $seq, moves: $moves)'
        : `${query}(matchId: $id, expectedSeq: $seq)`;
    const started = performance.now();
    const r = await gql(who.token, `mutation(${args}) { ${call} { ${VIEW} } }`, variables);
    const elapsed = performance.now() - started;
    if (r.data) {
      accepted++;
      latencies.push(elapsed);
      m = r.data[query];
    } else {
      // e.g. a double refused in the Crawford game: read the state and go on.
      refused++;
      const fresh = await gql(who.token, `query($id: UUID!) { match(id: $id) { ${VIEW} } }`, { id });
      m = fresh.data.match;
    }
  }
}

/** One-point matches between a and b, each rolled, resigned and accepted, paced like the players, until the deadline. */
async function finisher(clubId, a, b, deadline) {
  const sides = [a, b];
  const act = async (who, query, variables) => {
    const wait = next - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    next += interval;
    const r = await gql(who.token, query, variables);
    return r.data ? Object.values(r.data)[0] : null;
  };
  let next = performance.now() + Math.random() * interval;
  while (Date.now() < deadline) {
    const id = await newMatch(clubId, a, b, 1);
    let m = { seq: 0, phase: 'opening' };
    while (m && m.phase !== 'moving' && Date.now() < deadline) {
      m = await act(
        a,
        `mutation($id: UUID!, $seq: Int!) { rollDice(matchId: $id, expectedSeq: $seq) { ${VIEW} } }`,
        {
          id,
          seq: m.seq,
        },
      );
    }
    if (!m || m.phase !== 'moving') return;
    const loser = sides[m.sideToAct ?? 0];
    m = await act(
      loser,
      `mutation($id: UUID!, $seq: Int!) { resign(matchId: $id, expectedSeq: $seq, kind: single) { ${VIEW} } }`,
      {
        id,
        seq: m.seq,
      },
    );
    if (!m) return;
    await act(
      sides.find((s) => s !== loser),
      `mutation($id: UUID!, $seq: Int!) { acceptResignation(matchId: $id, expectedSeq: $seq) { ${VIEW} } }`,
      {
        id,
        seq: m.seq,
      },
    );
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A players' process: plays its share of the matches when told to, then reports its figures. */
async function playersProcess() {
  const job = await new Promise((resolve) => process.once('message', resolve));
  url = job.url;
  engine();
  process.send({ ready: true });
  const { deadline } = await new Promise((resolve) => process.once('message', resolve));
  await Promise.all([
    ...job.players.map(({ a, b, first }) => player(job.clubId, a, b, first, deadline)),
    ...job.finishers.map(({ a, b }) => finisher(job.clubId, a, b, deadline)),
  ]);
  process.send({ latencies, accepted, refused, matchesFinished });
  await new Promise((resolve) => process.once('message', resolve));
  process.exit(0);
}

const TICK = 100; // clock ticks per second in /proc (Linux's USER_HZ)

/** CPU seconds (user + system) of each live process, with its parent and command line. */
function processes() {
  const list = [];
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      list.push({
        pid: Number(pid),
        parent: Number(fields[1]),
        cmdline,
        cpu: (Number(fields[11]) + Number(fields[12])) / TICK,
      });
    } catch {
      // gone meanwhile
    }
  }
  return list;
}

/** The machine's busy CPU seconds so far, from /proc/stat. */
function machineBusy() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return (user + nice + system + irq + softirq + steal) / TICK;
}

/**
 * CPU seconds so far of the API process, of PostgreSQL (the embedded server the API started, or the
 * backends of the bench's database on DATABASE_URL's server), of the players' processes and of the machine.
 */
function cpuSample(apiPid, databaseName, playerPids) {
  let api = 0;
  let database = 0;
  let players = 0;
  const list = processes();
  // The embedded server and its backends descend from the API process.
  const descendants = new Set([apiPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of list)
      if (apiPid && descendants.has(p.parent) && !descendants.has(p.pid)) {
        descendants.add(p.pid);
        grew = true;
      }
  }
  for (const p of list) {
    if (p.pid === apiPid) api += p.cpu;
    else if (apiPid && descendants.has(p.pid)) database += p.cpu;
    else if (databaseName && p.cmdline.startsWith('postgres:') && p.cmdline.includes(` ${databaseName} `))
      database += p.cpu;
    else if (playerPids.has(p.pid)) players += p.cpu;
  }
  return { at: performance.now(), api, database, players, machine: machineBusy() };
}

async function sqlOn(databaseUrl, text, values = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * pgbench with K clients for SECONDS, each transaction the SQL of one action on the client's own match: the
 * match loaded with its players (the API's LOAD_MATCH_SQL), then one statement that moves the match under the
 * sequence guard, sending its state back, and inserts the log row and a "your turn" outbox event (scheduled a
 * day ahead, so that the API's worker leaves them alone). Extended protocol, unnamed statements, as the API's
 * pg pool. Resolves with the transactions per second, or null when pgbench is missing or fails.
 */
async function runPgbench(databaseUrl, matchIds) {
  await sqlOn(databaseUrl, 'CREATE TABLE bench_match (n int PRIMARY KEY, id uuid NOT NULL)');
  await sqlOn(
    databaseUrl,
    'INSERT INTO bench_match SELECT i, id FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, i)',
    [matchIds],
  );
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gamao-pgbench-'));
  const script = path.join(dir, 'action.sql');
  writeFileSync(
    script,
    `\\set n :client_id % ${matchIds.length} + 1
SELECT m.id AS mid, m."lastSeq" AS seq, m.state::text AS state, COALESCE((SELECT json_agg(json_build_object('userId', p."userId", 'side', p.side, 'user', json_build_object('id', u.id, 'displayName', u."displayName")) ORDER BY p.side) FROM "MatchParticipant" p JOIN "User" u ON u.id = p."userId" WHERE p."matchId" = m.id), '[]') AS participants, m.* FROM "Match" m WHERE m.id = (SELECT id FROM bench_match WHERE n = :n) \\gset g_
WITH moved AS (UPDATE "Match" SET "lastSeq" = :g_seq + 1, state = (:g_state)::jsonb, "rollCount" = "rollCount" + 1, score0 = score0, score1 = score1, "deadlineAt" = NULL, "turnSide" = 1, "turnNoticeAt" = now() + interval '1 day', "turnCheckAt" = CASE WHEN "turnCheckAt" > now() - interval '10 minutes' THEN "turnCheckAt" ELSE now() + interval '1 day' END WHERE id = (:g_mid)::uuid AND "lastSeq" = :g_seq AND status = 'ACTIVE' RETURNING id, "turnCheckAt"), appended AS (INSERT INTO "MatchAction" ("matchId", seq, action, "actorId") SELECT id, :g_seq + 1, '{"type":"roll","side":0,"dice":[3,1]}'::jsonb, NULL FROM moved RETURNING seq), turned AS (INSERT INTO "DomainEvent" (type, payload, "clubId", "availableAt") SELECT 'match.turn', json_build_object('matchId', id, 'seq', :g_seq + 1, 'side', 1)::jsonb, NULL, now() + interval '1 day' FROM moved WHERE "turnCheckAt" = now() + interval '1 day') SELECT seq FROM appended;
`,
  );
  try {
    const run = spawnSync(
      'pgbench',
      [
        '-n',
        '-M',
        'extended',
        '-c',
        String(matchIds.length),
        '-j',
        '2',
        '-T',
        String(SECONDS),
        '-f',
        script,
        databaseUrl,
      ],
      { encoding: 'utf8' },
    );
    const tps = run.stdout?.match(/tps = ([\d.]+) \(without initial connection time\)/)?.[1];
    if (!tps) {
      console.error(`pgbench failed: ${run.error?.message ?? run.stderr}`);
      return null;
    }
    const failed = run.stdout.match(/number of failed transactions: (\d+)/)?.[1];
    return { tps: Number(tps), failed: Number(failed ?? 0) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  // API_URL aims the players at APIs already running (bench:scale's balancer), which read their own metrics.
  const api = url
    ? { url, stop: async () => undefined, metrics: async () => '', databaseUrl: () => null, pid: 0 }
    : await startBenchApi(4777, 'gamao_bench');
  url = api.url;
  let code = 0;
  const workers = [];
  try {
    const users = [];
    for (let i = 0; i < 2 * (K + LAG_PAIRS); i++) users.push(await signUp(i));
    const club = await gql(
      users[0].token,
      'mutation { createClub(input: { name: "Bench" }) { id invitationCode } }',
    );
    const { id: clubId, invitationCode } = club.data.createClub;
    await Promise.all(
      users.slice(1).map((u) =>
        gql(u.token, 'mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
          c: invitationCode,
        }),
      ),
    );
    console.log(
      `Playing ${K} concurrent matches for ${SECONDS} s, ${RATE > 0 ? `offering ${RATE} actions/s` : 'as fast as the server answers'}, ${CLOCK ? `with the ${CLOCK} clock` : 'without clocks'}…`,
    );
    // The first K matches are opened before the clock starts, so the measured window only plays.
    const first = await Promise.all(
      Array.from({ length: K }, (_, i) => newMatch(clubId, users[2 * i], users[2 * i + 1])),
    );
    // The players, in processes of their own (each match and finishing pair in one of them, in turn).
    for (let w = 0; w < CLIENTS; w++) {
      const child = fork(new URL(import.meta.url).pathname, [], {
        env: { ...process.env, BENCH_API_PLAYERS: '1', BENCH_API_PLAYER_INDEX: String(w) },
      });
      const job = {
        url,
        clubId,
        players: first
          .map((id, i) => ({ a: users[2 * i], b: users[2 * i + 1], first: id, i }))
          .filter(({ i }) => i % CLIENTS === w),
        finishers: Array.from({ length: LAG_PAIRS }, (_, i) => ({
          a: users[2 * (K + i)],
          b: users[2 * (K + i) + 1],
          i,
        })).filter(({ i }) => i % CLIENTS === w),
      };
      const messages = [];
      let wake = () => undefined;
      child.on('message', (message) => {
        messages.push(message);
        wake();
      });
      const next = async () => {
        while (!messages.length) await new Promise((resolve) => (wake = resolve));
        return messages.shift();
      };
      child.send(job);
      workers.push({ child, next });
    }
    for (const w of workers) await w.next(); // ready
    const playerPids = new Set(workers.map((w) => w.child.pid));
    const databaseUrl = api.databaseUrl();
    // On DATABASE_URL's server, PostgreSQL's CPU is that of the bench database's backends.
    const databaseName =
      databaseUrl && process.env.DATABASE_URL ? new URL(databaseUrl).pathname.slice(1) : null;
    const commits = async () =>
      databaseUrl
        ? Number(
            (
              await sqlOn(
                databaseUrl,
                'SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()',
              )
            )[0].xact_commit,
          )
        : 0;
    // The set-up's burst of events (sign-ups, joins, challenges) is delivered before the window opens, so that
    // the window measures steady play; the event lag is then read for the window's finished matches only.
    if (databaseUrl) await eventsDelivered(databaseUrl);
    const metrics0 = await api.metrics();
    const commits0 = await commits();
    const before = cpuSample(api.pid, databaseName, playerPids);
    const counting = process.env.BENCH_QUERIES === '1' && api.pid;
    const countFile = path.join(os.tmpdir(), `gamao-bench-queries-${process.pid}.json`);
    if (counting) process.kill(api.pid, 'SIGUSR2');
    const deadline = Date.now() + SECONDS * 1000;
    for (const w of workers) w.child.send({ deadline });
    const reports = [];
    for (const w of workers) reports.push(await w.next());
    const after = cpuSample(api.pid, databaseName, playerPids);
    if (counting) process.kill(api.pid, 'SIGUSR2');
    const commitsDone = (await commits()) - commits0;
    for (const w of workers) w.child.send({ bye: true });
    const seconds = (after.at - before.at) / 1000;
    for (const r of reports) {
      latencies.push(...r.latencies);
      accepted += r.accepted;
      refused += r.refused;
      matchesFinished += r.matchesFinished;
    }
    latencies.sort((x, y) => x - y);
    console.log(
      `api actions: ${(accepted / seconds).toFixed(0)} accepted actions/s with K=${K} concurrent matches`,
    );
    console.log(
      `latency per action: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );
    console.log(
      `(${accepted} accepted, ${refused} refused, ${matchesFinished} matches finished in ${seconds.toFixed(1)} s)`,
    );
    // Every action the window saw (the finishers' too) shares the CPU: per accepted action of the players.
    const perAction = (x) => (((after[x] - before[x]) * 1000) / Math.max(1, accepted)).toFixed(2);
    const others =
      after.machine -
      before.machine -
      ['api', 'database', 'players'].reduce((t, x) => t + after[x] - before[x], 0);
    console.log(
      `cpu ms per accepted action: API ${perAction('api')}, PostgreSQL ${api.pid || databaseName ? perAction('database') : '?'}, ` +
        `players (${CLIENTS} processes) ${perAction('players')}, rest of the machine ${((others * 1000) / Math.max(1, accepted)).toFixed(2)}; ` +
        `machine ${(((after.machine - before.machine) / seconds / os.cpus().length) * 100).toFixed(0)}% busy of ${os.cpus().length} cores` +
        (databaseUrl ? `; ${(commitsDone / Math.max(1, accepted)).toFixed(2)} commits per action` : ''),
    );
    if (counting) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const statements = JSON.parse(readFileSync(countFile, 'utf8'));
      rmSync(countFile, { force: true });
      const total = statements.reduce((sum, [, n]) => sum + n, 0);
      console.log(
        `statements to PostgreSQL per accepted action: ${(total / Math.max(1, accepted)).toFixed(2)}`,
      );
      for (const [text, n] of statements.slice(0, 20))
        console.log(`  ${(n / Math.max(1, accepted)).toFixed(3).padStart(7)}  ${text}`);
    }
    // Event lag: from a match's final commit (its match.finished event) to every consumer done (rated; a
    // tournament match's bracket advanced), from the API's own histogram, for the matches the window finished.
    const text = await api.metrics();
    const finishedOnly = { only: 'type="match.finished"', since: metrics0 };
    const lag = (q) => histogramQuantile(text, 'gamao_event_lag_seconds', q, finishedOnly);
    const count = (t) =>
      Number(t.match(/^gamao_event_lag_seconds_count\{type="match.finished"\} (\d+)/m)?.[1] ?? 0);
    const events = count(text) - count(metrics0);
    console.log(
      lag(0.5) === null
        ? 'event lag: no match finished'
        : `event lag (final commit to consumers done): p50 ${(lag(0.5) * 1000).toFixed(1)} ms, p99 ${(lag(0.99) * 1000).toFixed(1)} ms over ${events} finished matches`,
    );
    if (process.env.PGBENCH === '1' && databaseUrl) {
      const bench = await runPgbench(databaseUrl, first);
      if (bench)
        console.log(
          `pgbench, the SQL of one action, ${first.length} clients: ${bench.tps.toFixed(0)} transactions/s (${bench.failed} failed); ` +
            `the API did ${((accepted / seconds / bench.tps) * 100).toFixed(1)}% of it`,
        );
    }
  } catch (error) {
    console.error(error);
    code = 1;
  } finally {
    for (const w of workers) w.child.kill();
    await api.stop();
  }
  process.exit(code);
}

if (PLAYERS_PROCESS) await playersProcess();
else await main();
