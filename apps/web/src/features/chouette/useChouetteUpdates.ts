'use client';

import type { ChouetteUpdatedSubscription } from '@/gql/graphql';
import { type LiveState, useLiveFeed } from '@/lib/useLiveFeed';
import { type ChouetteEventSummary, chouetteSubscriptionRequest } from './live';

/** The table's live feed: `chouetteUpdated` events after the latest `seq` it shows (see useLiveFeed). */
export function useChouetteUpdates({
  chouetteId,
  ...rest
}: {
  url: string;
  chouetteId: string;
  seq: number;
  enabled: boolean;
  onEvent: (event: ChouetteEventSummary) => void;
  onReconnect: () => void;
}): LiveState {
  return useLiveFeed({
    ...rest,
    feedKey: chouetteId,
    request: (latestSeq) => chouetteSubscriptionRequest(chouetteId, latestSeq),
    pick: (data: ChouetteUpdatedSubscription) => data.chouetteUpdated,
  });
}
