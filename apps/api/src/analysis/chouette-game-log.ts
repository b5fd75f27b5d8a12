import { type ChouetteGame, type ChouetteState, sideOf } from '@gamao/chouette';
import type { Action, CheckerMove, GameOptions, Side } from '@gamao/engine';
import { type ActionRow, replayLog } from '../chouette/chouette-view';

/**
 * One board game of a chouette table as an engine match log, for replay and analysis: the box (side 0) against
 * the team (side 1), whose moves the captain (or the acting captain) makes. Each member of the team has a cube
 * of their own, which a two-sided log cannot hold: the log is the game's dice and checker plays, in money play
 * without a cube, so the analysis judges the checker plays of the box and of the captain. Built by replaying the
 * table's stored actions with the library (chouette-view.ts) and reading the engine-level events each action
 * added to the game.
 */
export interface ChouetteGameLog {
  readonly options: Partial<GameOptions>;
  readonly actions: readonly Action[];
  /** The box and the captain (the team's first mover) of the game. */
  readonly box: string;
  readonly captain: string;
  /** The game has ended (it is in the table's records). */
  readonly finished: boolean;
  /** When the game's last action was made. */
  readonly lastActionAt: Date;
}

/** Money play without a cube: the checker play of one board (see above). */
export const CHOUETTE_GAME_OPTIONS: Partial<GameOptions> = { length: 0, cube: false };

type GameEvent = ChouetteGame['events'][number];

/** The engine action of one game event, or null for the chouette's own events (cubes, suggestions, captains). */
function engineAction(event: GameEvent): Action | null {
  switch (event.type) {
    case 'openingRoll':
      return { type: 'roll', dice: event.dice };
    case 'roll':
      return { type: 'roll', side: sideOf(event.side), dice: event.dice };
    case 'play':
      return { type: 'play', side: sideOf(event.side), moves: event.moves };
    default:
      return null;
  }
}

/**
 * The closing play of a game: the action that ends it also removes it from the table's state (it goes to the
 * records), so its events are read from the action itself (a play, or the captain's confirmation of a member's
 * suggestion).
 */
function closingPlay(row: ActionRow, game: ChouetteGame): Action | null {
  const mover: Side | null = game.turn === null ? null : sideOf(game.turn);
  if (mover === null || game.phase !== 'moving') return null;
  const action = row.action;
  let moves: readonly CheckerMove[] | null = null;
  if (action.type === 'play') moves = action.moves;
  if (action.type === 'confirmSuggestion')
    moves = game.suggestions.find((s) => s.player === action.from)?.moves ?? null;
  return moves ? { type: 'play', side: mover, moves } : null;
}

/**
 * The log of game `game` (1-based) of a table, or null when the table has not started that game or plays it
 * on a physical board (scorekeeper mode: no moves are recorded).
 */
export function chouetteGameLog(
  options: object,
  rows: readonly ActionRow[],
  game: number,
): ChouetteGameLog | null {
  const index = game - 1;
  const actions: Action[] = [];
  let seen: ChouetteGame | null = null;
  let finished = false;
  let lastActionAt: Date | null = null;
  const gameOf = (state: ChouetteState) => (state.game && state.game.index === index ? state.game : null);
  replayLog(options, rows, (row, before, after) => {
    const was = gameOf(before);
    const now = gameOf(after);
    if (!was && !now) return;
    if (now) {
      seen = now;
      const added = now.events.slice(was ? was.events.length : 0);
      for (const event of added) {
        const action = engineAction(event);
        if (action) actions.push(action);
      }
    } else if (was) {
      const action = closingPlay(row, was);
      if (action) actions.push(action);
      finished = true;
    }
    lastActionAt = row.createdAt;
  });
  const played = seen as ChouetteGame | null;
  if (!played || played.board === null || !lastActionAt) return null;
  return {
    options: CHOUETTE_GAME_OPTIONS,
    actions,
    box: played.box,
    captain: played.captain,
    finished,
    lastActionAt,
  };
}
