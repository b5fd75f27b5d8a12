/**
 * Which playable matches a caller keeps as match records (the API's Match rows, one per match that two known
 * players can play): the records to open when a change of the draw makes matches ready, and, after a
 * correction changed who plays later matches, the records to cancel and open again. Pure planning: the caller
 * persists the plan.
 */
import { type DocMatch, type TournamentDoc, docMatches, readySlots } from './tournament-doc';
import type { PlayerId } from './types';

/** A match record the caller keeps for a slot of the draw (cancelled and declined ones left out). */
export interface MatchRow {
  readonly id: string;
  /** The slot of the draw it plays (null: not a tournament match). */
  readonly slot: string | null;
  readonly players: readonly PlayerId[];
  /** The match is over (its result is recorded). */
  readonly finished: boolean;
}

export interface MatchRowPlan {
  /** Ids of the records to cancel. */
  readonly cancel: readonly string[];
  /** Matches to open a record for. */
  readonly create: readonly DocMatch[];
}

/** Matches ready in `after` that were not in `before` (every ready match when there was no document). */
export function newlyReady(before: TournamentDoc | null, after: TournamentDoc): DocMatch[] {
  const fresh = readySlots(after);
  if (before) for (const slot of readySlots(before).keys()) fresh.delete(slot);
  return [...fresh.values()];
}

/**
 * Brings the records in line with the document after a correction: a ready match keeps its record only when
 * the record has the same players and is not over; a finished match keeps its record when the players are the
 * same; any other record (players changed, match no longer playable, slot gone) is cancelled, and every ready
 * match left without a record gets one.
 */
export function reconcileMatchRows(doc: TournamentDoc, rows: readonly MatchRow[]): MatchRowPlan {
  const bySlot = new Map(rows.map((r) => [r.slot ?? '', r]));
  const cancel: string[] = [];
  const create: DocMatch[] = [];
  for (const m of docMatches(doc)) {
    const row = bySlot.get(m.slot);
    bySlot.delete(m.slot);
    const same = row !== undefined && m.players.every((p) => p !== null && row.players.includes(p));
    if (m.status === 'ready') {
      if (row && (!same || row.finished)) cancel.push(row.id);
      if (!row || !same || row.finished) create.push(m);
    } else if (row && !(m.status === 'finished' && same)) {
      cancel.push(row.id);
    }
  }
  for (const row of bySlot.values()) cancel.push(row.id);
  return { cancel, create };
}

/**
 * The records to change after a result is recorded (`changed` empty) or corrected (`changed`: the later
 * matches whose players changed, from correctResult). Only a knockout (single or double elimination) moves on by itself: a Swiss opens its
 * records when the next round is paired, a round robin all of them at the start. The current records
 * (`rows`, with the decided match already marked finished) are read only to reconcile after a correction
 * that changed later matches, so a caller may pass none otherwise.
 */
export function planMatchRows(
  before: TournamentDoc,
  after: TournamentDoc,
  changed: readonly string[],
  rows: readonly MatchRow[],
): MatchRowPlan {
  if (!movesOn(after)) return { cancel: [], create: [] };
  if (changed.length) return reconcileMatchRows(after, rows);
  return { cancel: [], create: newlyReady(before, after) };
}

/** Whether planMatchRows needs the current records (a correction that changed later matches). */
export const needsMatchRows = (after: TournamentDoc, changed: readonly string[]): boolean =>
  movesOn(after) && changed.length > 0;

/** Knockouts (single and double elimination) open their next matches from results. */
const movesOn = (doc: TournamentDoc): boolean =>
  doc.format === 'singleElimination' || doc.format === 'doubleElimination';
