/**
 * The ImportedMatch rows (prisma/schema.prisma): plain reads and one insert. The log is the engine's
 * MatchLog, checked by the import before it is stored; the rows are never changed afterwards.
 */
import type { MatchLog } from '@gamao/engine';
import { Prisma } from '../generated/prisma/client';
import type { PrismaService } from '../core/database/prisma.service';

type Db = PrismaService | Prisma.TransactionClient;

export interface NewImportedMatch {
  readonly clubId: string;
  readonly uploadedById: string;
  readonly names: readonly [string, string];
  readonly userIds: readonly [string | null, string | null];
  readonly matchLength: number;
  readonly games: number;
  readonly score: readonly [number, number];
  readonly winnerSide: number | null;
  readonly log: MatchLog;
  readonly tournamentId?: string;
  readonly matchId?: string;
}

export type ImportedMatchRow = Prisma.ImportedMatchGetPayload<object>;

/** The new row, or null when the tournament match already has a file (the unique matchId). */
export async function insertImportedMatch(db: Db, m: NewImportedMatch): Promise<ImportedMatchRow | null> {
  try {
    return await db.importedMatch.create({
      data: {
        clubId: m.clubId,
        uploadedById: m.uploadedById,
        player0Name: m.names[0],
        player1Name: m.names[1],
        player0UserId: m.userIds[0],
        player1UserId: m.userIds[1],
        matchLength: m.matchLength,
        games: m.games,
        score0: m.score[0],
        score1: m.score[1],
        winnerSide: m.winnerSide,
        log: m.log as unknown as Prisma.InputJsonValue,
        tournamentId: m.tournamentId ?? null,
        matchId: m.matchId ?? null,
      },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return null;
    throw error;
  }
}

export const findImportedMatch = (db: Db, id: string) => db.importedMatch.findUnique({ where: { id } });

export const findImportedMatchOf = (db: Db, matchId: string) =>
  db.importedMatch.findUnique({ where: { matchId } });

/** A club's imports, newest first. */
export const clubImportedMatches = (db: Db, clubId: string, take: number) =>
  db.importedMatch.findMany({ where: { clubId }, orderBy: { createdAt: 'desc' }, take });

/** The files attached to a tournament's results. */
export const tournamentImportedMatches = (db: Db, tournamentId: string) =>
  db.importedMatch.findMany({ where: { tournamentId }, orderBy: { createdAt: 'asc' } });
