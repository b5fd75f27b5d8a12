import { DAYS_PER_MOVE_BOUNDS, MAX_PLAY_MOVES, TIME_CONTROL_BOUNDS } from '@gamao/engine';
import { z } from 'zod';
import { listOf, sequenceNumber, wholeIn } from '../core/validation/number-rules';
import { freeText } from '../core/validation/text-rules';

/**
 * The rules of play's inputs (core/validation): bounds a well-typed value must still keep, refused with the
 * domain's code where it has one (INVALID_OPTIONS, INVALID_TIME_CONTROL) and the field named. The engine and
 * the clock decide the rest (a power-of-two cube, a preset's defaults, money play needing a reserve).
 */

/** docs/domain.md: a match is played to 1 to 99 points; 0 is money play. */
export const MAX_MATCH_POINTS = 99;
/** The engine's highest cube (a power of two up to 32768). */
const MAX_CUBE = 32768;

export const matchOptionsRules = z.looseObject({
  length: wholeIn(0, MAX_MATCH_POINTS, 'INVALID_OPTIONS').optional(),
  maxCube: wholeIn(1, MAX_CUBE, 'INVALID_OPTIONS').nullish(),
  autoDoublesCap: wholeIn(1, MAX_CUBE, 'INVALID_OPTIONS').nullish(),
});

/** A time control (TimeControlInput), for challenges and tournaments alike. */
const bound = (field: keyof typeof TIME_CONTROL_BOUNDS) =>
  wholeIn(TIME_CONTROL_BOUNDS[field].min, TIME_CONTROL_BOUNDS[field].max, 'INVALID_TIME_CONTROL').nullish();
export const timeControlRules = z.looseObject({
  delaySeconds: bound('delaySeconds'),
  reservePerPointSeconds: bound('reservePerPointSeconds'),
  reserveSeconds: bound('reserveSeconds'),
  daysPerMove: wholeIn(DAYS_PER_MOVE_BOUNDS.min, DAYS_PER_MOVE_BOUNDS.max, 'INVALID_DAYS_PER_MOVE').nullish(),
});

/**
 * A time control where only a clock makes sense (a tournament, a round, a chouette table): days per move are
 * correspondence play, for challenges only (INVALID_TIME_CONTROL, the field named).
 */
export const clockOnlyRules = timeControlRules.extend({
  daysPerMove: z
    .unknown()
    .refine((v) => v === null || v === undefined, {
      message: 'Days per move (correspondence play) are for challenges only',
      params: { code: 'INVALID_TIME_CONTROL' },
    })
    .optional(),
});

export const challengeRules = z.looseObject({
  options: matchOptionsRules,
  timeControl: timeControlRules.nullish(),
});

/** A checker move as sent: points 0..25 (25 the bar, 0 off), a die 1..6; at most MAX_PLAY_MOVES a play. */
export const checkerMoveRules = z.looseObject({
  from: wholeIn(0, 25, 'INVALID_MOVE'),
  to: wholeIn(0, 25, 'INVALID_MOVE'),
  die: wholeIn(1, 6, 'INVALID_MOVE'),
});
export const playMovesRules = listOf(checkerMoveRules, 0, MAX_PLAY_MOVES);

/** A director's written reason (pause, resume, add time, annul): the service asks for a real one. */
export const directorReasonRules = freeText(0, 1000);
export const clockSideRules = wholeIn(0, 1);
export const addSecondsRules = wholeIn(0, 3600);
export const afterSeqRules = sequenceNumber().nullish();
