import type { StoredMatch } from './match.store';

/** How long a match read from the database serves again (the players' names, which no action changes). */
const MAX_AGE_MS = 30_000;
const MAX_MATCHES = 5_000;

/**
 * The matches without a clock as this instance's last append to them left them, so that the next action of the
 * same match is judged without reading it again (one round trip to PostgreSQL per action, the append). What
 * keeps a kept match true is the log's sequence: a (match, sequence number) pair names one state for ever (the
 * log only grows; the client seeds are fixed from the first roll on), and the append refuses when the match
 * moved on or changed otherwise (another instance's append, a director's result or cancellation); the action
 * is then judged again on the stored match, as it would have been without this. A match with a clock is always
 * read: its clocks change without an action (a director's pause, an outage's credit) and are judged before it.
 */
export class RecentMatches {
  private readonly matches = new Map<string, { match: StoredMatch; readAt: number }>();

  /** The kept match when the client saw its last action (`seq`), else null. */
  at(matchId: string, seq: number, now = Date.now()): StoredMatch | null {
    const kept = this.matches.get(matchId);
    if (!kept || kept.match.lastSeq !== seq || now - kept.readAt > MAX_AGE_MS) return null;
    return kept.match;
  }

  /** Keeps `match` after an append; `readAt` is when the match it was built on was read from the database. */
  keep(match: StoredMatch, readAt: number): void {
    this.matches.delete(match.id);
    if (match.status !== 'ACTIVE' || match.timeControl || match.lastSeq < 1) return;
    if (this.matches.size >= MAX_MATCHES) {
      const oldest = this.matches.keys().next().value;
      if (oldest !== undefined) this.matches.delete(oldest);
    }
    this.matches.set(match.id, { match, readAt });
  }

  /** When it was read (Infinity: it was not kept). */
  readAt(matchId: string): number {
    return this.matches.get(matchId)?.readAt ?? Infinity;
  }

  forget(matchId: string): void {
    this.matches.delete(matchId);
  }
}
