import { Prisma } from '../generated/prisma/client';
import type { SqlService } from '../core/database/sql.service';

/**
 * The sign-in records' queries: sessions (a token's hash, its expiry and revocation) and sign-in attempts
 * (for the rate limit of failed ones). Each function runs on the client it is given; resolving a token, on
 * every request, uses the plain pg pool (SqlService). No stored JSON here.
 */
type Db = Prisma.TransactionClient;

export interface OpenSession {
  readonly id: string;
  readonly userId: string;
  readonly expiresAt: Date;
}

export async function createSession(
  db: Db,
  session: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.session.create({ data: session });
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
  const [session] = await sql.query<{ id: string; userId: string; expiresAt: Date }>(
    `SELECT id, "userId", "expiresAt" FROM "Session" WHERE "tokenHash" = $1 AND "revokedAt" IS NULL AND "expiresAt" > now()`,
    [tokenHash],
  );
  return session ?? null;
}

/** Failed sign-ins since `since`, for this email and for this address. */
export async function recentFailures(
  db: Db,
  attempt: { email: string; ip: string; since: Date },
): Promise<{ byEmail: number; byIp: number }> {
  const since = { gte: attempt.since };
  const [byEmail, byIp] = await Promise.all([
    db.signInAttempt.count({ where: { email: attempt.email, success: false, createdAt: since } }),
    db.signInAttempt.count({ where: { ip: attempt.ip, success: false, createdAt: since } }),
  ]);
  return { byEmail, byIp };
}

export async function recordAttempt(
  db: Db,
  attempt: { email: string; ip: string; success: boolean },
): Promise<void> {
  await db.signInAttempt.create({ data: attempt });
}
