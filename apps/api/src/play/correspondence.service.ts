import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  type TimeSpan,
  VACATION_DAYS_PER_YEAR,
  clockDeadline,
  deadlineAfterVacation,
  reminderTimes,
  takeVacationDay,
  vacationBudget,
  vacationYear,
} from '@gamao/engine';
import { PrismaService } from '../core/database/prisma.service';
import { SqlService } from '../core/database/sql.service';
import { DomainError } from '../core/errors/domain-error';
import type { DomainEventOf } from '../core/events/event-map';
import { EventsService, type Tx } from '../core/events/events.service';
import { MatchAppender } from './match-appender';
import { clockView, correspondenceDayMs, withDeadline } from './match-clock';
import { updateClock } from './match-clock.store';
import {
  insertVacation,
  lockCorrespondenceClock,
  lockRunningMoves,
  lockVacations,
  vacationsOf,
} from './correspondence.store';

/** A player's vacation days of the year and what is left of its budget. */
export interface Vacation {
  readonly year: number;
  readonly budget: number;
  readonly taken: number;
  readonly remaining: number;
  /** This year's days and the ones to come, in order. */
  readonly days: readonly { startsAt: Date; endsAt: Date }[];
}

/**
 * Correspondence play's server side (docs/domain.md "Correspondence play"). The days per move are a time
 * control (match-clock.ts), so the durable clock jobs decide a timeout as for any clock; this adds:
 * - the daily reminders: each `match.reminderDue` (the first one written with the action that began the move)
 *   writes `match.reminder` for the side on turn, which the notifications turn into an in-app notice and an
 *   e-mail, and schedules the next one, while the match is still at that move and before its deadline;
 * - vacation days: a day taken (never retroactively, within the year's budget) pauses every running
 *   correspondence clock of the player for its 24 hours: each deadline moves, with a new deadline job, and the
 *   boards are told live. A move that begins later counts outside the day too (match-appender.ts).
 */
@Injectable()
export class CorrespondenceService implements OnModuleInit {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sql: SqlService,
    private readonly events: EventsService,
    private readonly appender: MatchAppender,
  ) {}

  onModuleInit(): void {
    this.events.on('match.reminderDue', 'correspondence.remind', (e, tx) => this.remind(e, tx));
  }

  /** A day of the move passed without it: remind the side on turn, and schedule the next day's reminder. */
  private async remind(e: DomainEventOf<'match.reminderDue'>, tx: Tx): Promise<void> {
    const { matchId, seq } = e.payload;
    const match = await lockCorrespondenceClock(tx, matchId);
    if (!match || match.status !== 'ACTIVE' || match.seq !== seq) return;
    const { timeControl: tc, clock } = match;
    const side = clock.running;
    const deadline = clockDeadline(tc, clock);
    const now = Date.now();
    if (side === null || clock.startedAt === null || deadline === null || now >= deadline || !tc.daysPerMove)
      return;
    const dayMs = tc.delayMs / tc.daysPerMove;
    const times = reminderTimes(clock.startedAt, deadline, dayMs);
    // A vacation day taken since moved the move's days later: no reminder until one of them has passed.
    if (times.some((at) => at <= now))
      await this.events.emit(tx, 'match.reminder', { matchId, seq, side }, match.clubId);
    const next = times.find((at) => at > now);
    if (next !== undefined)
      await this.events.emit(tx, 'match.reminderDue', { matchId, seq }, match.clubId, new Date(next));
  }

  // ---- vacation days ------------------------------------------------------------------------------

  /** The viewer's vacation days of this year (UTC) and the budget left. */
  async vacation(userId: string, now = Date.now()): Promise<Vacation> {
    return this.vacationOf(await vacationsOf(this.sql, userId), now);
  }

  private vacationOf(days: readonly TimeSpan[], now: number): Vacation {
    const year = vacationYear(now);
    const budget = vacationBudget(days, year, VACATION_DAYS_PER_YEAR);
    return {
      ...budget,
      days: days
        .filter((d) => vacationYear(d.startsAt) >= year)
        .map((d) => ({ startsAt: new Date(d.startsAt), endsAt: new Date(d.endsAt) })),
    };
  }

  /**
   * Takes a vacation day from `startsAt` (default now): refused in the past (VACATION_IN_PAST), over another
   * day (VACATION_OVERLAP) or past the year's budget (VACATION_BUDGET_EXHAUSTED). In the same transaction, each
   * of the player's running correspondence clocks gets its new deadline and deadline job.
   */
  async takeVacationDay(userId: string, startsAt: Date | null | undefined): Promise<Vacation> {
    const dayMs = correspondenceDayMs();
    const now = Date.now();
    const moved = await this.prisma.$transaction(async (tx) => {
      const taken = await lockVacations(tx, userId);
      const day = takeVacationDay(taken, now, startsAt ? startsAt.getTime() : now, {
        budget: VACATION_DAYS_PER_YEAR,
        dayMs,
      });
      if (!day.ok) throw new DomainError(day.error.code, day.error.message, { field: 'startsAt' });
      await insertVacation(tx, userId, day.value);
      const after = [...taken, day.value];
      const changed = [];
      for (const m of await lockRunningMoves(tx, userId)) {
        const before = clockDeadline(m.timeControl, m.clock);
        if (before === null || m.clock.startedAt === null) continue;
        const deadline = deadlineAfterVacation(now, before, taken, after);
        if (deadline === before) continue;
        const plan = withDeadline(m.timeControl, {
          ...m.clock,
          startedAt: m.clock.startedAt + (deadline - before),
        });
        await updateClock(tx, { ...m, before: m.clock, clock: plan.clock, deadlineAt: plan.deadlineAt });
        changed.push({ ...m, clock: plan.clock });
      }
      return { days: after, changed };
    });
    for (const m of moved.changed) {
      await this.appender.publish({
        matchId: m.matchId,
        seq: m.seq,
        entry: null,
        status: 'ACTIVE',
        clock: clockView(m.timeControl, m.clock, now),
      });
    }
    return this.vacationOf(
      [...moved.days].sort((a, b) => a.startsAt - b.startsAt),
      now,
    );
  }
}
