/**
 * A new match between two players, waiting to start (as a challenge is before its answer): the row and its two
 * participants, side 0 first. The start itself (seeds, state, clocks) is play/match-start.ts's.
 */
import type { Prisma } from '../generated/prisma/client';
import { Prisma as P } from '../generated/prisma/client';

export async function createTwoPlayerMatch(
  tx: Prisma.TransactionClient,
  m: {
    clubId: string;
    side0: string;
    side1: string;
    options: Prisma.JsonValue;
    timeControl: Prisma.JsonValue | null;
    abandonMinutes: number | null;
  },
): Promise<{ id: string; clubId: string; options: unknown; timeControl: unknown }> {
  return tx.match.create({
    data: {
      clubId: m.clubId,
      options: m.options as Prisma.InputJsonValue,
      timeControl: m.timeControl === null ? P.DbNull : (m.timeControl as Prisma.InputJsonValue),
      abandonMinutes: m.abandonMinutes,
      createdById: m.side0,
      participants: {
        create: [
          { userId: m.side0, side: 0 },
          { userId: m.side1, side: 1 },
        ],
      },
    },
    select: { id: true, clubId: true, options: true, timeControl: true },
  });
}
