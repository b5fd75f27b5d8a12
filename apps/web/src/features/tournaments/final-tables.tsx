import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { ApiError } from '@/lib/api';
import { apiRequest } from '@/lib/server-api';
import { FLIGHTS } from './format';
import type { LoadedTournament } from './load';
import { TournamentPlacingsQuery, TournamentStandingsQuery } from './queries';

const csvHref = (locale: string, id: string, query: string) => `/${locale}/tournaments/${id}/csv?${query}`;

/**
 * Final placings per flight (single elimination) or the standings (Swiss, each round-robin group), as the
 * API ranks them, with their CSV downloads.
 */
export async function FinalTables({
  data,
  downloads = false,
}: {
  data: LoadedTournament;
  downloads?: boolean;
}) {
  const t = await getTranslations('tournaments');
  const format = await getFormatter();
  const here = await getLocale();
  const { tournament, tournamentMatches: matches } = data;
  const id = tournament.id;

  if (tournament.format === 'SINGLE_ELIMINATION') {
    const flights = FLIGHTS.filter((f) => matches.some((m) => (m.flight ?? 'MAIN') === f));
    const placings = await Promise.all(
      flights.map(async (flight) => {
        try {
          return {
            flight,
            rows: (await apiRequest(TournamentPlacingsQuery, { id, flight })).tournamentPlacings,
          };
        } catch (error) {
          if (error instanceof ApiError) return { flight, rows: null, error: error.message };
          throw error;
        }
      }),
    );
    return (
      <>
        {placings.map(({ flight, rows }) => (
          <section key={flight} className="card" aria-labelledby={`placings-${flight}`}>
            <h2 id={`placings-${flight}`}>{t('placingsOf', { flight: t(`flight.${flight}`) })}</h2>
            {rows ? (
              <>
                <p className="champion" data-testid={`champion-${flight}`}>
                  {t('champion', { name: rows.find((r) => r.place === 1)?.player.displayName ?? '?' })}
                </p>
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t('place')}</th>
                      <th scope="col">{t('player')}</th>
                      <th scope="col">{t('lostInRound')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={r.player.id}>
                        <td>{r.label}</td>
                        <td>{r.player.displayName}</td>
                        <td>{r.lostInRound ?? '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            ) : (
              <p className="muted">{t('flightNotFinished')}</p>
            )}
            {downloads && rows ? (
              <p className="no-print">
                <a className="button" href={csvHref(here, id, `export=PLACINGS&flight=${flight}`)} download>
                  {t('downloadPlacings', { flight: t(`flight.${flight}`) })}
                </a>
              </p>
            ) : null}
          </section>
        ))}
        {downloads ? (
          <p className="no-print">
            <a className="button" href={csvHref(here, id, 'export=BRACKET')} download>
              {t('downloadBracket')}
            </a>
          </p>
        ) : null}
      </>
    );
  }

  const groups =
    tournament.format === 'ROUND_ROBIN'
      ? Array.from({ length: tournament.groups ?? 1 }, (_, i) => i + 1)
      : [1];
  const tables = await Promise.all(
    groups.map(async (group) => ({
      group,
      rows: (await apiRequest(TournamentStandingsQuery, { id, group })).tournamentStandings,
    })),
  );
  const swiss = tournament.format === 'SWISS';
  // Final once every match of the tournament (Swiss) or of the group (round robin) has its result.
  const decided = (group: number) =>
    swiss
      ? tournament.status === 'FINISHED'
      : matches.filter((m) => m.group === group).every((m) => m.state === 'FINISHED' || m.state === 'BYE');
  const number = (n: number | null | undefined) => (n == null ? '—' : format.number(n));
  return (
    <>
      {tables.map(({ group, rows }) => {
        const final = decided(group);
        const first = rows.filter((r) => r.rank === 1).map((r) => r.player.displayName);
        const winner =
          first.length === 1
            ? groups.length > 1
              ? t('groupWinner', { group, name: first[0] })
              : t('champion', { name: first[0] })
            : t('sharedFirst', { names: first.join(', ') });
        return (
          <section key={group} className="card" aria-labelledby={`standings-${group}`}>
            <h2 id={`standings-${group}`}>
              {groups.length > 1
                ? t(final ? 'finalStandingsOfGroup' : 'standingsOfGroup', { group })
                : final
                  ? t('finalStandings')
                  : t('nav.standings')}
            </h2>
            {final && first.length ? (
              <p
                className="champion"
                data-testid={groups.length > 1 ? `champion-group-${group}` : 'champion'}
              >
                {winner}
              </p>
            ) : null}
            <div className="table-scroll" role="region" aria-labelledby={`standings-${group}`} tabIndex={0}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">{t('player')}</th>
                    {swiss ? (
                      <>
                        <th scope="col">{t('score')}</th>
                        <th scope="col">{t('buchholz')}</th>
                        <th scope="col">{t('medianBuchholz')}</th>
                        <th scope="col">{t('byes')}</th>
                      </>
                    ) : (
                      <>
                        <th scope="col">{t('wins')}</th>
                        <th scope="col">{t('losses')}</th>
                        <th scope="col">{t('pointDifference')}</th>
                        <th scope="col">{t('pointsFor')}</th>
                      </>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.player.id}>
                      <td>{r.rank}</td>
                      <td>
                        {r.player.displayName}
                        {r.withdrawn ? ` (${t('entry.withdrawn')})` : ''}
                      </td>
                      {swiss ? (
                        <>
                          <td className="number">{number(r.score)}</td>
                          <td className="number">{number(r.buchholz)}</td>
                          <td className="number">{number(r.medianBuchholz)}</td>
                          <td className="number">{number(r.byes)}</td>
                        </>
                      ) : (
                        <>
                          <td className="number">{number(r.wins)}</td>
                          <td className="number">{number(r.losses)}</td>
                          <td className="number">{number(r.pointDifference)}</td>
                          <td className="number">{number(r.pointsFor)}</td>
                        </>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="muted">{swiss ? t('swissTieBreaks') : t('roundRobinTieBreaks')}</p>
            {downloads ? (
              <p className="no-print">
                <a className="button" href={csvHref(here, id, `export=STANDINGS&group=${group}`)} download>
                  {t('downloadStandings')}
                </a>
              </p>
            ) : null}
          </section>
        );
      })}
    </>
  );
}
