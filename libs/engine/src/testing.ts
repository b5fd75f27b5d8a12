/**
 * Helpers of the engine's own tests (not part of the public surface): random matches of legal actions,
 * shared by the .mat export and import specs (and the gnubg interop spec in bin/).
 */
import { seededDice, seededUint32 } from './dice';
import {
  type Action,
  type GameOptions,
  type MatchState,
  applyAction,
  currentGame,
  isMatchOver,
  matchEndedBy,
  newMatch,
  sideToAct,
} from './game';
import { legalPlays } from './moves';
import { otherSide } from './position';
import type { Dice, Result, Side, WinKind } from './types';

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

const KINDS: readonly WinKind[] = ['single', 'gammon', 'backgammon'];

/**
 * A random match with every way a game ends. Besides rolls and plays: a double on 7% of the turns, every answer
 * to it, a resignation (of a random value) on 2% of the turns before the roll and 3% after it, accepted
 * or not, a timeout or forfeit on 0.25% of the decisions (unless `endings` is false), annulled half of
 * the time; `cut` stops the log after that many actions (a match in progress), `maxGames` after that many
 * games.
 */
export function playMatch(
  seed: number,
  options: Partial<GameOptions>,
  {
    cut = Infinity,
    maxGames = 6,
    endings = true,
  }: { cut?: number; maxGames?: number; endings?: boolean } = {},
): MatchState {
  const dice = seededDice(`prop-${seed}`);
  const rnd = seededUint32(`prop-choices-${seed}`);
  const pick = <T>(xs: readonly T[]): T => xs[rnd() % xs.length];
  let state = value(newMatch(options));
  const act = (a: Action): boolean => {
    const r = applyAction(state, a);
    if (r.ok) state = r.value;
    return r.ok;
  };
  const endNow = (side: Side): boolean =>
    rnd() % 2 === 0
      ? act({ type: 'timeout', side, reserveMs: rnd() % 3 === 0 ? rnd() % 5000 : 0 })
      : act({ type: 'forfeit', side });
  for (let n = 0; n < cut && n < 4000; n++) {
    if (matchEndedBy(state) !== null) {
      // A director annuls the timeout or forfeit half of the time; the match goes on.
      if (
        rnd() % 2 === 0 &&
        act({ type: 'annulTimeout', side: (matchEndedBy(state) as { side: Side }).side })
      )
        continue;
      break;
    }
    if (isMatchOver(state) || currentGame(state).index >= maxGames) break;
    const g = currentGame(state);
    const side = sideToAct(state);
    const r = rnd() % 400;
    if (r < 1 && endings) {
      if (endNow(side ?? pick([0, 1] as const))) continue;
    }
    if (g.resignation) {
      act({ type: rnd() % 3 === 0 ? 'rejectResignation' : 'acceptResignation', side: side as Side });
    } else if (g.cube.offer) {
      const answer = pick(['take', 'drop', 'beaver', 'raccoon', 'refuseBeaver'] as const);
      if (!act({ type: answer, side: side as Side })) act({ type: 'take', side: side as Side });
    } else if (g.phase === 'opening') {
      if (r < 8 && act({ type: 'resign', side: pick([0, 1] as const), kind: pick(KINDS) })) continue;
      act({ type: 'roll', dice: dice.roll() });
    } else if (g.phase === 'rolling') {
      const s = side as Side;
      if (r < 8 && act({ type: 'resign', side: pick([s, otherSide(s)]), kind: pick(KINDS) })) continue;
      if (r < 36 && act({ type: 'double', side: s })) continue;
      act({ type: 'roll', side: s, dice: dice.roll() });
    } else {
      // Rolled, not yet moved: resigning now leaves the roll without its play.
      const s = side as Side;
      if (r < 12 && act({ type: 'resign', side: pick([s, otherSide(s)]), kind: pick(KINDS) })) continue;
      act({ type: 'play', side: s, moves: pick(legalPlays(g.board, s, g.dice as Dice)).moves });
    }
  }
  return state;
}
