/**
 * The server's dice at a chouette table. On the board they derive from the session's committed seed and the
 * log number of the action (play/dice-seeds.ts), so anyone can check them once the seed is revealed.
 */
import { randomInt } from 'node:crypto';
import type { Dice, Die } from '@gamao/engine';
import { deriveDice, newServerSeed, seedCommitment } from '../play/dice-seeds';
import type { StoredSession } from './chouette.store';

/**
 * The dice for the action that will be number `seq` in the log (dice-seeds.ts: no modulo bias); a scorekeeper
 * session has no seed (its dice are on the physical table).
 */
export function serverDice(row: StoredSession, seq: number): Dice {
  if (row.serverSeed) return deriveDice(row.serverSeed, [null, null], seq);
  return [randomInt(1, 7) as Die, randomInt(1, 7) as Die];
}

/** A new board session's seed and the commitment published at its start. */
export function newSessionSeeds(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = newServerSeed();
  return { serverSeed, serverSeedHash: seedCommitment(serverSeed) };
}
