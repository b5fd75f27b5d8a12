/**
 * One turn seen by the analysis, before the dice are rolled: the best play (1 ply) for each of the 21
 * rolls. From it come the chances behind the cube decision (their cubeless average, as the hard level's
 * chancesOnRoll computes them; deepChances looks a ply further, as gnubg's 2-ply cube analysis) and the
 * luck of the roll that came (its value minus the average).
 *
 * Luck as gnubg measures it: cubeful value of the roll's best play (cubefulAfterPlay, as the checker
 * errors) minus the average over the 36 rolls; for the opening roll (never a double), over the 30
 * non-doubles. Normalised like the errors (grading.ts).
 */
import { type Board, type Dice, type Side, legalPlays } from '@gamao/engine';
import { type MatchContext } from '../context';
import { cubefulAfterPlay } from '../cube';
import { matchEquityAfter, outcomeValuer, valueScale } from '../equity';
import { type EvaluationModel, evaluate, evaluateNear, evaluationBase, finishedOutcome } from '../evaluation';
import {
  type MutableOutcome,
  type Outcome,
  addRoll,
  invertOutcome,
  rollAverage,
  zeroOutcome,
} from '../outcome';
import { afterPlayDeep } from '../search';
import { ROLLS } from '../shots';
import { rollIndex } from './dice-stats';

const otherOf = (side: Side): Side => (side === 0 ? 1 : 0);

export interface TurnBeforeRoll {
  /** Cubeless chances of the side on roll, averaged over the 36 rolls with the best play of each. */
  readonly outcome: Outcome;
  /** The best play's cubeful value for each distinct roll (dice-stats DISTINCT_ROLLS order), valuer units. */
  readonly values: readonly number[];
  /** The average of `values` over the 36 rolls. */
  readonly mean: number;
  /** The average over the 30 non-doubles (the opening roll). */
  readonly openingMean: number;
  /** The board after each distinct roll's best play (the same board when the roll has none). */
  readonly boards: readonly Board[];
}

/** The 21 rolls of `side`, on roll, at 1 ply (see the header). */
export function turnBeforeRoll(
  board: Board,
  side: Side,
  context: MatchContext,
  model: EvaluationModel,
): TurnBeforeRoll {
  const other = otherOf(side);
  const value = outcomeValuer(context, side);
  const base = evaluationBase(board, other, model);
  const scratch: MutableOutcome = zeroOutcome();
  const sum = zeroOutcome();
  const values = new Array<number>(21).fill(0);
  const boards = new Array<Board>(21).fill(board);
  let mean = 0;
  let openingMean = 0;
  for (const [a, b, weight] of ROLLS) {
    const plays = legalPlays(board, side, [a, b] as unknown as Dice);
    let best: Outcome;
    let bestBoard = board;
    if (plays.length === 0) {
      best = invertOutcome(evaluate(board, other, model));
    } else {
      best = scratch;
      let bestValue = -Infinity;
      for (let i = 0; i < plays.length; i++) {
        evaluateNear(base, plays[i].board, scratch);
        const o = invertOutcome(scratch);
        const v = value(o);
        if (v > bestValue) {
          bestValue = v;
          best = o;
          bestBoard = plays[i].board;
        }
      }
    }
    const bestValue = cubefulAfterPlay(best, bestBoard, side, context);
    values[rollIndex(a, b)] = bestValue;
    boards[rollIndex(a, b)] = bestBoard;
    mean += (weight * bestValue) / 36;
    if (a !== b) openingMean += bestValue / 15;
    addRoll(sum, best, weight);
  }
  return {
    outcome: rollAverage(sum),
    values,
    mean,
    openingMean,
    boards,
  };
}

/**
 * The chances of the turn's side two plies deep: each roll's best play (as found at 1 ply) judged by every
 * roll of the opponent and its best reply (afterPlayDeep). About 20 times the work of the 1-ply chances.
 */
export function deepChances(
  turn: TurnBeforeRoll,
  side: Side,
  context: MatchContext,
  model: EvaluationModel,
): Outcome {
  const value = outcomeValuer(context, side);
  const sum = zeroOutcome();
  for (const [a, b, weight] of ROLLS) {
    const after = turn.boards[rollIndex(a, b)];
    addRoll(sum, finishedOutcome(after, side) ?? afterPlayDeep(after, side, model, value), weight);
  }
  return rollAverage(sum);
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
