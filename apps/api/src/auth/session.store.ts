import { Prisma } from '../generated/prisma/client';
import type { SqlService } from '../core/database/sql.service';

/**
 * The sessions' queries: a token's hash, its expiry and revocation, its device and last use. Each function
 * runs on the client it is given; resolving a token, on every request, uses the plain pg pool (SqlService).
 * No stored JSON here. (Sign-in attempts are in sign-in-attempt.store.ts.)
 */
type Db = Prisma.TransactionClient;

export interface OpenSession {
  readonly id: string;
  readonly userId: string;
  readonly expiresAt: Date;
  readonly lastUsedAt: Date;
}

/** A session as its owner sees it in the list of their devices. */
export interface SessionRow {
  readonly id: string;
  readonly userAgent: string | null;
  readonly createdAt: Date;
  readonly lastUsedAt: Date;
}

export async function createSession(
  db: Db,
  session: { userId: string; tokenHash: string; expiresAt: Date; userAgent: string | null },
): Promise<string> {
  return (await db.session.create({ data: session, select: { id: true } })).id;
}

/** Revokes the session if it is still open. */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** The open (unrevoked, unexpired) session of this token hash, or null. Plain SQL: the hot path. */
export async function openSessionByTokenHash(
  sql: SqlService,
  tokenHash: string,
): Promise<OpenSession | null> {
  const [session] = await sql.query<OpenSession>(
    `SELECT id, "userId", "expiresAt", "lastUsedAt" FROM "Session" WHERE "tokenHash" = $1 AND "revokedAt" IS NULL AND "expiresAt" > now()`,
    [tokenHash],
  );
  return session ?? null;
}

/** Records that the session was used now. */
export async function touchSession(sql: SqlService, sessionId: string): Promise<void> {
  await sql.query(`UPDATE "Session" SET "lastUsedAt" = now() WHERE id = $1`, [sessionId]);
}

/** The open sessions of a member, the most recently used first. */
export async function openSessionsOf(db: Db, userId: string): Promise<SessionRow[]> {
  return db.session.findMany({
    where: { userId, revokedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true, userAgent: true, createdAt: true, lastUsedAt: true },
    orderBy: [{ lastUsedAt: 'desc' }, { createdAt: 'desc' }],
  });
}

/**
 * Revokes the member's open sessions (all of them, or one, or all but one) and returns the ids it revoked.
 * One statement: a session opened meanwhile is either revoked or not listed.
 */
export async function revokeSessionsOf(
  sql: SqlService,
  userId: string,
  which: { only?: string; except?: string } = {},
): Promise<string[]> {
  const rows = await sql.query<{ id: string }>(
    `UPDATE "Session" SET "revokedAt" = now()
      WHERE "userId" = $1 AND "revokedAt" IS NULL
        AND ($2::uuid IS NULL OR id = $2::uuid) AND ($3::uuid IS NULL OR id <> $3::uuid)
      RETURNING id`,
    [userId, which.only ?? null, which.except ?? null],
  );
  return rows.map((row) => row.id);
}
