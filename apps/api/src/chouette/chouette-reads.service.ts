/**
 * The chouette's reads: a table as its viewer sees it, a club's and a member's tables, the log, the dice
 * check after the session, and the live feed. The other modules read sessions here too (a store is its
 * module's own). Players and the members of the table's club may watch.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { ChouetteState } from '@gamao/chouette';
import type { Dice } from '@gamao/engine';
import { PrismaService } from '../core/database/prisma.service';
import { DomainError, notFound } from '../core/errors/domain-error';
import { EVENT_BUS, EventBus } from '../core/event-bus';
import { resumableFeed } from '../core/live-log';
import type { DiceVerification } from '../core/graphql/dice-verification.model';
import { verifyRolls } from '../play/dice-seeds';
import { ClubsService } from '../clubs/clubs.service';
import type { User } from '../users/user.model';
import type { Chouette, ChouetteEvent, ChouetteLogEntry } from './chouette.model';
import {
  absencesView,
  buildChouetteView,
  clocksView,
  logEntry,
  replayLog,
  waitingView,
} from './chouette-view';
import {
  chouetteHistory,
  loadSession,
  openSessionsOfMyClubs,
  sessionsOf,
  sessionsOfClub,
  type StoredChouetteAction,
  type StoredSession,
  viewContext,
} from './chouette.store';

export type ChouetteWithState = Omit<Chouette, 'log'> & { readonly state: ChouetteState };

export const chouetteTopic = (id: string) => `chouette:${id}`;

@Injectable()
export class ChouetteReadsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  // ---- reads for other modules ----------------------------------------------------------------------

  /** A stored session, or null. */
  stored(sessionId: string) {
    return loadSession(this.prisma, sessionId);
  }

  /** A session's options and its whole action log (the replay of its board games reads it). */
  historyOf(sessionId: string) {
    return chouetteHistory(this.prisma, sessionId);
  }

  // ---- reading ------------------------------------------------------------------------------------

  async chouette(viewerId: string, id: string): Promise<ChouetteWithState> {
    const row = await this.load(id);
    await this.assertCanWatch(row, viewerId);
    return this.view(row, viewerId);
  }

  /**
   * After the session: the revealed seed matches the commitment published at the start, and every roll the
   * server made (order rolls and game rolls) is the one the seed and its log number give.
   */
  async verifyDice(viewerId: string, id: string): Promise<DiceVerification> {
    const row = await this.load(id);
    await this.assertCanWatch(row, viewerId);
    if (!row.serverSeed || !row.serverSeedHash) throw new DomainError('NO_DICE_SEED');
    if (row.status !== 'CLOSED') throw new DomainError('SESSION_NOT_CLOSED');
    const { rows } = await this.history(id);
    const rolls = rows.flatMap(({ seq, action }) =>
      action.type === 'roll' || action.type === 'rollForOrder' || (action.type === 'timeout' && action.dice)
        ? [{ seq, rollNumber: seq, dice: action.dice as Dice }]
        : [],
    );
    return verifyRolls(row.serverSeed, row.serverSeedHash, [null, null], rolls);
  }

  async ofClub(viewerId: string, clubId: string, openOnly: boolean): Promise<ChouetteWithState[]> {
    await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
    return this.views(await sessionsOfClub(this.prisma, clubId, openOnly), viewerId);
  }

  async openOfMyClubs(viewerId: string): Promise<ChouetteWithState[]> {
    return this.views(await openSessionsOfMyClubs(this.prisma, viewerId), viewerId);
  }

  async mine(viewerId: string, openOnly: boolean): Promise<ChouetteWithState[]> {
    return this.views(await sessionsOf(this.prisma, viewerId, openOnly), viewerId);
  }

  /** The log, in order, rebuilt by replaying it (each entry knows its game). */
  async log(sessionId: string): Promise<ChouetteLogEntry[]> {
    const { options, rows } = await this.history(sessionId);
    const entries: ChouetteLogEntry[] = [];
    replayLog(options, rows, (r, before) => entries.push(logEntry(r, before)));
    return entries;
  }

  private async history(sessionId: string): Promise<{ options: object; rows: StoredChouetteAction[] }> {
    const history = await chouetteHistory(this.prisma, sessionId);
    if (!history) throw notFound('Chouette');
    return history;
  }

  // ---- live ---------------------------------------------------------------------------------------

  /** Live events of a session after `afterSeq` (core/live-log.ts), as for matches. */
  async subscribe(
    viewerId: string,
    sessionId: string,
    afterSeq: number | undefined,
  ): Promise<AsyncIterableIterator<ChouetteEvent>> {
    const row = await this.load(sessionId);
    await this.assertCanWatch(row, viewerId);
    return resumableFeed({
      bus: this.bus,
      topic: chouetteTopic(sessionId),
      after: afterSeq ?? row.lastSeq,
      readBetween: (after, before) => this.eventsBetween(sessionId, after, before),
      revive: reviveEvent,
    });
  }

  /**
   * Tells every open page of the table that it changed beside its log (who is away): a notice at the log's
   * last seq, without an entry, so the feed passes it through (core/live-log.ts) and no sequence number moves.
   * It carries what the table now waits for, the clocks and the absences: the page applies them at once.
   */
  async announce(row: StoredSession): Promise<void> {
    const event: ChouetteEvent = {
      chouetteId: row.id,
      seq: row.lastSeq,
      entry: null,
      phase: row.state.phase,
      status: row.status,
      waitingFor: waitingView(row.state),
      clocks: clocksView(row.timeControl, row.clocks),
      absences: absencesView(row.absences),
    };
    await this.bus.publish(chouetteTopic(row.id), event);
  }

  private async eventsBetween(sessionId: string, after: number, before: number): Promise<ChouetteEvent[]> {
    const { options, rows } = await this.history(sessionId);
    if (!rows.length || rows[rows.length - 1].seq <= after) return [];
    // Past clocks and absences are not kept: a resumed feed carries them as they are now.
    const row = await this.load(sessionId);
    const clocks = clocksView(row.timeControl, row.clocks);
    const absences = absencesView(row.absences);
    const events: ChouetteEvent[] = [];
    replayLog(options, rows, (r, prev, next) => {
      if (r.seq <= after || r.seq >= before) return;
      events.push({
        chouetteId: sessionId,
        seq: r.seq,
        entry: logEntry(r, prev),
        phase: next.phase,
        status: next.phase === 'closed' ? 'CLOSED' : 'OPEN',
        waitingFor: waitingView(next),
        clocks,
        absences,
      });
    });
    return events;
  }

  // ---- for the module's other services --------------------------------------------------------------

  /** A stored session, or NOT_FOUND. */
  async load(id: string): Promise<StoredSession> {
    const row = await loadSession(this.prisma, id);
    if (!row) throw notFound('Chouette');
    return row;
  }

  /** Players of the session, and members of its club as spectators. */
  private async assertCanWatch(row: StoredSession, viewerId: string): Promise<void> {
    if (row.organiserId === viewerId || row.state.players.includes(viewerId)) return;
    await this.clubs.requireRole(row.clubId, viewerId, 'MEMBER');
  }

  /** The table as `viewerId` sees it, with the rights they have there. */
  async view(row: StoredSession, viewerId: string): Promise<ChouetteWithState> {
    return (await this.views([row], viewerId))[0];
  }

  private async views(rows: StoredSession[], viewerId: string): Promise<ChouetteWithState[]> {
    const ids = new Set<string>();
    for (const row of rows) {
      ids.add(row.organiserId);
      for (const p of row.state.players) ids.add(p);
      for (const c of row.state.corrections) ids.add(c.by);
      for (const e of row.state.sheet?.edits ?? []) ids.add(e.by);
    }
    const clubIds = [...new Set(rows.map((r) => r.clubId))];
    const { users, roles } = await viewContext(this.prisma, [...ids], viewerId, clubIds);
    const byId = new Map<string, User>(users.map((u) => [u.id, u]));
    return rows.map((row) => {
      const state = row.state;
      const organiser = row.organiserId === viewerId;
      const role = roles.get(row.clubId);
      const rights = {
        records: organiser && row.mode === 'SCOREKEEPER',
        corrects: organiser || role === 'DIRECTOR' || role === 'OWNER',
      };
      return { ...buildChouetteView(row, state, byId, viewerId, rights), state };
    });
  }
}

function reviveEvent(payload: unknown): ChouetteEvent {
  const event = payload as ChouetteEvent;
  return {
    ...event,
    entry: event.entry ? { ...event.entry, at: new Date(event.entry.at) } : null,
    absences: event.absences ?? [],
    clocks: (event.clocks ?? []).map((c) => ({
      ...c,
      serverNow: new Date(c.serverNow),
      deadline: c.deadline === null ? null : new Date(c.deadline),
    })),
  };
}
