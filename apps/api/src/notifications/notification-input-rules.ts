import { z } from 'zod';
import { wholeIn } from '../core/validation/number-rules';
import { freeText, name, token } from '../core/validation/text-rules';

/** The rules of the notifications' inputs (core/validation); the service checks what needs the database. */
export const announceRules = z.looseObject({ title: name(2, 120), message: freeText(1, 2000) });
/** How many notifications one page of the centre lists. */
export const notificationLimitRules = wholeIn(1, 100).nullish();
/** An unsubscribe link's token (base64url, as the API makes them). */
export const unsubscribeTokenRules = token(64).pipe(
  z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not an unsubscribe token'),
);
