/**
 * The choices of a local game (hub form -> board page): who plays, the scoring profile, the match length,
 * the cube options and the clock, and how they become engine options.
 */
import type { GameOptions, ScoringProfile, Side } from '@gamao/engine';
import { CLOCK_CHOICES, type LocalClockChoice } from './local-clock';

export type PlayMode = 'computer' | 'hotseat';
/** Mirrors @gamao/bot's BotLevel (kept here so pure helpers do not load the bot). */
export type BotLevel = 'easy' | 'medium' | 'hard';

export interface PlaySettings {
  readonly mode: PlayMode;
  readonly level: BotLevel;
  readonly profile: ScoringProfile;
  /** Points to win: 1 = a single game; 0 = money session (international with the cube only). */
  readonly length: number;
  readonly cube: boolean;
  readonly beaver: boolean;
  readonly raccoon: boolean;
  /** A clock for the people playing (a preset), or none. */
  readonly clock: LocalClockChoice;
}

export const MODES: readonly PlayMode[] = ['computer', 'hotseat'];
export const LEVELS: readonly BotLevel[] = ['easy', 'medium', 'hard'];
export const PROFILES: readonly ScoringProfile[] = ['simple', 'international', 'traditional'];

/** A quick game as on seed 003: against the computer, one game worth one point, no cube. */
export const DEFAULT_SETTINGS: PlaySettings = {
  mode: 'computer',
  level: 'medium',
  profile: 'simple',
  length: 1,
  cube: false,
  beaver: false,
  raccoon: false,
  clock: 'off',
};

/** In "computer" mode the person sits on side 0 and the computer on side 1. */
export const HUMAN_SIDE: Side = 0;
export const BOT_SIDE: Side = 1;

/** Match lengths offered for a profile (the traditional "mão" is 10 points; money play needs the cube). */
export function lengthsFor(profile: ScoringProfile, cube: boolean): number[] {
  if (profile === 'traditional') return [1, 3, 5, 7, 10];
  if (profile === 'international' && cube) return [1, 3, 5, 7, 0];
  return [1, 3, 5, 7];
}

/** Whether the profile offers the cube as a choice (simple never has one). */
export const cubeChoice = (profile: ScoringProfile): boolean => profile !== 'simple';

/** Brings any combination back to one the rules allow (hub form changes, old stored data). */
export function normaliseSettings(input: Partial<PlaySettings> | null | undefined): PlaySettings {
  const s = { ...DEFAULT_SETTINGS, ...(input ?? {}) };
  const mode = MODES.includes(s.mode) ? s.mode : DEFAULT_SETTINGS.mode;
  const level = LEVELS.includes(s.level) ? s.level : DEFAULT_SETTINGS.level;
  const profile = PROFILES.includes(s.profile) ? s.profile : DEFAULT_SETTINGS.profile;
  const cube = cubeChoice(profile) && s.cube === true;
  const lengths = lengthsFor(profile, cube);
  const length = lengths.includes(s.length) ? s.length : lengths[0];
  const money = length === 0;
  const beaver = money && s.beaver === true;
  const raccoon = beaver && s.raccoon === true;
  const clock = CLOCK_CHOICES.includes(s.clock) ? s.clock : DEFAULT_SETTINGS.clock;
  return { mode, level, profile, length, cube, beaver, raccoon, clock };
}

/** The engine options of these settings. */
export function gameOptions(settings: PlaySettings): Partial<GameOptions> {
  const s = normaliseSettings(settings);
  return {
    profile: s.profile,
    length: s.length,
    cube: s.cube,
    crawford: true,
    beaver: s.beaver,
    raccoon: s.raccoon,
  };
}
