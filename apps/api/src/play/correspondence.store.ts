import type { ClockState, TimeControl, TimeSpan } from '@gamao/engine';
import type { Prisma } from '../generated/prisma/client';
import type { SqlService } from '../core/database/sql.service';
import { decodeClock, decodeTimeControl } from './match.store';

/**
 * Correspondence play's rows (docs/domain.md "Correspondence play"): a player's vacation days (VacationDay), and
 * the running correspondence clocks a vacation day moves. The days per move themselves live in the match's
 * time control (match.store.ts).
 */

type Db = Prisma.TransactionClient;

const span = (row: { startsAt: Date; endsAt: Date }): TimeSpan => ({
  startsAt: new Date(row.startsAt).getTime(),
  endsAt: new Date(row.endsAt).getTime(),
});

/** A player's vacation days that end after `from` (the ones that can still move a deadline), in order. */
export async function vacationsFrom(sql: SqlService, userId: string, from: number): Promise<TimeSpan[]> {
  const rows = await sql.query<{ startsAt: Date; endsAt: Date }>(
    `SELECT "startsAt", "endsAt" FROM "VacationDay" WHERE "userId" = $1 AND "endsAt" > $2 ORDER BY "startsAt"`,
    [userId, new Date(from)],
  );
  return rows.map(span);
}

/**
 * Every vacation day of a player, in order, under the player's row lock: two days taken at once are counted
 * against the budget one after the other. FOR NO KEY UPDATE: a row that refers to the player (a notice, written
 * by a transaction that holds his match's row) is not kept waiting, which would deadlock with the match's
 * deadline moved here.
 */
export async function lockVacations(tx: Db, userId: string): Promise<TimeSpan[]> {
  await tx.$queryRaw`SELECT 1 FROM "User" WHERE id = ${userId}::uuid FOR NO KEY UPDATE`;
  const rows = await tx.$queryRaw<{ startsAt: Date; endsAt: Date }[]>`
    SELECT "startsAt", "endsAt" FROM "VacationDay" WHERE "userId" = ${userId}::uuid ORDER BY "startsAt"`;
  return rows.map(span);
}

/** A player's vacation days, in order (for the vacation query). */
export async function vacationsOf(sql: SqlService, userId: string): Promise<TimeSpan[]> {
  const rows = await sql.query<{ startsAt: Date; endsAt: Date }>(
    `SELECT "startsAt", "endsAt" FROM "VacationDay" WHERE "userId" = $1 ORDER BY "startsAt"`,
    [userId],
  );
  return rows.map(span);
}

export async function insertVacation(tx: Db, userId: string, day: TimeSpan): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "VacationDay" (id, "userId", "startsAt", "endsAt")
    VALUES (gen_random_uuid(), ${userId}::uuid, ${new Date(day.startsAt)}, ${new Date(day.endsAt)})`;
}

/** A running correspondence clock of a player (their side on turn, not paused), locked for the change. */
export interface RunningMove {
  readonly matchId: string;
  readonly clubId: string;
  readonly seq: number;
  readonly status: string;
  readonly timeControl: TimeControl;
  readonly clock: ClockState;
}

/** The player's correspondence matches where their move's clock runs now. */
export async function lockRunningMoves(tx: Db, userId: string): Promise<RunningMove[]> {
  const rows = await tx.$queryRaw<
    { id: string; clubId: string; lastSeq: number; status: string; timeControl: unknown; clock: unknown }[]
  >`
    SELECT m.id, m."clubId", m."lastSeq", m.status::text AS status, m."timeControl", m.clock
    FROM "Match" m JOIN "MatchParticipant" p ON p."matchId" = m.id AND p."userId" = ${userId}::uuid
    WHERE m.status = 'ACTIVE' AND jsonb_typeof(m."timeControl"->'daysPerMove') = 'number'
      AND (m.clock->>'running')::int = p.side AND jsonb_typeof(m.clock->'pausedAt') = 'null'
    FOR NO KEY UPDATE OF m`;
  return rows.map((row) => ({
    matchId: row.id,
    clubId: row.clubId,
    seq: row.lastSeq,
    status: row.status,
    timeControl: decodeTimeControl(row.id, row.timeControl) as TimeControl,
    clock: decodeClock(row.id, row.clock) as ClockState,
  }));
}

/** A correspondence match's clock, locked, for its daily reminder; null for any other match. */
export async function lockCorrespondenceClock(tx: Db, matchId: string): Promise<RunningMove | null> {
  const [row] = await tx.$queryRaw<
    { id: string; clubId: string; lastSeq: number; status: string; timeControl: unknown; clock: unknown }[]
  >`
    SELECT id, "clubId", "lastSeq", status::text AS status, "timeControl", clock FROM "Match"
    WHERE id = ${matchId}::uuid AND jsonb_typeof("timeControl"->'daysPerMove') = 'number' AND clock IS NOT NULL
    FOR NO KEY UPDATE`;
  if (!row) return null;
  return {
    matchId: row.id,
    clubId: row.clubId,
    seq: row.lastSeq,
    status: row.status,
    timeControl: decodeTimeControl(row.id, row.timeControl) as TimeControl,
    clock: decodeClock(row.id, row.clock) as ClockState,
  };
}
