import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/session';
import { loadTournament, tournamentMetadata } from '@/features/tournaments/load';
import { TournamentHeader } from '@/features/tournaments/tournament-parts';
import { FinalTables } from '@/features/tournaments/final-tables';

export const dynamic = 'force-dynamic';

export const generateMetadata = ({ params }: { params: Promise<{ locale: string; tournamentId: string }> }) =>
  tournamentMetadata(params, (t) => t('nav.standings'));

export default async function StandingsPage({
  params,
}: {
  params: Promise<{ locale: string; tournamentId: string }>;
}) {
  const { locale, tournamentId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/tournaments/${tournamentId}/standings`);
  const data = await loadTournament(tournamentId);
  const t = await getTranslations('tournaments');
  return (
    <main id="main">
      <TournamentHeader data={data} current="standings" />
      {data.tournamentMatches.length ? (
        <FinalTables data={data} downloads />
      ) : (
        <p className="muted">{t('notDrawn')}</p>
      )}
    </main>
  );
}
