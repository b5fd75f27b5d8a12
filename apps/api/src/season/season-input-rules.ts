/** The rules of the season's inputs (core/validation); the service checks what needs the database. */
import { z } from 'zod';
import { wholeIn } from '../core/validation/number-rules';
import { freeText, name } from '../core/validation/text-rules';

/** A match of more than 99 points is no club's minimum: refused before the policy is read. */
export const ratingPolicyInputRules = z.looseObject({ minLength: wholeIn(1, 99).nullish() });

/** Why a director recomputes the club's ratings: kept in the audit entry (1 to 500 characters). */
export const recomputeReasonRules = freeText(1, 500);

/** A ladder's name and options; the library checks the options again (INVALID_LADDER_OPTIONS). */
export const createLadderRules = z.looseObject({
  name: name(2, 80),
  reach: wholeIn(1, 50, 'INVALID_LADDER_OPTIONS').nullish(),
  deadlineDays: wholeIn(1, 60, 'INVALID_LADDER_OPTIONS').nullish(),
  matchLength: wholeIn(1, 25, 'INVALID_LADDER_OPTIONS').nullish(),
});
