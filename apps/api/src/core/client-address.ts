import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * The visitor's address as the site forwards it: the site's server calls the API on behalf of every visitor,
 * so the address of the connection is the site's. The site sends the visitor's address in CLIENT_IP_HEADER
 * with the shared secret (SITE_SECRET) in SITE_SECRET_HEADER; the API believes the forwarded address only
 * with that secret. Any other caller (a browser, an API client, the site without the secret) is counted by
 * its own connection's address, whatever headers it sends.
 */
export const CLIENT_IP_HEADER = 'x-gamao-client-ip';
export const SITE_SECRET_HEADER = 'x-gamao-site-secret';

type Headers = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function clientAddress(
  headers: Headers,
  socketAddress: string | undefined,
  siteSecret: string | undefined,
): string {
  const own = socketAddress ?? 'unknown';
  const forwarded = first(headers[CLIENT_IP_HEADER])?.trim();
  const secret = first(headers[SITE_SECRET_HEADER]);
  if (!siteSecret || !forwarded || !secret || !sameSecret(secret, siteSecret)) return own;
  return isIP(forwarded) ? forwarded : own;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
