// `npm run bench:clocks`: N (default 10,000) running clocks on the built API, their deadlines spread over SPREAD
// seconds (default 60), and nobody playing: each one must time out on its own. Prints the delay from each
// deadline to its timeout's commit (p50, p99, worst).
//
// How the clocks are set up: one real match is opened through the API with a clock (challenge, accept, the
// opening rolled by the server), then copied N times in the database, each copy's clock started so that its
// deadline falls LEAD seconds (default 10) from now plus its share of the spread, with the deadline job the
// API itself schedules (a clock.due event). So the API starts with N running clocks, exactly as if N matches
// had been opened, without a minute of set-up load over the deadlines. Every timeout then goes through the
// real path: the durable queue, the sequence guard, the log, the match.finished event and its rating.
// The API runs on a scratch database (DATABASE_URL's server, else an embedded PostgreSQL).
import pg from 'pg';
import { startBenchApi } from './bench-server.mjs';

const N = Number(process.env.N ?? 10_000);
const SPREAD = Number(process.env.SPREAD ?? 60);
const LEAD = Number(process.env.LEAD ?? 10);
const { url, stop, databaseUrl } = await startBenchApi(4779, 'gamao_bench_clocks');

async function gql(token, query, variables) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function signUp(i) {
  const r = await gql(null, 'mutation($i: SignUpInput!) { signUp(input: $i) { token me { id } } }', {
    i: { email: `clock${i}@example.com`, password: 'bench password 1', displayName: `Relógio ${i}` },
  });
  return { token: r.signUp.token, id: r.signUp.me.id };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Copies the template match N times with deadlines from `first`, every SPREAD/N seconds, and their jobs. */
const CLONE_SQL = `
  WITH copies AS (
    SELECT gen_random_uuid() AS id, g AS n,
           $2::bigint + (g * $3::float8)::bigint AS deadline
    FROM generate_series(0, $4::int - 1) AS g),
  matches AS (
    INSERT INTO "Match" (id, "clubId", kind, status, options, "createdById", "createdAt", "startedAt", "lastSeq",
      state, "rollCount", "serverSeedHash", "serverSeed", "timeControl", clock, "deadlineAt", "abandonMinutes")
    SELECT c.id, m."clubId", m.kind, m.status, m.options, m."createdById", m."createdAt", m."startedAt", m."lastSeq",
      m.state, m."rollCount", m."serverSeedHash", m."serverSeed", m."timeControl",
      jsonb_set(m.clock, '{startedAt}', to_jsonb(c.deadline - (m."timeControl"->>'delayMs')::bigint
        - (m.clock->'reserveMs'->>((m.clock->>'running')::int))::bigint)),
      to_timestamp(c.deadline / 1000.0), m."abandonMinutes"
    FROM copies c, "Match" m WHERE m.id = $1
    RETURNING id, "clubId", "lastSeq", "deadlineAt"),
  players AS (
    INSERT INTO "MatchParticipant" ("matchId", "userId", side, role, seat)
    SELECT c.id, p."userId", p.side, p.role, p.seat FROM copies c, "MatchParticipant" p WHERE p."matchId" = $1),
  log AS (
    INSERT INTO "MatchAction" ("matchId", seq, action, "actorId", "createdAt")
    SELECT c.id, a.seq, a.action, a."actorId", a."createdAt" FROM copies c, "MatchAction" a WHERE a."matchId" = $1),
  jobs AS (
    INSERT INTO "DomainEvent" (type, payload, "clubId", "availableAt")
    SELECT 'clock.due', jsonb_build_object('matchId', id, 'seq', "lastSeq", 'job', 'deadline'), "clubId", "deadlineAt"
    FROM matches)
  INSERT INTO bench_deadline ("matchId", deadline) SELECT id, "deadlineAt" FROM matches`;

let code = 0;
try {
  const [ana, bia] = [await signUp(1), await signUp(2)];
  const { createClub } = await gql(
    ana.token,
    'mutation { createClub(input: { name: "Bench de relógios" }) { id invitationCode } }',
  );
  await gql(bia.token, 'mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
    c: createClub.invitationCode,
  });
  const { challenge } = await gql(
    ana.token,
    'mutation($i: ChallengeInput!) { challenge(input: $i) { id } }',
    {
      i: {
        clubId: createClub.id,
        opponentId: bia.id,
        options: { length: 1 },
        timeControl: { delaySeconds: 12, reservePerPointSeconds: 120 },
      },
    },
  );
  await gql(bia.token, 'mutation($id: UUID!) { acceptChallenge(matchId: $id) { id } }', { id: challenge.id });
  for (;;) {
    const { match } = await gql(ana.token, 'query($id: UUID!) { match(id: $id) { clock { deadline } } }', {
      id: challenge.id,
    });
    if (match.clock?.deadline) break;
    await sleep(50);
  }
  const db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
  await db.query('CREATE TABLE bench_deadline ("matchId" uuid PRIMARY KEY, deadline timestamptz NOT NULL)');
  const first = Date.now() + LEAD * 1000;
  await db.query(CLONE_SQL, [challenge.id, first, (SPREAD * 1000) / N, N]);
  console.log(
    `${N} running clocks, deadlines from ${LEAD} s to ${LEAD + SPREAD} s from now (set up in ${((Date.now() - first) / 1000 + LEAD).toFixed(1)} s)…`,
  );
  await sleep(Math.max(0, first + SPREAD * 1000 - Date.now()) + 3_000);
  const RESULT = `
    SELECT count(*)::int AS n,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50,
      percentile_cont(0.99) WITHIN GROUP (ORDER BY ms) AS p99, max(ms) AS worst
    FROM (SELECT extract(epoch FROM a."createdAt" - d.deadline) * 1000 AS ms
          FROM bench_deadline d JOIN "MatchAction" a ON a."matchId" = d."matchId" AND a.action->>'type' = 'timeout') t`;
  let result;
  for (let tries = 0; tries < 60; tries++) {
    [result] = (await db.query(RESULT)).rows;
    if (result.n >= N) break;
    await sleep(1_000);
  }
  const [{ finished }] = (
    await db.query(
      `SELECT count(*)::int AS finished FROM "Match" m JOIN bench_deadline d ON d."matchId" = m.id
       WHERE m.status = 'FINISHED' AND m."resultSource" = 'TIMEOUT'`,
    )
  ).rows;
  await db.end();
  const ms = (x) => `${Math.round(Number(x))} ms`;
  console.log(
    `clock timeouts: deadline to committed timeout p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, worst ${ms(result.worst)} over ${result.n} of ${N} clocks (${finished} finished on time)`,
  );
  if (result.n < N) code = 1;
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  await stop();
}
process.exit(code);
