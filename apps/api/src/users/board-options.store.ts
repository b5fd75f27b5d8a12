import { Prisma } from '../generated/prisma/client';

/**
 * The board options' queries: the JSON document on the user. Decoding it is board-options.ts's (the store
 * returns what is stored).
 */
type Db = Prisma.TransactionClient;

export async function storedBoardOptions(db: Db, userId: string): Promise<unknown> {
  const row = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { boardOptions: true } });
  return row.boardOptions;
}

/**
 * Writes the given fields over the stored ones in one statement (jsonb `||`), so two changes at once from
 * two devices both land; returns the document as stored now.
 */
export async function mergeBoardOptions(
  db: Db,
  userId: string,
  change: Prisma.InputJsonObject,
): Promise<unknown> {
  const rows = await db.$queryRaw<{ boardOptions: unknown }[]>`
    UPDATE "User" SET "boardOptions" = COALESCE("boardOptions", '{}'::jsonb) || ${JSON.stringify(change)}::jsonb
    WHERE "id" = ${userId}::uuid
    RETURNING "boardOptions"`;
  return rows[0]?.boardOptions ?? null;
}
