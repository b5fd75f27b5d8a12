/**
 * The line of the table: `[box, captain, ...queue]`, the queue in the order its players will be captains.
 *
 * Rotation after a game (seed 000 rule 2.1, docs/domain.md "Chouette"): whoever wins box against captain is
 * the box of the next game.
 * - The box wins: the captain goes to the end of the queue; the first of the queue becomes captain.
 * - The captain wins: the captain becomes the box; the old box goes to the end of the queue; the first of
 *   the queue becomes captain.
 * "Box against captain" is the result between those two players only: the sign of the captain's own points
 * in the game. When the captain's cube ended early (the captain dropped the box's double, or the box
 * dropped the captain's), that decides it, whatever happens later between the box and the acting captain.
 *
 * Latecomers (seed 000 rule 7): when everyone present has already had a turn at the board (has been box
 * or captain: the box of the first game never waited in the queue, and rule 7 protects those still waiting
 * for a first turn), a latecomer sits as the next captain (first of the queue); otherwise the latecomer
 * joins the end of the queue. The current box and captain count as having had their turn.
 *
 * Leaving (between games only): everyone behind the leaver moves up one place. If the box leaves, the
 * captain becomes the box and the first of the queue the captain; if the captain leaves, the first of the
 * queue becomes captain.
 */
import type { PlayerId } from './types';

export interface TableRoles {
  readonly box: PlayerId | null;
  readonly captain: PlayerId | null;
  /** The next captains, in order. */
  readonly queue: readonly PlayerId[];
}

export const tableRoles = (line: readonly PlayerId[]): TableRoles => ({
  box: line[0] ?? null,
  captain: line[1] ?? null,
  queue: line.slice(2),
});

/** Who won the game between the box and the captain. */
export type BoxVsCaptain = 'box' | 'captain';

/** The line of the next game (see the header). */
export function chouetteRotation(line: readonly PlayerId[], winner: BoxVsCaptain): PlayerId[] {
  if (line.length < 2) return [...line];
  const [box, captain, ...queue] = line;
  return winner === 'box' ? [box, ...queue, captain] : [captain, ...queue, box];
}

/** Whether a latecomer sits as the next captain: every player present has been box or captain. */
export function latecomerIsNextCaptain(line: readonly PlayerId[], hasSat: readonly PlayerId[]): boolean {
  const sat = new Set([...hasSat, ...line.slice(0, 2)]);
  return line.every((p) => sat.has(p));
}

/** The line after `player` arrives (seed 000 rule 7, see the header). */
export function seatLatecomer(
  line: readonly PlayerId[],
  hasSat: readonly PlayerId[],
  player: PlayerId,
): PlayerId[] {
  if (line.length >= 2 && latecomerIsNextCaptain(line, hasSat)) {
    return [...line.slice(0, 2), player, ...line.slice(2)];
  }
  return [...line, player];
}

/** The line after `player` leaves: everyone behind moves up one place. */
export const leaveLine = (line: readonly PlayerId[], player: PlayerId): PlayerId[] =>
  line.filter((p) => p !== player);
