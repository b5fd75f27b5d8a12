import type { ClockState, TimeControl } from '@gamao/engine';
import type { Prisma } from '../generated/prisma/client';
import type { SqlService } from '../core/database/sql.service';
import { type ClockJob, decodeClock, decodeTimeControl } from './match.store';

/**
 * A match's clock and presence rows, apart from its actions (match.store.ts): a director's clock change and
 * the deadline it schedules, a clock job scheduled in a transaction, the running clocks an outage credits, the
 * instances' heartbeat, whether a later tournament round began, and when each player was last seen.
 */

type Db = Prisma.TransactionClient;

/**
 * Sets a match's clocks without an action (a director's pause, resume or added time; an outage given back),
 * and schedules the next deadline. Only while the match is ACTIVE at `seq` with the clocks as read; false
 * otherwise (nothing changed).
 */
export async function updateClock(
  db: SqlService | Db,
  update: {
    matchId: string;
    clubId: string;
    seq: number;
    before: ClockState;
    clock: ClockState;
    deadlineAt: Date | null;
  },
): Promise<boolean> {
  const sqlText = `
    WITH moved AS (
      UPDATE "Match" SET clock = $3::jsonb, "deadlineAt" = $4::timestamptz
      WHERE id = $1 AND "lastSeq" = $2 AND status = 'ACTIVE' AND clock = $5::jsonb RETURNING id),
    scheduled AS (
      INSERT INTO "DomainEvent" (type, payload, "clubId", "availableAt")
      SELECT 'clock.due', $6::jsonb, $7::uuid, $4::timestamptz FROM moved WHERE $4::timestamptz IS NOT NULL)
    SELECT count(*)::int AS n FROM moved`;
  const params = [
    update.matchId,
    update.seq,
    JSON.stringify(update.clock),
    update.deadlineAt,
    JSON.stringify(update.before),
    JSON.stringify({ matchId: update.matchId, seq: update.seq, job: 'deadline' }),
    update.clubId,
  ];
  const [row] =
    'query' in db
      ? await db.query<{ n: number }>(sqlText, params)
      : await db.$queryRawUnsafe<{ n: number }[]>(sqlText, ...params);
  return (row?.n ?? 0) > 0;
}

/** Schedules a job of a match's clock (clock.due) in the caller's transaction. */
export async function scheduleClockJob(
  db: Db,
  job: { matchId: string; clubId: string; seq: number; job: ClockJob['job']; at: Date },
): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "DomainEvent" (type, payload, "clubId", "availableAt")
    VALUES ('clock.due', ${JSON.stringify({ matchId: job.matchId, seq: job.seq, job: job.job })}::jsonb,
      ${job.clubId}::uuid, ${job.at}::timestamptz)`;
}

/** The running clocks (an ACTIVE match, a side on the clock, not paused), for an outage's credit. */
export async function runningClocks(
  db: Db,
): Promise<{ matchId: string; clubId: string; seq: number; timeControl: TimeControl; clock: ClockState }[]> {
  const rows = await db.$queryRaw<
    { id: string; clubId: string; lastSeq: number; timeControl: unknown; clock: unknown }[]
  >`
    SELECT id, "clubId", "lastSeq", "timeControl", clock FROM "Match"
    WHERE status = 'ACTIVE' AND "timeControl" IS NOT NULL AND clock IS NOT NULL
      AND jsonb_typeof(clock->'running') = 'number' AND jsonb_typeof(clock->'pausedAt') = 'null'
    FOR NO KEY UPDATE`;
  return rows.map((row) => ({
    matchId: row.id,
    clubId: row.clubId,
    seq: row.lastSeq,
    timeControl: decodeTimeControl(row.id, row.timeControl) as TimeControl,
    clock: decodeClock(row.id, row.clock) as ClockState,
  }));
}

/**
 * The instances' heartbeat: records `now` and returns the previous beat (null for the first ever). The row
 * lock serialises instances, so one outage is credited once.
 */
export async function beatHeartbeat(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db.$queryRaw<{ beatAt: Date }[]>`
    SELECT "beatAt" FROM "ServiceHeartbeat" WHERE name = 'api' FOR UPDATE`;
  await db.$executeRaw`
    INSERT INTO "ServiceHeartbeat" (name, "beatAt") VALUES ('api', ${now})
    ON CONFLICT (name) DO UPDATE SET "beatAt" = GREATEST("ServiceHeartbeat"."beatAt", EXCLUDED."beatAt")`;
  return row ? new Date(row.beatAt) : null;
}

/** A match of a later round of the tournament has begun on the site (or has a result). */
export async function laterRoundStarted(
  sql: SqlService,
  tournamentId: string,
  round: number,
): Promise<boolean> {
  const [row] = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM "Match" WHERE "tournamentId" = $1 AND "tournamentRound" > $2
       AND ("lastSeq" > 0 OR status = 'FINISHED')`,
    [tournamentId, round],
  );
  return (row?.n ?? 0) > 0;
}

// ---- presence -------------------------------------------------------------------------------------

/** When each player of the match was last seen with a socket on it. */
export async function presenceOf(sql: SqlService, matchId: string): Promise<Map<string, Date>> {
  const rows = await sql.query<{ userId: string; lastSeenAt: Date }>(
    'SELECT "userId", "lastSeenAt" FROM "MatchPresence" WHERE "matchId" = $1',
    [matchId],
  );
  return new Map(rows.map((row) => [row.userId, new Date(row.lastSeenAt)]));
}

/** These players (matchId, userId) are seen now. */
export async function touchPresence(sql: SqlService, pairs: readonly [string, string][]): Promise<void> {
  if (!pairs.length) return;
  await sql.query(
    `INSERT INTO "MatchPresence" ("matchId", "userId", "lastSeenAt")
     SELECT m, u, now() FROM unnest($1::uuid[], $2::uuid[]) AS t(m, u)
     WHERE EXISTS (SELECT 1 FROM "Match" WHERE id = m)
     ON CONFLICT ("matchId", "userId") DO UPDATE SET "lastSeenAt" = now()`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
}

/** When the last action of the match was appended (null: none yet). */
export async function lastActionAt(sql: SqlService, matchId: string): Promise<Date | null> {
  const [row] = await sql.query<{ at: Date }>(
    'SELECT "createdAt" AS at FROM "MatchAction" WHERE "matchId" = $1 ORDER BY seq DESC LIMIT 1',
    [matchId],
  );
  return row ? new Date(row.at) : null;
}
