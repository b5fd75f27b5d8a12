import { type ChouetteState, waitingFor } from '@gamao/chouette';

/**
 * Whom a chouette table newly waits for after an action, and whom it no longer waits for (the notifications'
 * "your turn" and "a table waiting for you"): required decisions of named players only (not an optional
 * double or suggestion, not the table's own roll, not a seat anyone may take). Null when nothing changed.
 */
export function waitingChange(
  before: ChouetteState,
  after: ChouetteState,
): { players: string[]; released: string[]; inGame: boolean } | null {
  const was = waitedFor(before);
  const now = waitedFor(after);
  const players = [...now].filter((p) => !was.has(p));
  const released = [...was].filter((p) => !now.has(p));
  if (!players.length && !released.length) return null;
  return { players, released, inGame: after.phase === 'playing' };
}

function waitedFor(state: ChouetteState): Set<string> {
  return new Set(
    waitingFor(state)
      .filter((w) => w.player !== null && !w.optional && w.decision !== 'join')
      .map((w) => w.player as string),
  );
}
