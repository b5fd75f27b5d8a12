/**
 * Time controls as the forms ask for them and the pages write them. A match's clock is a delay (seconds,
 * fresh every turn) and a reserve for the whole match: a number of minutes per point of the match length,
 * or a fixed total (always so in money play). The presets and the bounds are the engine's (clock.ts); the API checks
 * every figure again (INVALID_TIME_CONTROL names the one it refuses). A challenge may instead be played by
 * correspondence: 1 to 7 days per move (the engine's correspondence.ts; INVALID_DAYS_PER_MOVE).
 */
import {
  DAYS_PER_MOVE_BOUNDS,
  TIME_CONTROL_BOUNDS,
  TIME_CONTROL_PRESETS,
  type TimeControlPreset,
} from '@gamao/engine';
import { spanText } from './spans';

export type Preset = TimeControlPreset;
export const PRESETS: readonly Preset[] = ['blitz', 'standard', 'slow'];

/** The presets (seconds): delay, reserve per point of a match, and the fixed reserve of money play. */
export const PRESET_FIGURES = TIME_CONTROL_PRESETS;

/** The bounds as the form asks for them: the delay in seconds, the reserves in minutes. */
export const LIMITS = {
  delaySeconds: TIME_CONTROL_BOUNDS.delaySeconds,
  perPointMinutes: { min: 0, max: TIME_CONTROL_BOUNDS.reservePerPointSeconds.max / 60 },
  totalMinutes: { min: 0, max: TIME_CONTROL_BOUNDS.reserveSeconds.max / 60 },
} as const;

/** The days per move a correspondence challenge offers (1 to 7). */
export const DAYS_PER_MOVE: readonly number[] = Array.from(
  { length: DAYS_PER_MOVE_BOUNDS.max - DAYS_PER_MOVE_BOUNDS.min + 1 },
  (_, i) => DAYS_PER_MOVE_BOUNDS.min + i,
);

/**
 * "none": no clock; "same": a tournament round that keeps the tournament's time control; "correspondence":
 * days per move instead of a clock (challenges only).
 */
export type TimeControlChoice = 'none' | 'same' | Preset | 'custom' | 'correspondence';

/** What the picker holds, as typed (numbers are strings until they are sent). */
export interface TimeControlValues {
  readonly choice: TimeControlChoice;
  readonly delay: string;
  readonly mode: 'perPoint' | 'total';
  /** Minutes of reserve per point of the match length. */
  readonly perPoint: string;
  /** Minutes of reserve in all. */
  readonly total: string;
  readonly autoRoll: boolean;
  /** Correspondence: days per move (1 to 7). */
  readonly days?: string;
}

export const NO_CLOCK: TimeControlValues = {
  choice: 'none',
  delay: '12',
  mode: 'perPoint',
  perPoint: '2',
  total: '10',
  autoRoll: false,
};

/** The API's TimeControlInput. */
export interface TimeControlInputData {
  readonly preset?: Preset | null;
  readonly delaySeconds?: number | null;
  readonly reservePerPointSeconds?: number | null;
  readonly reserveSeconds?: number | null;
  readonly autoRoll?: boolean | null;
  readonly daysPerMove?: number | null;
}

/** The API's TimeControl (reserveSeconds: each player's total; per point when it came from one). */
export interface TimeControlData {
  readonly preset?: Preset | null;
  readonly delaySeconds: number;
  readonly reserveSeconds: number;
  readonly reservePerPointSeconds?: number | null;
  readonly autoRoll: boolean;
  /** Correspondence play: days per move (null or absent: a clock). */
  readonly daysPerMove?: number | null;
}

/** A whole number typed, or -1 (an impossible figure the API refuses, naming the field). */
function wholeNumber(typed: string, scale = 1): number {
  const text = typed.trim().replace(',', '.');
  const n = Number(text);
  if (text === '' || !Number.isFinite(n)) return -1;
  const scaled = Math.round(n * scale);
  return Number.isSafeInteger(scaled) ? scaled : -1;
}

/**
 * The input the form's values ask for: null for no clock (and for "same", which the caller reads as "the
 * tournament's"), a preset by name (with its auto-roll choice), or the custom figures in seconds; money play
 * (`money`) always has a fixed total.
 */
export function timeControlInput(v: TimeControlValues, money: boolean): TimeControlInputData | null {
  if (v.choice === 'none' || v.choice === 'same') return null;
  if (v.choice === 'correspondence') return { daysPerMove: wholeNumber(v.days ?? '') };
  if (v.choice !== 'custom') return { preset: v.choice, autoRoll: v.autoRoll };
  const delaySeconds = wholeNumber(v.delay);
  if (money || v.mode === 'total')
    return { delaySeconds, reserveSeconds: wholeNumber(v.total, 60), autoRoll: v.autoRoll };
  return { delaySeconds, reservePerPointSeconds: wholeNumber(v.perPoint, 60), autoRoll: v.autoRoll };
}

/** The picker's form field names, from its prefix (one picker per round in the tournament wizard). */
export function timeControlNames(prefix: string) {
  return {
    choice: `${prefix}Choice`,
    delay: `${prefix}Delay`,
    mode: `${prefix}Mode`,
    perPoint: `${prefix}PerPoint`,
    total: `${prefix}Total`,
    autoRoll: `${prefix}AutoRoll`,
    days: `${prefix}Days`,
  } as const;
}

const CHOICES: readonly string[] = ['none', 'same', ...PRESETS, 'custom', 'correspondence'];

/** The picker's values as a submitted form carries them (a server action reads them back). */
export function readTimeControl(form: { get(name: string): unknown }, prefix: string): TimeControlValues {
  const names = timeControlNames(prefix);
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const choice = text(names.choice);
  return {
    choice: (CHOICES.includes(choice) ? choice : 'none') as TimeControlChoice,
    delay: text(names.delay),
    mode: text(names.mode) === 'total' ? 'total' : 'perPoint',
    perPoint: text(names.perPoint),
    total: text(names.total),
    autoRoll: form.get(names.autoRoll) === 'on',
    days: text(names.days),
  };
}

/** The figures of a time control: the delay, the reserve, and whether the reserve is per point. */
export interface TimeControlFigures {
  readonly delay: string;
  readonly reserve: string;
  readonly perPoint: boolean;
}

/**
 * A time control in figures, e.g. delay "12 s", reserve "10 min" ("12 s + 10 min"). A tournament's (no single
 * match length: `perPoint`) is written per point when it came from a per-point figure.
 */
export function timeControlFigures(tc: TimeControlData, perPoint = false): TimeControlFigures {
  const each = perPoint && tc.reservePerPointSeconds !== null && tc.reservePerPointSeconds !== undefined;
  return {
    delay: spanText(tc.delaySeconds * 1000, 2),
    reserve: spanText((each ? (tc.reservePerPointSeconds ?? 0) : tc.reserveSeconds) * 1000, 2),
    perPoint: each,
  };
}

/**
 * A preset's figures for a match of `length` points (0: money play, its fixed total); null length (a
 * tournament, several lengths) gives the reserve per point.
 */
export function presetFigures(preset: Preset, length: number | null): TimeControlFigures {
  const p = PRESET_FIGURES[preset];
  const delay = spanText(p.delaySeconds * 1000);
  if (length === null)
    return { delay, reserve: spanText(p.reservePerPointSeconds * 1000, 2), perPoint: true };
  const reserve = length === 0 ? p.reserveSeconds : p.reservePerPointSeconds * length;
  return { delay, reserve: spanText(reserve * 1000, 2), perPoint: false };
}
