/**
 * Helpers of the engine's own tests (not part of the public surface): a random match of legal actions,
 * shared by the .mat export and import specs.
 */
import { seededDice, seededUint32 } from './dice';
import {
  type Action,
  type GameOptions,
  type MatchState,
  applyAction,
  currentGame,
  isMatchOver,
  newMatch,
  sideToAct,
} from './game';
import { legalPlays } from './moves';
import type { Dice, Result, Side } from './types';

const value = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};

/** A random match: random legal plays, cube actions and resignations (as in game.spec.ts). */
export function randomMatch(seed: number, options: Partial<GameOptions>, maxGames = 3): MatchState {
  const dice = seededDice(seed);
  const rnd = seededUint32(`mat-${seed}`);
  const pick = <T>(xs: readonly T[]): T => xs[rnd() % xs.length];
  let state = value(newMatch(options));
  const act = (a: Action): boolean => {
    const r = applyAction(state, a);
    if (r.ok) state = r.value;
    return r.ok;
  };
  for (let n = 0; n < 3000 && !isMatchOver(state) && currentGame(state).index < maxGames; n++) {
    const g = currentGame(state);
    const side = sideToAct(state);
    if (g.resignation)
      act({ type: pick(['acceptResignation', 'rejectResignation'] as const), side: side as Side });
    else if (g.cube.offer) {
      if (
        !act({
          type: pick(['take', 'drop', 'beaver', 'raccoon', 'refuseBeaver'] as const),
          side: side as Side,
        })
      ) {
        act({ type: 'take', side: side as Side });
      }
    } else if (g.phase === 'opening') act({ type: 'roll', dice: dice.roll() });
    else if (g.phase === 'rolling') {
      const r = rnd() % 100;
      if (r < 1)
        act({ type: 'resign', side: side as Side, kind: pick(['single', 'gammon', 'backgammon'] as const) });
      else if (r < 8 && act({ type: 'double', side: side as Side })) continue;
      else act({ type: 'roll', side: side as Side, dice: dice.roll() });
    } else
      act({
        type: 'play',
        side: side as Side,
        moves: pick(legalPlays(g.board, side as Side, g.dice as Dice)).moves,
      });
  }
  return state;
}
