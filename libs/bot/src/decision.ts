/**
 * The bot's answer to whatever an engine MatchState waits for: roll (or double), play, answer a cube
 * offer, answer a resignation.
 */
import {
  type CheckerMove,
  type MatchState,
  type Side,
  currentGame,
  cubeDecider,
  sideToAct,
} from '@gamao/engine';
import { contextOf } from './context';
import { answerDouble, answerBeaver, shouldDouble, shouldAcceptResignation } from './cube';
import { type BotLevel } from './level';
import { choosePlay } from './search';

export type BotDecision =
  | { readonly type: 'roll' }
  | { readonly type: 'double' }
  | { readonly type: 'play'; readonly moves: CheckerMove[] }
  | { readonly type: 'take' }
  | { readonly type: 'drop' }
  | { readonly type: 'beaver' }
  | { readonly type: 'raccoon' }
  | { readonly type: 'refuseBeaver' }
  | { readonly type: 'acceptResignation' }
  | { readonly type: 'rejectResignation' };

/** True when `state` waits for a decision of `side` (its turn, its answer, or the opening roll). */
export function botCanAct(state: MatchState, side: Side): boolean {
  const g = currentGame(state);
  if (g.phase === 'over') return false;
  if (g.phase === 'opening' && !g.resignation) return true;
  return sideToAct(state) === side;
}

/**
 * What the bot does when the engine MatchState waits for `side` (sideToAct(state) === side, or the
 * opening roll). `{type: 'roll'}` means "roll now, no double": the caller draws the dice and sends the
 * engine's roll action. Calling it when the state does not wait for `side` is a programming error
 * (check with botCanAct): it throws.
 */
export function botDecision(
  state: MatchState,
  side: Side,
  level: BotLevel,
  random: () => number,
): BotDecision {
  const g = currentGame(state);
  if (!botCanAct(state, side)) {
    throw new Error(`botDecision: the game does not wait for side ${side}`);
  }
  const context = contextOf(state);
  if (g.resignation) {
    return shouldAcceptResignation(g.board, side, g.resignation.kind, context, level, g.turn ?? side)
      ? { type: 'acceptResignation' }
      : { type: 'rejectResignation' };
  }
  if (g.phase === 'opening') return { type: 'roll' };
  const offer = g.cube.offer;
  if (offer && cubeDecider(g.cube) === side) {
    if (offer.stage === 'double') return { type: answerDouble(g.board, side, context, level) };
    return { type: answerBeaver(g.board, side, context, level) };
  }
  if (g.phase === 'moving' && g.dice) {
    return { type: 'play', moves: choosePlay(g.board, side, g.dice, level, random, context) };
  }
  return shouldDouble(g.board, side, context, level) ? { type: 'double' } : { type: 'roll' };
}
