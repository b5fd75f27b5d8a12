'use client';

import { createClient, type SubscribePayload } from 'graphql-ws';
import { useEffect, useRef, useState } from 'react';
import { retryDelay } from './live-feed';

/** connecting: first connection; live: subscribed; reconnecting: lost, trying again; closed: given up. */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'closed';

/**
 * One live feed over graphql-ws from the browser (a match's board, a chouette table). The API authenticates
 * the socket by the site's httpOnly session cookie, which the browser sends on the upgrade request (same
 * host, other port), so no token reaches the page's scripts. Reconnects with back-off; `request` is built
 * with a getter for the latest `seq` the page has, so each (re)subscription asks only for what came after
 * it, and `onReconnect` lets the page reload what it missed. `feedKey` names the feed (its id): a new key
 * opens a new subscription.
 */
export function useLiveFeed<TData, TEvent>({
  url,
  feedKey,
  request,
  pick,
  seq,
  enabled,
  onEvent,
  onReconnect,
}: {
  url: string;
  feedKey: string;
  request: (latestSeq: () => number) => SubscribePayload;
  pick: (data: TData) => TEvent | null | undefined;
  seq: number;
  enabled: boolean;
  onEvent: (event: TEvent) => void;
  onReconnect: () => void;
}): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const latest = useRef({ seq, request, pick, onEvent, onReconnect });
  useEffect(() => {
    latest.current = { seq, request, pick, onEvent, onReconnect };
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
    const dispose = client.subscribe<TData>(
      latest.current.request(() => latest.current.seq),
      {
        next: (result) => {
          const event = result.data ? latest.current.pick(result.data as TData) : null;
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
  }, [url, feedKey, enabled]);

  return enabled ? state : 'closed';
}
