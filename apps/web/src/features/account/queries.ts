import { redirect } from 'next/navigation';
import { cache } from 'react';
import { graphql } from '../../gql';
import { apiRequest, hasSession } from '../../lib/server-api';

export const MeQuery = graphql(`
  query Me {
    me {
      id
      email
      displayName
      locale
    }
  }
`);

export const SignInMutation = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      token
      expiresAt
      me {
        locale
      }
    }
  }
`);

export const SignUpMutation = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      token
      expiresAt
    }
  }
`);

export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      displayName
      locale
    }
  }
`);

/** The signed-in visitor, or null (also when the API is down: pages then show the signed-out state). */
export const currentUser = cache(async () => {
  if (!(await hasSession())) return null;
  try {
    return (await apiRequest(MeQuery)).me ?? null;
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
