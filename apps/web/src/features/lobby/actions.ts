'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { attempt, type FormState, formText } from '@/lib/form-state';
import { apiRequest } from '@/lib/server-api';
import { challengeOptionsFrom } from '@/features/clubs/challenge-input';
import {
  AcceptOpenChallengeMutation,
  PostOpenChallengeMutation,
  WithdrawOpenChallengeMutation,
} from './queries';

/** Posts an open challenge in the club's lobby; the lobby shows it at once. */
export async function postOpenChallengeAction(_: FormState, form: FormData): Promise<FormState> {
  const clubId = formText(form, 'clubId');
  const refused = await attempt(() =>
    apiRequest(PostOpenChallengeMutation, { input: { clubId, ...challengeOptionsFrom(form) } }),
  );
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

export async function withdrawOpenChallengeAction(_: FormState, form: FormData): Promise<FormState> {
  const refused = await attempt(() =>
    apiRequest(WithdrawOpenChallengeMutation, { id: formText(form, 'id') }),
  );
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

/** The first member to accept plays it: straight to the board. */
export async function acceptOpenChallengeAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  let matchId: string | null | undefined = null;
  const refused = await attempt(async () => {
    matchId = (await apiRequest(AcceptOpenChallengeMutation, { id: formText(form, 'id') }))
      .acceptOpenChallenge.matchId;
  });
  if (refused) return refused;
  redirect(`/${locale}/play/online/${matchId}`);
}
