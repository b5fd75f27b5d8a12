import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestApi, subscribeOverWebSocket, TestApi } from './api';
import { createTestDatabase, TestDatabase } from './database';
import { ApiProcess, eventually, sleep, sqlOn, startApiProcess, TcpProxy } from './faults';
import {
  activeMatch,
  clubOf,
  data,
  MatchView,
  Player,
  playToResignation,
  sidesOf,
  signUpWith,
  tournamentFinal,
} from './flows';
import { REDIS_URL, redisAnswers } from './redis';
import { MutationRateLimiter } from '../src/core/rate-limit';

/**
 * The durable hand-off under faults (issue #12): API processes of their own, killed or signalled; Redis cut
 * through a TCP proxy the test controls; the API's PostgreSQL backends terminated. The machine's shared
 * PostgreSQL and Redis are never stopped.
 */
jest.setTimeout(90_000);

/** A describe block's own database and API process: started before its tests, killed and dropped after. */
function apiProcessPerSuite(): { readonly database: TestDatabase; readonly api: ApiProcess } {
  const suite = {} as { database: TestDatabase; api: ApiProcess };
  beforeAll(async () => {
    suite.database = await createTestDatabase();
    suite.api = await startApiProcess(suite.database.url);
  });
  afterAll(async () => {
    await suite.api.kill();
    await suite.database.drop();
  });
  return suite;
}

const playersOf = (api: ApiProcess, names: string[]) =>
  Promise.all(names.map((name) => signUpWith((q, v, token) => api.gql(q, v, token), name)));

describe('a match that finishes right before the API dies', () => {
  let database: TestDatabase;
  const processes: ApiProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill()));
    await database.drop();
  });

  it('(a) is rated once and advances its bracket once after a restart (kill -9 before any consumer ran)', async () => {
    // This instance writes events but delivers none: the window between the commit and the consumers.
    const first = await startApiProcess(database.url, { EVENT_WORKER: 'off' });
    processes.push(first);
    const [director, ana, bia] = await playersOf(first, ['Dora', 'Ana', 'Bia']);
    const clubId = await clubOf(director, [ana, bia]);
    const { tournamentId, matchId } = await tournamentFinal(clubId, director, [ana, bia]);
    const { last } = await playToResignation(matchId, await sidesOf(matchId, [ana, bia]));
    expect((await last()).status).toBe('FINISHED');

    const state = async () =>
      (
        await sqlOn<{ tournament: string; changes: number; recorded: number; advanced: number }>(
          database.name,
          `SELECT (SELECT status::text FROM "Tournament" WHERE id = $1) AS tournament,
             (SELECT count(*)::int FROM "RatingChange" WHERE "matchId" = $2) AS changes,
             (SELECT count(*)::int FROM "AuditEntry" WHERE "scopeId" = $1 AND action = 'result.recorded') AS recorded,
             (SELECT count(*)::int FROM "EventConsumption" WHERE consumer = 'tournaments.advance') AS advanced`,
          [tournamentId, matchId],
        )
      )[0];
    expect(await state()).toEqual({ tournament: 'IN_PROGRESS', changes: 0, recorded: 0, advanced: 0 });

    await first.kill('SIGKILL');
    const second = await startApiProcess(database.url);
    processes.push(second);
    await eventually(async () => (await state()).tournament === 'FINISHED');
    await sleep(500);
    expect(await state()).toEqual({ tournament: 'FINISHED', changes: 2, recorded: 1, advanced: 1 });
  });
});

describe('Redis cut while a match finishes (two instances)', () => {
  let available = false;
  let proxy: TcpProxy;
  let database: TestDatabase;
  let a: TestApi;
  let b: TestApi;

  beforeAll(async () => {
    available = await redisAnswers();
    if (!available) {
      console.warn(`Redis does not answer at ${REDIS_URL}: the Redis fault test is skipped.`);
      return;
    }
    proxy = await TcpProxy.to(REDIS_URL);
    database = await createTestDatabase({ migrate: false });
    const env = { redisUrl: proxy.url(REDIS_URL), mutationLimit: 100_000 };
    a = await startTestApi({ database, env });
    b = await startTestApi({ database, env });
  });
  afterAll(async () => {
    if (!available) return;
    await Promise.all([a.close(), b.close()]);
    await proxy.close();
    await database.drop();
  });

  it('(b) answers normally, rates the match, and a subscriber on the other instance gets every event in order once Redis is back', async () => {
    if (!available) return;
    const send = <T>(q: string, v?: Record<string, unknown>, token?: string) =>
      a.gql<T>(q, v, token ? { authorization: `Bearer ${token}` } : {});
    const [ana, bia, caio] = await Promise.all(['Ana', 'Bia', 'Caio'].map((n) => signUpWith(send, n)));
    const clubId = await clubOf(ana, [bia]);
    const matchId = await activeMatch(clubId, ana, bia, 1);
    const onB = subscribeOverWebSocket<{
      matchUpdated: { seq: number; status: string; entry: { seq: number } | null };
    }>(
      b.wsUrl,
      'subscription($id: UUID!) { matchUpdated(matchId: $id, afterSeq: 0) { seq status entry { seq } } }',
      { id: matchId },
      bia.token,
    );
    const { last } = await playToResignation(matchId, await sidesOf(matchId, [ana, bia]));
    const health = async (api: TestApi) =>
      data(await api.gql<{ health: { redis: string; status: string } }>('{ health { redis status } }'))
        .health;
    expect(await health(a)).toEqual({ redis: 'up', status: 'ok' });

    proxy.cut();
    await eventually(async () => (await health(a)).redis === 'down');
    expect((await health(a)).status).toBe('degraded');
    const finished: MatchView = await last(); // a normal answer, not INTERNAL_SERVER_ERROR
    expect(finished.status).toBe('FINISHED');
    const history = data(
      await ana.gql<{ ratingHistory: { matchId: string }[] }>(
        'query($c: UUID!, $u: UUID!) { ratingHistory(clubId: $c, userId: $u) { matchId } }',
        { c: clubId, u: ana.id },
      ),
    ).ratingHistory;
    expect(history.map((h) => h.matchId)).toEqual([matchId]);
    // Signing out works too (another instance's session cache may accept the token for its TTL, 60 s).
    const caioOut = await caio.gql<{ signOut: boolean }>('mutation { signOut }');
    expect(caioOut).toEqual({ data: { signOut: true } });

    proxy.restore();
    await onB.until((items) => items.some((item) => item.data?.matchUpdated.status === 'FINISHED'), 15_000);
    await sleep(300);
    // Every entry of the log once, in order (a player's feed also carries presence notices, without an entry).
    expect(
      onB.received.filter((item) => item.data?.matchUpdated.entry).map((item) => item.data?.matchUpdated.seq),
    ).toEqual(Array.from({ length: finished.seq }, (_, i) => i + 1));
    await eventually(async () => (await health(a)).redis === 'up');
    await onB.close();
  });
});

describe('Redis cut under the shared mutation limit (two instances)', () => {
  let available = false;
  let proxy: TcpProxy;
  let database: TestDatabase;
  let a: TestApi;
  let b: TestApi;

  beforeAll(async () => {
    available = await redisAnswers();
    if (!available) {
      console.warn(`Redis does not answer at ${REDIS_URL}: the limiter's Redis fault test is skipped.`);
      return;
    }
    proxy = await TcpProxy.to(REDIS_URL);
    database = await createTestDatabase({ migrate: false });
    const env = { redisUrl: proxy.url(REDIS_URL), mutationLimit: 4, mutationWindowMs: 60_000 };
    a = await startTestApi({ database, env });
    b = await startTestApi({ database, env });
  });
  afterAll(async () => {
    if (!available) return;
    await Promise.all([a.close(), b.close()]);
    await proxy.close();
    await database.drop();
  });

  it('(d) counts in each instance while Redis is away (mutations still answered, bounded per instance), then shares again', async () => {
    if (!available) return;
    const limiters = [a, b].map((api) => api.api.app.get(MutationRateLimiter));
    const ana = await signUpWith(
      <T>(q: string, v?: Record<string, unknown>, token?: string) =>
        a.gql<T>(q, v, token ? { authorization: `Bearer ${token}` } : {}),
      'Ana',
    );
    const rename = (api: TestApi, i: number) =>
      api.gql(
        `mutation { updateProfile(input: { displayName: "Ana ${i}" }) { displayName } }`,
        {},
        { authorization: `Bearer ${ana.token}` },
      );
    const code = async (api: TestApi, i: number) => (await rename(api, i)).errors?.[0]?.extensions?.code;
    // Two of the shared four, one on each instance.
    expect([await code(a, 1), await code(b, 2)]).toEqual([undefined, undefined]);

    proxy.cut();
    await eventually(async () => limiters.every((l) => !l.shares()));
    // Each instance now counts alone, from zero, with the same limit: answered normally, and still bounded.
    const onA = [];
    for (let i = 0; i < 5; i++) onA.push(await code(a, 10 + i));
    expect(onA).toEqual([undefined, undefined, undefined, undefined, 'RATE_LIMITED']);
    expect(await code(b, 20)).toBeUndefined();

    proxy.restore();
    await eventually(async () => limiters.every((l) => l.shares()), 15_000);
    // Back in the shared budget, which had two left.
    const shared = [await code(b, 30), await code(a, 31), await code(b, 32), await code(a, 33)];
    expect(shared).toEqual([undefined, undefined, 'RATE_LIMITED', 'RATE_LIMITED']);
  });
});

describe("the API's PostgreSQL backends terminated in the middle of a burst", () => {
  const suite = apiProcessPerSuite();

  it('(c) loses no acknowledged action, answers every request within 5 s, and serves again within 1 s', async () => {
    const players = await playersOf(suite.api, ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8']);
    const clubId = await clubOf(players[0], players.slice(1));
    const matches: { id: string; sides: [Player, Player] }[] = [];
    for (let i = 0; i < players.length; i += 2) {
      const id = await activeMatch(clubId, players[i], players[i + 1], 7);
      matches.push({ id, sides: await sidesOf(id, [players[i], players[i + 1]]) });
    }
    interface Call {
      start: number;
      end: number;
      code: string | null;
    }
    const calls: Call[] = [];
    const acked: { matchId: string; seq: number }[] = [];
    const timed = async <T>(
      run: () => Promise<{ data?: T | null; errors?: { extensions?: { code?: string } }[] }>,
    ) => {
      const start = Date.now();
      const result = await run();
      calls.push({ start, end: Date.now(), code: result.errors?.[0]?.extensions?.code ?? null });
      return result;
    };
    const VIEW = 'seq status phase sideToAct';
    const started = Date.now();
    let killedAt = 0;
    const drive = async ({ id, sides }: { id: string; sides: [Player, Player] }) => {
      while (Date.now() - started < 5_000) {
        const viewed = await timed(() =>
          sides[0].gql<{ match: MatchView }>(`query($id: UUID!) { match(id: $id) { ${VIEW} } }`, { id }),
        );
        const m = viewed.data?.match;
        if (!m) continue;
        if (m.status !== 'ACTIVE') return;
        const actor = sides[m.sideToAct ?? 0];
        let result;
        if (m.phase === 'moving') {
          const legal = await timed(() =>
            actor.gql<{ legalPlays: { moves: unknown[] }[] }>(
              'query($id: UUID!) { legalPlays(matchId: $id) { moves { from to die } } }',
              { id },
            ),
          );
          const play = legal.data?.legalPlays[0];
          if (!play) continue;
          result = await timed(() =>
            actor.gql<{ submitPlay: MatchView }>(
              `mutation($id: UUID!, $s: Int!, $m: [CheckerMoveInput!]!) { submitPlay(matchId: $id, expectedSeq: $s, moves: $m) { ${VIEW} } }`,
              { id, s: m.seq, m: play.moves },
            ),
          );
        } else {
          result = await timed(() =>
            actor.gql<{ rollDice: MatchView }>(
              `mutation($id: UUID!, $s: Int!) { rollDice(matchId: $id, expectedSeq: $s) { ${VIEW} } }`,
              { id, s: m.seq },
            ),
          );
        }
        const seq = (result.data as Record<string, MatchView> | null | undefined)?.[
          m.phase === 'moving' ? 'submitPlay' : 'rollDice'
        ]?.seq;
        if (seq) acked.push({ matchId: id, seq });
      }
    };
    const terminate = (async () => {
      await sleep(1_500);
      killedAt = Date.now();
      const killed = await sqlOn<{ n: number }>(
        'postgres',
        `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [suite.database.name],
      );
      expect(killed[0].n).toBeGreaterThan(0);
    })();
    await Promise.all([...matches.map(drive), terminate]);

    expect(calls.length).toBeGreaterThan(50);
    // Every request answered within 5 s, and only with retryable refusals.
    expect(Math.max(...calls.map((c) => c.end - c.start))).toBeLessThan(5_000);
    const codes = new Set(calls.map((c) => c.code).filter((c) => c !== null));
    for (const code of codes) expect(['SERVICE_UNAVAILABLE', 'STALE_SEQUENCE']).toContain(code);
    // Service returned within 1 s of the termination (the server kept accepting connections).
    const firstOk = Math.min(
      ...calls.filter((c) => c.start >= killedAt && c.code === null).map((c) => c.end),
    );
    expect(firstOk - killedAt).toBeLessThan(1_000);
    // Every acknowledged action is in the log.
    const logged = await sqlOn<{ matchId: string; seq: number }>(
      suite.database.name,
      `SELECT "matchId", seq FROM "MatchAction" WHERE "matchId" = ANY($1::uuid[])`,
      [matches.map((m) => m.id)],
    );
    const inLog = new Set(logged.map((r) => `${r.matchId}:${r.seq}`));
    expect(acked.length).toBeGreaterThan(20);
    expect(acked.filter((x) => !inLog.has(`${x.matchId}:${x.seq}`))).toEqual([]);
  });
});

describe('graceful shutdown (SIGTERM)', () => {
  const suite = apiProcessPerSuite();

  it('finishes the request in flight, closes WebSockets with 1012 (clients reconnect) and exits 0 within 10 s', async () => {
    const [ana, bia] = await playersOf(suite.api, ['Ana', 'Bia']);
    const clubId = await clubOf(ana, [bia]);
    const matchId = await activeMatch(clubId, ana, bia, 3);
    const closes: number[] = [];
    const client = createClient({
      url: suite.api.url.replace(/^http/, 'ws'),
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${ana.token}` },
      on: { closed: (event) => closes.push((event as { code: number }).code) },
    });
    const received: unknown[] = [];
    client.subscribe(
      {
        query: 'subscription($id: UUID!) { matchUpdated(matchId: $id) { seq } }',
        variables: { id: matchId },
      },
      { next: (v) => received.push(v), error: () => undefined, complete: () => undefined },
    );
    await sleep(500);
    // A sign-up hashes a password (tens of milliseconds): in flight when the signal arrives.
    const inFlight = signUpWith((q, v, token) => suite.api.gql(q, v, token), 'Late');
    await sleep(5);
    const signalled = Date.now();
    suite.api.child.kill('SIGTERM');
    await expect(inFlight).resolves.toMatchObject({ id: expect.any(String) });
    expect(await suite.api.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(closes).toEqual([1012]);
    await client.dispose();
  });
});
