/**
 * A time control in words, wherever a match or a tournament is shown: "12 s + 10 min", "12 s + 2 min per
 * point", "3 days per move" (correspondence), or "No clock". Renders on the server or in the browser.
 */
import { useTranslations } from 'next-intl';
import { type TimeControlData, type TimeControlFigures, timeControlFigures } from './time-control';

export function FiguresText({ figures }: { figures: TimeControlFigures }) {
  const t = useTranslations('clocks.picker');
  return (
    <>
      {t(figures.perPoint ? 'figuresPerPoint' : 'figures', {
        delay: figures.delay,
        reserve: figures.reserve,
      })}
    </>
  );
}

/** The time control of a match, or of a tournament (`perPoint`: its reserve per point when it has one). */
export function TimeControlText({
  timeControl,
  perPoint = false,
}: {
  timeControl: TimeControlData | null | undefined;
  perPoint?: boolean;
}) {
  const t = useTranslations('clocks.picker');
  if (!timeControl) return <span data-testid="time-control">{t('choices.none')}</span>;
  if (timeControl.daysPerMove)
    return <span data-testid="time-control">{t('daysPerMove', { count: timeControl.daysPerMove })}</span>;
  const preset = timeControl.preset ? `${t(`choices.${timeControl.preset}`)} · ` : '';
  return (
    <span data-testid="time-control">
      {preset}
      <FiguresText figures={timeControlFigures(timeControl, perPoint)} />
    </span>
  );
}
