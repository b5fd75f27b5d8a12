import { clockDeadline, startClock, switchClock } from './clock';
import {
  DAY_MS,
  type TimeSpan,
  correspondenceTimeControl,
  countedBetween,
  deadlineAfter,
  deadlineAfterVacation,
  moveDeadline,
  nextReminder,
  reminderTimes,
  takeVacationDay,
  vacationBudget,
} from './correspondence';
import type { Result } from './types';

const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};
const code = <T>(r: Result<T>): string => (r.ok ? 'ok' : r.error.code);

const H = 3_600_000;
/** Monday 2026-12-07 12:00 UTC. */
const MON = Date.UTC(2026, 11, 7, 12);
const day = (startsAt: number): TimeSpan => ({ startsAt, endsAt: startsAt + DAY_MS });

describe('days per move', () => {
  it('1 to 7 days: the delay is the whole move, no reserve', () => {
    const tc = value(correspondenceTimeControl(3));
    expect(tc).toEqual({
      preset: null,
      delayMs: 3 * DAY_MS,
      reserveMs: 0,
      reservePerPointMs: null,
      autoRoll: false,
      daysPerMove: 3,
    });
    expect(code(correspondenceTimeControl(1))).toBe('ok');
    expect(code(correspondenceTimeControl(7))).toBe('ok');
  });

  it('0, 8, 2.5 and a string are refused', () => {
    for (const days of [0, 8, 2.5, '3' as unknown as number])
      expect(code(correspondenceTimeControl(days))).toBe('INVALID_DAYS_PER_MOVE');
  });

  it("the engine's clock gives the move's deadline: a turn started Monday noon with 2 days ends Wednesday noon", () => {
    const tc = value(correspondenceTimeControl(2));
    const clock = switchClock(tc, startClock(tc), 0, MON);
    expect(clockDeadline(tc, clock)).toBe(MON + 2 * DAY_MS);
  });
});

describe('the deadline of a move', () => {
  it('without vacation: the days per move after the turn began', () => {
    expect(moveDeadline(MON, 3, [])).toBe(MON + 3 * DAY_MS);
  });

  it('a vacation day inside the move moves the deadline by 24 h', () => {
    // 2 days from Monday noon; a vacation day from Tuesday 08:00: Wednesday noon becomes Thursday noon.
    const tue8 = MON + 20 * H;
    expect(moveDeadline(MON, 2, [day(tue8)])).toBe(MON + 3 * DAY_MS);
  });

  it('a vacation day taken at the start of the turn, and two days in a row', () => {
    expect(moveDeadline(MON, 1, [day(MON)])).toBe(MON + 2 * DAY_MS);
    expect(moveDeadline(MON, 1, [day(MON), day(MON + DAY_MS)])).toBe(MON + 3 * DAY_MS);
  });

  it('a vacation day that began before the turn counts only from the turn', () => {
    // The day began Monday 06:00: 18 h of it remain after the turn began at noon.
    expect(moveDeadline(MON, 1, [day(MON - 6 * H)])).toBe(MON + DAY_MS + 18 * H);
  });

  it('a vacation day after the deadline changes nothing', () => {
    expect(moveDeadline(MON, 1, [day(MON + 2 * DAY_MS)])).toBe(MON + DAY_MS);
  });

  it('counted time and the deadline agree', () => {
    const vacations = [day(MON + 5 * H), day(MON + 40 * H)];
    const deadline = deadlineAfter(MON, 3 * DAY_MS, vacations);
    expect(countedBetween(MON, deadline, vacations)).toBe(3 * DAY_MS);
    expect(deadline).toBe(MON + 5 * DAY_MS);
  });

  it('a day taken during a running move: what was left at that moment runs outside it', () => {
    // 2 days from Monday noon (deadline Wednesday noon); on Tuesday noon the player takes a day from then on.
    const tue = MON + DAY_MS;
    expect(deadlineAfterVacation(tue, MON + 2 * DAY_MS, [], [day(tue)])).toBe(MON + 3 * DAY_MS);
  });
});

describe('reminders', () => {
  it('every day after the turn began, before the deadline', () => {
    expect(reminderTimes(MON, MON + 3 * DAY_MS)).toEqual([MON + DAY_MS, MON + 2 * DAY_MS]);
    expect(reminderTimes(MON, MON + DAY_MS)).toEqual([]);
    expect(nextReminder(MON, MON + 3 * DAY_MS)).toBe(MON + DAY_MS);
    expect(nextReminder(MON + 2 * DAY_MS, MON + 3 * DAY_MS)).toBeNull();
  });

  it('with a vacation day the deadline is later, so one more reminder comes', () => {
    const deadline = moveDeadline(MON, 2, [day(MON + H)]);
    expect(reminderTimes(MON, deadline)).toEqual([MON + DAY_MS, MON + 2 * DAY_MS]);
  });
});

describe('vacation days', () => {
  it('the budget is 10 a year by default, counted by the year a day starts in (UTC)', () => {
    const taken = [day(Date.UTC(2026, 0, 3)), day(Date.UTC(2026, 11, 31, 12)), day(Date.UTC(2027, 0, 2))];
    expect(vacationBudget(taken, 2026)).toEqual({ year: 2026, budget: 10, taken: 2, remaining: 8 });
    expect(vacationBudget(taken, 2027, 5)).toEqual({ year: 2027, budget: 5, taken: 1, remaining: 4 });
  });

  it('a day from now, or later this year', () => {
    expect(value(takeVacationDay([], MON))).toEqual(day(MON));
    expect(value(takeVacationDay([], MON, MON + 3 * DAY_MS))).toEqual(day(MON + 3 * DAY_MS));
  });

  it('never retroactively, never overlapping, never more than a year ahead', () => {
    expect(code(takeVacationDay([], MON, MON - 1))).toBe('VACATION_IN_PAST');
    expect(code(takeVacationDay([day(MON)], MON, MON + 23 * H))).toBe('VACATION_OVERLAP');
    expect(code(takeVacationDay([day(MON)], MON, MON + DAY_MS))).toBe('ok');
    expect(code(takeVacationDay([], MON, MON + 400 * DAY_MS))).toBe('INVALID_VACATION');
    expect(code(takeVacationDay([], MON, MON + 0.5))).toBe('INVALID_VACATION');
  });

  it('the eleventh day of a year is refused; the next year has its own budget', () => {
    const jan = Date.UTC(2026, 0, 1);
    const ten = Array.from({ length: 10 }, (_, i) => day(jan + i * 2 * DAY_MS));
    expect(code(takeVacationDay(ten, MON))).toBe('VACATION_BUDGET_EXHAUSTED');
    expect(code(takeVacationDay(ten, MON, Date.UTC(2027, 0, 1)))).toBe('ok');
    expect(code(takeVacationDay(ten.slice(1), MON, MON, { budget: 9 }))).toBe('VACATION_BUDGET_EXHAUSTED');
  });

  it('a shortened day (the test hook) is a span of that length', () => {
    expect(value(takeVacationDay([], MON, MON, { dayMs: 60_000 }))).toEqual({
      startsAt: MON,
      endsAt: MON + 60_000,
    });
  });
});
