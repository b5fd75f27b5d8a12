import { z } from 'zod';
import { email, lookupText, MAX_EMAIL_LENGTH, name, password } from '../core/validation/text-rules';

/**
 * The rules of the accounts' inputs (core/validation): the shape of what is typed. The service decides the
 * rest (a strong password, an e-mail not in use, the language).
 */
export const DISPLAY_NAME = name(2, 40);
const locale = z.string().max(10, 'pt-BR or en').nullish();

export const signUpRules = z.looseObject({
  email: email(),
  password: password(),
  displayName: DISPLAY_NAME,
  locale,
});

/** Signing in only bounds what it compares: a wrong address is a wrong address, not a malformed request. */
export const signInRules = z.looseObject({
  email: lookupText(MAX_EMAIL_LENGTH),
  password: password(),
});

export const updateProfileRules = z.looseObject({
  displayName: DISPLAY_NAME.nullish(),
  locale,
});
