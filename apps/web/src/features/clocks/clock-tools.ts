/**
 * What the clock tools of a tournament's director list: each online match of the tournament that is being
 * played with a clock (to pause, resume or add time) and each that ended on time (to annul it). Pure.
 */
import type { MatchClockData } from './clock-display';

interface ClubMatch {
  readonly id: string;
  readonly status: string;
  readonly resultSource?: string | null;
  readonly clock?: MatchClockData | null;
  readonly players: readonly { readonly side: number; readonly user: { readonly displayName: string } }[];
}

interface DrawMatch {
  readonly slot: string;
  readonly matchId?: string | null;
}

export interface ClockToolRow {
  readonly matchId: string;
  readonly slot: string;
  readonly names: readonly [string, string];
  /** running / paused: a match being played with a clock; timedOut: finished on time. */
  readonly state: 'running' | 'paused' | 'timedOut';
  readonly clock: MatchClockData | null;
}

export function clockToolRows(draw: readonly DrawMatch[], clubMatches: readonly ClubMatch[]): ClockToolRow[] {
  const byId = new Map(clubMatches.map((m) => [m.id, m]));
  const rows: ClockToolRow[] = [];
  for (const d of draw) {
    const m = d.matchId ? byId.get(d.matchId) : undefined;
    if (!m) continue;
    const name = (side: number) => m.players.find((p) => p.side === side)?.user.displayName ?? '—';
    const base = { matchId: m.id, slot: d.slot, names: [name(0), name(1)] as const, clock: m.clock ?? null };
    if (m.status === 'ACTIVE' && m.clock)
      rows.push({ ...base, state: m.clock.paused ? 'paused' : 'running' });
    else if (m.status === 'FINISHED' && m.resultSource === 'TIMEOUT')
      rows.push({ ...base, state: 'timedOut' });
  }
  return rows;
}
