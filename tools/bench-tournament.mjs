// `npm run bench:tournament`: starts the built API on PostgreSQL (DATABASE_URL's server, in a database of its own,
// else an embedded one), then through GraphQL over HTTP draws and completes a Swiss of PLAYERS (default 512)
// players over ROUNDS (default 9) rounds and a single elimination of KO (default 256; 0: none) players. The
// Swiss takes LATE (default 8) late entries after round 1 (into round 2's pairing, as the lowest seeds) and
// WITHDRAW (default 4) withdrawals in the middle round (their open matches walked over, never paired again), as
// a director's day has them. Every result is reported by a director (recorded at once, audited and rated).
// Prints each round's pairing time through the API with p50 and p95 (issue 41's target: p95 under 100 ms for
// 256 players), the same pairings by @gamao/tournament alone in this process, and the time per result recorded.
// CONCURRENCY (default 8) results are in flight at once; they queue on the tournament's lock. A director pairs
// the next round once its results are in: each pairing is timed after the outbox has delivered the results'
// events (SETTLE=0: at once, while their consumers still take the tournament's lock; that wait is then timed too).
import { createRequire } from 'node:module';
import { eventsDelivered, startBenchApi } from './bench-server.mjs';

// The built library (CommonJS), for the same pairings in this process.
const { createSwiss, enterSwissLate, pairNextSwissRound, recordSwissResult, withdrawFromSwiss } =
  createRequire(import.meta.url)('../libs/tournament/dist/index.js');

const PLAYERS = Number(process.env.PLAYERS ?? 512);
const ROUNDS = Number(process.env.ROUNDS ?? 9);
const KO = Number(process.env.KO ?? 256);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const LATE = Number(process.env.LATE ?? 8);
const WITHDRAW = Number(process.env.WITHDRAW ?? 4);
/** The round in which players withdraw (after it is paired, before its results). */
const WITHDRAW_ROUND = Math.max(2, Math.ceil(ROUNDS / 2));
const SETTLE = process.env.SETTLE !== '0';
const { url, stop, databaseUrl } = await startBenchApi(4778, 'gamao_bench_tournament');

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
const quantiles = (values) => {
  const sorted = values.slice().sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
};
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

/**
 * The same Swiss in this process with the library alone: the time of each pairNextSwissRound (round 1 = the
 * first pairing), with the late entries and withdrawals at the same points. Player 1 of each table wins.
 */
function libraryPairings() {
  const ids = Array.from({ length: PLAYERS + LATE }, (_, i) => `p${i + 1}`);
  const unwrap = (r) => {
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  let t = unwrap(createSwiss(ids.slice(0, PLAYERS), { rounds: ROUNDS, matchLengths: [3] }));
  const times = [];
  for (let round = 1; round <= ROUNDS; round++) {
    if (round === 2) for (const p of ids.slice(PLAYERS)) t = unwrap(enterSwissLate(t, p));
    const started = performance.now();
    t = unwrap(pairNextSwissRound(t));
    times.push(ms(started));
    const last = t.rounds[t.rounds.length - 1];
    if (round === WITHDRAW_ROUND) {
      const leaving = last.matches.slice(0, WITHDRAW).map((m) => m.players[0]);
      for (const p of leaving) t = unwrap(withdrawFromSwiss(t, p)).doc;
    }
    for (const m of t.rounds[t.rounds.length - 1].matches) {
      if (m.result) continue;
      t = unwrap(recordSwissResult(t, m.id, { kind: 'played', winner: m.players[0], score: [m.length, 0] }));
    }
  }
  return times;
}

let code = 0;
try {
  const count = Math.max(PLAYERS + LATE, KO) + 1;
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
  if (SETTLE) await eventsDelivered(databaseUrl());
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
  const late = members.slice(PLAYERS, PLAYERS + LATE);
  let withdrawn = [];
  for (let round = 1; round <= ROUNDS; round++) {
    if (round === 2) {
      // Late entries after round 1: the lowest seeds, paired from round 2.
      for (const u of late) {
        await gql(
          director.token,
          'mutation($t: UUID!, $u: UUID!) { enterTournamentLate(tournamentId: $t, userId: $u) { id } }',
          { t: swissId, u: u.id },
        );
      }
    }
    if (round > 1) {
      if (SETTLE) await eventsDelivered(databaseUrl());
      started = performance.now();
      await gql(director.token, 'mutation($t: UUID!) { pairNextRound(tournamentId: $t) { roundsPaired } }', {
        t: swissId,
      });
      pairings.push(ms(started));
    }
    if (round === WITHDRAW_ROUND && WITHDRAW > 0) {
      // Withdrawals mid-event: player 1 of the first tables leaves; his match is walked over.
      const { tournamentMatches } = await gql(director.token, MATCHES, { t: swissId, r: round });
      withdrawn = tournamentMatches
        .filter((m) => m.state === 'READY')
        .slice(0, WITHDRAW)
        .map((m) => m.player1.id);
      for (const u of withdrawn) {
        await gql(
          director.token,
          'mutation($t: UUID!, $u: UUID!) { withdrawMidEvent(tournamentId: $t, userId: $u) { id } }',
          { t: swissId, u },
        );
      }
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
    `Swiss: ${PLAYERS} players, ${LATE} late entries after round 1, ${withdrawn.length} withdrawals in round ` +
      `${WITHDRAW_ROUND}, ${ROUNDS} rounds, ${swissResults.length} results in ${swissSeconds.toFixed(1)} s (${swiss.status})`,
  );
  console.log(
    `  pairing a round through the API (round 1 = the draw): ${pairings.map((t) => t.toFixed(0)).join(', ')} ms`,
  );
  console.log(
    `  pairing a round through the API: ${summary(pairings)} (${SETTLE ? "once the round's events are delivered" : 'at once, SETTLE=0'})`,
  );
  const library = libraryPairings();
  console.log(
    `  the same pairings by @gamao/tournament alone: ${library.map((t) => t.toFixed(1)).join(', ')} ms; ${quantiles(library)}`,
  );
  console.log(
    `  recording a result: ${summary(swissResults)}, ${(swissResults.length / swissSeconds).toFixed(0)} results/s`,
  );

  // Single elimination.
  if (KO > 0) {
    const koId = await tournament(director, createClub.id, members.slice(0, KO), {
      name: 'Bench KO',
      format: 'SINGLE_ELIMINATION',
      matchLengths: [3, 5, 7],
      seedingMethod: 'RATING',
    });
    started = performance.now();
    await gql(director.token, 'mutation($t: UUID!) { drawTournament(tournamentId: $t) { id } }', { t: koId });
    const drawMs = ms(started);
    await gql(director.token, 'mutation($t: UUID!) { startTournament(tournamentId: $t) { id } }', {
      t: koId,
    });
    const koResults = [];
    const koStart = performance.now();
    for (;;) {
      const latencies = await recordReady(director, koId);
      if (!latencies.length) break;
      koResults.push(...latencies);
    }
    const koSeconds = ms(koStart) / 1000;
    const { tournament: ko } = await gql(
      director.token,
      'query($t: UUID!) { tournament(id: $t) { status } }',
      {
        t: koId,
      },
    );
    console.log(
      `Single elimination: ${KO} players, ${koResults.length} results in ${koSeconds.toFixed(1)} s (${ko.status})`,
    );
    console.log(`  draw: ${drawMs.toFixed(0)} ms`);
    console.log(
      `  recording a result: ${summary(koResults)}, ${(koResults.length / koSeconds).toFixed(0)} results/s`,
    );
    if (ko.status !== 'FINISHED') code = 1;
  }
  const { verifyAudit } = await gql(
    director.token,
    'query($s: AuditScopeInput!) { verifyAudit(scope: $s) { valid entries } }',
    { s: { type: 'CLUB', id: createClub.id } },
  );
  console.log(`  club audit chain: ${verifyAudit.entries} rating changes, valid: ${verifyAudit.valid}`);
  if (swiss.status !== 'FINISHED' || !verifyAudit.valid) code = 1;
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  await stop();
}
process.exit(code);
