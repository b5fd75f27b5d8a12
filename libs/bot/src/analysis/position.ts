/**
 * evaluatePosition: the evaluation of a gnubg Position ID (the player on roll's view), with the match
 * context of an optional gnubg Match ID (money play without one): the chances before rolling two plies
 * deep (over the 21 rolls, the best play of each judged by every reply: deepCubeNumbers, the depth of the
 * analysis's cube decisions), the cubeless equity and the cubeful equity of the best cube action, valued
 * roll by roll as the analysis's (normalised: money equity per cube unit, or EMG in a match). About a tenth
 * of a second.
 */
import { type MatchIdInfo, type RuleError, type Side, decodeMatchId, decodePositionId } from '@gamao/engine';
import { type MatchContext, MONEY_CONTEXT, contextOfMatchId } from '../context';
import { outcomeValuer } from '../equity';
import { FULL_MODEL } from '../evaluation';
import { deepCubeNumbers } from './cube-grading';
import { normalisedEquity, turnBeforeRoll } from './turn';

export interface PositionEvaluation {
  readonly win: number;
  readonly winGammon: number;
  readonly winBackgammon: number;
  readonly loseGammon: number;
  readonly loseBackgammon: number;
  /** Cubeless equity, normalised. */
  readonly equity: number;
  /** Cubeful equity of the best cube action (no double, or double with the best answer), normalised. */
  readonly cubefulEquity: number;
  /** The right cube action ('no double', 'double, take', ...). */
  readonly cubeAction: string;
  /** Match winning chances of the player on roll (match play), else null. */
  readonly matchWinningChances: number | null;
}

/**
 * The context of a Match ID with the player on roll as side 0 (the Position ID's view): gnubg's players
 * are renumbered so that the score and the cube owner follow the board.
 */
export function contextForOnRoll(info: MatchIdInfo): MatchContext {
  const c = contextOfMatchId(info);
  const onRoll = info.onRoll;
  const other: Side = onRoll === 0 ? 1 : 0;
  const owner = info.cubeOwner === 'centred' ? 'centred' : info.cubeOwner === onRoll ? 0 : 1;
  return { ...c, score: [info.score[onRoll], info.score[other]], cubeOwner: owner };
}

export class PositionError extends Error {
  constructor(readonly error: RuleError) {
    super(`${error.code}: ${error.message}`);
  }
}

/** Evaluates a position; throws a PositionError (code INVALID_POSITION_ID or INVALID_MATCH_ID) on bad IDs. */
export function evaluatePosition(positionId: string, matchId?: string): PositionEvaluation {
  const board = decodePositionId(positionId);
  if (!board.ok) throw new PositionError(board.error);
  let context = MONEY_CONTEXT;
  if (matchId !== undefined && matchId.trim() !== '') {
    const info = decodeMatchId(matchId.trim());
    if (!info.ok) throw new PositionError(info.error);
    context = contextForOnRoll(info.value);
  }
  const turn = turnBeforeRoll(board.value, 0, context, FULL_MODEL);
  const { outcome: o, cube } = deepCubeNumbers(turn, 0, context, FULL_MODEL);
  const value = outcomeValuer(context, 0)(o);
  return {
    win: o.win,
    winGammon: o.winGammon,
    winBackgammon: o.winBackgammon,
    loseGammon: o.loseGammon,
    loseBackgammon: o.loseBackgammon,
    equity: normalisedEquity(value, context, 0),
    cubefulEquity: cube.optimal,
    cubeAction: cube.right,
    matchWinningChances: context.length > 0 ? value : null,
  };
}
