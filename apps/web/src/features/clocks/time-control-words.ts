import { getTranslations } from 'next-intl/server';
import { type TimeControlData, timeControlFigures } from './time-control';

/**
 * For server pages that write a time control inside a sentence (a challenge's description, a confirmation):
 * "Padrão · 12 s + 10 min", "12 s + 2 min por ponto", "3 dias por lance" or "Sem relógio".
 */
export async function timeControlWriter() {
  const t = await getTranslations('clocks.picker');
  return (tc: TimeControlData | null | undefined, perPoint = false): string => {
    if (!tc) return t('choices.none');
    if (tc.daysPerMove) return t('daysPerMove', { count: tc.daysPerMove });
    const f = timeControlFigures(tc, perPoint);
    const figures = t(f.perPoint ? 'figuresPerPoint' : 'figures', { delay: f.delay, reserve: f.reserve });
    return tc.preset ? `${t(`choices.${tc.preset}`)} · ${figures}` : figures;
  };
}
