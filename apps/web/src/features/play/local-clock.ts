/**
 * The optional clock of a local game, kept by the browser with the engine's pure clock (the same rules as
 * the server's: a delay each turn, then the reserve). It runs for the person to act: in a game against the
 * computer the computer's turns stop it; during the opening roll and once the match is over nothing runs.
 * A person whose time runs out loses the match (the engine's `timeout` action).
 */
import {
  type ClockState,
  type Side,
  type TimeControl,
  type TimeControlPreset,
  clockExpired,
  clockRemaining,
  resolveTimeControl,
  startClock,
  switchClock,
} from '@gamao/engine';
import type { MatchClockData } from '@/features/clocks/clock-display';

export type LocalClockChoice = 'off' | TimeControlPreset;
export const CLOCK_CHOICES: readonly LocalClockChoice[] = ['off', 'blitz', 'standard', 'slow'];

export interface LocalClock {
  readonly tc: TimeControl;
  readonly state: ClockState;
}

/** The clock a new match starts with: the preset for its length (0: money play), or none. */
export function newLocalClock(choice: LocalClockChoice, length: number): LocalClock | null {
  if (choice === 'off') return null;
  const tc = resolveTimeControl({ preset: choice }, length);
  return tc.ok ? { tc: tc.value, state: startClock(tc.value) } : null;
}

/** The clock moves to `side` at `now` (null stops it), charging the side that had it. */
export function moveClock(clock: LocalClock, side: Side | null, now: number): LocalClock {
  const state = switchClock(clock.tc, clock.state, side, now);
  return state === clock.state ? clock : { ...clock, state };
}

/** The side whose time has run out at `now`, or null. */
export function expiredSide(clock: LocalClock, now: number): Side | null {
  return clock.state.running !== null && clockExpired(clock.tc, clock.state, now)
    ? clock.state.running
    : null;
}

/**
 * The clock as the board's clock faces read it (features/clocks): time left as of the start of the running
 * period, from which the faces count down by the browser's own clock (no offset: it is the same clock).
 */
export function clockFaces(clock: LocalClock): MatchClockData {
  const at = clock.state.startedAt ?? 0;
  const left = clockRemaining(clock.tc, clock.state, at);
  return {
    running: clock.state.running,
    paused: left.paused,
    serverNow: new Date(at).toISOString(),
    sides: left.sides.map((s, side) => ({ side, delayMs: s.delayMs, reserveMs: s.reserveMs })),
  };
}

/** Whether a stored value is a clock this module made (a reload restores it). */
export function isLocalClock(x: unknown): x is LocalClock {
  if (typeof x !== 'object' || x === null) return false;
  const c = x as LocalClock;
  return (
    typeof c.tc === 'object' &&
    c.tc !== null &&
    Number.isFinite(c.tc.delayMs) &&
    Number.isFinite(c.tc.reserveMs) &&
    typeof c.state === 'object' &&
    c.state !== null &&
    Array.isArray(c.state.reserveMs) &&
    c.state.reserveMs.length === 2 &&
    c.state.reserveMs.every((n) => Number.isFinite(n)) &&
    (c.state.running === null || c.state.running === 0 || c.state.running === 1)
  );
}
