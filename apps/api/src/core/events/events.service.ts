import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Client, Pool, type PoolClient } from 'pg';
import { Prisma } from '../../generated/prisma/client';
import { DATABASE_URL, PrismaService } from '../database/prisma.service';
import { poolOptions } from '../database/pool-options';
import { SqlService } from '../database/sql.service';
import {
  deadEventsWaiting,
  eventFailures,
  eventLagSeconds,
  eventsDeadLettered,
} from '../observability/metrics';
import { countDeadEvents } from './dead-events.store';
import type { DomainEventOf, EventMap, EventName } from './event-map';

export type Tx = Prisma.TransactionClient;

/** A consumer's work for one event, done in the transaction that also records it as done. */
export type Handler<N extends EventName> = (event: DomainEventOf<N>, tx: Tx) => Promise<void>;

export interface EventsOptions {
  /** Whether this instance delivers events (off: it only writes them; another instance delivers). */
  readonly worker: boolean;
  /** Attempts before an event is dead-lettered. */
  readonly maxAttempts: number;
  /** The first retry waits this long; each next one twice as long (at most 5 minutes). */
  readonly retryBaseMs: number;
  /** How often the worker looks for due events besides being woken by NOTIFY (retries, missed wake-ups). */
  readonly pollMs: number;
}

export const EVENTS_OPTIONS = Symbol('EVENTS_OPTIONS');

/** The stored row, as the worker claims it. */
interface EventRow {
  id: string;
  type: EventName;
  payload: unknown;
  clubId: string | null;
  createdAt: Date;
  availableAt: Date;
  attempts: number;
}

/** A subscribed consumer: run in a transaction with its (event, consumer) record, or on its own (`own`). */
interface Consumer {
  readonly name: string;
  readonly handle: Handler<EventName> | null;
  readonly own: ((event: DomainEventOf<EventName>) => Promise<void>) | null;
}

// availableAt is stored to the millisecond (rounded): the margin keeps an event just woken for from waiting for
// the next poll. Scheduled events that must happen on time (a clock's deadline) are claimed first, through their
// own partial index; the rest in the order they fell due. One round trip opens the claiming transaction (its
// commit need not wait for the disk: see deliverNext) and claims: the second branch runs only when the first
// found nothing (its NOT EXISTS is a one-time filter, so it locks nothing then).
const claimBranch = (filter: string) => `
  SELECT id::text, type, payload, "clubId", "createdAt", "availableAt", attempts FROM "DomainEvent"
  WHERE status = 'PENDING' AND "availableAt" <= clock_timestamp() + interval '1 millisecond' ${filter}
  ORDER BY "availableAt", id LIMIT 1
  FOR NO KEY UPDATE SKIP LOCKED`;
const CLAIM_SQL = `BEGIN; SET LOCAL synchronous_commit = off;
  WITH urgent AS (${claimBranch(`AND type = 'clock.due'`)}),
  other AS (${claimBranch('AND NOT EXISTS (SELECT 1 FROM urgent)')})
  SELECT * FROM urgent UNION ALL SELECT * FROM other`;
// Nothing was due: the claim's (empty) transaction ends and the next scheduled event's time is read, in one trip.
// Events already due are being delivered (claimed by another drainer): only the next one to fall due.
const NOTHING_DUE_SQL = `COMMIT;
  SELECT min("availableAt") AS at FROM "DomainEvent" WHERE status = 'PENDING' AND "availableAt" > clock_timestamp()`;

const MAX_BACKOFF_MS = 5 * 60_000;
/**
 * Events one instance delivers at once (each on a claim connection of its own). The consumers of one event run
 * one after the other, in the order they subscribed.
 */
const DRAINERS = Number(process.env.EVENT_DRAINERS ?? 4);

/**
 * The durable hand-off between modules (docs/architecture.md, "Durable events"): an outbox table in PostgreSQL
 * and its worker. `emit` writes an event in the caller's transaction; the worker claims due events with
 * `FOR NO KEY UPDATE SKIP LOCKED` (several instances share the work, and a claim dies with its connection, so a
 * crash leaves nothing stuck), runs each consumer in its own transaction that also records (event, consumer),
 * and retries failures with exponential backoff until `maxAttempts`, when the event is dead-lettered for the
 * club's directors to retry. Redis is not involved: NOTIFY wakes the workers, polling covers the rest.
 */
@Injectable()
export class EventsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('events');
  private readonly consumers = new Map<EventName, Consumer[]>();
  private readonly delivered = new Map<string, () => void>();
  private listener: Client | null = null;
  /**
   * The claiming transactions' own connections (one per drainer), so that a delivery never queues behind the
   * requests for a connection of the shared pool: the event lag stays low when the API is busy.
   */
  private readonly claims: Pool;
  private pollTimer: NodeJS.Timeout | null = null;
  /** Wakes the worker when the next scheduled event falls due (sooner than the next poll). */
  private dueTimer: NodeJS.Timeout | null = null;
  private dueAt = Infinity;
  private running = 0;
  private wanted = false;
  private stopped = true;
  private idle: Promise<void> = Promise.resolve();
  private settle: () => void = () => undefined;

  constructor(
    private readonly prisma: PrismaService,
    private readonly sql: SqlService,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    @Inject(EVENTS_OPTIONS) private readonly options: EventsOptions,
  ) {
    this.claims = new Pool({ ...poolOptions(databaseUrl), max: DRAINERS });
    // A claim's connection that the server closes is replaced on the next claim (database faults). While it is
    // checked out (a delivery in progress, or the embedded server stopping first at shutdown), the error is the
    // client's own: its query fails and the delivery is retried; it must not crash the process.
    this.claims.on('error', () => undefined);
    this.claims.on('connect', (client) => client.on('error', () => undefined));
  }

  /** Subscribes a consumer (a stable name: it is stored with each event it handles) to one event type. */
  on<N extends EventName>(type: N, consumer: string, handle: Handler<N>): void {
    this.add(type, { name: consumer, handle: handle as unknown as Handler<EventName>, own: null });
  }

  /**
   * Subscribes a consumer that guards itself against a second delivery (a clock's job: it does nothing once its
   * match has moved on): it runs without the transaction and the (event, consumer) record, for less work per
   * event where there are many. It is run again after a failure, like any other.
   */
  onIdempotent<N extends EventName>(
    type: N,
    consumer: string,
    handle: (event: DomainEventOf<N>) => Promise<void>,
  ): void {
    this.add(type, {
      name: consumer,
      handle: null,
      own: handle as (event: DomainEventOf<EventName>) => Promise<void>,
    });
  }

  private add(type: EventName, consumer: Consumer): void {
    const list = this.consumers.get(type) ?? [];
    if (list.some((c) => c.name === consumer.name))
      throw new Error(`${consumer.name} already consumes ${type}`);
    list.push(consumer);
    this.consumers.set(type, list);
  }

  /**
   * Writes an event in the caller's transaction: it exists if and only if the change commits. `availableAt`
   * schedules it: it is delivered once that time has come (a clock's deadline), and not before.
   */
  emit<N extends EventName>(
    tx: Tx,
    type: N,
    payload: EventMap[N],
    clubId: string | null,
    availableAt: Date | null = null,
  ): Promise<bigint> {
    return emitEvent(tx, type, payload, clubId, availableAt);
  }

  /** Whether an event of this type for this club waits to be delivered (read in the caller's transaction). */
  async isPending(tx: Tx, type: EventName, clubId: string): Promise<boolean> {
    const [row] = await tx.$queryRaw<{ pending: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM "DomainEvent"
        WHERE "clubId" = ${clubId}::uuid AND status = 'PENDING' AND type = ${type}) AS pending`;
    return row?.pending ?? false;
  }

  /**
   * Waits (at most `timeoutMs`) until an event is handled by every consumer, for a mutation that wants to
   * answer after its consequences (a finished match, rated). Never throws: the event is durable either way.
   */
  async awaitDelivery(id: bigint | string, timeoutMs: number): Promise<boolean> {
    const key = String(id);
    const deadline = Date.now() + timeoutMs;
    const local = new Promise<true>((resolve) => this.delivered.set(key, () => resolve(true)));
    this.wake();
    try {
      while (Date.now() < deadline) {
        const wait = Math.min(100, Math.max(0, deadline - Date.now()));
        if (await Promise.race([local, sleep(wait).then(() => false)])) return true;
        const [row] = await this.sql.query<{ status: string }>(
          'SELECT status FROM "DomainEvent" WHERE id = $1',
          [key],
        );
        if (!row || row.status !== 'PENDING') return true;
      }
      return false;
    } catch {
      return false;
    } finally {
      this.delivered.delete(key);
    }
  }

  // ---- the worker -----------------------------------------------------------------------------------

  async onApplicationBootstrap(): Promise<void> {
    if (this.options.worker) await this.start();
  }

  /** Starts delivering: every event not yet delivered (a restart's backlog included) goes out now. */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    await this.listen();
    let ticks = 0;
    this.pollTimer = setInterval(() => {
      this.wake();
      if (ticks++ % Math.max(1, Math.round(10_000 / this.options.pollMs)) === 0)
        void countDeadEvents(this.sql);
    }, this.options.pollMs);
    this.pollTimer.unref();
    this.wake();
  }

  onModuleDestroy(): Promise<void> {
    return this.stop();
  }

  /** Stops taking new events and waits for the deliveries in progress (graceful shutdown). */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
    this.disarm();
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
    await this.idle;
    await this.claims.end().catch(() => undefined);
  }

  /**
   * Starts a drainer (a drainer already running is asked to look again). A drainer that finds work starts
   * another, up to DRAINERS: a burst fans out, and one new event costs one claim, not one per drainer.
   */
  private wake(): void {
    if (this.stopped) return;
    this.wanted = true;
    if (this.running < DRAINERS) this.spawn();
  }

  private spawn(): void {
    if (this.running === 0) this.idle = new Promise((resolve) => (this.settle = resolve));
    this.running++;
    void this.drain().finally(() => {
      if (--this.running === 0) this.settle();
    });
  }

  private async drain(): Promise<void> {
    while (!this.stopped && this.wanted) {
      this.wanted = false;
      try {
        while (!this.stopped && (await this.deliverNext())) {
          this.wanted = false;
          if (this.running < DRAINERS) this.spawn();
        }
      } catch (error) {
        // The database is unreachable (or a bug): the next poll tries again.
        this.logger.warn(`Event delivery paused: ${(error as Error).message}`);
        return;
      }
    }
  }

  /**
   * A new event (NOTIFY, with the millisecond it falls due): due now, the worker looks at once; scheduled (a
   * clock's deadline), a timer is set for it, with no query.
   */
  private notified(payload: string | undefined): void {
    const at = Number(payload);
    if (!payload || !Number.isFinite(at) || at <= Date.now() + 1) return this.wake();
    this.armAt(at);
  }

  private armAt(at: number): void {
    // Further than the next poll: that poll looks again (and keeps the timer's delay small).
    if (this.stopped || at - Date.now() > this.options.pollMs) return;
    if (this.dueTimer && this.dueAt <= at) return;
    this.disarm();
    this.dueAt = at;
    this.dueTimer = setTimeout(
      () => {
        this.dueTimer = null;
        this.dueAt = Infinity;
        this.wake();
      },
      Math.max(0, at - Date.now()),
    );
    this.dueTimer.unref();
  }

  private disarm(): void {
    if (this.dueTimer) clearTimeout(this.dueTimer);
    this.dueTimer = null;
    this.dueAt = Infinity;
  }

  /**
   * Claims one due event and delivers it; false when none is due (then a timer is set for the next scheduled
   * one). The claiming transaction only marks the event done (or to retry), and each consumer's transaction
   * holds its work with its (event, consumer) record: both commit without waiting for the disk's flush
   * (synchronous_commit off), since what a crash of the machine could lose there is redone by the next delivery
   * (the event itself was written synchronously, with its change; and the log keeps commits in order, so a
   * surviving "done" implies its consumers' records survived too).
   */
  private async deliverNext(): Promise<boolean> {
    const client = await this.claims.connect();
    let broken: Error | undefined;
    try {
      const results = (await client.query(CLAIM_SQL)) as unknown as { rows: EventRow[] }[];
      const row = results[results.length - 1].rows[0];
      if (!row) {
        const ended = (await client.query(NOTHING_DUE_SQL)) as unknown as { rows: { at: Date | null }[] }[];
        const at = ended[ended.length - 1].rows[0]?.at;
        if (at && !this.wanted) this.armAt(new Date(at).getTime());
        return false;
      }
      const failure = await this.runConsumers(row);
      await this.finish(client, row, failure);
      if (!failure) {
        // The lag of a scheduled event counts from when it fell due; of a retried one, from when it was written.
        const from = row.attempts === 0 ? row.availableAt : row.createdAt;
        eventLagSeconds.observe({ type: row.type }, (Date.now() - new Date(from).getTime()) / 1000);
        this.delivered.get(row.id)?.();
      }
      return true;
    } catch (error) {
      broken = error as Error;
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /** Runs every consumer not yet done; the first failure stops the delivery (the rest run on the retry). */
  private async runConsumers(row: EventRow): Promise<{ consumer: string; error: Error } | null> {
    const event: DomainEventOf<EventName> = {
      id: BigInt(row.id),
      type: row.type,
      payload: row.payload as EventMap[EventName],
      clubId: row.clubId,
      createdAt: new Date(row.createdAt),
    };
    for (const consumer of this.consumers.get(row.type) ?? []) {
      try {
        if (consumer.own) {
          await consumer.own(event);
          continue;
        }
        const handle = consumer.handle as Handler<EventName>;
        await this.prisma.$transaction(
          async (tx) => {
            // The record, and this transaction's commit not waiting for the flush (see deliverNext).
            const fresh = await tx.$executeRaw`
              INSERT INTO "EventConsumption" ("eventId", consumer)
              SELECT ${event.id}::bigint, ${consumer.name}::text
              FROM (SELECT set_config('synchronous_commit', 'off', true)) AS async
              ON CONFLICT DO NOTHING`;
            if (fresh) await handle(event, tx);
          },
          { maxWait: 5_000, timeout: 30_000 },
        );
      } catch (error) {
        eventFailures.inc({ type: row.type, consumer: consumer.name });
        return { consumer: consumer.name, error: error as Error };
      }
    }
    return null;
  }

  private async finish(
    client: PoolClient,
    row: EventRow,
    failure: { consumer: string; error: Error } | null,
  ): Promise<void> {
    const attempts = row.attempts + 1;
    if (!failure) {
      // With its COMMIT, in one round trip (a multi-statement text takes no parameters: both are integers).
      if (!/^\d+$/.test(row.id)) throw new Error(`Unexpected event id ${row.id}`);
      await client.query(
        `UPDATE "DomainEvent" SET status = 'DONE', attempts = ${attempts}, "doneAt" = clock_timestamp()
         WHERE id = ${row.id}; COMMIT`,
      );
      return;
    }
    const dead = attempts >= this.options.maxAttempts;
    const backoff = Math.min(MAX_BACKOFF_MS, this.options.retryBaseMs * 2 ** (attempts - 1));
    await client.query(
      `UPDATE "DomainEvent" SET status = $3::"EventStatus", attempts = $2,
         "availableAt" = clock_timestamp() + make_interval(secs => $4), "failedConsumer" = $5, "lastError" = $6
       WHERE id = $1`,
      [
        row.id,
        attempts,
        dead ? 'DEAD' : 'PENDING',
        backoff / 1000,
        failure.consumer,
        failure.error.message.slice(0, 2000),
      ],
    );
    await client.query('COMMIT');
    const message = `${row.type} #${row.id}: ${failure.consumer} failed (attempt ${attempts}): ${failure.error.message}`;
    if (dead) {
      eventsDeadLettered.inc({ type: row.type });
      deadEventsWaiting.inc();
      this.logger.error(`${message}; dead-lettered`);
    } else {
      this.logger.warn(`${message}; retry in ${backoff} ms`);
    }
  }

  /** LISTEN on a connection of its own, re-opened after a database restart (polling covers the gap). */
  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new Client(poolOptions(this.databaseUrl));
    const retry = () => {
      if (this.listener !== client || this.stopped) return;
      this.listener = null;
      client.end().catch(() => undefined);
      setTimeout(() => void this.listen(), 1_000).unref();
    };
    client.on('error', retry);
    client.on('end', retry);
    client.on('notification', (message) => this.notified(message.payload));
    this.listener = client;
    try {
      await client.connect();
      await client.query('LISTEN domain_events');
    } catch {
      retry();
    }
  }
}

/**
 * `EventsService.emit` for a store that writes its aggregate's events itself (in the transaction it is given),
 * without the service.
 */
export async function emitEvent<N extends EventName>(
  tx: Tx,
  type: N,
  payload: EventMap[N],
  clubId: string | null,
  availableAt: Date | null = null,
): Promise<bigint> {
  const [row] = await tx.$queryRaw<{ id: bigint }[]>`
    INSERT INTO "DomainEvent" (type, payload, "clubId", "availableAt")
    VALUES (${type}, ${JSON.stringify(payload)}::jsonb, ${clubId}::uuid, COALESCE(${availableAt}::timestamptz, now()))
    RETURNING id`;
  return row.id;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
