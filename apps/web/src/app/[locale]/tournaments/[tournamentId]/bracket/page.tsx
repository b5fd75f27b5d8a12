import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/session';
import { loadTournament, tournamentMetadata } from '@/features/tournaments/load';
import { isKnockout } from '@/features/tournaments/format';
import { BracketTree, Pairings, TournamentHeader } from '@/features/tournaments/tournament-parts';

export const dynamic = 'force-dynamic';

export const generateMetadata = ({ params }: { params: Promise<{ locale: string; tournamentId: string }> }) =>
  tournamentMetadata(params, (t, { tournament }) =>
    t(isKnockout(tournament.format) ? 'nav.bracket' : 'nav.pairings'),
  );

export default async function BracketPage({
  params,
}: {
  params: Promise<{ locale: string; tournamentId: string }>;
}) {
  const { locale, tournamentId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/tournaments/${tournamentId}/bracket`);
  const data = await loadTournament(tournamentId);
  const t = await getTranslations('tournaments');
  const { tournament, tournamentMatches: matches, meId } = data;
  return (
    <main id="main" className="wide">
      <TournamentHeader data={data} current="bracket" />
      {!matches.length ? (
        <p className="muted">{t('notDrawn')}</p>
      ) : isKnockout(tournament.format) ? (
        <BracketTree matches={matches} tournamentId={tournament.id} meId={meId} draw={data.draw} />
      ) : (
        <Pairings matches={matches} tournamentId={tournament.id} meId={meId} draw={data.draw} />
      )}
    </main>
  );
}
