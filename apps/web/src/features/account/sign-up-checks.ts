/**
 * What the sign-up form can tell before it is sent: an address that is not one, a password shorter than the
 * API's minimum, a name too short. The API decides (it also refuses a password that is long but easy to
 * guess, and names the field); this only spares the visitor a round trip for what is plain to see.
 */

/** The API's minimum length of a new password (apps/api/src/auth/password-strength.ts). */
export const MIN_PASSWORD_LENGTH = 10;
/** The API's shortest display name (apps/api/src/auth/auth-input-rules.ts). */
export const MIN_NAME_LENGTH = 2;

export type SignUpField = 'displayName' | 'email' | 'password';
export type SignUpProblem = 'nameShort' | 'emailFormat' | 'passwordShort';

/** Characters as a person counts them (code points, so an emoji is one). */
const length = (text: string) => [...text].length;

/** One address: something, an @, a domain with a dot, and no space. */
const ADDRESS = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The problem of each field, in the form's order; an empty field is left to its `required` mark. */
export function signUpProblems(
  values: Record<SignUpField, string>,
): Partial<Record<SignUpField, SignUpProblem>> {
  const problems: Partial<Record<SignUpField, SignUpProblem>> = {};
  const name = values.displayName.trim();
  if (name && length(name) < MIN_NAME_LENGTH) problems.displayName = 'nameShort';
  const email = values.email.trim();
  if (email && !ADDRESS.test(email)) problems.email = 'emailFormat';
  if (values.password && length(values.password) < MIN_PASSWORD_LENGTH) problems.password = 'passwordShort';
  return problems;
}
