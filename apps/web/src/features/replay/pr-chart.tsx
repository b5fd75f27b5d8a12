'use client';

import { useLocale, useTranslations } from 'next-intl';
import { fixed } from './analysis';
import { prChartGeometry } from './pr-history';
import { replayHref } from './record-links';
import replay from './replay.module.css';

export interface PrPoint {
  readonly recordId: string;
  readonly date: string;
  readonly pr: number;
  readonly decisions: number;
  readonly opponent?: string | null;
}

const W = 560;
const H = 180;

/**
 * A player's PR per analysed match, oldest first, as a plain SVG line (lower is better, so the axis runs
 * downwards to the best). Each point links to that match's replay; a table beside it has the same figures.
 */
export function PrChart({ points }: { points: readonly PrPoint[] }) {
  const t = useTranslations('replay.profile');
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'short' });
  const g = prChartGeometry(
    points.map((p) => p.pr),
    W,
    H,
  );
  return (
    <figure className={replay.graph} data-testid="pr-chart" data-points={points.length}>
      <svg viewBox={`0 0 ${W} ${H}`} className={replay.prChart} role="group" aria-label={t('chartLabel')}>
        {g.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={g.left} x2={W} y1={tick.y} y2={tick.y} className={replay.prAxis} />
            <text x={4} y={tick.y + 3} className={replay.prLabel}>
              {fixed(tick.value, 0, locale)}
            </text>
          </g>
        ))}
        <path d={g.path} className={replay.prLine} />
        {g.points.map((p, i) => (
          <a
            key={points[i].recordId}
            href={`/${locale}${replayHref(points[i].recordId)}`}
            aria-label={t('point', {
              date: date.format(new Date(points[i].date)),
              pr: fixed(points[i].pr, 1, locale),
            })}
          >
            <circle cx={p.x} cy={p.y} r={5} className={replay.graphDot} />
          </a>
        ))}
      </svg>
      <figcaption className={replay.graphSummary}>{t('chartHelp')}</figcaption>
    </figure>
  );
}
