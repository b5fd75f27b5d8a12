'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef } from 'react';
import type {
  PublicTournamentUpdatedSubscription as PublicUpdate,
  TournamentUpdatedSubscription as Update,
} from '@/gql/graphql';
import { useLiveFeed } from '@/lib/use-live-feed';
import online from '@/features/online/online.module.css';
import { PublicTournamentUpdatedSubscription, TournamentUpdatedSubscription } from './queries';

/** A burst of changes (a director checking players in, a draw) is read once, this long after the last. */
const SETTLE_MS = 300;
/** Without a live connection (refused, or a proxy that drops WebSockets) the page is read again this often. */
const POLL_MS = 30_000;

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
  const router = useRouter();
  const t = useTranslations('tournaments.live');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => router.refresh(), SETTLE_MS);
  }, [router]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const state = useLiveFeed({
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
    seq: 0,
    enabled: true,
    onEvent: refresh,
    onReconnect: refresh,
  });
  useEffect(() => {
    if (state !== 'closed') return;
    const poll = setInterval(() => router.refresh(), POLL_MS);
    return () => clearInterval(poll);
  }, [state, router]);
  return (
    <span className="live-state" role="status" data-testid="tournament-live" data-state={state}>
      <span className={online.liveDot} data-state={state} aria-hidden="true" /> {t(state)}
    </span>
  );
}
