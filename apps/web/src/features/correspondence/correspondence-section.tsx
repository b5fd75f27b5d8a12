/**
 * "Minhas partidas por correspondência" on the home dashboard: the viewer's correspondence matches, their move
 * first with the time left to each deadline, and the vacation control. The only place the home lists them
 * (not under "Sua vez" nor the challenges): a challenge to the viewer is answered from here. Rendered on the
 * server, and read again live when the viewer's notices change (live-correspondence.tsx); the boards
 * themselves are live.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { liveApiUrl } from '@/lib/live-feed';
import { apiRequest } from '@/lib/server-api';
import styles from '@/features/home/home.module.css';
import { correspondenceLine } from './correspondence-view';
import { LiveCorrespondence } from './live-correspondence';
import { MyCorrespondenceQuery } from './queries';
import { VacationControl } from './vacation-control';

export async function CorrespondenceSection() {
  const t = await getTranslations('home.correspondence');
  const { myCorrespondenceMatches, myVacation } = await apiRequest(MyCorrespondenceQuery);
  const now = Date.now();
  const lines = myCorrespondenceMatches.map((m) => correspondenceLine(m, now));
  const onVacation = myVacation.days.some((d) => Date.parse(d.startsAt) <= now && now < Date.parse(d.endsAt));
  return (
    <section className="card" aria-labelledby="correspondence-title" data-testid="correspondence">
      <h2 id="correspondence-title">{t('title')}</h2>
      <LiveCorrespondence url={liveApiUrl(process.env)} />
      {lines.length ? (
        <ul className={styles.list}>
          {lines.map((line) => (
            <li key={line.id} className={styles.item} data-testid="correspondence-match">
              <p>
                {t('against', { name: line.opponent })} · {t('daysPerMove', { count: line.daysPerMove })}
                <br />
                <span data-testid="correspondence-turn" data-turn={line.turn}>
                  {line.turn === 'mine'
                    ? t('yourMove', { left: line.left ?? '' })
                    : line.turn === 'theirs'
                      ? t('theirMove', { left: line.left ?? '' })
                      : line.turn === 'answer'
                        ? t('toAnswer')
                        : t('offered')}
                </span>
              </p>
              <Link
                className={line.turn === 'mine' || line.turn === 'answer' ? 'button primary' : 'button'}
                href={
                  line.turn === 'offered' || line.turn === 'answer'
                    ? '/challenges'
                    : `/play/online/${line.id}`
                }
              >
                {line.turn === 'mine' ? t('play') : line.turn === 'answer' ? t('answer') : t('open')}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('none')}</p>
      )}
      <VacationControl
        year={myVacation.year}
        budget={myVacation.budget}
        remaining={myVacation.remaining}
        onVacation={onVacation}
      />
    </section>
  );
}
