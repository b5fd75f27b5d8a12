/** One die of the SVG board, its pips drawn on a square (greyed once the die is used). */
import styles from './play.module.css';

/** Pips of a die face on a 0..1 square. */
const PIPS: Record<number, [number, number][]> = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.5, 0.5],
    [0.25, 0.75],
    [0.75, 0.75],
  ],
  6: [
    [0.27, 0.22],
    [0.73, 0.22],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.78],
    [0.73, 0.78],
  ],
};

export function Die({
  x,
  y,
  size,
  value,
  used,
}: {
  x: number;
  y: number;
  size: number;
  value: number;
  used: boolean;
}) {
  return (
    <g className={used ? styles.dieUsed : undefined}>
      <rect className={styles.die} x={x} y={y} width={size} height={size} rx={size * 0.18} />
      {(PIPS[value] ?? []).map(([px, py], i) => (
        <circle key={i} className={styles.pip} cx={x + px * size} cy={y + py * size} r={size * 0.09} />
      ))}
    </g>
  );
}
