'use server';

import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { ApiError } from '@/lib/api';
import { FormState, refusalState, safeNext } from '@/lib/form-state';
import { apiRequest, dropSession, keepSession } from '@/lib/server-api';
import { SignInMutation, SignOutMutation, SignUpMutation, UpdateProfileMutation } from './queries';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

function refusal(error: unknown): FormState {
  if (error instanceof ApiError) return refusalState(error);
  throw error;
}

export async function signInAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  try {
    const { signIn } = await apiRequest(SignInMutation, {
      input: { email: text(form, 'email'), password: text(form, 'password') },
    });
    await keepSession(signIn.token, signIn.expiresAt);
  } catch (error) {
    return refusal(error);
  }
  redirect(safeNext(form.get('next'), `/${locale}/clubs`));
}

export async function signUpAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  try {
    const { signUp } = await apiRequest(SignUpMutation, {
      input: {
        email: text(form, 'email'),
        password: text(form, 'password'),
        displayName: text(form, 'displayName'),
        locale,
      },
    });
    await keepSession(signUp.token, signUp.expiresAt);
  } catch (error) {
    return refusal(error);
  }
  redirect(safeNext(form.get('next'), `/${locale}/clubs`));
}

export async function signOutAction(): Promise<void> {
  const locale = await getLocale();
  try {
    await apiRequest(SignOutMutation);
  } catch {
    // The session may already be gone on the API; the site forgets it either way.
  }
  await dropSession();
  redirect(`/${locale}`);
}

export async function updateProfileAction(_: FormState, form: FormData): Promise<FormState> {
  let locale: string;
  try {
    const { updateProfile } = await apiRequest(UpdateProfileMutation, {
      input: { displayName: text(form, 'displayName'), locale: text(form, 'locale') },
    });
    locale = updateProfile.locale;
  } catch (error) {
    return refusal(error);
  }
  redirect(`/${locale}/profile?saved=1`);
}
