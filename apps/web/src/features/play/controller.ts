/**
 * The local game: the engine's MatchState plus what the board needs inside a turn (the moves played so
 * far, the selected checker, the last notice). A pure reducer: dice come in with the roll action, so it
 * is deterministic and testable; the engine decides every rule.
 */
import {
  type CheckerMove,
  type CubeActionType,
  type Dice,
  type MatchState,
  type RuleErrorCode,
  type Side,
  type WinKind,
  applyAction,
  currentGame,
  isMatchOver,
  legalNextMoves,
  newMatch,
  otherSide,
  remainingDice,
  replayMoves,
  sideToAct,
  undoLastMove,
  validatePlay,
  type Board,
  type Die,
} from '@gamao/engine';
import { type LocalClock, expiredSide, moveClock, newLocalClock } from './local-clock';
import { BOT_SIDE, HUMAN_SIDE, type PlaySettings, gameOptions, normaliseSettings } from './settings';

export type Notice =
  | { readonly kind: 'pass'; readonly side: Side; readonly dice: Dice }
  | { readonly kind: 'openingTie'; readonly dice: Dice }
  | { readonly kind: 'opening'; readonly starter: Side; readonly dice: Dice };

export interface LocalGame {
  readonly settings: PlaySettings;
  readonly match: MatchState;
  /** The checker moves of the side on turn so far (not yet confirmed). */
  readonly moves: readonly CheckerMove[];
  /** The selected checker's point in the mover's numbering (25 = bar), or null. */
  readonly selected: number | null;
  readonly notice: Notice | null;
  /** Finished games whose result the players have seen (the game-over card is shown until then). */
  readonly seenGames: number;
  /** The engine's refusal of the last action, if any. */
  readonly error: RuleErrorCode | null;
  /** The clock of the people playing, when the settings ask for one. */
  readonly clock: LocalClock | null;
}

export type GameAction =
  | { readonly type: 'roll'; readonly dice: Dice }
  | { readonly type: 'select'; readonly from: number | null }
  | { readonly type: 'move'; readonly from: number; readonly to: number; readonly die?: Die }
  | { readonly type: 'undo' }
  | { readonly type: 'confirm' }
  /** A whole play at once (the computer's, after showing it move by move). */
  | { readonly type: 'playMoves'; readonly moves: readonly CheckerMove[] }
  | { readonly type: 'cube'; readonly action: CubeActionType }
  | { readonly type: 'resign'; readonly side: Side; readonly kind: WinKind }
  | { readonly type: 'answerResignation'; readonly accept: boolean }
  | { readonly type: 'seenResult' }
  | { readonly type: 'resetTurn' }
  | { readonly type: 'newMatch'; readonly settings?: PlaySettings }
  /** The clock follows the person to act, as of `now` (the board sends it after every change). */
  | { readonly type: 'clock'; readonly now: number }
  /** The board saw the running clock run out at `now`: its side loses the match. */
  | { readonly type: 'timeout'; readonly now: number };

/** A new local game with these settings. */
export function startLocalGame(settings: PlaySettings): LocalGame {
  const s = normaliseSettings(settings);
  const m = newMatch(gameOptions(s));
  if (!m.ok) throw new Error(m.error.message); // normalised settings always make valid options
  return {
    settings: s,
    match: m.value,
    moves: [],
    selected: null,
    notice: null,
    seenGames: 0,
    error: null,
    clock: newLocalClock(s.clock, s.length),
  };
}

/** Number of finished games in the match. */
export const finishedGames = (match: MatchState): number => match.games.filter((g) => g.result).length;

/** Whether `side` is played by the computer. */
export const isBot = (game: LocalGame, side: Side | null): boolean =>
  game.settings.mode === 'computer' && side === BOT_SIDE;

/** The side a person acts for now: the side to act, in computer mode only when it is the person's. */
export function humanSide(game: LocalGame): Side | null {
  const side = sideToAct(game.match);
  if (side === null) return null;
  return isBot(game, side) ? null : side;
}

/** Everything the board needs about the turn in progress. */
export interface TurnView {
  /** The side moving (phase 'moving'), else null. */
  readonly mover: Side | null;
  readonly dice: Dice | null;
  /** The board with the moves so far applied. */
  readonly board: Board;
  readonly remaining: readonly Die[];
  /** Single moves that keep a complete legal play reachable. */
  readonly next: readonly CheckerMove[];
  /** The moves so far form a complete legal play: it can be confirmed. */
  readonly complete: boolean;
}

export function turnView(game: LocalGame): TurnView {
  const g = currentGame(game.match);
  if (g.phase !== 'moving' || g.turn === null || g.dice === null || g.cube.offer || g.resignation) {
    return { mover: null, dice: null, board: g.board, remaining: [], next: [], complete: false };
  }
  const side = g.turn;
  const replayed = replayMoves(g.board, side, g.dice, game.moves);
  const board = replayed.ok ? replayed.value.board : g.board;
  const next = legalNextMoves(g.board, side, g.dice, game.moves);
  const complete = next.length === 0 && validatePlay(g.board, side, g.dice, game.moves).ok;
  return { mover: side, dice: g.dice, board, remaining: remainingDice(g.dice, game.moves), next, complete };
}

/** The points a checker may leave now (mover's numbering). */
export const sources = (view: TurnView): number[] => [...new Set(view.next.map((m) => m.from))];

/** The destinations of the checker on `from` (mover's numbering; 0 = off). */
export const destinations = (view: TurnView, from: number | null): number[] =>
  from === null ? [] : [...new Set(view.next.filter((m) => m.from === from).map((m) => m.to))];

/** The move from `from` to `to`; when several dice do it (bearing off), the smallest die. */
export function pickMove(view: TurnView, from: number, to: number, die?: Die): CheckerMove | null {
  const candidates = view.next
    .filter((m) => m.from === from && m.to === to && (die === undefined || m.die === die))
    .sort((a, b) => a.die - b.die);
  return candidates[0] ?? null;
}

const refuse = (game: LocalGame, code: RuleErrorCode): LocalGame => ({ ...game, error: code });

function apply(
  game: LocalGame,
  r: ReturnType<typeof applyAction>,
  extra: Partial<LocalGame> = {},
): LocalGame {
  if (!r.ok) return refuse(game, r.error.code);
  return { ...game, match: r.value, moves: [], selected: null, error: null, ...extra };
}

function roll(game: LocalGame, dice: Dice): LocalGame {
  const g = currentGame(game.match);
  if (g.phase === 'opening') {
    const r = applyAction(game.match, { type: 'roll', dice });
    if (!r.ok) return refuse(game, r.error.code);
    const notice: Notice =
      dice[0] === dice[1]
        ? { kind: 'openingTie', dice }
        : { kind: 'opening', starter: dice[0] > dice[1] ? 0 : 1, dice };
    return apply(game, r, { notice });
  }
  const side = sideToAct(game.match);
  if (side === null) return refuse(game, 'MATCH_OVER');
  const r = applyAction(game.match, { type: 'roll', side, dice });
  if (!r.ok) return refuse(game, r.error.code);
  const last = currentGame(r.value).events.at(-1);
  const passed = last?.type === 'roll' && last.pass;
  // A person's forced pass stays on screen while the computer plays on.
  const notice: Notice | null = passed
    ? { kind: 'pass', side, dice }
    : isBot(game, side)
      ? game.notice
      : null;
  return apply(game, r, { notice });
}

function move(game: LocalGame, from: number, to: number, die?: Die): LocalGame {
  const view = turnView(game);
  const m = pickMove(view, from, to, die);
  if (!m) return refuse(game, 'ILLEGAL_PLAY');
  return { ...game, moves: [...game.moves, m], selected: null, error: null };
}

function confirm(game: LocalGame): LocalGame {
  const g = currentGame(game.match);
  const view = turnView(game);
  if (view.mover === null || view.dice === null) return refuse(game, 'MUST_ROLL');
  const checked = validatePlay(g.board, view.mover, view.dice, game.moves);
  if (!checked.ok) return refuse(game, checked.error.code);
  const moves = checked.value.moves.map(({ from, to, die }) => ({ from, to, die }));
  return apply(game, applyAction(game.match, { type: 'play', side: view.mover, moves }), { notice: null });
}

export function reduce(game: LocalGame, action: GameAction): LocalGame {
  switch (action.type) {
    case 'roll':
      return roll(game, action.dice);
    case 'select': {
      if (action.from === null) return { ...game, selected: null };
      const view = turnView(game);
      if (!sources(view).includes(action.from)) return { ...game, selected: null };
      return { ...game, selected: game.selected === action.from ? null : action.from, error: null };
    }
    case 'move':
      return move(game, action.from, action.to, action.die);
    case 'undo':
      return { ...game, moves: undoLastMove(game.moves), selected: null, error: null };
    case 'resetTurn':
      return { ...game, moves: [], selected: null };
    case 'confirm':
      return confirm(game);
    case 'playMoves':
      return confirm({ ...game, moves: action.moves.map(({ from, to, die }) => ({ from, to, die })) });
    case 'cube': {
      const side = sideToAct(game.match);
      if (side === null) return refuse(game, 'NOT_YOUR_TURN');
      return apply(game, applyAction(game.match, { type: action.action, side }), { notice: null });
    }
    case 'resign': {
      // The moves of the turn stay, in case the offer is rejected.
      const r = applyAction(game.match, { type: 'resign', side: action.side, kind: action.kind });
      return r.ok ? { ...game, match: r.value, selected: null, error: null } : refuse(game, r.error.code);
    }
    case 'answerResignation': {
      const g = currentGame(game.match);
      if (!g.resignation) return refuse(game, 'NO_RESIGNATION_OFFERED');
      const side = otherSide(g.resignation.by);
      const type = action.accept ? 'acceptResignation' : 'rejectResignation';
      // Keep the moves of a turn interrupted by a rejected offer.
      const r = applyAction(game.match, { type, side });
      if (!r.ok) return refuse(game, r.error.code);
      return action.accept ? apply(game, r) : { ...game, match: r.value, error: null };
    }
    case 'seenResult':
      return { ...game, seenGames: finishedGames(game.match), notice: null };
    case 'newMatch':
      return startLocalGame(action.settings ?? game.settings);
    case 'clock': {
      if (!game.clock) return game;
      const clock = moveClock(game.clock, clockSide(game), action.now);
      return clock === game.clock ? game : { ...game, clock };
    }
    case 'timeout': {
      const side = game.clock ? expiredSide(game.clock, action.now) : null;
      if (!game.clock || side === null) return game;
      const r = applyAction(game.match, { type: 'timeout', side, reserveMs: 0 });
      if (!r.ok) return refuse(game, r.error.code);
      return { ...apply(game, r, { notice: null }), clock: moveClock(game.clock, null, action.now) };
    }
    default:
      return game;
  }
}

/**
 * The side whose clock should run: a person to act (not the computer), none during the opening roll or
 * once the match is over.
 */
export function clockSide(game: LocalGame): Side | null {
  return isMatchOver(game.match) ? null : humanSide(game);
}

/** The result the players have not seen yet: the last finished game, once per game. */
export function unseenResult(game: LocalGame) {
  const done = finishedGames(game.match);
  if (done <= game.seenGames) return null;
  const finished = game.match.games.filter((g) => g.result);
  return finished[finished.length - 1];
}

export const matchOver = (game: LocalGame): boolean => isMatchOver(game.match);

export { HUMAN_SIDE, BOT_SIDE };
