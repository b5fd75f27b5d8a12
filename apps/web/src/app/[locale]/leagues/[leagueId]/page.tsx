import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ActionButton } from '@/components/action-button';
import { closeLeagueSeasonAction, confirmLeagueResultAction } from '@/features/league/actions';
import { ReportResultForm } from '@/features/league/league-forms';
import { leagueView } from '@/features/league/league-view';
import { LiveLeague } from '@/features/league/live-league';
import { loadLeague } from '@/features/league/load';
import { Link } from '@/i18n/navigation';
import { liveApiUrl } from '@/lib/live-feed';
import { currentUser, requireUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; leagueId: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { leagueId } = await params;
  if (!(await currentUser())) return {};
  return { title: (await loadLeague(leagueId)).league.name };
}

/**
 * A league season for its club's members, live: each division's standings and its fixtures by week, where a
 * player reports a physical board's result and the opponent confirms it (a director who does not play enters
 * or confirms one); a director closes the season once every result is in.
 */
export default async function LeaguePage({ params }: { params: Params }) {
  const { locale, leagueId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/leagues/${leagueId}`);
  const t = await getTranslations('league.page');
  const { me, league, club } = await loadLeague(leagueId);
  const director = club.myRole === 'OWNER' || club.myRole === 'DIRECTOR';
  const view = leagueView(league, me?.id ?? null, director);
  const rule =
    league.pointsKind === 'MARGIN'
      ? t('margin', { perWin: league.win })
      : t('winLoss', { win: league.win, loss: league.loss });
  return (
    <main id="main">
      <header className="page-header">
        <p className="breadcrumb">
          <Link href={`/clubs/${league.clubId}/leagues`}>{t('back', { club: club.name })}</Link>
        </p>
        <h1>{t('title', { name: league.name, number: league.number })}</h1>
        <p className="muted">
          {league.double ? t('double') : t('single')} · {rule} ·{' '}
          {t('movement', { up: league.promote, down: league.relegate })} ·{' '}
          {t('progress', { played: view.played, total: view.total })}
        </p>
        {league.closedAt ? (
          <p className="notice" data-testid="league-closed">
            {t('closed')} {league.nextId ? <Link href={`/leagues/${league.nextId}`}>{t('next')}</Link> : null}
          </p>
        ) : null}
        {league.previousId ? (
          <p>
            <Link href={`/leagues/${league.previousId}`}>{t('previous')}</Link>
          </p>
        ) : null}
        <p className="live-line">
          <LiveLeague seasonId={league.id} url={liveApiUrl(process.env)} />
        </p>
      </header>
      {view.divisions.map((d) => (
        <section key={d.division} className="card" aria-labelledby={`division-${d.division}`}>
          <h2 id={`division-${d.division}`}>{t('division', { division: d.division, length: d.length })}</h2>
          <div className="table-scroll" role="region" aria-labelledby={`division-${d.division}`} tabIndex={0}>
            <table className="table" data-testid={`standings-${d.division}`}>
              <caption className="visually-hidden">{t('standings', { division: d.division })}</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('player')}</th>
                  <th scope="col" className="number">
                    {t('points')}
                  </th>
                  <th scope="col" className="number">
                    {t('wins')}
                  </th>
                  <th scope="col" className="number">
                    {t('played')}
                  </th>
                  <th scope="col" className="number">
                    {t('difference')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.standings.map((r) => (
                  <tr key={r.player.id} data-testid="standing-row">
                    <td>{r.rank}</td>
                    <th scope="row">{r.player.displayName}</th>
                    <td className="number">{r.points}</td>
                    <td className="number">{r.wins}</td>
                    <td className="number">{r.played}</td>
                    <td className="number">{r.pointsDifference}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {d.weeks.map((w) => (
            <div key={w.week}>
              <h3>{t('week', { week: w.week, date: w.weekOf })}</h3>
              <ul className="plain-list">
                {w.fixtures.map((f) => (
                  <li key={f.id} className="stack" data-testid="fixture" data-code={f.code}>
                    <p>
                      <strong>
                        {f.players[0].name} × {f.players[1].name}
                      </strong>{' '}
                      {f.result ? (
                        <span data-testid="fixture-result">
                          {f.result.walkover
                            ? t('walkoverWon', { winner: f.result.winner })
                            : t('won', { winner: f.result.winner, score: f.result.score })}
                        </span>
                      ) : null}
                    </p>
                    {f.pending ? (
                      <p className="muted" data-testid="fixture-pending">
                        {t('pending', { by: f.pending.by, winner: f.pending.winner, score: f.pending.score })}
                      </p>
                    ) : null}
                    {f.action === 'report' ? <ReportResultForm fixture={f} /> : null}
                    {f.action === 'confirm' ? (
                      <ActionButton
                        action={confirmLeagueResultAction}
                        fields={{ fixtureId: f.id }}
                        label={t('confirm')}
                        pending={t('confirming')}
                        accessibleLabel={t('confirmLabel', { a: f.players[0].name, b: f.players[1].name })}
                        primary
                      />
                    ) : null}
                    {f.action === 'waiting' ? <p className="muted">{t('waiting')}</p> : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
      {view.canClose ? (
        <section className="card" aria-labelledby="close-title">
          <h2 id="close-title">{t('closeTitle')}</h2>
          <p className="muted">{t('closeHint', { up: league.promote, down: league.relegate })}</p>
          <ActionButton
            action={closeLeagueSeasonAction}
            fields={{ seasonId: league.id }}
            label={t('close')}
            pending={t('closing')}
            primary
          />
        </section>
      ) : null}
    </main>
  );
}
