/**
 * Where things sit on the SVG board, seen from one side (the viewer).
 *
 * The viewer's home board is bottom right, as on a real table: points 1..6 bottom right (1 at the far
 * right), 7..12 bottom left, 13..18 top left, 19..24 top right; the bar between the halves and the
 * borne-off trays in a column on the right (the viewer's at the bottom). The opponent's point p is the
 * viewer's 25 - p. Everything is in viewBox units; the SVG scales to any screen.
 */
import type { Side } from '@gamao/engine';

export const POINT_W = 40;
export const CHECKER_R = 19;
const FRAME = 6;
const LABEL_H = 22;
const BAR_W = 44;
export const TRAY_W = 44;
const HALF_W = 6 * POINT_W;
/** Height of a row of points: five checkers. */
export const POINT_H = 5 * 2 * CHECKER_R;
const MID_H = 58;
const PAD = 4;

/** Left edge of the left half, of the bar, of the right half and of the trays. */
export const LEFT_X = FRAME;
export const BAR_X = LEFT_X + HALF_W;
export const RIGHT_X = BAR_X + BAR_W;
export const TRAY_X = RIGHT_X + HALF_W + FRAME;
export const BOARD_W = TRAY_X + TRAY_W + FRAME;

/** Top of the playing area, the middle band and the bottom of the playing area. */
export const TOP_Y = LABEL_H + PAD;
export const MID_TOP = TOP_Y + POINT_H;
export const MID_Y = MID_TOP + MID_H / 2;
export const MID_BOTTOM = MID_TOP + MID_H;
export const BOTTOM_Y = MID_BOTTOM + POINT_H;
export const BOARD_H = BOTTOM_Y + PAD + LABEL_H;

/** The thickness of a borne-off checker in the tray. */
export const SLAB_H = 8;

/** A place on the board from the viewer's side: a point 1..24, the bar or the tray, of one side. */
export type Spot =
  { readonly kind: 'point'; readonly point: number } | { readonly kind: 'bar' } | { readonly kind: 'off' };

/** The viewer's number of side `side`'s point `index` (both 1..24). */
export const viewerPoint = (viewer: Side, side: Side, index: number): number =>
  side === viewer ? index : 25 - index;

/** The mover's number of the viewer's point `point` (inverse of viewerPoint). */
export const moverPoint = viewerPoint;

export interface PointBox {
  /** Viewer's point number. */
  readonly point: number;
  readonly x: number;
  /** True for the top row (the triangle hangs from the top edge). */
  readonly top: boolean;
  /** The triangle: base on the board edge, tip toward the middle. */
  readonly triangle: string;
  /** Hit area: the whole half-column, edge to middle band. */
  readonly hit: { x: number; y: number; w: number; h: number };
  /** Where the point number is written. */
  readonly label: { x: number; y: number };
}

/** The column's left edge of a viewer point. */
export function pointX(point: number): number {
  if (point >= 1 && point <= 6) return RIGHT_X + (6 - point) * POINT_W;
  if (point <= 12) return LEFT_X + (12 - point) * POINT_W;
  if (point <= 18) return LEFT_X + (point - 13) * POINT_W;
  return RIGHT_X + (point - 19) * POINT_W;
}

export const isTopRow = (point: number): boolean => point >= 13;

/** The 24 points' boxes, in viewer numbering. */
export function pointBoxes(): PointBox[] {
  const boxes: PointBox[] = [];
  for (let point = 1; point <= 24; point++) {
    const x = pointX(point);
    const top = isTopRow(point);
    const baseY = top ? TOP_Y : BOTTOM_Y;
    const tipY = top ? TOP_Y + POINT_H - 8 : BOTTOM_Y - POINT_H + 8;
    boxes.push({
      point,
      x,
      top,
      triangle: `${x + 1},${baseY} ${x + POINT_W - 1},${baseY} ${x + POINT_W / 2},${tipY}`,
      hit: { x, y: top ? TOP_Y : MID_BOTTOM, w: POINT_W, h: POINT_H },
      label: { x: x + POINT_W / 2, y: top ? LABEL_H - 4 : BOARD_H - 5 },
    });
  }
  return boxes;
}

/** Distance between stacked checkers: tighter when more than five share a point so all stay visible. */
export function stackStep(count: number, room = POINT_H): number {
  const d = 2 * CHECKER_R;
  if (count <= 1) return d;
  return Math.min(d, (room - d) / (count - 1));
}

export interface Xy {
  readonly x: number;
  readonly y: number;
}

/**
 * The centre of the checker at `stack` (0 = the first, on the edge) among `count` checkers of side
 * `side` on its own `index` (0 = borne off, 1..24, 25 = bar), drawn for `viewer`. Borne-off checkers
 * are slabs: their centre is returned.
 */
export function checkerCenter(viewer: Side, side: Side, index: number, stack: number, count: number): Xy {
  const mine = side === viewer;
  if (index === 0) {
    // Trays: the viewer's fills up from the bottom, the opponent's down from the top.
    const x = TRAY_X + TRAY_W / 2;
    const y = mine ? BOTTOM_Y - SLAB_H / 2 - stack * SLAB_H : TOP_Y + SLAB_H / 2 + stack * SLAB_H;
    return { x, y };
  }
  if (index === 25) {
    // Bar: the viewer's checkers in the upper half (they enter top right), the opponent's in the lower.
    const x = BAR_X + BAR_W / 2;
    const step = stackStep(count, POINT_H - 10);
    const y = mine ? MID_TOP - CHECKER_R - stack * step : MID_BOTTOM + CHECKER_R + stack * step;
    return { x, y };
  }
  const point = viewerPoint(viewer, side, index);
  const x = pointX(point) + POINT_W / 2;
  const step = stackStep(count);
  const y = isTopRow(point) ? TOP_Y + CHECKER_R + stack * step : BOTTOM_Y - CHECKER_R - stack * step;
  return { x, y };
}

/** Which spot (for the viewer) a board coordinate falls on, or null (frame, middle band). */
export function spotAt(x: number, y: number): Spot | null {
  if (x >= TRAY_X && x <= TRAY_X + TRAY_W && y >= TOP_Y && y <= BOTTOM_Y) return { kind: 'off' };
  if (x >= BAR_X && x < RIGHT_X && y >= TOP_Y && y <= BOTTOM_Y) return { kind: 'bar' };
  const top = y >= TOP_Y && y <= MID_TOP;
  const bottom = y >= MID_BOTTOM && y <= BOTTOM_Y;
  if (!top && !bottom) return null;
  for (let point = top ? 13 : 1; point <= (top ? 24 : 12); point++) {
    const px = pointX(point);
    if (x >= px && x < px + POINT_W) return { kind: 'point', point };
  }
  return null;
}

/** Where the dice of a roll are drawn: the viewer's on the right half, the opponent's on the left. */
export function diceOrigin(viewer: Side, roller: Side): Xy {
  const halfX = roller === viewer ? RIGHT_X : LEFT_X;
  return { x: halfX + HALF_W / 2, y: MID_Y };
}

/** The cube: in the tray column, centred, or moved toward its owner's tray. */
export function cubeCenter(viewer: Side, owner: Side | 'centred'): Xy {
  const x = TRAY_X + TRAY_W / 2;
  if (owner === 'centred') return { x, y: MID_Y };
  return owner === viewer ? { x, y: MID_BOTTOM + 40 } : { x, y: MID_TOP - 40 };
}

/** A rectangle of the board, in viewBox units. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The whole board. */
export const FULL_VIEW: Box = { x: 0, y: 0, w: BOARD_W, h: BOARD_H };

/**
 * The zoom of the viewer's home board while bearing in: points 1..6, the dice above them and the viewer's
 * tray, about half the board's width, so each point is nearly twice as wide on a phone. `mirrored`: the
 * board is drawn with the home board on the left.
 */
export function homeView(mirrored: boolean): Box {
  const x = RIGHT_X - PAD;
  const box = { x, y: MID_TOP, w: BOARD_W - x, h: BOARD_H - MID_TOP };
  return mirrored ? { ...box, x: BOARD_W - box.x - box.w } : box;
}

/** A point of the drawing as the layout sees it: the board drawn with its home on the left mirrors x. */
export const mirrorX = (x: number, mirrored: boolean): number => (mirrored ? BOARD_W - x : x);

/** The rectangle a spot answers to (its hit area). */
export function spotBox(spot: Spot): Box {
  if (spot.kind === 'bar') return { x: BAR_X, y: TOP_Y, w: BAR_W, h: BOTTOM_Y - TOP_Y };
  if (spot.kind === 'off') return { x: TRAY_X, y: TOP_Y, w: TRAY_W, h: BOTTOM_Y - TOP_Y };
  const x = pointX(spot.point);
  return { x, y: isTopRow(spot.point) ? TOP_Y : MID_BOTTOM, w: POINT_W, h: POINT_H };
}

/**
 * Larger hit areas for fingers: of `candidates` (the spots that would do something), the one whose hit area
 * lies nearest to (x, y), if within `reach` (viewBox units, e.g. 22 CSS px converted); null otherwise.
 * A tap that misses by a little still lands where it can only have meant.
 */
export function nearestSpot(x: number, y: number, candidates: readonly Spot[], reach: number): Spot | null {
  let best: Spot | null = null;
  let bestD = reach;
  for (const spot of candidates) {
    const b = spotBox(spot);
    const dx = Math.max(b.x - x, 0, x - (b.x + b.w));
    const dy = Math.max(b.y - y, 0, y - (b.y + b.h));
    const d = Math.hypot(dx, dy);
    if (d <= bestD) {
      best = spot;
      bestD = d;
    }
  }
  return best;
}
