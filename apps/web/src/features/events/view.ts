/**
 * The directors' view of a club's dead-lettered events: each event's type in plain words (a message key),
 * who failed and why, and its payload readable. Plain functions, tested without a browser.
 */

/** The event types of the API's event map (apps/api/src/core/events/event-map.ts), as message keys. */
const TYPE_KEYS = {
  'match.finished': 'matchFinished',
  'tournament.resultChanged': 'resultChanged',
  'chouette.gameEnded': 'chouetteGameEnded',
  'ratings.recomputed': 'ratingsRecomputed',
} as const;

/** The message key of an event type under `clubEvents.type`; `other` for a type this site does not know yet. */
export type EventTypeKey = (typeof TYPE_KEYS)[keyof typeof TYPE_KEYS] | 'other';

export function eventTypeKey(type: string): EventTypeKey {
  return Object.hasOwn(TYPE_KEYS, type) ? TYPE_KEYS[type as keyof typeof TYPE_KEYS] : 'other';
}

/** A dead event as the API sends it (DomainEventView). */
export interface DeadEvent {
  readonly id: string;
  readonly type: string;
  readonly payload: string;
  readonly attempts: number;
  readonly failedConsumer?: string | null;
  readonly lastError?: string | null;
  readonly createdAt: string;
}

export interface DeadEventRow {
  readonly id: string;
  readonly typeKey: EventTypeKey;
  /** The stored type, e.g. "match.finished": shown beside the plain words, for a bug report. */
  readonly type: string;
  readonly createdAt: Date;
  readonly attempts: number;
  /** The consumer that failed last and its error, or null when the API did not record one. */
  readonly consumer: string | null;
  readonly error: string | null;
  /** The payload indented, one field a line (the API's text as it is when it is not JSON). */
  readonly payload: string;
}

/** The payload's JSON text, indented for reading; anything that is not JSON is shown as it came. */
export function readablePayload(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const orNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** The rows of the page, in the API's order (newest first). */
export function deadEventRows(events: readonly DeadEvent[]): DeadEventRow[] {
  return events.map((event) => ({
    id: event.id,
    typeKey: eventTypeKey(event.type),
    type: event.type,
    createdAt: new Date(event.createdAt),
    attempts: event.attempts,
    consumer: orNull(event.failedConsumer),
    error: orNull(event.lastError),
    payload: readablePayload(event.payload),
  }));
}
