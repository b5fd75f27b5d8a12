/**
 * A match's replay, computed in the browser from its log (the MatchLog JSON the API keeps): the engine folds
 * the actions one by one, and every state along the way is a step the viewer can look at. Step `s` is the
 * position after the first `s` actions, so step 0 is the empty board before the opening roll and the last
 * step is the end of the match. An analysis decision with `actionIndex` i is judged at step i (the position
 * before that action), the way GNU Backgammon shows a move with its analysis.
 *
 * A step that ends a game shows the finished game (its last position and result), not the next game's empty
 * board; the next action (the next opening roll) moves on to it.
 */
import {
  type Action,
  type Board,
  type Dice,
  type GameOptions,
  type GameState,
  type MatchState,
  type Side,
  type WinKind,
  applyAction,
  currentGame,
  diceToPlay,
  encodePositionId,
  formatPlay,
  matchIdOf,
  newMatch,
  pipCount,
} from '@gamao/engine';
import { diceText } from '@/features/play/log';

/** The stored log of a match (libs/engine/src/mat.ts): the options and every action, in order. */
export interface ReplayLog {
  readonly options: Partial<GameOptions>;
  readonly actions: readonly Action[];
  readonly players?: readonly [string, string];
  readonly date?: string;
  readonly event?: string;
}

/** The dice the board shows at a step: a roll to play, a roll that passed, or the opening roll's two dice. */
export interface StepDice {
  /** null: the opening roll, values = [side 0's die, side 1's die]. */
  readonly roller: Side | null;
  readonly dice: Dice;
  /** The roll had no legal play (or is an opening tie): drawn as used. */
  readonly spent: boolean;
}

export interface ReplayStep {
  readonly index: number;
  /** 1-based number of the game shown. */
  readonly game: number;
  readonly board: Board;
  /** The side on roll (to roll or to move), null before the opening roll. */
  readonly turn: Side | null;
  readonly dice: StepDice | null;
  readonly cube: {
    readonly value: number;
    readonly owner: Side | 'centred';
    /** A double (or beaver) waiting for its answer. */
    readonly offer: { readonly by: Side; readonly value: number } | null;
  };
  /** The match score at this step (a finished game's points included). */
  readonly score: readonly [number, number];
  readonly crawford: boolean;
  readonly pips: readonly [number, number];
  /** Set on the step that ends a game. */
  readonly result: {
    readonly winner: Side;
    readonly points: number;
    readonly kind: string;
    readonly reason: string;
  } | null;
  readonly positionId: string;
  readonly matchId: string;
}

export type CubeLineAction = 'double' | 'take' | 'beaver' | 'raccoon' | 'drop' | 'refuseBeaver';

/** One line of the move list; `step` is where a click on it goes. */
export type ReplayLine = { readonly key: string; readonly step: number } & (
  | { readonly kind: 'game'; readonly number: number }
  | { readonly kind: 'openingTie'; readonly dice: string }
  | {
      readonly kind: 'turn';
      readonly side: Side;
      readonly dice: string;
      /** Null on a pass (no legal play). */
      readonly play: string | null;
      /** Index in the log of the play action (null on a pass): its analysis decision. */
      readonly actionIndex: number | null;
    }
  | {
      readonly kind: 'cube';
      readonly side: Side;
      readonly action: CubeLineAction;
      readonly value: number | null;
      readonly actionIndex: number;
    }
  | { readonly kind: 'resign'; readonly side: Side; readonly winKind: WinKind }
  | { readonly kind: 'resignAnswer'; readonly side: Side; readonly accepted: boolean }
  | { readonly kind: 'result'; readonly side: Side; readonly points: number }
  | { readonly kind: 'clock'; readonly side: Side; readonly event: 'timeout' | 'forfeit' | 'annulTimeout' }
);

export interface Replay {
  readonly steps: readonly ReplayStep[];
  readonly lines: readonly ReplayLine[];
  readonly options: GameOptions;
  /** The log could not be replayed to its end: the first refused action (the steps stop before it). */
  readonly error: { readonly actionIndex: number; readonly code: string; readonly message: string } | null;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** Reads the log's JSON; null when it is not a log at all (the engine checks every action later). */
export function parseLog(json: string): ReplayLog | null {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(data) || !isRecord(data.options) || !Array.isArray(data.actions)) return null;
  const players =
    Array.isArray(data.players) &&
    data.players.length === 2 &&
    data.players.every((p) => typeof p === 'string')
      ? (data.players as [string, string])
      : undefined;
  return {
    options: data.options as Partial<GameOptions>,
    actions: data.actions as Action[],
    players,
    date: typeof data.date === 'string' ? data.date : undefined,
    event: typeof data.event === 'string' ? data.event : undefined,
  };
}

/** The dice to show after `action` brought the game to `game`. */
function diceAfter(action: Action | null, game: GameState): StepDice | null {
  if (game.phase === 'moving' && game.dice && game.turn !== null)
    return { roller: game.turn, dice: game.dice, spent: false };
  if (action?.type !== 'roll') return null;
  const last = game.events.at(-1);
  if (last?.type === 'openingRoll' && last.starter === null)
    return { roller: null, dice: last.dice, spent: true };
  if (last?.type === 'roll' && last.pass) return { roller: last.side, dice: last.dice, spent: true };
  return null;
}

function stepOf(
  index: number,
  state: MatchState,
  action: Action | null,
  finishedIndex: number | null,
): ReplayStep {
  // A game that the action finished is shown as it ended (with the score it produced).
  const shown = finishedIndex === null ? state : { ...state, games: state.games.slice(0, finishedIndex + 1) };
  const game = currentGame(shown);
  const onRoll: Side = game.turn ?? 0;
  const offer = game.cube.offer;
  return {
    index,
    game: game.index + 1,
    board: game.board,
    turn: game.turn,
    dice: diceAfter(action, game),
    cube: {
      value: offer?.stage === 'beaver' ? offer.value / 2 : game.cube.value,
      owner: game.cube.owner,
      offer: offer ? { by: offer.doubler, value: offer.value } : null,
    },
    score: finishedIndex === null && game.phase !== 'over' ? game.score : state.match.score,
    crawford: game.crawford,
    pips: [pipCount(game.board, 0), pipCount(game.board, 1)],
    result:
      game.result && finishedIndex !== null
        ? {
            winner: game.result.winner,
            points: game.result.points,
            kind: game.result.kind,
            reason: game.result.reason,
          }
        : null,
    positionId: encodePositionId(game.board, onRoll),
    matchId: matchIdOf(shown),
  };
}

const CUBE_ACTIONS: readonly string[] = ['double', 'take', 'beaver', 'raccoon', 'drop', 'refuseBeaver'];

/**
 * Replays a log: every step and the move list. An action the engine refuses ends the replay there (the
 * steps so far stay viewable) and is reported in `error`.
 */
export function buildReplay(log: ReplayLog): Replay {
  const start = newMatch(log.options);
  if (!start.ok)
    return {
      steps: [],
      lines: [],
      options: newMatchOptions(),
      error: { actionIndex: 0, code: start.error.code, message: start.error.message },
    };
  let state = start.value;
  const steps: ReplayStep[] = [stepOf(0, state, null, null)];
  const lines: ReplayLine[] = [];
  const several = state.options.length !== 1;
  if (several) lines.push({ key: 'g0', step: 0, kind: 'game', number: 1 });
  /** The roll whose play comes next: its line's index in `lines`. */
  let pendingTurn: number | null = null;
  let offered: number | null = null;
  let error: Replay['error'] = null;

  for (let i = 0; i < log.actions.length; i++) {
    const action = log.actions[i];
    const before = currentGame(state);
    const r = applyAction(state, action);
    if (!r.ok) {
      error = { actionIndex: i, code: r.error.code, message: r.error.message };
      break;
    }
    state = r.value;
    const finished = state.games[before.index];
    const ended = finished.phase === 'over' && before.phase !== 'over';
    steps.push(stepOf(i + 1, state, action, ended ? before.index : null));

    const key = `a${i}`;
    const event = finished.events.at(-1);
    if (action.type === 'roll' && event?.type === 'openingRoll') {
      if (event.starter === null)
        lines.push({ key, step: i + 1, kind: 'openingTie', dice: `${event.dice[0]}-${event.dice[1]}` });
      else {
        lines.push({
          key,
          step: i + 1,
          kind: 'turn',
          side: event.starter,
          dice: diceText(event.dice),
          play: null,
          actionIndex: null,
        });
        pendingTurn = lines.length - 1;
      }
    } else if (action.type === 'roll' && event?.type === 'roll') {
      lines.push({
        key,
        step: i + 1,
        kind: 'turn',
        side: event.side,
        dice: diceText(event.dice),
        play: null,
        actionIndex: null,
      });
      pendingTurn = event.pass ? null : lines.length - 1;
    } else if (action.type === 'play' && event?.type === 'play') {
      const play = formatPlay(event.moves);
      const turn = pendingTurn === null ? null : lines[pendingTurn];
      if (turn?.kind === 'turn' && turn.side === event.side)
        lines[pendingTurn as number] = { ...turn, play, step: i, actionIndex: i };
      else lines.push({ key, step: i, kind: 'turn', side: event.side, dice: '', play, actionIndex: i });
      pendingTurn = null;
    } else if (CUBE_ACTIONS.includes(action.type) && 'side' in action && action.side !== undefined) {
      const cubeEvent =
        before.events.length < finished.events.length ? finished.events[before.events.length] : null;
      let value: number | null = cubeEvent && 'value' in cubeEvent ? cubeEvent.value : null;
      if (action.type === 'double' || action.type === 'beaver' || action.type === 'raccoon') offered = value;
      if (action.type === 'take') value = value ?? offered;
      const concedes = action.type === 'drop' || action.type === 'refuseBeaver';
      lines.push({
        key,
        step: i,
        kind: 'cube',
        side: action.side,
        action: action.type as CubeLineAction,
        value: concedes ? null : value,
        actionIndex: i,
      });
    } else if (action.type === 'resign') {
      lines.push({ key, step: i + 1, kind: 'resign', side: action.side, winKind: action.kind });
    } else if (action.type === 'acceptResignation' || action.type === 'rejectResignation') {
      lines.push({
        key,
        step: i + 1,
        kind: 'resignAnswer',
        side: action.side,
        accepted: action.type === 'acceptResignation',
      });
    } else if (action.type === 'timeout' || action.type === 'forfeit' || action.type === 'annulTimeout') {
      lines.push({ key, step: i + 1, kind: 'clock', side: action.side, event: action.type });
    }

    if (ended && finished.result) {
      lines.push({
        key: `r${before.index}`,
        step: i + 1,
        kind: 'result',
        side: finished.result.winner,
        points: finished.result.points,
      });
      const next = state.games[before.index + 1];
      if (next) lines.push({ key: `g${next.index}`, step: i + 1, kind: 'game', number: next.index + 1 });
      pendingTurn = null;
      offered = null;
    }
  }
  return { steps, lines, options: state.options, error };
}

function newMatchOptions(): GameOptions {
  const m = newMatch({});
  if (!m.ok) throw new Error('The default options are valid');
  return m.value.options;
}

/** A step number from the address (`?at=`), kept inside the replay; the first step when absent or wrong. */
export function clampStep(at: string | null | undefined, count: number): number {
  const n = at === null || at === undefined || at.trim() === '' ? NaN : Number(at);
  if (!Number.isInteger(n) || n < 0 || count === 0) return 0;
  return Math.min(n, count - 1);
}

/** The line of the move list that the step belongs to: the last one at or before it. */
export function currentLine(lines: readonly ReplayLine[], step: number): ReplayLine | null {
  let found: ReplayLine | null = null;
  for (const line of lines) {
    if (line.kind === 'game') continue;
    if (line.step <= step) found = line;
    else break;
  }
  return found;
}

/** The dice values as the board draws them (doubles four times). */
export function diceValues(dice: StepDice): number[] {
  if (dice.roller === null) return [...dice.dice];
  return dice.dice[0] === dice.dice[1] ? diceToPlay(dice.dice) : [...dice.dice];
}
