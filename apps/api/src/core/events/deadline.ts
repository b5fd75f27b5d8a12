import type { GraphQLError } from 'graphql';

/** A deadline job that arrives this early waits for its deadline rather than for another job. */
const EARLY_MS = 2_000;

/**
 * The clocks' deadline jobs (a match's `clock.due`, a chouette table's `chouetteClock.due`): waits until the
 * deadline of `first` has passed, reading the state again after the wait. A move at the deadline's own
 * millisecond is in time, so the job acts strictly after it. Null when the job has nothing to do: `reload`
 * found the log moved on (null), the deadline is gone, or it moved later than EARLY_MS (the clocks changed:
 * added time, a resume, an outage's credit), and a job of its own is queued for it.
 */
export async function atDeadline<T>(
  first: T,
  deadlineOf: (state: T) => number | null,
  reload: () => Promise<T | null>,
): Promise<T | null> {
  let state = first;
  let deadline = deadlineOf(state);
  while (deadline !== null && Date.now() <= deadline) {
    if (deadline - Date.now() > EARLY_MS) return null;
    await new Promise((resolve) => setTimeout(resolve, deadline! - Date.now() + 1));
    const fresh = await reload();
    if (fresh === null) return null;
    state = fresh;
    deadline = deadlineOf(state);
  }
  return deadline === null ? null : state;
}

/**
 * A server action of a clock (a timeout, an automatic roll) that found the log moved on: a player's action came
 * first, under the same sequence guard, so there is nothing to do. Any other failure is the job's (retried).
 */
export function unlessMovedOn(error: unknown): void {
  const code = (error as GraphQLError).extensions?.code;
  if (code === 'STALE_SEQUENCE' || code === 'MATCH_OVER') return;
  throw error;
}
