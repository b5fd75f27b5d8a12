/**
 * Cube decisions for money and match play: double or not, take, drop or beaver, the beavered doubler's
 * answer (accept, raccoon, refuse), and resignations.
 *
 * Method (Janowski's cube-life model, as GNU Backgammon applies it to money and matches): the cubeful value
 * of a position is a mix, by the cube efficiency x, of
 * - the dead-cube value: the cubeless outcome chances valued at the current cube, and
 * - the live-cube value: piecewise linear in the winning chance p, through (0, average loss),
 *   (take point, value of dropping a double), (cash point, value of cashing) and (1, average win).
 * Take points come from the values at the next cube level, recursively up to a level where the cube is
 * dead (a player who already wins the match with the cube, or the maximum cube). Values are points in
 * money play and match winning chances (Kazaross-XG2, met.ts) in a match, so the same code gives the
 * money take point (about 21.4% without gammons) and the match take points of the table, Crawford and
 * post-Crawford included (the leader's cube is dead post-Crawford, so the trailer doubles at once).
 */
import { type Board, type Side, type WinKind, pipCount, scoreResignation } from '@gamao/engine';
import { type MatchContext, MONEY_CONTEXT } from './context';
import {
  type GameValues,
  awayScores,
  gameValues,
  matchEquityAfter,
  outcomeValuer,
  valueScale,
} from './equity';
import {
  BASIC_MODEL,
  type EvaluationModel,
  FULL_MODEL,
  evaluate,
  evaluationBase,
  finishedOutcome,
} from './evaluation';
import { isContact } from './features';
import { type BotLevel } from './level';
import { type Outcome, addRoll, invertOutcome, rollAverage, zeroOutcome } from './outcome';
import { afterPlayDeep, bestPlayWith } from './search';
import { ROLLS } from './shots';

const otherOf = (side: Side): Side => (side === 0 ? 1 : 0);

/** Cubeful values for the side on roll (points in money play, match winning chances in a match). */
export interface CubeValues {
  readonly noDouble: number;
  readonly doubleTake: number;
  readonly doublePass: number;
}

/** The cube decisions of one position, from the view of the side on roll (the possible doubler). */
export interface CubeAnalysis extends CubeValues {
  /** Cubeless chances of the side on roll. */
  readonly outcome: Outcome;
  /** The side on roll should double (it may, and doubling gains). */
  readonly double: boolean;
  /** The opponent's best answer to a double. */
  readonly response: 'take' | 'drop' | 'beaver';
  /** The cube efficiency used (0 = dead cube, 1 = fully live). */
  readonly efficiency: number;
}

// ---------------------------------------------------------------------------------------------
// The model

interface Shares {
  readonly single: number;
  readonly gammon: number;
  readonly backgammon: number;
}

interface CubeModel {
  /** Value for player `who` (0 = the side on roll, 1 = the other) of winning (+) or losing (-) `points`. */
  readonly payoff: (who: 0 | 1, points: number) => number;
  /** How the wins of each player split into singles, gammons, backgammons. */
  readonly shares: readonly [Shares, Shares];
  readonly values: GameValues;
  /** Whether player `who`, owning the cube at `u`, can still gain by redoubling. */
  readonly live: (who: 0 | 1, u: number) => boolean;
  readonly x: number;
  readonly takePoints: Map<string, number>;
}

function sharesOf(win: number, gammon: number, backgammon: number): Shares {
  if (win <= 1e-9) return { single: 1, gammon: 0, backgammon: 0 };
  return { single: (win - gammon) / win, gammon: (gammon - backgammon) / win, backgammon: backgammon / win };
}

/** Average value for `who` of a win (sign +1) or a loss (-1) at cube `u`. */
function average(m: CubeModel, who: 0 | 1, u: number, sign: 1 | -1): number {
  const s = m.shares[sign === 1 ? who : ((1 - who) as 0 | 1)];
  const v = m.values;
  return (
    s.single * m.payoff(who, sign * u * v.single) +
    s.gammon * m.payoff(who, sign * u * v.gammon) +
    s.backgammon * m.payoff(who, sign * u * v.backgammon)
  );
}

/** Linear interpolation through points sorted by their first coordinate. */
function interpolate(points: readonly (readonly [number, number])[], p: number): number {
  for (let i = 1; i < points.length; i++) {
    const [p1, v1] = points[i];
    if (p <= p1) {
      const [p0, v0] = points[i - 1];
      return p1 - p0 < 1e-12 ? v1 : v0 + ((v1 - v0) * (p - p0)) / (p1 - p0);
    }
  }
  return points[points.length - 1][1];
}

/**
 * Cubeful value for `who` at cube `u`, with the given doubling rights (`mine`: who may double, `theirs`:
 * the other may), as a function of who's winning chances: piecewise linear through these points (ascending
 * chances, from 0 to 1). Janowski's mix of the live cube (losing the cube's value at the take point of a
 * double against who, winning it at the cash point) and the dead cube, which is linear between the same
 * ends, so the mix has the live cube's corners.
 */
function cubefulLine(
  m: CubeModel,
  who: 0 | 1,
  u: number,
  mine: boolean,
  theirs: boolean,
): [number, number][] {
  const other = (1 - who) as 0 | 1;
  const lose = average(m, who, u, -1);
  const win = average(m, who, u, 1);
  const points: [number, number][] = [[0, lose]];
  let last = 0;
  if (theirs && m.live(other, u)) {
    last = Math.max(last, takePoint(m, who, 2 * u));
    points.push([last, m.payoff(who, -u)]);
  }
  if (mine && m.live(who, u)) {
    last = Math.max(last, 1 - takePoint(m, other, 2 * u));
    points.push([last, m.payoff(who, u)]);
  }
  points.push([1, win]);
  return points.map(([p, v]) => [p, m.x * v + (1 - m.x) * (lose + p * (win - lose))]);
}

function cubeful(m: CubeModel, who: 0 | 1, u: number, p: number, mine: boolean, theirs: boolean): number {
  return interpolate(cubefulLine(m, who, u, mine, theirs), p);
}

/**
 * The lowest winning chance at which `who` takes a double to `u` (then owning the cube at `u`): where
 * the cubeful value of taking first reaches that of dropping (losing u / 2), solved on its line.
 */
function takePoint(m: CubeModel, who: 0 | 1, u: number): number {
  const key = `${who}:${u}`;
  const known = m.takePoints.get(key);
  if (known !== undefined) return known;
  const drop = m.payoff(who, -u / 2);
  const line = cubefulLine(m, who, u, true, false);
  let tp = 1;
  for (let i = 0; i < line.length; i++) {
    const [p1, v1] = line[i];
    if (v1 < drop) continue;
    if (i === 0) tp = 0;
    else {
      const [p0, v0] = line[i - 1];
      tp = p1 - p0 < 1e-12 ? p1 : p0 + ((drop - v0) * (p1 - p0)) / (v1 - v0);
    }
    break;
  }
  m.takePoints.set(key, tp);
  return tp;
}

/** Cube efficiency: about 0.68 in contact positions; in races it grows with the length of the race. */
export function cubeEfficiency(board: Board, side: Side): number {
  if (isContact(board)) return 0.68;
  const pips = pipCount(board, side);
  return Math.min(0.8, Math.max(0.6, 0.6 + (0.2 * (pips - 30)) / 70));
}

function buildModel(outcome: Outcome, side: Side, context: MatchContext, x: number): CubeModel {
  const values = gameValues(context);
  const sides: [Side, Side] = [side, otherOf(side)];
  const payoff =
    context.length === 0
      ? (_who: 0 | 1, points: number): number => points
      : (who: 0 | 1, points: number): number => matchEquityAfter(context, sides[who], points);
  const live = (who: 0 | 1, u: number): boolean => {
    if (2 * u > context.maxCube) return false;
    // Depth limit: beyond 64 times the current cube nothing changes the decisions.
    if (u >= 64 * context.cube) return false;
    if (context.length === 0) return true;
    // A player who already wins the match with a single game at this cube gains nothing by doubling.
    return awayScores(context, sides[who])[0] > u * values.single;
  };
  return {
    payoff,
    shares: [
      sharesOf(outcome.win, outcome.winGammon, outcome.winBackgammon),
      sharesOf(1 - outcome.win, outcome.loseGammon, outcome.loseBackgammon),
    ],
    values,
    live,
    x,
    takePoints: new Map(),
  };
}

/**
 * Cube analysis for `side`, on roll, from its cubeless chances `outcome` (e.g. evaluate(board, side)).
 * Does not check whether `side` may double (see mayDouble).
 */
export function analyzeCubeFrom(
  outcome: Outcome,
  side: Side,
  context: MatchContext,
  efficiency: number,
): CubeAnalysis {
  const m = buildModel(outcome, side, context, efficiency);
  const v = context.cube;
  const p = outcome.win;
  const owner = context.cubeOwner;
  const values = {
    noDouble: cubeful(
      m,
      0,
      v,
      p,
      owner === 'centred' || owner === side,
      owner === 'centred' || owner !== side,
    ),
    doubleTake: cubeful(m, 0, 2 * v, p, false, true),
    doublePass: m.payoff(0, v),
  };
  return cubeAnalysisOf(outcome, values, context, efficiency);
}

/** The decisions that cube values (analyzeCubeFrom's units) call for: double or not, and the answer. */
function cubeAnalysisOf(
  outcome: Outcome,
  values: CubeValues,
  context: MatchContext,
  efficiency: number,
): CubeAnalysis {
  const { noDouble, doubleTake, doublePass } = values;
  const v = context.cube;
  let response: CubeAnalysis['response'] = doubleTake <= doublePass ? 'take' : 'drop';
  // Beaver (money only): the taker is clearly the favourite once it owns the cube.
  if (
    response === 'take' &&
    context.length === 0 &&
    context.beaver &&
    4 * v <= context.maxCube &&
    doubleTake < -0.1 * v
  ) {
    response = 'beaver';
  }
  const double = Math.min(doubleTake, doublePass) > noDouble;
  return { outcome, noDouble, doubleTake, doublePass, double, response, efficiency };
}

// ---------------------------------------------------------------------------------------------
// Evaluating the chances for cube decisions

/**
 * The model behind cube and resignation decisions: the full one from the medium level up (a few
 * evaluations per decision; a sane cube makes a fairer opponent), the basic one at the easy level.
 */
function modelOf(level: BotLevel): EvaluationModel {
  return level === 'easy' ? BASIC_MODEL : FULL_MODEL;
}

/** The rolls of the side on roll, each with its best play at 1 ply (rollsAhead). */
export interface RollsAhead {
  /** The chances after the best play, averaged over the 36 rolls. */
  readonly outcome: Outcome;
  /** For each roll of ROLLS: the chances after its best play, and the board it leads to (the same board
   * when the roll has no play). */
  readonly best: readonly Outcome[];
  readonly boards: readonly Board[];
}

/** Each of the 21 rolls of `side`, on roll, with the play that `model` values best after it. */
export function rollsAhead(
  board: Board,
  side: Side,
  context: MatchContext,
  model: EvaluationModel,
): RollsAhead {
  const value = outcomeValuer(context, side);
  const sum = zeroOutcome();
  const base = evaluationBase(board, otherOf(side), model);
  const bests: Outcome[] = [];
  const boards: Board[] = [];
  for (const [a, b, weight] of ROLLS) {
    const best = bestPlayWith(board, side, a, b, base, value);
    bests.push(best.outcome);
    boards.push(best.board);
    addRoll(sum, best.outcome, weight);
  }
  return { outcome: rollAverage(sum), best: bests, boards };
}

/** The average of chances given for each roll of ROLLS, over the 36 rolls. */
export function averageOverRolls(outcomes: readonly Outcome[]): Outcome {
  const sum = zeroOutcome();
  outcomes.forEach((o, r) => addRoll(sum, o, ROLLS[r][2]));
  return rollAverage(sum);
}

/**
 * The chances of `side` two plies deeper than rollsAhead, roll by roll: the board after each roll's best
 * play (`boards`, in ROLLS order) judged by every roll of the opponent and its best reply (afterPlayDeep).
 * About 20 times the work.
 */
export function deepOutcomesAhead(
  boards: readonly Board[],
  side: Side,
  context: MatchContext,
  model: EvaluationModel,
): Outcome[] {
  const value = outcomeValuer(context, side);
  return boards.map((after) => finishedOutcome(after, side) ?? afterPlayDeep(after, side, model, value));
}

/**
 * The cube values of `side`, on roll (analyzeCubeFrom's units: points in money play, match winning chances
 * in a match), valued roll by roll as gnubg's cubeful evaluation does: after each roll's best play (`boards`,
 * with the chances `outcomes`, in ROLLS order), the cubeful value of the position with the opponent on roll
 * and its cube options (cubefulAfterPlay); no double with the cube as it is, double/take with the cube
 * doubled and the opponent's. Averaging cubeful values, not chances, keeps what the next roll can do to
 * the cube: the rolls that make `side` too good to double lose its market.
 */
export function cubeValuesByRoll(
  boards: readonly Board[],
  outcomes: readonly Outcome[],
  side: Side,
  context: MatchContext,
): CubeValues {
  const doubled: MatchContext = { ...context, cube: 2 * context.cube, cubeOwner: otherOf(side) };
  // cubefulAfterPlay gives money per unit of the context's cube; analyzeCubeFrom gives points.
  const [unit, doubledUnit] = context.length === 0 ? [context.cube, 2 * context.cube] : [1, 1];
  let noDouble = 0;
  let doubleTake = 0;
  for (let r = 0; r < ROLLS.length; r++) {
    const weight = ROLLS[r][2] / 36;
    noDouble += weight * unit * cubefulAfterPlay(outcomes[r], boards[r], side, context);
    doubleTake += weight * doubledUnit * cubefulAfterPlay(outcomes[r], boards[r], side, doubled);
  }
  const doublePass = context.length === 0 ? context.cube : matchEquityAfter(context, side, context.cube);
  return { noDouble, doubleTake, doublePass };
}

/**
 * The cubeless chances of `side`, on roll. At the hard level, averaged over the 21 rolls with the best
 * play of each (one ply deeper than the static evaluation).
 */
export function chancesOnRoll(board: Board, side: Side, level: BotLevel, context: MatchContext): Outcome {
  const model = modelOf(level);
  return level === 'hard' ? rollsAhead(board, side, context, model).outcome : evaluate(board, side, model);
}

/**
 * How close to the doubling window, in normalised equity (cube units in money play, EMG in a match), the
 * hard level decides and the analysis grades a cube decision two plies deep: the double's value within
 * this of no double. It takes in every decision the analysis may count (CLOSE_CUBE), with room for the
 * deeper chances to move.
 */
export const DEEP_CUBE_MARGIN = 0.3;

/**
 * Whether a cube decision is near the doubling window (DEEP_CUBE_MARGIN): the double's value, the
 * opponent answering best, within the margin of no double. Values normalised: per cube unit in money play,
 * EMG in a match.
 */
export function nearDoublingWindow(noDouble: number, doubleTake: number, doublePass: number): boolean {
  return Math.min(doubleTake, doublePass) > noDouble - DEEP_CUBE_MARGIN;
}

/**
 * `side`'s cube analysis, on roll, at the hard level: from its chances a roll ahead (rollsAhead), and near
 * the doubling window (DEEP_CUBE_MARGIN) two plies deeper, valued roll by roll as the analysis grades the
 * cube (deepOutcomesAhead, cubeValuesByRoll): the rolls that would leave `side` too good to double count
 * against waiting.
 * Graded by gnubg 2-ply's cube values (npm run bench:analysis: the 2,733 positions of its seven-point set
 * where the player on roll could double), the doubling decisions lose 0.839 in all (EMG) and the answers
 * to the 95 doubles right or made 0.559, where the deep chances averaged first and valued once lose 1.507
 * and 0.818. A cube decision near the window takes about 20 times one far from it (npm run
 * bench:bot:browser prints it). The measurements against gnubg 0-ply: docs/bot-training.md.
 */
function hardCubeAnalysis(board: Board, side: Side, context: MatchContext): CubeAnalysis {
  const efficiency = cubeEfficiency(board, side);
  const ahead = rollsAhead(board, side, context, FULL_MODEL);
  const a = analyzeCubeFrom(ahead.outcome, side, context, efficiency);
  // Normalised as the analysis's cube numbers are (EMG differences are match-chance differences / scale).
  const unit = context.length === 0 ? context.cube : valueScale(context, side);
  const near =
    mayDouble(context, side) &&
    nearDoublingWindow(a.noDouble / unit, a.doubleTake / unit, a.doublePass / unit);
  if (!near) return a;
  const byRoll = deepOutcomesAhead(ahead.boards, side, context, FULL_MODEL);
  const values = cubeValuesByRoll(ahead.boards, byRoll, side, context);
  return cubeAnalysisOf(averageOverRolls(byRoll), values, context, efficiency);
}

/** Whether the rules let `side` double now (cube used, not the Crawford game, owner, maximum). */
export function mayDouble(context: MatchContext, side: Side): boolean {
  if (!context.cubeEnabled || context.crawford) return false;
  if (context.profile === 'simple') return false;
  if (context.cubeOwner !== 'centred' && context.cubeOwner !== side) return false;
  if (context.cube * 2 > context.maxCube) return false;
  if (context.length > 0) {
    const [me] = awayScores(context, side);
    // Already winning the match with this cube: a double can only lose.
    if (me <= context.cube) return false;
  }
  return true;
}

/**
 * The cubeful value, for `side`, of its chances `o` after its play to `board` (outcomeValuer units): the
 * opponent is on roll with its cube options (it doubles when that gains, and `side` answers best), the
 * cube valued by Janowski's model, as gnubg grades plays cubefully. When the play ends the game, it is the
 * game's exact value; when neither side may double (mayDouble: no cube, the Crawford game, the simple
 * profile, the maximum reached...), the cubeless value.
 */
export function cubefulAfterPlay(o: Outcome, board: Board, side: Side, context: MatchContext): number {
  const other = otherOf(side);
  const finished = finishedOutcome(board, side);
  if (finished || (!mayDouble(context, side) && !mayDouble(context, other))) {
    return outcomeValuer(context, side)(finished ?? o);
  }
  const a = analyzeCubeFrom(invertOutcome(o), other, context, cubeEfficiency(board, other));
  const theirs = mayDouble(context, other)
    ? Math.max(a.noDouble, Math.min(a.doubleTake, a.doublePass))
    : a.noDouble;
  return context.length === 0 ? -theirs / context.cube : 1 - theirs;
}

/** The full cube analysis of `board` for `side`, on roll, at a level. */
export function analyzeCube(
  board: Board,
  side: Side,
  context: MatchContext = MONEY_CONTEXT,
  level: BotLevel = 'hard',
): CubeAnalysis {
  if (level === 'hard') return hardCubeAnalysis(board, side, context);
  return analyzeCubeFrom(
    chancesOnRoll(board, side, level, context),
    side,
    context,
    cubeEfficiency(board, side),
  );
}

/**
 * Post-Crawford (or without the Crawford rule): the opponent needs one point, so its cube is dead and a
 * double costs the trailer nothing. (In the Crawford game mayDouble already says no.)
 */
function trailerAgainstMatchPoint(context: MatchContext, side: Side): boolean {
  if (context.length === 0 || context.crawford) return false;
  const [me, them] = awayScores(context, side);
  return them === 1 && me > 1;
}

/** Why the bot doubles or not. */
export type CubeActionReason =
  /** Nobody doubles in the Crawford game. */
  | 'crawford'
  /** The cube is not available to this side (not used, owned by the other side, at its maximum, dead). */
  | 'unavailable'
  /** The opponent needs one point (post-Crawford): a double costs nothing. */
  | 'trailer'
  /** In the doubling window. */
  | 'double'
  /** Too good to double: playing on for a gammon is worth more than the opponent's pass. */
  | 'tooGood'
  /** Not strong enough yet. */
  | 'notYet';

export interface CubeDecision {
  readonly double: boolean;
  readonly reason: CubeActionReason;
  /** The opponent's best answer to a double. */
  readonly response: 'take' | 'drop' | 'beaver';
  readonly analysis: CubeAnalysis;
}

/** The full cube decision of `side`, on roll before rolling, with the analysis behind it. */
export function cubeDecision(
  board: Board,
  side: Side,
  context: MatchContext = MONEY_CONTEXT,
  level: BotLevel = 'hard',
): CubeDecision {
  const analysis = analyzeCube(board, side, context, level);
  const response = analysis.response;
  let reason: CubeActionReason;
  if (context.crawford && context.length > 0) reason = 'crawford';
  else if (!mayDouble(context, side)) reason = 'unavailable';
  else if (trailerAgainstMatchPoint(context, side)) reason = 'trailer';
  else if (analysis.double) reason = 'double';
  else reason = response === 'drop' ? 'tooGood' : 'notYet';
  return { double: reason === 'trailer' || reason === 'double', reason, response, analysis };
}

/** Whether `side`, on roll before rolling, doubles. */
export function shouldDouble(
  board: Board,
  side: Side,
  context: MatchContext = MONEY_CONTEXT,
  level: BotLevel = 'hard',
): boolean {
  if (!mayDouble(context, side)) return false;
  if (trailerAgainstMatchPoint(context, side)) return true;
  return analyzeCube(board, side, context, level).double;
}

/** The answer of `side` to the opponent's double (the opponent is on roll). */
export function answerDouble(
  board: Board,
  side: Side,
  context: MatchContext = MONEY_CONTEXT,
  level: BotLevel = 'hard',
): 'take' | 'drop' | 'beaver' {
  const doubler = otherOf(side);
  // The analysis is at the cube value before the double.
  return analyzeCube(board, doubler, context, level).response;
}

/**
 * The original doubler's answer to a beaver (the cube would be at 4 times the value before the double,
 * owned by the beaverer): raccoon when clearly the favourite (rare), accept, or refuse when allowed and
 * accepting is worse than conceding the doubled value.
 */
export function answerBeaver(
  board: Board,
  side: Side,
  context: MatchContext = MONEY_CONTEXT,
  level: BotLevel = 'hard',
): 'take' | 'raccoon' | 'refuseBeaver' {
  const { outcome } = analyzeCube(board, side, context, level);
  const m = buildModel(outcome, side, context, cubeEfficiency(board, side));
  const v = context.cube;
  const atFour = cubeful(m, 0, 4 * v, outcome.win, false, true);
  if (context.raccoon && 8 * v <= context.maxCube && atFour > 0.25 * 4 * v) return 'raccoon';
  if (context.beaverRefusal && atFour < m.payoff(0, -2 * v)) return 'refuseBeaver';
  return 'take';
}

/**
 * Whether `side` accepts the opponent's resignation of `kind`: when the resigned result is worth at least
 * what `side` expects from playing on (cubeless chances at the current cube; `onRoll` says who rolls next).
 */
export function shouldAcceptResignation(
  board: Board,
  side: Side,
  kind: WinKind,
  context: MatchContext = MONEY_CONTEXT,
  level: BotLevel = 'hard',
  onRoll: Side = side,
): boolean {
  const model = modelOf(level);
  const outcome =
    onRoll === side ? evaluate(board, side, model) : invertOutcome(evaluate(board, otherOf(side), model));
  const resigned = scoreResignation(kind, context.cube, {
    profile: context.profile,
    jacoby: context.jacoby && context.cubeOwner === 'centred',
  });
  const points = resigned.ok ? resigned.value.points : context.cube;
  const expected = outcomeValuer(context, side)(outcome);
  if (context.length === 0) return points >= expected * context.cube - 1e-9;
  return matchEquityAfter(context, side, points) >= expected - 1e-9;
}
