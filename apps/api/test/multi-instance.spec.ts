import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { GraphQLResponse } from './api';
import { Balancer, startBalancer } from './balancer';
import { createTestDatabase, TestDatabase } from './database';
import { ApiProcess, eventually, sleep, sqlOn, startApiProcess } from './faults';
import { activeMatch, clubOf, Player, sidesOf, signUpWith } from './flows';
import { REDIS_URL, redisAnswers } from './redis';

/**
 * One club served by three API instances behind a round-robin balancer (issue #43, part 4): every request of a
 * player may reach any instance, and the two players of a match watch it live on sockets held by two different
 * instances. One instance is killed (SIGKILL) in the middle of the matches. Then no acknowledged action is
 * missing from the logs, every watcher saw each entry once and in order (resuming on another instance),
 * every clock deadline timed its match out once, and every finished match was rated once.
 */
jest.setTimeout(90_000);

const PLAIN_MATCHES = 6;
const CLOCKED_MATCHES = 3;
/** A plain match's side to act resigns once the log is this long (the other accepts): every match ends. */
const RESIGN_AT = 20;
/** The kill comes once this many actions have been acknowledged, in the middle of every plain match. */
const KILL_AT = 40;
const VICTIM = 1;

const VIEW = 'seq status phase sideToAct resignation { by }';
interface View {
  seq: number;
  status: string;
  phase: string;
  sideToAct: number | null;
  resignation: { by: number } | null;
}

/** GraphQL through the balancer; a 502 or a cut connection is an error like any other (code BAD_GATEWAY). */
function sender(url: string) {
  return async <T>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphQLResponse<T>> => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      if (response.status === 502) throw new Error('bad gateway');
      return (await response.json()) as GraphQLResponse<T>;
    } catch (error) {
      return { errors: [{ message: (error as Error).message, extensions: { code: 'BAD_GATEWAY' } }] };
    }
  };
}

/**
 * A player's live view of a match over graphql-ws, resumed after the last entry seen when its socket drops
 * (its instance killed): the entries' sequence numbers in the order received.
 */
function watcher(wsUrl: string, matchId: string, token: string) {
  const seen: number[] = [];
  let finished = false;
  let stopped = false;
  let dispose: () => Promise<void> = async () => undefined;
  const open = () =>
    new Promise<void>((connected) => {
      const client = createClient({
        url: wsUrl,
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        connectionParams: { authorization: `Bearer ${token}` },
        on: { connected: () => connected() },
      });
      dispose = () => client.dispose() as Promise<void>;
      const resume = () => {
        void client.dispose();
        if (!stopped && !finished) setTimeout(() => void open(), 50);
      };
      client.subscribe<{ matchUpdated: { seq: number; status: string; entry: { seq: number } | null } }>(
        {
          query:
            'subscription($id: UUID!, $after: Int) { matchUpdated(matchId: $id, afterSeq: $after) { seq status entry { seq } } }',
          variables: { id: matchId, after: seen.at(-1) ?? 0 },
        },
        {
          next: (value) => {
            const update = value.data?.matchUpdated;
            if (update?.entry) seen.push(update.seq);
            if (update?.status === 'FINISHED') finished = true;
          },
          error: resume,
          complete: resume,
        },
      );
    });
  return {
    seen,
    open,
    async close() {
      stopped = true;
      await dispose();
    },
  };
}

describe('three instances behind a balancer, one killed mid-match', () => {
  let available = false;
  let database: TestDatabase;
  let apis: ApiProcess[] = [];
  let balancer: Balancer;

  beforeAll(async () => {
    available = await redisAnswers();
    if (!available) {
      console.warn(`Redis does not answer at ${REDIS_URL}: the multi-instance test is skipped.`);
      return;
    }
    database = await createTestDatabase();
    apis = await Promise.all(
      [0, 1, 2].map(() => startApiProcess(database.url, { REDIS_URL, EVENT_POLL_MS: '200' })),
    );
    balancer = await startBalancer(apis.map((api) => api.url));
  });
  afterAll(async () => {
    if (!available) return;
    await balancer?.close();
    await Promise.all(apis.map((api) => api.kill()));
    await database?.drop();
  });

  it('loses no acknowledged action, fires every deadline once and rates every finished match once', async () => {
    if (!available) return;
    const send = sender(balancer.url);
    const names = Array.from({ length: 2 * (PLAIN_MATCHES + CLOCKED_MATCHES) }, (_, i) => `P${i}`);
    const [owner, ...players] = await Promise.all(['Olga', ...names].map((n) => signUpWith(send, n)));
    const clubId = await clubOf(owner, players);
    const pairs = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => [players[from + 2 * i], players[from + 2 * i + 1]] as const);
    const plain = await Promise.all(
      pairs(0, PLAIN_MATCHES).map(async ([a, b]) => {
        const id = await activeMatch(clubId, a, b, 1);
        return { id, a, b, sides: await sidesOf(id, [a, b]) };
      }),
    );

    // Each player watches their match on a socket of their own: side A's and side B's land on different instances.
    const watchers = [];
    for (const m of plain)
      for (const p of [m.a, m.b]) {
        const w = watcher(balancer.wsUrl, m.id, p.token);
        await w.open();
        watchers.push({ matchId: m.id, w });
      }
    for (let i = 0; i < plain.length; i++)
      expect(balancer.upgrades[2 * i]).not.toBe(balancer.upgrades[2 * i + 1]);
    expect(new Set(balancer.upgrades)).toEqual(new Set([0, 1, 2]));

    // Matches with a short clock that nobody plays: the server rolls the opening, then the mover runs out of
    // time (1 s of delay and 1 s of reserve), after the kill.
    const clocked = await Promise.all(
      pairs(2 * PLAIN_MATCHES, CLOCKED_MATCHES).map(([a, b]) =>
        activeMatch(clubId, a, b, 1, { delaySeconds: 1, reservePerPointSeconds: 1 }),
      ),
    );

    const acked: { matchId: string; seq: number }[] = [];
    const codes = new Set<string>();
    let killed: Promise<unknown> | null = null;
    const act = async (
      who: Player,
      matchId: string,
      field: string,
      args: string,
      call: string,
      variables: Record<string, unknown>,
    ) => {
      const result = await who.gql<Record<string, View>>(`mutation(${args}) { ${call} { ${VIEW} } }`, {
        id: matchId,
        ...variables,
      });
      const code = result.errors?.[0]?.extensions?.code;
      if (code) codes.add(code);
      const seq = result.data?.[field]?.seq;
      if (seq) acked.push({ matchId, seq });
      if (acked.length >= KILL_AT && !killed) killed = apis[VICTIM].kill('SIGKILL');
    };
    const drive = async ({ id, sides }: { id: string; sides: [Player, Player] }) => {
      for (let step = 0; step < 200; step++) {
        const m = (
          await sides[0].gql<{ match: View }>(`query($id: UUID!) { match(id: $id) { ${VIEW} } }`, { id })
        ).data?.match;
        if (!m) continue;
        if (m.status !== 'ACTIVE') return;
        const actor = sides[m.sideToAct ?? 0];
        if (m.resignation) {
          await act(
            sides[1 - m.resignation.by],
            id,
            'acceptResignation',
            '$id: UUID!, $s: Int!',
            'acceptResignation(matchId: $id, expectedSeq: $s)',
            { s: m.seq },
          );
        } else if (m.phase === 'moving' && m.seq >= RESIGN_AT) {
          await act(
            actor,
            id,
            'resign',
            '$id: UUID!, $s: Int!',
            'resign(matchId: $id, expectedSeq: $s, kind: single)',
            { s: m.seq },
          );
        } else if (m.phase === 'moving') {
          const legal = await actor.gql<{ legalPlays: { moves: unknown[] }[] }>(
            'query($id: UUID!) { legalPlays(matchId: $id) { moves { from to die } } }',
            { id },
          );
          const play = legal.data?.legalPlays[0];
          if (!play) continue;
          await act(
            actor,
            id,
            'submitPlay',
            '$id: UUID!, $s: Int!, $m: [CheckerMoveInput!]!',
            'submitPlay(matchId: $id, expectedSeq: $s, moves: $m)',
            { s: m.seq, m: play.moves },
          );
        } else {
          await act(
            actor,
            id,
            'rollDice',
            '$id: UUID!, $s: Int!',
            'rollDice(matchId: $id, expectedSeq: $s)',
            { s: m.seq },
          );
        }
      }
      throw new Error(`match ${id} did not finish`);
    };
    await Promise.all(plain.map(drive));
    expect(killed).not.toBeNull();
    await killed;
    // Refusals were only those a client retries: a request that died with its instance, or a stale sequence
    // (that request had been applied without its answer).
    for (const code of codes) expect(['BAD_GATEWAY', 'STALE_SEQUENCE']).toContain(code);
    expect(balancer.served.every((n) => n > 0)).toBe(true);

    // No acknowledged action lost, none applied twice: every acknowledged (match, seq) is in the log, whose
    // numbers run 1..n without a gap.
    const allIds = [...plain.map((m) => m.id), ...clocked];
    const log = await sqlOn<{ matchId: string; seq: number }>(
      database.name,
      `SELECT "matchId"::text, seq FROM "MatchAction" WHERE "matchId" = ANY($1::uuid[]) ORDER BY "matchId", seq`,
      [allIds],
    );
    const inLog = new Set(log.map((r) => `${r.matchId}:${r.seq}`));
    expect(acked.filter((x) => !inLog.has(`${x.matchId}:${x.seq}`))).toEqual([]);
    for (const id of allIds) {
      const seqs = log.filter((r) => r.matchId === id).map((r) => r.seq);
      expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    }

    // Every clocked match timed out once, by a surviving instance.
    const states = async (ids: string[]) =>
      sqlOn<{ id: string; status: string; source: string | null; timeouts: number }>(
        database.name,
        `SELECT m.id::text, m.status::text, m."resultSource"::text AS source,
           (SELECT count(*)::int FROM "MatchAction" a WHERE a."matchId" = m.id AND a.action->>'type' = 'timeout') AS timeouts
         FROM "Match" m WHERE m.id = ANY($1::uuid[]) ORDER BY m.id`,
        [ids],
      );
    await eventually(async () => (await states(clocked)).every((s) => s.status === 'FINISHED'), 20_000);
    expect((await states(clocked)).map((s) => [s.source, s.timeouts])).toEqual(
      clocked.map(() => ['TIMEOUT', 1]),
    );
    const jobs = await sqlOn<{ status: string; n: number }>(
      database.name,
      `SELECT status::text, count(*)::int AS n FROM "DomainEvent"
       WHERE type = 'clock.due' AND payload->>'matchId' = ANY($1) AND "availableAt" <= now() GROUP BY status`,
      [clocked],
    );
    expect(jobs.filter((j) => j.status !== 'DONE')).toEqual([]);

    // Every finished match rated once: two rating changes, one ratings consumption of its one match.finished.
    const rated = async () =>
      sqlOn<{ matchId: string; changes: number; finished: number; consumed: number }>(
        database.name,
        `SELECT m.id::text AS "matchId",
           (SELECT count(*)::int FROM "RatingChange" r WHERE r."matchId" = m.id) AS changes,
           (SELECT count(*)::int FROM "DomainEvent" e
             WHERE e.type = 'match.finished' AND e.payload->>'matchId' = m.id::text) AS finished,
           (SELECT count(*)::int FROM "EventConsumption" c JOIN "DomainEvent" e ON e.id = c."eventId"
             WHERE e.type = 'match.finished' AND c.consumer = 'ratings.rate'
               AND e.payload->>'matchId' = m.id::text) AS consumed
         FROM "Match" m WHERE m.id = ANY($1::uuid[])`,
        [allIds],
      );
    await eventually(async () => (await rated()).every((r) => r.changes === 2), 20_000);
    await sleep(500);
    expect((await rated()).filter((r) => r.changes !== 2 || r.finished !== 1 || r.consumed !== 1)).toEqual(
      [],
    );
    expect((await states(plain.map((m) => m.id))).every((s) => s.status === 'FINISHED')).toBe(true);

    // Every watcher saw each entry of its match once and in order, those on the killed instance by resuming.
    const lengths = new Map<string, number>();
    for (const r of log) lengths.set(r.matchId, Math.max(lengths.get(r.matchId) ?? 0, r.seq));
    for (const { matchId, w } of watchers) {
      const last = lengths.get(matchId) as number;
      await eventually(async () => w.seen.at(-1) === last, 10_000);
      expect(w.seen).toEqual(Array.from({ length: last }, (_, i) => i + 1));
    }
    await Promise.all(watchers.map(({ w }) => w.close()));
  });
});
