import { Prisma } from '../generated/prisma/client';

/**
 * Password reset tokens: only the token's SHA-256 is stored; a token is valid until it is used or expires.
 * Each function runs on the client it is given. No stored JSON here.
 */
type Db = Prisma.TransactionClient;

export async function createReset(
  db: Db,
  reset: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.passwordReset.create({ data: reset });
}

/** The unused, unexpired reset of this token hash, with its account's e-mail and name, or null. */
export async function validReset(
  db: Db,
  tokenHash: string,
): Promise<{ id: string; userId: string; email: string; displayName: string } | null> {
  const reset = await db.passwordReset.findFirst({
    where: { tokenHash, usedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true, userId: true, user: { select: { email: true, displayName: true } } },
  });
  return reset
    ? { id: reset.id, userId: reset.userId, email: reset.user.email, displayName: reset.user.displayName }
    : null;
}

/**
 * Uses the reset: true for exactly one caller, while it is still unused and unexpired; every other reset
 * link of the member is spent with it.
 */
export async function consumeReset(db: Db, reset: { id: string; userId: string }): Promise<boolean> {
  const used = await db.passwordReset.updateMany({
    where: { id: reset.id, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (used.count !== 1) return false;
  await db.passwordReset.updateMany({
    where: { userId: reset.userId, usedAt: null },
    data: { usedAt: new Date() },
  });
  return true;
}
