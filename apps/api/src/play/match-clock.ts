import {
  type Action,
  type ClockState,
  type MatchState,
  type TimeControl,
  clockDeadline,
  clockRemaining,
  type RuleError,
  currentGame,
  correspondenceTimeControl,
  DAY_MS,
  deadlineAfter,
  mayDouble,
  nextReminder,
  type TimeSpan,
  resolveTimeControl,
  sideToAct,
  switchClock,
} from '@gamao/engine';
import { DomainError } from '../core/errors/domain-error';
import type { ClockJob } from './match.store';
import type { MatchClock, TimeControlInput } from './match.model';

/**
 * How a match's clocks follow its actions (docs/domain.md, "Clocks"): the engine keeps the arithmetic
 * (libs/engine clock.ts); this decides who is on the clock after each action and which job the durable queue
 * must run next.
 *
 * - The side the match waits for (`sideToAct`: the roller or mover, the one who answers a double or a
 *   resignation) is on the clock. Roll then play is one turn: the clock keeps running, no new delay.
 * - The opening roll is the server's: nobody's clock runs, and an automatic roll is scheduled at once.
 * - With `autoRoll`, a player who may not double has their roll made by the server at once, free of charge.
 * - A roll that passes (no legal move) costs its roller nothing.
 * - Once the match is over, the clocks stop.
 */
export interface ClockPlan {
  readonly clock: ClockState;
  readonly deadlineAt: Date | null;
  readonly job: ClockJob | null;
}

/** The clocks after `action` led to `after` at `now`. */
export function planClock(
  tc: TimeControl,
  clock: ClockState,
  after: MatchState,
  action: Action,
  finished: boolean,
  now: number,
): ClockPlan {
  if (finished) return { clock: switchClock(tc, clock, null, now), deadlineAt: null, job: null };
  const passed = action.type === 'roll' && lastRollPassed(after);
  if (autoRollDue(tc, after)) {
    const roller = currentGame(after).turn;
    const next = switchClock(tc, clock, roller, now, {
      chargeElapsed: !passed,
      chargeNext: false,
      restart: true,
    });
    return { clock: next, deadlineAt: null, job: { at: new Date(now), job: 'autoRoll' } };
  }
  const side = sideToAct(after);
  // After a free period (an automatic roll), the same side's decision starts a charged period of its own.
  const restart = !clock.charged && clock.running === side;
  const next = switchClock(tc, clock, side, now, { chargeElapsed: !passed, restart });
  return withDeadline(tc, next);
}

/** The clocks as they are, with their deadline job (after a pause, a resume, added time or a credit). */
export function withDeadline(tc: TimeControl, clock: ClockState): ClockPlan {
  const deadline = clockDeadline(tc, clock);
  return {
    clock,
    deadlineAt: deadline === null ? null : new Date(deadline),
    job: deadline === null ? null : { at: new Date(deadline), job: 'deadline' },
  };
}

/**
 * The server rolls now: the opening roll (both dice at once), or, with `autoRoll`, a roll of a player who may
 * not double (the cube is the opponent's, at its maximum, off, or it is the Crawford game).
 */
export function autoRollDue(tc: TimeControl, state: MatchState): boolean {
  const game = currentGame(state);
  if (game.phase === 'opening') return true;
  if (game.phase !== 'rolling' || game.turn === null || game.cube.offer || game.resignation) return false;
  return tc.autoRoll && !mayDouble(state, game.turn);
}

function lastRollPassed(state: MatchState): boolean {
  const events = currentGame(state).events;
  const last = events[events.length - 1];
  return last?.type === 'roll' && last.pass;
}

/**
 * A correspondence move that starts now counts outside its player's vacation days (@gamao/engine
 * correspondence.ts): the period's start moves so that the engine's deadline (start + days per move) is the
 * move's deadline. Any other plan is returned as it is.
 */
export function withVacations(
  tc: TimeControl,
  plan: ClockPlan,
  now: number,
  vacations: readonly TimeSpan[],
): ClockPlan {
  const { clock } = plan;
  if (!tc.daysPerMove || clock.running === null || !clock.charged || clock.startedAt !== now) return plan;
  const deadline = deadlineAfter(now, tc.delayMs, vacations);
  if (deadline === now + tc.delayMs) return plan;
  return withDeadline(tc, { ...clock, startedAt: deadline - tc.delayMs });
}

/**
 * The first daily reminder of a correspondence move (a day of the match after the move's start, which a
 * vacation day may have moved), or null when the deadline comes first or nothing runs.
 */
export function firstReminder(tc: TimeControl, plan: ClockPlan): Date | null {
  const { clock, deadlineAt } = plan;
  if (!tc.daysPerMove || clock.startedAt === null || deadlineAt === null) return null;
  const at = nextReminder(clock.startedAt, deadlineAt.getTime(), tc.delayMs / tc.daysPerMove);
  return at === null ? null : new Date(at);
}

/**
 * The clocks as the board shows them, at the server's `now`. In correspondence play the running side's delay is
 * the time left until the move's deadline (which a vacation day may have put beyond a whole move's time).
 */
export function clockView(tc: TimeControl, clock: ClockState, now: number): MatchClock {
  const left = clockRemaining(tc, clock, now);
  const deadline = clockDeadline(tc, clock);
  const moveLeft = (side: number, delayMs: number) =>
    tc.daysPerMove && deadline !== null && side === clock.running && clock.pausedAt === null
      ? Math.max(0, deadline - now)
      : delayMs;
  return {
    running: left.running,
    paused: left.paused,
    serverNow: new Date(now),
    deadline: deadline === null ? null : new Date(deadline),
    sides: left.sides.map((s, side) => ({
      side,
      delayMs: Math.round(moveLeft(side, s.delayMs)),
      reserveMs: Math.round(s.reserveMs),
    })),
  };
}

/**
 * The length of a correspondence "day" in milliseconds: a real day, or a shorter one for tests
 * (CORRESPONDENCE_DAY_MS, the test hook the API specs and e2e/correspondence.spec.ts use). A match keeps the
 * move time it was created with; vacation days and reminders use the day of the moment.
 */
export function correspondenceDayMs(): number {
  const given = Number(process.env.CORRESPONDENCE_DAY_MS);
  return Number.isInteger(given) && given > 0 ? given : DAY_MS;
}

/** A challenge's time control, resolved by the engine for the match length; null: no clock. */
export function timeControlOf(
  input: TimeControlInput | null | undefined,
  length: number,
): TimeControl | null {
  if (!input) return null;
  if (input.daysPerMove !== null && input.daysPerMove !== undefined) {
    const clockFields = TIME_CONTROL_FIELDS.filter(
      (f) => f !== 'autoRoll' && (input as Record<string, unknown>)[f] != null,
    );
    if (clockFields.length)
      throw new DomainError('INVALID_TIME_CONTROL', 'Days per move replace the clock: give no other figure', {
        field: `timeControl.${clockFields[0]}`,
      });
    const days = correspondenceTimeControl(input.daysPerMove, correspondenceDayMs());
    if (!days.ok)
      throw new DomainError(days.error.code, days.error.message, { field: 'timeControl.daysPerMove' });
    return days.value;
  }
  const resolved = resolveTimeControl(input, length);
  if (!resolved.ok) throw timeControlRefusal(resolved.error);
  return resolved.value;
}

const TIME_CONTROL_FIELDS = [
  'preset',
  'delaySeconds',
  'reservePerPointSeconds',
  'reserveSeconds',
  'autoRoll',
];

/** The engine's refusal of a time control, with the field it names (its message starts with it, or says it). */
export function timeControlRefusal(error: RuleError): DomainError {
  const field = TIME_CONTROL_FIELDS.find((name) => error.message.includes(name)) ?? 'timeControl';
  return new DomainError(error.code, error.message, { field: `timeControl.${field}` });
}
