'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef } from 'react';
import type { ClubLobbyUpdatedSubscription as Update } from '@/gql/graphql';
import { useLiveFeed } from '@/lib/use-live-feed';
import online from '@/features/online/online.module.css';
import { ClubLobbyUpdatedSubscription } from './queries';

/** A burst of changes (several challenges posted at once) is read once, this long after the last. */
const SETTLE_MS = 300;
/** Without a live connection (refused, or a proxy that drops WebSockets) the page is read again this often. */
const POLL_MS = 30_000;

/**
 * Keeps a club's lobby current: a challenge another member posts, withdraws or accepts reads the page again
 * from the server, as does a reconnect, since changes are not replayed. A form being filled in keeps what was
 * typed: a refresh re-renders the server's part of the page only.
 */
export function LiveLobby({ clubId, url }: { clubId: string; url: string }) {
  const router = useRouter();
  const t = useTranslations('home.lobby.live');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => router.refresh(), SETTLE_MS);
  }, [router]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const state = useLiveFeed({
    url,
    feedKey: clubId,
    request: () => ({
      operationName: 'ClubLobbyUpdated',
      query: ClubLobbyUpdatedSubscription.toString(),
      variables: { clubId },
    }),
    pick: (data: Update) => data.clubLobbyUpdated,
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
    <span className="live-state" role="status" data-testid="lobby-live" data-state={state}>
      <span className={online.liveDot} data-state={state} aria-hidden="true" /> {t(state)}
    </span>
  );
}
