/** The rules of the season's inputs (core/validation); the service checks what needs the database. */
import { z } from 'zod';
import { wholeIn } from '../core/validation/number-rules';
import { freeText } from '../core/validation/text-rules';

/** A match of more than 99 points is no club's minimum: refused before the policy is read. */
export const ratingPolicyInputRules = z.looseObject({ minLength: wholeIn(1, 99).nullish() });

/** Why a director recomputes the club's ratings: kept in the audit entry (1 to 500 characters). */
export const recomputeReasonRules = freeText(1, 500);
