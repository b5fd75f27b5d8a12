'use client';

import { createClient } from 'graphql-ws';
import { useEffect, useRef, useState } from 'react';
import type { ChouetteUpdatedSubscription } from '../../gql/graphql';
import { retryDelay } from '../online/live';
import type { LiveState } from '../online/useMatchUpdates';
import { type ChouetteEventSummary, chouetteSubscriptionRequest } from './live';

/**
 * Subscribes to `chouetteUpdated` over graphql-ws, as the online board does (useMatchUpdates): the socket is
 * authenticated by the site's httpOnly session cookie, reconnects with back-off, resumes after the latest
 * `seq` the page has, and `onReconnect` lets the page reload what it missed.
 */
export function useChouetteUpdates({
  url,
  chouetteId,
  seq,
  enabled,
  onEvent,
  onReconnect,
}: {
  url: string;
  chouetteId: string;
  seq: number;
  enabled: boolean;
  onEvent: (event: ChouetteEventSummary) => void;
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
    const dispose = client.subscribe<ChouetteUpdatedSubscription>(
      chouetteSubscriptionRequest(chouetteId, () => latest.current.seq),
      {
        next: (result) => {
          const event = result.data?.chouetteUpdated;
          if (event && active) latest.current.onEvent(event);
        },
        // Refused (e.g. the session expired): the page falls back to asking now and then.
        error: () => set('closed'),
        complete: () => set('closed'),
      },
    );
    return () => {
      active = false;
      dispose();
      void client.dispose();
    };
  }, [url, chouetteId, enabled]);

  return enabled ? state : 'closed';
}
