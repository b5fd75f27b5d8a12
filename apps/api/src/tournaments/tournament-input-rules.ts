import { z } from 'zod';
import { listOf, wholeIn } from '../core/validation/number-rules';
import { freeText, name } from '../core/validation/text-rules';
import { MAX_MATCH_POINTS, clockOnlyRules } from '../play/match-input-rules';

/**
 * The rules of the tournaments' inputs (core/validation): the envelope of every number and text. The
 * service and @gamao/tournament still decide what depends on the format (rounds only for a Swiss, ...).
 */

/** At most this many rounds have their own match length or clock (a Swiss has at most 30 rounds). */
export const MAX_ROUNDS = 64;
/** The most players a tournament takes. */
export const MAX_PLAYERS = 4096;

export const TOURNAMENT_NAME = name(2, 120);
const hours = wholeIn(1, 720).nullish();

export const createTournamentRules = z.looseObject({
  name: TOURNAMENT_NAME,
  matchLengths: listOf(
    wholeIn(1, MAX_MATCH_POINTS, 'INVALID_MATCH_LENGTH'),
    1,
    MAX_ROUNDS,
    'INVALID_MATCH_LENGTH',
  ),
  rounds: wholeIn(1, 30).nullish(),
  groups: wholeIn(1, 64).nullish(),
  maxPlayers: wholeIn(2, MAX_PLAYERS).nullish(),
  timeControl: clockOnlyRules.nullish(),
  roundTimeControls: listOf(clockOnlyRules.nullable(), 0, MAX_ROUNDS).nullish(),
  abandonHours: hours,
  startDeadlineHours: hours,
});

/** A result's score: [winner's points, loser's points] (points beyond the length count too). */
export const resultRules = z.looseObject({
  score: listOf(wholeIn(0, 9999), 0, 2).nullish(),
});

/** A dispute's or a correction's reason; the service asks for a real one (REASON_REQUIRED). */
export const reasonRules = freeText(0, 1000);
export const roundRules = wholeIn(1, 1000).nullish();
export const groupRules = wholeIn(1, 64);
export const seedingOrderRules = listOf(z.string(), 0, MAX_PLAYERS).nullish();

/** A public link's token as the API makes it (32 URL-safe characters); anything else is refused unread. */
export const publicTokenRules = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'not a public link token');
