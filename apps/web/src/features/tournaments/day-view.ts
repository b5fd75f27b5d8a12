/**
 * The director's day view and the score sheet as plain functions (issue 41): which boards need him first,
 * and the rows of a paper score sheet. The API computes lateness and states; these only order and lay out.
 */
import type { TournamentDayQuery } from '@/gql/graphql';

export type DayBoard = TournamentDayQuery['tournamentDay']['boards'][number];

/** What needs the director most comes first: a dispute, then late boards, results to confirm, the rest. */
const URGENCY: Record<DayBoard['state'], number> = {
  DISPUTED: 0,
  LATE: 1,
  WAITING_CONFIRMATION: 2,
  NOT_STARTED: 3,
  PLAYING: 4,
  FINISHED: 5,
};

export function attentionFirst(boards: readonly DayBoard[]): DayBoard[] {
  return [...boards].sort((a, b) => URGENCY[a.state] - URGENCY[b.state] || a.number - b.number);
}

/** How many boards are in each state, for the summary line. */
export function stateCounts(boards: readonly DayBoard[]): Partial<Record<DayBoard['state'], number>> {
  const counts: Partial<Record<DayBoard['state'], number>> = {};
  for (const b of boards) counts[b.state] = (counts[b.state] ?? 0) + 1;
  return counts;
}

/**
 * The game rows of a score sheet for a match of `length` points: at most 2 × length − 1 games are played
 * (each game moves a score by at least 1), and a sheet keeps a few for the rare 1-point match. Beyond 13 rows
 * the sheet would not fit one A4 page with its signatures: a long match's sheet has 13 rows and a note.
 */
export function sheetRows(length: number): number {
  return Math.max(3, Math.min(13, 2 * length - 1));
}

/** Whole minutes, for "late 12 min". */
export const wholeMinutes = (minutes: number): number => Math.floor(minutes);

/** The player a one-tap walkover names on a board past the forfeit: the one who forfeits (null: none or both). */
export function forfeitingPlayer(board: Pick<DayBoard, 'players'>): string | null {
  const out = board.players.filter((p) => p.forfeit);
  return out.length === 1 ? out[0].player.id : null;
}
