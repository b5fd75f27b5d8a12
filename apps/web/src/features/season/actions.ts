'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import type { LadderMovement } from '@/gql/graphql';
import { attempt, type FormState, formText } from '@/lib/form-state';
import { apiRequest } from '@/lib/server-api';
import {
  AcceptLadderChallengeMutation,
  ChallengeOnLadderMutation,
  CreateLadderMutation,
  JoinLadderMutation,
  RefuseLadderChallengeMutation,
} from './queries';

/** After a change every page is rendered afresh (they read live data). */
async function done(run: () => Promise<unknown>): Promise<FormState> {
  const refused = await attempt(run);
  if (refused) return refused;
  revalidatePath('/', 'layout');
  return { ok: true };
}

/** A whole number typed in a field, or undefined when left empty (the API's default); the API checks it. */
const optionalInt = (form: FormData, name: string) => {
  const value = formText(form, name);
  return value === '' ? undefined : Number(value);
};

export async function createLadderAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  let id = '';
  const refused = await attempt(async () => {
    const created = await apiRequest(CreateLadderMutation, {
      input: {
        clubId: formText(form, 'clubId'),
        name: formText(form, 'name'),
        reach: optionalInt(form, 'reach'),
        deadlineDays: optionalInt(form, 'deadlineDays'),
        matchLength: optionalInt(form, 'matchLength'),
        movement: (formText(form, 'movement') || 'LEAPFROG') as LadderMovement,
      },
    });
    id = created.createLadder.id;
  });
  if (refused) return refused;
  revalidatePath('/', 'layout');
  redirect(`/${locale}/ladders/${id}`);
}

export async function joinLadderAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() =>
    apiRequest(JoinLadderMutation, {
      ladderId: formText(form, 'ladderId'),
      byRating: formText(form, 'byRating') === 'true',
    }),
  );
}

export async function challengeOnLadderAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() =>
    apiRequest(ChallengeOnLadderMutation, {
      ladderId: formText(form, 'ladderId'),
      defenderId: formText(form, 'defenderId'),
    }),
  );
}

export async function acceptLadderChallengeAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() =>
    apiRequest(AcceptLadderChallengeMutation, { challengeId: formText(form, 'challengeId') }),
  );
}

export async function refuseLadderChallengeAction(_: FormState, form: FormData): Promise<FormState> {
  return done(() =>
    apiRequest(RefuseLadderChallengeMutation, { challengeId: formText(form, 'challengeId') }),
  );
}
