import type { SqlService } from '../core/database/sql.service';

/**
 * Sign-in and sign-up attempts (the SignInAttempt table), for their limits. A slot is taken before any
 * password is hashed or checked: under advisory locks on the e-mail and on the address (always in that
 * order, so two slots never wait for each other in a cycle), the attempts of the window are counted and the
 * new one is inserted only when every limit still allows it. The locks make the count and the insert one
 * step, so no number of concurrent requests gets more slots than the limit; they are held for those two
 * statements only, never while a password is hashed. An attempt counts as failed until it succeeds.
 */
export type AttemptKind = 'signIn' | 'signUp' | 'reset';

export interface SignInSlotLimits {
  /** Failed sign-ins of this (e-mail, address) pair. */
  readonly perPair: number;
  /** Failed sign-ins from this address, any e-mail. */
  readonly perAddress: number;
  /**
   * Failed sign-ins of this e-mail from every address; an address this account signed in from before
   * (`knownSince`) is not held back by it, so a crowd of strangers cannot lock the member out either.
   */
  readonly perEmail: number;
  readonly since: Date;
  readonly knownSince: Date;
}

const lockKey = (scope: string, value: string) => `${scope}:${value}`;

async function inLockedTransaction<T>(
  sql: SqlService,
  keys: string[],
  run: (query: (text: string, values: unknown[]) => Promise<{ id: string }[]>) => Promise<T>,
): Promise<T> {
  const client = await sql.connect();
  try {
    await client.query('BEGIN');
    try {
      for (const key of keys)
        await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
      const result = await run(
        async (text, values) => (await client.query<{ id: string }>(text, values)).rows,
      );
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    client.release();
  }
}

/** A sign-in slot (the new attempt's id), or null when a limit is reached. */
export function takeSignInSlot(
  sql: SqlService,
  attempt: { email: string; ip: string },
  limits: SignInSlotLimits,
): Promise<string | null> {
  return inLockedTransaction(
    sql,
    [lockKey('sign-in:email', attempt.email), lockKey('sign-in:ip', attempt.ip)],
    async (query) => {
      const [row] = await query(
        `INSERT INTO "SignInAttempt" (email, ip, success, kind)
         SELECT $1, $2, false, 'signIn'
         WHERE (SELECT count(*) FROM "SignInAttempt"
                 WHERE email = $1 AND ip = $2 AND kind = 'signIn' AND NOT success AND "createdAt" >= $3) < $4
           AND (SELECT count(*) FROM "SignInAttempt"
                 WHERE ip = $2 AND kind = 'signIn' AND NOT success AND "createdAt" >= $3) < $5
           AND ((SELECT count(*) FROM "SignInAttempt"
                  WHERE email = $1 AND kind = 'signIn' AND NOT success AND "createdAt" >= $3) < $6
                OR EXISTS (SELECT 1 FROM "SignInAttempt"
                            WHERE email = $1 AND ip = $2 AND kind = 'signIn' AND success AND "createdAt" >= $7))
         RETURNING id::text`,
        [
          attempt.email,
          attempt.ip,
          limits.since,
          limits.perPair,
          limits.perAddress,
          limits.perEmail,
          limits.knownSince,
        ],
      );
      return row?.id ?? null;
    },
  );
}

/**
 * A slot for an attempt that costs a hash or an e-mail (a sign-up, a reset request): at most `perAddress` of
 * this kind from the address and `perEmail` for the e-mail in the window, whether they succeed or not.
 */
export function takeSlot(
  sql: SqlService,
  kind: Exclude<AttemptKind, 'signIn'>,
  attempt: { email: string; ip: string },
  limits: { perAddress: number; perEmail: number; since: Date },
): Promise<string | null> {
  return inLockedTransaction(
    sql,
    [lockKey(`${kind}:email`, attempt.email), lockKey(`${kind}:ip`, attempt.ip)],
    async (query) => {
      const [row] = await query(
        `INSERT INTO "SignInAttempt" (email, ip, success, kind)
         SELECT $1, $2, false, $3
         WHERE (SELECT count(*) FROM "SignInAttempt" WHERE ip = $2 AND kind = $3 AND "createdAt" >= $4) < $5
           AND (SELECT count(*) FROM "SignInAttempt" WHERE email = $1 AND kind = $3 AND "createdAt" >= $4) < $6
         RETURNING id::text`,
        [attempt.email, attempt.ip, kind, limits.since, limits.perAddress, limits.perEmail],
      );
      return row?.id ?? null;
    },
  );
}

/** The attempt succeeded: it no longer counts as a failure. */
export async function markSucceeded(sql: SqlService, attemptId: string): Promise<void> {
  await sql.query(`UPDATE "SignInAttempt" SET success = true WHERE id = $1`, [attemptId]);
}
