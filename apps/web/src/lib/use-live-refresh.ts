'use client';

import type { SubscribePayload } from 'graphql-ws';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { type LiveState, useLiveFeed } from './use-live-feed';

/** A burst of changes (a director checking players in, several challenges posted) is read once, this long after the last. */
const SETTLE_MS = 300;
/** Without a live connection (refused, or a proxy that drops WebSockets) the page is read again this often. */
const POLL_MS = 30_000;

/**
 * Keeps a server-rendered page current from a live feed whose events only say "something changed": each
 * event, and each reconnect (changes are not replayed), reads the page again from the server once the burst
 * settles; without a live connection, every POLL_MS. Form fields keep what was typed: a refresh re-renders the
 * server's part of the page only. Returns the feed's state for the page's "live" mark.
 */
export function useLiveRefresh<TData>({
  url,
  feedKey,
  request,
  pick,
}: {
  url: string;
  feedKey: string;
  request: () => SubscribePayload;
  pick: (data: TData) => unknown;
}): LiveState {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => router.refresh(), SETTLE_MS);
  }, [router]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const state = useLiveFeed({
    url,
    feedKey,
    request,
    pick,
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
  return state;
}
