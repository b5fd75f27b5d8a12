/**
 * The site's security headers (issue #13): a Content-Security-Policy with a fresh nonce per request, set by
 * the proxy (src/proxy.ts) on every page, and the headers every response carries (next.config.ts adds them
 * to Next's own files too). Pure functions of their inputs, so they are tested without a server.
 */
import FIXED_HEADERS from './fixed-security-headers.json';

/** A nonce of 128 random bits, base64: new for every request, so an injected script cannot guess it. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

const DEFAULT_API_URL = 'http://localhost:3333/graphql';

/**
 * The origins the visitor's browser talks to besides the site: the API over HTTP and its WebSocket
 * (PUBLIC_API_URL, else API_URL, as lib/live-feed.ts reads them).
 */
export function apiOrigins(env: Record<string, string | undefined>): string[] {
  const url = new URL(env.PUBLIC_API_URL || env.API_URL || DEFAULT_API_URL);
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  const host = url.host;
  return [`${secure ? 'https' : 'http'}://${host}`, `${secure ? 'wss' : 'ws'}://${host}`];
}

export interface PolicyOptions {
  readonly nonce: string;
  readonly env: Record<string, string | undefined>;
  /** `next dev` evaluates code for its fast refresh; a production build never does. */
  readonly development?: boolean;
  /** Served over https: plain http subresources are upgraded. */
  readonly https?: boolean;
}

/**
 * The Content-Security-Policy of a page. Scripts: only those carrying this request's nonce (Next.js puts it
 * on its own scripts when it finds it in the request's CSP header), and what they load ('strict-dynamic').
 * Styles: the app's CSS files, and inline styles, which React writes as style attributes on the server (a
 * nonce cannot cover an attribute, and would disable 'unsafe-inline'). Images: the site's and data: URLs.
 * No plugin, no framing by anyone, no <base> elsewhere, forms post only to the site.
 */
export function contentSecurityPolicy({
  nonce,
  env,
  development = false,
  https = false,
}: PolicyOptions): string {
  const api = apiOrigins(env);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...api, ...(development ? ['ws:'] : [])],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['frame-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Two years, subdomains included: the value browsers' preload lists ask for. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The headers every response carries: no MIME sniffing, no framing (X-Frame-Options for browsers that do not
 * read frame-ancestors), the origin only as referrer to other sites, no camera, microphone, location or
 * other powerful feature, and HSTS only when the site is reached over https (on plain http it would be
 * ignored, and on localhost it would stick to every port). The fixed ones live in fixed-security-headers.json,
 * which server.mjs reads too for the static files it serves itself.
 */
export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return { ...FIXED_HEADERS, ...(https ? { 'Strict-Transport-Security': HSTS } : {}) };
}

/**
 * Whether the visitor reached the site over https: the request's own scheme, or the scheme the proxy in
 * front of it (docker/compose.yaml) says in X-Forwarded-Proto. Believing a forged header only makes the
 * forger's own browser insist on https, so it needs no trust list.
 */
export function servedOverHttps(url: string, forwardedProto: string | null): boolean {
  if (new URL(url).protocol === 'https:') return true;
  return (forwardedProto ?? '').split(',')[0].trim().toLowerCase() === 'https';
}
