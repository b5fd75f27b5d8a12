/**
 * A match's clocks as the board shows them between two answers of the server. The server sends each side's
 * delay and reserve as of its own `serverNow`; the browser keeps an estimate of the server's clock (the offset
 * to its own) and counts down from that moment. Pure, so the arithmetic is tested without a browser; the
 * ticking is match-clocks.tsx. The server decides every timeout: this only shows what it will decide.
 */

export interface ClockSideData {
  readonly side: number;
  readonly delayMs: number;
  readonly reserveMs: number;
}

/** The API's MatchClock: time left per side as of serverNow; `running` is the side on the clock. */
export interface MatchClockData {
  readonly running?: number | null;
  readonly paused: boolean;
  readonly serverNow: string;
  readonly deadline?: string | null;
  readonly sides: readonly ClockSideData[];
}

/** A clock the board received, with the offset of the server's clock to the browser's at that moment. */
export interface ClockSample {
  readonly clock: MatchClockData;
  /** Server time minus local time (ms): server time ≈ Date.now() + offsetMs. */
  readonly offsetMs: number;
}

/**
 * The offset of the server's clock to the browser's: the server wrote `serverNow` about half a round trip
 * before the answer arrived at `receivedAt` (local epoch ms). A live event has no round trip of its own: pass
 * the last one measured, or 0.
 */
export function serverOffset(serverNow: string, receivedAt: number, rttMs: number): number {
  const server = Date.parse(serverNow);
  if (Number.isNaN(server)) return 0;
  return server - (receivedAt - Math.max(0, rttMs) / 2);
}

export interface SideClock {
  /** What is left of this turn's delay (the whole delay for the side not on the clock). */
  readonly delayMs: number;
  readonly reserveMs: number;
  /** This side's clock is running now (not paused). */
  readonly running: boolean;
}

export interface ClockDisplay {
  readonly paused: boolean;
  /** The side on the clock (also while paused), or null. */
  readonly running: 0 | 1 | null;
  readonly sides: readonly [SideClock, SideClock];
  /** The running side's time is up (delay and reserve spent): the server is about to record the timeout. */
  readonly expired: boolean;
}

const asSide = (n: number | null | undefined): 0 | 1 | null => (n === 0 || n === 1 ? n : null);

/**
 * The clocks at local time `localNow`: the running side first spends its delay, then its reserve, from the
 * moment the server wrote `serverNow` (server time = localNow + offsetMs). A paused clock, and the side not
 * on the clock, show what the server sent.
 */
export function clockDisplay(clock: MatchClockData, localNow: number, offsetMs: number): ClockDisplay {
  const running = asSide(clock.running);
  const serverNow = Date.parse(clock.serverNow);
  const elapsed =
    running === null || clock.paused || Number.isNaN(serverNow)
      ? 0
      : Math.max(0, localNow + offsetMs - serverNow);
  const sideOf = (side: 0 | 1): SideClock => {
    const sent = clock.sides.find((s) => s.side === side) ?? { side, delayMs: 0, reserveMs: 0 };
    if (side !== running) return { delayMs: sent.delayMs, reserveMs: sent.reserveMs, running: false };
    return {
      delayMs: Math.max(0, sent.delayMs - elapsed),
      reserveMs: Math.max(0, sent.reserveMs - Math.max(0, elapsed - sent.delayMs)),
      running: !clock.paused,
    };
  };
  const sides: [SideClock, SideClock] = [sideOf(0), sideOf(1)];
  const expired =
    running !== null && !clock.paused && sides[running].delayMs === 0 && sides[running].reserveMs === 0;
  return { paused: clock.paused, running, sides, expired };
}

/** A reserve as a clock face: m:ss (h:mm:ss from an hour), rounded up so 0:00 means the time is up. */
export function clockFace(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The delay left, in whole seconds rounded up (the badge before the reserve starts to run). */
export const delaySeconds = (ms: number): number => Math.ceil(Math.max(0, ms) / 1000);

/** How short a reserve is: under a minute is low, under ten seconds critical. */
export type TimeLevel = 'ok' | 'low' | 'critical';

export function timeLevel(reserveMs: number): TimeLevel {
  if (reserveMs < 10_000) return 'critical';
  if (reserveMs < 60_000) return 'low';
  return 'ok';
}

const RANK: Record<TimeLevel, number> = { ok: 0, low: 1, critical: 2 };

/**
 * The warning to announce when a reserve's level changes from `before` to `after`: the new level when it got
 * worse (once per crossing), else null (time added by a director lifts it without a word).
 */
export function crossedLevel(before: TimeLevel, after: TimeLevel): TimeLevel | null {
  return RANK[after] > RANK[before] ? after : null;
}

/** When the running side's time runs out, as local epoch ms (null when nothing runs or it is paused). */
export function localDeadline(clock: MatchClockData, offsetMs: number): number | null {
  const running = asSide(clock.running);
  if (running === null || clock.paused) return null;
  const serverNow = Date.parse(clock.serverNow);
  const side = clock.sides.find((s) => s.side === running);
  if (!side || Number.isNaN(serverNow)) return null;
  return serverNow + side.delayMs + side.reserveMs - offsetMs;
}
