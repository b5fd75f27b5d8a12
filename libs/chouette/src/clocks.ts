/**
 * A chouette's clocks (board mode with a time control; docs/domain.md "Clocks"): one engine clock per player
 * (libs/engine clock.ts, side 0 of an engine ClockState), so the delay-then-reserve arithmetic is the
 * engine's.
 *
 * - Each player of a game has the delay per decision and a reserve for the game: every game starts with full
 *   reserves for its players (box, partner, members).
 * - A player's clock runs while the table waits for a required decision of theirs (`waitingFor` entries that
 *   name a player and are not optional) during a game; the table's own decisions (the opening roll, starting
 *   a game) and the optional ones (a member's double before the roll, suggestions, a partner call) run no
 *   clock. When several players must decide at once (members answering the box's double, members answering
 *   its resignation), each one's clock runs at once.
 * - A player awaited before and after an action keeps the same period (roll then play is one period, the box
 *   answering several doubles too); a player newly awaited starts a period with a fresh delay.
 * - A player whose time runs out gets the `timeout` action (game.ts); if the table still waits for them (their
 *   roll was made for them and they must now play), they start a fresh period: the delay, reserve 0.
 *
 * Pure: every function takes `now` (the server's epoch milliseconds) and returns new plain data.
 */
import {
  type ClockState,
  type TimeControl,
  clockDeadline,
  clockRemaining,
  creditOutage,
  startClock,
  switchClock,
} from '@gamao/engine';
import type { ChouetteState } from './chouette';
import { gamePlayers } from './game';
import type { PlayerId } from './types';
import { waitingFor } from './waiting-for';

export interface ChouetteClocks {
  /** The game whose reserves these are (refilled when a game starts); null before the first game. */
  readonly game: number | null;
  /** Each player's engine clock (side 0; side 1 unused). */
  readonly players: Readonly<Record<PlayerId, ClockState>>;
}

export interface PlayerClock {
  readonly player: PlayerId;
  /** What is left of the delay of the running period (the full delay when not running). */
  readonly delayMs: number;
  readonly reserveMs: number;
  readonly running: boolean;
  /** When this player's time runs out (null when not running). */
  readonly deadline: number | null;
}

/** No game yet: no clocks. */
export const newChouetteClocks = (): ChouetteClocks => ({ game: null, players: {} });

/** The players whose clock runs in this state: required decisions of named players during a board game. */
export function clockedPlayers(s: ChouetteState): PlayerId[] {
  if (s.phase !== 'playing' || !s.game || s.game.mode !== 'board') return [];
  const out: PlayerId[] = [];
  for (const w of waitingFor(s)) {
    if (w.player !== null && !w.optional && !out.includes(w.player)) out.push(w.player);
  }
  return out;
}

/**
 * The clocks after an action led to `after` at `now`: a new game refills every reserve; then each player
 * awaited in `after` runs (the same period if they already ran, unless listed in `restart`), every other
 * running clock stops and is charged.
 */
export function advanceChouetteClocks(
  tc: TimeControl,
  clocks: ChouetteClocks,
  after: ChouetteState,
  now: number,
  restart: readonly PlayerId[] = [],
): ChouetteClocks {
  let game = clocks.game;
  let players: Record<PlayerId, ClockState> = { ...clocks.players };
  const g = after.game;
  if (g && g.index !== clocks.game) {
    game = g.index;
    players = Object.fromEntries(gamePlayers(g).map((p) => [p, startClock(tc)]));
  }
  const running = clockedPlayers(after);
  for (const [p, c] of Object.entries(players)) {
    if (!running.includes(p) && c.running !== null) players[p] = switchClock(tc, c, null, now);
  }
  for (const p of running) {
    players[p] = switchClock(tc, players[p] ?? startClock(tc), 0, now, { restart: restart.includes(p) });
  }
  return { game, players };
}

/** The earliest deadline among the running clocks, with its player; null when no clock runs. */
export function nextChouetteDeadline(
  tc: TimeControl,
  clocks: ChouetteClocks,
): { player: PlayerId; at: number } | null {
  let best: { player: PlayerId; at: number } | null = null;
  for (const [player, c] of Object.entries(clocks.players)) {
    const at = clockDeadline(tc, c);
    if (at !== null && (best === null || at < best.at)) best = { player, at };
  }
  return best;
}

/** The players whose time is up at `now` (strictly after their deadline), earliest first. */
export function expiredPlayers(tc: TimeControl, clocks: ChouetteClocks, now: number): PlayerId[] {
  return Object.entries(clocks.players)
    .map(([player, c]) => ({ player, at: clockDeadline(tc, c) }))
    .filter((x): x is { player: PlayerId; at: number } => x.at !== null && now > x.at)
    .sort((a, b) => a.at - b.at)
    .map((x) => x.player);
}

/** Each player's time left at `now`, in the order of the clocks. */
export function chouetteClockView(tc: TimeControl, clocks: ChouetteClocks, now: number): PlayerClock[] {
  return Object.entries(clocks.players).map(([player, c]) => {
    const left = clockRemaining(tc, c, now).sides[0];
    return {
      player,
      delayMs: Math.round(left.delayMs),
      reserveMs: Math.round(left.reserveMs),
      running: c.running !== null,
      deadline: clockDeadline(tc, c),
    };
  });
}

/** Gives every running clock back the time of a server outage [fromMs, toMs] (engine creditOutage). */
export function creditChouetteOutage(clocks: ChouetteClocks, fromMs: number, toMs: number): ChouetteClocks {
  const players = Object.fromEntries(
    Object.entries(clocks.players).map(([p, c]) => [p, creditOutage(c, fromMs, toMs)]),
  );
  return { ...clocks, players };
}
