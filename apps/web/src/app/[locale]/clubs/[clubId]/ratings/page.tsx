import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/session';
import { ratingText } from '@/features/tournaments/format';
import { ClubRatingsQuery } from '@/features/tournaments/queries';
import { RatingHistory } from '@/features/tournaments/rating-history';
import { Link } from '@/i18n/navigation';
import { apiRequest, orNotFound } from '@/lib/server-api';
import { titledBy } from '@/lib/metadata';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('tournaments', 'ratingsLink');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The club's FIBS ratings: a player's chart and history (the visitor's own by default) and the leaderboard. */
export default async function ClubRatingsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; clubId: string }>;
  searchParams: Promise<{ player?: string }>;
}) {
  const { locale, clubId } = await params;
  setRequestLocale(locale);
  const me = await requireUser(locale, `/clubs/${clubId}/ratings`);
  const t = await getTranslations('tournaments.ratings');
  const asked = (await searchParams).player;
  const userId = asked && UUID.test(asked) ? asked : me.id;
  const data = await orNotFound(() => apiRequest(ClubRatingsQuery, { clubId, userId }));
  const name =
    data.clubMembers.find((m) => m.user.id === userId)?.user.displayName ??
    data.ratingHistory[0]?.opponent.displayName ??
    '?';
  return (
    <main id="main">
      <p className="breadcrumb">
        <Link href={`/clubs/${clubId}`}>← {data.club.name}</Link>
      </p>
      <h1>{t('title', { club: data.club.name })}</h1>
      <section className="card" aria-labelledby="history-title">
        <h2 id="history-title">{userId === me.id ? t('mine') : t('of', { name })}</h2>
        <RatingHistory history={data.ratingHistory} name={name} />
        {userId !== me.id && data.clubMembers.some((m) => m.user.id === userId) ? (
          <p>
            <Link
              className="button primary"
              href={`/challenges/new?club=${clubId}&opponent=${userId}&name=${encodeURIComponent(name)}`}
            >
              {t('challenge', { name })}
            </Link>
          </p>
        ) : null}
      </section>
      <section className="card" aria-labelledby="leaderboard-title">
        <h2 id="leaderboard-title">{t('leaderboard')}</h2>
        {data.clubLeaderboard.length ? (
          <table className="table" data-testid="leaderboard">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('player')}</th>
                <th scope="col">{t('rating')}</th>
                <th scope="col">{t('experience')}</th>
              </tr>
            </thead>
            <tbody>
              {data.clubLeaderboard.map((row) => (
                <tr key={row.player.id} aria-current={row.player.id === userId ? 'true' : undefined}>
                  <td>{row.rank}</td>
                  <td>
                    <Link href={`/clubs/${clubId}/ratings?player=${row.player.id}`}>
                      {row.player.displayName}
                    </Link>
                  </td>
                  <td className="number">{ratingText(row.rating, locale)}</td>
                  <td>{row.experience}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="muted">{t('noRatings')}</p>
        )}
      </section>
    </main>
  );
}
