'use client';

import { useTranslations } from 'next-intl';
import type {
  PublicTournamentUpdatedSubscription as PublicUpdate,
  TournamentUpdatedSubscription as Update,
} from '@/gql/graphql';
import { useLiveRefresh } from '@/lib/use-live-refresh';
import online from '@/features/online/online.module.css';
import { PublicTournamentUpdatedSubscription, TournamentUpdatedSubscription } from './queries';

/**
 * Keeps a tournament page current on a phone at the table or a screen on the club's wall: every committed
 * change of the tournament (entries, the draw, pairings, results) reads the page again from the server, as
 * does a reconnect, since changes are not replayed. Form fields keep what was typed: a refresh re-renders
 * the server's part of the page only. The public link follows its tournament by its token, without signing in.
 */
export function LiveTournament({
  tournamentId,
  token,
  url,
}: { url: string } & ({ tournamentId: string; token?: never } | { token: string; tournamentId?: never })) {
  const t = useTranslations('tournaments.live');
  const state = useLiveRefresh({
    url,
    feedKey: tournamentId ?? `public:${token}`,
    request: () =>
      token
        ? {
            operationName: 'PublicTournamentUpdated',
            query: PublicTournamentUpdatedSubscription.toString(),
            variables: { token },
          }
        : {
            operationName: 'TournamentUpdated',
            query: TournamentUpdatedSubscription.toString(),
            variables: { tournamentId },
          },
    pick: (data: Update & PublicUpdate) => data.tournamentUpdated ?? data.publicTournamentUpdated,
  });
  return (
    <span className="live-state" role="status" data-testid="tournament-live" data-state={state}>
      <span className={online.liveDot} data-state={state} aria-hidden="true" /> {t(state)}
    </span>
  );
}
