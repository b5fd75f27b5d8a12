/**
 * Where the browser opens its live WebSocket, and how it backs off after losing it. Pure, so it is tested
 * without a socket; the hook is useLiveFeed.
 */

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

/** Reconnection back-off: 0.5 s doubling up to 10 s, with up to 30 % jitter so clients do not stampede. */
export function retryDelay(retries: number, random: number = Math.random()): number {
  const base = Math.min(10_000, 500 * 2 ** Math.max(0, retries));
  return Math.round(base * (1 + 0.3 * random));
}
