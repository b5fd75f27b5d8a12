import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { apiRequest } from '@/lib/server-api';
import { ClubRivalsQuery } from './queries';

/**
 * A member's nemesis and favourite opponent in each of their clubs (met 3 times or more), each linked to the
 * head-to-head page; nothing when no club has either yet.
 */
export async function ProfileRivals({
  userId,
  clubs,
}: {
  userId: string;
  clubs: readonly { id: string; name: string }[];
}) {
  const t = await getTranslations('season.rivals');
  const rows = (
    await Promise.all(
      clubs.map(async (club) => ({
        club,
        ...(await apiRequest(ClubRivalsQuery, { clubId: club.id, userId })).clubRivals,
      })),
    )
  ).filter((r) => r.nemesis || r.favourite);
  return (
    <section className="card" aria-labelledby="rivals-title" data-testid="profile-rivals">
      <h2 id="rivals-title">{t('title')}</h2>
      {rows.length === 0 ? <p className="muted">{t('none')}</p> : null}
      <ul className="plain-list">
        {rows.map(({ club, nemesis, favourite }) => (
          <li key={club.id}>
            <strong>{club.name}</strong>
            {nemesis ? (
              <p data-testid="nemesis">
                {t('nemesis')}:{' '}
                <Link href={`/clubs/${club.id}/head-to-head?a=${userId}&b=${nemesis.userId}`}>
                  {nemesis.displayName}
                </Link>{' '}
                · {t('record', { wins: nemesis.wins, losses: nemesis.losses })}
              </p>
            ) : null}
            {favourite ? (
              <p data-testid="favourite">
                {t('favourite')}:{' '}
                <Link href={`/clubs/${club.id}/head-to-head?a=${userId}&b=${favourite.userId}`}>
                  {favourite.displayName}
                </Link>{' '}
                · {t('record', { wins: favourite.wins, losses: favourite.losses })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
