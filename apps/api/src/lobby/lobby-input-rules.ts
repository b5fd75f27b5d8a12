import { z } from 'zod';
import { matchOptionsRules, timeControlRules } from '../play/match-input-rules';

/**
 * The rules of the lobby's inputs (core/validation): an open challenge carries the options and the clock of a
 * challenge, with the same bounds; the engine decides the rest.
 */
export const openChallengeRules = z.looseObject({
  options: matchOptionsRules,
  timeControl: timeControlRules.nullish(),
});
