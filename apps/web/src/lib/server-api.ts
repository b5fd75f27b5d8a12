import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import type { TypedDocumentString } from '@/gql/graphql';
import { ApiError, request, serverApiUrl } from './api';
import { visitorHeaders } from './visitor';

/** The API's session cookie; the site keeps the same name on its own origin. */
export const SESSION_COOKIE = 'gamao_session';

/**
 * One typed operation from the site's server (pages and server actions) on behalf of the visitor: their
 * session travels as a bearer token, their language as Accept-Language (the API localises its errors), their
 * browser and address (with SITE_SECRET) as lib/visitor.ts says.
 */
export async function apiRequest<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables?: TVariables,
): Promise<TResult> {
  const [jar, locale, incoming] = await Promise.all([cookies(), getLocale(), headers()]);
  const token = jar.get(SESSION_COOKIE)?.value;
  return request(serverApiUrl(), document, variables, {
    cache: 'no-store',
    headers: {
      ...visitorHeaders(
        { forwardedFor: incoming.get('x-forwarded-for'), userAgent: incoming.get('user-agent') },
        { SITE_SECRET: process.env.SITE_SECRET, SITE_PROXY_COUNT: process.env.SITE_PROXY_COUNT },
      ),
      'accept-language': locale,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

/** A refusal that means "not for you" or "no such thing" is a 404 page; anything else is an error. */
export async function orNotFound<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && ['NOT_FOUND', 'FORBIDDEN', 'BAD_USER_INPUT'].includes(error.code))
      notFound();
    throw error;
  }
}

/** Keeps the session the API opened as an httpOnly cookie of the site. */
export async function keepSession(token: string, expiresAt: string): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.COOKIE_SECURE === 'true',
    path: '/',
    expires: new Date(expiresAt),
  });
}

export async function dropSession(): Promise<void> {
  (await cookies()).delete(SESSION_COOKIE);
}

export const hasSession = cache(async () => Boolean((await cookies()).get(SESSION_COOKIE)?.value));
