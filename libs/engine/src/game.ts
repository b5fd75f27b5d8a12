/**
 * A match (or money session) as one state machine: games, turns, cube, resignations and the score.
 *
 * State is plain JSON data; `applyAction` is a pure step and `replay` folds a log of actions, so a
 * stored log rebuilds the state exactly (docs/architecture.md: "A match is its log").
 *
 * Turn flow of one game:
 *   opening --roll [d0, d1]--> (tie: opening again, cube doubles with automatic doubles)
 *           --(no tie)------> moving (the higher die's side plays both numbers)
 *   rolling --double/take/beaver/raccoon--> rolling (the doubler rolls next)
 *   rolling --roll--> moving, or rolling for the opponent when no move is possible (see below)
 *   moving  --play--> rolling for the opponent, or the game ends when the last checker is borne off
 *   any phase --resign--> answer pending --accept--> game over / --reject--> back where it was
 *   a drop or a refused beaver ends the game at once.
 *   any phase --timeout/forfeit--> the match is over (below) --annulTimeout--> back where it was
 * A finished game is scored (scoring.ts) and recorded (match.ts); a new game then waits for its opening
 * roll, unless the match is over.
 *
 * Forced pass: when a roll has no legal move, the roll action itself passes the turn (the event is
 * recorded with `pass: true`); no empty play is submitted.
 *
 * Timeouts and forfeits (docs/domain.md "Clocks"): a player whose time ran out (`timeout`, reported by the
 * caller, who keeps the clocks: clock.ts) or who forfeits (`forfeit`, e.g. a claim for abandonment) loses the
 * match at once, in any phase of an unfinished game, even with a double or a resignation pending. In match
 * play the opponent is awarded the points it still lacks (at least 1); in money play it scores the current
 * cube value and the session ends too (`ended`). The current game is closed with that result (a single,
 * reason 'timeout' or 'forfeit'; a pending offer is left as it was, for the record) and no next game starts.
 * A director may annul it (`annulTimeout`): the score and the game come back as they were before, and play
 * goes on. The timeout and annul events both stay in the game's history (one event per action).
 *
 * Options are normalised by `checkOptions`: the simple profile has no cube; Jacoby, beavers, raccoons,
 * beaver refusal and automatic doubles exist only in money play (length 0); the triplo only under the
 * traditional profile. A match may start from a score (`startScore`, a tournament's lateness points): the first
 * game is played at it, and is the Crawford game when it puts a player at length - 1.
 */
import {
  type CubeActionType,
  type CubeOptions,
  type CubeState,
  applyCubeAction,
  canDouble,
  centredCube,
  cubeDecider,
  isCubeTurned,
} from './cube';
import { autoDouble } from './dice';
import { type MatchScore, isCrawfordGame, matchWinner, recordGame, startMatch } from './match';
import { hasLegalMove } from './moves';
import { checkPlayMoves, validatePlay } from './play';
import { otherSide, startBoard, winner } from './position';
import {
  type Resignation,
  acceptResignation,
  isWinKind,
  offerResignation,
  rejectResignation,
} from './resign';
import { type GameKind, type ScoringRules, scoreGame } from './scoring';
import {
  type Board,
  type CheckerMove,
  type Dice,
  type Die,
  type Result,
  type ScoringProfile,
  type Side,
  type WinKind,
  err,
  ok,
} from './types';

// ---------------------------------------------------------------------------------------------
// Options

export interface GameOptions {
  /** Match length in points; 0 = money play. */
  readonly length: number;
  readonly profile: ScoringProfile;
  /** Crawford rule (matches). */
  readonly crawford: boolean;
  /** Jacoby rule (money play). */
  readonly jacoby: boolean;
  readonly beaver: boolean;
  readonly raccoon: boolean;
  /** Seed 000: a beaver may be refused (conceding the doubled value). */
  readonly beaverRefusal: boolean;
  /** Highest cube value (a power of two). */
  readonly maxCube: number;
  /** Money play: each tie of the opening roll doubles the cube... */
  readonly autoDoubles: boolean;
  /** ...up to this value. */
  readonly autoDoublesCap: number;
  /** The doubling cube is used. */
  readonly cube: boolean;
  /** Traditional profile: the triplo's value; 0 = not played. */
  readonly triploPoints: number;
  /**
   * The score the match starts from, side 0's first (a tournament's lateness penalty points); left out: 0-0.
   * Matches only; each below the length. checkOptions keeps it only when it is not 0-0.
   */
  readonly startScore?: readonly [number, number];
}

export const DEFAULT_OPTIONS: GameOptions = {
  length: 0,
  profile: 'international',
  crawford: true,
  jacoby: false,
  beaver: false,
  raccoon: false,
  beaverRefusal: false,
  maxCube: 64,
  autoDoubles: false,
  autoDoublesCap: 64,
  cube: true,
  triploPoints: 0,
};

const PROFILES: readonly ScoringProfile[] = ['international', 'simple', 'traditional'];
const isPowerOfTwo = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 32768 && (n & (n - 1)) === 0;

/** Validates and normalises options (defaults for what is missing; see the header for the rules). */
export function checkOptions(partial: Partial<GameOptions> = {}): Result<GameOptions> {
  if (typeof partial !== 'object' || partial === null)
    return err('INVALID_OPTIONS', 'Options must be an object');
  const o = { ...DEFAULT_OPTIONS, ...partial };
  if (!Number.isInteger(o.length) || o.length < 0 || o.length > 32767) {
    return err('INVALID_OPTIONS', 'The match length is a whole number of points (0 for money play)');
  }
  if (!PROFILES.includes(o.profile))
    return err('INVALID_OPTIONS', `Unknown scoring profile ${String(o.profile)}`);
  for (const key of [
    'crawford',
    'jacoby',
    'beaver',
    'raccoon',
    'beaverRefusal',
    'autoDoubles',
    'cube',
  ] as const) {
    if (typeof o[key] !== 'boolean') return err('INVALID_OPTIONS', `Option ${key} must be true or false`);
  }
  if (!isPowerOfTwo(o.maxCube)) return err('INVALID_OPTIONS', 'maxCube must be a power of two up to 32768');
  if (!isPowerOfTwo(o.autoDoublesCap)) return err('INVALID_OPTIONS', 'autoDoublesCap must be a power of two');
  if (!Number.isInteger(o.triploPoints) || o.triploPoints < 0) {
    return err('INVALID_OPTIONS', 'triploPoints must be a whole number (0 = not played)');
  }
  const money = o.length === 0;
  const start = o.startScore;
  if (start !== undefined) {
    const points = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < o.length;
    if (!Array.isArray(start) || start.length !== 2 || !points(start[0]) || !points(start[1])) {
      return err(
        'INVALID_OPTIONS',
        'A start score is two whole numbers of points, each below the match length (matches only)',
      );
    }
  }
  const cube = o.cube && o.profile !== 'simple';
  return ok({
    length: o.length,
    profile: o.profile,
    crawford: !money && o.crawford,
    jacoby: money && o.jacoby && o.profile === 'international',
    beaver: money && cube && o.beaver,
    raccoon: money && cube && o.beaver && o.raccoon,
    beaverRefusal: money && cube && o.beaver && o.beaverRefusal,
    maxCube: o.maxCube,
    autoDoubles: money && cube && o.autoDoubles,
    autoDoublesCap: Math.min(o.autoDoublesCap, o.maxCube),
    cube,
    triploPoints: o.profile === 'traditional' ? o.triploPoints : 0,
    ...(start && (start[0] > 0 || start[1] > 0) ? { startScore: [start[0], start[1]] as const } : {}),
  });
}

const scoringRules = (o: GameOptions): ScoringRules => ({
  profile: o.profile,
  jacoby: o.jacoby,
  triploPoints: o.triploPoints,
});

const cubeOptions = (o: GameOptions, game: GameState): CubeOptions => ({
  enabled: o.cube,
  crawford: game.crawford,
  maxValue: o.maxCube,
  beaver: o.beaver,
  raccoon: o.raccoon,
  beaverRefusal: o.beaverRefusal,
});

// ---------------------------------------------------------------------------------------------
// Actions, events and state

export interface RollAction {
  readonly type: 'roll';
  /** Required after the opening; for the opening roll it may be left out (both sides roll). */
  readonly side?: Side;
  /** The dice drawn by the caller; for the opening roll [side 0's die, side 1's die]. */
  readonly dice: Dice;
}
export interface PlayAction {
  readonly type: 'play';
  readonly side: Side;
  readonly moves: readonly CheckerMove[];
}
export interface CubeAction {
  readonly type: CubeActionType;
  readonly side: Side;
}
export interface ResignAction {
  readonly type: 'resign';
  readonly side: Side;
  readonly kind: WinKind;
}
export interface ResignationAnswer {
  readonly type: 'acceptResignation' | 'rejectResignation';
  readonly side: Side;
}

/** `side` ran out of time; `reserveMs` is the reserve it had left (normally 0), a non-negative whole number. */
export interface TimeoutAction {
  readonly type: 'timeout';
  readonly side: Side;
  readonly reserveMs: number;
}
/** `side` forfeits the match (e.g. claimed for abandonment, or not showing up). */
export interface ForfeitAction {
  readonly type: 'forfeit';
  readonly side: Side;
}
/** A director annuls the timeout or forfeit of `side` (the side that lost by it). */
export interface AnnulTimeoutAction {
  readonly type: 'annulTimeout';
  readonly side: Side;
}

export type Action =
  | RollAction
  | PlayAction
  | CubeAction
  | ResignAction
  | ResignationAnswer
  | TimeoutAction
  | ForfeitAction
  | AnnulTimeoutAction;

export type ActionType = Action['type'];

/** What happened in a game, in order (the history mat.ts exports). */
export type GameEvent =
  /** The opening roll [side 0's die, side 1's die]; `starter` null on a tie; `cube` after automatic doubles. */
  | {
      readonly type: 'openingRoll';
      readonly dice: Dice;
      readonly starter: Side | null;
      readonly cube: number;
    }
  /** A turn's roll; `pass` when no move was possible and the turn passed. */
  | { readonly type: 'roll'; readonly side: Side; readonly dice: Dice; readonly pass: boolean }
  /** A play: the moves as validated (with hit flags), in the mover's numbering. */
  | { readonly type: 'play'; readonly side: Side; readonly moves: readonly CheckerMove[] }
  /** Cube actions; `value` is the cube value the action proposes or settles. */
  | { readonly type: 'double' | 'take' | 'beaver' | 'raccoon'; readonly side: Side; readonly value: number }
  | { readonly type: 'drop' | 'refuseBeaver'; readonly side: Side }
  | { readonly type: 'resign'; readonly side: Side; readonly kind: WinKind }
  | { readonly type: 'acceptResignation' | 'rejectResignation'; readonly side: Side }
  /** `side` lost on time with `reserveMs` left (normally 0). */
  | { readonly type: 'timeout'; readonly side: Side; readonly reserveMs: number }
  /** `side` forfeited the match. */
  | { readonly type: 'forfeit'; readonly side: Side }
  /** The timeout or forfeit of `side` was annulled (pushed to the restored game). */
  | { readonly type: 'annulTimeout'; readonly side: Side };

export type GamePhase = 'opening' | 'rolling' | 'moving' | 'over';

export interface GameResult {
  readonly winner: Side;
  readonly points: number;
  readonly kind: GameKind;
  readonly reason: 'bearOff' | 'drop' | 'beaverRefused' | 'resign' | 'timeout' | 'forfeit';
  /** Cube value at the end. */
  readonly cube: number;
}

export interface GameState {
  /** 0-based game number. */
  readonly index: number;
  /** The match score when this game started. */
  readonly score: readonly [number, number];
  /** This game is the Crawford game (no doubling). */
  readonly crawford: boolean;
  readonly phase: GamePhase;
  readonly board: Board;
  /** The side to roll (phase 'rolling') or to move ('moving'); null during the opening; at the end, the last one. */
  readonly turn: Side | null;
  /** The roll to play in phase 'moving' (for the opening: [side 0's die, side 1's die]); kept at the end. */
  readonly dice: Dice | null;
  readonly cube: CubeState;
  readonly resignation: Resignation | null;
  readonly events: readonly GameEvent[];
  readonly result: GameResult | null;
}

/** How a match ended by a timeout or a forfeit (rather than by score). */
export interface MatchEnd {
  /** Who lost on time or forfeited. */
  readonly side: Side;
  readonly reason: 'timeout' | 'forfeit';
  /** The reserve the side had left when it timed out (null for a forfeit). */
  readonly reserveMs: number | null;
  /** The score and the current game just before, restored if the director annuls it. */
  readonly before: { readonly match: MatchScore; readonly game: GameState };
}

export interface MatchState {
  readonly options: GameOptions;
  readonly match: MatchScore;
  /** Every game so far; the last one is the current game (finished only when the match is over). */
  readonly games: readonly GameState[];
  /** Number of actions applied (the log's sequence number). */
  readonly actionCount: number;
  /**
   * Set when a timeout or forfeit ended the match (also in money play); null otherwise. States stored
   * before this field existed lack it: read it with `matchEndedBy`.
   */
  readonly ended: MatchEnd | null;
}

// ---------------------------------------------------------------------------------------------
// Queries

export const currentGame = (state: MatchState): GameState => state.games[state.games.length - 1];

/** The timeout or forfeit that ended the match, or null (also for a state stored without the field). */
export const matchEndedBy = (state: MatchState): MatchEnd | null => state.ended ?? null;

/** A player has reached the match length, or a timeout or forfeit ended the match (or money session). */
export const isMatchOver = (state: MatchState): boolean =>
  matchWinner(state.match) !== null || matchEndedBy(state) !== null;

/**
 * The side whose decision the game waits for: the answer to a resignation or a cube offer, else the side
 * on turn; null during the opening roll (both roll) and once the match is over.
 */
export function sideToAct(state: MatchState): Side | null {
  if (matchEndedBy(state) !== null) return null;
  const g = currentGame(state);
  if (g.phase === 'over') return null;
  if (g.resignation) return otherSide(g.resignation.by);
  if (g.cube.offer) return cubeDecider(g.cube);
  return g.turn;
}

/**
 * `side` may offer a double now or on its next roll: the cube is in use, not in the Crawford game, centred or
 * theirs, below its maximum, and no offer is pending (the clocks' automatic roll skips a player who may not).
 */
export function mayDouble(state: MatchState, side: Side): boolean {
  const game = currentGame(state);
  if (game.phase === 'over' || game.cube.offer) return false;
  return canDouble(game.cube, side, cubeOptions(state.options, game)).ok;
}

// ---------------------------------------------------------------------------------------------
// Construction

function newGame(index: number, match: MatchScore): GameState {
  return {
    index,
    score: match.score,
    crawford: isCrawfordGame(match),
    phase: 'opening',
    board: startBoard(),
    turn: null,
    dice: null,
    cube: centredCube(),
    resignation: null,
    events: [],
    result: null,
  };
}

/** A new match (length > 0) or money session (length 0), waiting for the first opening roll. */
export function newMatch(options: Partial<GameOptions> = {}): Result<MatchState> {
  const checked = checkOptions(options);
  if (!checked.ok) return checked;
  const o = checked.value;
  const match = startMatch({
    length: o.length,
    crawford: o.crawford,
    jacoby: o.jacoby,
    ...(o.startScore ? { score: o.startScore } : {}),
  });
  return ok({ options: o, match, games: [newGame(0, match)], actionCount: 0, ended: null });
}

// ---------------------------------------------------------------------------------------------
// Input checks (actions come from JSON: trust nothing)

const isSide = (x: unknown): x is Side => x === 0 || x === 1;
const isDie = (x: unknown): x is Die => typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 6;
const isDice = (x: unknown): x is Dice => Array.isArray(x) && x.length === 2 && isDie(x[0]) && isDie(x[1]);

const SIDE_ACTIONS: readonly ActionType[] = [
  'double',
  'take',
  'drop',
  'beaver',
  'raccoon',
  'refuseBeaver',
  'acceptResignation',
  'rejectResignation',
  'forfeit',
  'annulTimeout',
];

/** Checks an action's shape and returns a clean copy (unknown fields dropped). */
export function checkAction(action: unknown): Result<Action> {
  if (typeof action !== 'object' || action === null) return err('INVALID_ACTION', 'An action is an object');
  const a = action as Record<string, unknown>;
  const type = a.type as ActionType;
  if (type === 'roll') {
    if (!isDice(a.dice)) return err('INVALID_ACTION', 'A roll carries two dice from 1 to 6');
    if (a.side !== undefined && !isSide(a.side)) return err('INVALID_ACTION', 'The side is 0 or 1');
    const dice: Dice = [a.dice[0], a.dice[1]];
    return ok(a.side === undefined ? { type, dice } : { type, side: a.side, dice });
  }
  if (!isSide(a.side)) return err('INVALID_ACTION', 'The side is 0 or 1');
  if (type === 'play') {
    const moves = checkPlayMoves(a.moves);
    if (!moves.ok) return moves;
    return ok({ type, side: a.side, moves: moves.value });
  }
  if (type === 'timeout') {
    const ms = a.reserveMs;
    if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0) {
      return err(
        'INVALID_ACTION',
        'A timeout carries the reserve left: a whole number of milliseconds, 0 or more',
      );
    }
    return ok({ type, side: a.side, reserveMs: ms });
  }
  if (type === 'resign') {
    if (!isWinKind(a.kind)) return err('INVALID_RESIGNATION', 'Resign a single, gammon or backgammon');
    return ok({ type, side: a.side, kind: a.kind });
  }
  if (SIDE_ACTIONS.includes(type)) return ok({ type, side: a.side } as Action);
  return err('INVALID_ACTION', `Unknown action type ${String(a.type)}`);
}

// ---------------------------------------------------------------------------------------------
// Transitions

const withGame = (state: MatchState, game: GameState): MatchState => ({
  ...state,
  games: [...state.games.slice(0, -1), game],
});

const pushEvent = (game: GameState, event: GameEvent): readonly GameEvent[] => [...game.events, event];

/** Ends the current game: records the score, and starts the next game unless the match is over. */
function finishGame(state: MatchState, game: GameState, result: GameResult): Result<MatchState> {
  // turn and dice stay as they were at the end (gnubg's Match ID of a finished game shows them).
  const done: GameState = { ...game, phase: 'over', resignation: null, result };
  const recorded = recordGame(state.match, result.winner, result.points);
  if (!recorded.ok) return recorded;
  const match = recorded.value;
  const games = [...state.games.slice(0, -1), done];
  if (matchWinner(match) === null) games.push(newGame(game.index + 1, match));
  return ok({ ...state, match, games });
}

/** `side` has rolled `dice`: move, or pass at once when no move is possible. */
function afterRoll(game: GameState, side: Side, dice: Dice, events: readonly GameEvent[]): GameState {
  if (hasLegalMove(game.board, side, dice)) {
    return {
      ...game,
      phase: 'moving',
      turn: side,
      dice,
      events: [...events, { type: 'roll', side, dice, pass: false }],
    };
  }
  return {
    ...game,
    phase: 'rolling',
    turn: otherSide(side),
    dice: null,
    events: [...events, { type: 'roll', side, dice, pass: true }],
  };
}

function roll(state: MatchState, game: GameState, action: RollAction): Result<MatchState> {
  const dice = action.dice;
  if (game.phase === 'opening') {
    if (dice[0] === dice[1]) {
      const o = state.options;
      const cube = o.autoDoubles
        ? { ...game.cube, value: autoDouble(game.cube.value, o.autoDoublesCap) }
        : game.cube;
      const events = pushEvent(game, { type: 'openingRoll', dice, starter: null, cube: cube.value });
      return ok(withGame(state, { ...game, cube, events }));
    }
    const starter: Side = dice[0] > dice[1] ? 0 : 1;
    // From the starting position every opening roll has a legal play.
    const events = pushEvent(game, { type: 'openingRoll', dice, starter, cube: game.cube.value });
    return ok(withGame(state, { ...game, phase: 'moving', turn: starter, dice, events }));
  }
  if (action.side === undefined) return err('INVALID_ACTION', 'Say which side rolls');
  if (game.cube.offer) return err('DOUBLE_PENDING', 'The double must be answered first');
  if (action.side !== game.turn) return err('NOT_YOUR_TURN', 'It is not your turn');
  if (game.phase === 'moving') return err('ALREADY_ROLLED', 'The dice have been rolled: play them');
  return ok(withGame(state, afterRoll(game, action.side, dice, game.events)));
}

function play(state: MatchState, game: GameState, action: PlayAction): Result<MatchState> {
  if (game.phase === 'opening') return err('MUST_ROLL', 'The opening roll comes first');
  if (game.cube.offer) return err('DOUBLE_PENDING', 'The double must be answered first');
  if (action.side !== game.turn) return err('NOT_YOUR_TURN', 'It is not your turn');
  if (game.phase !== 'moving' || game.dice === null) return err('MUST_ROLL', 'Roll the dice first');
  const dice = game.dice;
  const validated = validatePlay(game.board, action.side, dice, action.moves);
  if (!validated.ok) return validated;
  const board = validated.value.board;
  const moves = validated.value.moves.map((m) =>
    m.hit ? { from: m.from, to: m.to, die: m.die, hit: true } : { from: m.from, to: m.to, die: m.die },
  );
  const events = pushEvent(game, { type: 'play', side: action.side, moves });
  const next: GameState = { ...game, board, events };
  const won = winner(board);
  if (won !== null) {
    const s = scoreGame(
      {
        board,
        winner: won,
        winningRollDouble: dice[0] === dice[1],
        cube: game.cube.value,
        cubeTurned: isCubeTurned(game.cube),
      },
      scoringRules(state.options),
    );
    return finishGame(state, next, {
      winner: won,
      points: s.points,
      kind: s.kind,
      reason: 'bearOff',
      cube: game.cube.value,
    });
  }
  return ok(withGame(state, { ...next, phase: 'rolling', turn: otherSide(action.side), dice: null }));
}

function cubeAction(state: MatchState, game: GameState, action: CubeAction): Result<MatchState> {
  const options = cubeOptions(state.options, game);
  const side = action.side;
  if (action.type === 'double') {
    if (!options.enabled) return err('CUBE_NOT_ALLOWED', 'The doubling cube is not used in this game');
    if (options.crawford) return err('CRAWFORD_NO_DOUBLE', 'Nobody may double in the Crawford game');
    if (game.cube.offer) return err('DOUBLE_PENDING', 'A double is waiting for an answer');
    if (game.phase === 'opening') return err('MUST_ROLL', 'No doubling before the opening roll');
    if (side !== game.turn) return err('NOT_YOUR_TURN', 'Double only on your own turn, before rolling');
    if (game.phase === 'moving') return err('ALREADY_ROLLED', 'Double before rolling the dice');
  }
  const stepped = applyCubeAction(game.cube, side, action.type, options);
  if (!stepped.ok) return stepped;
  const { cube, concession } = stepped.value;
  const before = game.cube;
  let event: GameEvent;
  switch (action.type) {
    case 'double':
      event = { type: 'double', side, value: before.value * 2 };
      break;
    case 'take':
      event = { type: 'take', side, value: cube.value };
      break;
    case 'beaver':
      event = { type: 'beaver', side, value: (before.offer?.value ?? before.value * 2) * 2 };
      break;
    case 'raccoon':
      event = { type: 'raccoon', side, value: cube.value };
      break;
    default:
      event = { type: action.type, side };
  }
  const next: GameState = { ...game, cube, events: pushEvent(game, event) };
  if (concession) {
    return finishGame(state, next, {
      winner: concession.winner,
      points: concession.points,
      kind: 'single',
      reason: concession.reason,
      cube: concession.points,
    });
  }
  return ok(withGame(state, next));
}

function resign(state: MatchState, game: GameState, action: ResignAction): Result<MatchState> {
  if (game.cube.offer) return err('DOUBLE_PENDING', 'The double must be answered first');
  const offered = offerResignation(game.resignation, action.side, action.kind, scoringRules(state.options));
  if (!offered.ok) return offered;
  return ok(
    withGame(state, {
      ...game,
      resignation: offered.value,
      events: pushEvent(game, { type: 'resign', side: action.side, kind: action.kind }),
    }),
  );
}

function answerResignation(
  state: MatchState,
  game: GameState,
  action: ResignationAnswer,
): Result<MatchState> {
  const events = pushEvent(game, { type: action.type, side: action.side });
  if (action.type === 'rejectResignation') {
    const r = rejectResignation(game.resignation, action.side);
    if (!r.ok) return r;
    return ok(withGame(state, { ...game, resignation: null, events }));
  }
  const r = acceptResignation(game.resignation, action.side, game.cube.value, scoringRules(state.options));
  if (!r.ok) return r;
  return finishGame(
    state,
    { ...game, events },
    {
      winner: r.value.winner,
      points: r.value.score.points,
      kind: r.value.score.kind,
      reason: 'resign',
      cube: game.cube.value,
    },
  );
}

/**
 * `action.side` loses the match on time or by forfeit: the opponent gets the points it lacks (match play) or
 * the cube value (money play), recorded as the current game's result; the match is over.
 */
function endMatch(
  state: MatchState,
  game: GameState,
  action: TimeoutAction | ForfeitAction,
): Result<MatchState> {
  const side = action.side;
  const won = otherSide(side);
  const length = state.options.length;
  const points = length > 0 ? Math.max(1, length - state.match.score[won]) : game.cube.value;
  const event: GameEvent =
    action.type === 'timeout'
      ? { type: 'timeout', side, reserveMs: action.reserveMs }
      : { type: 'forfeit', side };
  const result: GameResult = {
    winner: won,
    points,
    kind: 'single',
    reason: action.type,
    cube: game.cube.value,
  };
  const recorded = recordGame(state.match, won, points);
  if (!recorded.ok) return recorded;
  // The resignation or cube offer pending, if any, stays in the record of the closed game.
  const done: GameState = { ...game, phase: 'over', events: pushEvent(game, event), result };
  const ended: MatchEnd = {
    side,
    reason: action.type,
    reserveMs: action.type === 'timeout' ? action.reserveMs : null,
    before: { match: state.match, game },
  };
  return ok({ ...withGame(state, done), match: recorded.value, ended });
}

/** The director annuls the timeout or forfeit of `side`: score and game as before, its events kept. */
function annulTimeout(state: MatchState, action: AnnulTimeoutAction): Result<MatchState> {
  const ended = matchEndedBy(state);
  if (ended === null) return err('NOTHING_TO_ANNUL', 'No timeout or forfeit ended this match');
  if (ended.side !== action.side) {
    return err('NOTHING_TO_ANNUL', `The match was not lost on time or by forfeit by side ${action.side}`);
  }
  const game: GameState = {
    ...ended.before.game,
    events: pushEvent(currentGame(state), { type: 'annulTimeout', side: action.side }),
  };
  return ok({ ...withGame(state, game), match: ended.before.match, ended: null });
}

/** Applies one action. Every illegal action is refused with a specific error code; the state is unchanged. */
export function applyAction(state: MatchState, action: Action): Result<MatchState> {
  const checked = checkAction(action);
  if (!checked.ok) return checked;
  const a = checked.value;
  const count = (r: Result<MatchState>): Result<MatchState> =>
    r.ok ? ok({ ...r.value, actionCount: state.actionCount + 1 }) : r;
  if (a.type === 'annulTimeout') return count(annulTimeout(state, a));
  if (isMatchOver(state)) return err('MATCH_OVER', 'The match is over');
  const game = currentGame(state);
  if (game.phase === 'over') return err('GAME_OVER', 'The game is over');
  if (a.type === 'timeout' || a.type === 'forfeit') return count(endMatch(state, game, a));
  if (game.resignation && a.type !== 'acceptResignation' && a.type !== 'rejectResignation') {
    return err('RESIGNATION_PENDING', 'The resignation must be answered first');
  }
  let r: Result<MatchState>;
  switch (a.type) {
    case 'roll':
      r = roll(state, game, a);
      break;
    case 'play':
      r = play(state, game, a);
      break;
    case 'resign':
      r = resign(state, game, a);
      break;
    case 'acceptResignation':
    case 'rejectResignation':
      r = answerResignation(state, game, a);
      break;
    default:
      r = cubeAction(state, game, a);
  }
  return count(r);
}

/** Rebuilds a state by folding a log of actions from a new match. Errors name the failing action. */
export function replay(options: Partial<GameOptions>, actions: readonly Action[]): Result<MatchState> {
  const start = newMatch(options);
  if (!start.ok) return start;
  return applyActions(start.value, actions);
}

/** Applies actions in order; stops at the first refused one. */
export function applyActions(state: MatchState, actions: readonly Action[]): Result<MatchState> {
  if (!Array.isArray(actions)) return err('INVALID_ACTION', 'The log is a list of actions');
  let s = state;
  for (let i = 0; i < actions.length; i++) {
    const r = applyAction(s, actions[i]);
    if (!r.ok) return err(r.error.code, `Action #${i + 1} (${String(actions[i]?.type)}): ${r.error.message}`);
    s = r.value;
  }
  return ok(s);
}
