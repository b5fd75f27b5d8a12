'use client';

import type { MatchStatus, MatchUpdatedSubscription } from '@/gql/graphql';
import { type LiveState, useLiveFeed } from '@/lib/useLiveFeed';
import { subscriptionRequest } from './live';

export type { LiveState };

export interface MatchEventSummary {
  readonly seq: number;
  readonly status: MatchStatus;
}

/** The board's live feed: `matchUpdated` events after the latest `seq` it shows (see useLiveFeed). */
export function useMatchUpdates({
  matchId,
  ...rest
}: {
  url: string;
  matchId: string;
  seq: number;
  enabled: boolean;
  onEvent: (event: MatchEventSummary) => void;
  onReconnect: () => void;
}): LiveState {
  return useLiveFeed({
    ...rest,
    feedKey: matchId,
    request: (latestSeq) => subscriptionRequest(matchId, latestSeq),
    pick: (data: MatchUpdatedSubscription) => data.matchUpdated,
  });
}
