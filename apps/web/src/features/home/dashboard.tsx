/**
 * The home of a signed-in member: what waits for them (matches where it is their turn, challenges, their
 * next tournament match, their correspondence matches and vacation days), what they can join (open challenges and chouette tables of their clubs), and how
 * they are doing (latest results, rating per club).
 */
import { getLocale, getTranslations } from 'next-intl/server';
import { TableList } from '@/features/chouette/table-list';
import { CorrespondenceSection } from '@/features/correspondence/correspondence-section';
import { LiveLobby } from '@/features/lobby/live-lobby';
import { OpenChallengeLine } from '@/features/lobby/open-challenge-line';
import { ratingText } from '@/features/tournaments/format';
import { Link } from '@/i18n/navigation';
import { liveApiUrl } from '@/lib/live-feed';
import { apiRequest } from '@/lib/server-api';
import { opponentOf, outcomeOf } from './dashboard-view';
import styles from './home.module.css';
import { DashboardQuery } from './queries';

export async function Dashboard() {
  const t = await getTranslations('home.dashboard');
  const tc = await getTranslations('chouette');
  const locale = await getLocale();
  const { me, dashboard: d } = await apiRequest(DashboardQuery);
  const meId = me?.id ?? '';
  const [next] = d.tournamentMatches;
  const clubNames = new Map(d.ratings.map((r) => [r.clubId, r.clubName]));
  const waiting = d.challengesReceived.length + d.openChallenges.length;
  return (
    <>
      <section className={styles.hero}>
        <h1>{t('greeting', { name: me?.displayName ?? '' })}</h1>
        <div className="actions">
          <Link className="button primary" href="/play">
            {t('playNow')}
          </Link>
          <Link className="button" href="/challenges">
            {t('challenge')}
          </Link>
          <Link className="button" href="/clubs">
            {t('clubs')}
          </Link>
        </div>
      </section>

      <div className={styles.dashboard}>
        <section className="card" aria-labelledby="turn-title" data-testid="my-turn">
          <h2 id="turn-title">{t('myTurn', { count: d.myTurn.length })}</h2>
          {d.myTurn.length ? (
            <ul className={styles.list}>
              {d.myTurn.map((m) => (
                <li key={m.id} className={styles.item}>
                  <p>
                    {t('against', { name: opponentOf(m) })} · {m.score.join('–')} ·{' '}
                    {t('points', { count: m.options.length })}
                  </p>
                  <Link className="button primary" href={`/play/online/${m.id}`}>
                    {t('play')}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{t('noTurn')}</p>
          )}
        </section>

        <CorrespondenceSection />

        <section className="card" aria-labelledby="waiting-title" data-testid="challenges-waiting">
          <h2 id="waiting-title">{t('challengesTitle', { count: waiting })}</h2>
          <LiveLobby url={liveApiUrl(process.env)} />
          {d.challengesReceived.length ? (
            <ul className={styles.list}>
              {d.challengesReceived.map((m) => (
                <li key={m.id} className={styles.item} data-testid="challenge-received">
                  <p>
                    {t('challengedBy', { name: opponentOf(m) })} · {t('points', { count: m.options.length })}
                  </p>
                  <Link className="button" href="/challenges">
                    {t('answer')}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {d.openChallenges.length ? (
            <>
              <h3>{t('openTitle')}</h3>
              <ul className={styles.list}>
                {d.openChallenges.map((c) => (
                  <OpenChallengeLine key={c.id} challenge={c} meId={meId} showClub />
                ))}
              </ul>
            </>
          ) : null}
          {d.myOpenChallenges.length ? (
            <>
              <h3>{t('myOpenTitle')}</h3>
              <ul className={styles.list}>
                {d.myOpenChallenges.map((c) => (
                  <OpenChallengeLine key={c.id} challenge={c} meId={meId} showClub />
                ))}
              </ul>
            </>
          ) : null}
          {!waiting && !d.myOpenChallenges.length ? (
            <p className={styles.empty}>{t('noChallenges')}</p>
          ) : null}
        </section>

        <section className="card" aria-labelledby="next-title" data-testid="next-tournament-match">
          <h2 id="next-title">{t('nextMatch')}</h2>
          {next ? (
            <div className={styles.item}>
              <p>
                <strong>{next.tournament.name}</strong> ·{' '}
                {t('against', {
                  name:
                    (next.match.player1?.id === meId ? next.match.player2 : next.match.player1)
                      ?.displayName ?? '—',
                })}{' '}
                · {t('points', { count: next.match.length })}
              </p>
              <Link className="button" href={`/tournaments/${next.tournament.id}/matches/${next.match.slot}`}>
                {t('openMatch')}
              </Link>
            </div>
          ) : (
            <p className={styles.empty}>{t('noTournament')}</p>
          )}
        </section>

        <section className="card" aria-labelledby="tables-title" data-testid="open-chouettes">
          <h2 id="tables-title">{t('tablesTitle')}</h2>
          <TableList tables={d.openChouettes} empty={t('noTables')} clubNames={clubNames} />
          <p>
            <Link href="/chouette">{tc('meta.title')}</Link>
          </p>
        </section>

        <section className="card" aria-labelledby="results-title" data-testid="recent-results">
          <h2 id="results-title">{t('resultsTitle')}</h2>
          {d.recentResults.length ? (
            <ul className={styles.list}>
              {d.recentResults.map((m) => {
                const outcome = outcomeOf(m);
                return (
                  <li key={m.id}>
                    {outcome ? (outcome.won ? t('won') : t('lost')) : ''}{' '}
                    {t('against', { name: opponentOf(m) })} {outcome?.score ?? ''} ·{' '}
                    {t('points', { count: m.options.length })}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className={styles.empty}>{t('noResults')}</p>
          )}
          {d.ratings.length ? (
            <>
              <h3>{t('ratingsTitle')}</h3>
              <ul className={styles.list} data-testid="my-ratings">
                {d.ratings.map((r) => (
                  <li key={r.clubId} className={styles.item}>
                    <span>{r.clubName}</span>
                    <span className={styles.rating}>{ratingText(r.rating, locale)}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className={styles.empty}>
              {t('noClubs')} <Link href="/clubs">{t('clubs')}</Link>
            </p>
          )}
        </section>
      </div>
    </>
  );
}
