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
