import { z } from 'zod';
import type { ErrorCode } from '../errors/messages';

/**
 * The shared rules of numbers. GraphQL's Int is already a 32-bit integer and its Float a finite double, but
 * neither knows the domain: a match of 5,000 points, a stake of 1e308 (whose products overflow to Infinity,
 * after which the table can no longer be read) or a limit of two billion rows are all well-typed.
 */

/**
 * A whole number from min to max. `code` names the domain's own refusal (e.g. INVALID_MATCH_LENGTH) when
 * the domain already has one; otherwise it is BAD_USER_INPUT (input-rules.pipe.ts reads it from the issue).
 */
export const wholeIn = (min: number, max: number, code?: ErrorCode) =>
  z.number().refine((n) => Number.isInteger(n) && n >= min && n <= max, {
    message: `A whole number from ${min} to ${max}`,
    ...(code ? { params: { code } } : {}),
  });

/**
 * A finite number from min to max with at most `decimals` decimal places (money: 2). Below `min` is refused
 * with `belowCode` when the domain has its own refusal for it.
 */
export const amountIn = (min: number, max: number, decimals = 2, belowCode?: ErrorCode) =>
  z
    .number()
    .refine((n) => Number.isFinite(n) && n <= max, `A number from ${min} to ${max}`)
    .refine((n) => n >= min, {
      message: `A number from ${min} to ${max}`,
      ...(belowCode ? { params: { code: belowCode } } : {}),
    })
    .refine(
      (n) => Math.abs(Math.round(n * 10 ** decimals) - n * 10 ** decimals) < 1e-6,
      `At most ${decimals} decimal places`,
    );

/** A list of at most `max` items (and at least `min`, refused with `tooFewCode` when the domain has one). */
export const listOf = <T extends z.ZodType>(item: T, min: number, max: number, tooFewCode?: ErrorCode) =>
  z
    .array(item)
    .max(max, `At most ${max} items`)
    .refine((list) => list.length >= min, {
      message: `At least ${min} item${min === 1 ? '' : 's'}`,
      ...(tooFewCode ? { params: { code: tooFewCode } } : {}),
    });

/** A sequence number a client saw (afterSeq, expectedSeq): 0 or more, within a PostgreSQL int. */
export const sequenceNumber = () => wholeIn(0, 2_147_483_647);
