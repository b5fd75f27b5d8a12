import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { checkOptions } from '@gamao/engine';
import {
  type FlightName,
  type ResultReport,
  type Seeding,
  type TournamentError,
  bracketCsv,
  bracketPlacings,
  createBracket,
  createRoundRobin,
  createSwiss,
  matchResult,
  pairNextSwissRound,
  placeLabel,
  placingsCsv,
  registrationRefusal,
  roundRobinStandings,
  roundRobinStandingsCsv,
  seedEntrants,
  swissStandings,
  swissStandingsCsv,
  validateMatchLengths,
  withdrawSwissPlayer,
} from '@gamao/tournament';
import { Prisma } from '../generated/prisma/client';
import type { Tournament as TournamentRow } from '../generated/prisma/client';
import { PrismaService } from '../core/database/prisma.service';
import { badInput, DomainError, forbidden, notFound } from '../core/errors/domain-error';
import { EVENT_BUS, EventBus } from '../core/event-bus';
import { EventQueue } from '../core/event-queue';
import { EventsService } from '../core/events/events.service';
import { ClubsService } from '../clubs/clubs.service';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import { RatingsService } from '../ratings/ratings.service';
import { startChallengedMatch } from '../play/match-start';
import type { MatchKind, MatchStatus, ScoringProfileEnum } from '../play/match.model';
import type { User } from '../users/user.model';
import {
  type CreateTournamentInput,
  FlightEnum,
  ReportStatus,
  ResultOutcome,
  SeedingMethod,
  TournamentExport,
  TournamentMatchState,
  TournamentStatus,
  type Tournament,
  type TournamentEntry,
  type TournamentEvent,
  type TournamentMatch,
  type TournamentPlacing,
  type TournamentResultInput,
  type TournamentResultReport,
  type TournamentStanding,
} from './tournament.model';
import {
  type DocMatch,
  type TournamentDoc,
  correctResult,
  docFinished,
  docMatches,
  readySlots,
  recordResult,
} from './tournament-doc';

type Tx = Prisma.TransactionClient;

/** The event bus topic of a tournament's live updates. */
export const tournamentTopic = (id: string) => `tournament:${id}`;

const TX_OPTIONS = { timeout: 120_000, maxWait: 30_000 };

/** Changes announced through their durable event rather than right after the commit. */
const RESULT_CHANGES: ReadonlySet<string> = new Set([
  'result.reported',
  'result.recorded',
  'result.confirmed',
  'result.corrected',
]);

/** The input field a library refusal is about, so that the site can point at it. */
const FIELD_OF: Partial<Record<TournamentError['code'], string>> = { INVALID_MATCH_LENGTH: 'matchLengths' };

export const libError = (error: TournamentError) =>
  new DomainError(error.code, error.message, FIELD_OF[error.code] ? { field: FIELD_OF[error.code] } : {});

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: TournamentError }): T {
  if (!result.ok) throw libError(result.error);
  return result.value;
}

const SOURCE: Record<ResultReport['kind'], string> = {
  played: 'REPORTED',
  walkover: 'WALKOVER',
  retirement: 'RETIRED',
};

/** The GraphQL result input as the library's report. */
export function toReport(input: TournamentResultInput): ResultReport {
  if (input.score && input.score.length !== 2) throw badInput("The score is [winner's, loser's]", 'score');
  const score = input.score ? ([input.score[0], input.score[1]] as const) : undefined;
  switch (input.outcome) {
    case ResultOutcome.PLAYED:
      return score
        ? { kind: 'played', winner: input.playerId, score }
        : { kind: 'played', winner: input.playerId };
    case ResultOutcome.WALKOVER:
      if (score) throw badInput('A walkover has no score', 'score');
      return { kind: 'walkover', absent: input.playerId };
    case ResultOutcome.RETIREMENT:
      return score
        ? { kind: 'retirement', retired: input.playerId, score }
        : { kind: 'retirement', retired: input.playerId };
  }
}

const reportWinner = (report: ResultReport, players: readonly string[]): string => {
  if (report.kind === 'played') return report.winner;
  const named = report.kind === 'walkover' ? report.absent : report.retired;
  return players.find((p) => p !== named) ?? named;
};

interface LiveRow {
  id: string;
  tournamentSlot: string | null;
  status: MatchStatus;
  kind: MatchKind;
  participants: { userId: string; side: number }[];
}

/**
 * Tournaments: the API orchestrates and @gamao/tournament decides. Every change runs in one transaction that
 * first locks the tournament row, so results, corrections and pairings of one tournament never interleave.
 */
@Injectable()
export class TournamentsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
    private readonly audit: AuditService,
    private readonly ratings: RatingsService,
    private readonly events: EventsService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  // ---- set-up ------------------------------------------------------------------------------------

  async create(viewerId: string, input: CreateTournamentInput): Promise<Tournament> {
    await this.clubs.requireRole(input.clubId, viewerId, 'DIRECTOR');
    const name = input.name.trim();
    if (name.length < 2 || name.length > 120) throw badInput('Tournament name: 2 to 120 characters', 'name');
    const lengths = unwrap(validateMatchLengths(input.matchLengths));
    const elimination = input.format === 'SINGLE_ELIMINATION';
    if (!elimination && (input.consolation || input.lastChance)) {
      throw badInput('Consolation and last-chance flights are for single elimination', 'consolation');
    }
    if (
      input.format === 'SWISS' &&
      (!Number.isInteger(input.rounds) || (input.rounds ?? 0) < 1 || (input.rounds ?? 0) > 30)
    ) {
      throw badInput('A Swiss needs 1 to 30 rounds', 'rounds');
    }
    if (input.format !== 'SWISS' && input.rounds != null) throw badInput('Rounds are for a Swiss', 'rounds');
    if (input.groups != null && (input.format !== 'ROUND_ROBIN' || input.groups < 1 || input.groups > 64)) {
      throw badInput('Groups: 1 to 64, round robin only', 'groups');
    }
    if (input.maxPlayers != null && (input.maxPlayers < 2 || input.maxPlayers > 4096)) {
      throw badInput('Maximum players: 2 to 4096', 'maxPlayers');
    }
    if (
      input.registrationOpensAt &&
      input.registrationClosesAt &&
      input.registrationClosesAt <= input.registrationOpensAt
    ) {
      throw badInput('Registration must close after it opens', 'registrationClosesAt');
    }
    engineOptions(input.scoringProfile, lengths[0], input.crawford);
    const row = await this.prisma.$transaction(async (tx) => {
      const created = await tx.tournament.create({
        data: {
          clubId: input.clubId,
          name,
          format: input.format,
          matchLengths: [...lengths],
          crawford: input.crawford,
          scoringProfile: input.scoringProfile,
          consolation: elimination && input.consolation,
          lastChance: elimination && input.lastChance,
          rounds: input.format === 'SWISS' ? (input.rounds ?? null) : null,
          groups: input.format === 'ROUND_ROBIN' ? (input.groups ?? 1) : null,
          registrationOpensAt: input.registrationOpensAt ?? null,
          registrationClosesAt: input.registrationClosesAt ?? null,
          maxPlayers: input.maxPlayers ?? null,
          seedingMethod: input.seedingMethod,
          createdById: viewerId,
        },
      });
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, created.id, {
        actorId: viewerId,
        action: 'tournament.created',
        after: settingsOf(created),
      });
      return created;
    });
    return this.view(row);
  }

  async register(viewerId: string, tournamentId: string): Promise<TournamentEntry> {
    const t = await this.load(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    await this.commit(tournamentId, 'entry.registered', async (tx) => {
      const locked = await this.lock(tx, tournamentId);
      const now = new Date();
      const entrants =
        locked.maxPlayers === null
          ? 0
          : await tx.tournamentEntry.count({ where: { tournamentId, withdrawnAt: null } });
      const refusal = registrationRefusal(
        {
          opensAt: locked.registrationOpensAt,
          closesAt: locked.registrationClosesAt,
          maxPlayers: locked.maxPlayers,
        },
        entrants,
        now,
      );
      if (locked.status !== 'REGISTRATION' || refusal === 'NOT_OPEN' || refusal === 'CLOSED') {
        throw new DomainError('REGISTRATION_CLOSED');
      }
      const existing = await tx.tournamentEntry.findUnique({
        where: { tournamentId_userId: { tournamentId, userId: viewerId } },
      });
      if (existing && !existing.withdrawnAt) throw new DomainError('ALREADY_REGISTERED');
      if (refusal === 'FULL') throw new DomainError('TOURNAMENT_FULL');
      await tx.tournamentEntry.upsert({
        where: { tournamentId_userId: { tournamentId, userId: viewerId } },
        create: { tournamentId, userId: viewerId },
        update: { withdrawnAt: null, checkedInAt: null, registeredAt: now, seed: null },
      });
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, tournamentId, {
        actorId: viewerId,
        action: 'entry.registered',
        subject: `user:${viewerId}`,
      });
    });
    return this.entry(tournamentId, viewerId);
  }

  /** A player withdraws (or a director withdraws him): before the draw, or between Swiss rounds. */
  async withdraw(viewerId: string, tournamentId: string, userId: string | null): Promise<TournamentEntry> {
    const t = await this.load(tournamentId);
    const target = userId ?? viewerId;
    await this.clubs.requireRole(t.clubId, viewerId, target === viewerId ? 'MEMBER' : 'DIRECTOR');
    await this.commit(tournamentId, 'entry.withdrawn', async (tx) => {
      const locked = await this.lock(tx, tournamentId);
      const entry = await tx.tournamentEntry.findUnique({
        where: { tournamentId_userId: { tournamentId, userId: target } },
      });
      if (!entry || entry.withdrawnAt) throw new DomainError('NOT_REGISTERED');
      if (locked.status === 'IN_PROGRESS' && locked.format === 'SWISS') {
        const doc = unwrap(withdrawSwissPlayer(docOf(locked) as never, target));
        await tx.tournament.update({ where: { id: tournamentId }, data: { state: json(doc) } });
      } else if (locked.status !== 'REGISTRATION') {
        throw new DomainError(
          'WRONG_TOURNAMENT_STATUS',
          'Withdrawals close at the draw (a Swiss takes them between rounds)',
        );
      }
      await tx.tournamentEntry.update({
        where: { tournamentId_userId: { tournamentId, userId: target } },
        data: { withdrawnAt: new Date() },
      });
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, tournamentId, {
        actorId: viewerId,
        action: 'entry.withdrawn',
        subject: `user:${target}`,
      });
    });
    return this.entry(tournamentId, target);
  }

  async checkIn(viewerId: string, tournamentId: string, userId: string | null): Promise<TournamentEntry> {
    const t = await this.load(tournamentId);
    const target = userId ?? viewerId;
    await this.clubs.requireRole(t.clubId, viewerId, target === viewerId ? 'MEMBER' : 'DIRECTOR');
    await this.commit(tournamentId, 'entry.checkedIn', async (tx) => {
      const locked = await this.lock(tx, tournamentId);
      if (locked.status !== 'REGISTRATION')
        throw new DomainError('WRONG_TOURNAMENT_STATUS', 'Check-in closes at the draw');
      const entry = await tx.tournamentEntry.findUnique({
        where: { tournamentId_userId: { tournamentId, userId: target } },
      });
      if (!entry || entry.withdrawnAt) throw new DomainError('NOT_REGISTERED');
      if (entry.checkedInAt) return;
      await tx.tournamentEntry.update({
        where: { tournamentId_userId: { tournamentId, userId: target } },
        data: { checkedInAt: new Date() },
      });
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, tournamentId, {
        actorId: viewerId,
        action: 'entry.checkedIn',
        subject: `user:${target}`,
      });
    });
    return this.entry(tournamentId, target);
  }

  /** The seeding method, and for MANUAL the order (players left out come after, by registration). */
  async setSeeding(
    viewerId: string,
    tournamentId: string,
    method: SeedingMethod,
    order: string[] | null,
  ): Promise<Tournament> {
    const t = await this.load(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'DIRECTOR');
    if (order && method !== 'MANUAL') throw badInput('An order is for manual seeding', 'order');
    if (order && new Set(order).size !== order.length) throw new DomainError('DUPLICATE_PLAYER');
    const row = await this.commit(tournamentId, 'tournament.seeding', async (tx) => {
      const locked = await this.lock(tx, tournamentId);
      if (locked.status !== 'REGISTRATION')
        throw new DomainError('WRONG_TOURNAMENT_STATUS', 'Seeding closes at the draw');
      if (order) {
        const entries = await tx.tournamentEntry.findMany({ where: { tournamentId, withdrawnAt: null } });
        const active = new Set(entries.map((e) => e.userId));
        const stranger = order.find((id) => !active.has(id));
        if (stranger) throw new DomainError('NOT_REGISTERED', `${stranger} is not registered`);
        await tx.tournamentEntry.updateMany({ where: { tournamentId }, data: { seed: null } });
        for (const [i, userId] of order.entries()) {
          await tx.tournamentEntry.update({
            where: { tournamentId_userId: { tournamentId, userId } },
            data: { seed: i + 1 },
          });
        }
      }
      const updated = await tx.tournament.update({
        where: { id: tournamentId },
        data: { seedingMethod: method },
      });
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, tournamentId, {
        actorId: viewerId,
        action: 'tournament.seeding',
        before: { method: locked.seedingMethod },
        after: { method, order },
      });
      return updated;
    });
    return this.view(row);
  }

  /** The draw: checked-in entrants, seeded, placed by the library (round 1 paired for a Swiss). */
  async draw(viewerId: string, tournamentId: string): Promise<Tournament> {
    const t = await this.load(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'DIRECTOR');
    const row = await this.commit(tournamentId, 'tournament.drawn', async (tx) => {
      const locked = await this.lock(tx, tournamentId);
      if (locked.status !== 'REGISTRATION') throw new DomainError('WRONG_TOURNAMENT_STATUS', 'Already drawn');
      const entries = await tx.tournamentEntry.findMany({
        where: { tournamentId, withdrawnAt: null, checkedInAt: { not: null } },
        orderBy: [{ registeredAt: 'asc' }, { userId: 'asc' }],
      });
      if (locked.seedingMethod === 'MANUAL') {
        entries.sort((a, b) => (a.seed ?? Infinity) - (b.seed ?? Infinity));
      }
      const ids = entries.map((e) => e.userId);
      const ratings = await this.ratings.records(tx, locked.clubId, ids);
      const randomSeed = locked.seedingMethod === 'RANDOM' ? randomBytes(16).toString('hex') : null;
      const seeding: Seeding =
        randomSeed !== null
          ? { method: 'random', seed: randomSeed }
          : { method: locked.seedingMethod === 'MANUAL' ? 'manual' : 'rating' };
      const seeds = unwrap(
        seedEntrants(
          ids.map((id, i) => ({ id, rating: ratings[i].rating })),
          seeding,
        ),
      );
      const doc = createDoc(locked, seeds);
      for (const [i, userId] of seeds.entries()) {
        await tx.tournamentEntry.update({
          where: { tournamentId_userId: { tournamentId, userId } },
          data: { seed: i + 1 },
        });
      }
      const updated = await tx.tournament.update({
        where: { id: tournamentId },
        data: { status: 'DRAWN', state: json(doc), randomSeed },
      });
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, tournamentId, {
        actorId: viewerId,
        action: 'tournament.drawn',
        after: { method: locked.seedingMethod, randomSeed, seeds },
      });
      return updated;
    });
    return this.view(row);
  }

  /** Play begins: every match with both players known gets its Match. */
  async start(viewerId: string, tournamentId: string): Promise<Tournament> {
    const t = await this.load(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'DIRECTOR');
    const row = await this.commit(tournamentId, 'tournament.started', async (tx) => {
      const locked = await this.lock(tx, tournamentId);
      if (locked.status !== 'DRAWN')
        throw new DomainError('WRONG_TOURNAMENT_STATUS', 'Draw the tournament first');
      await this.createMatchRows(tx, locked, [...readySlots(docOf(locked)).values()], viewerId);
      const updated = await tx.tournament.update({
        where: { id: tournamentId },
        data: { status: 'IN_PROGRESS', startedAt: new Date() },
      });
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, tournamentId, {
        actorId: viewerId,
        action: 'tournament.started',
      });
      return updated;
    });
    return this.view(row);
  }

  /** Swiss: pairs the next round once every match of the current one has a result. */
  async pairNextRound(viewerId: string, tournamentId: string): Promise<Tournament> {
    const t = await this.load(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'DIRECTOR');
    if (t.format !== 'SWISS') throw badInput('Only a Swiss is paired round by round', 'tournamentId');
    const row = await this.commit(tournamentId, 'round.paired', async (tx) => {
      const locked = await this.lock(tx, tournamentId);
      if (locked.status !== 'IN_PROGRESS')
        throw new DomainError('WRONG_TOURNAMENT_STATUS', 'Start the tournament first');
      const before = docOf(locked);
      const doc = unwrap(pairNextSwissRound(before as never)) as TournamentDoc;
      const fresh = readySlots(doc);
      for (const slot of readySlots(before).keys()) fresh.delete(slot);
      await this.createMatchRows(tx, locked, [...fresh.values()], viewerId);
      const updated = await tx.tournament.update({ where: { id: tournamentId }, data: { state: json(doc) } });
      const round = doc.format === 'swiss' ? doc.rounds[doc.rounds.length - 1] : null;
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, tournamentId, {
        actorId: viewerId,
        action: 'round.paired',
        subject: `round:${round?.round}`,
        after: { pairs: round?.matches.map((m) => m.players), bye: round?.bye },
      });
      return updated;
    });
    return this.view(row);
  }

  // ---- matches -----------------------------------------------------------------------------------

  /** Either player starts a tournament match on the site (both agreed to play it online). */
  async startMatch(viewerId: string, matchId: string): Promise<boolean> {
    const match = await this.loadTournamentMatch(matchId);
    if (!match.participants.some((p) => p.userId === viewerId)) {
      await this.clubs.requireRole(match.clubId, viewerId, 'MEMBER');
      throw forbidden('Only the players start their match');
    }
    const t = await this.load(match.tournamentId);
    if (t.status !== 'IN_PROGRESS') throw new DomainError('WRONG_TOURNAMENT_STATUS');
    if (match.status !== 'CHALLENGED') throw new DomainError('CHALLENGE_NOT_PENDING');
    if (match.kind === 'PHYSICAL') throw new DomainError('PHYSICAL_MATCH');
    await startChallengedMatch(this.prisma, this.bus, match, { kind: 'ONLINE' });
    await this.announce(match.tournamentId, 'match.started');
    return true;
  }

  /** A director decides a match is played on a physical board: its result will be reported. */
  async markPhysical(viewerId: string, matchId: string): Promise<boolean> {
    const match = await this.loadTournamentMatch(matchId);
    await this.clubs.requireRole(match.clubId, viewerId, 'DIRECTOR');
    const { count } = await this.prisma.match.updateMany({
      where: { id: matchId, status: 'CHALLENGED' },
      data: { kind: 'PHYSICAL' },
    });
    if (!count) throw new DomainError('CHALLENGE_NOT_PENDING', 'The match has already started or finished');
    await this.announce(match.tournamentId, 'match.physical');
    return true;
  }

  // ---- results -----------------------------------------------------------------------------------

  /**
   * A result for a match not played on the site. From a director it is recorded at once; from a player it
   * waits for the opponent (or a director) to confirm it.
   */
  async report(viewerId: string, input: TournamentResultInput): Promise<TournamentResultReport> {
    const match = await this.loadTournamentMatch(input.matchId);
    const director = await this.isDirector(match.clubId, viewerId);
    const player = match.participants.some((p) => p.userId === viewerId);
    if (!director && !player) {
      await this.clubs.requireRole(match.clubId, viewerId, 'MEMBER');
      throw forbidden('Only the players or a director report a result');
    }
    const report = toReport(input);
    const id = await this.commit(
      match.tournamentId,
      director ? 'result.recorded' : 'result.reported',
      async (tx) => {
        const t = await this.lock(tx, match.tournamentId);
        if (t.status !== 'IN_PROGRESS') throw new DomainError('WRONG_TOURNAMENT_STATUS');
        const row = await tx.match.findUniqueOrThrow({ where: { id: match.id } });
        if (row.status === 'FINISHED') throw new DomainError('RESULT_ALREADY_RECORDED');
        if (row.status !== 'CHALLENGED' && row.status !== 'ACTIVE') throw new DomainError('MATCH_NOT_READY');
        if (row.status === 'ACTIVE' && !director) throw new DomainError('MATCH_PLAYED_ONLINE');
        const slot = this.readySlot(t, row.tournamentSlot);
        unwrap(matchResult(slot.players as [string, string], slot.length, report));
        await tx.tournamentResultReport.updateMany({
          where: { matchId: row.id, status: { in: ['PENDING', 'DISPUTED'] } },
          data: { status: 'SUPERSEDED', resolvedById: viewerId, resolvedAt: new Date() },
        });
        const created = await tx.tournamentResultReport.create({
          data: {
            tournamentId: t.id,
            matchId: row.id,
            slot: slot.slot,
            report: json(report),
            reportedById: viewerId,
            ...(director ? { status: 'CONFIRMED', resolvedById: viewerId, resolvedAt: new Date() } : {}),
          },
        });
        if (director) {
          await this.applyResult(tx, t, slot.slot, report, { actorId: viewerId, action: 'result.recorded' });
        } else {
          await this.events.emit(
            tx,
            'tournament.resultChanged',
            {
              tournamentId: t.id,
              clubId: t.clubId,
              slot: slot.slot,
              change: 'result.reported',
              kind: report.kind,
            },
            t.clubId,
          );
          await this.audit.append(tx, AuditScopeType.TOURNAMENT, t.id, {
            actorId: viewerId,
            action: 'result.reported',
            subject: `match:${slot.slot}`,
            after: report,
          });
        }
        return created.id;
      },
    );
    return this.reportView(id);
  }

  /** The opponent, or a director, confirms a reported result; it is recorded. */
  async confirm(viewerId: string, reportId: string): Promise<TournamentResultReport> {
    const pending = await this.loadReport(reportId);
    const match = await this.loadTournamentMatch(pending.matchId);
    const director = await this.isDirector(match.clubId, viewerId);
    const opponent =
      viewerId !== pending.reportedById && match.participants.some((p) => p.userId === viewerId);
    if (!director && !opponent) {
      await this.clubs.requireRole(match.clubId, viewerId, 'MEMBER');
      throw forbidden('The opponent or a director confirms a result');
    }
    await this.commit(match.tournamentId, 'result.confirmed', async (tx) => {
      const t = await this.lock(tx, match.tournamentId);
      const current = await tx.tournamentResultReport.findUniqueOrThrow({ where: { id: reportId } });
      if (!(current.status === 'PENDING' || (current.status === 'DISPUTED' && director))) {
        throw new DomainError('REPORT_NOT_PENDING');
      }
      if (t.status !== 'IN_PROGRESS') throw new DomainError('WRONG_TOURNAMENT_STATUS');
      await this.applyResult(tx, t, current.slot, current.report as unknown as ResultReport, {
        actorId: viewerId,
        action: 'result.confirmed',
      });
      await tx.tournamentResultReport.update({
        where: { id: reportId },
        data: { status: 'CONFIRMED', resolvedById: viewerId, resolvedAt: new Date() },
      });
    });
    return this.reportView(reportId);
  }

  /** The opponent disputes a reported result: a director decides (confirms it or records his own). */
  async dispute(viewerId: string, reportId: string, reason: string): Promise<TournamentResultReport> {
    const pending = await this.loadReport(reportId);
    const match = await this.loadTournamentMatch(pending.matchId);
    const opponent =
      viewerId !== pending.reportedById && match.participants.some((p) => p.userId === viewerId);
    if (!opponent) {
      await this.clubs.requireRole(match.clubId, viewerId, 'MEMBER');
      throw forbidden('Only the opponent disputes a result');
    }
    const why = reason.trim();
    if (why.length < 3 || why.length > 1000) throw new DomainError('REASON_REQUIRED');
    await this.commit(match.tournamentId, 'result.disputed', async (tx) => {
      await this.lock(tx, match.tournamentId);
      const { count } = await tx.tournamentResultReport.updateMany({
        where: { id: reportId, status: 'PENDING' },
        data: { status: 'DISPUTED', disputeReason: why },
      });
      if (!count) throw new DomainError('REPORT_NOT_PENDING');
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, match.tournamentId, {
        actorId: viewerId,
        action: 'result.disputed',
        subject: `match:${pending.slot}`,
        before: pending.report,
        reason: why,
      });
    });
    return this.reportView(reportId);
  }

  /** A director replaces a recorded result, with a written reason; advancement is derived again. */
  async correct(viewerId: string, input: TournamentResultInput, reason: string): Promise<TournamentMatch> {
    const match = await this.loadTournamentMatch(input.matchId);
    await this.clubs.requireRole(match.clubId, viewerId, 'DIRECTOR');
    const why = reason.trim();
    if (why.length < 3 || why.length > 1000) throw new DomainError('REASON_REQUIRED');
    const report = toReport(input);
    let slot = '';
    await this.commit(match.tournamentId, 'result.corrected', async (tx) => {
      const t = await this.lock(tx, match.tournamentId);
      if (t.status !== 'IN_PROGRESS' && t.status !== 'FINISHED')
        throw new DomainError('WRONG_TOURNAMENT_STATUS');
      const row = await tx.match.findUniqueOrThrow({ where: { id: match.id } });
      if (row.status !== 'FINISHED' || !row.tournamentSlot) throw new DomainError('NO_RESULT');
      slot = row.tournamentSlot;
      await this.applyResult(tx, t, slot, report, {
        actorId: viewerId,
        action: 'result.corrected',
        reason: why,
      });
    });
    const matches = await this.matches(viewerId, match.tournamentId);
    return matches.find((m) => m.slot === slot) as TournamentMatch;
  }

  /**
   * A tournament match finished on the site records its result, in the transaction of the tournaments'
   * consumer of `match.finished` (tournaments.consumers.ts). Nothing happens when the slot is no longer
   * waiting for it (already recorded, or corrected by a director).
   */
  async recordPlayed(tx: Tx, matchId: string): Promise<void> {
    const row = await tx.match.findUnique({ where: { id: matchId }, include: { participants: true } });
    if (!row?.tournamentId || !row.tournamentSlot || row.winnerSide === null) return;
    const t = await this.lock(tx, row.tournamentId);
    const slot = docMatches(docOf(t)).find((m) => m.slot === row.tournamentSlot);
    if (!slot || slot.status !== 'ready') return;
    const winner = row.participants.find((p) => p.side === row.winnerSide)?.userId;
    if (!winner) return;
    const scores = [row.score0, row.score1];
    const report: ResultReport = {
      kind: 'played',
      winner,
      score: [scores[row.winnerSide] ?? 0, scores[1 - row.winnerSide] ?? 0],
    };
    await this.applyResult(tx, t, slot.slot, report, {
      actorId: null,
      action: 'result.recorded',
      source: 'PLAYED',
    });
  }

  /**
   * Records (or corrects) one result in the library's document, keeps the Match rows in step (finished
   * match, newly playable matches, matches whose players changed), audits it and rates the match once.
   */
  private async applyResult(
    tx: Tx,
    t: TournamentRow,
    slot: string,
    report: ResultReport,
    options: {
      actorId: string | null;
      action: 'result.recorded' | 'result.confirmed' | 'result.corrected';
      reason?: string;
      source?: string;
    },
  ): Promise<void> {
    const before = docOf(t);
    const correcting = options.action === 'result.corrected';
    const beforeMatch = docMatches(before).find((m) => m.slot === slot);
    let doc: TournamentDoc;
    let changed: string[] = [];
    if (correcting) {
      const corrected = unwrap(correctResult(before, slot, report));
      doc = corrected.doc;
      changed = corrected.changed;
    } else {
      doc = unwrap(recordResult(before, slot, report));
    }
    const after = docMatches(doc).find((m) => m.slot === slot) as DocMatch;
    const finished = docFinished(doc);
    // Raw, for the same reason as lock(): one JSON text parameter instead of the client's argument tree.
    await tx.$executeRaw`
      UPDATE "Tournament" SET state = ${JSON.stringify(doc)}::jsonb,
        status = ${finished ? 'FINISHED' : 'IN_PROGRESS'}::"TournamentStatus",
        "finishedAt" = ${finished ? (t.finishedAt ?? new Date()) : null}
      WHERE id = ${t.id}::uuid`;
    const row = await tx.match.findFirst({
      where: { tournamentId: t.id, tournamentSlot: slot, status: { notIn: ['CANCELLED', 'DECLINED'] } },
      include: { participants: true },
    });
    const result = after.result;
    if (row && result) {
      const winnerSide = row.participants.find((p) => p.userId === result.winner)?.side ?? null;
      const score = result.score ?? (result.kind === 'walkover' ? [0, 0] : null);
      await tx.match.update({
        where: { id: row.id },
        data: {
          status: 'FINISHED',
          kind: row.status === 'CHALLENGED' ? 'PHYSICAL' : row.kind,
          finishedAt: row.finishedAt ?? new Date(),
          winnerSide,
          resultSource: options.source ?? SOURCE[report.kind],
          ...(score && winnerSide !== null
            ? {
                score0: winnerSide === 0 ? score[0] : score[1],
                score1: winnerSide === 0 ? score[1] : score[0],
              }
            : {}),
        },
      });
    }
    if (doc.format === 'singleElimination') {
      if (changed.length) await this.syncMatchRows(tx, t, doc, options.actorId);
      else {
        const fresh = readySlots(doc);
        for (const s of readySlots(before).keys()) fresh.delete(s);
        await this.createMatchRows(tx, t, [...fresh.values()], options.actorId);
      }
    }
    await this.events.emit(
      tx,
      'tournament.resultChanged',
      { tournamentId: t.id, clubId: t.clubId, slot, change: options.action, kind: report.kind },
      t.clubId,
    );
    await this.audit.append(tx, AuditScopeType.TOURNAMENT, t.id, {
      actorId: options.actorId,
      action: options.action,
      subject: `match:${slot}`,
      before: beforeMatch?.result ?? null,
      after: {
        ...result,
        source: options.source ?? SOURCE[report.kind],
        ...(changed.length ? { changed } : {}),
      },
      reason: options.reason ?? null,
    });
    if (row && correcting) {
      await this.ratings.recomputeAfterCorrection(
        tx,
        t.clubId,
        row.id,
        options.actorId,
        options.reason ?? '',
      );
    } else if (row && result && result.kind !== 'walkover') {
      await this.ratings.rateFinishedMatch(tx, row.id, options.actorId);
    }
  }

  /** After a correction: cancels Match rows whose players changed or that cannot be played, creates new ones. */
  private async syncMatchRows(
    tx: Tx,
    t: TournamentRow,
    doc: TournamentDoc,
    actorId: string | null,
  ): Promise<void> {
    const live = await this.liveRows(tx, t.id);
    const bySlot = new Map(live.map((r) => [r.tournamentSlot ?? '', r]));
    const cancel: string[] = [];
    const create: DocMatch[] = [];
    for (const m of docMatches(doc)) {
      const row = bySlot.get(m.slot);
      bySlot.delete(m.slot);
      const same =
        row !== undefined &&
        m.players.every((p) => p !== null && row.participants.some((q) => q.userId === p));
      if (m.status === 'ready') {
        if (row && (!same || row.status === 'FINISHED')) cancel.push(row.id);
        if (!row || !same || row.status === 'FINISHED') create.push(m);
      } else if (row && !(m.status === 'finished' && same)) {
        cancel.push(row.id);
      }
    }
    for (const row of bySlot.values()) cancel.push(row.id);
    if (cancel.length) {
      await tx.match.updateMany({
        where: { id: { in: cancel } },
        data: { status: 'CANCELLED', finishedAt: new Date() },
      });
    }
    await this.createMatchRows(tx, t, create, actorId);
  }

  private liveRows(client: Tx, tournamentId: string): Promise<LiveRow[]> {
    return client.match.findMany({
      where: { tournamentId, status: { notIn: ['CANCELLED', 'DECLINED'] } },
      select: {
        id: true,
        tournamentSlot: true,
        status: true,
        kind: true,
        participants: { select: { userId: true, side: true } },
      },
    });
  }

  private async createMatchRows(
    tx: Tx,
    t: TournamentRow,
    matches: DocMatch[],
    actorId: string | null,
  ): Promise<void> {
    if (!matches.length) return;
    const rows = matches.map((m) => ({
      id: randomUUID(),
      clubId: t.clubId,
      kind: 'ONLINE' as const,
      status: 'CHALLENGED' as const,
      options: engineOptions(t.scoringProfile, m.length, t.crawford) as Prisma.InputJsonValue,
      createdById: actorId ?? t.createdById,
      tournamentId: t.id,
      tournamentRound: m.round,
      tournamentSlot: m.slot,
      players: m.players as [string, string],
    }));
    await tx.match.createMany({ data: rows.map(({ players: _players, ...row }) => row) });
    await tx.matchParticipant.createMany({
      data: rows.flatMap((row) => row.players.map((userId, side) => ({ matchId: row.id, userId, side }))),
    });
  }

  // ---- reading -----------------------------------------------------------------------------------

  async tournament(viewerId: string, tournamentId: string): Promise<Tournament> {
    const t = await this.load(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    return this.view(t);
  }

  async clubTournaments(viewerId: string, clubId: string): Promise<Tournament[]> {
    await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
    const rows = await this.prisma.tournament.findMany({
      where: { clubId },
      orderBy: { createdAt: 'desc' },
      take: 100,
    });
    return this.views(rows);
  }

  /** Views of rows the caller has already authorised (found through the viewer's club memberships). */
  views(rows: readonly TournamentRow[]): Promise<Tournament[]> {
    return Promise.all(rows.map((row) => this.view(row)));
  }

  async entries(viewerId: string, tournamentId: string): Promise<TournamentEntry[]> {
    const t = await this.load(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    const rows = await this.prisma.tournamentEntry.findMany({
      where: { tournamentId },
      include: { user: { select: { id: true, displayName: true } } },
      orderBy: [{ seed: { sort: 'asc', nulls: 'last' } }, { registeredAt: 'asc' }],
    });
    return rows.map((row) => ({ ...row, player: row.user }));
  }

  async matches(viewerId: string, tournamentId: string, round?: number | null): Promise<TournamentMatch[]> {
    const t = await this.load(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    if (!t.state) return [];
    const all = docMatches(docOf(t)).filter((m) => round == null || m.round === round);
    const live = new Map((await this.liveRows(this.prisma, t.id)).map((r) => [r.tournamentSlot, r]));
    const names = await this.users(all.flatMap((m) => [...m.players, m.winner]));
    const user = (id: string | null) => (id === null ? null : (names.get(id) ?? { id, displayName: '' }));
    return all.map((m) => {
      const row = live.get(m.slot);
      return {
        slot: m.slot,
        matchId: row?.id ?? null,
        flight: m.flight === null ? null : (m.flight as FlightEnum),
        group: m.group,
        round: m.round,
        number: m.number,
        length: m.length,
        state: m.status as TournamentMatchState,
        player1: user(m.players[0]),
        player2: user(m.players[1]),
        winner: m.status === 'finished' || m.status === 'bye' ? user(m.winner) : null,
        outcome: (m.result?.kind as ResultOutcome | undefined) ?? null,
        score: m.result?.score ? [...m.result.score] : null,
        kind: row?.kind ?? null,
        matchStatus: row?.status ?? null,
      };
    });
  }

  async standings(viewerId: string, tournamentId: string, group: number): Promise<TournamentStanding[]> {
    const t = await this.load(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    const doc = t.state ? docOf(t) : null;
    if (!doc || doc.format === 'singleElimination') {
      throw badInput(
        'Standings are for a drawn Swiss or round robin (placings for single elimination)',
        'tournamentId',
      );
    }
    const rows =
      doc.format === 'swiss'
        ? swissStandings(doc).map((s) => ({
            ...s,
            played: null,
            pointsFor: null,
            pointsAgainst: null,
            pointDifference: null,
          }))
        : unwrap(roundRobinStandings(doc, group)).map((s) => ({
            ...s,
            score: s.wins,
            byes: null,
            buchholz: null,
            medianBuchholz: null,
            withdrawn: null,
          }));
    const names = await this.users(rows.map((r) => r.player));
    return rows.map((r) => ({ ...r, player: names.get(r.player) ?? { id: r.player, displayName: '' } }));
  }

  async placings(viewerId: string, tournamentId: string, flight: FlightEnum): Promise<TournamentPlacing[]> {
    const t = await this.load(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    const doc = t.state ? docOf(t) : null;
    if (!doc || doc.format !== 'singleElimination')
      throw badInput('Placings are for a drawn single elimination', 'tournamentId');
    const placings = unwrap(bracketPlacings(doc, flight as FlightName));
    const names = await this.users(placings.map((p) => p.player));
    return placings.map((p) => ({
      player: names.get(p.player) ?? { id: p.player, displayName: '' },
      place: p.place,
      placeTo: p.placeTo,
      label: placeLabel(p),
      lostInRound: p.lostInRound,
    }));
  }

  async csv(
    viewerId: string,
    tournamentId: string,
    what: TournamentExport,
    flight: FlightEnum,
    group: number,
  ): Promise<string> {
    const t = await this.load(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    if (!t.state) throw new DomainError('WRONG_TOURNAMENT_STATUS', 'Not drawn yet');
    const doc = docOf(t);
    const names = Object.fromEntries(
      [...(await this.users(doc.seeds as string[])).values()].map((u) => [u.id, u.displayName]),
    );
    if (what === TournamentExport.STANDINGS) {
      if (doc.format === 'swiss') return swissStandingsCsv(swissStandings(doc), names);
      if (doc.format === 'roundRobin')
        return roundRobinStandingsCsv(unwrap(roundRobinStandings(doc, group)), names);
    } else if (doc.format === 'singleElimination') {
      return what === TournamentExport.BRACKET
        ? bracketCsv(doc, names)
        : placingsCsv(unwrap(bracketPlacings(doc, flight as FlightName)), names);
    }
    throw badInput(`No ${what.toLowerCase()} export for this format`, 'export');
  }

  async reports(
    viewerId: string,
    tournamentId: string,
    status: ReportStatus | null,
  ): Promise<TournamentResultReport[]> {
    const t = await this.load(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    const rows = await this.prisma.tournamentResultReport.findMany({
      where: { tournamentId, ...(status ? { status } : {}) },
      orderBy: { createdAt: 'asc' },
    });
    return Promise.all(rows.map((row) => this.reportView(row.id, row)));
  }

  // ---- helpers -----------------------------------------------------------------------------------

  /**
   * Runs one change of a tournament in a transaction, then tells the pages that follow it live. A result
   * change is announced by the `tournament.resultChanged` event it wrote instead (tournaments.consumers.ts),
   * so that the announcement survives a crash right after the commit.
   */
  private async commit<T>(tournamentId: string, change: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await this.prisma.$transaction(work, TX_OPTIONS);
    if (!RESULT_CHANGES.has(change)) await this.announce(tournamentId, change);
    return result;
  }

  /** Published after the commit, so a page that reads the tournament on the event sees the change. */
  async announce(tournamentId: string, change: string): Promise<void> {
    const event: TournamentEvent = { tournamentId, change, at: new Date() };
    await this.bus.publish(tournamentTopic(tournamentId), event);
  }

  /** The live updates of a tournament, for its club's members: each committed change, from now on. */
  async subscribe(viewerId: string, tournamentId: string): Promise<AsyncIterableIterator<TournamentEvent>> {
    const t = await this.load(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    let unsubscribe: () => void = () => undefined;
    const queue = new EventQueue<TournamentEvent>(() => unsubscribe());
    unsubscribe = await this.bus.subscribe(tournamentTopic(tournamentId), (payload) => {
      const event = payload as TournamentEvent;
      queue.push({ ...event, at: new Date(event.at) }); // through Redis the date arrives as text
    });
    return queue;
  }

  private async load(tournamentId: string): Promise<TournamentRow> {
    const t = await this.prisma.tournament.findUnique({ where: { id: tournamentId } });
    if (!t) throw notFound('Tournament');
    return t;
  }

  /** Locks the tournament row for the rest of the transaction and returns it fresh. */
  /**
   * Locks and reads the tournament in one raw statement: the draw document of a large Swiss is big, and a
   * raw row skips the client's per-field processing of it.
   */
  private async lock(tx: Tx, tournamentId: string): Promise<TournamentRow> {
    const [t] = await tx.$queryRaw<TournamentRow[]>`
      SELECT * FROM "Tournament" WHERE id = ${tournamentId}::uuid FOR UPDATE`;
    if (!t) throw notFound('Tournament');
    return t;
  }

  private async loadTournamentMatch(matchId: string) {
    const match = await this.prisma.match.findUnique({
      where: { id: matchId },
      include: { participants: true },
    });
    if (!match?.tournamentId) throw notFound('Tournament match');
    return { ...match, tournamentId: match.tournamentId };
  }

  private async loadReport(reportId: string) {
    const report = await this.prisma.tournamentResultReport.findUnique({ where: { id: reportId } });
    if (!report) throw notFound('Result report');
    return report;
  }

  private readySlot(t: TournamentRow, slot: string | null): DocMatch {
    const m = docMatches(docOf(t)).find((x) => x.slot === slot);
    if (!m) throw new DomainError('UNKNOWN_MATCH');
    if (m.status === 'finished') throw new DomainError('RESULT_ALREADY_RECORDED');
    if (m.status === 'bye') throw new DomainError('MATCH_IS_BYE');
    if (m.status !== 'ready') throw new DomainError('MATCH_NOT_READY');
    return m;
  }

  private async isDirector(clubId: string, userId: string): Promise<boolean> {
    const role = await this.clubs.roleOf(clubId, userId);
    return role === 'OWNER' || role === 'DIRECTOR';
  }

  private async users(ids: readonly (string | null)[]): Promise<Map<string, User>> {
    const unique = [...new Set(ids.filter((id): id is string => id !== null))];
    const rows = await this.prisma.user.findMany({
      where: { id: { in: unique } },
      select: { id: true, displayName: true },
    });
    return new Map(rows.map((u) => [u.id, u]));
  }

  private async entry(tournamentId: string, userId: string): Promise<TournamentEntry> {
    const row = await this.prisma.tournamentEntry.findUniqueOrThrow({
      where: { tournamentId_userId: { tournamentId, userId } },
      include: { user: { select: { id: true, displayName: true } } },
    });
    return { ...row, player: row.user };
  }

  private async reportView(
    id: string,
    loaded?: Awaited<ReturnType<PrismaService['tournamentResultReport']['findUniqueOrThrow']>>,
  ): Promise<TournamentResultReport> {
    const row = loaded ?? (await this.prisma.tournamentResultReport.findUniqueOrThrow({ where: { id } }));
    const report = row.report as unknown as ResultReport;
    const players = (await this.prisma.matchParticipant.findMany({ where: { matchId: row.matchId } })).map(
      (p) => p.userId,
    );
    return {
      ...row,
      outcome: report.kind as ResultOutcome,
      winnerId: reportWinner(report, players),
      score: report.kind !== 'walkover' && report.score ? [...report.score] : null,
    };
  }

  private async view(t: TournamentRow): Promise<Tournament> {
    const doc = t.state ? docOf(t) : null;
    const seeds = doc ? (doc.seeds as string[]) : [];
    const names = await this.users(seeds);
    return {
      ...t,
      scoringProfile: t.scoringProfile as ScoringProfileEnum,
      roundsPaired: doc?.format === 'swiss' ? doc.rounds.length : null,
      seeds: seeds.map((id) => names.get(id) ?? { id, displayName: '' }),
    };
  }
}

function docOf(t: TournamentRow): TournamentDoc {
  if (!t.state) throw new DomainError('WRONG_TOURNAMENT_STATUS', 'Not drawn yet');
  return t.state as unknown as TournamentDoc;
}

const json = (value: unknown): Prisma.InputJsonValue => value as Prisma.InputJsonValue;

function engineOptions(profile: string, length: number, crawford: boolean): object {
  const options = checkOptions({ length, profile: profile as ScoringProfileEnum, crawford });
  if (!options.ok) throw DomainError.fromRule(options.error);
  return options.value;
}

function createDoc(t: TournamentRow, seeds: string[]): TournamentDoc {
  const matchLengths = t.matchLengths;
  switch (t.format) {
    case 'SINGLE_ELIMINATION':
      return unwrap(
        createBracket(seeds, {
          matchLengths,
          crawford: t.crawford,
          ...(t.consolation ? { consolation: {} } : {}),
          ...(t.lastChance ? { lastChance: {} } : {}),
        }),
      );
    case 'SWISS':
      return unwrap(
        pairNextSwissRound(
          unwrap(createSwiss(seeds, { rounds: t.rounds ?? 1, matchLengths, crawford: t.crawford })),
        ),
      );
    case 'ROUND_ROBIN':
      return unwrap(createRoundRobin(seeds, { groups: t.groups ?? 1, matchLengths, crawford: t.crawford }));
  }
}

function settingsOf(t: TournamentRow) {
  return {
    name: t.name,
    format: t.format,
    matchLengths: t.matchLengths,
    crawford: t.crawford,
    scoringProfile: t.scoringProfile,
    consolation: t.consolation,
    lastChance: t.lastChance,
    rounds: t.rounds,
    groups: t.groups,
    maxPlayers: t.maxPlayers,
    registrationOpensAt: t.registrationOpensAt,
    registrationClosesAt: t.registrationClosesAt,
    seedingMethod: t.seedingMethod,
  };
}

export { ReportStatus, TournamentStatus };
