'use client';

import type { SubscribePayload } from 'graphql-ws';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ServerEvent, type ServerView, isEventNews, isNewerView, shouldPoll } from './server-view';
import { type LiveState, useLiveFeed } from './use-live-feed';

/** A server action's answer: the new view, or the API's refusal in the visitor's language. */
export type ServerAnswer<TView> =
  { readonly ok: true; readonly value: TView } | { readonly ok: false; readonly message: string };

/**
 * The authoritative view of a live page (an online match's board, a chouette table): the server's view is
 * the truth, the page only shows it. Subscribes to the live feed resuming after the last `seq` shown, reloads
 * when an event is news (and after a reconnect), polls while it has no live feed, and sends each action with
 * the `seq` it saw: an accepted action's view is applied; a refusal reloads first (the page may be behind),
 * then reports the API's message.
 *
 * The caller keeps the view in its own state (with what it adds, e.g. the checker moves in progress):
 * `apply` gets every view from the server and keeps it only if newer (see isNewerView).
 */
export function useServerView<TView extends ServerView, TIntent, TData, TEvent extends ServerEvent>({
  view,
  apply,
  refuse,
  load,
  send,
  open,
  liveUrl,
  request,
  pick,
  pollMs,
  networkError,
  onEvent: watch,
}: {
  /** The view shown now. */
  view: TView;
  apply: (next: TView) => void;
  /** The server refused the last action (or could not be reached): the message to show. */
  refuse: (message: string) => void;
  load: (id: string) => Promise<ServerAnswer<TView>>;
  send: (id: string, seq: number, intent: TIntent) => Promise<ServerAnswer<TView>>;
  /** Whether the view can still change (and so is worth a live connection). */
  open: boolean;
  liveUrl: string;
  /** The subscription request for this aggregate, asking for what came after `latestSeq()`. */
  request: (id: string, latestSeq: () => number) => SubscribePayload;
  pick: (data: TData) => TEvent | null | undefined;
  /** How often to ask for the view while there is no live feed. */
  pollMs: number;
  networkError: string;
  /** Sees every live event, news or not (e.g. what an event carries besides its sequence number). */
  onEvent?: (event: TEvent) => void;
}): {
  live: LiveState;
  busy: boolean;
  act: (intent: TIntent) => Promise<void>;
  reload: () => Promise<void>;
} {
  // The latest view for callbacks that outlive a render (live events, reloads, actions). A newer view
  // counts at once, before the page renders it, so an action sent right after carries its `seq`.
  const shown = useRef(view);
  useEffect(() => {
    shown.current = view;
  }, [view]);
  const latest = useRef({ apply, refuse, load, send, networkError, watch });
  useEffect(() => {
    latest.current = { apply, refuse, load, send, networkError, watch };
  });
  const accept = useCallback((next: TView) => {
    if (isNewerView(shown.current, next)) shown.current = next;
    latest.current.apply(next);
  }, []);

  // Reloads never overlap: one asked for while another runs makes that one go round again, and the caller
  // waits for it.
  const running = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const reload = useCallback((): Promise<void> => {
    if (running.current) {
      again.current = true;
      return running.current;
    }
    const run = (async () => {
      try {
        do {
          again.current = false;
          const r = await latest.current.load(shown.current.id);
          if (r.ok) accept(r.value);
        } while (again.current);
      } catch {
        // The connection state shows the trouble; the next event or poll tries again.
      } finally {
        running.current = null;
      }
    })();
    running.current = run;
    return run;
  }, [accept]);

  const onEvent = useCallback(
    (event: TEvent) => {
      latest.current.watch?.(event);
      if (isEventNews(shown.current, event)) void reload();
    },
    [reload],
  );
  const live = useLiveFeed<TData, TEvent>({
    url: liveUrl,
    feedKey: view.id,
    request: (latestSeq) => request(view.id, latestSeq),
    pick,
    seq: view.seq,
    enabled: open,
    onEvent,
    onReconnect: reload,
  });

  // Without a live feed (the socket never opened, or the API refused it), keep up by asking now and then.
  useEffect(() => {
    if (!shouldPoll(live, open)) return;
    const timer = setInterval(() => void reload(), pollMs);
    return () => clearInterval(timer);
  }, [live, open, pollMs, reload]);

  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const act = useCallback(
    async (intent: TIntent) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      try {
        const r = await latest.current.send(shown.current.id, shown.current.seq, intent);
        if (r.ok) accept(r.value);
        else {
          // The refusal may mean the page is behind (STALE_SEQUENCE, NOT_YOUR_TURN...): catch up, then say
          // why (the message stays until the next view from the server).
          await reload();
          latest.current.refuse(r.message);
        }
      } catch {
        latest.current.refuse(latest.current.networkError);
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [accept, reload],
  );

  return { live, busy, act, reload };
}
