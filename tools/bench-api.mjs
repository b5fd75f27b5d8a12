// `npm run bench:api`: starts the built API on PostgreSQL (DATABASE_URL's server, in a database of its own, else
// an embedded one) and plays K concurrent matches of random legal actions over HTTP for a fixed time.
// Prints accepted actions per second and the p50, p95 and p99 latency of an action.
//   K (default 50) and SECONDS (default 20) can be set in the environment. RATE (actions per second over
//   all matches, default 300) paces the players like people at a table: each match acts at most every
//   K/RATE seconds. RATE=0 plays as fast as the server answers (a saturation test).
// LAG_PAIRS (default 5) more pairs play one-point matches to their end (roll, resign, accept) at the same pace,
// so that many matches finish under the load: the event lag (a finished match's commit to its consumers done)
// is read from the API's histogram. Their actions are not counted in the figures above; LAG_PAIRS=0 leaves
// them out (as the bench ran before the durable events).
// CLOCK=<preset> (blitz, standard, slow) plays every match with that clock (a deadline job per action, the opening
// rolled by the server): compare with CLOCK unset for what the clocks cost.
import { createRequire } from 'node:module';
import path from 'node:path';
import { histogramQuantile, startBenchApi } from './bench-server.mjs';
import { root } from './processes.mjs';

const require = createRequire(import.meta.url);
const { legalPlays } = require(path.join(root, 'libs/engine/dist/src/index.js'));

const K = Number(process.env.K ?? 50);
const SECONDS = Number(process.env.SECONDS ?? 20);
const RATE = Number(process.env.RATE ?? 300);
const interval = RATE > 0 ? (K / RATE) * 1000 : 0;
const LAG_PAIRS = Number(process.env.LAG_PAIRS ?? 5);
const CLOCK = process.env.CLOCK || null;
// API_URL aims the players at APIs already running (bench:scale's balancer), which read their own metrics.
const { url, stop, metrics } = process.env.API_URL
  ? { url: process.env.API_URL, stop: async () => undefined, metrics: async () => '' }
  : await startBenchApi(4777, 'gamao_bench');
const VIEW =
  'seq status phase turn sideToAct dice board { side0 side1 } cube { value owner offeredBy } resignation { by }';

async function gql(token, query, variables) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

async function signUp(i) {
  const r = await gql(null, 'mutation($i: SignUpInput!) { signUp(input: $i) { token me { id } } }', {
    i: { email: `bench${i}@example.com`, password: 'bench password 1', displayName: `Bench ${i}` },
  });
  return { token: r.data.signUp.token, id: r.data.signUp.me.id };
}

let seed = 12345;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const latencies = [];
let accepted = 0;
let refused = 0;
let matchesFinished = 0;

async function newMatch(clubId, a, b, length = 5) {
  const c = await gql(a.token, 'mutation($i: ChallengeInput!) { challenge(input: $i) { id } }', {
    i: { clubId, opponentId: b.id, options: { length }, timeControl: CLOCK ? { preset: CLOCK } : null },
  });
  const id = c.data.challenge.id;
  await gql(b.token, 'mutation($id: UUID!) { acceptChallenge(matchId: $id) { id } }', { id });
  return id;
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
      const plays = legalPlays([m.board.side0, m.board.side1], m.turn, m.dice);
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

let code = 0;
try {
  const users = [];
  for (let i = 0; i < 2 * (K + LAG_PAIRS); i++) users.push(await signUp(i));
  const club = await gql(
    users[0].token,
    'mutation { createClub(input: { name: "Bench" }) { id invitationCode } }',
  );
  const { id: clubId, invitationCode } = club.data.createClub;
  await Promise.all(
    users
      .slice(1)
      .map((u) =>
        gql(u.token, 'mutation($c: String!) { joinClub(invitationCode: $c) { id } }', { c: invitationCode }),
      ),
  );
  console.log(
    `Playing ${K} concurrent matches for ${SECONDS} s, ${RATE > 0 ? `offering ${RATE} actions/s` : 'as fast as the server answers'}, ${CLOCK ? `with the ${CLOCK} clock` : 'without clocks'}…`,
  );
  // The first K matches are opened before the clock starts, so the measured window only plays.
  const first = await Promise.all(
    Array.from({ length: K }, (_, i) => newMatch(clubId, users[2 * i], users[2 * i + 1])),
  );
  const start = performance.now();
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all([
    ...Array.from({ length: K }, (_, i) =>
      player(clubId, users[2 * i], users[2 * i + 1], first[i], deadline),
    ),
    ...Array.from({ length: LAG_PAIRS }, (_, i) =>
      finisher(clubId, users[2 * (K + i)], users[2 * (K + i) + 1], deadline),
    ),
  ]);
  const seconds = (performance.now() - start) / 1000;
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
  // Event lag: from a match's final commit (its match.finished event) to every consumer done (rated; a
  // tournament match's bracket advanced), from the API's own histogram.
  const text = await metrics();
  const lag = (q) => histogramQuantile(text, 'gamao_event_lag_seconds', q);
  const events = text.match(/^gamao_event_lag_seconds_count\{type="match.finished"\} (\d+)/m)?.[1] ?? '0';
  console.log(
    lag(0.5) === null
      ? 'event lag: no match finished'
      : `event lag (final commit to consumers done): p50 ${(lag(0.5) * 1000).toFixed(1)} ms, p99 ${(lag(0.99) * 1000).toFixed(1)} ms over ${events} finished matches`,
  );
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  await stop();
}
process.exit(code);
