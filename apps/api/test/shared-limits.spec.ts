import { ApiConfig, loadConfig } from '../src/core/config';
import { MutationRateLimiter } from '../src/core/rate-limit';
import { codeOf, GraphQLResponse, signUp, startTestApi, TestApi } from './api';
import { createTestDatabase, TestDatabase } from './database';
import { REDIS_URL, redisAnswers } from './redis';

/**
 * The limits hold across instances (issue #43): two API instances on one database are one budget, not two.
 * The mutation budget is counted in Redis when it is configured, else in PostgreSQL; the sign-in and sign-up
 * slots are always PostgreSQL's (auth/sign-in-attempt.store.ts). Each test alternates its requests between the
 * two instances and finds the limit where one instance alone would find it.
 */
jest.setTimeout(60_000);

const SECRET = 'site-secret-for-the-shared-limits';
const PASSWORD = 'correct horse 42';
const rename = (i: number) =>
  `mutation { updateProfile(input: { displayName: "Par ${i}" }) { displayName } }`;

/** Two instances on one fresh database, with `env` on both. */
function twoInstances(env: Partial<ApiConfig> | (() => Promise<unknown>)) {
  const pair = {} as { database: TestDatabase; a: TestApi; b: TestApi; skipped: boolean };
  beforeAll(async () => {
    pair.skipped = false;
    if (typeof env === 'function') {
      if (!(await env())) {
        console.warn(`Redis does not answer at ${REDIS_URL}: the shared Redis budget test is skipped.`);
        pair.skipped = true;
        return;
      }
      env = { redisUrl: REDIS_URL, mutationLimit: 6, mutationWindowMs: 60_000 };
    }
    pair.database = await createTestDatabase({ migrate: false });
    pair.a = await startTestApi({ database: pair.database, env });
    pair.b = await startTestApi({ database: pair.database, env });
  });
  afterAll(async () => {
    if (pair.skipped) return;
    await Promise.all([pair.a?.close(), pair.b?.close()]);
    await pair.database?.drop();
  });
  return pair;
}

/** Eight renames of one member, alternating between the instances: the codes, in order. */
async function alternatingRenames(a: TestApi, b: TestApi): Promise<unknown[]> {
  const ana = await signUp(a, 'Ana');
  const codes: unknown[] = [];
  for (let i = 0; i < 8; i++) {
    const api = i % 2 ? b : a;
    codes.push(codeOf(await api.gql(rename(i), {}, { authorization: `Bearer ${ana.token}` })));
  }
  return codes;
}

describe('one mutation budget across two instances, in PostgreSQL (no Redis)', () => {
  const pair = twoInstances({ redisUrl: undefined, mutationLimit: 6, mutationWindowMs: 60_000 });

  it('refuses the 7th mutation of a member, whichever instance it reaches, and leaves another member alone', async () => {
    const { a, b } = pair;
    expect(a.api.app.get(MutationRateLimiter).store).toBe('postgres');
    const codes = await alternatingRenames(a, b);
    expect(codes).toEqual([...Array(6).fill(undefined), 'RATE_LIMITED', 'RATE_LIMITED']);
    const bia = await signUp(b, 'Bia');
    expect(codeOf(await a.gql(rename(9), {}, { authorization: `Bearer ${bia.token}` }))).toBeUndefined();
  });
});

describe('one mutation budget across two instances, in Redis', () => {
  const pair = twoInstances(redisAnswers);

  it('refuses the 7th mutation of a member, whichever instance it reaches', async () => {
    if (pair.skipped) return;
    const { a, b } = pair;
    expect(a.api.app.get(MutationRateLimiter).store).toBe('redis');
    const codes = await alternatingRenames(a, b);
    expect(codes).toEqual([...Array(6).fill(undefined), 'RATE_LIMITED', 'RATE_LIMITED']);
  });
});

describe('the sign-in and sign-up limits across two instances (PostgreSQL, under advisory locks)', () => {
  const config = loadConfig();
  const pair = twoInstances({
    siteSecret: SECRET,
    mutationLimit: 100_000,
    signInLimits: { ...config.signInLimits, signUpsPerAddress: 4 },
  });
  let visitors = 0;
  const newVisitor = () => `198.51.100.${++visitors}`;
  const viaSite = <T>(api: TestApi, ip: string, query: string, variables: Record<string, unknown>) =>
    api.gql<T>(query, variables, { 'x-gamao-client-ip': ip, 'x-gamao-site-secret': SECRET });
  const signUpFrom = (api: TestApi, ip: string, email: string) =>
    viaSite<{ signUp: { token: string } }>(
      api,
      ip,
      'mutation($input: SignUpInput!) { signUp(input: $input) { token } }',
      { input: { email, password: PASSWORD, displayName: 'Par' } },
    );
  const signInFrom = (api: TestApi, ip: string, email: string, password: string) =>
    viaSite<{ signIn: { token: string } }>(
      api,
      ip,
      'mutation($input: SignInInput!) { signIn(input: $input) { token } }',
      { input: { email, password } },
    );

  it('five wrong passwords split over both instances hold back that pair on both', async () => {
    const { a, b } = pair;
    const email = `shared-pair-${process.pid}@example.com`;
    expect((await signUpFrom(a, newVisitor(), email)).errors).toBeUndefined();
    const stranger = newVisitor();
    const codes: unknown[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(codeOf(await signInFrom(i % 2 ? b : a, stranger, email, `guess ${i}`)));
    expect(codes).toEqual(Array(5).fill('INVALID_CREDENTIALS'));
    // Even the right password waits out the window there, on either instance…
    expect(codeOf(await signInFrom(a, stranger, email, PASSWORD))).toBe('TOO_MANY_ATTEMPTS');
    expect(codeOf(await signInFrom(b, stranger, email, PASSWORD))).toBe('TOO_MANY_ATTEMPTS');
    // …and the member signs in from another address.
    expect((await signInFrom(b, newVisitor(), email, PASSWORD)).errors).toBeUndefined();
  });

  it('concurrent wrong sign-ins on both instances check at most five passwords', async () => {
    const { a, b } = pair;
    const email = `shared-race-${process.pid}@example.com`;
    expect((await signUpFrom(b, newVisitor(), email)).errors).toBeUndefined();
    const attacker = newVisitor();
    const results: GraphQLResponse<unknown>[] = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signInFrom(i % 2 ? b : a, attacker, email, `race ${i}`)),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(15);
  });

  it('four sign-ups from one address over both instances, then TOO_MANY_SIGN_UPS on both', async () => {
    const { a, b } = pair;
    const visitor = newVisitor();
    const codes: unknown[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        codeOf(await signUpFrom(i % 2 ? b : a, visitor, `shared-up-${process.pid}-${i}@example.com`)),
      );
    expect(codes).toEqual(Array(4).fill(undefined));
    expect(codeOf(await signUpFrom(a, visitor, `shared-up-${process.pid}-a@example.com`))).toBe(
      'TOO_MANY_SIGN_UPS',
    );
    expect(codeOf(await signUpFrom(b, visitor, `shared-up-${process.pid}-b@example.com`))).toBe(
      'TOO_MANY_SIGN_UPS',
    );
  });
});
