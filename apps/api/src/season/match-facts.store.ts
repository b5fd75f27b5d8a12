/**
 * The Match facts the rating policy needs (season/club-match.ts), read for one match or for a club's whole
 * finished log, with the players of each finished match (winner and loser by side).
 */
import { z } from 'zod';
import { Prisma } from '../generated/prisma/client';
import type { MatchFacts } from './club-match';

type Db = Prisma.TransactionClient;

const FIELDS = {
  id: true,
  clubId: true,
  kind: true,
  status: true,
  options: true,
  winnerSide: true,
  resultSource: true,
  tournamentId: true,
  finishedAt: true,
  participants: { select: { userId: true, side: true } },
} as const;

type Row = Prisma.MatchGetPayload<{ select: typeof FIELDS }>;

export interface LoggedFacts extends MatchFacts {
  readonly clubId: string;
  readonly finishedAt: Date | null;
  readonly winner: string | null;
  readonly loser: string | null;
}

const lengthOf = z.object({ length: z.number().optional() }).nullable();

function toFacts(row: Row, ladder: ReadonlySet<string>): LoggedFacts {
  const options = lengthOf.safeParse(row.options);
  const players = row.participants.filter((p) => p.side === 0 || p.side === 1);
  const winner = players.find((p) => p.side === row.winnerSide)?.userId ?? null;
  const loser = players.find((p) => row.winnerSide !== null && p.side !== row.winnerSide)?.userId ?? null;
  return {
    id: row.id,
    clubId: row.clubId,
    kind: row.kind,
    status: row.status,
    length: options.success ? (options.data?.length ?? 0) : 0,
    winnerSide: row.winnerSide,
    resultSource: row.resultSource,
    tournamentId: row.tournamentId,
    ladder: ladder.has(row.id),
    finishedAt: row.finishedAt,
    winner,
    loser,
  };
}

async function ladderMatches(db: Db, matchIds: readonly string[]): Promise<Set<string>> {
  const rows = await db.ladderChallenge.findMany({
    where: { matchId: { in: [...matchIds] } },
    select: { matchId: true },
  });
  return new Set(rows.map((r) => r.matchId!));
}

export async function matchFacts(db: Db, matchId: string): Promise<LoggedFacts | null> {
  const row = await db.match.findUnique({ where: { id: matchId }, select: FIELDS });
  return row ? toFacts(row, await ladderMatches(db, [row.id])) : null;
}

/** Every finished match of the club with a winner (the log a recomputation replays). */
export async function finishedMatches(db: Db, clubId: string): Promise<LoggedFacts[]> {
  const rows = await db.match.findMany({
    where: { clubId, status: 'FINISHED', winnerSide: { not: null } },
    select: FIELDS,
  });
  const ladder = await ladderMatches(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toFacts(row, ladder));
}
