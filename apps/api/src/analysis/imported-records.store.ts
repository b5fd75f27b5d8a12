/**
 * The analysis module's own reads of imported matches (the ImportedMatch rows the imports module writes):
 * one record, a club's and a player's, newest first.
 */
import type { Prisma } from '../generated/prisma/client';
import type { PrismaService } from '../core/database/prisma.service';

type Db = PrismaService | Prisma.TransactionClient;

export type ImportedRecordRow = Prisma.ImportedMatchGetPayload<object>;

export const findImportedRecord = (db: Db, id: string) => db.importedMatch.findUnique({ where: { id } });

export const clubImportedRecords = (db: Db, clubId: string, take: number) =>
  db.importedMatch.findMany({ where: { clubId }, orderBy: { createdAt: 'desc' }, take });

export const playerImportedRecords = (db: Db, userId: string, take: number) =>
  db.importedMatch.findMany({
    where: { OR: [{ player0UserId: userId }, { player1UserId: userId }] },
    orderBy: { createdAt: 'desc' },
    take,
  });
