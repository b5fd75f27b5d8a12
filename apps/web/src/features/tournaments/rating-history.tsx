import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import type { RatingHistoryQuery as HistoryResult } from '@/gql/graphql';
import { ratingText } from './format';
import { RatingChart } from './rating-chart';

type History = HistoryResult['ratingHistory'];

/** A player's rating over time: the chart, then every rated match with its change, newest first. */
export async function RatingHistory({ history, name }: { history: History; name: string }) {
  const t = await getTranslations('tournaments.ratings');
  const format = await getFormatter();
  const locale = await getLocale();
  if (!history.length) return <p className="muted">{t('noHistory', { name })}</p>;
  const points = [
    { index: 0, rating: history[0].ratingBefore, label: t('start') },
    ...history.map((h, i) => ({
      index: i + 1,
      rating: h.ratingAfter,
      label: t(h.won ? 'beat' : 'lostTo', { name: h.opponent.displayName }),
    })),
  ];
  const last = history[history.length - 1];
  return (
    <>
      <RatingChart
        points={points}
        locale={locale}
        summary={t('chartSummary', {
          name,
          count: history.length,
          from: ratingText(history[0].ratingBefore, locale),
          to: ratingText(last.ratingAfter, locale),
        })}
      />
      <div className="table-scroll" role="region" aria-label={t('historyTitle', { name })} tabIndex={0}>
        <table className="table" data-testid="rating-history">
          <caption className="visually-hidden">{t('historyTitle', { name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{t('opponent')}</th>
              <th scope="col">{t('result')}</th>
              <th scope="col">{t('length')}</th>
              <th scope="col">{t('change')}</th>
              <th scope="col">{t('rating')}</th>
              <th scope="col">{t('experience')}</th>
            </tr>
          </thead>
          <tbody>
            {[...history].reverse().map((h) => (
              <tr key={`${h.matchId}-${h.createdAt}`} data-match={h.matchId}>
                <td>{format.dateTime(new Date(h.createdAt), { dateStyle: 'short' })}</td>
                <td>{h.opponent.displayName}</td>
                <td>{h.won ? t('won') : t('lost')}</td>
                <td>{h.length}</td>
                <td className={`number ${h.change >= 0 ? 'up' : 'down'}`}>
                  {ratingText(h.change, locale, true)}
                </td>
                <td className="number">{ratingText(h.ratingAfter, locale)}</td>
                <td>{h.experienceAfter}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
