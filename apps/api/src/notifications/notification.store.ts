import { randomBytes } from 'node:crypto';
import { Prisma } from '../generated/prisma/client';
import type { NotificationChannel, NotificationKind } from '../generated/prisma/enums';
import type { SqlService } from '../core/database/sql.service';
import { type NotificationFacts, preferenceKey } from './notification-kinds';

/**
 * The Notification aggregate's queries: the notices, the preferences per kind and channel, and each user's
 * unsubscribe secret. Creation runs in the consumer's transaction (`tx`); the reads use the plain pool.
 */
type Tx = Prisma.TransactionClient;

/** One stored notice as the API reads it. */
export interface StoredNotification {
  readonly id: string;
  readonly recipientId: string;
  readonly kind: NotificationKind;
  readonly payload: NotificationFacts;
  readonly link: string;
  readonly topic: string | null;
  readonly eventId: string;
  readonly inApp: boolean;
  readonly createdAt: Date;
  readonly readAt: Date | null;
  readonly emailedAt: Date | null;
}

const COLUMNS = `id, "recipientId", kind, payload, link, topic, "eventId"::text AS "eventId", "inApp", "createdAt",
  "readAt", "emailedAt"`;

/** A notice to write. */
export interface NewNotification {
  readonly recipientId: string;
  readonly kind: NotificationKind;
  readonly facts: NotificationFacts;
  readonly link: string;
  /** Set for a notice that replaces the recipient's previous one on the same topic (and is unread again). */
  readonly topic?: string;
}

/** The users' choices for the given kinds ("KIND:CHANNEL" -> enabled), per user. */
export async function choicesOf(
  tx: Tx,
  userIds: readonly string[],
): Promise<Map<string, Map<string, boolean>>> {
  const byUser = new Map<string, Map<string, boolean>>();
  if (!userIds.length) return byUser;
  const rows = await tx.notificationPreference.findMany({ where: { userId: { in: [...new Set(userIds)] } } });
  for (const row of rows) {
    const mine = byUser.get(row.userId) ?? new Map<string, boolean>();
    mine.set(preferenceKey(row.kind, row.channel), row.enabled);
    byUser.set(row.userId, mine);
  }
  return byUser;
}

/**
 * Writes one notice of `eventId`: a new row, or (with a topic) the recipient's row on that topic made new and
 * unread again. Null when the recipient already has this event's notice (a second delivery writes nothing).
 */
export async function insertNotification(
  tx: Tx,
  eventId: bigint,
  notice: NewNotification,
  inApp: boolean,
): Promise<StoredNotification | null> {
  const values = [
    notice.recipientId,
    notice.kind,
    JSON.stringify(notice.facts),
    notice.link,
    notice.topic ?? null,
    eventId,
    inApp,
  ];
  const rows = notice.topic
    ? await tx.$queryRawUnsafe<StoredNotification[]>(
        `INSERT INTO "Notification" (id, "recipientId", kind, payload, link, topic, "eventId", "inApp")
         VALUES (gen_random_uuid(), $1::uuid, $2::"NotificationKind", $3::jsonb, $4, $5, $6, $7)
         ON CONFLICT ("recipientId", topic) DO UPDATE SET kind = EXCLUDED.kind, payload = EXCLUDED.payload,
           link = EXCLUDED.link, "eventId" = EXCLUDED."eventId", "inApp" = EXCLUDED."inApp",
           "createdAt" = now(), "readAt" = NULL, "emailedAt" = NULL
         WHERE "Notification"."eventId" <> EXCLUDED."eventId"
         RETURNING ${COLUMNS}`,
        ...values,
      )
    : await tx.$queryRawUnsafe<StoredNotification[]>(
        `INSERT INTO "Notification" (id, "recipientId", kind, payload, link, topic, "eventId", "inApp")
         VALUES (gen_random_uuid(), $1::uuid, $2::"NotificationKind", $3::jsonb, $4, $5, $6, $7)
         ON CONFLICT ("recipientId", "eventId") DO NOTHING
         RETURNING ${COLUMNS}`,
        ...values,
      );
  return rows[0] ?? null;
}

/** Marks the unread notices of these recipients on a topic as read (what they announced is over). */
export async function closeTopic(tx: Tx, topic: string, recipientIds: readonly string[]): Promise<void> {
  if (!recipientIds.length) return;
  // Plain SQL: the "your turn" consumer runs it for most actions of every match.
  await tx.$executeRaw`
    UPDATE "Notification" SET "readAt" = ${new Date()}
    WHERE topic = ${topic} AND "recipientId" = ANY(${[...recipientIds]}::uuid[]) AND "readAt" IS NULL`;
}

/** A match's "your turn" facts (Match.turnSide, turnNoticeAt), its row locked until the transaction ends. */
export interface TurnFacts {
  status: string;
  lastSeq: number;
  turnSide: number | null;
  turnNoticeAt: Date | null;
  daysPerMove: number | null;
  deadlineAt: Date | null;
  participants: { userId: string; side: number; displayName: string }[];
}

/**
 * A match's turn, its players and their names in one query (Prisma's include took three), with its row locked:
 * an action that passes the turn meanwhile waits, and sees whether this check is still pending (null: no match).
 */
export async function lockTurnFacts(tx: Tx, matchId: string): Promise<TurnFacts | null> {
  const [row] = await tx.$queryRaw<TurnFacts[]>`
    SELECT m.status::text AS status, m."lastSeq", m."turnSide", m."turnNoticeAt",
      (m."timeControl"->>'daysPerMove')::int AS "daysPerMove", m."deadlineAt", COALESCE((
      SELECT json_agg(json_build_object('userId', p."userId", 'side', p.side, 'displayName', u."displayName"))
      FROM "MatchParticipant" p JOIN "User" u ON u.id = p."userId" WHERE p."matchId" = m.id), '[]') AS participants
    FROM "Match" m WHERE m.id = ${matchId}::uuid FOR NO KEY UPDATE OF m`;
  return row ?? null;
}

/** When the match's next turn check runs (null: none pending, so the next turn schedules one). */
export async function setTurnCheck(tx: Tx, matchId: string, at: Date | null): Promise<void> {
  await tx.$executeRaw`UPDATE "Match" SET "turnCheckAt" = ${at}::timestamptz WHERE id = ${matchId}::uuid`;
}

/**
 * Locks a tournament's row until the transaction ends: a dispute's notices and the result that settles it
 * (delivered at once) wait for each other here, so that the notice is not written after it was closed.
 */
export async function lockTournament(tx: Tx, tournamentId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM "Tournament" WHERE id = ${tournamentId}::uuid FOR NO KEY UPDATE`;
}

/** The club's directors (its owner included). */
export async function directorsOf(tx: Tx, clubId: string): Promise<string[]> {
  const rows = await tx.clubMembership.findMany({
    where: { clubId, role: { in: ['OWNER', 'DIRECTOR'] } },
    select: { userId: true },
  });
  return rows.map((r) => r.userId);
}

/**
 * A match's status, its row locked until the transaction ends: the deliveries of one match's events that must
 * not interleave (a challenge's notice and its answer's) wait for each other here.
 */
export async function lockMatchStatus(tx: Tx, matchId: string): Promise<string | null> {
  const rows = await tx.$queryRaw<{ status: string }[]>`
    SELECT status::text FROM "Match" WHERE id = ${matchId}::uuid FOR NO KEY UPDATE`;
  return rows[0]?.status ?? null;
}

/** The notices an event created, for the live fan-out. */
export function notificationsOfEvent(
  sql: SqlService,
  eventId: bigint | string,
): Promise<StoredNotification[]> {
  return sql.query<StoredNotification>(`SELECT ${COLUMNS} FROM "Notification" WHERE "eventId" = $1`, [
    String(eventId),
  ]);
}

/** A user's notices in the centre, newest first. */
export function notificationsOf(
  sql: SqlService,
  userId: string,
  limit: number,
): Promise<StoredNotification[]> {
  return sql.query<StoredNotification>(
    `SELECT ${COLUMNS} FROM "Notification" WHERE "recipientId" = $1 AND "inApp"
     ORDER BY "createdAt" DESC, id LIMIT $2`,
    [userId, limit],
  );
}

export async function unreadCount(sql: SqlService, userId: string): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM "Notification" WHERE "recipientId" = $1 AND "inApp" AND "readAt" IS NULL`,
    [userId],
  );
  return row.n;
}

/** Marks one of the user's notices read; null when the user has no such notice. */
export async function markRead(
  sql: SqlService,
  userId: string,
  id: string,
): Promise<StoredNotification | null> {
  const [row] = await sql.query<StoredNotification>(
    `UPDATE "Notification" SET "readAt" = COALESCE("readAt", now()) WHERE id = $1 AND "recipientId" = $2
     RETURNING ${COLUMNS}`,
    [id, userId],
  );
  return row ?? null;
}

/** Marks every unread notice of the user read; how many were. */
export async function markAllRead(sql: SqlService, userId: string): Promise<number> {
  const rows = await sql.query<{ id: string }>(
    `UPDATE "Notification" SET "readAt" = now() WHERE "recipientId" = $1 AND "readAt" IS NULL RETURNING id`,
    [userId],
  );
  return rows.length;
}

/** The notice an e-mail job is about, locked, with its recipient's address and language. */
export async function lockForEmail(
  tx: Tx,
  id: string,
): Promise<(StoredNotification & { email: string; locale: string }) | null> {
  const rows = await tx.$queryRawUnsafe<(StoredNotification & { email: string; locale: string })[]>(
    `SELECT n.id, n."recipientId", n.kind, n.payload, n.link, n.topic, n."eventId"::text AS "eventId", n."inApp",
       n."createdAt", n."readAt", n."emailedAt", u.email, u.locale
     FROM "Notification" n JOIN "User" u ON u.id = n."recipientId" WHERE n.id = $1::uuid FOR UPDATE OF n`,
    id,
  );
  return rows[0] ?? null;
}

export async function markEmailed(tx: Tx, id: string): Promise<void> {
  await tx.notification.update({ where: { id }, data: { emailedAt: new Date() } });
}

/** The user's unsubscribe secret, made at the first e-mail. */
export async function unsubscribeTokenOf(tx: Tx, userId: string): Promise<string> {
  await tx.notificationSubscriber.upsert({
    where: { userId },
    create: { userId, unsubscribeToken: randomBytes(24).toString('base64url') },
    update: {},
  });
  const row = await tx.notificationSubscriber.findUniqueOrThrow({ where: { userId } });
  return row.unsubscribeToken;
}

export async function userOfUnsubscribeToken(tx: Tx, token: string): Promise<string | null> {
  const row = await tx.notificationSubscriber.findUnique({ where: { unsubscribeToken: token } });
  return row?.userId ?? null;
}

/** Sets the user's choices (kind and channel -> enabled). */
export async function setChoices(
  tx: Tx,
  userId: string,
  choices: readonly { kind: NotificationKind; channel: NotificationChannel; enabled: boolean }[],
): Promise<void> {
  for (const { kind, channel, enabled } of choices) {
    await tx.notificationPreference.upsert({
      where: { userId_kind_channel: { userId, kind, channel } },
      create: { userId, kind, channel, enabled },
      update: { enabled },
    });
  }
}

/** Display names by user id. */
export async function namesOf(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await tx.user.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, displayName: true },
  });
  return new Map(rows.map((u) => [u.id, u.displayName]));
}
