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

/** A book entry: cents are whole numbers (INVALID_AMOUNT); the library checks signs, methods and periods. */
export const bookEntryRules = z.looseObject({
  amountCents: z.number().refine((n) => Number.isSafeInteger(n), {
    message: 'Whole cents',
    params: { code: 'INVALID_AMOUNT' },
  }),
  period: z
    .string()
    .regex(/^[0-9A-Za-z-]{1,16}$/, 'A period such as 2026-12')
    .nullish(),
  reference: freeText(1, 120).nullish(),
  note: freeText(1, 500).nullish(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as yyyy-mm-dd')
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      'A real date',
    )
    .nullish(),
});

/** A club's currency: three capital letters (INVALID_CURRENCY); the library checks it again. */
export const currencyRules = z.string().refine((c) => /^[A-Z]{3}$/.test(c), {
  message: 'An ISO 4217 code',
  params: { code: 'INVALID_CURRENCY' },
});

/** A prize pool: shares, basis points and placings bounded (INVALID_PAYOUT); the library checks the sums. */
export const prizePoolRules = z.looseObject({
  reference: freeText(1, 120),
  payout: z
    .array(wholeIn(1, 10_000, 'INVALID_PAYOUT'))
    .refine((shares) => shares.length >= 1 && shares.length <= 20, {
      message: '1 to 20 places',
      params: { code: 'INVALID_PAYOUT' },
    }),
  clubCutBasisPoints: wholeIn(0, 10_000, 'INVALID_PAYOUT'),
  jackpotBasisPoints: wholeIn(0, 10_000, 'INVALID_PAYOUT'),
  placings: z.array(z.string()).min(1).max(20),
});

const leagueOption = (min: number, max: number) => wholeIn(min, max, 'INVALID_LEAGUE_OPTIONS');
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as yyyy-mm-dd')
  .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'A real date');

/**
 * A league season's options, bounded (INVALID_LEAGUE_OPTIONS): up to 20 divisions of 2 to 40 players, match
 * lengths of 1 to 25, points of 0 to 1,000; the library checks the divisions, tie-breaks and movement again.
 */
export const createLeagueRules = z.looseObject({
  name: name(2, 80),
  divisions: z.array(z.array(z.string()).max(40)).max(20).nullish(),
  players: z.array(z.string()).max(800).nullish(),
  divisionSize: leagueOption(2, 40).nullish(),
  lengths: z.array(leagueOption(1, 25)).min(1).max(20),
  points: z
    .looseObject({ win: leagueOption(0, 1000).nullish(), loss: leagueOption(0, 1000).nullish() })
    .nullish(),
  tieBreaks: z.array(z.string().max(40)).max(7).nullish(),
  promote: leagueOption(0, 20).nullish(),
  relegate: leagueOption(0, 20).nullish(),
  startsOn: day.nullish(),
});

/** A league result: a score is two whole numbers (INVALID_SCORE); the library checks it against the length. */
export const leagueResultRules = z.looseObject({
  score: z
    .array(wholeIn(0, 99, 'INVALID_SCORE'))
    .length(2)
    .nullish(),
});

/** A season points table: up to 10 rows of up to 64 places, whole points 0 to 10,000 (INVALID_POINTS_TABLE). */
export const pointsTableRules = z.looseObject({
  rows: z
    .array(
      z.looseObject({
        minField: wholeIn(1, 10_000, 'INVALID_POINTS_TABLE'),
        places: z
          .array(wholeIn(0, 10_000, 'INVALID_POINTS_TABLE'))
          .min(1)
          .max(64),
      }),
    )
    .min(1)
    .max(10),
  attendance: wholeIn(0, 10_000, 'INVALID_POINTS_TABLE'),
});

/** A season: a calendar year. */
export const seasonYearRules = wholeIn(2000, 2100).nullish();
