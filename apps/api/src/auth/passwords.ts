import { Algorithm, hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

/** At least 10 characters with a letter and a digit, at most 200, and not the email itself. */
export function isStrongPassword(password: string, email: string): boolean {
  return (
    password.length >= 10 &&
    password.length <= 200 &&
    /\p{L}/u.test(password) &&
    /\d/.test(password) &&
    password.toLowerCase() !== email.toLowerCase()
  );
}
