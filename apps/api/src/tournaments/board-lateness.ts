/**
 * Each player's lateness at a board as the API reads it (issue 41), in one place for the director's day view
 * and for an online match's start, so that both give the same start score. A player is late from the round's
 * start until he checks in at his board (or a director checks him in). An online match counts both players as
 * present from its start: a check-in after it (or none) stops at the start, which is when the engine took the
 * score. A board without a Match row started online counts lateness until its check-in, or until now while it is
 * missing; a finished board nobody checked in at (a physical result) counts from the round's start.
 */
import { type LatenessWaiver, type PlayerLateness, minutesLate } from '@gamao/tournament';

/** A player's row at the board, if any. */
export interface BoardPresence {
  readonly checkedInAt: Date | null;
  readonly waiver: LatenessWaiver | null;
}

/** One player's lateness, with his check-in as the day view shows it. */
export type BoardLateness = PlayerLateness & { readonly checkedInAt: Date | null };

export function boardLateness(
  /** The round's start; null: nobody is late. */
  startsAt: Date | null,
  match: {
    /** The Match row's status (null: no row yet). */
    readonly status: string | null;
    /** When the match started online (null: not started online). */
    readonly startedAt: Date | null;
  },
  presence: BoardPresence | undefined,
  now: number,
): BoardLateness {
  const checkedInAt = presence?.checkedInAt ?? null;
  const online = match.startedAt;
  const arrived = online
    ? checkedInAt && checkedInAt.getTime() < online.getTime()
      ? checkedInAt
      : online
    : (checkedInAt ?? (match.status !== null && match.status !== 'CHALLENGED' ? startsAt : null));
  const late = startsAt === null ? 0 : minutesLate(startsAt.getTime(), arrived ? arrived.getTime() : now);
  return {
    // Tenths of a minute, as the day view shows them: the penalty is judged on the number shown.
    minutesLate: Math.round(late * 10) / 10,
    checkedInAt,
    ...(presence?.waiver ? { waiver: presence.waiver } : {}),
  };
}
