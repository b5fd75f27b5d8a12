import { setRequestLocale } from 'next-intl/server';
import { loadTournament, tournamentMetadata } from '@/features/tournaments/load';
import { tournamentOverview } from '@/features/tournaments/overview';
import {
  DirectorPanel,
  EntryList,
  MyNextMatches,
  PublicLinkPanel,
  ReadyMatches,
  ReportsToConfirm,
  TournamentFacts,
} from '@/features/tournaments/overview-parts';
import { TournamentHeader } from '@/features/tournaments/tournament-parts';
import { DirectorClockTools } from '@/features/clocks/director-clock-tools';
import { TournamentPrSection } from '@/features/replay/tournament-pr';
import { requireUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

export const generateMetadata = ({ params }: { params: Promise<{ locale: string; tournamentId: string }> }) =>
  tournamentMetadata(params);

export default async function TournamentPage({
  params,
}: {
  params: Promise<{ locale: string; tournamentId: string }>;
}) {
  const { locale, tournamentId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/tournaments/${tournamentId}`);
  const data = await loadTournament(tournamentId);
  const overview = tournamentOverview(data, new Date());
  const parts = { data, overview };
  return (
    <main id="main">
      <TournamentHeader data={data} current="overview" />
      <MyNextMatches {...parts} />
      <ReportsToConfirm {...parts} />
      <TournamentFacts {...parts} />
      <DirectorPanel {...parts} />
      {data.director && ['IN_PROGRESS', 'FINISHED'].includes(data.tournament.status) ? (
        <DirectorClockTools
          tournamentId={data.tournament.id}
          clubId={data.tournament.clubId}
          draw={data.tournamentMatches}
        />
      ) : null}
      <PublicLinkPanel {...parts} />
      <EntryList {...parts} />
      <ReadyMatches {...parts} />
      {data.tournament.status === 'IN_PROGRESS' || data.tournament.status === 'FINISHED' ? (
        <TournamentPrSection tournamentId={data.tournament.id} />
      ) : null}
    </main>
  );
}
