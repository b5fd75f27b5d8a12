import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type DocMatch,
  type Seeding,
  type TournamentDoc,
  createBracket,
  createDoubleElimination,
  createRoundRobin,
  createSwiss,
  newlyReady,
  pairNextSwissRound,
  registrationRefusal,
  seedEntrants,
  validateMatchLengths,
  withdrawSwissPlayer,
} from '@gamao/tournament';
import { Prisma } from '../generated/prisma/client';
import { givenFields } from '../core/graphql/given-fields';
import { badInput, DomainError } from '../core/errors/domain-error';
import { ClubsService } from '../clubs/clubs.service';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import { RatingsService } from '../ratings/ratings.service';
import { parseInput } from '../core/validation/input-rules.pipe';
import { TOURNAMENT_NAME } from './tournament-input-rules';
import type { CreateTournamentInput, SeedingMethod, Tournament, TournamentEntry } from './tournament.model';
import { TournamentReadsService } from './tournament-reads.service';
import { type StoredTournament, type Tx, TournamentStore } from './tournament.store';
import { checkTimeControls, engineOptions, newMatchRows } from './tournament-matches';
import { drawnDoc, unwrap } from './tournament-refusals';

/**
 * Setting a tournament up and running it: creation, entries (register, withdraw, check-in), seeding, the
 * draw, the start, Swiss pairing, and starting its matches. The API orchestrates and @gamao/tournament
 * decides. Every change runs in one transaction that first locks the tournament row, so the changes of one
 * tournament never interleave; it is announced to the pages that follow the tournament after the commit.
 */
@Injectable()
export class TournamentSetupService {
  constructor(
    private readonly store: TournamentStore,
    private readonly reads: TournamentReadsService,
    private readonly clubs: ClubsService,
    private readonly audit: AuditService,
    private readonly ratings: RatingsService,
  ) {}

  async create(viewerId: string, input: CreateTournamentInput): Promise<Tournament> {
    await this.clubs.requireRole(input.clubId, viewerId, 'DIRECTOR');
    const name = parseInput(TOURNAMENT_NAME, input.name, 'name');
    const lengths = unwrap(validateMatchLengths(input.matchLengths));
    const elimination = input.format === 'SINGLE_ELIMINATION';
    if (!elimination && (input.consolation || input.lastChance)) {
      throw badInput('Consolation and last-chance flights are for single elimination', 'consolation');
    }
    const double = input.format === 'DOUBLE_ELIMINATION';
    if (!double && input.grandFinalReset != null) {
      throw badInput("The grand final's reset is for double elimination", 'grandFinalReset');
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
    const clocks = {
      timeControl: input.timeControl ? givenFields(input.timeControl) : null,
      roundTimeControls: input.roundTimeControls?.length
        ? input.roundTimeControls.map((spec) => (spec ? givenFields(spec) : null))
        : null,
    };
    if ((input.roundTimeControls?.length ?? 0) > 64) throw badInput('At most 64 rounds', 'roundTimeControls');
    checkTimeControls(
      clocks,
      lengths,
      Math.max(lengths.length, input.roundTimeControls?.length ?? 0, input.rounds ?? 0),
    );
    for (const field of ['abandonHours', 'startDeadlineHours'] as const) {
      const hours = input[field];
      if (hours != null && (!Number.isInteger(hours) || hours < 1 || hours > 720))
        throw badInput('1 to 720 hours', field);
    }
    const policy = await this.clubs.playPolicy(input.clubId);
    const row = await this.store.transaction(async (tx) => {
      const created = await this.store.create(tx, {
        clubId: input.clubId,
        name,
        format: input.format,
        matchLengths: [...lengths],
        crawford: input.crawford,
        scoringProfile: input.scoringProfile,
        consolation: elimination && input.consolation,
        lastChance: elimination && input.lastChance,
        grandFinalReset: double ? (input.grandFinalReset ?? true) : false,
        rounds: input.format === 'SWISS' ? (input.rounds ?? null) : null,
        groups: input.format === 'ROUND_ROBIN' ? (input.groups ?? 1) : null,
        registrationOpensAt: input.registrationOpensAt ?? null,
        registrationClosesAt: input.registrationClosesAt ?? null,
        maxPlayers: input.maxPlayers ?? null,
        seedingMethod: input.seedingMethod,
        timeControl: clocks.timeControl ?? Prisma.DbNull,
        roundTimeControls: clocks.roundTimeControls ?? Prisma.DbNull,
        abandonHours: input.abandonHours ?? policy.abandonHours,
        startDeadlineHours: input.startDeadlineHours ?? null,
        createdById: viewerId,
      });
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, created.id, {
        actorId: viewerId,
        action: 'tournament.created',
        after: settingsOf(created),
      });
      return created;
    });
    return this.reads.view(row);
  }

  async register(viewerId: string, tournamentId: string): Promise<TournamentEntry> {
    const t = await this.store.find(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    await this.commit(tournamentId, 'entry.registered', async (tx) => {
      const locked = await this.store.lock(tx, tournamentId);
      const now = new Date();
      const entrants = locked.maxPlayers === null ? 0 : await this.store.countActiveEntries(tx, tournamentId);
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
      const existing = await this.store.findEntry(tx, tournamentId, viewerId);
      if (existing && !existing.withdrawnAt) throw new DomainError('ALREADY_REGISTERED');
      if (refusal === 'FULL') throw new DomainError('TOURNAMENT_FULL');
      await this.store.register(tx, tournamentId, viewerId, now);
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, tournamentId, {
        actorId: viewerId,
        action: 'entry.registered',
        subject: `user:${viewerId}`,
      });
    });
    return this.reads.entry(tournamentId, viewerId);
  }

  /** A player withdraws (or a director withdraws him): before the draw, or between Swiss rounds. */
  async withdraw(viewerId: string, tournamentId: string, userId: string | null): Promise<TournamentEntry> {
    const t = await this.store.find(tournamentId);
    const target = userId ?? viewerId;
    await this.clubs.requireRole(t.clubId, viewerId, target === viewerId ? 'MEMBER' : 'DIRECTOR');
    await this.commit(tournamentId, 'entry.withdrawn', async (tx) => {
      const locked = await this.store.lock(tx, tournamentId);
      const entry = await this.store.findEntry(tx, tournamentId, target);
      if (!entry || entry.withdrawnAt) throw new DomainError('NOT_REGISTERED');
      if (locked.status === 'IN_PROGRESS' && locked.format === 'SWISS') {
        const doc = unwrap(withdrawSwissPlayer(drawnDoc(locked) as never, target));
        await this.store.saveState(tx, locked, doc);
      } else if (locked.status !== 'REGISTRATION') {
        throw new DomainError(
          'WRONG_TOURNAMENT_STATUS',
          'Withdrawals close at the draw (a Swiss takes them between rounds)',
        );
      }
      await this.store.markWithdrawn(tx, tournamentId, target, new Date());
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, tournamentId, {
        actorId: viewerId,
        action: 'entry.withdrawn',
        subject: `user:${target}`,
      });
    });
    return this.reads.entry(tournamentId, target);
  }

  async checkIn(viewerId: string, tournamentId: string, userId: string | null): Promise<TournamentEntry> {
    const t = await this.store.find(tournamentId);
    const target = userId ?? viewerId;
    await this.clubs.requireRole(t.clubId, viewerId, target === viewerId ? 'MEMBER' : 'DIRECTOR');
    await this.commit(tournamentId, 'entry.checkedIn', async (tx) => {
      const locked = await this.store.lock(tx, tournamentId);
      if (locked.status !== 'REGISTRATION')
        throw new DomainError('WRONG_TOURNAMENT_STATUS', 'Check-in closes at the draw');
      const entry = await this.store.findEntry(tx, tournamentId, target);
      if (!entry || entry.withdrawnAt) throw new DomainError('NOT_REGISTERED');
      if (entry.checkedInAt) return;
      await this.store.markCheckedIn(tx, tournamentId, target, new Date());
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, tournamentId, {
        actorId: viewerId,
        action: 'entry.checkedIn',
        subject: `user:${target}`,
      });
    });
    return this.reads.entry(tournamentId, target);
  }

  /** The seeding method, and for MANUAL the order (players left out come after, by registration). */
  async setSeeding(
    viewerId: string,
    tournamentId: string,
    method: SeedingMethod,
    order: string[] | null,
  ): Promise<Tournament> {
    const t = await this.store.find(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'DIRECTOR');
    if (order && method !== 'MANUAL') throw badInput('An order is for manual seeding', 'order');
    if (order && new Set(order).size !== order.length) throw new DomainError('DUPLICATE_PLAYER');
    const row = await this.commit(tournamentId, 'tournament.seeding', async (tx) => {
      const locked = await this.store.lock(tx, tournamentId);
      if (locked.status !== 'REGISTRATION')
        throw new DomainError('WRONG_TOURNAMENT_STATUS', 'Seeding closes at the draw');
      if (order) {
        const active = new Set(await this.store.activeEntrants(tx, tournamentId));
        const stranger = order.find((id) => !active.has(id));
        if (stranger) throw new DomainError('NOT_REGISTERED', `${stranger} is not registered`);
        await this.store.setSeeds(tx, tournamentId, order, true);
      }
      const updated = await this.store.setSeedingMethod(tx, tournamentId, method);
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, tournamentId, {
        actorId: viewerId,
        action: 'tournament.seeding',
        before: { method: locked.seedingMethod },
        after: { method, order },
      });
      return updated;
    });
    return this.reads.view(row);
  }

  /**
   * Directors turn the public read-only link on (a new random token: a link shared before and turned off stays
   * dead) or off. Turning it on when it is on keeps the token, so a repeated request changes nothing; the
   * change is kept in the tournament's audit trail, without the token (the trail is read by members).
   */
  async setPublicLink(viewerId: string, tournamentId: string, enabled: boolean): Promise<Tournament> {
    const t = await this.store.find(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'DIRECTOR');
    const row = await this.commit(tournamentId, 'tournament.publicLink', async (tx) => {
      const locked = await this.store.lock(tx, tournamentId);
      if (Boolean(locked.publicToken) === enabled) return locked;
      const updated = await this.store.setPublicToken(
        tx,
        tournamentId,
        enabled ? randomBytes(24).toString('base64url') : null,
      );
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, tournamentId, {
        actorId: viewerId,
        action: 'tournament.publicLink',
        before: { public: !enabled },
        after: { public: enabled },
      });
      return updated;
    });
    return this.reads.view(row);
  }

  /** The draw: checked-in entrants, seeded, placed by the library (round 1 paired for a Swiss). */
  async draw(viewerId: string, tournamentId: string): Promise<Tournament> {
    const t = await this.store.head(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'DIRECTOR');
    const row = await this.commit(tournamentId, 'tournament.drawn', async (tx) => {
      const locked = await this.store.lock(tx, tournamentId);
      if (locked.status !== 'REGISTRATION') throw new DomainError('WRONG_TOURNAMENT_STATUS', 'Already drawn');
      const entries = await this.store.checkedInEntries(tx, tournamentId);
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
      await this.store.setSeeds(tx, tournamentId, seeds, false);
      const updated = await this.store.saveDraw(tx, locked, doc, randomSeed);
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, tournamentId, {
        actorId: viewerId,
        action: 'tournament.drawn',
        after: { method: locked.seedingMethod, randomSeed, seeds },
      });
      return updated;
    });
    return this.reads.view(row);
  }

  /** Play begins: every match with both players known gets its Match. */
  async start(viewerId: string, tournamentId: string): Promise<Tournament> {
    const t = await this.store.head(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'DIRECTOR');
    const row = await this.commit(tournamentId, 'tournament.started', async (tx) => {
      const locked = await this.store.lock(tx, tournamentId);
      if (locked.status !== 'DRAWN')
        throw new DomainError('WRONG_TOURNAMENT_STATUS', 'Draw the tournament first');
      await this.openMatches(tx, locked, newlyReady(null, drawnDoc(locked)), viewerId);
      const updated = await this.store.markStarted(tx, tournamentId, new Date());
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, tournamentId, {
        actorId: viewerId,
        action: 'tournament.started',
      });
      return updated;
    });
    return this.reads.view(row);
  }

  /** Swiss: pairs the next round once every match of the current one has a result. */
  async pairNextRound(viewerId: string, tournamentId: string): Promise<Tournament> {
    const t = await this.store.head(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'DIRECTOR');
    if (t.format !== 'SWISS') throw badInput('Only a Swiss is paired round by round', 'tournamentId');
    const row = await this.commit(tournamentId, 'round.paired', async (tx) => {
      const locked = await this.store.lock(tx, tournamentId);
      if (locked.status !== 'IN_PROGRESS')
        throw new DomainError('WRONG_TOURNAMENT_STATUS', 'Start the tournament first');
      const before = drawnDoc(locked);
      const doc = unwrap(pairNextSwissRound(before as never)) as TournamentDoc;
      await this.openMatches(tx, locked, newlyReady(before, doc), viewerId);
      const updated = await this.store.saveState(tx, locked, doc);
      const round = doc.format === 'swiss' ? doc.rounds[doc.rounds.length - 1] : null;
      await this.audit.append(tx, AuditScopeType.TOURNAMENT, tournamentId, {
        actorId: viewerId,
        action: 'round.paired',
        subject: `round:${round?.round}`,
        after: { pairs: round?.matches.map((m) => m.players), bye: round?.bye },
      });
      return updated;
    });
    return this.reads.view(row);
  }

  // ---- matches -----------------------------------------------------------------------------------

  /** A director decides a match is played on a physical board: its result will be reported. */
  async markPhysical(viewerId: string, matchId: string): Promise<boolean> {
    const match = await this.store.tournamentMatch(matchId);
    await this.clubs.requireRole(match.clubId, viewerId, 'DIRECTOR');
    if (!(await this.store.markPhysical(matchId))) {
      throw new DomainError('CHALLENGE_NOT_PENDING', 'The match has already started or finished');
    }
    await this.reads.announce(match.tournamentId, 'match.physical');
    return true;
  }

  // ---- helpers -----------------------------------------------------------------------------------

  /** Runs one change of a tournament in a transaction, then tells the pages that follow it live. */
  private async commit<T>(tournamentId: string, change: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await this.store.transaction(work);
    await this.reads.announce(tournamentId, change);
    return result;
  }

  /** Opens a Match row for each match that became playable. */
  private async openMatches(
    tx: Tx,
    t: StoredTournament,
    matches: readonly DocMatch[],
    actorId: string,
  ): Promise<void> {
    await this.store.createMatches(tx, newMatchRows(t, matches, actorId));
  }
}

/** The library's document for the tournament's format and settings, from the seeded entrants. */
function createDoc(t: StoredTournament, seeds: string[]): TournamentDoc {
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
    case 'DOUBLE_ELIMINATION':
      return unwrap(
        createDoubleElimination(seeds, { matchLengths, crawford: t.crawford, reset: t.grandFinalReset }),
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

/** The settings a director chose, as the audit records them. */
function settingsOf(t: StoredTournament) {
  return {
    name: t.name,
    format: t.format,
    matchLengths: t.matchLengths,
    crawford: t.crawford,
    scoringProfile: t.scoringProfile,
    consolation: t.consolation,
    lastChance: t.lastChance,
    grandFinalReset: t.grandFinalReset,
    rounds: t.rounds,
    groups: t.groups,
    maxPlayers: t.maxPlayers,
    registrationOpensAt: t.registrationOpensAt,
    registrationClosesAt: t.registrationClosesAt,
    seedingMethod: t.seedingMethod,
    timeControl: t.timeControl,
    roundTimeControls: t.roundTimeControls,
    abandonHours: t.abandonHours,
    startDeadlineHours: t.startDeadlineHours,
  };
}
