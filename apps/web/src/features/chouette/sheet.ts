/**
 * The scorekeeper's sheet as the ledger page lays it out (issue 42, house rules): the players' columns in
 * the scorekeeper's order, the games still on the sheet with a break after some, each member's cube as
 * edited, and what the edit forms may offer (the games, their members, the cube values). Pure, from the
 * API's view; the API decides every edit.
 */
import type { ChouetteView } from './view';

export type CubeOwner = 'box' | 'member' | 'centred';

/** One edit the page sends (the API's mutations, one per kind). */
export type SheetEditRequest =
  | {
      readonly kind: 'cube';
      readonly game: number;
      readonly member: string;
      readonly value: number;
      readonly owner: CubeOwner;
    }
  | { readonly kind: 'reorder'; readonly players: readonly string[] }
  | { readonly kind: 'deleteLast' }
  | { readonly kind: 'break'; readonly after: number; readonly marked: boolean };

type LedgerGame = ChouetteView['ledger']['games'][number];

/** The columns: the sheet's order, then any player the view has that it does not (a late arrival). */
export function sheetColumns(view: Pick<ChouetteView, 'players' | 'sheet'>): string[] {
  const all = view.players.map((p) => p.user.id);
  const kept = view.sheet.order.filter((p) => all.includes(p));
  return [...kept, ...all.filter((p) => !kept.includes(p))];
}

export interface SheetRow {
  readonly game: LedgerGame;
  /** A break is marked after this game. */
  readonly breakAfter: boolean;
}

/** The games on the sheet (the deleted ones left out), each with whether a break follows it. */
export function sheetRows(view: Pick<ChouetteView, 'ledger' | 'sheet'>): SheetRow[] {
  return view.ledger.games
    .filter((g) => !view.sheet.deleted.includes(g.index))
    .map((game) => ({ game, breakAfter: view.sheet.breaks.includes(game.index) }));
}

/** A member's cube in a game as the sheet has it: as edited, else as recorded (owner from its history). */
export function sheetCube(
  view: Pick<ChouetteView, 'ledger' | 'sheet'>,
  game: number,
  player: string,
): { cube: number; owner: CubeOwner; points: number; edited: boolean } | null {
  const set = view.sheet.cubes.find((c) => c.game === game && c.player === player);
  if (set) return { cube: set.cube, owner: set.owner as CubeOwner, points: set.points, edited: true };
  const m = view.ledger.games.find((g) => g.index === game)?.members.find((x) => x.player === player);
  if (!m) return null;
  const taken = m.log.filter((e) => e.action === 'take' || e.action === 'beaver').at(-1);
  const owner: CubeOwner = !m.turned ? 'centred' : taken?.by === 'box' ? 'box' : 'member';
  return { cube: m.cube, owner, points: m.points, edited: false };
}

/** The cube values the form offers: 1 to 64, and the present value when it is higher. */
export function cubeValues(current = 1): number[] {
  const values = [1, 2, 4, 8, 16, 32, 64];
  return current > 64 ? [...values, current] : values;
}

/** The column order with `player` moved one place up (-1) or down (+1); unchanged at an end. */
export function moved(order: readonly string[], player: string, by: -1 | 1): string[] {
  const from = order.indexOf(player);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
