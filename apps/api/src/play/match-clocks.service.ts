import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import {
  type ClockState,
  type Side,
  addReserve,
  clockDeadline,
  clockExpired,
  clockRemaining,
  creditOutage,
  currentGame,
  matchEndedBy,
  pauseClock,
  resumeClock,
} from '@gamao/engine';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import { ClubsService } from '../clubs/clubs.service';
import { requiredReason } from '../core/validation/text-rules';
import { PrismaService } from '../core/database/prisma.service';
import { SqlService } from '../core/database/sql.service';
import { badInput, DomainError, notFound } from '../core/errors/domain-error';
import type { DomainEventOf } from '../core/events/event-map';
import { atDeadline, unlessMovedOn } from '../core/events/deadline';
import { EventsService, type Tx } from '../core/events/events.service';
import { MatchAppender, initialState, rollAction, type Appended } from './match-appender';
import { autoRollDue, clockView, withDeadline } from './match-clock';
import { PresenceStatus } from './match.model';
import { PresenceService } from './presence.service';
import { liveTournamentMatches, loadMatch, type StoredMatch } from './match.store';
import { beatHeartbeat, laterRoundStarted, runningClocks, updateClock } from './match-clock.store';

/** The heartbeat's period; a gap longer than OUTAGE_MS between two beats is a server outage. */
const BEAT_MS = 1_000;
const OUTAGE_MS = Number(process.env.CLOCK_OUTAGE_MS ?? 5_000);
/** Under this much reserve, the running side's match is at risk. */
const LOW_TIME_MS = 60_000;

/**
 * The clocks' server side (docs/domain.md, "Clocks"):
 * - the jobs of the durable queue (`clock.due`): a timeout when the running side's deadline has passed, the
 *   server's automatic rolls; a job whose match has moved on does nothing, and of a timeout and a move at the
 *   same instant, the sequence guard lets exactly one through;
 * - a late action is refused (TIME_EXPIRED) and the timeout recorded instead;
 * - the heartbeat: after a gap (every instance down, or the database), each running clock is given back the
 *   time of the outage before any deadline is judged, so a server outage never costs a player the match;
 * - the directors' tools: pause, resume, added time and the annulment of a timeout, each audited with its
 *   reason in the hash chain of the tournament (or of the club).
 */
@Injectable()
export class MatchClocksService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('clocks');
  private beatTimer: NodeJS.Timeout | null = null;
  /** When this instance last beat (0: not yet: the first fire beats first, so a start-up credits first). */
  private lastBeat = 0;
  private beating: Promise<void> | null = null;
  /** Other clocks given back an outage in the heartbeat's transaction (the chouette tables'). */
  private readonly outageCredits: ((tx: Tx, from: number, to: number) => Promise<void>)[] = [];

  constructor(
    private readonly prisma: PrismaService,
    private readonly sql: SqlService,
    private readonly appender: MatchAppender,
    private readonly events: EventsService,
    private readonly clubs: ClubsService,
    private readonly audit: AuditService,
    private readonly presence: PresenceService,
  ) {}

  /** A start-up first gives the running clocks the time the service was down, before any request. */
  async onApplicationBootstrap(): Promise<void> {
    await this.beat().catch((error: Error) => this.logger.warn(`Heartbeat failed: ${error.message}`));
  }

  onModuleInit(): void {
    this.events.onIdempotent('clock.due', 'clocks.fire', (event) => this.fire(event));
    this.events.on('match.reopened', 'clocks.audit', (event, tx) => this.auditReopened(event, tx));
    this.beatTimer = setInterval(() => void this.beat().catch(() => undefined), BEAT_MS);
    this.beatTimer.unref();
  }

  onModuleDestroy(): void {
    if (this.beatTimer) clearInterval(this.beatTimer);
  }

  // ---- players' actions ----------------------------------------------------------------------------

  /**
   * Refuses an action while the clocks are paused (CLOCK_PAUSED), or once the running side's time is up: then
   * the timeout is recorded (unless a timeout job just did) and the action refused with TIME_EXPIRED.
   */
  async assertInTime(read: StoredMatch): Promise<StoredMatch> {
    if (!read.timeControl || !read.clock) return read;
    // After an outage (the database away, the heartbeat late), the time is given back before it is judged.
    const match = await this.afterOutage(read);
    const { timeControl: tc, clock } = match;
    if (!tc || !clock) return match;
    if (clock.pausedAt !== null) throw new DomainError('CLOCK_PAUSED');
    const now = Date.now();
    if (!clockExpired(tc, clock, now)) return match;
    await this.timeout(match, clock, now).catch(() => undefined);
    throw new DomainError('TIME_EXPIRED');
  }

  /** The match as it is after the heartbeat has credited an outage (reloaded only when one beat was due). */
  private async afterOutage(match: StoredMatch): Promise<StoredMatch> {
    if (!(await this.beatIfLate())) return match;
    return (await loadMatch(this.sql, match.id)) ?? match;
  }

  // ---- the queue's jobs -----------------------------------------------------------------------------

  private async fire(event: DomainEventOf<'clock.due'>): Promise<void> {
    // After an outage, the time is given back before any deadline is judged (and the jobs it schedules).
    await this.beatIfLate();
    const { matchId, seq, job } = event.payload;
    const match = await loadMatch(this.sql, matchId);
    if (!this.stillAt(match, seq)) return;
    if (job === 'autoRoll') {
      const state = match.state ?? initialState(match.options);
      if (!autoRollDue(match.timeControl, state)) return;
      const roll = rollAction(match, state, currentGame(state).turn);
      await this.appender.append(match, roll, null, { settle: false }).catch(unlessMovedOn);
      return;
    }
    const due = await atDeadline(
      match,
      (m) => clockDeadline(m.timeControl, m.clock),
      async () => {
        const fresh = await loadMatch(this.sql, matchId);
        return this.stillAt(fresh, seq) ? fresh : null;
      },
    );
    if (due) await this.timeout(due, due.clock, Date.now()).catch(unlessMovedOn);
  }

  private stillAt(
    match: StoredMatch | null,
    seq: number,
  ): match is StoredMatch & { timeControl: NonNullable<StoredMatch['timeControl']>; clock: ClockState } {
    return (
      match !== null &&
      match.status === 'ACTIVE' &&
      match.lastSeq === seq &&
      !!match.timeControl &&
      !!match.clock
    );
  }

  /** The running side loses on time (the server's action; STALE_SEQUENCE if the match moved first). */
  private async timeout(match: StoredMatch, clock: ClockState, now: number): Promise<Appended> {
    const side = clock.running as Side;
    this.logger.log(`Match ${match.id}: side ${side} lost on time`);
    return this.appender.append(match, { type: 'timeout', side, reserveMs: 0 }, null, { now, settle: false });
  }

  // ---- outages -------------------------------------------------------------------------------------

  /** Another module's clocks to credit after an outage, in the same transaction as the matches'. */
  onOutage(credit: (tx: Tx, from: number, to: number) => Promise<void>): void {
    this.outageCredits.push(credit);
  }

  /**
   * Before another module judges a deadline: beats first when this instance's last beat is older than an
   * outage, so the time of the outage is given back first. True when it beat.
   */
  async beatIfLate(): Promise<boolean> {
    if (Date.now() - this.lastBeat <= OUTAGE_MS) return false;
    await this.beat();
    return true;
  }

  /** One heartbeat (serialised: a fire that finds the last one too old waits for this one). */
  beat(): Promise<void> {
    this.beating ??= this.beatOnce().finally(() => (this.beating = null));
    return this.beating;
  }

  private async beatOnce(): Promise<void> {
    await this.prisma.$transaction(
      async (tx) => {
        const now = Date.now();
        const last = await beatHeartbeat(tx, new Date(now));
        if (last !== null && now - last.getTime() > OUTAGE_MS) await this.credit(tx, last.getTime(), now);
      },
      { timeout: 60_000 },
    );
    this.lastBeat = Date.now();
  }

  /** Every running clock gets the outage [from, to] back, with a new deadline job. */
  private async credit(tx: Tx, from: number, to: number): Promise<void> {
    const matches = await runningClocks(tx);
    for (const m of matches) {
      const plan = withDeadline(m.timeControl, creditOutage(m.clock, from, to));
      await updateClock(tx, { ...m, before: m.clock, clock: plan.clock, deadlineAt: plan.deadlineAt });
    }
    if (matches.length) {
      this.logger.warn(`Server outage of ${to - from} ms: given back to ${matches.length} running clocks`);
    }
    for (const credit of this.outageCredits) await credit(tx, from, to);
  }

  // ---- directors -----------------------------------------------------------------------------------

  async pause(viewerId: string, matchId: string, reason: string): Promise<StoredMatch> {
    return this.directorChange(viewerId, matchId, reason, 'clock.paused', (clock, now) => {
      if (clock.pausedAt !== null) throw new DomainError('CLOCK_PAUSED');
      return pauseClock(clock, now);
    });
  }

  async resume(viewerId: string, matchId: string, reason: string): Promise<StoredMatch> {
    return this.directorChange(viewerId, matchId, reason, 'clock.resumed', (clock, now) => {
      if (clock.pausedAt === null) throw new DomainError('CLOCK_NOT_PAUSED');
      return resumeClock(clock, now);
    });
  }

  async addTime(viewerId: string, matchId: string, side: number, seconds: number, reason: string) {
    if (side !== 0 && side !== 1) throw badInput('The side is 0 or 1', 'side');
    if (!Number.isInteger(seconds) || seconds < 1 || seconds > 3600)
      throw badInput('Add 1 to 3600 seconds', 'seconds');
    return this.directorChange(
      viewerId,
      matchId,
      reason,
      'clock.timeAdded',
      (clock) => {
        const added = addReserve(clock, side, seconds * 1000);
        if (!added.ok) throw DomainError.fromRule(added.error);
        return added.value;
      },
      { side, seconds },
    );
  }

  /**
   * A director annuls the timeout (or forfeit) that finished a match: the engine restores the score and the
   * game from the log, the match is ACTIVE again with `addSeconds` more for the side that had lost, and its
   * result leaves the bracket and the ratings (match.reopened). Too late once a later round of its tournament
   * has begun (ANNUL_TOO_LATE).
   */
  async annul(viewerId: string, matchId: string, reason: string, addSeconds: number | null) {
    const why = requiredReason(reason);
    const match = await this.load(matchId);
    await this.clubs.requireRole(match.clubId, viewerId, 'DIRECTOR');
    const ended = match.state ? matchEndedBy(match.state) : null;
    if (match.status !== 'FINISHED' || !ended) throw new DomainError('NOTHING_TO_ANNUL');
    const extra = addSeconds ?? 60;
    if (!Number.isInteger(extra) || extra < 0 || extra > 3600)
      throw badInput('Add 0 to 3600 seconds', 'addSeconds');
    if (match.tournamentId && match.tournamentRound !== null) {
      if (await laterRoundStarted(this.sql, match.tournamentId, match.tournamentRound))
        throw new DomainError('ANNUL_TOO_LATE');
    }
    return this.appender.append(match, { type: 'annulTimeout', side: ended.side }, viewerId, {
      reopen: {
        matchId,
        clubId: match.clubId,
        tournamentId: match.tournamentId,
        actorId: viewerId,
        reason: why,
      },
      adjustClock: (clock) => {
        if (extra === 0) return clock;
        const added = addReserve(clock, ended.side, extra * 1000);
        return added.ok ? added.value : clock;
      },
    });
  }

  /**
   * A tournament's live matches that need its director: a player away or gone (no socket on the match), or
   * the running side under a minute of reserve.
   */
  async atRisk(viewerId: string, tournamentId: string) {
    const { clubId, matches } = await liveTournamentMatches(this.sql, tournamentId);
    if (!clubId) throw notFound('Tournament');
    await this.clubs.requireRole(clubId, viewerId, 'DIRECTOR');
    const now = Date.now();
    const risks: {
      match: StoredMatch;
      side: number;
      reason: string;
      reserveMs: number | null;
      lastSeenAt: Date | null;
    }[] = [];
    for (const match of matches) {
      const left =
        match.timeControl && match.clock ? clockRemaining(match.timeControl, match.clock, now) : null;
      for (const p of await this.presence.presence(match, now)) {
        const reserveMs = left ? Math.round(left.sides[p.side as Side].reserveMs) : null;
        const reason =
          p.status !== PresenceStatus.CONNECTED
            ? p.status
            : left && left.running === p.side && (reserveMs ?? Infinity) < LOW_TIME_MS
              ? 'LOW_TIME'
              : null;
        if (reason) risks.push({ match, side: p.side, reason, reserveMs, lastSeenAt: p.lastSeenAt });
      }
    }
    return risks;
  }

  private async auditReopened({ payload }: DomainEventOf<'match.reopened'>, tx: Tx): Promise<void> {
    const [scope, scopeId] = payload.tournamentId
      ? [AuditScopeType.TOURNAMENT, payload.tournamentId]
      : [AuditScopeType.CLUB, payload.clubId];
    await this.audit.append(tx, scope, scopeId, {
      actorId: payload.actorId,
      action: 'match.timeoutAnnulled',
      subject: `match:${payload.matchId}`,
      before: null,
      after: { status: 'ACTIVE' },
      reason: payload.reason,
    });
  }

  /** A director's change of a running match's clocks, audited with its reason in the same transaction. */
  private async directorChange(
    viewerId: string,
    matchId: string,
    reason: string,
    action: string,
    change: (clock: ClockState, now: number) => ClockState,
    detail: Record<string, unknown> = {},
  ): Promise<StoredMatch> {
    const why = requiredReason(reason);
    const match = await this.load(matchId);
    await this.clubs.requireRole(match.clubId, viewerId, 'DIRECTOR');
    if (!match.timeControl) throw new DomainError('NO_CLOCK');
    if (match.status !== 'ACTIVE' || !match.clock) throw new DomainError('MATCH_NOT_ACTIVE');
    const now = Date.now();
    const { timeControl: tc, clock: before } = match;
    if (clockExpired(tc, before, now)) throw new DomainError('TIME_EXPIRED');
    const plan = withDeadline(tc, change(before, now));
    const [scope, scopeId] = match.tournamentId
      ? [AuditScopeType.TOURNAMENT, match.tournamentId]
      : [AuditScopeType.CLUB, match.clubId];
    await this.prisma.$transaction(async (tx) => {
      const changed = await updateClock(tx, {
        matchId,
        clubId: match.clubId,
        seq: match.lastSeq,
        before,
        clock: plan.clock,
        deadlineAt: plan.deadlineAt,
      });
      if (!changed) throw new DomainError('STALE_SEQUENCE', 'The match moved on: try again');
      await this.audit.append(tx, scope, scopeId, {
        actorId: viewerId,
        action,
        subject: `match:${matchId}`,
        before: clockView(tc, before, now),
        after: { ...clockView(tc, plan.clock, now), ...detail },
        reason: why,
      });
    });
    await this.appender.publish({
      matchId,
      seq: match.lastSeq,
      entry: null,
      status: match.status,
      clock: clockView(tc, plan.clock, now),
    });
    return { ...match, clock: plan.clock, deadlineAt: plan.deadlineAt };
  }

  private async load(matchId: string): Promise<StoredMatch> {
    const match = await loadMatch(this.sql, matchId);
    if (!match) throw notFound('Match');
    return match;
  }
}
