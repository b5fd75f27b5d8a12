/**
 * The game at a chouette table: each action authorised, applied by the library and appended to the log in
 * one transaction with its durable events (scores to the audit chain, whom the table waits for, the clock's
 * next deadline), then published; and the clocks' side: timeouts, the server's opening rolls, outages.
 */
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import {
  type ChouetteAction,
  type ChouetteState,
  type PlayerId,
  advanceChouetteClocks,
  applyChouetteAction,
  applySheetEdit,
  chouetteLedger,
  creditChouetteOutage,
  expiredPlayers,
  followCaptainActions,
  houseRulesOf,
  newChouetteClocks,
  nextChouetteDeadline,
  waitingFor,
} from '@gamao/chouette';
import type { TimeControl } from '@gamao/engine';
import { Prisma } from '../generated/prisma/client';
import type { ChouetteStatus } from '../generated/prisma/enums';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import { ClubsService } from '../clubs/clubs.service';
import { PrismaService } from '../core/database/prisma.service';
import { DomainError, forbidden } from '../core/errors/domain-error';
import { EVENT_BUS, EventBus } from '../core/event-bus';
import { checkExpectedSeq, staleSequence } from '../core/live-log';
import type { DomainEventOf } from '../core/events/event-map';
import { atDeadline, unlessMovedOn } from '../core/events/deadline';
import { EventsService, type Tx } from '../core/events/events.service';
import { MatchClocksService } from '../play/match-clocks.service';
import type { ChouetteEvent } from './chouette.model';
import { serverDice } from './chouette-dice';
import { type ChouetteIntent, intentToAction } from './chouette-intent';
import { ChouetteReadsService, type ChouetteWithState, chouetteTopic } from './chouette-reads.service';
import { chouetteRefusal } from './chouette-refusals';
import { absencesView, clocksView, logEntry, waitingView } from './chouette-view';
import { waitingChange } from './chouette-waiting';
import {
  appendChouetteAction,
  loadSession,
  type StoredSession,
  tablesWithClocks,
  updateTableClocks,
} from './chouette.store';

@Injectable()
export class ChouetteGameService implements OnModuleInit {
  private readonly logger = new Logger('chouette-clocks');

  constructor(
    private readonly prisma: PrismaService,
    private readonly reads: ChouetteReadsService,
    private readonly clubs: ClubsService,
    private readonly audit: AuditService,
    private readonly events: EventsService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly heartbeat: MatchClocksService,
  ) {}

  onModuleInit(): void {
    this.events.onIdempotent('chouetteClock.due', 'chouetteClocks.fire', (event) => this.fire(event));
    this.heartbeat.onOutage((tx, from, to) => this.creditOutage(tx, from, to));
  }

  // ---- actions ------------------------------------------------------------------------------------

  /**
   * One action: authorised, applied by the library, appended to the log in one transaction, published.
   * `expectedSeq` is the last sequence number the client saw: a stale or repeated submission is refused with
   * STALE_SEQUENCE and changes nothing; of simultaneous submissions exactly one wins (the conditional update
   * on the session row and the unique (sessionId, seq) key both guard it).
   */
  async act(
    viewerId: string,
    sessionId: string,
    expectedSeq: number,
    intent: ChouetteIntent,
  ): Promise<ChouetteWithState> {
    let row = await this.reads.load(sessionId);
    // After an outage (the heartbeat late), the time is given back before any deadline is judged.
    if (row.timeControl && (await this.heartbeat.beatIfLate())) row = await this.reads.load(sessionId);
    const role = await this.clubs.roleOf(row.clubId, viewerId);
    if (!role) throw forbidden('Members of the club only');
    const state = row.state;
    const isMember = async (userId: string) => !!(await this.clubs.roleOf(row.clubId, userId));
    const action = await intentToAction(row, state, { viewerId, role, isMember }, intent);
    checkExpectedSeq(expectedSeq, row.lastSeq);
    const now = Date.now();
    // A late decision: the player's default decision is recorded instead (unless a job just did).
    if (row.timeControl && row.clocks && 'player' in action) {
      if (expiredPlayers(row.timeControl, row.clocks, now).includes(action.player)) {
        await this.timeout(row, action.player, now).catch(() => undefined);
        throw new DomainError('TIME_EXPIRED');
      }
    }
    const applied = applyChouetteAction(state, action);
    if (!applied.ok) throw chouetteRefusal(applied.error);
    const committed = await this.commit(row, action, viewerId, applied.value, now);
    return this.reads.view(await this.followCaptain(committed.id, committed), viewerId);
  }

  /**
   * An action the table's organiser records for a player (a split's leave and join: the players do not send
   * them), applied and committed like any other; the library refuses what the rules do not allow.
   */
  async applyFor(sessionId: string, action: ChouetteAction, actorId: string): Promise<StoredSession> {
    const row = await this.reads.load(sessionId);
    const applied = applyChouetteAction(row.state, action);
    if (!applied.ok) throw chouetteRefusal(applied.error);
    return this.commit(row, action, actorId, applied.value, Date.now());
  }

  /**
   * House rule absentMember 'followCaptain': an away member's cube follows the captain's. Once the captain has
   * declared in the team's window, or answered the box's double, the same decision is recorded for each away
   * member (the server's actions, one log entry each, as a timeout's). Returns the session as it then stands.
   */
  async followCaptain(sessionId: string, loaded?: StoredSession): Promise<StoredSession> {
    let row = loaded ?? (await this.reads.load(sessionId));
    const house = houseRulesOf(row.state.options);
    const away = Object.keys(row.absences).filter((p) => row.absences[p] === null);
    if (house.absentMember !== 'followCaptain' || !away.length) return row;
    for (let round = 0; round < 4 && row.state.game; round++) {
      const follow = followCaptainActions(row.state.game, away);
      if (!follow.length) break;
      for (const action of follow) {
        const applied = applyChouetteAction(row.state, action);
        if (!applied.ok) return row; // the table moved on meanwhile: nothing to follow now
        row = await this.commit(row, action, null, applied.value, Date.now()).catch(() => row);
      }
    }
    return row;
  }

  /**
   * Appends `action` (leading to `next`) after `row.lastSeq`, with the clocks moved on and the next deadline's
   * durable job in the same transaction; publishes it. STALE_SEQUENCE when the log moved on first.
   */
  private async commit(
    row: StoredSession,
    action: ChouetteAction,
    actorId: string | null,
    next: ChouetteState,
    now: number,
    restart: readonly PlayerId[] = [],
  ): Promise<StoredSession> {
    const sessionId = row.id;
    const expectedSeq = row.lastSeq;
    const seq = expectedSeq + 1;
    const status: ChouetteStatus = next.phase === 'closed' ? 'CLOSED' : 'OPEN';
    const createdAt = new Date(now);
    const tc = row.timeControl;
    const clocks = tc
      ? advanceChouetteClocks(tc, row.clocks ?? newChouetteClocks(), next, now, restart)
      : null;
    const deadline = tc && clocks ? nextChouetteDeadline(tc, clocks) : null;
    const appended = await appendChouetteAction(
      this.prisma,
      { sessionId, expectedSeq, action, actorId, state: next, status, at: createdAt, clocks },
      async (tx) => {
        await this.recordScores(tx, row.clubId, sessionId, actorId, row.state, next, action);
        // Whom the table now waits for is told (notifications), durably, with the action.
        const waiting = row.mode === 'BOARD' ? waitingChange(row.state, next) : null;
        if (waiting) {
          await this.events.emit(
            tx,
            'chouette.waiting',
            { sessionId, clubId: row.clubId, seq, ...waiting },
            row.clubId,
          );
        }
        if (deadline) {
          // Strictly after the deadline: a decision at its own millisecond is in time.
          const at = new Date(deadline.at + 1);
          await this.events.emit(tx, 'chouetteClock.due', { sessionId, seq }, row.clubId, at);
        }
        // With a clock, a game's opening roll is the server's, at once, as in a match: a table cannot stall there.
        if (tc && opensGame(next)) {
          await this.events.emit(
            tx,
            'chouetteClock.due',
            { sessionId, seq, job: 'openingRoll' },
            row.clubId,
            createdAt,
          );
        }
      },
    );
    if (!appended) throw staleSequence(expectedSeq);
    const entry = logEntry({ seq, action, actorId, createdAt }, row.state);
    await this.publish({
      chouetteId: sessionId,
      seq,
      entry,
      phase: next.phase,
      status,
      waitingFor: waitingView(next),
      clocks: clocksView(tc, clocks, now),
      absences: absencesView(row.absences),
    });
    return {
      ...row,
      lastSeq: seq,
      state: next,
      status,
      clocks,
      closedAt: status === 'CLOSED' ? (row.closedAt ?? createdAt) : null,
    };
  }

  /**
   * Finished games, corrections and the scorekeeper's sheet edits go to the chouette's hash-chained audit log
   * too (the same chain as tournament scores), and each finished game writes its durable `chouette.gameEnded`
   * event, all inside the append's transaction.
   */
  private async recordScores(
    tx: Prisma.TransactionClient,
    clubId: string,
    sessionId: string,
    actorId: string | null,
    before: ChouetteState,
    after: ChouetteState,
    action: ChouetteAction,
  ): Promise<void> {
    for (const game of after.games.slice(before.games.length)) {
      await this.events.emit(tx, 'chouette.gameEnded', { sessionId, clubId, game: game.index }, clubId);
      await this.audit.append(tx, AuditScopeType.CHOUETTE, sessionId, {
        actorId,
        action: 'chouette.game',
        subject: `game ${game.index + 1}`,
        after: {
          winner: game.winner,
          reason: game.reason,
          points: game.points,
          cubes: game.members.map((m) => ({
            player: m.player,
            cube: m.cube,
            reason: m.reason,
            points: m.points,
          })),
        },
      });
    }
    // The end, and each correction after it (a sheet edit's too): the settlement that now stands goes to the
    // club's book.
    const corrected = after.corrections.length > before.corrections.length;
    if (after.phase === 'closed' && (before.phase !== 'closed' || corrected)) {
      await this.events.emit(tx, 'chouette.settled', { sessionId, clubId }, clubId);
    }
    if (action.type === 'correction') {
      await this.audit.append(tx, AuditScopeType.CHOUETTE, sessionId, {
        actorId,
        action: 'chouette.correction',
        subject: `game ${action.game + 1}`,
        before: chouetteLedger(before).totals,
        after: { delta: action.delta, totals: chouetteLedger(after).totals },
        reason: action.reason,
      });
    }
    if (action.type === 'sheetEdit') {
      // The edit's kind, the game, what was and what is; the points it moved and the totals after them.
      const edited = applySheetEdit(before, action);
      if (!edited.ok) throw chouetteRefusal(edited.error);
      const { kind, game, delta } = edited.value;
      await this.audit.append(tx, AuditScopeType.CHOUETTE, sessionId, {
        actorId,
        action: 'chouette.sheetEdit',
        subject: game === null ? kind : `${kind} game ${game + 1}`,
        before: { edit: action.edit, was: edited.value.before, totals: chouetteLedger(before).totals },
        after: { now: edited.value.after, delta, totals: chouetteLedger(after).totals },
        reason: action.reason,
      });
    }
  }

  private async publish(event: ChouetteEvent): Promise<void> {
    await this.bus.publish(chouetteTopic(event.chouetteId), event);
  }

  // ---- clocks -------------------------------------------------------------------------------------

  /**
   * The player's time ran out: the library's `timeout` action, their default decision (a roll made with the
   * server's dice, a drop, no double, an accepted resignation, or their side losing a single at each cube).
   * If the table still waits for them (a roll made for them: now they play), they start a fresh delay.
   */
  private async timeout(row: StoredSession, player: PlayerId, now: number): Promise<StoredSession> {
    const rolls = waitingFor(row.state).some(
      (w) => w.player === player && w.decision === 'roll' && !w.optional,
    );
    const action: ChouetteAction = rolls
      ? { type: 'timeout', player, dice: serverDice(row, row.lastSeq + 1) }
      : { type: 'timeout', player };
    const applied = applyChouetteAction(row.state, action);
    if (!applied.ok) throw chouetteRefusal(applied.error);
    this.logger.log(`Chouette ${row.id}: ${player} ran out of time`);
    return this.commit(row, action, null, applied.value, now, [player]);
  }

  /**
   * The heartbeat found a server outage [from, to]: every running clock of an open table gets it back (the
   * engine's creditOutage per player), with a new deadline job; the old job finds its deadline moved and
   * does nothing.
   */
  private async creditOutage(tx: Tx, from: number, to: number): Promise<void> {
    for (const table of await tablesWithClocks(tx)) {
      const clocks = creditChouetteOutage(table.clocks, from, to);
      const deadline = nextChouetteDeadline(table.timeControl, clocks);
      if (!(await updateTableClocks(tx, { sessionId: table.sessionId, seq: table.seq, clocks }))) continue;
      if (deadline) {
        const at = new Date(deadline.at + 1);
        await this.events.emit(
          tx,
          'chouetteClock.due',
          { sessionId: table.sessionId, seq: table.seq },
          table.clubId,
          at,
        );
      }
    }
  }

  /** The durable job of a deadline: a timeout if the table is still at `seq` and that time is up. */
  private async fire(event: DomainEventOf<'chouetteClock.due'>): Promise<void> {
    const { sessionId, seq } = event.payload;
    // After an outage, the time is given back before any deadline is judged (with jobs of its own).
    await this.heartbeat.beatIfLate();
    const stillAt = (row: StoredSession | null): row is StoredSession & { timeControl: TimeControl } =>
      row !== null && row.status === 'OPEN' && row.lastSeq === seq && !!row.timeControl && !!row.clocks;
    const row = await loadSession(this.prisma, sessionId);
    if (!stillAt(row)) return;
    if (event.payload.job === 'openingRoll') {
      const box = row.state.game?.box;
      if (!opensGame(row.state) || !box) return;
      const roll: ChouetteAction = { type: 'roll', player: box, dice: serverDice(row, row.lastSeq + 1) };
      const applied = applyChouetteAction(row.state, roll);
      if (!applied.ok) throw chouetteRefusal(applied.error);
      await this.commit(row, roll, null, applied.value, Date.now()).catch(unlessMovedOn);
      return;
    }
    const deadlineOf = (table: StoredSession & { timeControl: TimeControl }) =>
      nextChouetteDeadline(table.timeControl, table.clocks ?? newChouetteClocks());
    const due = await atDeadline(
      row,
      (table) => deadlineOf(table)?.at ?? null,
      async () => {
        const fresh = await loadSession(this.prisma, sessionId);
        return stillAt(fresh) ? fresh : null;
      },
    );
    const player = due ? deadlineOf(due)?.player : undefined;
    if (due && player) await this.timeout(due, player, Date.now()).catch(unlessMovedOn);
  }
}

/** The table waits for a game's opening roll (board mode). */
function opensGame(state: ChouetteState): boolean {
  return waitingFor(state).some((w) => w.decision === 'openingRoll');
}
