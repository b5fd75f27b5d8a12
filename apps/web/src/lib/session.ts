/**
 * Who is visiting: the signed-in member as the API knows them, read once per request. Here in lib/ (not in
 * the account feature) because the shared page parts (the header, the join-by-code page) need it too.
 */
import { redirect } from 'next/navigation';
import { cache } from 'react';
// The Me query is written in features/account/queries.ts (where codegen reads it); this is its typed document.
import { MeDocument } from '@/gql/graphql';
import { apiRequest, hasSession } from '@/lib/server-api';

/** The signed-in visitor, or null (also when the API is down: pages then show the signed-out state). */
export const currentUser = cache(async () => {
  if (!(await hasSession())) return null;
  try {
    return (await apiRequest(MeDocument)).me ?? null;
  } catch {
    return null;
  }
});

/** The signed-in visitor; anyone else is sent to sign in and brought back to `path` (without the locale). */
export async function requireUser(locale: string, path: string) {
  const me = await currentUser();
  if (!me) redirect(`/${locale}/sign-in?next=${encodeURIComponent(`/${locale}${path}`)}`);
  return me;
}
