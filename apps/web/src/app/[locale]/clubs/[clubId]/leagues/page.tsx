import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CreateLeagueForm } from '@/features/league/league-forms';
import { loadClubLeagues } from '@/features/league/load';
import { Link } from '@/i18n/navigation';
import { requireUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

/** A club's league seasons, newest first; directors start a new one here. */
export default async function ClubLeaguesPage({
  params,
}: {
  params: Promise<{ locale: string; clubId: string }>;
}) {
  const { locale, clubId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/clubs/${clubId}/leagues`);
  const t = await getTranslations('league');
  const { club, clubLeagues, clubMembers } = await loadClubLeagues(clubId);
  const director = club.myRole === 'OWNER' || club.myRole === 'DIRECTOR';
  return (
    <main id="main">
      <header className="page-header">
        <p className="breadcrumb">
          <Link href={`/clubs/${club.id}`}>{club.name}</Link>
        </p>
        <h1>{t('list.title')}</h1>
        <p>
          <Link href={`/clubs/${club.id}/season`}>{t('list.seasonLink')}</Link>
        </p>
      </header>
      <section className="card" aria-labelledby="leagues-title">
        <h2 id="leagues-title">{t('list.listTitle')}</h2>
        {clubLeagues.length === 0 ? <p className="muted">{t('list.none')}</p> : null}
        <ul className="plain-list" data-testid="club-leagues">
          {clubLeagues.map((league) => (
            <li key={league.id}>
              <Link href={`/leagues/${league.id}`}>
                {t('list.name', { name: league.name, number: league.number })}
              </Link>{' '}
              <span className="muted">
                · {t('list.divisions', { count: league.divisions.length })} ·{' '}
                {league.closedAt ? t('list.closed') : t('list.from', { date: league.startsOn })}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {director ? (
        <section className="card">
          <CreateLeagueForm clubId={club.id} members={clubMembers.map((m) => m.user)} />
        </section>
      ) : null}
    </main>
  );
}
