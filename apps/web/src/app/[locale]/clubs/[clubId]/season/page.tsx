import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PointsTableForm } from '@/features/league/league-forms';
import { LiveLeague } from '@/features/league/live-league';
import { loadSeasonLeaderboard } from '@/features/league/load';
import { Link } from '@/i18n/navigation';
import { liveApiUrl } from '@/lib/live-feed';
import { requireUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

/** A club's season leaderboard (this year, or ?season=YYYY), live; the points table, set by directors. */
export default async function SeasonPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string; clubId: string }>;
  searchParams: Promise<{ season?: string }>;
}) {
  const { locale, clubId } = await params;
  const { season } = await searchParams;
  setRequestLocale(locale);
  await requireUser(locale, `/clubs/${clubId}/season`);
  const t = await getTranslations('league.season');
  const {
    club,
    seasonLeaderboard: board,
    seasonPointsTable: table,
  } = await loadSeasonLeaderboard(clubId, season);
  const director = club.myRole === 'OWNER' || club.myRole === 'DIRECTOR';
  return (
    <main id="main">
      <header className="page-header">
        <p className="breadcrumb">
          <Link href={`/clubs/${club.id}`}>{club.name}</Link>
        </p>
        <h1>{t('title', { season: board.season })}</h1>
        {board.seasons.length > 1 ? (
          <nav aria-label={t('seasons')}>
            {board.seasons.map((s) => (
              <Link
                key={s}
                href={`/clubs/${club.id}/season?season=${s}`}
                aria-current={s === board.season ? 'page' : undefined}
              >
                {s}
              </Link>
            ))}
          </nav>
        ) : null}
        <p className="live-line">
          <LiveLeague clubId={club.id} url={liveApiUrl(process.env)} />
        </p>
      </header>
      <section className="card" aria-labelledby="leaderboard-title">
        <h2 id="leaderboard-title">{t('leaderboard')}</h2>
        {board.rows.length === 0 ? <p className="muted">{t('none')}</p> : null}
        {board.rows.length > 0 ? (
          <div className="table-scroll" role="region" aria-labelledby="leaderboard-title" tabIndex={0}>
            <table className="table" data-testid="season-leaderboard">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('member')}</th>
                  <th scope="col" className="number">
                    {t('points')}
                  </th>
                  <th scope="col" className="number">
                    {t('events')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {board.rows.map((r) => (
                  <tr key={r.member.id} data-testid="leaderboard-row">
                    <td>{r.rank}</td>
                    <th scope="row">
                      <Link href={`/clubs/${club.id}/season/${r.member.id}?season=${board.season}`}>
                        {r.member.displayName}
                      </Link>
                    </th>
                    <td className="number">{r.points}</td>
                    <td className="number">{r.events}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
      <section className="card" aria-labelledby="points-table-title">
        <h2 id="points-table-title">{t('table')}</h2>
        <p className="muted">{table.isDefault ? t('defaultTable') : t('clubTable')}</p>
        <ul className="plain-list">
          {table.rows.map((r) => (
            <li key={r.minField}>{t('row', { field: r.minField, places: r.places.join(' / ') })}</li>
          ))}
          <li>{t('attendance', { points: table.attendance })}</li>
        </ul>
        {director ? (
          <PointsTableForm clubId={club.id} rows={table.rows} attendance={table.attendance} />
        ) : null}
      </section>
    </main>
  );
}
