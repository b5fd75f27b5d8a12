import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/session';
import { apiRequest } from '@/lib/server-api';
import { liveApiUrl } from '@/lib/live-feed';
import { CompactStandings, PlacingsTable } from '@/features/tournaments/final-tables';
import { isKnockout, placedFlights, roundStages } from '@/features/tournaments/format';
import { LiveTournament } from '@/features/tournaments/live-tournament';
import { loadTournament, tournamentMetadata } from '@/features/tournaments/load';
import { TournamentPlacingsQuery, TournamentStandingsQuery } from '@/features/tournaments/queries';
import { TournamentWall, wallSeconds } from '@/features/tournaments/wall';

export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; tournamentId: string }>;

export const generateMetadata = ({ params }: { params: Params }) =>
  tournamentMetadata(params, (t) => t('nav.wall'));

/** The club's big screen for its members (the public link has its own, for a screen nobody signs in on). */
export default async function TournamentWallPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<{ seconds?: string }>;
}) {
  const { locale, tournamentId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/tournaments/${tournamentId}/wall`);
  const data = await loadTournament(tournamentId);
  const t = await getTranslations('tournaments');
  const { tournament, tournamentMatches: matches } = data;
  const id = tournament.id;
  let standings = null;
  if (matches.length && isKnockout(tournament.format)) {
    const flights = placedFlights(tournament.format, matches);
    const placings = await Promise.all(
      flights.map(async (flight) => ({
        flight,
        rows: (await apiRequest(TournamentPlacingsQuery, { id, flight, live: true })).tournamentPlacings,
      })),
    );
    standings = placings.map(({ flight, rows }) => (
      <PlacingsTable
        key={flight}
        flight={flight}
        rows={rows}
        stages={roundStages(matches, data.draw.name, flight)}
      />
    ));
  } else if (matches.length) {
    const groups = tournament.format === 'ROUND_ROBIN' ? (tournament.groups ?? 1) : 1;
    const tables = await Promise.all(
      Array.from({ length: groups }, (_, i) => i + 1).map(async (group) => ({
        group,
        rows: (await apiRequest(TournamentStandingsQuery, { id, group })).tournamentStandings,
      })),
    );
    standings = tables.map(({ group, rows }) => (
      <CompactStandings
        key={group}
        rows={rows}
        swiss={tournament.format === 'SWISS'}
        title={groups > 1 ? t('standingsOfGroup', { group }) : t('nav.standings')}
      />
    ));
  }
  return (
    <TournamentWall
      title={tournament.name}
      subtitle={`${data.club.name} · ${t(`status.${tournament.status}`)}`}
      live={<LiveTournament tournamentId={id} url={liveApiUrl(process.env)} />}
      matches={matches}
      draw={data.draw}
      standings={standings}
      seconds={wallSeconds((await searchParams).seconds)}
    />
  );
}
