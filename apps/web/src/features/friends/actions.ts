'use server';

/**
 * "Revanche" and the link to play a friend, run on the site's server with the visitor's session. A guest who
 * takes a link gets the API's guest session as the site's httpOnly cookie, valid as long as the link was, so
 * the board and its live feed know them as that match's player and nothing more.
 */
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { challengeOptionsFrom } from '@/features/clubs/challenge-input';
import { ApiError } from '@/lib/api';
import { attempt, type FormState, formText } from '@/lib/form-state';
import { apiRequest, keepSession } from '@/lib/server-api';
import {
  AcceptMatchInviteMutation,
  AcceptRematchMutation,
  CreateMatchInviteMutation,
  MatchInviteQuery,
  OfferRematchMutation,
  RematchOfferQuery,
} from './queries';
import type { RematchOfferView } from './rematch-view';

export type FriendAnswer<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

async function answer<T>(run: () => Promise<T>): Promise<FriendAnswer<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, code: error.code, message: error.message };
    const t = await getTranslations('online.errors');
    return { ok: false, code: 'NETWORK', message: t('network') };
  }
}

export async function loadRematchAction(matchId: string): Promise<FriendAnswer<RematchOfferView | null>> {
  return answer(
    async () => (await apiRequest(RematchOfferQuery, { matchId: String(matchId) })).rematchOffer ?? null,
  );
}

export async function offerRematchAction(matchId: string): Promise<FriendAnswer<RematchOfferView>> {
  return answer(
    async () => (await apiRequest(OfferRematchMutation, { matchId: String(matchId) })).offerRematch,
  );
}

export async function acceptRematchAction(matchId: string): Promise<FriendAnswer<RematchOfferView>> {
  return answer(
    async () => (await apiRequest(AcceptRematchMutation, { matchId: String(matchId) })).acceptRematch,
  );
}

/** A new link with the form's settings; its page shows the address and the QR code to share. */
export async function createFriendLinkAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  const { options, timeControl } = challengeOptionsFrom(form);
  let token = '';
  const refused = await attempt(async () => {
    token = (
      await apiRequest(CreateMatchInviteMutation, {
        input: { clubId: formText(form, 'clubId'), options, timeControl },
      })
    ).createMatchInvite.token;
  });
  if (refused) return refused;
  redirect(`/${locale}/play/friend/${encodeURIComponent(token)}`);
}

/** Takes the link's board: as the signed-in member, or as a guest by the name given. */
export async function acceptFriendLinkAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  const token = formText(form, 'token');
  const guestName = form.has('guestName') ? formText(form, 'guestName') : null;
  let matchId = '';
  const refused = await attempt(async () => {
    const { matchInvite } = await apiRequest(MatchInviteQuery, { token });
    const { acceptMatchInvite } = await apiRequest(AcceptMatchInviteMutation, { token, guestName });
    if (acceptMatchInvite.guestToken) await keepSession(acceptMatchInvite.guestToken, matchInvite.expiresAt);
    matchId = acceptMatchInvite.matchId;
  });
  if (refused) return refused;
  redirect(`/${locale}/play/online/${matchId}`);
}
