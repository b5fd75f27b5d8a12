// `npm run bench:tournament`: starts the built API on PostgreSQL (DATABASE_URL's server, in a database of its own,
// else an embedded one), then through GraphQL over HTTP draws and completes a Swiss of PLAYERS (default 512)
// players over ROUNDS (default 9) rounds and a single elimination of KO (default 256) players. Every result is
// reported by a director (recorded at once, audited and rated). Prints the time per pairing round and per
// result recorded. CONCURRENCY (default 8) results are in flight at once; they queue on the tournament's lock.
import { startBenchApi } from './bench-server.mjs';

const PLAYERS = Number(process.env.PLAYERS ?? 512);
const ROUNDS = Number(process.env.ROUNDS ?? 9);
const KO = Number(process.env.KO ?? 256);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const { url, stop } = await startBenchApi(4778, 'gamao_bench_tournament');

async function gql(token, query, variables) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!body.data) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Runs `task` over `items`, `limit` at a time. */
async function pool(items, limit, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await task(items[i], i);
      }
    }),
  );
}

const ms = (start) => performance.now() - start;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (values) => {
  const sorted = values.slice().sort((a, b) => a - b);
  const mean = values.reduce((s, x) => s + x, 0) / values.length;
  return `mean ${mean.toFixed(1)} ms, p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
};

const MATCHES =
  'query($t: UUID!, $r: Int) { tournamentMatches(tournamentId: $t, round: $r) { matchId state length player1 { id } } }';
const REPORT = 'mutation($i: TournamentResultInput!) { reportTournamentResult(input: $i) { status } }';

/** Reports every ready match (player 1 wins), returns each result's latency. */
async function recordReady(director, tournamentId, round) {
  const { tournamentMatches } = await gql(director.token, MATCHES, { t: tournamentId, r: round ?? null });
  const ready = tournamentMatches.filter((m) => m.state === 'READY');
  const latencies = [];
  await pool(ready, CONCURRENCY, async (m) => {
    const started = performance.now();
    await gql(director.token, REPORT, {
      i: { matchId: m.matchId, outcome: 'PLAYED', playerId: m.player1.id, score: [m.length, 0] },
    });
    latencies.push(ms(started));
  });
  return latencies;
}

async function tournament(director, clubId, entrants, input) {
  const { createTournament } = await gql(
    director.token,
    'mutation($i: CreateTournamentInput!) { createTournament(input: $i) { id } }',
    { i: { clubId, ...input } },
  );
  const id = createTournament.id;
  await pool(entrants, 32, (u) =>
    gql(u.token, 'mutation($t: UUID!) { registerForTournament(tournamentId: $t) { seed } }', { t: id }),
  );
  await pool(entrants, 32, (u) =>
    gql(u.token, 'mutation($t: UUID!) { checkInTournament(tournamentId: $t) { seed } }', { t: id }),
  );
  return id;
}

let code = 0;
try {
  const count = Math.max(PLAYERS, KO) + 1;
  console.log(`Signing up ${count} members…`);
  const users = new Array(count);
  await pool([...Array(count).keys()], 16, async (i) => {
    const { signUp } = await gql(
      null,
      'mutation($i: SignUpInput!) { signUp(input: $i) { token me { id } } }',
      {
        i: { email: `tbench${i}@example.com`, password: 'bench password 1', displayName: `Player ${i}` },
      },
    );
    users[i] = { token: signUp.token, id: signUp.me.id };
  });
  const [director, ...members] = users;
  const { createClub } = await gql(
    director.token,
    'mutation { createClub(input: { name: "Bench" }) { id invitationCode } }',
  );
  await pool(members, 32, (u) =>
    gql(u.token, 'mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
      c: createClub.invitationCode,
    }),
  );

  // Swiss.
  const swissId = await tournament(director, createClub.id, members.slice(0, PLAYERS), {
    name: 'Bench Swiss',
    format: 'SWISS',
    rounds: ROUNDS,
    matchLengths: [3],
    seedingMethod: 'RANDOM',
  });
  const pairings = [];
  let started = performance.now();
  await gql(director.token, 'mutation($t: UUID!) { drawTournament(tournamentId: $t) { id } }', {
    t: swissId,
  });
  pairings.push(ms(started));
  await gql(director.token, 'mutation($t: UUID!) { startTournament(tournamentId: $t) { id } }', {
    t: swissId,
  });
  const swissResults = [];
  const swissStart = performance.now();
  for (let round = 1; round <= ROUNDS; round++) {
    if (round > 1) {
      started = performance.now();
      await gql(director.token, 'mutation($t: UUID!) { pairNextRound(tournamentId: $t) { roundsPaired } }', {
        t: swissId,
      });
      pairings.push(ms(started));
    }
    swissResults.push(...(await recordReady(director, swissId, round)));
  }
  const swissSeconds = ms(swissStart) / 1000;
  const { tournament: swiss } = await gql(
    director.token,
    'query($t: UUID!) { tournament(id: $t) { status } }',
    {
      t: swissId,
    },
  );
  console.log(
    `Swiss: ${PLAYERS} players, ${ROUNDS} rounds, ${swissResults.length} results in ${swissSeconds.toFixed(1)} s (${swiss.status})`,
  );
  console.log(`  pairing a round (round 1 = the draw): ${pairings.map((t) => t.toFixed(0)).join(', ')} ms`);
  console.log(`  pairing a round: ${summary(pairings)}`);
  console.log(
    `  recording a result: ${summary(swissResults)}, ${(swissResults.length / swissSeconds).toFixed(0)} results/s`,
  );

  // Single elimination.
  const koId = await tournament(director, createClub.id, members.slice(0, KO), {
    name: 'Bench KO',
    format: 'SINGLE_ELIMINATION',
    matchLengths: [3, 5, 7],
    seedingMethod: 'RATING',
  });
  started = performance.now();
  await gql(director.token, 'mutation($t: UUID!) { drawTournament(tournamentId: $t) { id } }', { t: koId });
  const drawMs = ms(started);
  await gql(director.token, 'mutation($t: UUID!) { startTournament(tournamentId: $t) { id } }', { t: koId });
  const koResults = [];
  const koStart = performance.now();
  for (;;) {
    const latencies = await recordReady(director, koId);
    if (!latencies.length) break;
    koResults.push(...latencies);
  }
  const koSeconds = ms(koStart) / 1000;
  const { tournament: ko } = await gql(director.token, 'query($t: UUID!) { tournament(id: $t) { status } }', {
    t: koId,
  });
  console.log(
    `Single elimination: ${KO} players, ${koResults.length} results in ${koSeconds.toFixed(1)} s (${ko.status})`,
  );
  console.log(`  draw: ${drawMs.toFixed(0)} ms`);
  console.log(
    `  recording a result: ${summary(koResults)}, ${(koResults.length / koSeconds).toFixed(0)} results/s`,
  );
  const { verifyAudit } = await gql(
    director.token,
    'query($s: AuditScopeInput!) { verifyAudit(scope: $s) { valid entries } }',
    { s: { type: 'CLUB', id: createClub.id } },
  );
  console.log(`  club audit chain: ${verifyAudit.entries} rating changes, valid: ${verifyAudit.valid}`);
  if (swiss.status !== 'FINISHED' || ko.status !== 'FINISHED' || !verifyAudit.valid) code = 1;
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  await stop();
}
process.exit(code);
