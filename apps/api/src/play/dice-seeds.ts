import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Die } from '@gamao/engine';

/**
 * Dice anyone can verify once a match is over.
 *
 * - At the start the server draws a secret 32-byte seed and publishes `commitment = SHA-256(seed)` (hex).
 * - Each player may add a client seed before the first roll.
 * - Roll number r (0-based, counting every roll of the match, opening rolls included) is derived as
 *   HMAC-SHA256(key = server seed, message = `${clientSeed0}:${clientSeed1}:${r}:${block}`) for block = 0, 1, ...
 *   Bytes are read in order; a byte b < 252 gives the die (b mod 6) + 1, bytes 252..255 are skipped
 *   (252 is the largest multiple of 6 below 256, so every face has probability exactly 1/6: no modulo bias).
 *   The first two dice are the roll (for an opening roll: side 0's die, then side 1's).
 * - When the match ends the seed is revealed; `verifyMatchDice` checks the commitment and every roll.
 */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function seedCommitment(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

export function deriveDice(
  serverSeed: string,
  clientSeeds: readonly [string | null, string | null],
  rollNumber: number,
): [Die, Die] {
  const dice: Die[] = [];
  for (let block = 0; dice.length < 2; block++) {
    const digest = createHmac('sha256', serverSeed)
      .update(`${clientSeeds[0] ?? ''}:${clientSeeds[1] ?? ''}:${rollNumber}:${block}`)
      .digest();
    for (const byte of digest) {
      if (byte >= 252) continue;
      dice.push(((byte % 6) + 1) as Die);
      if (dice.length === 2) break;
    }
  }
  return [dice[0], dice[1]];
}

/** One roll as the log recorded it: its log sequence number, the dice, and its number in the derivation. */
export interface RecordedRoll {
  readonly seq: number;
  readonly rollNumber: number;
  readonly dice: readonly number[];
}

export interface RollsCheck {
  /** The seed matches its commitment and every roll matches the seeds. */
  readonly verified: boolean;
  readonly seedMatchesCommitment: boolean;
  readonly rolls: number;
  /** Log sequence number of the first roll that does not match. */
  readonly firstMismatchSeq: number | null;
}

/** Checks a revealed seed against its commitment, and every recorded roll against the dice the seeds give. */
export function verifyRolls(
  serverSeed: string,
  commitment: string | null,
  clientSeeds: readonly [string | null, string | null],
  rolls: readonly RecordedRoll[],
): RollsCheck {
  const seedMatchesCommitment = seedCommitment(serverSeed) === commitment;
  const mismatch = rolls.find((r) => {
    const [a, b] = deriveDice(serverSeed, clientSeeds, r.rollNumber);
    return a !== r.dice[0] || b !== r.dice[1];
  });
  const firstMismatchSeq = mismatch?.seq ?? null;
  return {
    verified: seedMatchesCommitment && firstMismatchSeq === null,
    seedMatchesCommitment,
    rolls: rolls.length,
    firstMismatchSeq,
  };
}
