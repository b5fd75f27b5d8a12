'use client';

import { createClient } from 'graphql-ws';
import { useEffect, useRef, useState } from 'react';
import type { MatchStatus, MatchUpdatedSubscription } from '../../gql/graphql';
import { retryDelay, subscriptionRequest } from './live';

/** connecting: first connection; live: subscribed; reconnecting: lost, trying again; closed: given up. */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'closed';

export interface MatchEventSummary {
  readonly seq: number;
  readonly status: MatchStatus;
}

/**
 * Subscribes to `matchUpdated` over graphql-ws from the browser. The API authenticates the socket by the
 * site's httpOnly session cookie, which the browser sends on the upgrade request (same host, other port),
 * so no token reaches the page's scripts. Reconnects with back-off; each (re)subscription asks for the
 * events after the latest `seq` the board has, and `onReconnect` lets the board reload what it missed.
 */
export function useMatchUpdates({
  url,
  matchId,
  seq,
  enabled,
  onEvent,
  onReconnect,
}: {
  url: string;
  matchId: string;
  seq: number;
  enabled: boolean;
  onEvent: (event: MatchEventSummary) => void;
  onReconnect: () => void;
}): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const latest = useRef({ seq, onEvent, onReconnect });
  useEffect(() => {
    latest.current = { seq, onEvent, onReconnect };
  });

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    let connectedOnce = false;
    const set = (next: LiveState) => {
      if (active) setState(next);
    };
    const client = createClient({
      url,
      lazy: true,
      keepAlive: 20_000,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelay(retries))),
      on: {
        connecting: () => set(connectedOnce ? 'reconnecting' : 'connecting'),
        connected: () => {
          set('live');
          if (connectedOnce && active) latest.current.onReconnect();
          connectedOnce = true;
        },
        closed: () => {
          if (connectedOnce) set('reconnecting');
        },
      },
    });
    const dispose = client.subscribe<MatchUpdatedSubscription>(
      subscriptionRequest(matchId, () => latest.current.seq),
      {
        next: (result) => {
          const event = result.data?.matchUpdated;
          if (event && active) latest.current.onEvent(event);
        },
        // Refused (e.g. the session expired): the board falls back to asking now and then.
        error: () => set('closed'),
        complete: () => set('closed'),
      },
    );
    return () => {
      active = false;
      dispose();
      void client.dispose();
    };
  }, [url, matchId, enabled]);

  return enabled ? state : 'closed';
}
