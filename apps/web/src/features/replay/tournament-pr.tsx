import { getTranslations } from 'next-intl/server';
import { apiRequest } from '@/lib/server-api';
import { PrTable } from './pr-table';
import { TournamentPrQuery } from './queries';

/** Each player's PR over the tournament's analysed matches (tournament matches are analysed when they end). */
export async function TournamentPrSection({ tournamentId }: { tournamentId: string }) {
  const t = await getTranslations('replay.leaderboard');
  const { tournamentPr } = await apiRequest(TournamentPrQuery, { tournamentId });
  return (
    <section className="card" aria-labelledby="tournament-pr-title">
      <h2 id="tournament-pr-title">{t('tournamentTitle')}</h2>
      {tournamentPr.length ? (
        <PrTable rows={tournamentPr} label={t('tournamentTitle')} testId="tournament-pr" />
      ) : (
        <p className="muted">{t('tournamentEmpty')}</p>
      )}
    </section>
  );
}
