// `npm run bench:season` (issue 40): starts the built API on PostgreSQL (DATABASE_URL's server, in a database of
// its own, else an embedded one), signs up a club of MEMBERS (default 2,000), puts LADDER (500) of them on a
// ladder and 12 divisions of 10 in a league season, then sends results at RATE (20) per second for DURATION
// seconds (default: until every league fixture has its result): league results from physical boards entered by
// a director (recorded at once), and one in LADDER_EVERY (10) a ladder challenge played on the site (challenged,
// accepted, the opening rolled, resigned; its result moves the ladder and the ratings through the outbox). Each
// result's latency runs from the moment its committing request is sent (the commit happens within it) to its
// effect being visible to a subscriber over the WebSocket: the division's standings (leagueUpdated
// 'result.recorded'), the ladder (ladderUpdated 'challenge.played'), the ratings (the match's rating changes,
// polled: they have no live feed); then the league is closed and the season points' leaderboard
// (seasonPointsUpdated) timed the same way. Prints p50 / p99 per effect; the target is p99 < 500 ms.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startBenchApi } from './bench-server.mjs';

const MEMBERS = Number(process.env.MEMBERS ?? 2000);
const LADDER = Number(process.env.LADDER ?? 500);
const DIVISIONS = 12;
const DIVISION_SIZE = 10;
const RATE = Number(process.env.RATE ?? 20);
const LADDER_EVERY = Number(process.env.LADDER_EVERY ?? 10);
const DURATION = process.env.DURATION ? Number(process.env.DURATION) : null;
const TARGET_MS = 500;
const { url, stop } = await startBenchApi(4779, 'gamao_bench_season');
const wsUrl = url.replace(/^http/, 'ws');

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

/** A subscription that calls `onEvent(data, receivedAt)` for each event; resolves once the server acknowledged. */
function subscribe(token, query, variables, onEvent) {
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: { authorization: `Bearer ${token}` },
  });
  return new Promise((resolve, reject) => {
    client.on('connected', () => setTimeout(() => resolve(client), 200));
    client.subscribe(
      { query, variables },
      {
        next: (value) => onEvent(value.data, performance.now()),
        error: reject,
        complete: () => undefined,
      },
    );
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
function report(name, values) {
  if (!values.length) {
    console.log(`  ${name}: no samples`);
    return true;
  }
  const sorted = values.slice().sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  console.log(
    `  ${name}: ${values.length} results, p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms${p99 < TARGET_MS ? '' : ` (over the ${TARGET_MS} ms target)`}`,
  );
  return p99 < TARGET_MS;
}

/** Waits for `key`'s effect: resolves with its arrival time (or null after 30 s). */
const waiting = new Map();
const arrived = new Map();
function effect(key) {
  if (arrived.has(key)) return Promise.resolve(arrived.get(key));
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 30_000);
    waiting.set(key, (at) => {
      clearTimeout(timer);
      resolve(at);
    });
  });
}
function seen(key, at) {
  arrived.set(key, at);
  waiting.get(key)?.(at);
  waiting.delete(key);
}

/**
 * When a match's rating changes are first seen (ratings have no live feed: its result's consumer writes them),
 * polled every 20 ms from the moment its last action is sent; null after 30 s.
 */
async function ratingSeen(member, matchId) {
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    const { matchRatingChanges } = await gql(
      member.token,
      'query($m: UUID!) { matchRatingChanges(matchId: $m) { matchId } }',
      { m: matchId },
    );
    if (matchRatingChanges.length) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

/** A one-point ladder challenge played on the site: its result's request answered at the returned time. */
async function playChallenge(ladderId, challenger, defender) {
  const { challengeOnLadder } = await gql(
    challenger.token,
    'mutation($l: UUID!, $d: UUID!) { challengeOnLadder(ladderId: $l, defenderId: $d) { challenges { id challengerId status } } }',
    { l: ladderId, d: defender.id },
  );
  const challenge = challengeOnLadder.challenges.find(
    (c) => c.challengerId === challenger.id && c.status === 'open',
  );
  const { acceptLadderChallenge } = await gql(
    defender.token,
    'mutation($c: UUID!) { acceptLadderChallenge(challengeId: $c) { challenges { id matchId } } }',
    { c: challenge.id },
  );
  const matchId = acceptLadderChallenge.challenges.find((c) => c.id === challenge.id).matchId;
  const sides = [challenger, defender];
  let m = { seq: 0, phase: 'opening', sideToAct: 0 };
  while (m.phase !== 'moving') {
    m = (
      await gql(
        sides[0].token,
        'mutation($id: UUID!, $s: Int!) { rollDice(matchId: $id, expectedSeq: $s) { seq phase sideToAct } }',
        { id: matchId, s: m.seq },
      )
    ).rollDice;
  }
  const loser = sides[m.sideToAct ?? 0];
  const winner = loser === challenger ? defender : challenger;
  m = (
    await gql(
      loser.token,
      'mutation($id: UUID!, $s: Int!) { resign(matchId: $id, expectedSeq: $s, kind: single) { seq } }',
      { id: matchId, s: m.seq },
    )
  ).resign;
  const sent = performance.now();
  await gql(
    winner.token,
    'mutation($id: UUID!, $s: Int!) { acceptResignation(matchId: $id, expectedSeq: $s) { seq } }',
    { id: matchId, s: m.seq },
  );
  return { challengeId: challenge.id, matchId, sent, winner };
}

let code = 0;
const clients = [];
try {
  console.log(`Signing up ${MEMBERS} members…`);
  const users = new Array(MEMBERS);
  let started = performance.now();
  await pool([...Array(MEMBERS).keys()], 16, async (i) => {
    const { signUp } = await gql(
      null,
      'mutation($i: SignUpInput!) { signUp(input: $i) { token me { id } } }',
      { i: { email: `sbench${i}@example.com`, password: 'bench password 1', displayName: `Player ${i}` } },
    );
    users[i] = { token: signUp.token, id: signUp.me.id };
  });
  const [director, ...members] = users;
  const { createClub } = await gql(
    director.token,
    'mutation { createClub(input: { name: "Bench season" }) { id invitationCode } }',
  );
  const clubId = createClub.id;
  await pool(members, 32, (u) =>
    gql(u.token, 'mutation($c: String!) { joinClub(invitationCode: $c) { id } }', {
      c: createClub.invitationCode,
    }),
  );
  console.log(`  club of ${MEMBERS} in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  // The ladder: LADDER members join at the bottom, in order.
  const { createLadder } = await gql(
    director.token,
    'mutation($i: CreateLadderInput!) { createLadder(input: $i) { id } }',
    { i: { clubId, name: 'Bench ladder', matchLength: 1 } },
  );
  const ladderId = createLadder.id;
  const onLadder = members.slice(0, LADDER);
  for (const u of onLadder)
    await gql(u.token, 'mutation($l: UUID!) { joinLadder(ladderId: $l) { id } }', { l: ladderId });

  // The league: 12 divisions of 10, of the members after the ladder's (or from the start, in a small club).
  const leaguePlayers = members.slice(LADDER, LADDER + DIVISIONS * DIVISION_SIZE);
  const inLeague = leaguePlayers.length === DIVISIONS * DIVISION_SIZE ? leaguePlayers : members.slice(0, 120);
  const divisions = Array.from({ length: DIVISIONS }, (_, d) =>
    inLeague.slice(d * DIVISION_SIZE, (d + 1) * DIVISION_SIZE).map((u) => u.id),
  );
  started = performance.now();
  const { createLeague } = await gql(
    director.token,
    'mutation($i: CreateLeagueInput!) { createLeague(input: $i) { id fixtures { id length players { id } } } }',
    { i: { clubId, name: 'Bench league', divisions, lengths: [5], points: { kind: 'MARGIN' } } },
  );
  console.log(
    `  ladder of ${onLadder.length}; league of ${DIVISIONS} x ${DIVISION_SIZE}: ${createLeague.fixtures.length} fixtures (created in ${(performance.now() - started).toFixed(0)} ms)`,
  );

  // The subscribers: the league, the ladder, the season points.
  clients.push(
    await subscribe(
      director.token,
      'subscription($s: UUID!) { leagueUpdated(seasonId: $s) { change fixtureId } }',
      { s: createLeague.id },
      (data, at) => {
        const e = data?.leagueUpdated;
        if (e?.change === 'result.recorded') seen(`league:${e.fixtureId}`, at);
      },
    ),
    await subscribe(
      director.token,
      'subscription($l: UUID!) { ladderUpdated(ladderId: $l) { change challengeId } }',
      { l: ladderId },
      (data, at) => {
        const e = data?.ladderUpdated;
        if (e?.change === 'challenge.played') seen(`ladder:${e.challengeId}`, at);
      },
    ),
    await subscribe(
      director.token,
      'subscription($c: UUID!) { seasonPointsUpdated(clubId: $c) { season } }',
      { c: clubId },
      (_data, at) => seen('points', at),
    ),
  );

  // Results at RATE per second: league results, and one in LADDER_EVERY a ladder challenge (disjoint pairs:
  // the member at rung 2k challenges the one at rung 2k - 1, each once).
  const fixtures = createLeague.fixtures;
  const pairs = [];
  for (let k = 1; k < onLadder.length; k += 2) pairs.push([onLadder[k], onLadder[k - 1]]);
  const total = DURATION
    ? Math.round(DURATION * RATE)
    : Math.ceil(fixtures.length * (1 + 1 / (LADDER_EVERY - 1)));
  const leagueLatency = [];
  const ladderLatency = [];
  const ratingLatency = [];
  const failures = [];
  let nextFixture = 0;
  let nextPair = 0;
  const jobs = [];
  const runStart = performance.now();
  for (let i = 0; i < total; i++) {
    const due = runStart + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const ladderTurn = LADDER_EVERY > 0 && i % LADDER_EVERY === LADDER_EVERY - 1 && nextPair < pairs.length;
    if (ladderTurn) {
      const [challenger, defender] = pairs[nextPair++];
      jobs.push(
        playChallenge(ladderId, challenger, defender)
          .then(async ({ challengeId, matchId, sent, winner }) => {
            const rated = ratingSeen(winner, matchId).catch(() => null);
            const at = await effect(`ladder:${challengeId}`);
            if (at === null) failures.push(`ladder ${challengeId}: no effect in 30 s`);
            else ladderLatency.push(at - sent);
            const ratedAt = await rated;
            if (ratedAt === null) failures.push(`rating of ${matchId}: not seen in 30 s`);
            else ratingLatency.push(ratedAt - sent);
          })
          .catch((error) => failures.push(`ladder: ${error.message}`)),
      );
    } else if (nextFixture < fixtures.length) {
      const f = fixtures[nextFixture++];
      const sent = performance.now();
      jobs.push(
        gql(director.token, 'mutation($i: LeagueResultInput!) { reportLeagueResult(input: $i) { id } }', {
          i: {
            fixtureId: f.id,
            outcome: 'PLAYED',
            playerId: f.players[0].id,
            score: [f.length, i % f.length],
          },
        })
          .then(async () => {
            const at = await effect(`league:${f.id}`);
            if (at === null) failures.push(`league ${f.id}: no effect in 30 s`);
            else leagueLatency.push(at - sent);
          })
          .catch((error) => failures.push(`league: ${error.message}`)),
      );
    }
  }
  await Promise.all(jobs);
  const seconds = (performance.now() - runStart) / 1000;
  console.log(
    `Results: ${leagueLatency.length + ladderLatency.length} in ${seconds.toFixed(1)} s (${((leagueLatency.length + ladderLatency.length) / seconds).toFixed(1)}/s asked ${RATE}/s), ${failures.length} failed`,
  );
  for (const f of failures.slice(0, 5)) console.log(`  ${f}`);
  let ok = failures.length === 0;
  ok = report("league result -> its division's standings (leagueUpdated)", leagueLatency) && ok;
  ok = report('ladder challenge played -> the ladder moved (ladderUpdated)', ladderLatency) && ok;
  ok = report('ladder challenge played -> its rating changes (polled every 20 ms)', ratingLatency) && ok;

  // Every league fixture in: the close draws the next season and awards season points through the outbox.
  if (nextFixture === fixtures.length) {
    const closeStart = performance.now();
    await gql(director.token, 'mutation($s: UUID!) { closeLeagueSeason(seasonId: $s) { id } }', {
      s: createLeague.id,
    });
    const closed = performance.now();
    const at = await effect('points');
    const fromRequest = at === null ? null : at - closeStart;
    if (at === null) {
      console.log('  season points: no effect in 30 s');
      ok = false;
    } else {
      console.log(
        `  closing the league (120 players): ${(closed - closeStart).toFixed(0)} ms; its request -> the season points leaderboard (seasonPointsUpdated) ${fromRequest.toFixed(0)} ms`,
      );
    }
    const { seasonLeaderboard } = await gql(
      director.token,
      'query($c: UUID!) { seasonLeaderboard(clubId: $c) { rows { points } } }',
      { c: clubId },
    );
    console.log(`  season leaderboard: ${seasonLeaderboard.rows.length} members with points`);
  }
  if (!ok) code = 1;
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  for (const c of clients) await c.dispose();
  await stop();
}
process.exit(code);
