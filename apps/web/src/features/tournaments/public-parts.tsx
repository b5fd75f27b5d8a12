/**
 * The public link's parts (no sign-in): its header and its standings. Only what a club shows the world: the
 * draw, the entrants' names and seeds, results and standings; no audit, no reports, no director tools.
 */
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { liveApiUrl } from '@/lib/live-feed';
import { CompactStandings, PlacingsTable } from './final-tables';
import { roundStages } from './format';
import { LiveTournament } from './live-tournament';
import type { PublicTournamentData } from './public';

export async function PublicHeader({ data, wall }: { data: PublicTournamentData; wall?: boolean }) {
  const t = await getTranslations('tournaments');
  const { tournament, token } = data;
  return (
    <header className="page-header tournament-header">
      <p className="breadcrumb">
        {tournament.clubName} · {t('publicPage')}
      </p>
      <h1>{tournament.name}</h1>
      <p className="muted">
        <span className={`badge status-${tournament.status}`} data-testid="tournament-status">
          {t(`status.${tournament.status}`)}
        </span>{' '}
        {t(`format.${tournament.format}`)} · {t('lengths', { lengths: tournament.matchLengths.join('-') })}
      </p>
      <p className="live-line">
        <LiveTournament token={token} url={liveApiUrl(process.env)} />
      </p>
      {wall ? null : (
        <p>
          <Link className="button" href={`/t/${token}/wall`}>
            {t('wall.open')}
          </Link>
        </p>
      )}
    </header>
  );
}

/** Placings known so far per flight (single elimination) or the standings per group. */
export async function PublicStandings({ data }: { data: PublicTournamentData }) {
  const t = await getTranslations('tournaments');
  const swiss = data.tournament.format === 'SWISS';
  return (
    <>
      {data.placings.map(({ flight, rows }) => (
        <PlacingsTable
          key={flight}
          flight={flight}
          rows={rows}
          stages={roundStages(data.matches, data.draw.name, flight)}
        />
      ))}
      {data.standings.map(({ group, rows }) => (
        <CompactStandings
          key={group}
          swiss={swiss}
          rows={rows}
          title={data.groups > 1 ? t('standingsOfGroup', { group }) : t('nav.standings')}
        />
      ))}
    </>
  );
}
