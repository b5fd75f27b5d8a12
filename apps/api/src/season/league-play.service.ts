/**
 * A league fixture played on the site (issue 40, part 3): one of its players starts the fixture's online match
 * (the division's length, the fixture's first player on side 0), started at once as an accepted challenge is;
 * its result comes back through the outbox (`match.finished`, season.consumers.ts) and is recorded by
 * @gamao/season's rule under the division's lock. A match won on time or by forfeit, short of the length, counts
 * as the length to the loser's score. A second delivery finds the fixture recorded and changes nothing.
 */
import { Inject, Injectable } from '@nestjs/common';
import { checkOptions } from '@gamao/engine';
import { recordLeagueResult } from '@gamao/season';
import { PrismaService } from '../core/database/prisma.service';
import { DomainError, forbidden, notFound } from '../core/errors/domain-error';
import { EVENT_BUS, type EventBus } from '../core/event-bus';
import { EventsService, type Tx } from '../core/events/events.service';
import { ClubsService } from '../clubs/clubs.service';
import { startChallengedMatch } from '../play/match-start';
import type { Prisma } from '../generated/prisma/client';
import type { LeagueSeasonView } from './league.model';
import { LeagueService } from './league.service';
import * as leagueStore from './league.store';

@Injectable()
export class LeaguePlayService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
    private readonly events: EventsService,
    private readonly leagues: LeagueService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  /** A player of the fixture starts its online match; once per fixture, not after a result or a report. */
  async start(viewerId: string, fixtureId: string): Promise<LeagueSeasonView> {
    const row = await leagueStore.fixtureById(this.prisma, fixtureId);
    if (!row) throw notFound('Fixture');
    const created = await this.prisma.$transaction(async (tx) => {
      await leagueStore.lockDivision(tx, row.seasonId, row.division);
      const stored = await leagueStore.seasonById(tx, row.seasonId, row.division);
      if (!stored) throw notFound('League');
      await this.clubs.requireRole(stored.clubId, viewerId, 'MEMBER');
      if (row.player0Id !== viewerId && row.player1Id !== viewerId)
        throw forbidden('Only its players start a fixture');
      if (stored.closedAt) throw new DomainError('LEAGUE_CLOSED', 'This season is closed');
      if (row.winnerId) throw new DomainError('RESULT_ALREADY_RECORDED');
      if (row.matchId || row.reportedById)
        throw new DomainError('MATCH_NOT_PLAYABLE', 'Already started, or reported from a board');
      const options = checkOptions({ length: row.length });
      if (!options.ok) throw DomainError.fromRule(options.error);
      const policy = await this.clubs.playPolicy(stored.clubId);
      const match = await leagueStore.createFixtureMatch(tx, {
        clubId: stored.clubId,
        player0Id: row.player0Id,
        player1Id: row.player1Id,
        createdById: viewerId,
        options: options.value as unknown as Prisma.InputJsonValue,
        abandonMinutes: policy.abandonHours * 60,
      });
      if (!(await leagueStore.attachMatch(tx, row.id, match.id)))
        throw new DomainError('MATCH_NOT_PLAYABLE', 'Already started');
      await this.events.emit(
        tx,
        'league.changed',
        { seasonId: stored.id, clubId: stored.clubId, change: 'match.started', fixtureId: row.id },
        stored.clubId,
      );
      return match;
    });
    await startChallengedMatch(this.prisma, this.bus, created);
    return this.leagues.view(viewerId, row.seasonId);
  }

  /** In the consumer's transaction: a finished fixture match records its result (nothing for other matches). */
  async recordResult(tx: Tx, matchId: string): Promise<void> {
    const row = await leagueStore.fixtureOfMatch(tx, matchId);
    if (!row || row.winnerId) return;
    await leagueStore.lockDivision(tx, row.seasonId, row.division);
    const stored = await leagueStore.seasonById(tx, row.seasonId, row.division);
    const finished = await leagueStore.finishedMatch(tx, matchId);
    if (!stored || stored.closedAt || !finished) return;
    const loser = finished.winner === row.player0Id ? row.player1Id : row.player0Id;
    const score: [number, number] = [
      Math.max(finished.scores.get(finished.winner) ?? 0, row.length),
      Math.min(finished.scores.get(loser) ?? 0, row.length - 1),
    ];
    const next = recordLeagueResult(stored.league, row.code, {
      kind: 'played',
      winner: finished.winner,
      score,
    });
    if (!next.ok) return; // recorded meanwhile (a repeated delivery): nothing to do
    await this.leagues.record(tx, stored, next.value, row.code, 'ONLINE', null);
  }
}
