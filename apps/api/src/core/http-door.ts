import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';
import type { ApolloServerPlugin } from '@apollo/server';
import { tokenFrom, type GqlContext } from './context';
import { DomainError } from './errors/domain-error';

/**
 * The API's response headers: it serves JSON only, so nothing may load, frame or sniff it (helmet, with a CSP
 * that allows nothing and `frame-ancestors 'none'`); X-Powered-By is removed.
 */
export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}

/**
 * Whether the session cookie gets `Secure`: when the request came over https, as Express reads it (the
 * connection, or X-Forwarded-Proto from a proxy in TRUSTED_PROXIES, never from anyone else), or when
 * COOKIE_SECURE=true says so by hand.
 */
export function cookieIsSecure(req: Request | undefined): boolean {
  return req?.secure === true || process.env.COOKIE_SECURE === 'true';
}

/** Express's `trust proxy`: only the configured proxies (TRUSTED_PROXIES) may say who the caller is. */
export const trustProxySetting = (trustedProxies: readonly string[]) =>
  trustedProxies.length ? [...trustedProxies] : false;

/**
 * Cross-site request forgery: a mutation authenticated by the session cookie must come from one of the site's
 * origins when it says where it comes from (browsers always do). A bearer token is never sent by a browser on
 * its own, so bearer requests need no Origin; a request with no Origin is not a browser's.
 */
export function csrfPlugin(siteOrigins: readonly string[]): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart({ request }) {
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation !== 'mutation') return;
          const headers = request.http?.headers;
          const origin = headers?.get('origin');
          if (origin === undefined || origin === null) return;
          const bearer = tokenFrom(headers?.get('authorization'), undefined) !== null;
          const cookie = tokenFrom(undefined, headers?.get('cookie')) !== null;
          if (cookie && !bearer && !siteOrigins.includes(origin))
            throw new DomainError('FORBIDDEN', 'Cross-site request refused');
        },
      };
    },
  };
}

/** A size in the `bytes` package's notation (BODY_LIMIT: "100kb", "1mb", "512"), in bytes. */
export function byteSize(limit: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(limit);
  if (!match) throw new Error(`Not a size: ${limit}`);
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(match[2] ?? 'b').toLowerCase() as 'b'];
  return Math.floor(Number(match[1]) * unit);
}
