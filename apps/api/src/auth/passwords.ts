import { randomBytes } from 'node:crypto';
import { Algorithm, hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password with the same parameters, checked when an e-mail has no account: a sign-in
 * then costs one verification either way, so its time does not tell whether the account exists.
 */
export const dummyPasswordHash = (): Promise<string> =>
  (dummy ??= hash(randomBytes(18).toString('base64'), OPTIONS));
