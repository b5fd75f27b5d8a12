/**
 * Where the house rules change play inside a game: one check before each game action (game.ts calls it
 * first, so a refusal changes nothing). With the default house rules every check passes.
 * - double / noDouble / memberAnswer: the order of the team's decisions (answer-order.ts);
 * - boxAnswer: the box doubled by everyone with initial cubes (initial-cubes.ts).
 * Consultation is checked by `suggest` itself (consulting.ts).
 */
import { ok } from '@gamao/engine';
import { checkAnswerOrder } from './answer-order';
import type { ChouetteGame, GameAction } from './game';
import { checkInitialCubeAnswer } from './initial-cubes';
import type { ChouetteOptions } from './options';
import type { ChouetteResult } from './types';

export function checkHouseRulesForGameAction(
  g: ChouetteGame,
  a: GameAction,
  o: ChouetteOptions,
): ChouetteResult<true> {
  const h = o.house;
  switch (a.type) {
    case 'double':
      // Opening a window is free; inside one, the order applies.
      return g.window ? checkAnswerOrder(g, a.player, h.answerOrder) : ok(true);
    case 'noDouble':
    case 'memberAnswer':
      return checkAnswerOrder(g, a.player, h.answerOrder);
    case 'boxAnswer':
      return a.player === g.box ? checkInitialCubeAnswer(g, a.member, a.answer, h) : ok(true);
    default:
      return ok(true);
  }
}
