import type { NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';
import { contentSecurityPolicy, newNonce, securityHeaders, servedOverHttps } from './lib/security-headers';

const intl = createMiddleware(routing);

/**
 * Every page: the locale (next-intl), then the security headers. The CSP carries a new nonce per request;
 * Next.js reads it from the request's Content-Security-Policy header and puts it on the scripts it renders
 * (the pages are rendered per request), and next-intl passes the request's headers on.
 */
export default function proxy(request: NextRequest) {
  const https = servedOverHttps(request.url, request.headers.get('x-forwarded-proto'));
  const csp = contentSecurityPolicy({
    nonce: newNonce(),
    env: process.env,
    development: process.env.NODE_ENV === 'development',
    https,
  });
  request.headers.set('content-security-policy', csp);
  const response = intl(request);
  response.headers.set('Content-Security-Policy', csp);
  for (const [name, value] of Object.entries(securityHeaders({ https }))) response.headers.set(name, value);
  return response;
}

export const config = {
  // Every page, but not Next's own files or files with an extension (next.config.ts gives those the
  // headers that do not need a nonce).
  matcher: '/((?!_next|_vercel|.*\\..*).*)',
};
