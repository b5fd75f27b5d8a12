import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loadMemberSeason } from '@/features/league/load';
import { Link } from '@/i18n/navigation';
import { requireUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

/** A member's season in a club: rank, points, events, the best one, and every award. */
export default async function MemberSeasonPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; clubId: string; memberId: string }>;
  searchParams: Promise<{ season?: string }>;
}) {
  const { locale, clubId, memberId } = await params;
  const { season } = await searchParams;
  setRequestLocale(locale);
  await requireUser(locale, `/clubs/${clubId}/season/${memberId}`);
  const t = await getTranslations('league.member');
  const { club, memberSeason: s } = await loadMemberSeason(clubId, memberId, season);
  return (
    <main id="main">
      <header className="page-header">
        <p className="breadcrumb">
          <Link href={`/clubs/${club.id}/season?season=${s.season}`}>{t('back', { club: club.name })}</Link>
        </p>
        <h1>{t('title', { name: s.member.displayName, season: s.season })}</h1>
        <p data-testid="member-season-summary">
          {s.rank == null
            ? t('noPoints')
            : t('summary', { rank: s.rank, points: s.points, events: s.events })}
        </p>
        {s.best ? (
          <p className="muted">{t('best', { name: s.best.eventName, points: s.best.points })}</p>
        ) : null}
      </header>
      <section className="card" aria-labelledby="awards-title">
        <h2 id="awards-title">{t('awards')}</h2>
        {s.awards.length === 0 ? <p className="muted">{t('none')}</p> : null}
        {s.awards.length > 0 ? (
          <div className="table-scroll" role="region" aria-labelledby="awards-title" tabIndex={0}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('event')}</th>
                  <th scope="col" className="number">
                    {t('place')}
                  </th>
                  <th scope="col" className="number">
                    {t('placing')}
                  </th>
                  <th scope="col" className="number">
                    {t('attendance')}
                  </th>
                  <th scope="col" className="number">
                    {t('points')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {s.awards.map((a) => (
                  <tr key={a.event}>
                    <th scope="row">
                      {a.eventName}{' '}
                      <span className="muted">
                        ({t(`kind.${a.kind === 'league' ? 'league' : 'tournament'}`)})
                      </span>
                    </th>
                    <td className="number">{t('placeOf', { place: a.place, field: a.fieldSize })}</td>
                    <td className="number">{a.placing}</td>
                    <td className="number">{a.attendance}</td>
                    <td className="number">{a.points}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </main>
  );
}
