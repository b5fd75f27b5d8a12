import type { ExecutionResult, GraphQLError } from 'graphql';
import { DomainError } from './errors/domain-error';
import type { EventBus } from './event-bus';
import type { Viewer } from './context';

/**
 * Notices on the event bus (core/event-bus.ts) that end live subscriptions on every instance:
 * - SESSION_REVOKED_TOPIC `{ sessionIds }`: sessions were signed out or revoked (sign-out, "sign out
 *   everywhere", a changed or reset password), published by AuthService after the revocation commits. Every
 *   subscription opened with one of those sessions ends at once with UNAUTHENTICATED (AuthService also drops
 *   them from its session cache on it).
 * - ACCESS_CHANGED_TOPIC `{ userId }`: what a user may see changed (removed from a club, left it, a role
 *   changed). Publish after the change commits; that user's subscriptions check their access again now.
 * A lost notice (Redis down) costs time, not access: every subscription checks again every recheck period.
 */
export const SESSION_REVOKED_TOPIC = 'session:revoked';
export const ACCESS_CHANGED_TOPIC = 'access:changed';

export interface SessionRevoked {
  readonly sessionIds: readonly string[];
}
export interface AccessChanged {
  readonly userId: string;
}

/** Codes that mean "not for you (any more)"; other failures of a check (a database blip) keep the feed. */
const REFUSALS = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'NOT_A_MEMBER']);

/**
 * A live subscription's feed that can be ended from outside: its last result is the refusal, then it
 * completes. While it waits for the next event, ending it wins the race.
 */
class EndableFeed implements AsyncIterableIterator<ExecutionResult> {
  private final: ExecutionResult | null = null;
  private finished = false;
  private stop!: () => void;
  private readonly stopped = new Promise<null>((resolve) => (this.stop = () => resolve(null)));

  constructor(
    private readonly inner: AsyncIterator<ExecutionResult>,
    private readonly onClose: () => void,
  ) {}

  end(error: GraphQLError): void {
    if (this.finished || this.final) return;
    this.final = { errors: [error] };
    this.stop();
  }

  async next(): Promise<IteratorResult<ExecutionResult>> {
    if (this.finished) return { value: undefined, done: true };
    if (!this.final) {
      const result = await Promise.race([this.inner.next(), this.stopped]);
      if (result && !this.final) {
        if (result.done) await this.close();
        return result;
      }
    }
    const final = this.final as ExecutionResult;
    await this.close();
    return { value: final, done: false };
  }

  async return(): Promise<IteratorResult<ExecutionResult>> {
    await this.close();
    return { value: undefined, done: true };
  }

  async throw(error?: unknown): Promise<IteratorResult<ExecutionResult>> {
    await this.close();
    throw error;
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<ExecutionResult> {
    return this;
  }

  private async close(): Promise<void> {
    if (this.finished) return;
    this.finished = true;
    this.onClose();
    await this.inner.return?.();
  }
}

interface Watched {
  readonly viewer: Viewer | null;
  readonly feed: EndableFeed;
  /** Runs the subscription's authorisation again with a fresh context: the refusal, or null. */
  readonly recheck: () => Promise<GraphQLError | null>;
  checking: boolean;
}

/**
 * Keeps every live subscription of this instance within its viewer's rights: it ends when its session is
 * revoked (SESSION_REVOKED_TOPIC), and when a fresh run of its own authorisation refuses, which happens on
 * ACCESS_CHANGED_TOPIC for its viewer and every `recheckMs` anyway.
 */
export class LiveAccess {
  private readonly watched = new Set<Watched>();
  private readonly unsubscribes: (() => void)[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly bus: EventBus,
    private readonly recheckMs: number,
  ) {}

  async start(): Promise<void> {
    this.unsubscribes.push(
      await this.bus.subscribe(SESSION_REVOKED_TOPIC, (payload) => {
        const revoked = new Set((payload as Partial<SessionRevoked>).sessionIds ?? []);
        for (const w of this.watched)
          if (w.viewer && revoked.has(w.viewer.sessionId))
            w.feed.end(new DomainError('UNAUTHENTICATED', 'Your session has ended'));
      }),
      await this.bus.subscribe(ACCESS_CHANGED_TOPIC, (payload) => {
        const { userId } = payload as AccessChanged;
        for (const w of this.watched) if (w.viewer?.id === userId) void this.check(w);
      }),
    );
    this.timer = setInterval(() => {
      for (const w of this.watched) void this.check(w);
    }, this.recheckMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
  }

  /** The feed to hand to the transport instead of `feed`. */
  watch(
    feed: AsyncIterator<ExecutionResult>,
    viewer: Viewer | null,
    recheck: () => Promise<GraphQLError | null>,
  ): AsyncIterableIterator<ExecutionResult> {
    const entry: Watched = {
      viewer,
      recheck,
      checking: false,
      feed: new EndableFeed(feed, () => this.watched.delete(entry)),
    };
    this.watched.add(entry);
    return entry.feed;
  }

  private async check(w: Watched): Promise<void> {
    if (w.checking) return;
    w.checking = true;
    try {
      const refusal = await w.recheck().catch(() => null);
      const code = refusal?.extensions?.code;
      if (refusal && typeof code === 'string' && REFUSALS.has(code)) w.feed.end(refusal);
    } finally {
      w.checking = false;
    }
  }
}
