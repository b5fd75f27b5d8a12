import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { currentGame, otherSide, sideToAct } from '@gamao/engine';
import { SqlService } from '../core/database/sql.service';
import { MatchAppender } from './match-appender';
import { type ForfeitClaim, type PlayerPresence, PresenceStatus } from './match.model';
import { loadMatch, type StoredMatch } from './match.store';
import { lastActionAt, presenceOf, touchPresence } from './match-clock.store';

/** A player with no socket on the match for this long is away; for GONE_MS, gone. */
export const AWAY_MS = Number(process.env.PRESENCE_AWAY_MS ?? 30_000);
export const GONE_MS = Number(process.env.PRESENCE_GONE_MS ?? 5 * 60_000);
/** How often an open socket refreshes its player's last-seen time (well under AWAY_MS). */
const REFRESH_MS = Math.max(250, Math.min(10_000, Math.floor(AWAY_MS / 3)));

/** The presence of a player last seen at `lastSeenAt` (null: never), at `now`. */
export function presenceStatus(lastSeenAt: Date | null, now: number): PresenceStatus {
  if (!lastSeenAt) return PresenceStatus.GONE;
  const age = now - lastSeenAt.getTime();
  if (age < AWAY_MS) return PresenceStatus.CONNECTED;
  return age < GONE_MS ? PresenceStatus.AWAY : PresenceStatus.GONE;
}

/**
 * Who is at the board (docs/domain.md, "Clocks"): a player's socket on their match (the live subscription)
 * keeps their last-seen time fresh in PostgreSQL, so every instance sees the same presence. A player is
 * connected, away (no socket for 30 s) or gone (none for 5 min). Changes are announced on the match's live
 * feed; the abandonment claim of a match without a clock is decided from the same times.
 */
@Injectable()
export class PresenceService implements OnModuleInit, OnModuleDestroy {
  /** This instance's open player sockets, by "matchId userId". */
  private readonly open = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private refresher: NodeJS.Timeout | null = null;

  constructor(
    private readonly sql: SqlService,
    private readonly appender: MatchAppender,
  ) {}

  onModuleInit(): void {
    this.refresher = setInterval(() => void this.refresh(), REFRESH_MS);
    this.refresher.unref();
  }

  onModuleDestroy(): void {
    if (this.refresher) clearInterval(this.refresher);
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** A player opened a socket on their match; the returned function closes it. */
  async track(match: StoredMatch, userId: string): Promise<() => void> {
    const key = `${match.id} ${userId}`;
    const count = (this.open.get(key) ?? 0) + 1;
    this.open.set(key, count);
    await this.seen([key]);
    if (count === 1) await this.announce(match);
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) return void this.open.set(key, left);
      this.open.delete(key);
      // The last-seen time is now; the opponent's board hears it now and when it turns away, then gone.
      void this.seen([key]).then(() => this.announce(match));
      for (const after of [AWAY_MS, GONE_MS]) {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          void this.announce(match);
        }, after + 50);
        timer.unref();
        this.timers.add(timer);
      }
    };
  }

  /** Each player's presence on the match at `now`. */
  async presence(match: StoredMatch, now: number): Promise<PlayerPresence[]> {
    const seen = await presenceOf(this.sql, match.id);
    return match.participants
      .map((p) => {
        const lastSeenAt = seen.get(p.userId) ?? null;
        return { side: p.side, status: presenceStatus(lastSeenAt, now), lastSeenAt };
      })
      .sort((a, b) => a.side - b.side);
  }

  /**
   * The abandonment claim open on a match, or null: in a match without a clock, when the player to act has
   * no socket on it, the opponent may claim it once the match's abandonment limit has passed since that
   * player was last seen (or since the decision became theirs, if later); in a tournament match not started
   * by its deadline, a player may claim it while the opponent is not there (`viewerSide` says who claims).
   */
  async forfeitClaim(
    match: StoredMatch,
    now: number,
    viewerSide?: number | null,
  ): Promise<ForfeitClaim | null> {
    const players = await this.presence(match, now);
    const absent = (side: number) =>
      players.find((p) => p.side === side)?.status !== PresenceStatus.CONNECTED;
    if (match.status === 'CHALLENGED') {
      if (!match.startBy || viewerSide === null || viewerSide === undefined) return null;
      const against = otherSide(viewerSide as 0 | 1);
      if (!absent(against)) return null;
      return {
        againstSide: against,
        claimableAt: match.startBy,
        canClaimNow: now >= match.startBy.getTime(),
      };
    }
    if (match.status !== 'ACTIVE' || match.timeControl || !match.state) return null;
    const toAct = currentGame(match.state).phase === 'opening' ? null : sideToAct(match.state);
    if (toAct === null || !absent(toAct)) return null;
    const lastSeen = players.find((p) => p.side === toAct)?.lastSeenAt?.getTime() ?? 0;
    const turnSince = (await lastActionAt(this.sql, match.id)) ?? match.startedAt ?? match.createdAt;
    const since = Math.max(lastSeen, turnSince.getTime());
    const claimableAt = new Date(since + (match.abandonMinutes ?? 24 * 60) * 60_000);
    return { againstSide: toAct, claimableAt, canClaimNow: now >= claimableAt.getTime() };
  }

  private async announce(stale: StoredMatch): Promise<void> {
    try {
      const match = (await loadMatch(this.sql, stale.id)) ?? stale;
      await this.appender.publish({
        matchId: match.id,
        seq: match.lastSeq,
        entry: null,
        status: match.status,
        presence: await this.presence(match, Date.now()),
      });
    } catch {
      // Presence is news, not state: a lost announcement is corrected by the next read.
    }
  }

  private async refresh(): Promise<void> {
    if (this.open.size) await this.seen([...this.open.keys()]);
  }

  private async seen(keys: readonly string[]): Promise<void> {
    try {
      await touchPresence(
        this.sql,
        keys.map((key) => key.split(' ') as [string, string]),
      );
    } catch {
      // The database is away: the next refresh writes it.
    }
  }
}
