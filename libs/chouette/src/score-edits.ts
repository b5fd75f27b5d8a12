/**
 * House rule: the scorekeeper's edits of a score sheet (issue 42), each audited with who and why.
 *
 * The sheet is the ledger's table: one row per game with each member's cube (value, owner) and points, the
 * box side and the partner's split recomputed from them (every game still sums to zero), the players' column
 * order, and the breaks marked between games. `applyScoreEdit` is pure: it checks the editor (the sheet's
 * scorekeeper or one of its editors: NOT_SCOREKEEPER), the reason (EDIT_REASON_REQUIRED), the edit
 * (INVALID_EDIT, UNKNOWN_GAME), and returns the new sheet with an audit entry holding the before and after.
 * Edits: a member's score in a game; a cube's value or owner (the points scale with the value); the players'
 * order; deleting the last game; marking a break after a game, or taking a marked break away.
 * How a session keeps them (in its log, the score changes as ledger corrections) is in sheet.ts.
 */
import { ok } from '@gamao/engine';
import type { Ledger } from './ledger';
import { splitBoxResult } from './partner';
import { type ChouetteResult, type PlayerId, chouetteError as err, isPlayerId } from './types';

export type CubeOwner = 'box' | 'member' | 'centred';

export interface SheetMember {
  readonly player: PlayerId;
  readonly cube: number;
  readonly owner: CubeOwner;
  readonly points: number;
}

export interface SheetGame {
  readonly index: number;
  readonly box: PlayerId;
  readonly partner: PlayerId | null;
  readonly members: readonly SheetMember[];
  readonly points: Readonly<Record<PlayerId, number>>;
}

export interface ScoreSheet {
  readonly scorekeeper: PlayerId;
  readonly editors: readonly PlayerId[];
  readonly players: readonly PlayerId[];
  readonly games: readonly SheetGame[];
  /** Breaks after these game indexes. */
  readonly breaks: readonly number[];
}

export type ScoreEdit =
  | { readonly kind: 'score'; readonly game: number; readonly member: PlayerId; readonly points: number }
  | {
      readonly kind: 'cube';
      readonly game: number;
      readonly member: PlayerId;
      readonly value: number;
      readonly owner: CubeOwner;
    }
  | { readonly kind: 'reorder'; readonly players: readonly PlayerId[] }
  | { readonly kind: 'deleteLast' }
  | { readonly kind: 'break'; readonly after: number }
  | { readonly kind: 'unbreak'; readonly after: number };

export type ScoreEditKind = ScoreEdit['kind'];
export const SCORE_EDIT_KINDS: readonly ScoreEditKind[] = [
  'score',
  'cube',
  'reorder',
  'deleteLast',
  'break',
  'unbreak',
];
const CUBE_OWNERS: readonly CubeOwner[] = ['box', 'member', 'centred'];
const MAX_SHEET_PLAYERS = 64;

export interface AuditEntry {
  readonly by: PlayerId;
  readonly reason: string;
  readonly edit: ScoreEdit;
  readonly before: unknown;
  readonly after: unknown;
}

/** The sheet of a session's ledger (its games' own points; corrections stay in the ledger). */
export function sheetFromLedger(
  ledger: Ledger,
  scorekeeper: PlayerId,
  editors: readonly PlayerId[] = [],
): ScoreSheet {
  return {
    scorekeeper,
    editors: [...editors],
    players: [...ledger.players],
    breaks: [],
    games: ledger.games.map(({ record: r }) => ({
      index: r.index,
      box: r.box,
      partner: r.partner,
      members: r.members.map((m) => ({
        player: m.player,
        cube: m.cube,
        owner: !m.turned
          ? 'centred'
          : m.log.filter((e) => e.action === 'take' || e.action === 'beaver').at(-1)?.by === 'box'
            ? 'box'
            : 'member',
        points: m.points,
      })),
      points: { ...r.points },
    })),
  };
}

/** A game's points from its members: the box side is minus their sum, split with the partner. */
export function rescore(g: SheetGame, members: readonly SheetMember[]): SheetGame {
  const boxSide = members.reduce((sum, m) => sum - m.points, 0);
  const points: Record<PlayerId, number> = {};
  if (g.partner) {
    const split = splitBoxResult(boxSide);
    points[g.box] = split.box;
    points[g.partner] = split.partner;
  } else points[g.box] = boxSide;
  for (const m of members) points[m.player] = m.points;
  return { ...g, members, points };
}

const isIndex = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** Checks an edit's shape (it comes from JSON: trust nothing) and returns a clean copy: INVALID_EDIT. */
export function checkScoreEdit(edit: unknown): ChouetteResult<ScoreEdit> {
  if (typeof edit !== 'object' || edit === null) return err('INVALID_EDIT', 'An edit is an object');
  const e = edit as Record<string, unknown>;
  const bad = (why: string) => err('INVALID_EDIT', why);
  switch (e.kind) {
    case 'score':
      if (!isIndex(e.game) || !isPlayerId(e.member) || !Number.isSafeInteger(e.points))
        return bad('A score edit names a game, a member and whole points');
      return ok({ kind: 'score', game: e.game, member: e.member, points: e.points as number });
    case 'cube':
      if (
        !isIndex(e.game) ||
        !isPlayerId(e.member) ||
        typeof e.value !== 'number' ||
        !CUBE_OWNERS.includes(e.owner as CubeOwner)
      )
        return bad('A cube edit names a game, a member, a value and an owner');
      return ok({
        kind: 'cube',
        game: e.game,
        member: e.member,
        value: e.value,
        owner: e.owner as CubeOwner,
      });
    case 'reorder':
      if (!Array.isArray(e.players) || e.players.length > MAX_SHEET_PLAYERS || !e.players.every(isPlayerId))
        return bad('A new order lists players by id');
      return ok({ kind: 'reorder', players: [...(e.players as PlayerId[])] });
    case 'deleteLast':
      return ok({ kind: 'deleteLast' });
    case 'break':
    case 'unbreak':
      if (!isIndex(e.after)) return bad('A break follows a game, named by its index');
      return ok({ kind: e.kind, after: e.after });
    default:
      return bad(`Unknown edit ${String(e.kind)}`);
  }
}

const isPowerOfTwo = (n: number): boolean =>
  Number.isInteger(n) && n >= 1 && n <= 2 ** 20 && (n & (n - 1)) === 0;
const MAX_REASON = 2000;

export function applyScoreEdit(
  sheet: ScoreSheet,
  edit: ScoreEdit,
  by: PlayerId,
  reason: string,
): ChouetteResult<{ sheet: ScoreSheet; audit: AuditEntry }> {
  if (by !== sheet.scorekeeper && !sheet.editors.includes(by)) {
    return err('NOT_SCOREKEEPER', `${by} may not edit this score sheet`);
  }
  if (typeof reason !== 'string' || reason.trim().length === 0 || reason.length > MAX_REASON) {
    return err('EDIT_REASON_REQUIRED', 'Every edit says why');
  }
  const done = (next: ScoreSheet, before: unknown, after: unknown) =>
    ok({ sheet: next, audit: { by, reason, edit, before, after } });
  if (typeof edit !== 'object' || edit === null) return err('INVALID_EDIT', 'An edit is an object');
  switch (edit.kind) {
    case 'score':
    case 'cube': {
      const g = sheet.games.find((x) => x.index === edit.game);
      if (!g) return err('UNKNOWN_GAME', `Game ${String(edit.game)} is not on the sheet`);
      const m = g.members.find((x) => x.player === edit.member);
      if (!m) return err('INVALID_EDIT', `${String(edit.member)} had no cube in game ${g.index}`);
      let changed: SheetMember;
      if (edit.kind === 'score') {
        if (!Number.isSafeInteger(edit.points)) return err('INVALID_EDIT', 'A score is whole points');
        changed = { ...m, points: edit.points };
      } else {
        if (!isPowerOfTwo(edit.value) || !['box', 'member', 'centred'].includes(edit.owner)) {
          return err('INVALID_EDIT', 'A cube is a power of two with an owner: box, member or centred');
        }
        changed = {
          ...m,
          cube: edit.value,
          owner: edit.owner,
          points: Math.round((m.points * edit.value) / m.cube) || 0,
        };
      }
      const game = rescore(
        g,
        g.members.map((x) => (x.player === m.player ? changed : x)),
      );
      return done({ ...sheet, games: sheet.games.map((x) => (x.index === g.index ? game : x)) }, g, game);
    }
    case 'reorder': {
      const ps = edit.players;
      const same =
        Array.isArray(ps) &&
        ps.length === sheet.players.length &&
        ps.every(isPlayerId) &&
        new Set(ps).size === ps.length &&
        ps.every((p) => sheet.players.includes(p));
      if (!same) return err('INVALID_EDIT', 'A new order lists every player once');
      return done({ ...sheet, players: [...ps] }, sheet.players, ps);
    }
    case 'deleteLast': {
      const last = sheet.games.at(-1);
      if (!last) return err('UNKNOWN_GAME', 'The sheet has no game');
      return done(
        { ...sheet, games: sheet.games.slice(0, -1), breaks: sheet.breaks.filter((b) => b < last.index) },
        last,
        null,
      );
    }
    case 'break': {
      if (!sheet.games.some((g) => g.index === edit.after))
        return err('UNKNOWN_GAME', 'A break follows a game on the sheet');
      if (sheet.breaks.includes(edit.after)) return err('INVALID_EDIT', 'A break is already marked there');
      const breaks = [...sheet.breaks, edit.after].sort((a, b) => a - b);
      return done({ ...sheet, breaks }, sheet.breaks, breaks);
    }
    case 'unbreak': {
      if (!sheet.breaks.includes(edit.after)) return err('INVALID_EDIT', 'No break is marked there');
      const breaks = sheet.breaks.filter((b) => b !== edit.after);
      return done({ ...sheet, breaks }, sheet.breaks, breaks);
    }
    default:
      return err('INVALID_EDIT', 'Unknown edit');
  }
}
