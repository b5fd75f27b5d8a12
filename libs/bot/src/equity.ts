/**
 * What outcome chances are worth to a side in its context: points per game in money play (with the
 * scoring profile's values and Jacoby), match winning chances in a match (Kazaross-XG2, met.ts).
 */
import { type Side } from '@gamao/engine';
import { type MatchContext } from './context';
import { matchEquity } from './met';
import { type Outcome } from './outcome';

/** Values of a single win, a gammon and a backgammon before the cube. */
export interface GameValues {
  readonly single: number;
  readonly gammon: number;
  readonly backgammon: number;
}

/**
 * The values the scoring rules give (the traditional profile's extra rows, which depend on the last
 * roll, are left out: a gammon is worth its gamão value 3). Jacoby: with the cube still centred, gammons
 * count as singles.
 */
export function gameValues(context: MatchContext): GameValues {
  if (context.profile === 'simple') return { single: 1, gammon: 1, backgammon: 1 };
  if (context.length === 0 && context.jacoby && context.cubeOwner === 'centred') {
    return { single: 1, gammon: 1, backgammon: 1 };
  }
  if (context.profile === 'traditional') return { single: 1, gammon: 3, backgammon: 3 };
  return { single: 1, gammon: 2, backgammon: 3 };
}

/** Money value of outcome chances, per unit of the cube. */
export function moneyValue(o: Outcome, values: GameValues): number {
  const winSingle = o.win - o.winGammon;
  const winGammon = o.winGammon - o.winBackgammon;
  const loseSingle = 1 - o.win - o.loseGammon;
  const loseGammon = o.loseGammon - o.loseBackgammon;
  return (
    values.single * (winSingle - loseSingle) +
    values.gammon * (winGammon - loseGammon) +
    values.backgammon * (o.winBackgammon - o.loseBackgammon)
  );
}

/** Points `side` still needs, and the opponent needs, in a match context. */
export function awayScores(context: MatchContext, side: Side): [number, number] {
  const other: Side = side === 0 ? 1 : 0;
  return [context.length - context.score[side], context.length - context.score[other]];
}

/**
 * `side`'s chance to win the match after this game ends with `side` winning (positive) or losing
 * (negative) `points`. During or after the Crawford game, or without the Crawford rule, a score at 1-away
 * is valued post-Crawford; before it, the table's 1-away row is the Crawford game to come.
 */
export function matchEquityAfter(context: MatchContext, side: Side, points: number): number {
  const [me, them] = awayScores(context, side);
  const post = context.crawford || context.postCrawford || !context.crawfordRule;
  return points > 0 ? matchEquity(me - points, them, post) : matchEquity(me, them + points, post);
}

/**
 * Match winning chances of outcome chances with the cube at `cube`, as a function of the chances (the six
 * match equities it weighs are looked up once: the search values thousands of positions per decision).
 */
export function matchValuer(
  context: MatchContext,
  side: Side,
  cube: number,
  values: GameValues,
): (o: Outcome) => number {
  const winSingleEquity = matchEquityAfter(context, side, values.single * cube);
  const winGammonEquity = matchEquityAfter(context, side, values.gammon * cube);
  const winBackgammonEquity = matchEquityAfter(context, side, values.backgammon * cube);
  const loseSingleEquity = matchEquityAfter(context, side, -values.single * cube);
  const loseGammonEquity = matchEquityAfter(context, side, -values.gammon * cube);
  const loseBackgammonEquity = matchEquityAfter(context, side, -values.backgammon * cube);
  return (o) => {
    const winSingle = o.win - o.winGammon;
    const winGammon = o.winGammon - o.winBackgammon;
    const loseSingle = 1 - o.win - o.loseGammon;
    const loseGammon = o.loseGammon - o.loseBackgammon;
    return (
      winSingle * winSingleEquity +
      winGammon * winGammonEquity +
      o.winBackgammon * winBackgammonEquity +
      loseSingle * loseSingleEquity +
      loseGammon * loseGammonEquity +
      o.loseBackgammon * loseBackgammonEquity
    );
  };
}

/**
 * The value `side` gives to outcome chances when choosing a play: cubeless money equity per unit of the
 * cube, or match winning chances. Higher is better; only comparisons between plays matter.
 */
export function outcomeValuer(context: MatchContext, side: Side): (o: Outcome) => number {
  const values = gameValues(context);
  if (context.length === 0) return (o) => moneyValue(o, values);
  return matchValuer(context, side, context.cube, values);
}

/**
 * How much one point of money equity is worth on the scale of outcomeValuer: 1 in money play; in a match,
 * half the swing between winning and losing a single game at the current cube.
 */
export function valueScale(context: MatchContext, side: Side): number {
  if (context.length === 0) return 1;
  const swing =
    matchEquityAfter(context, side, context.cube) - matchEquityAfter(context, side, -context.cube);
  return Math.max(swing / 2, 1e-6);
}
