import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireUser } from '@/lib/session';
import { FinalTables } from '@/features/tournaments/final-tables';
import { isKnockout } from '@/features/tournaments/format';
import { loadTournament, tournamentMetadata } from '@/features/tournaments/load';
import { PrintButton } from '@/features/tournaments/print-button';
import { BracketTree, Pairings, TournamentHeader } from '@/features/tournaments/tournament-parts';

export const dynamic = 'force-dynamic';

export const generateMetadata = ({ params }: { params: Promise<{ locale: string; tournamentId: string }> }) =>
  tournamentMetadata(params, (t) => t('nav.print'));

/** The bracket (or pairings) and the standings on paper: the print style sheet drops the site's chrome. */
export default async function PrintPage({
  params,
}: {
  params: Promise<{ locale: string; tournamentId: string }>;
}) {
  const { locale, tournamentId } = await params;
  setRequestLocale(locale);
  await requireUser(locale, `/tournaments/${tournamentId}/print`);
  const data = await loadTournament(tournamentId);
  const t = await getTranslations('tournaments');
  const { tournament, tournamentMatches: matches, meId } = data;
  return (
    <main id="main" className="wide printable">
      <div className="no-print">
        <TournamentHeader data={data} current="print" />
        <PrintButton label={t('printNow')} />
      </div>
      <h1 className="print-only">{tournament.name}</h1>
      {!matches.length ? (
        <p className="muted">{t('notDrawn')}</p>
      ) : (
        <>
          {isKnockout(tournament.format) ? (
            <BracketTree
              matches={matches}
              tournamentId={tournament.id}
              meId={meId}
              draw={data.draw}
              link={false}
            />
          ) : (
            <Pairings
              matches={matches}
              tournamentId={tournament.id}
              meId={meId}
              draw={data.draw}
              link={false}
            />
          )}
          <FinalTables data={data} />
        </>
      )}
    </main>
  );
}
