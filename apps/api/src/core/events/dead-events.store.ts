import type { SqlService } from '../database/sql.service';
import { deadEventsWaiting } from '../observability/metrics';

/**
 * The dead letters of the outbox (events.service.ts gives an event up after its attempts): a club's list for
 * the directors' page, one event, "try again" (back in the queue with fresh attempts), and the gauge of dead
 * events waiting that the worker refreshes.
 */

/** An event as the admin page shows it. */
export interface StoredEvent {
  id: string;
  type: string;
  payload: unknown;
  clubId: string | null;
  status: 'PENDING' | 'DONE' | 'DEAD';
  attempts: number;
  createdAt: Date;
  availableAt: Date;
  doneAt: Date | null;
  failedConsumer: string | null;
  lastError: string | null;
}

const STORED_COLUMNS = `id::text, type, payload, "clubId", status, attempts, "createdAt", "availableAt", "doneAt",
  "failedConsumer", "lastError"`;

/** A club's dead-lettered events, newest first. */
export function deadEvents(sql: SqlService, clubId: string): Promise<StoredEvent[]> {
  return sql.query<StoredEvent>(
    `SELECT ${STORED_COLUMNS} FROM "DomainEvent" WHERE "clubId" = $1 AND status = 'DEAD' ORDER BY id DESC LIMIT 200`,
    [clubId],
  );
}

export async function findEvent(sql: SqlService, id: string): Promise<StoredEvent | null> {
  const [row] = await sql.query<StoredEvent>(`SELECT ${STORED_COLUMNS} FROM "DomainEvent" WHERE id = $1`, [
    id,
  ]);
  return row ?? null;
}

/** Puts a dead-lettered event back in the queue with fresh attempts; null when it was not dead. */
export async function retryEvent(sql: SqlService, id: string): Promise<StoredEvent | null> {
  const [row] = await sql.query<StoredEvent>(
    `UPDATE "DomainEvent" SET status = 'PENDING', attempts = 0, "availableAt" = now()
     WHERE id = $1 AND status = 'DEAD' RETURNING ${STORED_COLUMNS}`,
    [id],
  );
  if (row) void countDeadEvents(sql);
  return row ?? null;
}

/** Sets the gauge of dead events waiting (all clubs). */
export async function countDeadEvents(sql: SqlService): Promise<void> {
  try {
    const [row] = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "DomainEvent" WHERE status = 'DEAD'`,
    );
    deadEventsWaiting.set(row.n);
  } catch {
    // The database is unreachable: the gauge keeps its last value.
  }
}
