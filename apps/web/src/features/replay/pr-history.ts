/**
 * The geometry of a PR-over-time line: x by match order, y by PR with 0 (perfect) at the top, and a few
 * round ticks. Pure, so the chart is a plain SVG and its layout is tested without a browser.
 */
export interface PrChartGeometry {
  readonly points: readonly { x: number; y: number }[];
  readonly path: string;
  readonly ticks: readonly { value: number; y: number }[];
  readonly left: number;
}

/** The axis top: the highest PR rounded up to a multiple of 5 (at least 10). */
export const prAxisTop = (values: readonly number[]): number =>
  Math.max(10, Math.ceil(Math.max(0, ...values) / 5) * 5);

export function prChartGeometry(values: readonly number[], width: number, height: number): PrChartGeometry {
  const left = 28;
  const pad = 8;
  const top = prAxisTop(values);
  const n = values.length;
  const x = (i: number) =>
    n <= 1 ? (left + width) / 2 : left + pad + (i * (width - left - 2 * pad)) / (n - 1);
  const y = (v: number) => pad + (Math.min(top, Math.max(0, v)) / top) * (height - 2 * pad);
  const points = values.map((v, i) => ({ x: x(i), y: y(v) }));
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const step = top <= 10 ? 2 : top <= 25 ? 5 : 10;
  const ticks: { value: number; y: number }[] = [];
  for (let v = 0; v <= top; v += step) ticks.push({ value: v, y: y(v) });
  return { points, path, ticks, left };
}
