/**
 * A chouette table's clocks as the board shows them (docs/domain.md "Chouette clocks"): the API sends each
 * player's clock; the table shows those of the players it waits for, each with the match board's clock face
 * (features/clocks), which reads one side: here the player is side 0. Pure, tested without a browser.
 */
import type { MatchClockData } from '@/features/clocks/clock-display';
import type { ChouetteView } from './view';

export type ChouetteClock = ChouetteView['clocks'][number];

/** One player's clock as the match board's clock reads it: the player on side 0, running or not. */
export const asMatchClock = (c: ChouetteClock): MatchClockData => ({
  running: c.running ? 0 : null,
  paused: false,
  serverNow: String(c.serverNow),
  deadline: c.deadline ? String(c.deadline) : null,
  sides: [{ side: 0, delayMs: c.delayMs, reserveMs: c.reserveMs }],
});

/** The clocks of the players the table waits for (none without a time control). */
export const runningClocks = (view: Pick<ChouetteView, 'clocks'>): ChouetteClock[] =>
  (view.clocks ?? []).filter((c) => c.running);
