'use server';

import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { ApiError } from '@/lib/api';
import { FormState, refusalState, safeNext } from '@/lib/form-state';
import { apiRequest, dropSession, keepSession } from '@/lib/server-api';
import {
  ChangePasswordMutation,
  RequestPasswordResetMutation,
  ResetPasswordMutation,
  SignInMutation,
  SignOutEverywhereMutation,
  SignOutMutation,
  SignOutSessionMutation,
  SignUpMutation,
  UpdateProfileMutation,
} from './queries';

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

/** Changes the password (the API signs the other devices out); the profile then says so. */
export async function changePasswordAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  try {
    await apiRequest(ChangePasswordMutation, {
      input: { currentPassword: text(form, 'currentPassword'), newPassword: text(form, 'newPassword') },
    });
  } catch (error) {
    return refusal(error);
  }
  redirect(`/${locale}/profile?passwordChanged=1#security-title`);
}

/** Signs one of the visitor's other devices out. */
export async function signOutSessionAction(form: FormData): Promise<void> {
  const locale = await getLocale();
  try {
    await apiRequest(SignOutSessionMutation, { sessionId: text(form, 'sessionId') });
  } catch (error) {
    // Already signed out elsewhere: the list shows what is left either way.
    if (!(error instanceof ApiError)) throw error;
  }
  redirect(`/${locale}/profile?sessionSignedOut=1#security-title`);
}

/** Signs every device out, this one included. */
export async function signOutEverywhereAction(): Promise<void> {
  const locale = await getLocale();
  try {
    await apiRequest(SignOutEverywhereMutation);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
  await dropSession();
  redirect(`/${locale}/sign-in?signedOutEverywhere=1`);
}

/** Asks for a reset link; the answer is the same whether the e-mail has an account or not. */
export async function requestPasswordResetAction(_: FormState, form: FormData): Promise<FormState> {
  try {
    await apiRequest(RequestPasswordResetMutation, { email: text(form, 'email') });
  } catch (error) {
    return refusal(error);
  }
  return { ok: true };
}

/** Sets a new password with a reset link's token, then sends the visitor to sign in with it. */
export async function resetPasswordAction(_: FormState, form: FormData): Promise<FormState> {
  const locale = await getLocale();
  try {
    await apiRequest(ResetPasswordMutation, {
      input: { token: text(form, 'token'), newPassword: text(form, 'newPassword') },
    });
  } catch (error) {
    return refusal(error);
  }
  await dropSession();
  redirect(`/${locale}/sign-in?passwordReset=1`);
}
