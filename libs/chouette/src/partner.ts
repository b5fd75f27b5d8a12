/**
 * The box's partner (sócio, seed 000 rule 2.3 and rule 6): with `partnerThreshold` or more players at the
 * table (default 5) the box may call a partner for the next game. Box and partner share the box's result
 * 50/50; an odd point goes to the box when the result is a gain and is taken from the box when it is a
 * loss (box loses 5: box -3, partner -2; box wins 5: box +3, partner +2).
 *
 * Who may be called: the seed leaves it to the box; here the box names any player of the queue (never the
 * captain, who plays the box). The partner leaves the team for that game (no cube of their own: they share
 * the box's cubes) and keeps their place in the line; the call lasts one game.
 */
import type { PlayerId } from './types';

/** Whether a partner may be called with `present` players at the table. */
export const partnerAllowed = (present: number, threshold: number): boolean =>
  threshold > 0 && present >= threshold;

/** Splits the box side's total: the partner gets half rounded toward zero, the box the rest. */
export function splitBoxResult(total: number): { readonly box: number; readonly partner: number } {
  const partner = (total - (total % 2)) / 2;
  return { box: total - partner, partner };
}

/** The queue players the box may call as partner. */
export const partnerCandidates = (line: readonly PlayerId[]): PlayerId[] => line.slice(2);
