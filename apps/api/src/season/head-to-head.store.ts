/**
 * The matches @gamao/season's head-to-head reads (issue 40, part 5): a club's finished two-player matches
 * (online or on a physical board, never a chouette game) with a winner, as PlayedMatch, each with its
 * players' analysed decisions and total error when its analysis is done. Optionally only those of one member.
 */
import type { PlayedMatch } from '@gamao/season';
import type { Prisma } from '../generated/prisma/client';

type Db = Prisma.TransactionClient;

export async function playedMatches(
  db: Db,
  clubId: string,
  memberIds: readonly string[],
): Promise<PlayedMatch[]> {
  const rows = await db.match.findMany({
    where: {
      clubId,
      status: 'FINISHED',
      winnerSide: { not: null },
      kind: { in: ['ONLINE', 'PHYSICAL'] },
      AND: memberIds.map((userId) => ({ participants: { some: { userId } } })),
    },
    select: {
      id: true,
      finishedAt: true,
      createdAt: true,
      winnerSide: true,
      score0: true,
      score1: true,
      participants: { select: { userId: true, side: true } },
    },
  });
  const analyses = await db.matchAnalysis.findMany({
    where: { subjectKind: 'MATCH', status: 'DONE', subjectId: { in: rows.map((r) => r.id) } },
    select: { subjectId: true, players: { select: { userId: true, unforced: true, totalError: true } } },
  });
  const analysed = new Map(analyses.map((a) => [a.subjectId, a.players]));
  const played: PlayedMatch[] = [];
  for (const row of rows) {
    const players = row.participants.filter((p) => p.side === 0 || p.side === 1);
    const winner = players.find((p) => p.side === row.winnerSide)?.userId;
    const loser = players.find((p) => p.side !== row.winnerSide)?.userId;
    if (players.length !== 2 || !winner || !loser) continue;
    const scores = [row.score0, row.score1];
    const analysis = analysed.get(row.id);
    played.push({
      id: row.id,
      endedAt: (row.finishedAt ?? row.createdAt).toISOString(),
      winner,
      loser,
      score: [scores[row.winnerSide!], scores[1 - row.winnerSide!]],
      ...(analysis
        ? {
            analysis: Object.fromEntries(
              analysis
                .filter((p) => p.userId)
                .map((p) => [p.userId!, { decisions: p.unforced, error: p.totalError }]),
            ),
          }
        : {}),
    });
  }
  return played;
}
