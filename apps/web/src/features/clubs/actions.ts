'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { ApiError } from '../../lib/api';
import { type FormState, refusalState } from '../../lib/form-state';
import { apiRequest } from '../../lib/server-api';
import type { ClubRole, ScoringProfile } from '../../gql/graphql';
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

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

// After a change, every page is rendered afresh: they all read live data (force-dynamic).

/** Runs one mutation for a form: a refusal comes back as the form's state; success goes on with `then`. */
async function attempt(run: () => Promise<unknown>): Promise<FormState | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (error instanceof ApiError) return refusalState(error);
    throw error;
  }
}

export async function createClubAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  let clubId = '';
  const refused = await attempt(async () => {
    clubId = (await apiRequest(CreateClubMutation, { name: text(form, 'name') })).createClub.id;
  });
  if (refused) return refused;
  redirect(`/${locale}/clubs/${clubId}`);
}

export async function joinClubAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  let clubId = '';
  const refused = await attempt(async () => {
    clubId = (await apiRequest(JoinClubMutation, { code: text(form, 'code') })).joinClub.id;
  });
  if (refused) return refused;
  redirect(`/${locale}/clubs/${clubId}`);
}

export async function setRoleAction(_: FormState, form: FormData): Promise<FormState> {
  const clubId = text(form, 'clubId');
  const refused = await attempt(() =>
    apiRequest(SetMemberRoleMutation, {
      clubId,
      userId: text(form, 'userId'),
      role: text(form, 'role') as ClubRole,
    }),
  );
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

export async function removeMemberAction(_: FormState, form: FormData): Promise<FormState> {
  const clubId = text(form, 'clubId');
  const refused = await attempt(() =>
    apiRequest(RemoveMemberMutation, { clubId, userId: text(form, 'userId') }),
  );
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

export async function regenerateCodeAction(_: FormState, form: FormData): Promise<FormState> {
  const clubId = text(form, 'clubId');
  const refused = await attempt(() => apiRequest(RegenerateCodeMutation, { clubId }));
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

export async function leaveClubAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  const refused = await attempt(() => apiRequest(LeaveClubMutation, { clubId: text(form, 'clubId') }));
  if (refused) return refused;
  redirect(`/${locale}/clubs`);
}

export async function challengeAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  const profile = text(form, 'profile') as ScoringProfile;
  const refused = await attempt(() =>
    apiRequest(ChallengeMutation, {
      input: {
        clubId: text(form, 'clubId'),
        opponentId: text(form, 'opponentId'),
        options: {
          length: Number(text(form, 'length') || 5),
          profile,
          crawford: form.get('crawford') === 'on',
          cube: profile !== 'simple' && form.get('cube') === 'on',
        },
      },
    }),
  );
  if (refused) return refused;
  redirect(`/${locale}/challenges?sent=1`);
}

export async function answerChallengeAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  const matchId = text(form, 'matchId');
  const accept = text(form, 'answer') === 'accept';
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
