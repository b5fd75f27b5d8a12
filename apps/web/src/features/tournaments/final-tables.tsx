import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { apiRequest } from '@/lib/server-api';
import { type FlightName, isKnockout, placedFlights, roundStages } from './format';
import type { LoadedTournament } from './load';
import { TournamentPlacingsQuery, TournamentStandingsQuery } from './queries';

const csvHref = (locale: string, id: string, query: string) => `/${locale}/tournaments/${id}/csv?${query}`;

type PlacingRow = {
  readonly label: string;
  readonly decided: boolean;
  readonly lostInRound?: number | null;
  readonly player: { readonly id: string; readonly displayName: string };
};

/**
 * A flight's placings: final once every place is decided (with its champion), else the places known so far,
 * the players still in the running marked as such (their range: 1 to the place of the round they play now).
 * GRAND_FINAL stands for a double elimination as a whole: placed once its last final is played, each player
 * by where his second loss came (the grand final, or a round of the losers' bracket).
 */
export async function PlacingsTable({
  flight,
  rows,
  stages,
}: {
  flight: FlightName;
  rows: readonly PlacingRow[];
  /** Each round's stage in this flight (roundStages), to say "eliminado na semifinal". */
  stages: ReadonlyMap<number, string>;
}) {
  const t = await getTranslations('tournaments');
  const double = flight === 'GRAND_FINAL';
  const lostIn = (round: number, label: string) => {
    if (double) return label === '2' ? t('lostInGrandFinal') : t('lostInLosers', { round });
    const stage = stages.get(round);
    return stage === 'final' || stage === 'semiFinal' || stage === 'quarterFinal'
      ? t(`lostInStage.${stage}`)
      : t('lostIn', { round });
  };
  const title = double ? t('format.DOUBLE_ELIMINATION') : t(`flight.${flight}`);
  const final = rows.length > 0 && rows.every((r) => r.decided);
  const champion = final ? rows.find((r) => r.label === '1') : undefined;
  return (
    <section className="card" aria-labelledby={`placings-${flight}`} data-testid={`placings-${flight}`}>
      <h2 id={`placings-${flight}`}>{t(final ? 'placingsOf' : 'livePlacingsOf', { flight: title })}</h2>
      {champion ? (
        <p className="champion" data-testid={`champion-${flight}`}>
          {t('champion', { name: champion.player.displayName })}
        </p>
      ) : (
        <p className="muted">{rows.length ? t('livePlacingsHelp') : t('noPlacingsYet')}</p>
      )}
      {rows.length ? (
        <div className="table-scroll" role="region" aria-labelledby={`placings-${flight}`} tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('place')}</th>
                <th scope="col">{t('player')}</th>
                <th scope="col">{t('placingState')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.player.id} data-player={r.player.displayName} data-decided={r.decided}>
                  <td data-testid="place">{r.label.replace('-', '–')}</td>
                  <td>{r.player.displayName}</td>
                  <td>
                    {r.lostInRound
                      ? lostIn(r.lostInRound, r.label)
                      : r.decided
                        ? t('wonFlight')
                        : t('stillIn')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

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

  if (isKnockout(tournament.format)) {
    const flights = placedFlights(tournament.format, matches);
    // Live placings: the places known so far while a flight is played, the final ones once it is over.
    const placings = await Promise.all(
      flights.map(async (flight) => ({
        flight,
        rows: (await apiRequest(TournamentPlacingsQuery, { id, flight, live: true })).tournamentPlacings,
      })),
    );
    return (
      <>
        {placings.map(({ flight, rows }) => (
          <PlacingsTable
            key={flight}
            flight={flight}
            rows={rows}
            stages={roundStages(matches, data.draw.name, flight)}
          />
        ))}
        {downloads ? (
          <p className="no-print">
            {placings
              .filter(({ rows }) => rows.length && rows.every((r) => r.decided))
              .map(({ flight }) => (
                <a
                  key={flight}
                  className="button"
                  href={csvHref(here, id, `export=PLACINGS&flight=${flight}`)}
                  download
                >
                  {t('downloadPlacings', {
                    flight: flight === 'GRAND_FINAL' ? t('format.DOUBLE_ELIMINATION') : t(`flight.${flight}`),
                  })}
                </a>
              ))}{' '}
            {tournament.format === 'SINGLE_ELIMINATION' ? (
              <a className="button" href={csvHref(here, id, 'export=BRACKET')} download>
                {t('downloadBracket')}
              </a>
            ) : null}
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
                    <th scope="col">{t('decidedBy')}</th>
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
                      <td data-testid="decided-by">{r.decidedBy ? t(`decided.${r.decidedBy}`) : ''}</td>
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

type StandingRow = {
  readonly rank: number;
  readonly score?: number | null;
  readonly wins: number;
  readonly losses: number;
  readonly withdrawn?: boolean | null;
  readonly player: { readonly id: string; readonly displayName: string };
};

/**
 * Swiss or round-robin standings in three columns (rank, player, score or wins-losses): the public link and
 * the big screen, where the tie-breaks of the full table would be too small to read.
 */
export async function CompactStandings({
  title,
  rows,
  swiss,
}: {
  title: string;
  rows: readonly StandingRow[];
  swiss: boolean;
}) {
  const t = await getTranslations('tournaments');
  const format = await getFormatter();
  return (
    <section className="card" aria-label={title} data-testid="standings">
      <h2>{title}</h2>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('player')}</th>
            <th scope="col">{swiss ? t('score') : `${t('wins')}–${t('losses')}`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.player.id} data-player={r.player.displayName}>
              <td>{r.rank}</td>
              <td>
                {r.player.displayName}
                {r.withdrawn ? ` (${t('entry.withdrawn')})` : ''}
              </td>
              <td className="number">{swiss ? format.number(r.score ?? 0) : `${r.wins}–${r.losses}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
