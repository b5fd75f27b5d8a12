'use client';

import type { Board as EngineBoard, Side } from '@gamao/engine';
import { useTranslations } from 'next-intl';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { BoardColors, Motion } from './board-options';
import { type PlacedChecker, placeCheckers } from './checkers';
import {
  type BoardTurn,
  type DiceShow,
  type SpotKey,
  checkerRings,
  countAt,
  diceLayout,
  firstDestination,
  keyOf,
  keyboardStops,
  landings as landingsOf,
  moverIndex as moverIndexOf,
  spotAction,
  spotOrder,
  spotState,
  stackLabels as stackLabelsOf,
} from './board-view';
import {
  BAR_X,
  BOARD_H,
  BOARD_W,
  BOTTOM_Y,
  CHECKER_R,
  LEFT_X,
  RIGHT_X,
  SLAB_H,
  TOP_Y,
  TRAY_W,
  TRAY_X,
  FULL_VIEW,
  type Spot,
  checkerCenter,
  cubeCenter,
  homeView,
  mirrorX,
  nearestSpot,
  pointBoxes,
  spotAt,
  viewerPoint,
} from './geometry';
import { Die } from './die';
import { diceText } from './log';
import styles from './play.module.css';

export type { DiceShow };

export interface BoardProps {
  readonly board: EngineBoard;
  /** Whose side the board is drawn from (home bottom right). */
  readonly viewer: Side;
  /** Whose numbering the point labels use (hot seat: the side on turn). */
  readonly numbering: Side;
  /** The side moving now, or null when nobody may move checkers. */
  readonly mover: Side | null;
  /** Points the mover may take a checker from (mover numbering, 25 = bar). */
  readonly sources: readonly number[];
  readonly selected: number | null;
  /** Where the selected checker may go (mover numbering, 0 = off). */
  readonly destinations: readonly number[];
  readonly dice: DiceShow | null;
  readonly cube: {
    readonly value: number;
    readonly owner: Side | 'centred';
    readonly ownerName: string;
  } | null;
  /** "5 peças suas" / "2 peças rosa": how a side's checkers are described. */
  readonly pieces: (side: Side, count: number) => string;
  readonly onSelect: (from: number | null) => void;
  readonly onMove: (from: number, to: number) => void;
  /** The home board drawn on the left (the board's direction option). */
  readonly mirrored?: boolean;
  /** Show only the viewer's home board, larger (bearing in). */
  readonly zoom?: boolean;
  readonly colors?: BoardColors;
  /** How long checkers slide and dice roll in (0: no animation). */
  readonly motion?: Pick<Motion, 'checkerMs' | 'diceMs'>;
}

// Seed 003: the viewer's checkers are cyan, the opponent's pink, whichever side the viewer plays; the
// colours option swaps the palette (the board's CSS classes).
const COLOR_CLASS = { viewer: styles.checkerCyan, opponent: styles.checkerPink } as const;
const PALETTE_CLASS: Record<BoardColors, string | undefined> = {
  classic: undefined,
  wood: styles.paletteWood,
  contrast: styles.paletteContrast,
};
/** The CSS class of a palette (none for the classic one), for the board and the score bar's swatches. */
export const paletteClass = (colors: BoardColors): string | undefined => PALETTE_CLASS[colors];
const BOXES = pointBoxes();
const DRAG_THRESHOLD = 8;
/** Half the 44 px a finger needs: a tap this close to a spot that can act counts as on it. */
const TOUCH_REACH_PX = 22;
const ALL_SPOTS: Spot[] = [
  ...BOXES.map((b): Spot => ({ kind: 'point', point: b.point })),
  { kind: 'bar' },
  { kind: 'off' },
];

export function Board(props: BoardProps) {
  const { board, viewer, numbering, mover, sources, selected, destinations, dice, cube, pieces } = props;
  const mirrored = props.mirrored ?? false;
  const zoom = props.zoom ?? false;
  const t = useTranslations('play.board');
  const svgRef = useRef<SVGSVGElement>(null);
  const spotRefs = useRef(new Map<SpotKey, SVGGElement>());
  const previous = useRef<PlacedChecker[] | null>(null);
  const fromKeyboard = useRef(false);
  const suppressClick = useRef(false);
  const drag = useRef<{ from: number; x: number; y: number; active: boolean } | null>(null);
  const [ghost, setGhost] = useState<{ x: number; y: number } | null>(null);

  const colorOf = (side: Side) => (side === viewer ? COLOR_CLASS.viewer : COLOR_CLASS.opponent);

  const boardKey = JSON.stringify(board);
  const placed = useMemo(() => {
    const next = placeCheckers(board, previous.current);
    previous.current = next;
    return next;
    // boardKey stands for the board's content (a new array each render, the same checkers).
  }, [boardKey]);

  const turn: BoardTurn = { viewer, mover, sources, selected, destinations };
  const moverIndex = (spot: Spot) => moverIndexOf(viewer, mover, spot);
  const stateOf = (spot: Spot) => spotState(turn, spot);

  const activate = (spot: Spot) => {
    const action = spotAction(turn, spot);
    if (action?.type === 'move') props.onMove(action.from, action.to);
    else if (action) props.onSelect(action.from);
  };

  const order: Spot[] = useMemo(() => spotOrder(viewer, numbering), [viewer, numbering]);
  const { reachable, tabStops } = keyboardStops(board, turn, order, numbering);

  // After a keyboard choice of checker, go to its first destination.
  useEffect(() => {
    if (!fromKeyboard.current || selected === null || mover === null) return;
    fromKeyboard.current = false;
    const first = firstDestination({ viewer, mover, sources: [], selected, destinations }, order);
    if (first) spotRefs.current.get(keyOf(first))?.focus();
  }, [selected, destinations, mover, order, viewer]);

  const onSpotKey = (spot: Spot) => (e: KeyboardEvent<SVGGElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      fromKeyboard.current = true;
      activate(spot);
      return;
    }
    const step =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? 1
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? -1
          : 0;
    if (step === 0) return;
    e.preventDefault();
    const at = reachable.findIndex((s) => keyOf(s) === keyOf(spot));
    const next = reachable[(at + step + reachable.length) % reachable.length];
    if (next) spotRefs.current.get(keyOf(next))?.focus();
  };

  const toSvg = (e: { clientX: number; clientY: number }): { x: number; y: number } | null => {
    const svg = svgRef.current;
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    return { x: mirrorX(p.x, mirrored), y: p.y };
  };

  /** The actionable spot within a finger's reach of a tap that landed on none, if any. */
  const reachedSpot = (e: MouseEvent): Spot | null => {
    const ctm = svgRef.current?.getScreenCTM();
    const p = toSvg(e);
    if (!ctm || !p || ctm.a === 0) return null;
    const actionable = ALL_SPOTS.filter((s) => stateOf(s).actionable);
    return nearestSpot(p.x, p.y, actionable, TOUCH_REACH_PX / Math.abs(ctm.a));
  };

  const onPointerDown = (spot: Spot) => (e: PointerEvent<SVGGElement>) => {
    const { i, isSource } = stateOf(spot);
    if (!isSource || i === null || e.button !== 0) return;
    drag.current = { from: i, x: e.clientX, y: e.clientY, active: false };
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d) return;
    if (!d.active) {
      if (Math.hypot(e.clientX - d.x, e.clientY - d.y) < DRAG_THRESHOLD) return;
      d.active = true;
      if (selected !== d.from) props.onSelect(d.from);
    }
    setGhost(toSvg(e));
  };
  const endDrag = (e: PointerEvent<SVGSVGElement>, drop: boolean) => {
    const d = drag.current;
    drag.current = null;
    setGhost(null);
    if (!d?.active) return;
    suppressClick.current = true;
    setTimeout(() => (suppressClick.current = false), 0);
    if (!drop || mover === null) return;
    const p = toSvg(e);
    const spot = p ? spotAt(p.x, p.y) : null;
    if (!spot) return;
    const to = moverIndex(spot);
    if (to !== null && destinations.includes(to)) props.onMove(d.from, to);
  };

  const onClick = (spot: Spot) => (e: MouseEvent<SVGGElement>) => {
    e.stopPropagation();
    if (suppressClick.current) return;
    if (!stateOf(spot).actionable && e.detail > 0) {
      const near = reachedSpot(e);
      if (near) return activate(near);
    }
    activate(spot);
  };
  /** A tap on the frame or the middle band: the nearest spot that can act, within reach. */
  const onBoardClick = (e: MouseEvent<SVGSVGElement>) => {
    if (suppressClick.current) return;
    const near = reachedSpot(e);
    if (near) activate(near);
  };

  const describe = (spot: Spot): string => {
    const parts: string[] = [];
    for (const side of [0, 1] as Side[]) {
      const n = countAt(board, viewer, side, spot);
      if (n > 0) parts.push(pieces(side, n));
    }
    const content =
      parts.length === 0
        ? t('empty')
        : parts.length === 1
          ? parts[0]
          : t('and', { a: parts[0], b: parts[1] });
    const s = stateOf(spot);
    const extra = s.isSelected
      ? t('selected')
      : s.isDest
        ? t('destination')
        : s.isSource
          ? t('canMove')
          : null;
    const label =
      spot.kind === 'point'
        ? t('point', { point: viewerPoint(viewer, numbering, spot.point), pieces: content })
        : t(spot.kind, { pieces: content });
    return extra ? `${label}, ${extra}` : label;
  };

  const spotProps = (spot: Spot) => {
    const s = stateOf(spot);
    const key = keyOf(spot);
    return {
      ref: (el: SVGGElement | null) => {
        if (el) spotRefs.current.set(key, el);
        else spotRefs.current.delete(key);
      },
      role: 'button',
      className: styles.spot,
      tabIndex: tabStops.has(key) ? 0 : -1,
      'aria-label': describe(spot),
      'aria-pressed': s.isSource ? s.isSelected : undefined,
      'data-spot': key,
      'data-actionable': s.actionable ? 'true' : 'false',
      'data-source': s.isSource ? 'true' : undefined,
      'data-destination': s.isDest ? 'true' : undefined,
      'data-selected': s.isSelected ? 'true' : undefined,
      onClick: onClick(spot),
      onKeyDown: onSpotKey(spot),
      onPointerDown: onPointerDown(spot),
    };
  };

  const markClass = (spot: Spot) => {
    const s = stateOf(spot);
    return s.isSelected
      ? styles.selectedMark
      : s.isDest
        ? styles.destMark
        : s.isSource && selected === null
          ? styles.sourceMark
          : null;
  };

  const rings = checkerRings(board, turn);
  const landings = landingsOf(board, turn);
  const stackLabels = stackLabelsOf(board, viewer);
  const diceParts = diceLayout(dice, viewer);
  const diceLabel = dice
    ? t('dice', { dice: diceText([dice.values[0], dice.values[1]]) }) +
      (dice.used.some(Boolean)
        ? `; ${t('diceUsed', { dice: dice.values.filter((_, i) => dice.used[i]).join(', ') })}`
        : '')
    : '';

  const cubeAt = cube ? cubeCenter(viewer, cube.owner) : null;
  const view = zoom ? homeView(mirrored) : FULL_VIEW;
  // Text is drawn un-mirrored inside the mirrored drawing.
  const upright = (x: number) => (mirrored ? `matrix(-1 0 0 1 ${2 * x} 0)` : undefined);
  const motion = props.motion ?? { checkerMs: 280, diceMs: 420 };
  const style = {
    '--checker-ms': `${motion.checkerMs}ms`,
    '--dice-ms': `${motion.diceMs}ms`,
    '--board-ratio': `${view.w / view.h}`,
  } as CSSProperties;

  return (
    <svg
      ref={svgRef}
      className={[styles.board, PALETTE_CLASS[props.colors ?? 'classic']].filter(Boolean).join(' ')}
      viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
      role="group"
      aria-label={zoom ? t('labelZoomed') : t('label')}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => endDrag(e, true)}
      onPointerCancel={(e) => endDrag(e, false)}
      onClick={onBoardClick}
      data-viewer={viewer}
      data-zoom={zoom ? 'home' : undefined}
      data-direction={mirrored ? 'left' : 'right'}
      style={style}
    >
      <g transform={mirrored ? `matrix(-1 0 0 1 ${BOARD_W} 0)` : undefined}>
        <rect className={styles.frame} x={0} y={0} width={BOARD_W} height={BOARD_H} rx={10} />
        <rect className={styles.felt} x={LEFT_X} y={TOP_Y} width={BAR_X - LEFT_X} height={BOTTOM_Y - TOP_Y} />
        <rect
          className={styles.felt}
          x={RIGHT_X}
          y={TOP_Y}
          width={TRAY_X - 6 - RIGHT_X}
          height={BOTTOM_Y - TOP_Y}
        />
        <rect
          className={styles.barFill}
          x={BAR_X}
          y={TOP_Y}
          width={RIGHT_X - BAR_X}
          height={BOTTOM_Y - TOP_Y}
        />
        <rect
          className={styles.trayFill}
          x={TRAY_X}
          y={TOP_Y}
          width={TRAY_W}
          height={BOTTOM_Y - TOP_Y}
          rx={4}
        />

        {BOXES.map((box) => {
          const spot: Spot = { kind: 'point', point: box.point };
          const mark = markClass(spot);
          return (
            <g key={box.point} {...spotProps(spot)}>
              <rect
                className={styles.hit}
                {...{ x: box.hit.x, y: box.hit.y, width: box.hit.w, height: box.hit.h }}
              />
              <polygon
                className={box.point % 2 === 0 ? styles.pointLight : styles.pointDark}
                points={box.triangle}
              />
              {mark && <polygon className={mark} points={box.triangle} />}
              <rect
                className={styles.focusRing}
                x={box.hit.x + 2}
                y={box.hit.y + 2}
                width={box.hit.w - 4}
                height={box.hit.h - 4}
                rx={4}
              />
              <text
                className={styles.pointLabel}
                x={box.label.x}
                y={box.label.y}
                transform={upright(box.label.x)}
                aria-hidden="true"
              >
                {viewerPoint(viewer, numbering, box.point)}
              </text>
            </g>
          );
        })}

        {(['bar', 'off'] as const).map((kind) => {
          const spot: Spot = { kind };
          const x = kind === 'bar' ? BAR_X : TRAY_X;
          const w = kind === 'bar' ? RIGHT_X - BAR_X : TRAY_W;
          const mark = markClass(spot);
          return (
            <g key={kind} {...spotProps(spot)}>
              <rect className={styles.hit} x={x} y={TOP_Y} width={w} height={BOTTOM_Y - TOP_Y} rx={4} />
              {mark && <rect className={mark} x={x} y={TOP_Y} width={w} height={BOTTOM_Y - TOP_Y} rx={4} />}
              <rect
                className={styles.focusRing}
                x={x + 2}
                y={TOP_Y + 2}
                width={w - 4}
                height={BOTTOM_Y - TOP_Y - 4}
                rx={4}
              />
            </g>
          );
        })}

        {landings.map((l) =>
          l.off ? (
            <rect
              key={l.key}
              className={styles.destDot}
              x={TRAY_X + 3}
              y={l.y - SLAB_H}
              width={TRAY_W - 6}
              height={SLAB_H * 2}
              rx={3}
            />
          ) : (
            <circle key={l.key} className={styles.destDot} cx={l.x} cy={l.y} r={CHECKER_R - 3} />
          ),
        )}

        {diceParts && (
          <g
            key={dice?.rollId}
            className={styles.diceGroup}
            role="img"
            aria-label={diceLabel}
            data-dice={dice?.values.join('')}
          >
            {diceParts.map((g) =>
              g.values.map((v, k) => (
                <Die
                  key={`${g.roller}-${k}`}
                  x={g.x0 + k * (g.size + g.gap)}
                  y={g.y0}
                  size={g.size}
                  value={v}
                  used={g.used[k]}
                />
              )),
            )}
          </g>
        )}

        {cube && cubeAt && (
          <g
            className={styles.cubeGroup}
            style={{ transform: `translate(${cubeAt.x}px, ${cubeAt.y}px)` }}
            role="img"
            aria-label={
              cube.owner === 'centred'
                ? t('cubeCentred', { value: cube.value })
                : t('cubeOwned', { value: cube.value, name: cube.ownerName })
            }
          >
            <rect className={styles.cube} x={-17} y={-17} width={34} height={34} rx={5} />
            <text className={styles.cubeText} x={0} y={1} transform={upright(0)}>
              {cube.owner === 'centred' && cube.value === 1 ? 64 : cube.value}
            </text>
          </g>
        )}

        <g className={styles.checkers} aria-hidden="true">
          {placed.map((c) => {
            const n = board[c.side][c.index];
            const { x, y } = checkerCenter(viewer, c.side, c.index, c.stack, n);
            return (
              <g
                key={c.id}
                className={styles.checker}
                style={{ transform: `translate(${x}px, ${y}px)` }}
                data-checker={c.side}
              >
                {c.index === 0 ? (
                  <rect
                    className={colorOf(c.side)}
                    x={-(TRAY_W - 8) / 2}
                    y={-SLAB_H / 2}
                    width={TRAY_W - 8}
                    height={SLAB_H}
                    rx={2}
                  />
                ) : (
                  <>
                    <circle className={colorOf(c.side)} r={CHECKER_R - 1} />
                    <circle className={styles.checkerInner} r={CHECKER_R - 7} />
                  </>
                )}
              </g>
            );
          })}
          {stackLabels.map((s) => (
            <text key={s.key} className={styles.stackCount} x={s.x} y={s.y} transform={upright(s.x)}>
              {s.n}
            </text>
          ))}
          {rings.map((r) => (
            <circle
              key={r.key}
              className={r.selected ? styles.checkerRingSelected : styles.checkerRing}
              cx={r.x}
              cy={r.y}
              r={CHECKER_R + (r.selected ? 1 : -1)}
            />
          ))}
          {ghost && mover !== null && (
            <circle className={`${colorOf(mover)} ${styles.ghost}`} cx={ghost.x} cy={ghost.y} r={CHECKER_R} />
          )}
        </g>
      </g>
    </svg>
  );
}
