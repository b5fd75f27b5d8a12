import { type ClockState, type GameOptions, type MatchState, newMatch, startClock } from '@gamao/engine';
import { Prisma } from '../generated/prisma/client';
import { DomainError } from '../core/errors/domain-error';
import type { EventBus } from '../core/event-bus';
import type { PrismaService } from '../core/database/prisma.service';
import { newServerSeed, seedCommitment } from './dice-seeds';
import { decodeMatchOptions, decodeTimeControl, startMatch } from './match.store';
import { scheduleClockJob } from './match-clock.store';

/** The event-bus topic of one match's live updates. */
export const matchTopic = (matchId: string) => `match:${matchId}`;

/** What a match needs to start, drawn before its transaction: its first state, dice seed and clocks. */
export interface PreparedStart {
  readonly state: MatchState;
  readonly serverSeed: string;
  readonly clock: ClockState | null;
  /** The options to store with the start, when it changes them (a start score). */
  readonly options?: Partial<GameOptions>;
  readonly startedAt?: Date;
}

/**
 * The engine's first state of the match, the server's secret dice seed and, with a time control, full clocks.
 * `startScore` (side 0's points first; a tournament's lateness points) is written into the match's options, so
 * that every replay of its log starts from it too; 0-0 changes nothing.
 */
export function prepareStart(
  match: {
    readonly id: string;
    readonly options: unknown;
    readonly timeControl: unknown;
  },
  start: { readonly startScore?: readonly [number, number]; readonly startedAt?: Date } = {},
): PreparedStart {
  const stored = decodeMatchOptions(match.id, match.options);
  const scored = start.startScore && (start.startScore[0] > 0 || start.startScore[1] > 0);
  const options = scored ? { ...stored, startScore: start.startScore } : stored;
  const state = newMatch(options);
  if (!state.ok) throw DomainError.fromRule(state.error);
  const timeControl = decodeTimeControl(match.id, match.timeControl);
  return {
    state: state.value,
    serverSeed: newServerSeed(),
    clock: timeControl ? startClock(timeControl) : null,
    ...(scored ? { options } : {}),
    ...(start.startedAt ? { startedAt: start.startedAt } : {}),
  };
}

/**
 * In the caller's transaction: the CHALLENGED row matching `where` becomes ACTIVE with its first state and
 * the commitment (SHA-256) to its dice seed; with a clock, the opening roll, which is the server's, is
 * scheduled at once. False when no CHALLENGED row matched (nothing changed).
 */
export async function commitStart(
  tx: Prisma.TransactionClient,
  match: { readonly id: string; readonly clubId: string },
  prepared: PreparedStart,
  where: Prisma.MatchWhereInput = {},
): Promise<boolean> {
  const { state, serverSeed, clock, options, startedAt } = prepared;
  const moved = await startMatch(
    tx,
    match.id,
    {
      state,
      serverSeed,
      serverSeedHash: seedCommitment(serverSeed),
      clock,
      ...(options ? { options } : {}),
      ...(startedAt ? { startedAt } : {}),
    },
    where,
  );
  if (moved && clock) {
    await scheduleClockJob(tx, {
      matchId: match.id,
      clubId: match.clubId,
      seq: 0,
      job: 'autoRoll',
      at: new Date(),
    });
  }
  return moved;
}

/** The news that a match started, for its live feed (after the commit). */
export const announceStart = (bus: EventBus, matchId: string) =>
  bus.publish(matchTopic(matchId), { matchId, seq: 0, entry: null, status: 'ACTIVE' });

/**
 * Starts a match that waits to be played (an accepted challenge, or a tournament match begun on the site):
 * the engine's first state, the server's dice seed committed by its SHA-256, status ACTIVE, and the news on
 * the bus. Only a CHALLENGED row matching `where` moves; otherwise CHALLENGE_NOT_PENDING and nothing changes.
 * With a time control, the clocks start full and the opening roll, which is the server's, is scheduled at once.
 * `alsoInTransaction` commits with the start, and only if the match moved.
 */
export async function startChallengedMatch(
  prisma: PrismaService,
  bus: EventBus,
  match: {
    readonly id: string;
    readonly clubId: string;
    readonly options: unknown;
    readonly timeControl: unknown;
  },
  where: Prisma.MatchWhereInput = {},
  /** More work in the start's transaction once the match moved (an accepted challenge's durable event). */
  alsoInTransaction?: (tx: Prisma.TransactionClient) => Promise<unknown>,
): Promise<void> {
  const prepared = prepareStart(match);
  const started = await prisma.$transaction(async (tx) => {
    const moved = await commitStart(tx, match, prepared, where);
    if (moved && alsoInTransaction) await alsoInTransaction(tx);
    return moved;
  });
  if (!started) throw new DomainError('CHALLENGE_NOT_PENDING');
  await announceStart(bus, match.id);
}
