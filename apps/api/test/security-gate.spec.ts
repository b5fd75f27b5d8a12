import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { codeOf, GraphQLResponse, signUp, startTestApi, subscribeOverWebSocket, TestApi } from './api';
import { sqlOn } from './faults';
import { activeMatch, clubOf, data } from './flows';

/**
 * One gate for every door (issue #13): what HTTP refuses, the WebSocket refuses too, and neither door lets a
 * foreign page, a flood of aliases or a revoked session through. Real API, real HTTP and WebSocket.
 */
jest.setTimeout(60_000);

const SITE = 'http://localhost:3000';
const FOREIGN = 'http://localhost:4444';
const PROTOCOL = 'graphql-transport-ws';

/** A raw graphql-ws socket (no client library), to send what a well-behaved client never would. */
function rawSocket(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(url, PROTOCOL, { headers });
  const messages: { type: string; id?: string; payload?: unknown }[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const waitFor = async (predicate: (m: { type: string; id?: string }) => boolean, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (!messages.some(predicate)) {
      if (Date.now() > deadline) throw new Error(`Timed out; got ${JSON.stringify(messages)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return messages.find(predicate);
  };
  return {
    socket,
    messages,
    opened,
    closed,
    waitFor,
    async init(payload: Record<string, unknown> = {}) {
      await opened;
      socket.send(JSON.stringify({ type: 'connection_init', payload }));
      await waitFor((m) => m.type === 'connection_ack');
    },
    run(id: string, query: string, variables?: Record<string, unknown>) {
      socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } }));
      return waitFor((m) => m.id === id && (m.type === 'next' || m.type === 'error'));
    },
  };
}

/** One operation over graphql-ws with a bearer token; the refusal (errors) or the results. */
async function overSocketAs(t: TestApi, token: string | undefined, query: string, variables = {}) {
  const client = createClient({
    url: t.wsUrl,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
  });
  try {
    return await new Promise<GraphQLResponse>((resolve) => {
      let last: GraphQLResponse = {};
      client.subscribe(
        { query, variables },
        {
          next: (value) => (last = value as GraphQLResponse),
          error: (error) => resolve({ errors: error as GraphQLResponse['errors'] }),
          complete: () => resolve(last),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

const userCount = async (t: TestApi) =>
  Number((await sqlOn<{ n: string }>(t.database.name, 'SELECT count(*) AS n FROM "User"'))[0].n);

const displayNameOf = async (t: TestApi, token: string) =>
  data(
    await t.gql<{ me: { displayName: string } }>(
      '{ me { displayName } }',
      {},
      { authorization: `Bearer ${token}` },
    ),
  ).me.displayName;

describe('the security gate (one for HTTP and WebSocket)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ env: { corsOrigins: [SITE] } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes a socket that sends a 5 MB message, without running it', async () => {
    const raw = rawSocket(t.wsUrl);
    await raw.init();
    const padding = `#${'x'.repeat(5 * 1024 * 1024)}\n`;
    raw.socket.send(
      JSON.stringify({ id: 'big', type: 'subscribe', payload: { query: `${padding}{ health { status } }` } }),
    );
    expect(await raw.closed).toBe(1009); // Message Too Big
    expect(raw.messages.some((m) => m.id === 'big')).toBe(false);
  });

  it('refuses 3,000 aliased health fields over the socket, as over HTTP (the cost and alias rules)', async () => {
    const query = `{ ${Array.from({ length: 3000 }, (_, i) => `h${i}: health { status }`).join(' ')} }`;
    const overHttp = await t.gql(query);
    expect(codeOf(overHttp)).toBe('GRAPHQL_VALIDATION_FAILED');
    const overSocket = await overSocketAs(t, undefined, query);
    expect(overSocket.data).toBeUndefined();
    expect(codeOf(overSocket)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses 500 aliased signUps in one request and creates no account', async () => {
    const before = await userCount(t);
    const fields = Array.from(
      { length: 500 },
      (_, i) =>
        `s${i}: signUp(input: { email: "alias${i}-${Date.now()}@example.com", password: "correct horse 42", displayName: "Alias" }) { token }`,
    );
    const response = await t.gql(`mutation { ${fields.join(' ')} }`);
    expect(response.data ?? null).toBeNull();
    expect(['GRAPHQL_VALIDATION_FAILED', 'RATE_LIMITED']).toContain(codeOf(response));
    expect(await userCount(t)).toBe(before);
  });

  it('refuses a foreign Origin on the upgrade, so a page elsewhere cannot ride the session cookie', async () => {
    const victim = await signUp(t, 'Victim');
    const cookie = `gamao_session=${victim.token}`;
    const hijack = rawSocket(t.wsUrl, { origin: FOREIGN, cookie });
    const outcome = await hijack.opened.then(
      async () => {
        await hijack.init();
        return hijack.run(
          'h',
          'mutation { updateProfile(input: { displayName: "Hijacked" }) { displayName } }',
        );
      },
      (error: Error) => error.message,
    );
    expect(outcome).toBe('HTTP 403');
    expect(await displayNameOf(t, victim.token)).toBe('Victim');

    // The site's own origin may use the cookie.
    const site = rawSocket(t.wsUrl, { origin: SITE, cookie });
    await site.init();
    const me = (await site.run('me', '{ me { displayName } }')) as { payload: GraphQLResponse };
    expect(me.payload.data).toEqual({ me: { displayName: 'Victim' } });
    site.socket.close();
  });

  it('runs nothing as the cookie holder on a socket without Origin (a non-browser uses its bearer token)', async () => {
    const victim = await signUp(t, 'Quiet');
    const raw = rawSocket(t.wsUrl, { cookie: `gamao_session=${victim.token}` });
    await raw.init();
    const me = (await raw.run('me', '{ me { id } }')) as { payload: GraphQLResponse<{ me: unknown }> };
    expect(me.payload.data?.me ?? null).toBeNull(); // anonymous

    raw.socket.close();
  });

  it('refuses a cookie-authenticated HTTP mutation from a foreign Origin (CSRF); a bearer token needs no Origin', async () => {
    const victim = await signUp(t, 'Target');
    const mutation = 'mutation { updateProfile(input: { displayName: "Forged" }) { displayName } }';
    const cookie = `gamao_session=${victim.token}`;
    expect(codeOf(await t.gql(mutation, {}, { cookie, origin: FOREIGN }))).toBe('FORBIDDEN');
    expect(await displayNameOf(t, victim.token)).toBe('Target');
    const fromSite = await t.gql(mutation, {}, { cookie, origin: SITE });
    expect(fromSite.errors).toBeUndefined();
    const withBearer = await t.gql(
      'mutation { updateProfile(input: { displayName: "Bearer" }) { displayName } }',
      {},
      { authorization: `Bearer ${victim.token}`, origin: FOREIGN },
    );
    expect(withBearer.errors).toBeUndefined();
  });

  it('never sends PostgreSQL text over the socket (a NUL byte in a club name)', async () => {
    const owner = await signUp(t, 'Nul');
    const response = await overSocketAs(
      t,
      owner.token,
      'mutation($n: String!) { createClub(input: { name: $n }) { id } }',
      { n: 'Clube\u0000Nulo' },
    );
    expect(response.errors?.length).toBeGreaterThan(0);
    const text = JSON.stringify(response.errors);
    expect(text).not.toMatch(/invalid byte sequence|0x00|22021|postgres|prisma|ConnectorError/i);
    expect(['BAD_USER_INPUT', 'INTERNAL_SERVER_ERROR']).toContain(codeOf(response));
  });

  it('ends a subscription when its session signs out', async () => {
    const [ana, bia] = [await signUp(t, 'Ana'), await signUp(t, 'Bia')];
    const clubId = await clubOf(ana, [bia]);
    const matchId = await activeMatch(clubId, ana, bia);
    const feed = subscribeOverWebSocket(
      t.wsUrl,
      'subscription($id: UUID!) { matchUpdated(matchId: $id) { seq } }',
      { id: matchId },
      bia.token,
    );
    await new Promise((resolve) => setTimeout(resolve, 500)); // the subscription is live
    expect(data(await bia.gql('mutation { signOut }'))).toEqual({ signOut: true });
    await Promise.race([
      feed.done,
      new Promise((_, reject) => setTimeout(() => reject(new Error('still subscribed')), 5000)),
    ]);
    const last = feed.received[feed.received.length - 1];
    expect(codeOf(last ?? {}) ?? (feed.failure() as { code?: number } | undefined)?.code).toBe(
      'UNAUTHENTICATED',
    );
    await feed.close();
  });

  it('ends a subscription when its viewer is removed from the club', async () => {
    const [ana, bia, cia] = [await signUp(t, 'Ana'), await signUp(t, 'Bia'), await signUp(t, 'Cia')];
    const clubId = await clubOf(ana, [bia, cia]);
    const matchId = await activeMatch(clubId, ana, bia);
    const feed = subscribeOverWebSocket(
      t.wsUrl,
      'subscription($id: UUID!) { matchUpdated(matchId: $id) { seq } }',
      { id: matchId },
      cia.token,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      data(
        await ana.gql('mutation($c: UUID!, $u: UUID!) { removeMember(clubId: $c, userId: $u) }', {
          c: clubId,
          u: cia.id,
        }),
      ),
    ).toEqual({ removeMember: true });
    await Promise.race([
      feed.done,
      new Promise((_, reject) => setTimeout(() => reject(new Error('still subscribed')), 5000)),
    ]);
    expect(codeOf(feed.received[feed.received.length - 1] ?? {})).toMatch(/FORBIDDEN|NOT_A_MEMBER|NOT_FOUND/);
    await feed.close();
  });
});

describe('an unexpected database failure', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
    // A failure no input rule can prevent: PostgreSQL refuses every new club with its own words.
    await sqlOn(
      t.database.name,
      `CREATE FUNCTION refuse_club() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN RAISE EXCEPTION 'pg internal detail: relation secret_table'; END $$;
       CREATE TRIGGER refuse_club BEFORE INSERT ON "Club" FOR EACH ROW EXECUTE FUNCTION refuse_club();`,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('reaches no client as PostgreSQL text, over HTTP or the socket (INTERNAL_SERVER_ERROR)', async () => {
    const owner = await signUp(t, 'Masked');
    const create = 'mutation { createClub(input: { name: "Clube Mascarado" }) { id } }';
    for (const response of [await owner.gql(create), await overSocketAs(t, owner.token, create)]) {
      expect(codeOf(response)).toBe('INTERNAL_SERVER_ERROR');
      expect(JSON.stringify(response.errors)).not.toMatch(/pg internal detail|secret_table|P0001/);
    }
  });
});

describe('the mutation rate limit (one budget for both doors)', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ env: { mutationLimit: 5, mutationWindowMs: 60_000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits a mutation flood over the socket like one over HTTP', async () => {
    const ana = await signUp(t, 'Flood'); // signUp is this address's first mutation
    const rename = (i: number) =>
      `mutation { updateProfile(input: { displayName: "Flood ${i}" }) { displayName } }`;
    const codes: unknown[] = [];
    for (let i = 0; i < 8; i++) codes.push(codeOf(await overSocketAs(t, ana.token, rename(i))));
    expect(codes.slice(0, 5)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(codes.slice(5)).toEqual(['RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
    // The same budget over HTTP.
    expect(codeOf(await ana.gql(rename(9)))).toBe('RATE_LIMITED');
  });

  it('counts every aliased mutation field, not one per request', async () => {
    const bia = await signUp(t, 'Alias');
    const aliased = Array.from(
      { length: 6 },
      (_, i) => `r${i}: updateProfile(input: { displayName: "Alias ${i}" }) { displayName }`,
    );
    expect(codeOf(await bia.gql(`mutation { ${aliased.join(' ')} }`))).toBe('RATE_LIMITED');
    expect(await displayNameOf(t, bia.token)).toBe('Alias');
  });
});

describe('the session cookie behind a proxy', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ env: { trustedProxies: ['loopback'] } });
  });
  afterAll(async () => {
    await t.close();
  });

  const signUpCookie = async (headers: Record<string, string>) => {
    const response = await fetch(t.httpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        query: 'mutation($i: SignUpInput!) { signUp(input: $i) { token } }',
        variables: {
          i: {
            email: `proxy-${Date.now()}-${Math.random()}@example.com`,
            password: 'correct horse 42',
            displayName: 'Proxy',
          },
        },
      }),
    });
    return response.headers.get('set-cookie') ?? '';
  };

  it('is Secure when a trusted proxy says the visitor came over https, without COOKIE_SECURE', async () => {
    expect(await signUpCookie({ 'x-forwarded-proto': 'https' })).toMatch(/gamao_session=.*;\s*Secure/i);
    expect(await signUpCookie({})).not.toMatch(/Secure/i);
  });
});

describe('the API in production', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ env: { production: true } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends helmet headers and no X-Powered-By', async () => {
    const response = await fetch(t.httpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ health { status } }' }),
    });
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('refuses introspection and suggests no field names, over HTTP and over the socket', async () => {
    const introspection = '{ __schema { queryType { name } } }';
    expect(codeOf(await t.gql(introspection))).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(codeOf(await overSocketAs(t, undefined, introspection))).toBe('GRAPHQL_VALIDATION_FAILED');
    const typo = await t.gql('{ helth { status } }');
    expect(codeOf(typo)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
    expect(JSON.stringify(await overSocketAs(t, undefined, '{ helth { status } }'))).not.toMatch(
      /Did you mean/,
    );
  });
});
