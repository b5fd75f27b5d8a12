import { z } from 'zod';
import { wholeIn } from '../core/validation/number-rules';

/**
 * The rules of the analysis inputs (core/validation). A record id's form is checked by the service
 * (INVALID_RECORD_ID, record-id.ts); here only its length, so that a megabyte of text is refused before it is
 * read.
 */
export const recordIdRules = z.string().max(200, 'A record id is at most 200 characters');

/** The leaderboard's minimum of analysed decisions. */
export const minDecisionsRules = wholeIn(0, 1_000_000);

/**
 * A club's, a member's or a tournament's id where the contract of #15 names it `ID` (the site codes against those
 * names): a UUID, as the UUID scalar asks elsewhere, refused with BAD_USER_INPUT otherwise.
 */
export const idRules = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'A UUID')
  .transform((id) => id.toLowerCase());
