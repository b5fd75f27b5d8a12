import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isKnockout } from '@/features/tournaments/format';
import { loadPublicTournament } from '@/features/tournaments/public';
import { PublicHeader, PublicStandings } from '@/features/tournaments/public-parts';
import { BracketTree, Pairings } from '@/features/tournaments/tournament-parts';

export const dynamic = 'force-dynamic';

type Params = Promise<{ locale: string; token: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { token } = await params;
  const { tournament } = await loadPublicTournament(token);
  return { title: tournament.name, robots: { index: false } };
}

/** A tournament's public read-only page: anyone with the link, no sign-in; it follows the tournament live. */
export default async function PublicTournamentPage({ params }: { params: Params }) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const data = await loadPublicTournament(token);
  const t = await getTranslations('tournaments');
  const { tournament, matches, draw } = data;
  const active = data.publicTournamentEntries.filter((e) => !e.withdrawn);
  return (
    <main id="main" className="wide">
      <PublicHeader data={data} />
      {!matches.length ? (
        <section className="card" aria-labelledby="entries-title">
          <h2 id="entries-title">{t('entriesTitle')}</h2>
          <p className="muted">{t('notDrawn')}</p>
          <ul className="plain-list" data-testid="entries">
            {active.map((e) => (
              <li key={e.player.id}>{e.player.displayName}</li>
            ))}
          </ul>
        </section>
      ) : isKnockout(tournament.format) ? (
        <BracketTree matches={matches} tournamentId="" meId="" draw={draw} link={false} />
      ) : (
        <Pairings matches={matches} tournamentId="" meId="" draw={draw} link={false} />
      )}
      <PublicStandings data={data} />
    </main>
  );
}
