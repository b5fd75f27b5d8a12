/**
 * The home dashboard's correspondence matches as plain functions (features/correspondence): whose move it is,
 * the opponent, and the time left until the move's deadline in the clocks' words ("1 d 23 h"). The dashboard
 * lists a correspondence match only here (the API leaves it out of "your turn" and the challenges), so a
 * challenge to the viewer says so here, to be answered.
 */
import { spanText } from '@/features/clocks/spans';

export interface CorrespondenceMatchData {
  readonly id: string;
  readonly status: string;
  readonly viewerSide?: number | null;
  readonly players: readonly { side: number; user: { displayName: string } }[];
  readonly timeControl?: { daysPerMove?: number | null } | null;
  readonly clock?: { running?: number | null; deadline?: string | null } | null;
}

export interface CorrespondenceLine {
  readonly id: string;
  readonly opponent: string;
  readonly daysPerMove: number;
  /**
   * 'mine': the viewer's move; 'theirs': the opponent's; 'answer': a challenge to the viewer (the challenged
   * side, 1) waiting for their answer; 'offered': the viewer's challenge, not yet accepted.
   */
  readonly turn: 'mine' | 'theirs' | 'answer' | 'offered';
  /** Time left of the running move ("1 d 23 h"), or null when no move's clock runs. */
  readonly left: string | null;
}

/** One match of the list at `now` (the page's time, epoch milliseconds). */
export function correspondenceLine(m: CorrespondenceMatchData, now: number): CorrespondenceLine {
  const me = m.viewerSide ?? null;
  const opponent = m.players.find((p) => p.side !== me)?.user.displayName ?? '—';
  const running = m.clock?.running ?? null;
  const deadline = m.clock?.deadline ? Date.parse(m.clock.deadline) : NaN;
  const turn =
    m.status !== 'ACTIVE'
      ? me === 1
        ? 'answer'
        : 'offered'
      : running !== null && running === me
        ? 'mine'
        : 'theirs';
  return {
    id: m.id,
    opponent,
    daysPerMove: m.timeControl?.daysPerMove ?? 0,
    turn,
    left: running === null || Number.isNaN(deadline) ? null : spanText(Math.max(0, deadline - now), 2),
  };
}
