import { z } from 'zod';
import { wholeIn } from '../core/validation/number-rules';
import { name, token } from '../core/validation/text-rules';

/** The rules of the clubs' inputs (core/validation); the service checks what needs the database. */
export const CLUB_NAME = name(2, 80);
export const createClubRules = z.looseObject({ name: CLUB_NAME });
export const invitationCodeRules = token(64);
export const abandonHoursRules = wholeIn(1, 720).nullish();
