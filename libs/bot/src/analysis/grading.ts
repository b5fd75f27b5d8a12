/**
 * How decisions are graded, as GNU Backgammon grades them: the marks and their thresholds, the PR bands
 * players know, and the luck marks.
 *
 * Errors are equity lost per unit of the cube, normalised: money equity in money play, EMG (equivalent
 * to money game: the match winning chances converted with the current cube, 2 ΔMWC / (MWC after winning
 * the cube's value − MWC after losing it)) in a match. PR (performance rating, as eXtreme Gammon and
 * Backgammon Galaxy report it) is 500 times the average error per unforced decision: gnubg's
 * "error rate mEMG" divided by 2.
 *
 * Jokers: a roll whose luck is at least +0.6 (normalised as the errors) is a joker, at most −0.6 an
 * anti-joker: gnubg's "very lucky" and "very unlucky" thresholds.
 *
 * This file imports nothing: the site reads it alone as `@gamao/bot/grading` (package.json `exports`), so the
 * PR bands and marks it shows are these without the bot's network weights in the browser's bundle.
 */

export type Mark = 'none' | 'doubtful' | 'bad' | 'veryBad';

export const DOUBTFUL = 0.04;
export const BAD = 0.08;
export const VERY_BAD = 0.16;
export const JOKER = 0.6;

/** The mark of an error (equity lost, >= 0). */
export function markOf(error: number): Mark {
  if (error >= VERY_BAD) return 'veryBad';
  if (error >= BAD) return 'bad';
  if (error >= DOUBTFUL) return 'doubtful';
  return 'none';
}

/** 'joker' for luck >= +0.6, 'antiJoker' for luck <= -0.6, else undefined. */
export function jokerRankOf(luck: number | null): 'joker' | 'antiJoker' | undefined {
  if (luck === null) return undefined;
  if (luck >= JOKER) return 'joker';
  if (luck <= -JOKER) return 'antiJoker';
  return undefined;
}

export type PrBand =
  'superGrandMaster' | 'grandMaster' | 'master' | 'expert' | 'advanced' | 'intermediate' | 'beginner';

/** The upper bound of each band, best first (PR at most the bound). */
export const PR_BANDS: readonly (readonly [PrBand, number])[] = [
  ['superGrandMaster', 2.5],
  ['grandMaster', 4],
  ['master', 6],
  ['expert', 8],
  ['advanced', 12],
  ['intermediate', 16],
  ['beginner', Infinity],
];

/** The band of a PR: super grand master (<= 2.5) ... intermediate (<= 16), beginner above. */
export function prBand(pr: number): PrBand {
  for (const [band, bound] of PR_BANDS) if (pr <= bound) return band;
  return 'beginner';
}

/** PR from a total error and a number of unforced decisions (0 when there were none). */
export const prOf = (totalError: number, unforced: number): number =>
  unforced > 0 ? (500 * totalError) / unforced : 0;
