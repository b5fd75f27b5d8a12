/**
 * The live feed of a match: where the browser opens its WebSocket and what it subscribes to. Pure, so the
 * resume rules are tested without a socket.
 */
import type { MatchStatus } from '../../gql/graphql';
import { MatchUpdatedSubscription } from './queries';

const DEFAULT_API_URL = 'http://localhost:3333/graphql';

/**
 * The API's address as the visitor's browser reaches it, read from the server's environment at request
 * time (PUBLIC_API_URL, else API_URL), as a WebSocket URL.
 */
export function liveApiUrl(env: Record<string, string | undefined>): string {
  return toWebSocketUrl(env.PUBLIC_API_URL || env.API_URL || DEFAULT_API_URL);
}

/** http(s)://host/graphql → ws(s)://host/graphql; a ws(s) URL is kept. */
export function toWebSocketUrl(url: string): string {
  const u = new URL(url);
  if (u.protocol === 'https:') u.protocol = 'wss:';
  else if (u.protocol === 'http:') u.protocol = 'ws:';
  else if (u.protocol !== 'ws:' && u.protocol !== 'wss:')
    throw new Error(`Not an HTTP or WebSocket URL: ${url}`);
  return u.toString();
}

/**
 * The subscription request. graphql-ws sends the same request object again after every reconnect and
 * serialises it each time, so `afterSeq` is a getter: a resumed subscription asks only for what came after
 * the last sequence number the board has by then (the server replays the missed events, none twice).
 */
export function subscriptionRequest(matchId: string, latestSeq: () => number) {
  return {
    operationName: 'MatchUpdated',
    query: MatchUpdatedSubscription.toString(),
    variables: {
      matchId,
      get afterSeq(): number {
        return latestSeq();
      },
    },
  };
}

/** An event asks for a reload when it is past what the board shows, or the match's status moved. */
export function shouldReload(
  shown: { readonly seq: number; readonly status: MatchStatus },
  event: { readonly seq: number; readonly status: MatchStatus },
): boolean {
  return event.seq > shown.seq || event.status !== shown.status;
}

/** Whether the match can still change (and so is worth a live connection). */
export const isLive = (status: MatchStatus): boolean => status === 'ACTIVE' || status === 'CHALLENGED';

/** Reconnection back-off: 0.5 s doubling up to 10 s, with up to 30 % jitter so clients do not stampede. */
export function retryDelay(retries: number, random: number = Math.random()): number {
  const base = Math.min(10_000, 500 * 2 ** Math.max(0, retries));
  return Math.round(base * (1 + 0.3 * random));
}
