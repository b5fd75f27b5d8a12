import { newMatch } from '@gamao/engine';
import { Prisma } from '../generated/prisma/client';
import { DomainError } from '../core/errors/domain-error';
import type { EventBus } from '../core/event-bus';
import type { PrismaService } from '../core/database/prisma.service';
import { newServerSeed, seedCommitment } from './dice-seeds';
import { decodeMatchOptions, startMatch } from './match.store';

/** The event-bus topic of one match's live updates. */
export const matchTopic = (matchId: string) => `match:${matchId}`;

/**
 * Starts a match that waits to be played (an accepted challenge, or a tournament match begun on the site):
 * the engine's first state, the server's dice seed committed by its SHA-256, status ACTIVE, and the news on
 * the bus. Only a CHALLENGED row matching `where` moves; otherwise CHALLENGE_NOT_PENDING and nothing changes.
 */
export async function startChallengedMatch(
  prisma: PrismaService,
  bus: EventBus,
  match: { readonly id: string; readonly options: unknown },
  where: Prisma.MatchWhereInput = {},
): Promise<void> {
  const state = newMatch(decodeMatchOptions(match.id, match.options));
  if (!state.ok) throw DomainError.fromRule(state.error);
  const serverSeed = newServerSeed();
  const started = await startMatch(
    prisma,
    match.id,
    { state: state.value, serverSeed, serverSeedHash: seedCommitment(serverSeed) },
    where,
  );
  if (!started) throw new DomainError('CHALLENGE_NOT_PENDING');
  await bus.publish(matchTopic(match.id), { matchId: match.id, seq: 0, entry: null, status: 'ACTIVE' });
}
