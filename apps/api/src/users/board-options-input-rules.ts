import { z } from 'zod';
import { ANIMATION_SPEEDS, BOARD_COLORS, BOARD_DIRECTIONS } from './board-options';

/**
 * The rules of a change of board options (core/validation): each field optional, each value one of the
 * allowed ones; an unknown value is refused with its field, and nothing is stored.
 */
export const boardOptionsRules = z.looseObject({
  animation: z.enum(ANIMATION_SPEEDS, `one of ${ANIMATION_SPEEDS.join(', ')}`).nullish(),
  sound: z.boolean().nullish(),
  autoRoll: z.boolean().nullish(),
  autoBearOff: z.boolean().nullish(),
  oneTap: z.boolean().nullish(),
  direction: z.enum(BOARD_DIRECTIONS, `one of ${BOARD_DIRECTIONS.join(', ')}`).nullish(),
  colors: z.enum(BOARD_COLORS, `one of ${BOARD_COLORS.join(', ')}`).nullish(),
  homeZoom: z.boolean().nullish(),
});
