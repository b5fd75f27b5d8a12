/**
 * The player's board options (issue #17, "a phone-first board"): animation speed, sound, auto-roll, auto
 * bear-off, a one-tap move when a checker has one destination, the board's direction, the colours and the
 * zoom of the home board while bearing in. Kept per user: on the server for a signed-in member (the API's
 * `boardOptions`), in localStorage for a guest. Pure functions: what is read back is normalised, never
 * trusted.
 */
import { type Board, type CheckerMove, type Dice, type Side, legalPlays } from '@gamao/engine';

export type AnimationSpeed = 'off' | 'fast' | 'normal' | 'slow';
/** Where the viewer's home board is drawn: bottom right (as most boards) or bottom left. */
export type BoardDirection = 'right' | 'left';
/** The checkers' palette: the viewer's colour and the opponent's. */
export type BoardColors = 'classic' | 'wood' | 'contrast';

export interface BoardOptions {
  readonly animation: AnimationSpeed;
  readonly sound: boolean;
  /** Roll at once when rolling is the only thing to do (no cube to turn). */
  readonly autoRoll: boolean;
  /** In a race with every checker home, bear off by itself (the play taking off the most checkers). */
  readonly autoBearOff: boolean;
  /** A tap on a checker with only one legal destination moves it there. */
  readonly oneTap: boolean;
  readonly direction: BoardDirection;
  readonly colors: BoardColors;
  /** Zoom in on the home board while bearing in (larger points on a phone). */
  readonly homeZoom: boolean;
}

export const ANIMATION_SPEEDS: readonly AnimationSpeed[] = ['off', 'fast', 'normal', 'slow'];
export const DIRECTIONS: readonly BoardDirection[] = ['right', 'left'];
export const COLOR_SCHEMES: readonly BoardColors[] = ['classic', 'wood', 'contrast'];

/** Sound off, everything automatic off: the board does only what the player asks. */
export const DEFAULT_BOARD_OPTIONS: BoardOptions = {
  animation: 'normal',
  sound: false,
  autoRoll: false,
  autoBearOff: false,
  oneTap: false,
  direction: 'right',
  colors: 'classic',
  homeZoom: false,
};

export const BOARD_OPTIONS_KEY = 'gamao.board.options.v1';

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/** Any stored or received value as options: unknown fields dropped, bad ones back to their default. */
export function normaliseBoardOptions(input: unknown): BoardOptions {
  const o = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const d = DEFAULT_BOARD_OPTIONS;
  return {
    animation: oneOf(ANIMATION_SPEEDS, o.animation, d.animation),
    sound: flag(o.sound, d.sound),
    autoRoll: flag(o.autoRoll, d.autoRoll),
    autoBearOff: flag(o.autoBearOff, d.autoBearOff),
    oneTap: flag(o.oneTap, d.oneTap),
    direction: oneOf(DIRECTIONS, o.direction, d.direction),
    colors: oneOf(COLOR_SCHEMES, o.colors, d.colors),
    homeZoom: flag(o.homeZoom, d.homeZoom),
  };
}

/** A guest's options (browser only); the defaults when none are kept or storage is blocked. */
export function loadBoardOptions(storage: Pick<Storage, 'getItem'>): BoardOptions {
  try {
    const text = storage.getItem(BOARD_OPTIONS_KEY);
    return normaliseBoardOptions(text ? JSON.parse(text) : null);
  } catch {
    return DEFAULT_BOARD_OPTIONS;
  }
}

export function saveBoardOptions(storage: Pick<Storage, 'setItem'>, options: BoardOptions): void {
  try {
    storage.setItem(BOARD_OPTIONS_KEY, JSON.stringify(normaliseBoardOptions(options)));
  } catch {
    // Private mode or quota: the options last until the page closes.
  }
}

export interface Motion {
  /** A checker's slide and the cube's move, in ms (0 = none). */
  readonly checkerMs: number;
  /** The dice's roll-in, in ms (0 = none). */
  readonly diceMs: number;
  /** The computer's pause before acting and between the moves of its play. */
  readonly bot: { readonly think: number; readonly step: number };
}

const MOTION: Readonly<Record<AnimationSpeed, Motion>> = {
  off: { checkerMs: 0, diceMs: 0, bot: { think: 60, step: 120 } },
  fast: { checkerMs: 150, diceMs: 250, bot: { think: 250, step: 280 } },
  normal: { checkerMs: 280, diceMs: 420, bot: { think: 450, step: 500 } },
  slow: { checkerMs: 480, diceMs: 700, bot: { think: 700, step: 800 } },
};

/** The timings of a speed; a visitor who asks for reduced motion gets none, whatever the option says. */
export function motionOf(speed: AnimationSpeed, reducedMotion: boolean): Motion {
  return MOTION[reducedMotion ? 'off' : speed];
}

/** The highest point (own numbering, 25 = bar) holding a checker of `side`, 0 when all are off. */
function rearmost(board: Board, side: Side): number {
  for (let i = 25; i >= 1; i--) if (board[side][i] > 0) return i;
  return 0;
}

/** No more contact: every checker of `side` has passed every checker of the opponent. */
export function isRace(board: Board, side: Side): boolean {
  const other: Side = side === 0 ? 1 : 0;
  const mine = rearmost(board, side);
  const theirs = rearmost(board, other);
  // The opponent's point p is our 25 - p: no contact when our rearmost is below their rearmost.
  return mine === 0 || theirs === 0 || mine < 25 - theirs;
}

/**
 * The play auto bear-off makes, or null when it should leave the choice to the player: only in a race with
 * every checker in the home board, the legal play that takes off the most checkers (then the fewest pips
 * left; the engine's order breaks ties).
 */
export function autoBearOffPlay(board: Board, side: Side, dice: Dice): CheckerMove[] | null {
  if (rearmost(board, side) > 6 || !isRace(board, side)) return null;
  const plays = legalPlays(board, side, dice);
  if (plays.length === 0) return null;
  const pips = (b: Board) => b[side].reduce((sum, n, i) => sum + n * i, 0);
  let best = plays[0];
  for (const p of plays.slice(1)) {
    const off = p.board[side][0] - best.board[side][0];
    if (off > 0 || (off === 0 && pips(p.board) < pips(best.board))) best = p;
  }
  return [...best.moves];
}

/** Bearing in: every checker of `side` still on the board is in its home board (points 1..6). */
export const bearingIn = (board: Board, side: Side): boolean => {
  const r = rearmost(board, side);
  return r > 0 && r <= 6;
};

/** The names of the viewer's and the opponent's colours in a palette (messages play.colors.*). */
export const COLOR_NAMES: Readonly<Record<BoardColors, readonly [string, string]>> = {
  classic: ['cyan', 'pink'],
  wood: ['ivory', 'wood'],
  contrast: ['white', 'black'],
};
