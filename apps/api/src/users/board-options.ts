/**
 * A member's board options (issue #17): how the board looks and what it does by itself. Kept as one JSON
 * document on the user (`User.boardOptions`); the site keeps a guest's in the browser with the same fields
 * (apps/web/src/features/play/board-options.ts). Pure: the defaults, the allowed values, and the decoding
 * of what is stored (a field missing or not understood falls back to its default).
 */
export const ANIMATION_SPEEDS = ['off', 'fast', 'normal', 'slow'] as const;
export const BOARD_DIRECTIONS = ['right', 'left'] as const;
export const BOARD_COLORS = ['classic', 'wood', 'contrast'] as const;

export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];
export type BoardDirection = (typeof BOARD_DIRECTIONS)[number];
export type BoardColors = (typeof BOARD_COLORS)[number];

export interface BoardOptionsValue {
  animation: AnimationSpeed;
  sound: boolean;
  autoRoll: boolean;
  autoBearOff: boolean;
  oneTap: boolean;
  direction: BoardDirection;
  colors: BoardColors;
  homeZoom: boolean;
}

/** What a member who never chose gets: sound off and nothing automatic, the home board on the right. */
export const DEFAULT_BOARD_OPTIONS: Readonly<BoardOptionsValue> = {
  animation: 'normal',
  sound: false,
  autoRoll: false,
  autoBearOff: false,
  oneTap: false,
  direction: 'right',
  colors: 'classic',
  homeZoom: false,
};

const FLAGS = ['sound', 'autoRoll', 'autoBearOff', 'oneTap', 'homeZoom'] as const;

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** The stored JSON (or null) as complete options. */
export function decodeBoardOptions(stored: unknown): BoardOptionsValue {
  const o = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const d = DEFAULT_BOARD_OPTIONS;
  const options: BoardOptionsValue = {
    ...d,
    animation: oneOf(ANIMATION_SPEEDS, o.animation, d.animation),
    direction: oneOf(BOARD_DIRECTIONS, o.direction, d.direction),
    colors: oneOf(BOARD_COLORS, o.colors, d.colors),
  };
  for (const flag of FLAGS) if (typeof o[flag] === 'boolean') options[flag] = o[flag];
  return options;
}

/** The fields a change gives (null or absent: keep the stored value), as a JSON object to merge. */
export function givenOptions(
  change: Partial<Record<keyof BoardOptionsValue, unknown>>,
): Record<string, string | boolean> {
  const given: Record<string, string | boolean> = {};
  for (const key of Object.keys(DEFAULT_BOARD_OPTIONS) as (keyof BoardOptionsValue)[]) {
    const value = change[key];
    if (typeof value === 'string' || typeof value === 'boolean') given[key] = value;
  }
  return given;
}
