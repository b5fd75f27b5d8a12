import { z } from 'zod';

/**
 * The shared rules of numbers. GraphQL's Int is already a 32-bit integer and its Float a finite double, but
 * neither knows the domain: a match of 5,000 points, a stake of 1e308 (whose products overflow to Infinity,
 * after which the table can no longer be read) or a limit of two billion rows are all well-typed.
 */

/** A whole number from min to max. */
export const wholeIn = (min: number, max: number) =>
  z
    .number()
    .int('A whole number')
    .min(min, `A whole number from ${min} to ${max}`)
    .max(max, `A whole number from ${min} to ${max}`);

/** A finite number from min to max with at most `decimals` decimal places (money: 2). */
export const amountIn = (min: number, max: number, decimals = 2) =>
  z
    .number()
    .refine(Number.isFinite, 'A finite number')
    .refine((n) => n >= min && n <= max, `A number from ${min} to ${max}`)
    .refine(
      (n) => Math.abs(Math.round(n * 10 ** decimals) - n * 10 ** decimals) < 1e-6,
      `At most ${decimals} decimal places`,
    );

/** A list of at most `max` items (and at least `min`). */
export const listOf = <T extends z.ZodType>(item: T, min: number, max: number) =>
  z
    .array(item)
    .min(min, `At least ${min} item${min === 1 ? '' : 's'}`)
    .max(max, `At most ${max} items`);

/** A sequence number a client saw (afterSeq, expectedSeq): 0 or more, within a PostgreSQL int. */
export const sequenceNumber = () => wholeIn(0, 2_147_483_647);
