'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type GraphPoint, graphGeometry, graphPointAt, percent, signed } from './analysis';
import replay from './replay.module.css';

const W = 600;
const H = 160;

/**
 * The match as a line: side 0's match winning chance (match play) or cubeful equity (money) before each
 * decision, drawn in plain SVG. Each point is a link to its step; the step shown is marked. The figures
 * are also read out as a summary (first, lowest, highest, last) for screen readers.
 */
export function EquityGraph({
  graph,
  matchPlay,
  names,
  step,
  goTo,
}: {
  graph: readonly GraphPoint[];
  matchPlay: boolean;
  names: readonly [string, string];
  step: number;
  goTo: (step: number) => void;
}) {
  const t = useTranslations('replay.graph');
  const locale = useLocale();
  if (graph.length === 0) return null;
  const g = graphGeometry(graph, matchPlay, W, H);
  const at = graphPointAt(graph, step);
  const say = (v: number) => (matchPlay ? percent(v, locale) : signed(v, locale));
  const values = graph.map((p) => p.value);
  const summary = t('summary', {
    name: names[0],
    first: say(values[0]),
    low: say(Math.min(...values)),
    high: say(Math.max(...values)),
    last: say(values[values.length - 1]),
  });
  return (
    <figure className={replay.graph} data-testid="equity-graph">
      <figcaption className={replay.graphTitle}>
        {matchPlay ? t('titleMatch', { name: names[0] }) : t('titleMoney', { name: names[0] })}
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className={replay.graphSvg} role="group" aria-label={summary}>
        <rect x={0} y={0} width={W} height={H} className={replay.graphBack} />
        <line x1={0} x2={W} y1={g.midY} y2={g.midY} className={replay.graphMid} />
        {g.gameStarts.map((s) => (
          <line key={s.game} x1={s.x} x2={s.x} y1={0} y2={H} className={replay.graphGame} />
        ))}
        <path d={g.path} className={replay.graphLine} />
        {g.points.map((p, i) => (
          <a
            key={p.actionIndex}
            href={`?at=${p.actionIndex}`}
            onClick={(e) => {
              e.preventDefault();
              goTo(p.actionIndex);
            }}
            aria-label={t('point', { step: p.actionIndex, value: say(p.value) })}
          >
            <circle
              cx={p.x}
              cy={p.y}
              r={i === at ? 7 : 4}
              className={i === at ? replay.graphAt : replay.graphDot}
            />
          </a>
        ))}
      </svg>
      <p className={replay.graphSummary}>{summary}</p>
    </figure>
  );
}
