'use client';

import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface RatingPoint {
  /** 0 = the starting rating, then one point per rated match. */
  readonly index: number;
  readonly rating: number;
  readonly label: string;
}

/**
 * A player's rating after each rated match (recharts, drawn in the browser). The same figures are in the
 * history table next to it, so the chart itself is hidden from screen readers behind a text summary.
 */
export function RatingChart({
  points,
  summary,
  locale,
}: {
  points: readonly RatingPoint[];
  summary: string;
  locale: string;
}) {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const ratings = points.map((p) => p.rating);
  const low = Math.floor((Math.min(...ratings) - 10) / 10) * 10;
  const high = Math.ceil((Math.max(...ratings) + 10) / 10) * 10;
  return (
    <figure className="rating-chart" data-testid="rating-chart" data-points={points.length}>
      <div aria-hidden="true" className="rating-chart-area">
        <ResponsiveContainer width="100%" height={240}>
          <LineChart
            data={[...points]}
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="#ece7dc" />
            <XAxis dataKey="index" tick={{ fill: '#5b645f' }} allowDecimals={false} />
            <YAxis
              domain={[low, high]}
              tick={{ fill: '#5b645f' }}
              width={52}
              tickFormatter={(v: number) => whole.format(v)}
            />
            <Tooltip
              formatter={(v) => format.format(Number(v))}
              labelFormatter={(_, payload) => String(payload?.[0]?.payload?.label ?? '')}
            />
            <Line
              type="monotone"
              dataKey="rating"
              stroke="#0e7490"
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption>{summary}</figcaption>
    </figure>
  );
}
