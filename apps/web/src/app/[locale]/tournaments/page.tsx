import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/session';
import { ClubTournamentsQuery, TournamentsHomeQuery } from '@/features/tournaments/queries';
import { Link } from '@/i18n/navigation';
import { apiRequest } from '@/lib/server-api';
import { titledBy } from '@/lib/metadata';
import { LiveTournament } from '@/features/tournaments/live-tournament';
import { liveApiUrl } from '@/lib/live-feed';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy('tournaments', 'title');

/** The player's tournaments: matches to play now, tournaments entered, and every tournament of their clubs. */
export default async function TournamentsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const me = await requireUser(locale, '/tournaments');
  const t = await getTranslations('tournaments');
  const { myClubs, myTournaments, myTournamentMatches } = await apiRequest(TournamentsHomeQuery);
  const perClub = await Promise.all(
    myClubs.map(async (club) => ({
      club,
      tournaments: (await apiRequest(ClubTournamentsQuery, { clubId: club.id })).clubTournaments,
    })),
  );
  const clubName = new Map(myClubs.map((c) => [c.id, c.name]));
  // Read at request time: the browser's way to the API is deployment configuration.
  const liveUrl = liveApiUrl(process.env);
  const line = (tournament: { status: string; format: string; matchLengths: number[] }) =>
    `${t(`status.${tournament.status}`)} · ${t(`format.${tournament.format}`)} · ${tournament.matchLengths.join('-')}`;
  return (
    <main id="main">
      <h1>{t('title')}</h1>

      <section className="card highlight" aria-labelledby="to-play-title">
        <h2 id="to-play-title">{t('myNextMatches')}</h2>
        {myTournamentMatches.length ? (
          <ul className="plain-list" data-testid="my-next-matches">
            {myTournamentMatches.map(({ tournament, match }) => {
              const opponent = match.player1?.id === me.id ? match.player2 : match.player1;
              return (
                <li key={match.slot + tournament.id}>
                  <p>
                    <strong>{tournament.name}</strong> ·{' '}
                    {t('against', { name: opponent?.displayName ?? '?' })} ·{' '}
                    {t('pointsShort', { count: match.length })}
                  </p>
                  <div className="actions">
                    {match.matchStatus === 'ACTIVE' && match.matchId ? (
                      <Link className="button primary" href={`/play/online/${match.matchId}`}>
                        {t('goToBoard')}
                      </Link>
                    ) : null}
                    <Link className="button" href={`/tournaments/${tournament.id}/matches/${match.slot}`}>
                      {t('openMatch')}
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="muted">{t('nothingToPlay')}</p>
        )}
      </section>

      <section className="card" aria-labelledby="mine-title">
        <h2 id="mine-title">{t('mine')}</h2>
        {myTournaments.length ? (
          <ul className="plain-list">
            {myTournaments.map((tournament) => (
              <li key={tournament.id}>
                <Link href={`/tournaments/${tournament.id}`}>{tournament.name}</Link>{' '}
                <span className="muted">
                  · {clubName.get(tournament.clubId)} · {line(tournament)}
                </span>
                {/* A running tournament keeps this page current: a new pairing shows as a match to play. */}
                {tournament.status !== 'FINISHED' ? (
                  <>
                    {' '}
                    <LiveTournament tournamentId={tournament.id} url={liveUrl} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('noneEntered')}</p>
        )}
      </section>

      {perClub.map(({ club, tournaments }) => (
        <section key={club.id} className="card" aria-labelledby={`club-${club.id}`}>
          <h2 id={`club-${club.id}`}>{t('ofClub', { club: club.name })}</h2>
          {tournaments.length ? (
            <ul className="plain-list">
              {tournaments.map((tournament) => (
                <li key={tournament.id}>
                  <Link href={`/tournaments/${tournament.id}`}>{tournament.name}</Link>{' '}
                  <span className="muted">· {line(tournament)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('noneInClub')}</p>
          )}
          <div className="actions">
            {club.myRole === 'OWNER' || club.myRole === 'DIRECTOR' ? (
              <Link className="button" href={`/clubs/${club.id}/tournaments/new`}>
                {t('new')}
              </Link>
            ) : null}
            <Link className="button" href={`/clubs/${club.id}/ratings`}>
              {t('ratingsLink')}
            </Link>
          </div>
        </section>
      ))}
      {!myClubs.length ? (
        <p className="muted">
          {t('noClubs')} <Link href="/clubs">{t('findClub')}</Link>
        </p>
      ) : null}
    </main>
  );
}
