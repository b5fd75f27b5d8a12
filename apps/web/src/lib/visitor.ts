/**
 * Who the site's server is calling the API for: the visitor's address and browser, sent with the shared
 * secret (SITE_SECRET) so that the API counts its sign-in and rate limits per visitor instead of per site.
 *
 * The address comes from X-Forwarded-For as Next.js passes it on: Next.js writes the connection's address
 * there when the request has no such header, and keeps the header a request brings. So the entry taken is
 * the one `proxyCount` places from the right: with SITE_PROXY_COUNT=1 behind one reverse proxy (which
 * appends the address it was reached from), a client cannot choose it. Exposed directly (0, the default), a
 * client that sends its own X-Forwarded-For chooses the address counted; serve the site behind a proxy.
 */
export const CLIENT_IP_HEADER = 'x-gamao-client-ip';
export const SITE_SECRET_HEADER = 'x-gamao-site-secret';

const ADDRESS = /^[0-9a-fA-F:.]{2,45}$/;

export function visitorAddress(forwardedFor: string | null | undefined, proxyCount: number): string | null {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) return null;
  const proxies = Number.isInteger(proxyCount) && proxyCount > 0 ? proxyCount : 0;
  const address = entries[Math.max(0, entries.length - 1 - proxies)];
  return ADDRESS.test(address) ? address : null;
}

/** The headers that tell the API who the visitor is; none without a SITE_SECRET. */
export function visitorHeaders(
  request: { forwardedFor: string | null; userAgent: string | null },
  env: { SITE_SECRET?: string; SITE_PROXY_COUNT?: string },
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (request.userAgent) headers['user-agent'] = request.userAgent.slice(0, 300);
  const address = visitorAddress(request.forwardedFor, Number(env.SITE_PROXY_COUNT ?? 0));
  if (env.SITE_SECRET && address) {
    headers[CLIENT_IP_HEADER] = address;
    headers[SITE_SECRET_HEADER] = env.SITE_SECRET;
  }
  return headers;
}
