/**
 * Correspondence play (docs/domain.md "Correspondence play"): days per move instead of a clock, daily
 * reminders, and vacation days.
 *
 * - A correspondence match has 1 to 7 days per move. It is a time control whose delay is the whole move time
 *   (fresh every turn) and whose reserve is 0, so clock.ts's deadline, timeout and outage arithmetic applies.
 * - A vacation day is 24 hours (one `dayMs`) during which none of the player's correspondence clocks count:
 *   the deadline of a move is the instant when the move's time, counted outside the player's vacation days,
 *   has passed.
 * - Each player has a budget of vacation days per calendar year (UTC; default 10). A day is taken from now or
 *   later, never retroactively, never overlapping another, and never past the budget of its year.
 * - While it is a player's turn, a reminder goes every `dayMs` after the turn began, until the deadline.
 *
 * Pure functions: every time is epoch milliseconds given by the caller; `dayMs` is a parameter so tests (and
 * the API's test hook) can shorten a day.
 */
import type { TimeControl } from './clock';
import { type Result, err, ok } from './types';

export const DAY_MS = 86_400_000;
export const DAYS_PER_MOVE_BOUNDS = { min: 1, max: 7 } as const;
export const VACATION_DAYS_PER_YEAR = 10;

/** A span of time [startsAt, endsAt) in epoch milliseconds (a vacation day). */
export interface TimeSpan {
  readonly startsAt: number;
  readonly endsAt: number;
}

/** The time control of a correspondence match: `daysPerMove` whole days (1 to 7) per move, no reserve. */
export function correspondenceTimeControl(daysPerMove: number, dayMs: number = DAY_MS): Result<TimeControl> {
  const { min, max } = DAYS_PER_MOVE_BOUNDS;
  if (
    typeof daysPerMove !== 'number' ||
    !Number.isInteger(daysPerMove) ||
    daysPerMove < min ||
    daysPerMove > max
  )
    return err('INVALID_DAYS_PER_MOVE', `daysPerMove must be a whole number from ${min} to ${max}`);
  return ok({
    preset: null,
    delayMs: daysPerMove * dayMs,
    reserveMs: 0,
    reservePerPointMs: null,
    autoRoll: false,
    daysPerMove,
  });
}

/** The spans sorted and merged (overlapping or touching spans become one). */
function merged(spans: readonly TimeSpan[]): TimeSpan[] {
  const sorted = spans.filter((s) => s.endsAt > s.startsAt).sort((a, b) => a.startsAt - b.startsAt);
  const out: { startsAt: number; endsAt: number }[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.startsAt <= last.endsAt) last.endsAt = Math.max(last.endsAt, s.endsAt);
    else out.push({ startsAt: s.startsAt, endsAt: s.endsAt });
  }
  return out;
}

/** The time between `from` and `to` that counts: outside the vacation spans (0 when to <= from). */
export function countedBetween(from: number, to: number, vacations: readonly TimeSpan[]): number {
  if (to <= from) return 0;
  let paused = 0;
  for (const v of merged(vacations))
    paused += Math.max(0, Math.min(to, v.endsAt) - Math.max(from, v.startsAt));
  return to - from - paused;
}

/** The instant when `countedMs` of time outside the vacation spans has passed since `from`. */
export function deadlineAfter(from: number, countedMs: number, vacations: readonly TimeSpan[]): number {
  let at = from;
  let left = Math.max(0, countedMs);
  for (const v of merged(vacations)) {
    if (v.endsAt <= at) continue;
    if (v.startsAt > at) {
      const free = v.startsAt - at;
      if (left <= free) return at + left;
      left -= free;
    }
    at = Math.max(at, v.endsAt);
  }
  return at + left;
}

/** The deadline of a move whose turn began at `turnStartedAt`: the days per move, outside vacation days. */
export function moveDeadline(
  turnStartedAt: number,
  daysPerMove: number,
  vacations: readonly TimeSpan[],
  dayMs: number = DAY_MS,
): number {
  return deadlineAfter(turnStartedAt, daysPerMove * dayMs, vacations);
}

/**
 * A running move's deadline once the player's vacation days changed at `now`: what was left of the move's
 * time at `now` (counted outside the old days) now runs outside the new ones.
 */
export function deadlineAfterVacation(
  now: number,
  deadline: number,
  before: readonly TimeSpan[],
  after: readonly TimeSpan[],
): number {
  return deadlineAfter(now, countedBetween(now, deadline, before), after);
}

/** The reminders of a turn that began at `turnStartedAt`: every `dayMs` after it, strictly before the deadline. */
export function reminderTimes(turnStartedAt: number, deadline: number, dayMs: number = DAY_MS): number[] {
  const times: number[] = [];
  for (let at = turnStartedAt + dayMs; at < deadline; at += dayMs) times.push(at);
  return times;
}

/** The reminder after the one at `last` (or after the turn's start), or null when the deadline comes first. */
export function nextReminder(last: number, deadline: number, dayMs: number = DAY_MS): number | null {
  const at = last + dayMs;
  return at < deadline ? at : null;
}

/** The calendar year (UTC) a vacation day counts against: the year it starts in. */
export const vacationYear = (at: number): number => new Date(at).getUTCFullYear();

export interface VacationBudget {
  readonly year: number;
  readonly budget: number;
  readonly taken: number;
  readonly remaining: number;
}

/** The vacation days taken in `year` and what is left of the year's budget. */
export function vacationBudget(
  taken: readonly TimeSpan[],
  year: number,
  budget: number = VACATION_DAYS_PER_YEAR,
): VacationBudget {
  const count = taken.filter((t) => vacationYear(t.startsAt) === year).length;
  return { year, budget, taken: count, remaining: Math.max(0, budget - count) };
}

/**
 * A vacation day from `startsAt` (default `now`), given the days already `taken`. Refused:
 * - INVALID_VACATION: a time that is not a whole number of milliseconds, or more than a year ahead;
 * - VACATION_IN_PAST: a start before `now` (a day cannot be taken retroactively);
 * - VACATION_OVERLAP: it overlaps a day already taken;
 * - VACATION_BUDGET_EXHAUSTED: the budget of its year (UTC) is spent.
 */
export function takeVacationDay(
  taken: readonly TimeSpan[],
  now: number,
  startsAt: number = now,
  options: { readonly budget?: number; readonly dayMs?: number } = {},
): Result<TimeSpan> {
  const dayMs = options.dayMs ?? DAY_MS;
  const budget = options.budget ?? VACATION_DAYS_PER_YEAR;
  if (!Number.isInteger(startsAt) || !Number.isInteger(now))
    return err('INVALID_VACATION', 'A vacation day starts at a whole number of milliseconds');
  if (startsAt < now) return err('VACATION_IN_PAST', 'A vacation day cannot start in the past');
  if (startsAt - now > 366 * dayMs)
    return err('INVALID_VACATION', 'A vacation day starts within a year from now');
  const day = { startsAt, endsAt: startsAt + dayMs };
  if (taken.some((t) => t.startsAt < day.endsAt && day.startsAt < t.endsAt))
    return err('VACATION_OVERLAP', 'This day overlaps a vacation day already taken');
  if (vacationBudget(taken, vacationYear(startsAt), budget).remaining < 1)
    return err(
      'VACATION_BUDGET_EXHAUSTED',
      `The ${budget} vacation days of ${vacationYear(startsAt)} are spent`,
    );
  return ok(day);
}
