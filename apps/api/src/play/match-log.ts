import type { Action, GameOptions } from '@gamao/engine';
import type { StoredAction, StoredMatch } from './match.store';

/**
 * A stored match as a match log (the JSON `matFromLogJson` reads, libs/engine/src/mat.ts): its options, every
 * action of its log and the players' names. The one place that names a match's players and date for an
 * export: the .mat file (matches.service.ts) and the replay and analysis of a record (apps/api/src/analysis).
 */
export interface StoredMatchLog {
  readonly options: Partial<GameOptions>;
  readonly actions: readonly Action[];
  readonly players: readonly [string, string];
  readonly date: string;
}

/** The display names of side 0 and side 1 ('' for a side nobody holds). */
export function playerNames(match: Pick<StoredMatch, 'participants'>): [string, string] {
  const name = (side: number) => match.participants.find((p) => p.side === side)?.user.displayName ?? '';
  return [name(0), name(1)];
}

/** The day the match was played (started, else created), `YYYY-MM-DD`. */
export function matchDate(match: Pick<StoredMatch, 'startedAt' | 'createdAt'>): string {
  return (match.startedAt ?? match.createdAt).toISOString().slice(0, 10);
}

export function matchLogOf(match: StoredMatch, actions: readonly StoredAction[]): StoredMatchLog {
  return {
    options: match.options,
    actions: actions.map((row) => row.action),
    players: playerNames(match),
    date: matchDate(match),
  };
}
