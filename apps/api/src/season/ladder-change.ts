/**
 * Writes back what one of @gamao/season's ladder rules changed, in the caller's transaction (the ladder's row
 * lock held): the rungs that moved, the new challenges (each with its durable deadline job, a
 * `ladder.challengeDue` event due at its deadline) and the challenges closed; then `ladder.changed`, whose
 * consumer wakes the ladder's live pages once the change has committed.
 */
import type { Ladder } from '@gamao/season';
import type { EventsService, Tx } from '../core/events/events.service';
import * as ladderStore from './ladder.store';

export async function applyLadderChange(
  tx: Tx,
  events: EventsService,
  stored: ladderStore.StoredLadder,
  next: Ladder,
  change: string,
): Promise<void> {
  await ladderStore.saveRungs(tx, stored.id, stored.ladder.rungs, next.rungs);
  const known = new Map(stored.ladder.challenges.map((c) => [c.id, c]));
  let challengeId: string | undefined;
  for (const c of next.challenges) {
    const was = known.get(c.id);
    if (!was) {
      await ladderStore.addChallenge(tx, stored.id, c);
      await events.emit(
        tx,
        'ladder.challengeDue',
        { ladderId: stored.id, challengeId: c.id },
        stored.clubId,
        new Date(c.deadline),
      );
      challengeId = c.id;
    } else if (was.status === 'open' && c.status !== 'open') {
      await ladderStore.closeChallenge(tx, c.id, c.status);
      challengeId = c.id;
    }
  }
  await events.emit(
    tx,
    'ladder.changed',
    { ladderId: stored.id, clubId: stored.clubId, change, ...(challengeId ? { challengeId } : {}) },
    stored.clubId,
  );
}
