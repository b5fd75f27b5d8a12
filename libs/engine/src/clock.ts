/**
 * Match clocks (docs/domain.md "Clocks"): a delay, then a reserve, per player.
 *
 * - On each of its turns a player first spends the **delay** (a fixed number of seconds, fresh every turn);
 *   only the time beyond it comes out of the player's **reserve**, which lasts the whole match. A move made
 *   within the delay costs nothing; the delay is not banked.
 * - A turn is one period: rolling and then playing is the same period (no second delay). A cube decision
 *   moves the clock to the side that must answer (a fresh delay for it) and back.
 * - A forced pass and an automatic roll (the server rolls for a player who cannot double) cost nothing: the
 *   caller switches with `chargeElapsed: false`, or starts the period with `chargeNext: false` (no deadline).
 * - When a reserve runs out the player loses on time (the `timeout` action of game.ts). A director may pause
 *   the clocks, add time to a reserve, and give back what a server outage cost.
 *
 * Like the rest of the engine this never reads the clock: every function takes `now` (epoch milliseconds of
 * the server) and returns new plain data.
 */
import { type Result, type Side, err, ok } from './types';

export type TimeControlPreset = 'blitz' | 'standard' | 'slow';

/** What a challenge or a tournament asks for (all optional; a preset fills what is missing). */
export interface TimeControlSpec {
  readonly preset?: TimeControlPreset | null;
  readonly delaySeconds?: number | null;
  /** Match play: reserve per point of match length. */
  readonly reservePerPointSeconds?: number | null;
  /** A fixed total reserve (required for money play, length 0; allowed instead of per-point in match play). */
  readonly reserveSeconds?: number | null;
  /** The server rolls for a player who cannot double (cube unavailable to them); that roll costs no time. */
  readonly autoRoll?: boolean | null;
}

/** A resolved time control for one match. */
export interface TimeControl {
  readonly preset: TimeControlPreset | null;
  readonly delayMs: number;
  /** Each player's whole reserve at the start of the match. */
  readonly reserveMs: number;
  /** The per-point figure it came from (null for a fixed total). */
  readonly reservePerPointMs: number | null;
  readonly autoRoll: boolean;
  /**
   * Set for correspondence play (correspondence.ts): days per move, 1 to 7. The delay is then the whole time of
   * a move (fresh every turn) and the reserve is 0, so the deadline arithmetic below applies unchanged.
   */
  readonly daysPerMove?: number;
}

/** The presets: delay, reserve per point of a match, and the fixed reserve of money play (seconds). */
export const TIME_CONTROL_PRESETS: Readonly<
  Record<
    TimeControlPreset,
    {
      readonly delaySeconds: number;
      readonly reservePerPointSeconds: number;
      readonly reserveSeconds: number;
    }
  >
> = {
  blitz: { delaySeconds: 8, reservePerPointSeconds: 60, reserveSeconds: 300 },
  standard: { delaySeconds: 12, reservePerPointSeconds: 120, reserveSeconds: 600 },
  slow: { delaySeconds: 20, reservePerPointSeconds: 240, reserveSeconds: 1200 },
};

/** Accepted figures, in whole seconds; `reserveSeconds` also bounds the resolved reserve of a match. */
export const TIME_CONTROL_BOUNDS = {
  delaySeconds: { min: 0, max: 120 },
  reservePerPointSeconds: { min: 0, max: 1800 },
  reserveSeconds: { min: 0, max: 14400 },
} as const;

/** The most a director may add to a reserve at once (one hour). */
export const MAX_ADDED_RESERVE_MS = 3_600_000;

const PRESETS = Object.keys(TIME_CONTROL_PRESETS) as readonly TimeControlPreset[];
const given = (x: unknown): boolean => x !== undefined && x !== null;
const invalid = (message: string): Result<never> => err('INVALID_TIME_CONTROL', message);

/**
 * Resolves a spec for a match of `matchLength` points (0 = money play). Refused with INVALID_TIME_CONTROL:
 * - a figure that is not a whole number within TIME_CONTROL_BOUNDS, an unknown preset, a non-boolean autoRoll;
 * - a spec with no preset and no figure at all ("no clock" is null at the caller, not an empty spec);
 * - both `reservePerPointSeconds` and `reserveSeconds`;
 * - in money play, a per-point reserve without a preset (money play needs `reserveSeconds`; with a preset
 *   the preset's money total is used);
 * - a delay plus reserve under 1 second, or a resolved reserve above 14400 s per player.
 * A preset fills what is missing: its delay, and its reserve (per point times the length in a match, its
 * fixed total in money play). Without a preset, a missing delay or reserve is 0. autoRoll defaults to false.
 */
export function resolveTimeControl(spec: TimeControlSpec, matchLength: number): Result<TimeControl> {
  if (typeof spec !== 'object' || spec === null) return invalid('A time control is an object');
  if (!Number.isInteger(matchLength) || matchLength < 0) {
    return invalid('The match length is a whole number of points (0 for money play)');
  }
  const preset = spec.preset ?? null;
  if (preset !== null && !PRESETS.includes(preset)) {
    return invalid(`preset must be one of ${PRESETS.join(', ')}`);
  }
  for (const key of ['delaySeconds', 'reservePerPointSeconds', 'reserveSeconds'] as const) {
    const x = spec[key];
    const { min, max } = TIME_CONTROL_BOUNDS[key];
    if (given(x) && (typeof x !== 'number' || !Number.isInteger(x) || x < min || x > max)) {
      return invalid(`${key} must be a whole number from ${min} to ${max}`);
    }
  }
  if (given(spec.autoRoll) && typeof spec.autoRoll !== 'boolean')
    return invalid('autoRoll must be true or false');
  const delay = spec.delaySeconds ?? null;
  const perPoint = spec.reservePerPointSeconds ?? null;
  const total = spec.reserveSeconds ?? null;
  if (preset === null && delay === null && perPoint === null && total === null) {
    return invalid('A time control needs a preset or at least one figure');
  }
  if (perPoint !== null && total !== null) {
    return invalid('Give either reservePerPointSeconds or reserveSeconds, not both');
  }
  const money = matchLength === 0;
  if (money && perPoint !== null && preset === null) {
    return invalid('Money play has no match length: give reserveSeconds, not reservePerPointSeconds');
  }
  const p = preset === null ? null : TIME_CONTROL_PRESETS[preset];
  const delaySeconds = delay ?? p?.delaySeconds ?? 0;
  let reserveSeconds: number;
  let perPointSeconds: number | null = null;
  if (total !== null) reserveSeconds = total;
  else if (money) reserveSeconds = p?.reserveSeconds ?? 0;
  else if (perPoint !== null || p !== null) {
    perPointSeconds = perPoint ?? p?.reservePerPointSeconds ?? 0;
    reserveSeconds = perPointSeconds * matchLength;
  } else reserveSeconds = 0;
  const cap = TIME_CONTROL_BOUNDS.reserveSeconds.max;
  if (reserveSeconds > cap) {
    return invalid(`The reserve comes to ${reserveSeconds} seconds per player: at most ${cap}`);
  }
  if (delaySeconds + reserveSeconds < 1) return invalid('Delay and reserve must come to at least 1 second');
  return ok({
    preset,
    delayMs: delaySeconds * 1000,
    reserveMs: reserveSeconds * 1000,
    reservePerPointMs: perPointSeconds === null ? null : perPointSeconds * 1000,
    autoRoll: spec.autoRoll ?? false,
  });
}

// ---------------------------------------------------------------------------------------------
// Clock state

/** A match's clocks: plain JSON, all times are epoch milliseconds from the server's clock. */
export interface ClockState {
  /** Each side's remaining reserve, as of the start of the running period. */
  readonly reserveMs: readonly [number, number];
  /** The side on the clock, or null (nobody must act, e.g. the opening roll). */
  readonly running: Side | null;
  /** When the running period began (shifted forward by pauses and by server outages). Null when nothing runs. */
  readonly startedAt: number | null;
  /** False for a period that costs nothing (an automatic roll pending): no deadline. False when nothing runs. */
  readonly charged: boolean;
  /** Set while a director has paused the clocks. */
  readonly pausedAt: number | null;
}

export interface SwitchOptions {
  /** False: the period that ends costs nothing (a forced pass, an automatic roll). Default true. */
  readonly chargeElapsed?: boolean;
  /** False: the period that starts costs nothing and has no deadline. Default true. */
  readonly chargeNext?: boolean;
  /** Start a new period (fresh delay) even when `next` is the side already running. */
  readonly restart?: boolean;
}

export interface SideTime {
  readonly delayMs: number;
  readonly reserveMs: number;
}

export interface ClockRemaining {
  readonly running: Side | null;
  readonly paused: boolean;
  readonly sides: readonly [SideTime, SideTime];
}

/** Full reserves, nothing running, not paused. */
export function startClock(tc: TimeControl): ClockState {
  return {
    reserveMs: [tc.reserveMs, tc.reserveMs],
    running: null,
    startedAt: null,
    charged: false,
    pausedAt: null,
  };
}

/** The time of the running period at `now`: frozen at `pausedAt` while paused, never negative. */
const elapsedAt = (clock: ClockState, now: number): number =>
  clock.startedAt === null ? 0 : Math.max(0, (clock.pausedAt ?? now) - clock.startedAt);

/**
 * The clock moves to `next` at `now`: the running side is charged max(0, elapsed - delay) from its reserve
 * (not below 0) unless options.chargeElapsed === false (a forced pass, an automatic roll) or its period was
 * not charged; if `next` equals the running side, the clock keeps running unchanged (roll then play is one
 * turn: no new delay) unless options.restart is true; else the period of `next` starts at `now` (delay
 * fresh) with charged = options.chargeNext ?? true. next null stops the clock. If paused, the switch happens
 * but the new period starts paused (pausedAt = now).
 */
export function switchClock(
  tc: TimeControl,
  clock: ClockState,
  next: Side | null,
  now: number,
  options: SwitchOptions = {},
): ClockState {
  if (next !== null && next === clock.running && !options.restart) return clock;
  const reserveMs: [number, number] = [clock.reserveMs[0], clock.reserveMs[1]];
  const side = clock.running;
  if (side !== null && clock.charged && options.chargeElapsed !== false) {
    const cost = Math.max(0, elapsedAt(clock, now) - tc.delayMs);
    reserveMs[side] = Math.max(0, reserveMs[side] - cost);
  }
  return {
    reserveMs,
    running: next,
    startedAt: next === null ? null : now,
    charged: next !== null && (options.chargeNext ?? true),
    pausedAt: clock.pausedAt === null ? null : now,
  };
}

/** When the running side's time runs out: startedAt + delay + reserve[running]; null when nothing runs, the period is not charged, or the clocks are paused. */
export function clockDeadline(tc: TimeControl, clock: ClockState): number | null {
  if (clock.running === null || clock.startedAt === null || !clock.charged || clock.pausedAt !== null)
    return null;
  return clock.startedAt + tc.delayMs + clock.reserveMs[clock.running];
}

/**
 * The time left at `now` for each side: the running side's delay counts down first, then its reserve; the
 * other side shows a full delay and its reserve (so does a running side whose period costs nothing). While
 * paused, time is frozen at pausedAt.
 */
export function clockRemaining(tc: TimeControl, clock: ClockState, now: number): ClockRemaining {
  const side = (s: Side): SideTime => {
    const reserve = clock.reserveMs[s];
    if (s !== clock.running || !clock.charged) return { delayMs: tc.delayMs, reserveMs: reserve };
    const elapsed = elapsedAt(clock, now);
    return {
      delayMs: Math.max(0, tc.delayMs - elapsed),
      reserveMs: Math.max(0, reserve - Math.max(0, elapsed - tc.delayMs)),
    };
  };
  return { running: clock.running, paused: clock.pausedAt !== null, sides: [side(0), side(1)] };
}

/** now > deadline (a move at exactly the deadline's millisecond is still in time). */
export function clockExpired(tc: TimeControl, clock: ClockState, now: number): boolean {
  const deadline = clockDeadline(tc, clock);
  return deadline !== null && now > deadline;
}

/** A director pauses the clocks (no-op if already paused). */
export function pauseClock(clock: ClockState, now: number): ClockState {
  return clock.pausedAt !== null ? clock : { ...clock, pausedAt: now };
}

/** The clocks run again: the running period is shifted by the pause (startedAt += now - pausedAt); no-op if not paused. */
export function resumeClock(clock: ClockState, now: number): ClockState {
  if (clock.pausedAt === null) return clock;
  const paused = Math.max(0, now - clock.pausedAt);
  return {
    ...clock,
    startedAt: clock.startedAt === null ? null : clock.startedAt + paused,
    pausedAt: null,
  };
}

/** Adds time to a side's reserve; ms must be a positive whole number, at most 3_600_000 (else INVALID_TIME_CONTROL). */
export function addReserve(clock: ClockState, side: Side, ms: number): Result<ClockState> {
  if (side !== 0 && side !== 1) return invalid('The side is 0 or 1');
  if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 1 || ms > MAX_ADDED_RESERVE_MS) {
    return invalid(`The time added must be a whole number of milliseconds from 1 to ${MAX_ADDED_RESERVE_MS}`);
  }
  const reserveMs: [number, number] = [clock.reserveMs[0], clock.reserveMs[1]];
  reserveMs[side] += ms;
  return ok({ ...clock, reserveMs });
}

/**
 * Gives back time lost while the server was down, [fromMs, toMs]: the running period's startedAt moves
 * forward by the overlap of that interval with [startedAt, toMs]; nothing when paused or nothing runs (or
 * for an empty or malformed interval).
 */
export function creditOutage(clock: ClockState, fromMs: number, toMs: number): ClockState {
  if (clock.running === null || clock.startedAt === null || clock.pausedAt !== null) return clock;
  if (!Number.isFinite(fromMs) || !Number.isFinite(toMs)) return clock;
  const overlap = toMs - Math.max(fromMs, clock.startedAt);
  return overlap > 0 ? { ...clock, startedAt: clock.startedAt + overlap } : clock;
}
