import { parse, OperationDefinitionNode } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startApi } from '../../bootstrap';
import { loadConfig } from '../config';
import { overWebSocket, signUp, startTestApi, TestApi } from '../../../test/api';
import { createTestDatabase } from '../../../test/database';
import { actionCodes, outcomeOf } from './operations';
import { readiness } from './readiness';

const METRICS_TOKEN = 'metrics-secret-for-tests';

async function until(condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The real API with a metrics token and its JSON logs (debug level: every request) captured instead of silenced. */
const startObservedApi = (lines: Record<string, unknown>[]): Promise<TestApi> =>
  startTestApi({
    env: { metricsToken: METRICS_TOKEN, logLevel: 'debug' },
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });

describe('observability: /metrics, /livez, /readyz and JSON logs (real HTTP, real PostgreSQL)', () => {
  const lines: Record<string, unknown>[] = [];
  let t: Awaited<ReturnType<typeof startObservedApi>>;
  beforeAll(async () => {
    t = await startObservedApi(lines);
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = async () => {
    const response = await fetch(`${t.origin}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    return response.text();
  };

  it('refuses /metrics without the token and with a wrong one', async () => {
    const without = await fetch(`${t.origin}/metrics`);
    expect(without.status).toBe(401);
    expect(await without.text()).not.toContain('gamao_');
    const wrong = await fetch(`${t.origin}/metrics`, { headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('gamao_');
  });

  it('serves the request histogram per operation after a query', async () => {
    expect((await t.gql('query HealthForMetrics { health { status } }')).errors).toBeUndefined();
    const response = await fetch(`${t.origin}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(
      /gamao_graphql_request_duration_seconds_count\{operation="HealthForMetrics",type="query",transport="http"\} 1/,
    );
    expect(text).toMatch(
      /gamao_graphql_requests_total\{operation="HealthForMetrics",type="query",transport="http",outcome="ok"\} 1/,
    );
    expect(text).toMatch(/gamao_db_pool_connections \d+/);
    expect(text).toMatch(/gamao_db_pool_idle_connections \d+/);
    expect(text).toMatch(/gamao_db_pool_waiting_clients 0/);
    // The other engineer's event metrics share the registry.
    expect(text).toContain('gamao_event_lag_seconds');
  });

  it('counts a refused action by its field and code, and an accepted one as OK', async () => {
    const refused = await t.gql(
      'mutation Leave { leaveClub(clubId: "00000000-0000-4000-8000-000000000000") }',
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await signUp(t);
    const text = await scrape();
    expect(text).toMatch(/gamao_graphql_actions_total\{field="leaveClub",code="UNAUTHENTICATED"\} 1/);
    expect(text).toMatch(/gamao_graphql_actions_total\{field="signUp",code="OK"\} 1/);
    expect(text).toMatch(
      /gamao_graphql_requests_total\{operation="Leave",type="mutation",transport="http",outcome="refused"\} 1/,
    );
  });

  it('records operations over WebSocket and counts the open WebSockets', async () => {
    await overWebSocket(t.wsUrl, 'query HealthOverWs { health { status } }');
    const text = await scrape();
    expect(text).toMatch(
      /gamao_graphql_request_duration_seconds_count\{operation="HealthOverWs",type="query",transport="ws"\} 1/,
    );

    await until(async () => /gamao_websockets_open 0/.test(await scrape()));
    const client = createClient({ url: t.wsUrl, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false });
    await new Promise<void>((resolve) => client.on('connected', () => resolve()));
    expect(await scrape()).toMatch(/gamao_websockets_open 1/);
    await client.dispose();
    // The server sees the close a moment later.
    await until(async () => /gamao_websockets_open 0/.test(await scrape()));
  });

  it('answers /livez and /readyz with 200, and /readyz with 503 while draining', async () => {
    const live = await fetch(`${t.origin}/livez`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${t.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true });
    readiness.draining = true;
    try {
      const draining = await fetch(`${t.origin}/readyz`);
      expect(draining.status).toBe(503);
      expect(await draining.json()).toEqual({ ready: false, reason: 'draining' });
      expect((await fetch(`${t.origin}/livez`)).status).toBe(200);
    } finally {
      readiness.draining = false;
    }
  });

  it("logs JSON lines carrying the request id and the viewer's id, and sends the id back", async () => {
    const member = await signUp(t, 'Logged');
    const response = await fetch(t.httpUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${member.token}`,
        'x-request-id': 'req-observability-1',
      },
      body: JSON.stringify({ query: 'query WhoAmI { me { id } }' }),
    });
    expect(response.headers.get('x-request-id')).toBe('req-observability-1');
    expect(((await response.json()) as { data: { me: { id: string } } }).data.me.id).toBe(member.id);

    const mine = lines.filter((line) => line.requestId === 'req-observability-1');
    expect(mine).toContainEqual(
      expect.objectContaining({
        msg: 'graphql operation',
        context: 'graphql',
        level: 'debug', // an answered operation; a refusal is an info line (below)
        viewerId: member.id,
        operationName: 'WhoAmI',
        operationType: 'query',
        outcome: 'ok',
        durationMs: expect.any(Number),
      }),
    );
    expect(mine).toContainEqual(
      expect.objectContaining({
        msg: 'request completed',
        viewerId: member.id,
        method: 'POST',
        url: '/graphql',
        statusCode: 200,
      }),
    );
    // Every line of the request has both, once each (no duplicated keys in the JSON).
    for (const line of mine) expect(line.viewerId).toBe(member.id);
  });

  it('replaces an unsafe request id with a generated one, and logs a refusal with its code', async () => {
    const response = await fetch(t.httpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'not a "safe" id\t'.repeat(3) },
      body: JSON.stringify({
        query: 'mutation LeaveAgain { leaveClub(clubId: "00000000-0000-4000-8000-000000000000") }',
      }),
    });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toContainEqual(
      expect.objectContaining({
        requestId: id,
        msg: 'graphql operation',
        level: 'info',
        operationName: 'LeaveAgain',
        outcome: 'refused',
        code: 'UNAUTHENTICATED',
      }),
    );
    expect(lines.some((line) => line.requestId === id && 'viewerId' in line)).toBe(false);
  });

  it('does not log probe and metrics requests one by one', async () => {
    await fetch(`${t.origin}/livez`);
    await fetch(`${t.origin}/readyz`);
    expect(lines.filter((line) => /^\/(livez|readyz|metrics)/.test(String(line.url)))).toEqual([]);
  });

  it('never logs a bearer token or a cookie', () => {
    const text = lines.map((line) => JSON.stringify(line)).join('\n');
    expect(text).not.toMatch(/authorization|bearer|cookie/i);
  });
});

describe('an API started with logger: false (as the tests start it)', () => {
  it('writes nothing to stdout or stderr, and answers /metrics with 404 when no token is configured', async () => {
    const database = await createTestDatabase({ migrate: false });
    const stdout = jest.spyOn(process.stdout, 'write');
    const stderr = jest.spyOn(process.stderr, 'write');
    try {
      const api = await startApi(
        { ...loadConfig(), databaseUrl: database.url, port: 0, host: '127.0.0.1', metricsToken: undefined },
        { logger: false },
      );
      try {
        const origin = new URL(api.url).origin.replace('localhost', '127.0.0.1');
        const response = await fetch(`${origin}/metrics`, { headers: { authorization: 'Bearer anything' } });
        expect(response.status).toBe(404);
        await fetch(`${origin}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ health { status } }' }),
        });
      } finally {
        await api.close();
      }
      expect(stdout).not.toHaveBeenCalled();
      expect(stderr).not.toHaveBeenCalled();
    } finally {
      stdout.mockRestore();
      stderr.mockRestore();
      await database.drop();
    }
  });
});

describe('operation outcomes (unit)', () => {
  const mutation = (source: string) => parse(source).definitions[0] as OperationDefinitionNode;

  it('gives each root field its own error code, a whole-operation error to all, else OK', () => {
    const op = mutation(
      'mutation { a: rollDice(matchId: "x", expectedSeq: 1) { id } offerDouble(matchId: "x", expectedSeq: 1) { id } }',
    );
    expect(actionCodes(op, undefined)).toEqual([
      { field: 'rollDice', code: 'OK' },
      { field: 'offerDouble', code: 'OK' },
    ]);
    expect(actionCodes(op, [{ path: ['a'], extensions: { code: 'NOT_YOUR_TURN' } }])).toEqual([
      { field: 'rollDice', code: 'NOT_YOUR_TURN' },
      { field: 'offerDouble', code: 'OK' },
    ]);
    expect(actionCodes(op, [{ extensions: { code: 'RATE_LIMITED' } }])).toEqual([
      { field: 'rollDice', code: 'RATE_LIMITED' },
      { field: 'offerDouble', code: 'RATE_LIMITED' },
    ]);
  });

  it('calls an operation refused when its errors have codes, failed when one is internal', () => {
    expect(outcomeOf(undefined)).toEqual({ outcome: 'ok' });
    expect(outcomeOf([{ extensions: { code: 'CRAWFORD_NO_DOUBLE' } }])).toEqual({
      outcome: 'refused',
      code: 'CRAWFORD_NO_DOUBLE',
    });
    expect(outcomeOf([{ extensions: { code: 'NOT_YOUR_TURN' } }, {}])).toEqual({
      outcome: 'error',
      code: 'INTERNAL_SERVER_ERROR',
    });
  });
});
