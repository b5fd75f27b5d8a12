'use client';

import { useTranslations } from 'next-intl';
import type {
  LadderUpdatedSubscription as Update,
  PublicLadderUpdatedSubscription as PublicUpdate,
} from '@/gql/graphql';
import { useLiveRefresh } from '@/lib/use-live-refresh';
import online from '@/features/online/online.module.css';
import { LadderUpdatedSubscription, PublicLadderUpdatedSubscription } from './queries';

/**
 * Keeps a ladder page current: every committed change (a member joined, a challenge issued, accepted,
 * refused, played or expired) reads the page again from the server, as does a reconnect. The public link
 * follows its ladder by its token, without signing in.
 */
export function LiveLadder({
  ladderId,
  token,
  url,
}: { url: string } & ({ ladderId: string; token?: never } | { token: string; ladderId?: never })) {
  const t = useTranslations('season.live');
  const state = useLiveRefresh({
    url,
    feedKey: ladderId ?? `public-ladder:${token}`,
    request: () =>
      token
        ? {
            operationName: 'PublicLadderUpdated',
            query: PublicLadderUpdatedSubscription.toString(),
            variables: { token },
          }
        : {
            operationName: 'LadderUpdated',
            query: LadderUpdatedSubscription.toString(),
            variables: { ladderId },
          },
    pick: (data: Update & PublicUpdate) => data.ladderUpdated ?? data.publicLadderUpdated,
  });
  return (
    <span className="live-state" role="status" data-testid="ladder-live" data-state={state}>
      <span className={online.liveDot} data-state={state} aria-hidden="true" /> {t(state)}
    </span>
  );
}
