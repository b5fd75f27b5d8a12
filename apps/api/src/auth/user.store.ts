import { Prisma } from '../generated/prisma/client';
import type { Me } from '../users/user.model';

/**
 * The User aggregate's queries: accounts (email, password hash, display name, language). Each function runs
 * on the client it is given. No stored JSON here: every column is typed by Prisma.
 */
type Db = Prisma.TransactionClient;

/** A new account's id; null when the email is already in use (the unique key refuses a second one). */
export async function createUser(
  db: Db,
  user: { email: string; displayName: string; passwordHash: string; locale: string },
): Promise<string | null> {
  try {
    return (await db.user.create({ data: user, select: { id: true } })).id;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return null;
    throw error;
  }
}

/** What signing in needs of the account with this (normalised) email, or null. */
export async function credentialsByEmail(
  db: Db,
  email: string,
): Promise<{ id: string; passwordHash: string } | null> {
  return db.user.findUnique({ where: { email }, select: { id: true, passwordHash: true } });
}

export async function updateProfile(
  db: Db,
  userId: string,
  profile: { displayName?: string; locale?: string },
): Promise<void> {
  await db.user.update({ where: { id: userId }, data: profile });
}

/** The signed-in account; it must exist (Prisma's NotFoundError otherwise). */
export async function me(db: Db, userId: string): Promise<Me> {
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, displayName: true, email: true, locale: true },
  });
}

/** What changing the password needs of the account: its e-mail, name and current hash. */
export async function credentialsById(
  db: Db,
  userId: string,
): Promise<{ email: string; displayName: string; passwordHash: string }> {
  return db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, displayName: true, passwordHash: true },
  });
}

/** The account of this (normalised) email, for a reset link, or null. */
export async function accountByEmail(
  db: Db,
  email: string,
): Promise<{ id: string; locale: string; displayName: string } | null> {
  return db.user.findUnique({ where: { email }, select: { id: true, locale: true, displayName: true } });
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { passwordHash } });
}
