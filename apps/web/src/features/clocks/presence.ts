/**
 * A player's presence as the board shows it beside the name: connected, away (no connection for 30 s) or
 * gone (for 5 min), with how long ago the server last saw them. Pure; the words are in the clocks messages.
 */
import { spanText } from './spans';

export interface PresenceData {
  readonly side: number;
  readonly status: 'CONNECTED' | 'AWAY' | 'GONE';
  readonly lastSeenAt?: string | null;
}

export interface PresenceLine {
  readonly status: 'connected' | 'away' | 'gone';
  /** How long since the server last saw them ("2 min"), or null when connected or unknown. */
  readonly since: string | null;
}

/** The presence line of `side`, or null when the server sent none for it. */
export function presenceLine(
  presence: readonly PresenceData[] | null | undefined,
  side: number,
  now: number,
): PresenceLine | null {
  const p = presence?.find((x) => x.side === side);
  if (!p) return null;
  if (p.status === 'CONNECTED') return { status: 'connected', since: null };
  const seen = p.lastSeenAt ? Date.parse(p.lastSeenAt) : Number.NaN;
  return {
    status: p.status === 'AWAY' ? 'away' : 'gone',
    since: Number.isNaN(seen) ? null : spanText(now - seen),
  };
}
