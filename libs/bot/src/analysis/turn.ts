/**
 * One turn seen by the analysis, before the dice are rolled: the best play (1 ply) for each of the 21
 * rolls (rollsAhead in cube.ts). From it come the chances behind the cube decision (their cubeless
 * average, as the hard level's chancesOnRoll computes them; deepCubeNumbers in cube-grading.ts looks a ply
 * further, as gnubg's 2-ply cube analysis and the hard level near the doubling window) and the luck of the roll that came (its
 * value minus the average).
 *
 * Luck as gnubg measures it: cubeful value of the roll's best play (cubefulAfterPlay, as the checker
 * errors) minus the average over the 36 rolls; for the opening roll (never a double), over the 30
 * non-doubles. Normalised like the errors (grading.ts).
 */
import { type Board, type Dice, type Side } from '@gamao/engine';
import { type MatchContext } from '../context';
import { cubefulAfterPlay, rollsAhead } from '../cube';
import { matchEquityAfter, valueScale } from '../equity';
import { type EvaluationModel } from '../evaluation';
import { type Outcome } from '../outcome';
import { ROLLS } from '../shots';
import { rollIndex } from './dice-stats';

export interface TurnBeforeRoll {
  /** Cubeless chances of the side on roll, averaged over the 36 rolls with the best play of each. */
  readonly outcome: Outcome;
  /** The best play's cubeful value for each distinct roll (dice-stats DISTINCT_ROLLS order), valuer units. */
  readonly values: readonly number[];
  /** The average of `values` over the 36 rolls. */
  readonly mean: number;
  /** The average over the 30 non-doubles (the opening roll). */
  readonly openingMean: number;
  /** The board after each roll's best play, in ROLLS order (the same board when the roll has none). */
  readonly boards: readonly Board[];
}

/** The 21 rolls of `side`, on roll, at 1 ply (see the header). */
export function turnBeforeRoll(
  board: Board,
  side: Side,
  context: MatchContext,
  model: EvaluationModel,
): TurnBeforeRoll {
  const ahead = rollsAhead(board, side, context, model);
  const values = new Array<number>(21).fill(0);
  let mean = 0;
  let openingMean = 0;
  for (let r = 0; r < ROLLS.length; r++) {
    const [a, b, weight] = ROLLS[r];
    const bestValue = cubefulAfterPlay(ahead.best[r], ahead.boards[r], side, context);
    values[rollIndex(a, b)] = bestValue;
    mean += (weight * bestValue) / 36;
    if (a !== b) openingMean += bestValue / 15;
  }
  return { outcome: ahead.outcome, values, mean, openingMean, boards: ahead.boards };
}

/** The luck of rolling `dice` in that turn, normalised (the opening roll against the 30 non-doubles). */
export function luckOf(
  turn: TurnBeforeRoll,
  dice: Dice,
  opening: boolean,
  context: MatchContext,
  side: Side,
): number {
  const v = turn.values[rollIndex(dice[0], dice[1])];
  return (v - (opening ? turn.openingMean : turn.mean)) / valueScale(context, side);
}

/**
 * A value of outcomeValuer as a normalised equity for `side`: money equity per cube unit as is; in a
 * match, match winning chances as EMG at the current cube (2 mwc - (W + L)) / (W - L), with W and L the
 * chances after winning and losing the cube's value.
 */
export function normalisedEquity(v: number, context: MatchContext, side: Side): number {
  if (context.length === 0) return v;
  const w = matchEquityAfter(context, side, context.cube);
  const l = matchEquityAfter(context, side, -context.cube);
  return w - l < 1e-9 ? 0 : (2 * v - (w + l)) / (w - l);
}
