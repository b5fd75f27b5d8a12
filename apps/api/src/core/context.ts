import type { Request, Response } from 'express';
import { parse as parseCookies } from 'cookie';
import { DomainError } from './errors/domain-error';
import { Language, languageOf } from './errors/messages';

export const SESSION_COOKIE = 'gamao_session';

/** Who is calling, resolved once per request (HTTP) or per connection (WebSocket). */
export interface Viewer {
  readonly id: string;
  readonly sessionId: string;
}

export interface GqlContext {
  readonly req?: Request;
  readonly res?: Response;
  readonly token: string | null;
  readonly language: Language;
  readonly ip: string;
  /** Lazily resolved and memoised. */
  viewer(): Promise<Viewer | null>;
}

/** The session token: `Authorization: Bearer ...` for API clients, else the site's httpOnly cookie. */
export function tokenFrom(authorization: unknown, cookieHeader: unknown): string | null {
  if (typeof authorization === 'string' && /^Bearer\s+\S+$/i.test(authorization)) {
    return authorization.replace(/^Bearer\s+/i, '');
  }
  if (typeof cookieHeader === 'string') return parseCookies(cookieHeader)[SESSION_COOKIE] ?? null;
  return null;
}

export function buildContext(
  parts: { req?: Request; res?: Response; token: string | null; acceptLanguage?: string | null; ip: string },
  resolve: (token: string) => Promise<Viewer | null>,
): GqlContext {
  let viewer: Promise<Viewer | null> | undefined;
  return {
    req: parts.req,
    res: parts.res,
    token: parts.token,
    language: languageOf(parts.acceptLanguage),
    ip: parts.ip,
    viewer: () => (viewer ??= parts.token ? resolve(parts.token) : Promise.resolve(null)),
  };
}

/** The signed-in viewer, or UNAUTHENTICATED. */
export async function requireViewer(ctx: GqlContext): Promise<Viewer> {
  const viewer = await ctx.viewer();
  if (!viewer) throw new DomainError('UNAUTHENTICATED', 'Sign in first');
  return viewer;
}
