/**
 * The envelope of the tournament day's inputs (issue 41), from the shared rules of core/validation: sizes of
 * numbers, lists and texts. What the numbers mean (a lateness rule that can end, a tie-break listed once) is
 * @gamao/tournament's to decide, with its own codes.
 */
import { z } from 'zod';
import { listOf, wholeIn } from '../core/validation/number-rules';
import { freeText } from '../core/validation/text-rules';

const minutes = z.number().min(-1_000_000).max(1_000_000);

export const dayRulesRules = z.looseObject({
  lateness: z
    .looseObject({
      graceMinutes: minutes,
      intervalMinutes: minutes,
      pointsPerInterval: z.number().int().min(-1000).max(1000),
      forfeitAtPoints: z.number().int().min(-1000).max(1000).nullish(),
    })
    .nullish(),
  bothLate: z.string().max(8).nullish(),
  timeLimitMinutes: z.number().int().min(-100_000).max(100_000).nullish(),
  timeLimitRule: z
    .looseObject({ kind: z.string().max(20), onTie: z.string().max(20), rounds: z.number().int().nullish() })
    .nullish(),
  tieBreaks: listOf(z.string().max(40), 0, 16).nullish(),
  standingsPolicy: listOf(
    z.looseObject({ end: z.string().max(20), gamePoints: z.string().max(20) }),
    0,
    12,
  ).nullish(),
});

export const dayRoundRules = wholeIn(1, 1000);
export const dayRoundOrNullRules = wholeIn(1, 1000).nullish();
export const waiverPointsRules = z.number().int().min(-1000).max(1000).nullish();
/** A waiver's reason; the lib refuses an empty one (INVALID_LATENESS). */
export const waiverReasonRules = freeText(0, 1000);
/** The score at a round's time limit: [player 1's, player 2's]. */
export const timeLimitScoreRules = listOf(wholeIn(0, 9999, 'INVALID_SCORE'), 2, 2, 'INVALID_SCORE');
