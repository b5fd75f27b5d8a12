/**
 * Games between two players driven through the engine's state machine (newMatch / applyAction), with
 * seeded dice: the bench, the tests and the tuning experiments all play through here, so every game is
 * a legal, replayable log.
 */
import {
  type Action,
  type Board,
  type CheckerMove,
  type Dice,
  type DiceSource,
  type GameOptions,
  type MatchState,
  type Side,
  applyAction,
  currentGame,
  isMatchOver,
  newMatch,
  seededDice,
  sideToAct,
} from '@gamao/engine';
import { type BotDecision, botDecision } from './decision';
import { type BotLevel } from './level';

/** A player: the decision for `side` in a state that waits for it. */
export type Player = (state: MatchState, side: Side) => BotDecision;

/** A player that only chooses plays (always rolls without doubling, always takes): the baselines. */
export function chooserPlayer(choose: (board: Board, side: Side, dice: Dice) => CheckerMove[]): Player {
  return (state, side) => {
    const g = currentGame(state);
    if (g.resignation) return { type: 'rejectResignation' };
    if (g.cube.offer) return { type: 'take' };
    if (g.phase === 'moving' && g.dice) return { type: 'play', moves: choose(g.board, side, g.dice) };
    return { type: 'roll' };
  };
}

/** A bot of a level as a Player, with its own random source. */
export function botPlayer(level: BotLevel, random: () => number): Player {
  return (state, side) => botDecision(state, side, level, random);
}

export interface GameRecord {
  /** Points won by side 0 (negative when side 1 won). */
  readonly points: number;
  readonly winner: Side;
  readonly state: MatchState;
  /** Checker plays made by each side. */
  readonly plays: readonly [number, number];
}

function step(state: MatchState, action: Action): MatchState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`Illegal action ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  return r.value;
}

/**
 * Plays one match (length 0: one money game) between `players[0]` (side 0) and `players[1]` with the dice
 * of `dice`. Throws if a player makes an illegal decision (a bug).
 */
export function playMatch(
  players: readonly [Player, Player],
  dice: DiceSource,
  options: Partial<GameOptions> = { length: 0, cube: false },
  onDecision?: (side: Side, decision: BotDecision, state: MatchState) => void,
): GameRecord {
  const started = newMatch(options);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.value;
  const plays: [number, number] = [0, 0];
  const money = state.options.length === 0;
  for (;;) {
    const g = currentGame(state);
    if (money && g.phase === 'over') break;
    if (isMatchOver(state)) break;
    if (money && state.games.length > 1) break;
    if (g.phase === 'opening') {
      state = step(state, { type: 'roll', dice: [dice.die(), dice.die()] });
      continue;
    }
    const side = sideToAct(state);
    if (side === null) throw new Error('Nobody to act');
    const decision = players[side](state, side);
    onDecision?.(side, decision, state);
    switch (decision.type) {
      case 'roll':
        state = step(state, { type: 'roll', side, dice: dice.roll() });
        break;
      case 'play':
        plays[side]++;
        state = step(state, { type: 'play', side, moves: decision.moves });
        break;
      default:
        state = step(state, { type: decision.type, side });
    }
  }
  const done = money ? state.games[0] : state.games[state.games.length - 1];
  const result = done.result;
  if (!result) throw new Error('The game did not finish');
  const winner = money ? result.winner : state.match.score[0] >= state.match.length ? 0 : 1;
  const points = money ? (result.winner === 0 ? result.points : -result.points) : winner === 0 ? 1 : -1;
  return { points, winner, state, plays };
}

/** Seeded dice for game `index` of a series (the same seed gives the same game for the same players). */
export const gameDice = (seed: string | number, index: number): DiceSource => seededDice(`${seed}:${index}`);
