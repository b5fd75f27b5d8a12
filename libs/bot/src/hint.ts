/**
 * The hint of a game against the computer ("Dica"): the bot's best plays for the person's roll, best first,
 * each with how much it gives up against the best, judged as the hard level judges (2 plies).
 */
import { type CheckerMove, type MatchState, type Side, currentGame } from '@gamao/engine';
import { contextOf } from './context';
import { LEVEL_SETTINGS, rankPlays } from './search';

export interface PlayHint {
  readonly moves: CheckerMove[];
  /** The play's value for the mover (money equity per cube unit, or match winning chances). */
  readonly value: number;
  /** How much less than the best play it is worth (0 for the best). */
  readonly loss: number;
}

/** Up to `count` best plays of `side` for the dice of the state; [] when `side` has no roll to play. */
export function bestPlays(state: MatchState, side: Side, count = 3): PlayHint[] {
  const g = currentGame(state);
  if (g.phase !== 'moving' || g.turn !== side || g.dice === null || g.cube.offer || g.resignation) return [];
  const ranked = rankPlays(g.board, side, g.dice, LEVEL_SETTINGS.hard, contextOf(state));
  const best = ranked[0]?.value ?? 0;
  return ranked
    .slice(0, count)
    .filter((r) => r.moves.length > 0)
    .map((r) => ({ moves: r.moves.slice(), value: r.value, loss: best - r.value }));
}
