/**
 * The Match facts the rating policy needs (season/club-match.ts), read for one match or for a club's whole
 * finished log, with the players of each finished match (winner and loser by side), and whether it is a ladder
 * challenge's or a friend's-link match.
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

/** The ladder's, the leagues' and the friend's-link matches among some matches. */
interface Marks {
  readonly ladder: ReadonlySet<string>;
  readonly league: ReadonlySet<string>;
  readonly friendly: ReadonlySet<string>;
}

function toFacts(row: Row, marks: Marks): LoggedFacts {
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
    ladder: marks.ladder.has(row.id),
    friendly: marks.friendly.has(row.id),
    league: marks.league.has(row.id),
    finishedAt: row.finishedAt,
    winner,
    loser,
  };
}

async function marksOf(db: Db, matchIds: readonly string[]): Promise<Marks> {
  const [ladder, league, invites] = await Promise.all([
    db.ladderChallenge.findMany({ where: { matchId: { in: [...matchIds] } }, select: { matchId: true } }),
    db.leagueFixture.findMany({ where: { matchId: { in: [...matchIds] } }, select: { matchId: true } }),
    db.matchInvite.findMany({ where: { matchId: { in: [...matchIds] } }, select: { matchId: true } }),
  ]);
  return {
    ladder: new Set(ladder.map((r) => r.matchId!)),
    league: new Set(league.map((r) => r.matchId!)),
    friendly: new Set(invites.map((r) => r.matchId!)),
  };
}

export async function matchFacts(db: Db, matchId: string): Promise<LoggedFacts | null> {
  const row = await db.match.findUnique({ where: { id: matchId }, select: FIELDS });
  return row ? toFacts(row, await marksOf(db, [row.id])) : null;
}

/** Every finished match of the club with a winner (the log a recomputation replays). */
export async function finishedMatches(db: Db, clubId: string): Promise<LoggedFacts[]> {
  const rows = await db.match.findMany({
    where: { clubId, status: 'FINISHED', winnerSide: { not: null } },
    select: FIELDS,
  });
  const marks = await marksOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toFacts(row, marks));
}
