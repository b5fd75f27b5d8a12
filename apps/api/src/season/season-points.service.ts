/**
 * Season points (issue 40, part 4) by @gamao/season's rules: every finished tournament and every closed league
 * season of a club earns its members placing and attendance points from the club's table (set by directors,
 * audited; a default until then), written by the season's consumers of `tournament.resultChanged` and
 * `league.closed` (through the outbox, never by a direct call) in the consumer's transaction. A season is the
 * calendar year (UTC) the event ended in. Members read the leaderboard and a member's season, live.
 */
import { Inject, Injectable } from '@nestjs/common';
import {
  type EventResult,
  leagueEvents,
  memberSeasonSummary,
  type PointsAward,
  seasonAwards,
  seasonLeaderboard,
  type SeasonPointsRule,
  tournamentEvents,
  validateSeasonPointsRule,
} from '@gamao/season';
import { standingsPolicy, type TieBreak as TournamentTieBreak } from '@gamao/tournament';
import { PrismaService } from '../core/database/prisma.service';
import { DomainError, notFound } from '../core/errors/domain-error';
import { EVENT_BUS, type EventBus } from '../core/event-bus';
import { EventQueue } from '../core/event-queue';
import { EventsService, type Tx } from '../core/events/events.service';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import { ClubsService } from '../clubs/clubs.service';
import * as leagueStore from './league.store';
import type {
  MemberSeasonView,
  SeasonAwardView,
  SeasonLeaderboard,
  SeasonPointsEvent,
  SeasonPointsTableInput,
  SeasonPointsTableView,
} from './season-points.model';
import * as pointsStore from './season-points.store';

/** Until a club sets its own: small fields 3/2/1, from 8 players 8/5/3/3, from 16 players 15/10/6/6/3/3/3/3. */
export const DEFAULT_SEASON_POINTS: SeasonPointsRule = {
  table: [
    { minField: 2, places: [3, 2, 1] },
    { minField: 8, places: [8, 5, 3, 3] },
    { minField: 16, places: [15, 10, 6, 6, 3, 3, 3, 3] },
  ],
  attendance: 1,
};

const pointsTopic = (clubId: string) => `seasonPoints:${clubId}`;
const thisYear = () => new Date().getUTCFullYear();

@Injectable()
export class SeasonPointsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
    private readonly audit: AuditService,
    private readonly events: EventsService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  /** For the club's members. */
  async table(viewerId: string, clubId: string): Promise<SeasonPointsTableView> {
    await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
    const rule = await pointsStore.pointsTable(this.prisma, clubId);
    return this.tableView(clubId, rule ?? DEFAULT_SEASON_POINTS, rule === null);
  }

  /** Directors: the table that awards the events ending from now on (earlier awards stay). Audited. */
  async setTable(viewerId: string, input: SeasonPointsTableInput): Promise<SeasonPointsTableView> {
    await this.clubs.requireRole(input.clubId, viewerId, 'DIRECTOR');
    const minFields = input.rows.map((r) => r.minField);
    if (new Set(minFields).size !== minFields.length)
      throw new DomainError('INVALID_POINTS_TABLE', 'One row per smallest field');
    const checked = validateSeasonPointsRule({ table: input.rows, attendance: input.attendance });
    if (!checked.ok) throw new DomainError('INVALID_POINTS_TABLE', checked.error.message);
    const rule: SeasonPointsRule = {
      table: [...input.rows]
        .sort((a, b) => a.minField - b.minField)
        .map((r) => ({ minField: r.minField, places: [...r.places] })),
      attendance: input.attendance,
    };
    await this.prisma.$transaction(async (tx) => {
      const before = await pointsStore.pointsTable(tx, input.clubId);
      await pointsStore.savePointsTable(tx, input.clubId, rule, viewerId);
      await this.audit.lock(tx, AuditScopeType.CLUB, input.clubId);
      await this.audit.append(tx, AuditScopeType.CLUB, input.clubId, {
        actorId: viewerId,
        action: 'season.pointsTable',
        subject: `club:${input.clubId}`,
        before: before ?? DEFAULT_SEASON_POINTS,
        after: rule,
      });
    });
    return this.tableView(input.clubId, rule, false);
  }

  private tableView(clubId: string, rule: SeasonPointsRule, isDefault: boolean): SeasonPointsTableView {
    return {
      clubId,
      rows: rule.table.map((r) => ({ minField: r.minField, places: [...r.places] })),
      attendance: rule.attendance,
      isDefault,
    };
  }

  /** The club's leaderboard of a season (this year by default), for its members. */
  async leaderboard(viewerId: string, clubId: string, season?: number | null): Promise<SeasonLeaderboard> {
    await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
    const year = season ?? thisYear();
    const awards = await pointsStore.seasonAwards(this.prisma, clubId, year);
    const rows = seasonLeaderboard(awards);
    const names = await leagueStore.displayNames(
      this.prisma,
      rows.map((r) => r.member),
    );
    return {
      clubId,
      season: year,
      seasons: await pointsStore.awardSeasons(this.prisma, clubId),
      rows: rows.map((r) => ({
        rank: r.rank,
        member: { id: r.member, displayName: names.get(r.member) ?? '' },
        points: r.points,
        events: r.events,
      })),
    };
  }

  /** A member's season: rank, points, events, the best one and every award; for the club's members. */
  async memberSeason(
    viewerId: string,
    clubId: string,
    memberId: string,
    season?: number | null,
  ): Promise<MemberSeasonView> {
    await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
    if (!(await this.clubs.roleOf(clubId, memberId))) throw notFound('Member');
    const year = season ?? thisYear();
    const awards = await pointsStore.seasonAwards(this.prisma, clubId, year);
    const summary = memberSeasonSummary(awards, memberId);
    const byEvent = new Map(awards.filter((a) => a.member === memberId).map((a) => [a.event, a]));
    const view = (a: PointsAward): SeasonAwardView => {
      const stored = byEvent.get(a.event)!;
      return {
        event: a.event,
        kind: stored.kind,
        eventName: stored.eventName,
        fieldSize: stored.fieldSize,
        place: a.place,
        placing: a.placing,
        attendance: a.attendance,
        points: a.placing + a.attendance,
        awardedAt: stored.awardedAt,
      };
    };
    const names = await leagueStore.displayNames(this.prisma, [memberId]);
    return {
      clubId,
      season: year,
      member: { id: memberId, displayName: names.get(memberId) ?? '' },
      rank: summary.rank,
      points: summary.points,
      events: summary.events,
      best: summary.best ? view(summary.best) : null,
      awards: summary.awards.map(view),
    };
  }

  /** In the consumer's transaction: a finished tournament's placings earn points (rewritten if corrected). */
  async awardTournament(tx: Tx, tournamentId: string): Promise<void> {
    const t = await pointsStore.finishedTournament(tx, tournamentId);
    if (!t) return;
    const policy = standingsPolicy(t.standingsPolicy);
    const events = tournamentEvents(`tournament:${tournamentId}`, t.doc, {
      ...(t.tieBreaks.length ? { tieBreaks: t.tieBreaks as TournamentTieBreak[] } : {}),
      ...(policy.ok ? { policy: policy.value } : {}),
    });
    await this.award(tx, t.clubId, t.finishedAt.getUTCFullYear(), events, (e) =>
      e.event.includes(':g') ? `${t.name} (${e.event.split(':g')[1]})` : t.name,
    );
  }

  /** In the consumer's transaction: a closed league season's divisions earn points. */
  async awardLeague(tx: Tx, seasonId: string): Promise<void> {
    const stored = await leagueStore.seasonById(tx, seasonId);
    if (!stored?.closedAt) return;
    const events = leagueEvents(`league:${seasonId}`, stored.league, stored.rule, stored.tieBreaks);
    if (!events.ok) return;
    await this.award(tx, stored.clubId, stored.closedAt.getUTCFullYear(), events.value, (e) => {
      const division = e.event.split(':d')[1];
      return `${stored.name} #${stored.number} (${division})`;
    });
  }

  private async award(
    tx: Tx,
    clubId: string,
    season: number,
    events: readonly EventResult[],
    nameOf: (e: EventResult) => string,
  ): Promise<void> {
    if (events.length === 0) return;
    const rule = (await pointsStore.pointsTable(tx, clubId)) ?? DEFAULT_SEASON_POINTS;
    const awards = seasonAwards(rule, events);
    if (!awards.ok) return;
    const byEvent = new Map(events.map((e) => [e.event, e]));
    await pointsStore.saveAwards(
      tx,
      clubId,
      season,
      awards.value.map((a) => {
        const e = byEvent.get(a.event)!;
        return { ...a, kind: e.kind, eventName: nameOf(e), fieldSize: e.fieldSize };
      }),
    );
    await this.events.emit(tx, 'season.pointsChanged', { clubId, season }, clubId);
  }

  async announce(event: SeasonPointsEvent): Promise<void> {
    await this.bus.publish(pointsTopic(event.clubId), event);
  }

  async subscribe(viewerId: string, clubId: string): Promise<AsyncIterableIterator<SeasonPointsEvent>> {
    await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
    let unsubscribe: () => void = () => undefined;
    const queue = new EventQueue<SeasonPointsEvent>(() => unsubscribe());
    unsubscribe = await this.bus.subscribe(pointsTopic(clubId), (payload) => {
      queue.push(payload as SeasonPointsEvent);
    });
    return queue;
  }
}
