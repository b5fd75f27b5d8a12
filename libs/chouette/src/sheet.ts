/**
 * House rule: a session's score sheet as its scorekeeper keeps it (issue 42). Each edit is an action of the log
 * (`sheetEdit`: who, why, the edit), applied with `applyScoreEdit` to the sheet the session has now:
 *
 * - a member's score, or a cube's value or owner (the points scale with the value): the member's new cube is
 *   kept on the sheet, and the change of the game's points goes into the ledger as a correction (the same
 *   record as a scorekeeper's correction, with the edit's kind), so the totals, the settlement and the audit
 *   follow one path and every game still sums to zero. An owner alone changes no points: no correction.
 * - deleting the last game on the sheet: a correction takes its points back (its own and its corrections'),
 *   and the game leaves the sheet; its row stays in the ledger, at zero, with that correction beside it. The
 *   table's rotation is not replayed: who is box now stays as it is.
 * - the players' column order and the breaks between games: marks on the sheet only.
 *
 * Worked example (sheet.spec.ts): member m2 took the box's cube at 2 and lost a single (-2, the box +4 with
 * the captain's and m3's -1). The scorekeeper sets the cube to 4: m2 -4, the box +6, a correction of
 * {m2: -2, box: +2}; the game and the session still sum to zero.
 */
import { ok } from '@gamao/engine';
import type { SheetEditAction } from './actions';
import type { ChouetteState } from './chouette';
import { type Correction, buildLedger } from './ledger';
import {
  type CubeOwner,
  type ScoreEditKind,
  type ScoreSheet,
  type SheetGame,
  type SheetMember,
  applyScoreEdit,
  rescore,
  sheetFromLedger,
} from './score-edits';
import type { ChouetteResult, PlayerId } from './types';

/** A member's cube (and points) as the scorekeeper set it in one game. */
export interface SheetCube {
  readonly game: number;
  readonly player: PlayerId;
  readonly cube: number;
  readonly owner: CubeOwner;
  readonly points: number;
}

/** One edit of the sheet, as the ledger lists it. */
export interface SheetEditRecord {
  /** The action's sequence number in the session's log. */
  readonly seq: number;
  readonly kind: ScoreEditKind;
  readonly by: string;
  readonly reason: string;
  /** The game edited, deleted, or followed by the break; null for a new order. */
  readonly game: number | null;
}

/** What the scorekeeper changed on the session's sheet (the ledger keeps the points). */
export interface SheetMarks {
  /** The players' columns in the scorekeeper's order; null: in order of arrival. */
  readonly order: readonly PlayerId[] | null;
  /** Breaks after these game indexes. */
  readonly breaks: readonly number[];
  /** Games deleted from the sheet, their points taken back. */
  readonly deleted: readonly number[];
  /** Members' cubes as edited (the latest per game and member). */
  readonly cubes: readonly SheetCube[];
  readonly edits: readonly SheetEditRecord[];
}

export const NO_SHEET_MARKS: SheetMarks = { order: null, breaks: [], deleted: [], cubes: [], edits: [] };

/** The session's marks (a session stored before the sheet existed has none). */
export const sheetMarks = (s: ChouetteState): SheetMarks => s.sheet ?? NO_SHEET_MARKS;

/** The players' columns: the scorekeeper's order, then anyone who joined since, in order of arrival. */
export function sheetOrder(marks: SheetMarks, players: readonly PlayerId[]): PlayerId[] {
  if (!marks.order) return [...players];
  const kept = marks.order.filter((p) => players.includes(p));
  return [...kept, ...players.filter((p) => !kept.includes(p))];
}

/**
 * The session's sheet as `editor` edits it: the games not deleted, each member's cube as last set, each
 * game's points as the ledger nets them (corrections and extras included), the columns and the breaks.
 */
export function sessionSheet(s: ChouetteState, editor: PlayerId): ScoreSheet {
  const ledger = buildLedger(s.players, s.games, s.corrections);
  const marks = sheetMarks(s);
  const base = sheetFromLedger(ledger, editor);
  const net = new Map(ledger.games.map((g) => [g.index, g.net]));
  const games: SheetGame[] = base.games
    .filter((g) => !marks.deleted.includes(g.index))
    .map((g) => ({
      ...g,
      members: g.members.map((m) => {
        const set = marks.cubes.find((c) => c.game === g.index && c.player === m.player);
        return set ? { player: m.player, cube: set.cube, owner: set.owner, points: set.points } : m;
      }),
      points: { ...(net.get(g.index) ?? g.points) },
    }));
  return { ...base, players: sheetOrder(marks, ledger.players), games, breaks: [...marks.breaks] };
}

/** What an edit did, for the audit chain: the game, before and after, the points moved (null: none). */
export interface SheetEditOutcome {
  readonly state: ChouetteState;
  readonly kind: ScoreEditKind;
  readonly game: number | null;
  readonly before: unknown;
  readonly after: unknown;
  readonly delta: Readonly<Record<PlayerId, number>> | null;
}

const nonZero = (points: Record<PlayerId, number>): Record<PlayerId, number> | null => {
  const kept = Object.entries(points).filter(([, v]) => v !== 0);
  return kept.length ? Object.fromEntries(kept) : null;
};

/**
 * Applies one edit to the session (any phase, like a correction): the library's refusals as
 * `applyScoreEdit` gives them (EDIT_REASON_REQUIRED, INVALID_EDIT, UNKNOWN_GAME), the state unchanged.
 * The caller has checked who may edit (the API: the organiser or a club director).
 */
export function applySheetEdit(s: ChouetteState, a: SheetEditAction): ChouetteResult<SheetEditOutcome> {
  const sheet = sessionSheet(s, a.by);
  const r = applyScoreEdit(sheet, a.edit, a.by, a.reason);
  if (!r.ok) return r;
  const next = r.value.sheet;
  const edit = a.edit;
  const marks = sheetMarks(s);
  const seq = s.actionCount + 1;
  let changed: Partial<SheetMarks> = {};
  let game: number | null = null;
  let delta: Record<PlayerId, number> | null = null;
  let before: unknown;
  let after: unknown;
  switch (edit.kind) {
    case 'score':
    case 'cube': {
      game = edit.game;
      const was = sheet.games.find((g) => g.index === edit.game) as SheetGame;
      const now = next.games.find((g) => g.index === edit.game) as SheetGame;
      const member = now.members.find((m) => m.player === edit.member) as SheetMember;
      // The points the members' results give, before and after: extras and corrections stay as they are.
      const from = rescore(was, was.members).points;
      const moved: Record<PlayerId, number> = {};
      for (const p of new Set([...Object.keys(from), ...Object.keys(now.points)]))
        moved[p] = (now.points[p] ?? 0) - (from[p] ?? 0);
      delta = nonZero(moved);
      const points = { ...was.points };
      for (const [p, v] of Object.entries(delta ?? {})) points[p] = (points[p] ?? 0) + v;
      before = { member: was.members.find((m) => m.player === edit.member), points: was.points };
      after = { member, points };
      changed = {
        cubes: [
          ...marks.cubes.filter((c) => !(c.game === edit.game && c.player === edit.member)),
          { game: edit.game, ...member },
        ],
      };
      break;
    }
    case 'deleteLast': {
      const last = sheet.games.at(-1) as SheetGame;
      game = last.index;
      delta = nonZero(Object.fromEntries(Object.entries(last.points).map(([p, v]) => [p, -v])));
      before = { game: last.index, points: last.points };
      after = null;
      changed = { deleted: [...marks.deleted, last.index], breaks: next.breaks };
      break;
    }
    case 'reorder':
      before = sheet.players;
      after = next.players;
      changed = { order: next.players };
      break;
    case 'break':
    case 'unbreak':
      game = edit.after;
      before = sheet.breaks;
      after = next.breaks;
      changed = { breaks: next.breaks };
      break;
  }
  const record: SheetEditRecord = { seq, kind: edit.kind, by: a.by, reason: a.reason, game };
  const corrections: Correction[] =
    delta && game !== null
      ? [...s.corrections, { seq, game, by: a.by, reason: a.reason, delta, edit: edit.kind }]
      : [...s.corrections];
  const state: ChouetteState = {
    ...s,
    corrections,
    sheet: { ...marks, ...changed, edits: [...marks.edits, record] },
  };
  return ok({ state, kind: edit.kind, game, before, after, delta });
}
