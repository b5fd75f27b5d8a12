import { graphql } from '@/gql';

/** Who is signed in: lib/session.ts sends it (as the generated MeDocument) for currentUser. */
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

export const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      id
      userAgent
      createdAt
      lastUsedAt
      current
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

export const SignOutSessionMutation = graphql(`
  mutation SignOutSession($sessionId: ID!) {
    signOutSession(sessionId: $sessionId)
  }
`);

export const SignOutEverywhereMutation = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);
