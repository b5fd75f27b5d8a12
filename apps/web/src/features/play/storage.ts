/**
 * The local game survives a reload: the engine's MatchState (plain JSON) and the settings are kept in
 * localStorage, with the moves of the turn in progress. What comes back is checked before use: a state
 * the engine would not accept is dropped rather than shown.
 */
import {
  type CheckerMove,
  type MatchState,
  checkBoard,
  checkOptions,
  currentGame,
  replayMoves,
} from '@gamao/engine';
import type { LocalGame, Notice } from './controller';
import { finishedGames } from './controller';
import { type LocalClock, isLocalClock, newLocalClock } from './local-clock';
import { normaliseSettings } from './settings';

export const STORAGE_KEY = 'gamao.play.local.v1';

interface Stored {
  readonly version: 1;
  readonly settings: LocalGame['settings'];
  readonly match: MatchState;
  readonly moves: readonly CheckerMove[];
  readonly notice: Notice | null;
  readonly seenGames: number;
  readonly clock?: LocalClock | null;
}

/** The JSON text kept for a game. */
export function serialise(game: LocalGame): string {
  const stored: Stored = {
    version: 1,
    settings: game.settings,
    match: game.match,
    moves: game.moves,
    notice: game.notice,
    seenGames: game.seenGames,
    clock: game.clock,
  };
  return JSON.stringify(stored);
}

function isMatchState(x: unknown): x is MatchState {
  if (typeof x !== 'object' || x === null) return false;
  const m = x as MatchState;
  if (!checkOptions(m.options).ok) return false;
  if (typeof m.match !== 'object' || m.match === null || !Array.isArray(m.match.score)) return false;
  if (!Array.isArray(m.games) || m.games.length === 0) return false;
  return m.games.every(
    (g) => typeof g === 'object' && g !== null && Array.isArray(g.events) && checkBoard(g.board).ok,
  );
}

/** The game in a stored text, or null when there is none or it cannot be trusted. */
export function deserialise(text: string | null): LocalGame | null {
  if (!text) return null;
  let data: Partial<Stored>;
  try {
    data = JSON.parse(text) as Partial<Stored>;
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || data.version !== 1 || !isMatchState(data.match))
    return null;
  const match = data.match;
  const g = currentGame(match);
  let moves: CheckerMove[] = Array.isArray(data.moves) ? [...data.moves] : [];
  if (
    g.phase !== 'moving' ||
    g.turn === null ||
    g.dice === null ||
    !replayMoves(g.board, g.turn, g.dice, moves).ok
  ) {
    moves = [];
  }
  const seen = typeof data.seenGames === 'number' ? data.seenGames : finishedGames(match);
  const settings = normaliseSettings({ ...data.settings, ...settingsFromOptions(match) });
  // A clock survives the reload (the time away counts, as a server's would); a lost one starts afresh.
  const clock =
    settings.clock === 'off'
      ? null
      : isLocalClock(data.clock)
        ? data.clock
        : newLocalClock(settings.clock, settings.length);
  return {
    settings,
    match,
    moves,
    selected: null,
    notice: data.notice ?? null,
    seenGames: Math.min(seen, finishedGames(match)),
    error: null,
    clock,
  };
}

/** The rules come from the match itself (the settings only add who plays). */
function settingsFromOptions(match: MatchState) {
  const o = match.options;
  return { profile: o.profile, length: o.length, cube: o.cube, beaver: o.beaver, raccoon: o.raccoon };
}

/** Reads the saved game (browser only). */
export function loadGame(storage: Pick<Storage, 'getItem'>): LocalGame | null {
  try {
    return deserialise(storage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Saves the game (browser only); a full or blocked storage only loses the reload safety. */
export function saveGame(storage: Pick<Storage, 'setItem'>, game: LocalGame): void {
  try {
    storage.setItem(STORAGE_KEY, serialise(game));
  } catch {
    // Private mode or quota: the game goes on without being kept.
  }
}

export function clearGame(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
