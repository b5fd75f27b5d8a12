'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { attempt, type FormState, formText } from '@/lib/form-state';
import { apiRequest } from '@/lib/server-api';
import type { ClubRole } from '@/gql/graphql';
import { challengeOptionsFrom } from './challenge-input';
import {
  AcceptChallengeMutation,
  ChallengeMutation,
  CreateClubMutation,
  DeclineChallengeMutation,
  JoinClubMutation,
  LeaveClubMutation,
  RegenerateCodeMutation,
  RemoveMemberMutation,
  SetMemberRoleMutation,
} from './queries';

// After a change, every page is rendered afresh: they all read live data (force-dynamic).

export async function createClubAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  let clubId = '';
  const refused = await attempt(async () => {
    clubId = (await apiRequest(CreateClubMutation, { name: formText(form, 'name') })).createClub.id;
  });
  if (refused) return refused;
  redirect(`/${locale}/clubs/${clubId}`);
}

export async function joinClubAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  let clubId = '';
  const refused = await attempt(async () => {
    clubId = (await apiRequest(JoinClubMutation, { code: formText(form, 'code') })).joinClub.id;
  });
  if (refused) return refused;
  redirect(`/${locale}/clubs/${clubId}`);
}

export async function setRoleAction(_: FormState, form: FormData): Promise<FormState> {
  const clubId = formText(form, 'clubId');
  const refused = await attempt(() =>
    apiRequest(SetMemberRoleMutation, {
      clubId,
      userId: formText(form, 'userId'),
      role: formText(form, 'role') as ClubRole,
    }),
  );
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

export async function removeMemberAction(_: FormState, form: FormData): Promise<FormState> {
  const clubId = formText(form, 'clubId');
  const refused = await attempt(() =>
    apiRequest(RemoveMemberMutation, { clubId, userId: formText(form, 'userId') }),
  );
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

export async function regenerateCodeAction(_: FormState, form: FormData): Promise<FormState> {
  const clubId = formText(form, 'clubId');
  const refused = await attempt(() => apiRequest(RegenerateCodeMutation, { clubId }));
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

export async function leaveClubAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  const refused = await attempt(() => apiRequest(LeaveClubMutation, { clubId: formText(form, 'clubId') }));
  if (refused) return refused;
  redirect(`/${locale}/clubs`);
}

export async function challengeAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  const refused = await attempt(() =>
    apiRequest(ChallengeMutation, {
      input: {
        clubId: formText(form, 'clubId'),
        opponentId: formText(form, 'opponentId'),
        ...challengeOptionsFrom(form),
      },
    }),
  );
  if (refused) return refused;
  redirect(`/${locale}/challenges?sent=1`);
}

export async function answerChallengeAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  const matchId = formText(form, 'matchId');
  const accept = formText(form, 'answer') === 'accept';
  const refused = await attempt(() =>
    accept
      ? apiRequest(AcceptChallengeMutation, { matchId })
      : apiRequest(DeclineChallengeMutation, { matchId }),
  );
  if (refused) return refused;
  if (accept) redirect(`/${locale}/play/online/${matchId}`);
  revalidatePath('/', 'layout');
  return { ok: true };
}
