import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PasswordForm } from '@/features/account/password-form';
import { ProfileForm } from '@/features/account/profile-form';
import { MySessionsQuery } from '@/features/account/queries';
import { SessionsList } from '@/features/account/sessions-list';
import { requireUser } from '@/lib/session';
import { signOutAction } from '@/features/account/actions';
import { graphql } from '@/gql';
import { Link } from '@/i18n/navigation';
import { apiRequest } from '@/lib/server-api';
import { ratingText } from '@/features/tournaments/format';
import { RatingHistoryQuery } from '@/features/tournaments/queries';
import { titledBy } from '@/lib/metadata';
import { PreferencesForm } from '@/features/notifications/preferences-form';
import { NotificationPreferencesQuery } from '@/features/notifications/queries';
import { ProfileAnalysis } from '@/features/replay/profile-analysis';
import { onlineRecordId, replayHref } from '@/features/replay/record-links';
import { PlayerRecordsQuery } from '@/features/replay/queries';
import { ProfileRivals } from '@/features/season/profile-rivals';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('account', 'profileTitle');

const ProfileQuery = graphql(`
  query Profile {
    myClubs {
      id
      name
      myRole
    }
    myMatches(status: [ACTIVE, FINISHED]) {
      id
      status
      viewerSide
      winner
      score
      options {
        length
      }
      players {
        side
        user {
          displayName
        }
      }
    }
  }
`);

export default async function ProfilePage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ saved?: string; passwordChanged?: string; sessionSignedOut?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const me = await requireUser(locale, '/profile');
  const t = await getTranslations('account');
  const tn = await getTranslations('notifications.preferences');
  const tReplay = await getTranslations('replay');
  const { saved, passwordChanged, sessionSignedOut } = await searchParams;
  const [{ myClubs, myMatches }, { mySessions }, { notificationPreferences }, records] = await Promise.all([
    apiRequest(ProfileQuery),
    apiRequest(MySessionsQuery),
    apiRequest(NotificationPreferencesQuery),
    apiRequest(PlayerRecordsQuery, { userId: me.id }),
  ]);
  // The visitor's FIBS rating in each club (everyone starts at 1500).
  const ratings = await Promise.all(
    myClubs.map(async (club) => {
      const { ratingHistory } = await apiRequest(RatingHistoryQuery, { clubId: club.id, userId: me.id });
      const last = ratingHistory.at(-1);
      return {
        club,
        rating: last?.ratingAfter ?? 1500,
        experience: last?.experienceAfter ?? 0,
        matches: ratingHistory.length,
      };
    }),
  );
  const opponent = (m: (typeof myMatches)[number]) =>
    m.players.find((p) => p.side !== m.viewerSide)?.user.displayName ?? '?';
  /** The score with the visitor's points first ("3–1" for a win), as a player reads their own results. */
  const myScore = (m: (typeof myMatches)[number]) =>
    (m.viewerSide === 1 ? [m.score[1], m.score[0]] : m.score).join('–');
  return (
    <main id="main">
      <h1>{me.displayName}</h1>
      <p className="muted">{me.email}</p>
      {saved ? (
        <p className="notice" role="status">
          {t('saved')}
        </p>
      ) : null}
      <div className="columns">
        <section aria-labelledby="settings-title">
          <h2 id="settings-title">{t('settings')}</h2>
          <ProfileForm displayName={me.displayName} locale={me.locale} />
          <form action={signOutAction}>
            <button type="submit" className="button">
              {t('signOut')}
            </button>
          </form>
        </section>
        <section aria-labelledby="clubs-title">
          <h2 id="clubs-title">{t('myClubs')}</h2>
          {myClubs.length ? (
            <ul className="plain-list">
              {myClubs.map((club) => (
                <li key={club.id}>
                  <Link href={`/clubs/${club.id}`}>{club.name}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">
              {t('noClubs')} <Link href="/clubs">{t('findClub')}</Link>
            </p>
          )}
          <h2>{t('myMatches')}</h2>
          {myMatches.length ? (
            <ul className="plain-list">
              {myMatches.map((m) => (
                <li key={m.id}>
                  <Link href={`/play/online/${m.id}`}>
                    {t('against', { name: opponent(m) })} · {myScore(m)}
                    {m.status === 'FINISHED'
                      ? ` · ${m.winner === m.viewerSide ? t('won') : t('lost')}`
                      : ` · ${t('inProgress')}`}
                  </Link>
                  {m.status === 'FINISHED' ? (
                    <>
                      {' · '}
                      <Link
                        href={replayHref(onlineRecordId(m.id))}
                        aria-label={`${tReplay('open')}: ${t('against', { name: opponent(m) })}`}
                      >
                        {tReplay('open')}
                      </Link>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('noMatches')}</p>
          )}
        </section>
      </div>
      <section aria-labelledby="security-title">
        <h2 id="security-title">{t('security')}</h2>
        {passwordChanged || sessionSignedOut ? (
          <p className="notice" role="status">
            {passwordChanged ? t('passwordChanged') : t('sessionSignedOut')}
          </p>
        ) : null}
        <div className="columns">
          <PasswordForm />
          <SessionsList sessions={mySessions} />
        </div>
      </section>
      <section className="card" aria-labelledby="notification-prefs-title">
        <h2 id="notification-prefs-title">{tn('title')}</h2>
        <PreferencesForm preferences={notificationPreferences} />
      </section>
      <ProfileAnalysis data={records} userId={me.id} />
      <ProfileRivals userId={me.id} clubs={myClubs} />
      {ratings.length ? (
        <section className="card" aria-labelledby="ratings-title">
          <h2 id="ratings-title">{t('ratings')}</h2>
          <div className="table-scroll" role="region" aria-labelledby="ratings-title" tabIndex={0}>
            <table className="table" data-testid="profile-ratings">
              <thead>
                <tr>
                  <th scope="col">{t('club')}</th>
                  <th scope="col">{t('rating')}</th>
                  <th scope="col">{t('experience')}</th>
                  <th scope="col">{t('ratedMatches')}</th>
                </tr>
              </thead>
              <tbody>
                {ratings.map((r) => (
                  <tr key={r.club.id}>
                    <td>
                      <Link
                        href={`/clubs/${r.club.id}/ratings`}
                        aria-label={t('ratingsLink', { club: r.club.name })}
                      >
                        {r.club.name}
                      </Link>
                    </td>
                    <td className="number">{ratingText(r.rating, locale)}</td>
                    <td>{r.experience}</td>
                    <td>{r.matches}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted">{t('ratingsHelp')}</p>
        </section>
      ) : null}
    </main>
  );
}
