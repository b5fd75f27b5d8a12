import { randomInt } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import {
  type ChouetteAction,
  type ChouetteError,
  type ChouetteState,
  type PlayerId,
  BOX_SIDE,
  advanceChouetteClocks,
  applyChouetteAction,
  chouetteLedger,
  checkChouetteOptions,
  creditChouetteOutage,
  expiredPlayers,
  newChouette,
  newChouetteClocks,
  nextChouetteDeadline,
  waitingFor,
} from '@gamao/chouette';
import type { CheckerMove, Dice, Die, GameKind, TimeControl, WinKind } from '@gamao/engine';
import { Prisma } from '../generated/prisma/client';
import type { ChouetteStatus } from '../generated/prisma/enums';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import { ClubsService } from '../clubs/clubs.service';
import { PrismaService } from '../core/database/prisma.service';
import { badInput, DomainError, forbidden, notFound } from '../core/errors/domain-error';
import type { ErrorCode } from '../core/errors/messages';
import { EVENT_BUS, EventBus } from '../core/event-bus';
import { checkExpectedSeq, resumableFeed, staleSequence } from '../core/live-log';
import type { DomainEventOf } from '../core/events/event-map';
import { atDeadline, unlessMovedOn } from '../core/events/deadline';
import { EventsService, type Tx } from '../core/events/events.service';
import { timeControlOf } from '../play/match-clock';
import { MatchClocksService } from '../play/match-clocks.service';
import { deriveDice, newServerSeed, seedCommitment, verifyRolls } from '../play/dice-seeds';
import type { DiceVerification } from '../core/graphql/dice-verification.model';
import { givenFields } from '../core/graphql/given-fields';
import type { User } from '../users/user.model';
import {
  type Chouette,
  type ChouetteEvent,
  type ChouetteLogEntry,
  ChouetteMode,
  type ChouetteOptionsInput,
  type OpenChouetteInput,
} from './chouette.model';
import { waitingChange } from './chouette-waiting';
import { buildChouetteView, clocksView, logEntry, replayLog, waitingView } from './chouette-view';
import {
  appendChouetteAction,
  chouetteHistory,
  createSession,
  loadSession,
  openSessionsOfMyClubs,
  sessionIdByCode,
  sessionsOf,
  sessionsOfClub,
  type StoredChouetteAction,
  type StoredSession,
  tablesWithClocks,
  updateTableClocks,
  viewContext,
} from './chouette.store';

/**
 * What a caller asks for; the server turns it into the library's action: it names the player (the caller,
 * or in scorekeeper mode the player the organiser records for) and draws the dice.
 */
export type ChouetteIntent = { readonly player?: string | null } & (
  | { type: 'join' | 'leave' | 'roll' | 'double' | 'noDouble' | 'boxDouble' | 'endSession' }
  | { type: 'rollForOrder'; dice?: number[] | null }
  | { type: 'callPartner'; partner: string | null }
  | { type: 'startGame'; initialCube?: number | null }
  | { type: 'play' | 'suggest'; moves: CheckerMove[] }
  | { type: 'confirmSuggestion'; from: string }
  | { type: 'boxAnswer'; member: string; answer: 'take' | 'drop' | 'beaver' }
  | { type: 'beaverAnswer'; member: string; answer: 'take' | 'refuse' | 'raccoon' }
  | { type: 'memberAnswer'; answer: 'take' | 'drop' | 'beaver' }
  | { type: 'resign'; kind: WinKind }
  | { type: 'answerResignation'; accept: boolean }
  | { type: 'endGame'; winner: 'box' | 'team'; kind?: GameKind | null; base?: number | null }
  | { type: 'correction'; game: number; delta: Record<string, number>; reason: string }
);

export type ChouetteWithState = Omit<Chouette, 'log'> & { readonly state: ChouetteState };

export const chouetteTopic = (id: string) => `chouette:${id}`;

/** No 0/O or 1/I/L: codes are read aloud and typed from a screen (as club invitation codes). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
const newJoinCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * The server's dice for the action that will be number `seq` in the log. On the board they derive from the
 * session's committed seed and that number (dice-seeds.ts: no modulo bias), so anyone can check them once the
 * seed is revealed; a scorekeeper session has no seed (its dice are on the physical table).
 */
function serverDice(row: StoredSession, seq: number): Dice {
  if (row.serverSeed) return deriveDice(row.serverSeed, [null, null], seq);
  return [randomInt(1, 7) as Die, randomInt(1, 7) as Die];
}

/** Library codes whose API name differs (the API's NOT_A_MEMBER means "not a member of the club"). */
const RENAMED: Partial<Record<string, ErrorCode>> = { NOT_A_MEMBER: 'NOT_IN_TEAM' };
const libError = (e: ChouetteError) =>
  new DomainError((RENAMED[e.code] ?? e.code) as ErrorCode, e.message, { detail: e.message });

const seeds = () => {
  const serverSeed = newServerSeed();
  return { serverSeed, serverSeedHash: seedCommitment(serverSeed) };
};

/** Actions the organiser of a scorekeeper session records for the players (players may still join/leave). */
const SELF_SERVICE = new Set(['join', 'leave']);

@Injectable()
export class ChouetteService implements OnModuleInit {
  private readonly logger = new Logger('chouette-clocks');

  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
    private readonly audit: AuditService,
    private readonly events: EventsService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly heartbeat: MatchClocksService,
  ) {}

  // ---- reads for other modules (a store is its module's own) ----------------------------------------

  /** A stored session, or null. */
  stored(sessionId: string) {
    return loadSession(this.prisma, sessionId);
  }

  /** A session's options and its whole action log (the replay of its board games reads it). */
  historyOf(sessionId: string) {
    return chouetteHistory(this.prisma, sessionId);
  }

  onModuleInit(): void {
    this.events.onIdempotent('chouetteClock.due', 'chouetteClocks.fire', (event) => this.fire(event));
    this.heartbeat.onOutage((tx, from, to) => this.creditOutage(tx, from, to));
  }

  // ---- opening and joining ------------------------------------------------------------------------

  async open(viewerId: string, input: OpenChouetteInput): Promise<ChouetteWithState> {
    await this.clubs.requireRole(input.clubId, viewerId, 'MEMBER');
    const given: Partial<ChouetteOptionsInput> = input.options ?? {};
    const partial = givenFields({
      ...given,
      mode: given.mode === ChouetteMode.SCOREKEEPER ? ('scorekeeper' as const) : ('board' as const),
    });
    const checked = checkChouetteOptions(partial);
    if (!checked.ok) throw libError(checked.error);
    let timeControl: TimeControl | null = null;
    if (input.timeControl) {
      if (checked.value.mode !== 'board') {
        throw new DomainError('INVALID_TIME_CONTROL', 'A clock is for a table played on the board', {
          field: 'timeControl',
        });
      }
      // Money play: a fixed reserve (per game here), or a preset's money total.
      timeControl = timeControlOf(input.timeControl, 0);
    }
    const state = newChouette(checked.value);
    if (!state.ok) throw libError(state.error);
    // A new code when the drawn one is taken (rare: 31^6 codes).
    for (let attempt = 0; ; attempt++) {
      const row = await createSession(this.prisma, {
        clubId: input.clubId,
        organiserId: viewerId,
        mode: checked.value.mode === 'scorekeeper' ? 'SCOREKEEPER' : 'BOARD',
        options: checked.value,
        stake: checked.value.stake,
        code: newJoinCode(),
        state: state.value,
        ...(checked.value.mode === 'board' ? seeds() : {}),
        ...(timeControl ? { timeControl, clocks: newChouetteClocks() } : {}),
      });
      if (row) return this.view(row, viewerId);
      if (attempt >= 5) throw new Error('No free chouette code after 6 attempts');
    }
  }

  /** Joins by the table's code; the caller must be a member of its club (else FORBIDDEN). */
  async join(
    viewerId: string,
    code: string,
    expectedSeq: number | null,
    player: string | null,
  ): Promise<ChouetteWithState> {
    const clean = code.trim().toUpperCase();
    if (!/^[A-Z0-9]{4,12}$/.test(clean)) throw new DomainError('INVALID_CHOUETTE_CODE');
    const sessionId = await sessionIdByCode(this.prisma, clean);
    if (!sessionId) throw new DomainError('INVALID_CHOUETTE_CODE');
    // Without expectedSeq (a code typed or scanned), the join applies to the latest state.
    for (let attempt = 0; ; attempt++) {
      const seq = expectedSeq ?? (await this.load(sessionId)).lastSeq;
      try {
        return await this.act(viewerId, sessionId, seq, { type: 'join', player });
      } catch (error) {
        const stale = error instanceof DomainError && error.extensions.code === 'STALE_SEQUENCE';
        if (!stale || expectedSeq !== null || attempt >= 5) throw error;
      }
    }
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
    let row = await this.load(sessionId);
    // After an outage (the heartbeat late), the time is given back before any deadline is judged.
    if (row.timeControl && (await this.heartbeat.beatIfLate())) row = await this.load(sessionId);
    const role = await this.clubs.roleOf(row.clubId, viewerId);
    if (!role) throw forbidden('Members of the club only');
    const state = row.state;
    const action = await this.toAction(row, state, viewerId, role, intent);
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
    if (!applied.ok) throw libError(applied.error);
    return this.view(await this.commit(row, action, viewerId, applied.value, now), viewerId);
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
    if (!applied.ok) throw libError(applied.error);
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
      if (!applied.ok) throw libError(applied.error);
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

  /**
   * Finished games and corrections go to the chouette's hash-chained audit log too (the same chain as
   * tournament scores), and each finished game writes its durable `chouette.gameEnded` event, all inside the
   * append's transaction.
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
  }

  /** Maps the caller to the library's player and checks who may send what (see the header of actions.ts). */
  private async toAction(
    row: StoredSession,
    state: ChouetteState,
    viewerId: string,
    role: string,
    intent: ChouetteIntent,
  ): Promise<ChouetteAction> {
    const organiser = row.organiserId === viewerId;
    const director = role === 'DIRECTOR' || role === 'OWNER';
    const scorekeeper = row.mode === 'SCOREKEEPER';
    const asked = intent.player ?? null;
    switch (intent.type) {
      case 'correction':
        if (!organiser && !director)
          throw forbidden('Only the organiser or a club director corrects the ledger');
        return {
          type: 'correction',
          by: viewerId,
          game: intent.game,
          delta: intent.delta,
          reason: intent.reason,
        };
      case 'endSession':
        if (!organiser && !director)
          throw forbidden('Only the organiser or a club director ends the session');
        return { type: 'endSession' };
      case 'endGame':
        if (!organiser) throw forbidden('Only the organiser records results');
        return {
          type: 'endGame',
          winner: intent.winner,
          ...(intent.kind ? { kind: intent.kind } : {}),
          ...(intent.base !== null && intent.base !== undefined ? { base: intent.base } : {}),
        };
      case 'startGame':
        if (scorekeeper ? !organiser : !organiser && !state.present.includes(viewerId))
          throw forbidden(
            scorekeeper ? 'Only the organiser records' : 'Only a player at the table starts a game',
          );
        return intent.initialCube
          ? { type: 'startGame', initialCube: intent.initialCube }
          : { type: 'startGame' };
      default:
        break;
    }
    let player: PlayerId;
    if (scorekeeper && !SELF_SERVICE.has(intent.type)) {
      if (!organiser) throw forbidden('In a scorekeeper session only the organiser records');
      const inferred = this.defaultPlayer(state, intent);
      if (!asked && !inferred) throw badInput('Name the player the action is recorded for', 'player');
      player = asked ?? (inferred as string);
    } else if (asked && asked !== viewerId) {
      if (!scorekeeper || !organiser) throw forbidden('You act only as yourself');
      player = asked;
    } else {
      player = viewerId;
    }
    if (intent.type === 'join' && player !== viewerId && !(await this.clubs.roleOf(row.clubId, player))) {
      throw new DomainError('NOT_A_MEMBER', 'The player is not a member of this club');
    }
    switch (intent.type) {
      case 'join':
      case 'leave':
      case 'double':
      case 'noDouble':
      case 'boxDouble':
        return { type: intent.type, player };
      case 'rollForOrder': {
        if (intent.dice && !scorekeeper) throw badInput('The server rolls the dice', 'dice');
        if (
          intent.dice &&
          (intent.dice.length !== 2 || intent.dice.some((d) => !Number.isInteger(d) || d < 1 || d > 6))
        )
          throw badInput('Two dice from 1 to 6', 'dice');
        const dice: Dice = intent.dice
          ? [intent.dice[0] as Die, intent.dice[1] as Die]
          : serverDice(row, row.lastSeq + 1);
        return { type: 'rollForOrder', player, dice };
      }
      case 'roll':
        return { type: 'roll', player, dice: serverDice(row, row.lastSeq + 1) };
      case 'callPartner':
        return { type: 'callPartner', player, partner: intent.partner };
      case 'play':
      case 'suggest':
        return { type: intent.type, player, moves: intent.moves };
      case 'confirmSuggestion':
        return { type: 'confirmSuggestion', player, from: intent.from };
      case 'boxAnswer':
        return { type: 'boxAnswer', player, member: intent.member, answer: intent.answer };
      case 'beaverAnswer':
        return { type: 'beaverAnswer', player, member: intent.member, answer: intent.answer };
      case 'memberAnswer':
        return { type: 'memberAnswer', player, answer: intent.answer };
      case 'resign':
        return { type: 'resign', player, kind: intent.kind };
      case 'answerResignation':
        return { type: 'answerResignation', player, accept: intent.accept };
      default:
        throw badInput('Unknown action');
    }
  }

  /** Scorekeeper mode: whom an action is for when the organiser does not say (the box for the box's actions). */
  private defaultPlayer(state: ChouetteState, intent: ChouetteIntent): PlayerId | null {
    const box = state.game?.box ?? state.line[0] ?? null;
    switch (intent.type) {
      case 'callPartner':
      case 'boxAnswer':
      case 'boxDouble':
        return box;
      case 'beaverAnswer': {
        const member = state.game?.members.find((m) => m.player === intent.member);
        return member?.cube.offer?.doubler === BOX_SIDE ? box : (member?.player ?? null);
      }
      default:
        return null;
    }
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

  private async eventsBetween(sessionId: string, after: number, before: number): Promise<ChouetteEvent[]> {
    const { options, rows } = await this.history(sessionId);
    if (!rows.length || rows[rows.length - 1].seq <= after) return [];
    // Past clocks are not kept: a resumed feed carries the clocks as they are now.
    const row = await this.load(sessionId);
    const clocks = clocksView(row.timeControl, row.clocks);
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
      });
    });
    return events;
  }

  private async publish(event: ChouetteEvent): Promise<void> {
    await this.bus.publish(chouetteTopic(event.chouetteId), event);
  }

  // ---- helpers ------------------------------------------------------------------------------------

  private async load(id: string): Promise<StoredSession> {
    const row = await loadSession(this.prisma, id);
    if (!row) throw notFound('Chouette');
    return row;
  }

  /** Players of the session, and members of its club as spectators. */
  private async assertCanWatch(row: StoredSession, viewerId: string): Promise<void> {
    if (row.organiserId === viewerId || row.state.players.includes(viewerId)) return;
    await this.clubs.requireRole(row.clubId, viewerId, 'MEMBER');
  }

  private async view(row: StoredSession, viewerId: string): Promise<ChouetteWithState> {
    return (await this.views([row], viewerId))[0];
  }

  private async views(rows: StoredSession[], viewerId: string): Promise<ChouetteWithState[]> {
    const ids = new Set<string>();
    for (const row of rows) {
      ids.add(row.organiserId);
      for (const p of row.state.players) ids.add(p);
      for (const c of row.state.corrections) ids.add(c.by);
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
    entry: { ...event.entry, at: new Date(event.entry.at) },
    clocks: (event.clocks ?? []).map((c) => ({
      ...c,
      serverNow: new Date(c.serverNow),
      deadline: c.deadline === null ? null : new Date(c.deadline),
    })),
  };
}

/** The table waits for a game's opening roll (board mode). */
function opensGame(state: ChouetteState): boolean {
  return waitingFor(state).some((w) => w.decision === 'openingRoll');
}
