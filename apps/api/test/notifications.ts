/**
 * The notification specs' club and tools: a real SMTP server that keeps what it receives, an API that mails
 * what waits unread after 1.5 s, a club of four (Olga owns it), and the steps that list notices, wait for the
 * durable events and send a challenge.
 */
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import { Account, signUp, startTestApi, TestApi } from './api';
import { data } from './flows';
import type { ApiConfig } from '../src/core/config';

export const LIST =
  '{ notifications { id kind link readAt payload { actorName clubName tournamentName reporterName title message } } }';
export const COUNT = '{ unreadNotificationCount }';
export const NEWS = `subscription { notificationNews { unreadCount browser notification { id kind link payload { actorName } } } }`;
export const SET_PREF =
  'mutation($k: NotificationKind!, $c: NotificationChannel!, $e: Boolean!) { setNotificationPreference(kind: $k, channel: $c, enabled: $e) { kind channel enabled } }';
export const ANNOUNCE = 'mutation($input: AnnounceInput!) { announce(input: $input) }';
export const UNSUBSCRIBE =
  'mutation($t: String!, $k: NotificationKind) { unsubscribeFromEmails(token: $t, kind: $k) }';

export interface Notice {
  id: string;
  kind: string;
  link: string;
  readAt: string | null;
  payload: {
    actorName: string | null;
    clubName: string | null;
    tournamentName: string | null;
    reporterName: string | null;
    title: string | null;
    message: string | null;
  };
}
export interface News {
  notificationNews: {
    unreadCount: number;
    browser: boolean;
    notification: { id: string; kind: string; link: string } | null;
  };
}

export interface Mail {
  to: string[];
  text: string;
}

/** A real SMTP server on a free port that keeps what it receives (the text with quoted-printable undone). */
export async function startSmtp(): Promise<{ port: number; inbox: Mail[]; close(): Promise<void> }> {
  const inbox: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
          .toString('latin1')
          .replace(/=\r?\n/g, '');
        const bytes = raw.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        );
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          text: Buffer.from(bytes, 'latin1').toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, inbox, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export async function until<T>(
  what: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 8000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a notification spec runs against. */
export interface NotificationClub {
  t: TestApi;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  db: Client;
  olga: Account; // owner and director
  bruno: Account;
  carla: Account;
  davi: Account;
  clubId: string;
  invitationCode: string;
}

/** Starts the SMTP server and the API, and sets the club up. */
export async function setUpNotificationClub(env: Partial<ApiConfig> = {}): Promise<NotificationClub> {
  const smtp = await startSmtp();
  const t = await startTestApi({
    env: {
      mutationLimit: 1_000_000,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      notifyEmailDelayMs: 1_500,
      publicUrl: 'https://gamao.example',
      events: { worker: true, maxAttempts: 8, retryBaseMs: 100, pollMs: 100 },
      ...env,
    },
  });
  const db = new Client({ connectionString: t.database.url });
  await db.connect();
  const [olga, bruno, carla, davi] = await Promise.all(
    ['Olga', 'Bruno', 'Carla', 'Davi'].map((n) => signUp(t, n)),
  );
  const club = data(
    await olga.gql<{ createClub: { id: string; invitationCode: string } }>(
      'mutation { createClub(input: { name: "Clube Meu" }) { id invitationCode } }',
    ),
  ).createClub;
  const clubId = club.id;
  const invitationCode = club.invitationCode;
  for (const who of [bruno, carla, davi])
    data(
      await who.gql('mutation($c: String!) { joinClub(invitationCode: $c) { id } }', { c: invitationCode }),
    );
  return { t, smtp, db, olga, bruno, carla, davi, clubId, invitationCode };
}

/** Stops what setUpNotificationClub started (whatever of it did start). */
export async function tearDownNotificationClub(club: Partial<NotificationClub>): Promise<void> {
  await club.db?.end();
  await club.t?.close();
  await club.smtp?.close();
}

/** The steps of the specs, for the club `club` holds once its beforeAll ran. */
export function notificationSteps(club: NotificationClub) {
  const list = async (who: Account) => data(await who.gql<{ notifications: Notice[] }>(LIST)).notifications;
  const ofKind = async (who: Account, kind: string) => (await list(who)).filter((n) => n.kind === kind);
  /** Waits until every durable event so far is delivered. */
  const settled = () =>
    until(
      async () =>
        (
          await club.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM "DomainEvent" WHERE status = 'PENDING' AND "availableAt" <= now()`,
          )
        ).rows[0].n,
      (n) => n === 0,
    );
  const challenge = async (from: Account, to: Account) =>
    data(
      await from.gql<{ challenge: { id: string } }>(
        'mutation($i: ChallengeInput!) { challenge(input: $i) { id } }',
        { i: { clubId: club.clubId, opponentId: to.id, options: { length: 1 } } },
      ),
    ).challenge.id;

  return { list, ofKind, settled, challenge };
}
