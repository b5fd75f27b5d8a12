'use client';

import { useTranslations } from 'next-intl';
import type {
  ClubLobbyUpdatedSubscription as ClubUpdate,
  MyClubsLobbyUpdatedSubscription as MineUpdate,
} from '@/gql/graphql';
import { useLiveRefresh } from '@/lib/use-live-refresh';
import online from '@/features/online/online.module.css';
import { ClubLobbyUpdatedSubscription, MyClubsLobbyUpdatedSubscription } from './queries';

/**
 * Keeps a lobby current: a challenge another member posts, withdraws or accepts reads the page again from
 * the server (lib/use-live-refresh.ts). With `clubId`, that club's lobby (its page); without, the lobbies of
 * every club of the viewer (the home page).
 */
export function LiveLobby({ clubId, url }: { clubId?: string; url: string }) {
  const t = useTranslations('home.lobby.live');
  const state = useLiveRefresh({
    url,
    feedKey: clubId ?? 'my-clubs',
    request: () =>
      clubId
        ? {
            operationName: 'ClubLobbyUpdated',
            query: ClubLobbyUpdatedSubscription.toString(),
            variables: { clubId },
          }
        : { operationName: 'MyClubsLobbyUpdated', query: MyClubsLobbyUpdatedSubscription.toString() },
    pick: (data: ClubUpdate | MineUpdate) =>
      'clubLobbyUpdated' in data ? data.clubLobbyUpdated : data.myClubsLobbyUpdated,
  });
  return (
    <span className="live-state" role="status" data-testid="lobby-live" data-state={state}>
      <span className={online.liveDot} data-state={state} aria-hidden="true" /> {t(state)}
    </span>
  );
}
