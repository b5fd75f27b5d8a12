'use client';

import { useTranslations } from 'next-intl';
import type { ClubLobbyUpdatedSubscription as Update } from '@/gql/graphql';
import { useLiveRefresh } from '@/lib/use-live-refresh';
import online from '@/features/online/online.module.css';
import { ClubLobbyUpdatedSubscription } from './queries';

/**
 * Keeps a club's lobby current: a challenge another member posts, withdraws or accepts reads the page again
 * from the server (lib/use-live-refresh.ts).
 */
export function LiveLobby({ clubId, url }: { clubId: string; url: string }) {
  const t = useTranslations('home.lobby.live');
  const state = useLiveRefresh({
    url,
    feedKey: clubId,
    request: () => ({
      operationName: 'ClubLobbyUpdated',
      query: ClubLobbyUpdatedSubscription.toString(),
      variables: { clubId },
    }),
    pick: (data: Update) => data.clubLobbyUpdated,
  });
  return (
    <span className="live-state" role="status" data-testid="lobby-live" data-state={state}>
      <span className={online.liveDot} data-state={state} aria-hidden="true" /> {t(state)}
    </span>
  );
}
