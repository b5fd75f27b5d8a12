import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import { PasswordResetService } from '../src/auth/password-reset.service';
import { SESSION_REVOKED_TOPIC, type SessionRevoked } from '../src/core/live-access';
import { loadConfig } from '../src/core/config';
import { EVENT_BUS, EventBus } from '../src/core/event-bus';
import { passwordChecks } from '../src/core/observability/metrics';
import { codeOf, GraphQLResponse, startTestApi, TestApi } from './api';

/**
 * Accounts under attack (#13, items 2 and 7): the sign-in and sign-up limits through the site's trusted
 * channel, the sign-in timing, and account security (password change, sessions, reset by e-mail through a
 * real SMTP server, weak passwords). Real PostgreSQL, real HTTP.
 */
const SECRET = 'site-secret-for-the-tests';
const PASSWORD = 'correct horse 42';
const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { token me { id } } }';
const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { token } }';
const ME = '{ me { id } }';
const SESSIONS = '{ mySessions { id userAgent createdAt lastUsedAt current } }';
const CHANGE = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }';
const REQUEST_RESET = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
const RESET = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }';

interface Mail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps what it receives. */
async function startSmtp(): Promise<{ port: number; inbox: Mail[]; close(): Promise<void> }> {
  const inbox: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, inbox, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A message's text with quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The reset token in a message. */
function tokenIn(raw: string): string {
  const text = decoded(raw);
  const match = /reset-password\?token=([\w-]+)/.exec(text);
  if (!match) throw new Error(`No link in ${raw}`);
  return match[1];
}

let visitors = 0;
/** A distinct visitor's address, as the site forwards it. */
const newVisitor = () => {
  visitors++;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
};

describe('accounts under attack (real PostgreSQL, real HTTP, a real SMTP server)', () => {
  let t: TestApi;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let accounts = 0;

  /** A request through the site's trusted channel, for the visitor at `ip`. */
  const viaSite = <T = Record<string, unknown>>(
    ip: string,
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<T>> =>
    t.gql<T>(query, variables, { 'x-gamao-client-ip': ip, 'x-gamao-site-secret': SECRET, ...headers });

  /** A new member signed up through the site from a visitor of their own. */
  async function member(name = 'Membro') {
    const email = `member${process.pid}-${++accounts}@example.com`;
    const result = await viaSite<{ signUp: { token: string; me: { id: string } } }>(newVisitor(), SIGN_UP, {
      input: { email, password: PASSWORD, displayName: name },
    });
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    const { token, me } = result.data.signUp;
    return { email, id: me.id, token, as: bearer(token) };
  }

  const bearer =
    (token: string) =>
    <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) =>
      t.gql<T>(query, variables, { authorization: `Bearer ${token}` });

  async function signIn(ip: string, email: string, password: string, userAgent?: string) {
    return viaSite<{ signIn: { token: string } }>(
      ip,
      SIGN_IN,
      { input: { email, password } },
      userAgent ? { 'user-agent': userAgent } : {},
    );
  }

  async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: t.database.url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  const checks = async () => (await passwordChecks.get()).values[0]?.value ?? 0;

  beforeAll(async () => {
    smtp = await startSmtp();
    const config = loadConfig();
    t = await startTestApi({
      env: {
        siteSecret: SECRET,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        publicUrl: 'https://site.example',
        signInLimits: { ...config.signInLimits, signUpsPerAddress: 5 },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('site-wide lock-out: 50 bad tries through the site from one visitor, then another visitor signs in', async () => {
    const victim = await member('Vítima');
    const attacker = newVisitor();
    for (let i = 0; i < 50; i++) {
      const email = i % 10 === 0 ? victim.email : `someone${i}@example.com`;
      const wrong = await signIn(attacker, email, `wrong guess ${i}`);
      expect(codeOf(wrong)).toMatch(/^(INVALID_CREDENTIALS|TOO_MANY_ATTEMPTS)$/);
    }
    // The attacker's address is now held back, for any e-mail…
    expect(codeOf(await signIn(attacker, 'fresh@example.com', 'another guess 1'))).toBe('TOO_MANY_ATTEMPTS');
    // …and every other visitor of the site signs in as usual, the victim included.
    const ok = await signIn(newVisitor(), victim.email, PASSWORD);
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.signIn.token).toBeTruthy();
  });

  it('five wrong tries from one address do not lock the member out from another', async () => {
    const victim = await member();
    const stranger = newVisitor();
    for (let i = 0; i < 5; i++)
      expect(codeOf(await signIn(stranger, victim.email, `wrong guess ${i}`))).toBe('INVALID_CREDENTIALS');
    // That (e-mail, address) pair is slowed down: even the right password waits out the window there.
    expect(codeOf(await signIn(stranger, victim.email, PASSWORD))).toBe('TOO_MANY_ATTEMPTS');
    expect((await signIn(newVisitor(), victim.email, PASSWORD)).errors).toBeUndefined();
  });

  it('the concurrent-guess race: 40 concurrent wrong sign-ins for one e-mail check at most 5 passwords', async () => {
    const victim = await member();
    const attacker = newVisitor();
    const before = await checks();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(attacker, victim.email, `concurrent guess ${i}`)),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(35);
    expect((await checks()) - before).toBeLessThanOrEqual(5);
    const [attempts] = await sql<{ count: string }>(
      `SELECT count(*) FROM "SignInAttempt" WHERE email = $1 AND kind = 'signIn'`,
      [victim.email],
    );
    expect(Number(attempts.count)).toBe(5);
  });

  it('the sign-in timing gap: a known and an unknown e-mail take the same time (medians within 20%)', async () => {
    const time = async (email: string) => {
      const start = performance.now();
      expect(codeOf(await signIn(newVisitor(), email, 'not the password 1'))).toBe('INVALID_CREDENTIALS');
      return performance.now() - start;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    /** The relative gap of the medians over 30 interleaved pairs, in alternating order (load falls on both). */
    async function gap(round: number): Promise<number> {
      const known = (await member()).email;
      const unknown = `nobody${process.pid}-${round}@example.com`;
      await time(unknown); // the dummy hash and the dictionaries are ready
      await time(known);
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let i = 0; i < 30; i++) {
        const pair = i % 2 ? [known, unknown] : [unknown, known];
        for (const email of pair) (email === known ? knownTimes : unknownTimes).push(await time(email));
      }
      const [a, b] = [median(knownTimes), median(unknownTimes)];
      return Math.abs(a - b) / Math.max(a, b);
    }
    // A loaded machine can make one round noisy; a real gap (an unknown e-mail answering in half the time, as
    // before the dummy hash) shows in every round.
    const gaps: number[] = [];
    for (let round = 0; round < 3 && !(gaps.at(-1)! < 0.2); round++) gaps.push(await gap(round));
    expect(Math.min(...gaps)).toBeLessThan(0.2);
  });

  it('the forwarded address is ignored without the secret (or with a wrong one)', async () => {
    const victim = await member();
    for (let i = 0; i < 5; i++) {
      // A client that forges a different address on every try is still one address to the API.
      const headers = {
        'x-gamao-client-ip': newVisitor(),
        ...(i % 2 ? { 'x-gamao-site-secret': 'a guess' } : {}),
      };
      const wrong = await t.gql(SIGN_IN, { input: { email: victim.email, password: `guess ${i}` } }, headers);
      expect(codeOf(wrong)).toBe('INVALID_CREDENTIALS');
    }
    const sixth = await t.gql(
      SIGN_IN,
      { input: { email: victim.email, password: 'guess 6' } },
      { 'x-gamao-client-ip': newVisitor() },
    );
    expect(codeOf(sixth)).toBe('TOO_MANY_ATTEMPTS');
    const ips = await sql<{ ip: string }>(
      `SELECT DISTINCT ip FROM "SignInAttempt" WHERE email = $1 AND kind = 'signIn'`,
      [victim.email],
    );
    expect(ips.map((r) => r.ip)).toEqual(['127.0.0.1']);
  });

  it('limits sign-ups per address: EMAIL_IN_USE only within the limit, and aliases count one by one', async () => {
    const taken = await member();
    const visitor = newVisitor();
    const signUpFrom = (ip: string, email: string, password = PASSWORD) =>
      viaSite(ip, SIGN_UP, { input: { email, password, displayName: 'Nova' } });
    expect((await signUpFrom(visitor, `new-a-${process.pid}@example.com`)).errors).toBeUndefined();
    expect(codeOf(await signUpFrom(visitor, taken.email))).toBe('EMAIL_IN_USE');
    expect(codeOf(await signUpFrom(visitor, `weak-${process.pid}@example.com`, 'senha123456'))).toBe(
      'WEAK_PASSWORD',
    );
    expect(codeOf(await signUpFrom(visitor, taken.email))).toBe('EMAIL_IN_USE');
    expect((await signUpFrom(visitor, `new-b-${process.pid}@example.com`)).errors).toBeUndefined();
    // The limit (5 in this test's configuration) is reached: no more answers about e-mails in use.
    expect(codeOf(await signUpFrom(visitor, taken.email))).toBe('TOO_MANY_SIGN_UPS');
    expect(codeOf(await signUpFrom(visitor, `new-c-${process.pid}@example.com`))).toBe('TOO_MANY_SIGN_UPS');
    // Another visitor is not affected.
    expect(codeOf(await signUpFrom(newVisitor(), taken.email))).toBe('EMAIL_IN_USE');

    // 30 aliased signUps in one request from a fresh visitor create at most the limit's 5 accounts.
    const aliases = Array.from(
      { length: 30 },
      (_, i) =>
        `a${i}: signUp(input: { email: "alias${i}-${process.pid}@example.com", password: "${PASSWORD}", displayName: "Alias" }) { token }`,
    ).join('\n');
    await viaSite(newVisitor(), `mutation { ${aliases} }`);
    const [created] = await sql<{ count: string }>(`SELECT count(*) FROM "User" WHERE email LIKE 'alias%'`);
    expect(Number(created.count)).toBeLessThanOrEqual(5);
  });

  it('refuses a weak password with zxcvbn’s reason, in the caller’s language', async () => {
    const weak = await viaSite(
      newVisitor(),
      SIGN_UP,
      { input: { email: `weak${process.pid}@example.com`, password: 'password1234', displayName: 'Fraca' } },
      { 'accept-language': 'en' },
    );
    expect(codeOf(weak)).toBe('WEAK_PASSWORD');
    expect(weak.errors?.[0].message).toBe('This password is easy to guess.');
    expect(weak.errors?.[0].extensions).toMatchObject({
      field: 'password',
      reasons: expect.arrayContaining(['This is similar to a commonly used password.']),
    });
    const [row] = await sql<{ count: string }>(`SELECT count(*) FROM "User" WHERE email = $1`, [
      `weak${process.pid}@example.com`,
    ]);
    expect(row.count).toBe('0');
  });

  it('changes the password: the current one is asked for, and the other devices are signed out', async () => {
    const ana = await member('Ana');
    const laptop = await signIn(newVisitor(), ana.email, PASSWORD, 'Laptop browser');
    const other = bearer(laptop.data!.signIn.token);
    expect((await other(ME)).data?.me).toEqual({ id: ana.id });

    // No right: an anonymous caller. Bad input: a wrong current password, a weak new one.
    expect(codeOf(await t.gql(CHANGE, { input: { currentPassword: PASSWORD, newPassword: 'x' } }))).toBe(
      'UNAUTHENTICATED',
    );
    const wrong = await ana.as(CHANGE, {
      input: { currentPassword: 'not my password 1', newPassword: 'uma nova senha forte 77' },
    });
    expect(codeOf(wrong)).toBe('WRONG_PASSWORD');
    expect(wrong.errors?.[0].extensions).toMatchObject({ field: 'currentPassword' });
    const weak = await ana.as(CHANGE, { input: { currentPassword: PASSWORD, newPassword: 'senha123456' } });
    expect(codeOf(weak)).toBe('WEAK_PASSWORD');
    expect(weak.errors?.[0].extensions).toMatchObject({ field: 'newPassword' });
    expect((await other(ME)).data?.me).toEqual({ id: ana.id });

    const revoked = notices();
    const changed = await ana.as(CHANGE, {
      input: { currentPassword: PASSWORD, newPassword: 'uma nova senha forte 77' },
    });
    expect(changed.data).toEqual({ changePassword: true });
    expect((await other(ME)).data).toEqual({ me: null });
    expect((await ana.as(ME)).data?.me).toEqual({ id: ana.id });
    expect(revoked.received.flatMap((n) => n.sessionIds)).toHaveLength(1);
    revoked.stop();
    expect(codeOf(await signIn(newVisitor(), ana.email, PASSWORD))).toBe('INVALID_CREDENTIALS');
    expect((await signIn(newVisitor(), ana.email, 'uma nova senha forte 77')).errors).toBeUndefined();
  });

  /** The notices on the event bus that end live subscriptions of revoked sessions. */
  function notices() {
    const received: SessionRevoked[] = [];
    const bus = t.api.app.get<EventBus>(EVENT_BUS);
    const unsubscribe = bus.subscribe(SESSION_REVOKED_TOPIC, (payload) =>
      received.push(payload as SessionRevoked),
    );
    return { received, stop: () => void unsubscribe.then((stop) => stop()) };
  }

  it('lists the sessions with device and last use, signs one out, then signs out everywhere', async () => {
    const bia = await member('Bia');
    const phone = await signIn(newVisitor(), bia.email, PASSWORD, 'Phone browser');
    const tablet = await signIn(newVisitor(), bia.email, PASSWORD, 'Tablet browser');
    const phoneAs = bearer(phone.data!.signIn.token);
    const tabletAs = bearer(tablet.data!.signIn.token);
    const listed = await phoneAs<{
      mySessions: { id: string; userAgent: string | null; lastUsedAt: string; current: boolean }[];
    }>(SESSIONS);
    const sessions = listed.data!.mySessions;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current).map((s) => s.userAgent)).toEqual(['Phone browser']);
    expect(sessions.map((s) => s.userAgent)).toEqual(expect.arrayContaining(['Tablet browser']));
    for (const s of sessions) expect(Date.now() - Date.parse(s.lastUsedAt)).toBeLessThan(60_000);

    // No right: anonymous callers, and another member's session; bad input: not an id.
    expect(codeOf(await t.gql(SESSIONS))).toBe('UNAUTHENTICATED');
    const tabletId = sessions.find((s) => s.userAgent === 'Tablet browser')!.id;
    const stranger = await member('Estranho');
    const SIGN_OUT_ONE = 'mutation($id: ID!) { signOutSession(sessionId: $id) }';
    expect(codeOf(await stranger.as(SIGN_OUT_ONE, { id: tabletId }))).toBe('NOT_FOUND');
    expect(codeOf(await phoneAs(SIGN_OUT_ONE, { id: 'not-a-session' }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(SIGN_OUT_ONE, { id: tabletId }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql('mutation { signOutEverywhere }'))).toBe('UNAUTHENTICATED');
    expect((await tabletAs(ME)).data?.me).toEqual({ id: bia.id });

    expect((await phoneAs(SIGN_OUT_ONE, { id: tabletId })).data).toEqual({ signOutSession: true });
    expect((await tabletAs(ME)).data).toEqual({ me: null });
    expect((await phoneAs<{ mySessions: unknown[] }>(SESSIONS)).data!.mySessions).toHaveLength(2);

    const revoked = notices();
    expect((await phoneAs('mutation { signOutEverywhere }')).data).toEqual({ signOutEverywhere: 2 });
    expect((await phoneAs(ME)).data).toEqual({ me: null });
    expect((await bia.as(ME)).data).toEqual({ me: null });
    expect(revoked.received.flatMap((n) => n.sessionIds)).toHaveLength(2);
    revoked.stop();
    expect((await stranger.as(ME)).data?.me).toEqual({ id: stranger.id });
  });

  it('resets a password by e-mail: same answer for any e-mail, a hashed single-use token, 30 minutes', async () => {
    const caio = await member('Caio');
    const resets = t.api.app.get(PasswordResetService);
    const before = smtp.inbox.length;
    const visitor = newVisitor();
    const known = await viaSite(visitor, REQUEST_RESET, { email: caio.email.toUpperCase() });
    const unknown = await viaSite(visitor, REQUEST_RESET, { email: `ghost${process.pid}@example.com` });
    expect(known).toEqual({ data: { requestPasswordReset: true } });
    expect(unknown).toEqual(known);
    await resets.settled();
    const mails = smtp.inbox.slice(before);
    expect(mails.map((m) => m.to)).toEqual([[caio.email]]);
    expect(decoded(mails[0].raw)).toMatch(/https:\/\/site\.example\/pt-BR\/reset-password\?token=/);
    const token = tokenIn(mails[0].raw);

    // Stored hashed.
    const rows = await sql<{ tokenHash: string; expiresAt: Date }>(
      `SELECT "tokenHash", "expiresAt" FROM "PasswordReset" WHERE "userId" = $1`,
      [caio.id],
    );
    expect(rows.map((r) => r.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(rows[0].expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    // Bad input: a made-up token, a weak password (the link still works after it), an overlong e-mail.
    expect(
      codeOf(await t.gql(RESET, { input: { token: 'made-up', newPassword: 'outra senha forte 99' } })),
    ).toBe('INVALID_RESET_TOKEN');
    expect(codeOf(await t.gql(RESET, { input: { token, newPassword: 'senha123456' } }))).toBe(
      'WEAK_PASSWORD',
    );
    expect(codeOf(await t.gql(REQUEST_RESET, { email: `${'x'.repeat(250)}@example.com` }))).toBe(
      'BAD_USER_INPUT',
    );

    const reset = await t.gql(RESET, { input: { token, newPassword: 'outra senha forte 99' } });
    expect(reset.data).toEqual({ resetPassword: true });
    expect((await caio.as(ME)).data).toEqual({ me: null }); // every session signed out
    expect((await signIn(newVisitor(), caio.email, 'outra senha forte 99')).errors).toBeUndefined();
    // Single use.
    expect(codeOf(await t.gql(RESET, { input: { token, newPassword: 'mais uma senha forte 12' } }))).toBe(
      'INVALID_RESET_TOKEN',
    );

    // Expired after 30 minutes (the row's expiry moved back instead of waiting).
    await viaSite(newVisitor(), REQUEST_RESET, { email: caio.email });
    await resets.settled();
    const late = tokenIn(smtp.inbox[smtp.inbox.length - 1].raw);
    await sql(`UPDATE "PasswordReset" SET "expiresAt" = now() - interval '1 second' WHERE "tokenHash" = $1`, [
      createHash('sha256').update(late).digest('hex'),
    ]);
    expect(
      codeOf(await t.gql(RESET, { input: { token: late, newPassword: 'mais uma senha forte 12' } })),
    ).toBe('INVALID_RESET_TOKEN');

    // Three requests an hour per e-mail (whoever asks): a fourth is refused, and sends nothing.
    const sent = smtp.inbox.length;
    expect((await viaSite(newVisitor(), REQUEST_RESET, { email: caio.email })).data).toEqual({
      requestPasswordReset: true,
    });
    expect(codeOf(await viaSite(newVisitor(), REQUEST_RESET, { email: caio.email }))).toBe(
      'TOO_MANY_ATTEMPTS',
    );
    await resets.settled();
    expect(smtp.inbox.length).toBe(sent + 1);
  });

  it('without SMTP_URL a message is written to the mail folder and its link logged', async () => {
    const mailDir = mkdtempSync(path.join(os.tmpdir(), 'gamao-mail-'));
    const lines: string[] = [];
    const log = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const offline = await startTestApi({
      database: t.database,
      env: { smtpUrl: undefined, mailDir, publicUrl: 'http://localhost:3000' },
      logStream: log,
    });
    try {
      const email = `offline${process.pid}@example.com`;
      await offline.gql(SIGN_UP, { input: { email, password: PASSWORD, displayName: 'Off' } });
      expect((await offline.gql(REQUEST_RESET, { email })).data).toEqual({ requestPasswordReset: true });
      await offline.api.app.get(PasswordResetService).settled();
      const files = readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const token = tokenIn(readFileSync(path.join(mailDir, files[0]), 'utf8'));
      expect(lines.join('')).toContain(`http://localhost:3000/pt-BR/reset-password?token=${token}`);
    } finally {
      await offline.close();
    }
  });
});
