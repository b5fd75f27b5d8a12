import { badInput, DomainError } from './errors/domain-error';
import type { EventBus } from './event-bus';
import { EventQueue } from './event-queue';

/** The refusal of a stale or repeated submission: the log is at `current`, not where the client thought. */
export function staleSequence(current: number): DomainError {
  return new DomainError('STALE_SEQUENCE', `The log is at sequence ${current}`, { currentSeq: current });
}

/**
 * The sequence guard of an append (docs/architecture.md, "The live-log pattern"): `expectedSeq`, the last
 * sequence number the client saw, must be a sequence number (else BAD_USER_INPUT) and still the log's last,
 * `current` (else STALE_SEQUENCE, which tells the client the current one). The append checks it again
 * atomically (a conditional update and the unique (log, seq) key): when that refuses, throw
 * `staleSequence(expectedSeq)`.
 */
export function checkExpectedSeq(expectedSeq: number, current: number): void {
  if (!Number.isSafeInteger(expectedSeq) || expectedSeq < 0)
    throw badInput('expectedSeq is the last sequence number you saw', 'expectedSeq');
  if (expectedSeq !== current) throw staleSequence(current);
}

/** One event of a sequenced log (a match's or a chouette table's); `entry` null is a status-only notice. */
export interface LogEvent {
  readonly seq: number;
  readonly entry: unknown;
}

/**
 * The resumable feed of a live log (docs/architecture.md, "The live-log pattern"): first what the subscriber
 * missed after `after` (read from the log), then what happens, each sequence number exactly once and in
 * order. A gap in what the bus delivers is filled from the log, and so is everything published while Redis
 * was down, as soon as it is back. Notices without an entry pass through as they come.
 */
export async function resumableFeed<E extends LogEvent>(options: {
  readonly bus: EventBus;
  readonly topic: string;
  readonly after: number;
  /** The log's events with after < seq < before. */
  readonly readBetween: (after: number, before: number) => Promise<E[]>;
  /** The payload as it arrives from the bus (through Redis, dates come as text). */
  readonly revive: (payload: unknown) => E;
}): Promise<AsyncIterableIterator<E>> {
  const { bus, topic, readBetween, revive } = options;
  let last = Math.max(0, options.after);
  let chain: Promise<void> = Promise.resolve();
  let unsubscribe: () => void = () => undefined;
  const queue = new EventQueue<E>(() => unsubscribe());
  const catchUp = async (before: number) => {
    for (const missed of await readBetween(last, before)) {
      if (missed.seq <= last) continue;
      queue.push(missed);
      last = missed.seq;
    }
  };
  const deliver = async (event: E) => {
    if (!event.entry) return queue.push(event);
    if (event.seq <= last) return;
    if (event.seq > last + 1) await catchUp(event.seq);
    queue.push(event);
    last = event.seq;
  };
  const run = (step: () => Promise<void>) => {
    chain = chain.then(step).catch(async () => {
      await queue.return();
    });
  };
  const buffered: E[] = [];
  let live = false;
  unsubscribe = await bus.subscribe(
    topic,
    (payload) => {
      const event = revive(payload);
      if (live) run(() => deliver(event));
      else buffered.push(event);
    },
    () => run(() => catchUp(Number.MAX_SAFE_INTEGER)),
  );
  run(() => catchUp(Number.MAX_SAFE_INTEGER));
  for (const event of buffered) run(() => deliver(event));
  live = true;
  return queue;
}
