import { z } from 'zod';
import { amountIn, listOf, sequenceNumber, wholeIn } from '../core/validation/number-rules';
import { freeText, lookupText } from '../core/validation/text-rules';
import { clockOnlyRules } from '../play/match-input-rules';

/**
 * The rules of the chouette's inputs (core/validation). @gamao/chouette decides the rest (a power-of-two
 * cube, a partner threshold of 0 or at least 3, ...).
 */

/** The engine's highest cube. */
const MAX_CUBE = 32768;
/** A stake per point: money, with cents, bounded so that points x stake stays an exact, printable amount. */
export const MAX_STAKE = 1_000_000;
/** More players than a table can seat (MAX_CORRECTION_ROWS bounds the corrections). */
const MAX_TABLE = 64;

/** House rules: counts of players bounded here, the library checks the rest (INVALID_HOUSE_RULES). */
export const houseRulesRules = z.looseObject({
  partnerMandatoryFrom: wholeIn(0, MAX_TABLE, 'INVALID_HOUSE_RULES').nullish(),
  maxPlayers: wholeIn(0, MAX_TABLE, 'INVALID_HOUSE_RULES').nullish(),
});

export const openChouetteRules = z.looseObject({
  options: z
    .looseObject({
      triploPoints: wholeIn(0, 64, 'INVALID_OPTIONS').nullish(),
      autoDoublesCap: wholeIn(1, MAX_CUBE, 'INVALID_OPTIONS').nullish(),
      maxCube: wholeIn(1, MAX_CUBE, 'INVALID_OPTIONS').nullish(),
      partnerThreshold: wholeIn(0, MAX_TABLE).nullish(),
      stake: amountIn(0, MAX_STAKE, 2, 'INVALID_OPTIONS').nullish(),
      house: houseRulesRules.nullish(),
    })
    .nullish(),
  timeControl: clockOnlyRules.nullish(),
});

/** The code of a table (the resolver answers INVALID_CHOUETTE_CODE beyond 32 characters). */
export const chouetteCodeRules = lookupText(256);
export const diceRules = listOf(wholeIn(1, 6), 2, 2).nullish();
export const initialCubeRules = wholeIn(1, MAX_CUBE).nullish();
export const gameValueRules = wholeIn(1, 1_000_000).nullish();
export const gameNumberRules = wholeIn(0, 1_000_000);
/** A correction: whole points per player, bounded (the resolver checks the rows). */
export const correctionPointsRules = listOf(
  z.looseObject({ points: wholeIn(-1_000_000, 1_000_000) }),
  0,
  MAX_TABLE,
);
export const correctionReasonRules = freeText(0, 1000);
/** The scorekeeper's sheet (house rule): a cube's value and a score, bounded; the library checks the rest. */
export const sheetCubeRules = wholeIn(1, MAX_CUBE, 'INVALID_EDIT');
export const sheetPointsRules = wholeIn(-1_000_000, 1_000_000, 'INVALID_EDIT');
export const sheetOrderRules = listOf(z.string(), 1, MAX_TABLE);
/** A deal (house rule): whole points per member, and who agreed; the library checks the rest. */
export const dealTermsRules = listOf(z.looseObject({ points: wholeIn(-1_000_000, 1_000_000) }), 1, MAX_TABLE);
export const agreedByRules = listOf(z.string(), 0, MAX_TABLE);
/** A split: the members arriving at a full table. */
export const arrivingRules = listOf(z.string(), 1, MAX_TABLE);
export const afterSeqRules = sequenceNumber().nullish();
