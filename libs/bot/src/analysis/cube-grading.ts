/**
 * Grading cube decisions as gnubg does, with the bot's cube model (cube.ts: Janowski's cube life over the
 * chances on roll averaged over the 21 rolls; near the doubling window, two plies deep and valued roll by
 * roll: turnCubeNumbers):
 * - no double (the player rolled while it could double): error = best − no double; the decision counts
 *   only when it was close (the double's value within 0.16 of no double, gnubg's isCloseCubedecision) or
 *   a missed double;
 * - double: error = best − min(double/take, double/pass); always counts;
 * - take / drop / beaver (the opponent's answer): from the taker's side, take is worth −double/take,
 *   drop −double/pass, beaver about −2 double/take (the cube twice as high and still the taker's);
 *   error = best available answer − the answer given; always counts.
 * Values are normalised per unit of the cube (money) or as EMG (match), from the doubler's side.
 */
import { type Board, type Side } from '@gamao/engine';
import { type MatchContext } from '../context';
import {
  type CubeValues,
  analyzeCubeFrom,
  averageOverRolls,
  cubeEfficiency,
  cubeValuesByRoll,
  deepOutcomesAhead,
  mayDouble,
  nearDoublingWindow,
} from '../cube';
import { type EvaluationModel } from '../evaluation';
import { type Outcome } from '../outcome';
import { type TurnBeforeRoll, normalisedEquity } from './turn';

/** The cube numbers of a position, normalised, from the side on roll (the possible doubler). */
export interface CubeNumbers {
  readonly noDouble: number;
  readonly doubleTake: number;
  readonly doublePass: number;
  /** The side may double at all. */
  readonly available: boolean;
  /** The best of no double and double (the opponent answering best). */
  readonly optimal: number;
  /** gnubg's notation of the right action: 'double, take', 'double, pass', 'double, beaver', 'no double', 'too good, pass', 'too good, take'... */
  readonly right: string;
}

/** The threshold of a close cube decision (gnubg's isCloseCubedecision). */
export const CLOSE_CUBE = 0.16;

function normalise(x: number, context: MatchContext, side: Side): number {
  return context.length === 0 ? x / context.cube : normalisedEquity(x, context, side);
}

/** The cube decision of `side`, on roll, from its chances averaged over the rolls. */
export function cubeNumbers(board: Board, side: Side, outcome: Outcome, context: MatchContext): CubeNumbers {
  return cubeNumbersOf(analyzeCubeFrom(outcome, side, context, cubeEfficiency(board, side)), side, context);
}

/** The cube numbers from the raw cube values of `side` (analyzeCubeFrom's units). */
export function cubeNumbersOf(a: CubeValues, side: Side, context: MatchContext): CubeNumbers {
  const beaver = context.length === 0 && context.beaver && 4 * context.cube <= context.maxCube;
  return cubeNumbersFrom(
    {
      noDouble: normalise(a.noDouble, context, side),
      doubleTake: normalise(a.doubleTake, context, side),
      doublePass: normalise(a.doublePass, context, side),
    },
    mayDouble(context, side),
    beaver,
  );
}

/**
 * The cube numbers from normalised values (money equity per cube unit, or EMG), whether the side may
 * double, and whether the opponent may beaver.
 */
export function cubeNumbersFrom(values: CubeValues, available: boolean, beaver: boolean): CubeNumbers {
  const { noDouble, doubleTake, doublePass } = values;
  // The opponent's best answer: the lower of the two for the doubler (a beaver when taking is clearly right).
  const answered = Math.min(doubleTake, doublePass);
  const optimal = available ? Math.max(noDouble, answered) : noDouble;
  const response = doubleTake > doublePass ? 'pass' : beaver && doubleTake < 0 ? 'beaver' : 'take';
  let right: string;
  if (!available) right = 'no double';
  else if (answered >= noDouble - 1e-9) right = `double, ${response}`;
  else right = response === 'pass' ? 'too good, pass' : 'no double';
  return { noDouble, doubleTake, doublePass, available, optimal, right };
}

/**
 * The cube numbers of a turn: from its 1-ply chances, or near the doubling window (nearDoublingWindow) two
 * plies deep, as gnubg's 2-ply analysis judges the cube: after each roll's best play, its chances a ply
 * deeper valued cubefully with the opponent on roll, at the cube as it is and doubled (cubeValuesByRoll),
 * so that the rolls that would leave the side too good count against not doubling. On the seven-point set
 * of npm run bench:analysis, against the chances averaged and valued once: the cube errors'
 * mean absolute difference from gnubg's 0.51 -> 0.44 PR a player, their bias -0.20 -> -0.10. On the
 * 1,174 turns of 13 of the 7-point matches of npm run bench:analysis (gnubg's chances between 2% and 98%),
 * the 1-ply winning chances of the analysis's model were 0.015 from gnubg's 2-ply ones on average, and
 * 0.012 two plies deep; in a match the cube's value turns on a few points of winning chances.
 */
export function turnCubeNumbers(
  board: Board,
  side: Side,
  turn: TurnBeforeRoll,
  context: MatchContext,
  model: EvaluationModel,
): CubeNumbers {
  const shallow = cubeNumbers(board, side, turn.outcome, context);
  if (!shallow.available || !nearDoublingWindow(shallow.noDouble, shallow.doubleTake, shallow.doublePass)) {
    return shallow;
  }
  return deepCubeNumbers(turn, side, context, model).cube;
}

/**
 * Two plies deep (turnCubeNumbers near the doubling window): the chances after each roll's best play a ply
 * deeper, their average (`outcome`) and the cube numbers valued roll by roll.
 */
export function deepCubeNumbers(
  turn: TurnBeforeRoll,
  side: Side,
  context: MatchContext,
  model: EvaluationModel,
): { readonly outcome: Outcome; readonly cube: CubeNumbers } {
  const byRoll = deepOutcomesAhead(turn.boards, side, context, model);
  return {
    outcome: averageOverRolls(byRoll),
    cube: cubeNumbersOf(cubeValuesByRoll(turn.boards, byRoll, side, context), side, context),
  };
}

/** A no-double decision counts when it was close or a missed double. */
export const isCloseCube = (c: CubeNumbers): boolean =>
  c.available && Math.min(c.doubleTake, c.doublePass) > c.noDouble - CLOSE_CUBE;

export const noDoubleError = (c: CubeNumbers): number => Math.max(0, c.optimal - c.noDouble);

export const doubleError = (c: CubeNumbers): number =>
  Math.max(0, c.optimal - Math.min(c.doubleTake, c.doublePass));

/** The taker's answers and their values for the taker. */
export function responseValues(
  c: CubeNumbers,
  beaverAllowed: boolean,
): Record<'take' | 'drop' | 'beaver', number> {
  return {
    take: -c.doubleTake,
    drop: -c.doublePass,
    beaver: beaverAllowed ? -2 * c.doubleTake : -Infinity,
  };
}

/** The right answer to the double (for the `right` of a response decision). */
export function rightResponse(c: CubeNumbers, beaverAllowed: boolean): 'take' | 'drop' | 'beaver' {
  const v = responseValues(c, beaverAllowed);
  if (v.beaver > v.take && v.beaver >= v.drop) return 'beaver';
  return v.take >= v.drop ? 'take' : 'drop';
}

export function responseError(
  c: CubeNumbers,
  answer: 'take' | 'drop' | 'beaver',
  beaverAllowed: boolean,
): number {
  const v = responseValues(c, beaverAllowed);
  const best = Math.max(v.take, v.drop, v.beaver);
  return Math.max(0, best - v[answer]);
}
