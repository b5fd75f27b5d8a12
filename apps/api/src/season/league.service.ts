/**
 * League seasons (issue 40, part 3) on @gamao/season's league rules: a director creates a season (divisions from
 * lists, or members cut into divisions of N, by rating if asked), reads and follows it with the members; results
 * come from a physical board (a player reports, the opponent or a neutral director confirms, as tournament results
 * do: tournaments/result-authority.ts), from a neutral director's entry, or from the fixture's online match
 * (league-play.service.ts, through the outbox). Closing applies promotion and relegation and draws the next
 * season. A result runs under its division's row lock (the divisions take results in parallel), a close under
 * the season's; each writes `league.changed` for the live pages, and a director's entry or close is in the
 * club's audit chain. A season's divisions and fixtures are read only when a query asks for them.
 */
import { Injectable } from '@nestjs/common';
import {
  createLeague,
  divisionStandings,
  type League,
  type LeagueReport,
  nextDivisions,
  type PointsRule,
  recordLeagueResult,
  type Result,
  type TieBreak,
  validateTieBreaks,
} from '@gamao/season';
import { PrismaService } from '../core/database/prisma.service';
import { EventsService, type Tx } from '../core/events/events.service';
import { badInput, DomainError, forbidden, notFound } from '../core/errors/domain-error';
import type { ErrorCode } from '../core/errors/messages';
import { AuditScopeType } from '../audit/audit.model';
import { AuditService } from '../audit/audit.service';
import { ClubsService } from '../clubs/clubs.service';
import { RatingsService } from '../ratings/ratings.service';
import { mayConfirm, recordedAtOnce, type ResultParties } from '../tournaments/result-authority';
import { clubRatings } from './club-ratings.store';
import {
  type CreateLeagueInput,
  LeagueOutcome,
  LeaguePointsKind,
  type LeagueResultInput,
  type LeagueSeasonParts,
  type LeagueSeasonView,
} from './league.model';
import * as leagueStore from './league.store';

const CODE: Record<string, ErrorCode> = {
  INVALID_OPTIONS: 'INVALID_LEAGUE_OPTIONS',
  TOO_FEW_PLAYERS: 'INVALID_LEAGUE_OPTIONS',
  DUPLICATE_PLAYER: 'DUPLICATE_PLAYER',
  INVALID_TIE_BREAKS: 'INVALID_TIE_BREAKS',
  INVALID_SCORE: 'INVALID_SCORE',
  RESULT_ALREADY_RECORDED: 'RESULT_ALREADY_RECORDED',
  PLAYER_NOT_IN_MATCH: 'PLAYER_NOT_IN_MATCH',
  SEASON_NOT_FINISHED: 'SEASON_NOT_FINISHED',
  UNKNOWN_MATCH: 'NOT_FOUND',
  UNKNOWN_DIVISION: 'NOT_FOUND',
};

export function unwrapLeague<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new DomainError(CODE[result.error.code] ?? 'BAD_USER_INPUT', result.error.message);
}

const DEFAULT_TIE_BREAKS: TieBreak[] = ['head-to-head', 'most-wins', 'points-difference'];
const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The GraphQL result input as the library's report. */
export function toLeagueReport(input: LeagueResultInput): LeagueReport {
  if (input.outcome === LeagueOutcome.WALKOVER) {
    if (input.score) throw badInput('A walkover has no score', 'score');
    return { kind: 'walkover', absent: input.playerId };
  }
  if (!input.score)
    throw new DomainError('INVALID_SCORE', "A played result has its score [winner's, loser's]");
  return { kind: 'played', winner: input.playerId, score: [input.score[0], input.score[1]] };
}

@Injectable()
export class LeagueService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
    private readonly audit: AuditService,
    private readonly events: EventsService,
    private readonly ratings: RatingsService,
  ) {}

  /** Directors of input.clubId: a new season with its fixtures by week. */
  async create(viewerId: string, input: CreateLeagueInput): Promise<LeagueSeasonView> {
    await this.clubs.requireRole(input.clubId, viewerId, 'DIRECTOR');
    const divisions = await this.divisionsOf(input);
    const everyone = divisions.flat();
    const members = await leagueStore.membersAmong(this.prisma, input.clubId, everyone);
    const stranger = everyone.find((p) => !members.has(p));
    if (stranger) throw new DomainError('NOT_A_MEMBER', `${stranger} is not a member of the club`);
    const lengths = input.lengths.length === 1 ? divisions.map(() => input.lengths[0]) : input.lengths;
    const league = unwrapLeague(createLeague({ divisions, lengths, double: input.double ?? false }));
    const rule: PointsRule =
      input.points?.kind === LeaguePointsKind.MARGIN
        ? { kind: 'margin', perWin: input.points.win ?? 100 }
        : { kind: 'win-loss', win: input.points?.win ?? 2, loss: input.points?.loss ?? 0 };
    if (rule.kind === 'win-loss' && rule.win <= rule.loss)
      throw new DomainError('INVALID_LEAGUE_OPTIONS', 'A win earns more than a loss');
    const tieBreaks = unwrapLeague(validateTieBreaks(input.tieBreaks ?? DEFAULT_TIE_BREAKS));
    const promote = input.promote ?? 1;
    const relegate = input.relegate ?? 1;
    const smallest = Math.min(...divisions.map((d) => d.length));
    if (divisions.length > 1 && promote + relegate > smallest)
      throw new DomainError(
        'INVALID_LEAGUE_OPTIONS',
        `${promote} up and ${relegate} down exceed ${smallest}`,
      );
    const startsOn = input.startsOn ? new Date(`${input.startsOn}T00:00:00Z`) : new Date(isoDay(new Date()));
    const id = await this.prisma.$transaction(async (tx) => {
      const seasonId = await leagueStore.createSeason(tx, {
        clubId: input.clubId,
        name: input.name.trim(),
        number: 1,
        previousId: null,
        rule,
        tieBreaks,
        promote,
        relegate,
        startsOn,
        createdById: viewerId,
        league,
      });
      await this.audit.lock(tx, AuditScopeType.CLUB, input.clubId);
      await this.audit.append(tx, AuditScopeType.CLUB, input.clubId, {
        actorId: viewerId,
        action: 'league.created',
        subject: `league:${seasonId}`,
        before: null,
        after: { divisions, lengths, rule, tieBreaks, promote, relegate, double: league.double },
      });
      return seasonId;
    });
    return this.view(viewerId, id);
  }

  /** The division lists: given, or the players cut into divisions of divisionSize (by rating if asked). */
  private async divisionsOf(input: CreateLeagueInput): Promise<string[][]> {
    if (input.divisions?.length) {
      if (input.players?.length) throw badInput('Give divisions or players, not both', 'players');
      return input.divisions;
    }
    if (!input.players?.length || !input.divisionSize)
      throw new DomainError('INVALID_LEAGUE_OPTIONS', 'Divisions, or players and a division size');
    let order = input.players;
    if (input.byRating) {
      const ratings = new Map(
        (await clubRatings(this.prisma, input.clubId)).map((r) => [r.userId, r.rating] as const),
      );
      const given = new Map(order.map((p, i) => [p, i]));
      order = [...order].sort(
        (a, b) =>
          (ratings.get(b) ?? -Infinity) - (ratings.get(a) ?? -Infinity) ||
          (given.get(a) ?? 0) - (given.get(b) ?? 0),
      );
    }
    const size = input.divisionSize;
    return Array.from({ length: Math.ceil(order.length / size) }, (_, i) =>
      order.slice(i * size, (i + 1) * size),
    );
  }

  /**
   * A player of the fixture, or a director: a neutral director's result is recorded at once (audited); a
   * player's (a playing director's included) waits for the opponent or a neutral director.
   */
  async report(viewerId: string, input: LeagueResultInput): Promise<LeagueSeasonView> {
    const report = toLeagueReport(input);
    const seasonId = await this.change(viewerId, input.fixtureId, async (tx, stored, code, parties) => {
      if (!parties.players.includes(viewerId) && !parties.director)
        throw forbidden('Only its players or a director report a result');
      const next = unwrapLeague(recordLeagueResult(stored.league, code, report));
      const fixture = stored.fixtures.get(code)!;
      if (recordedAtOnce(parties)) {
        await this.record(tx, stored, next, code, 'DIRECTOR', viewerId);
        return;
      }
      await leagueStore.saveReport(tx, fixture.id, report, viewerId);
      await this.events.emit(
        tx,
        'league.changed',
        { seasonId: stored.id, clubId: stored.clubId, change: 'result.reported', fixtureId: fixture.id },
        stored.clubId,
      );
    });
    return this.view(viewerId, seasonId);
  }

  /** The reporter's opponent, or a neutral director, confirms the waiting report; never its reporter. */
  async confirm(viewerId: string, fixtureId: string): Promise<LeagueSeasonView> {
    const seasonId = await this.change(viewerId, fixtureId, async (tx, stored, code, parties) => {
      const fixture = stored.fixtures.get(code)!;
      if (!fixture.report || !fixture.reportedById)
        throw new DomainError('REPORT_NOT_PENDING', 'No report waits for confirmation');
      if (!mayConfirm(parties, { reportedById: fixture.reportedById, status: 'PENDING' }))
        throw forbidden("The reporter's opponent or a director who does not play confirms");
      const next = unwrapLeague(recordLeagueResult(stored.league, code, fixture.report));
      await this.record(tx, stored, next, code, 'CONFIRMED', recordedAtOnce(parties) ? viewerId : null);
    });
    return this.view(viewerId, seasonId);
  }

  /**
   * Writes the result the library recorded, then `league.changed`. A director's entry or confirmation is
   * audited (`auditActor`); a players' agreement or an online match is not a director's act.
   */
  async record(
    tx: Tx,
    stored: leagueStore.StoredSeason,
    next: League,
    code: string,
    source: 'CONFIRMED' | 'DIRECTOR' | 'ONLINE',
    auditActor: string | null,
  ): Promise<void> {
    const fixture = stored.fixtures.get(code)!;
    const match = next.matches.find((m) => m.id === code)!;
    const result = match.result!;
    if (!(await leagueStore.saveResult(tx, fixture.id, result, source)))
      throw new DomainError('RESULT_ALREADY_RECORDED');
    // A physical board's result becomes a finished match of the club, rated as the club's policy says (a
    // league match; a walkover by default not). An online fixture's match is rated by its own consumer.
    if (source !== 'ONLINE') {
      const [player0Id, player1Id] = match.players;
      const winnerSide = result.winner === player0Id ? 0 : 1;
      const matchId = await leagueStore.createBoardMatch(tx, {
        fixtureId: fixture.id,
        clubId: stored.clubId,
        player0Id,
        player1Id,
        createdById: auditActor ?? fixture.reportedById ?? result.winner,
        length: match.length,
        winnerSide,
        score: winnerSide === 0 ? [result.score[0], result.score[1]] : [result.score[1], result.score[0]],
        resultSource: result.kind === 'walkover' ? 'WALKOVER' : 'REPORTED',
      });
      await this.ratings.rateFinishedMatch(tx, matchId, auditActor);
    }
    if (auditActor) {
      await this.audit.lock(tx, AuditScopeType.CLUB, stored.clubId);
      await this.audit.append(tx, AuditScopeType.CLUB, stored.clubId, {
        actorId: auditActor,
        action: 'league.result',
        subject: `league:${stored.id}:${code}`,
        before: fixture.report ? { report: fixture.report, reportedById: fixture.reportedById } : null,
        after: { ...result, source },
      });
    }
    await this.events.emit(
      tx,
      'league.changed',
      { seasonId: stored.id, clubId: stored.clubId, change: 'result.recorded', fixtureId: fixture.id },
      stored.clubId,
    );
  }

  /**
   * Directors: every result in, the final standings give promotion and relegation, and the next season is
   * drawn from them (same lengths, rule, tie-breaks and movement; week 1 a week after this one's last).
   */
  async close(viewerId: string, seasonId: string): Promise<LeagueSeasonView> {
    const nextId = await this.prisma.$transaction(async (tx) => {
      await leagueStore.lockSeason(tx, seasonId);
      const stored = await leagueStore.seasonById(tx, seasonId);
      if (!stored) throw notFound('League');
      await this.clubs.requireRole(stored.clubId, viewerId, 'DIRECTOR');
      if (stored.closedAt) throw new DomainError('LEAGUE_CLOSED', 'This season is closed');
      const move = { up: stored.promote, down: stored.relegate };
      const divisions = unwrapLeague(nextDivisions(stored.league, stored.rule, stored.tieBreaks, move));
      const lengths = stored.league.divisions.map((d) => d.length);
      const league = unwrapLeague(createLeague({ divisions, lengths, double: stored.league.double }));
      const weeks = Math.max(0, ...stored.league.matches.map((m) => m.week));
      await leagueStore.markClosed(tx, seasonId);
      const id = await leagueStore.createSeason(tx, {
        clubId: stored.clubId,
        name: stored.name,
        number: stored.number + 1,
        previousId: stored.id,
        rule: stored.rule,
        tieBreaks: stored.tieBreaks,
        promote: stored.promote,
        relegate: stored.relegate,
        startsOn: new Date(stored.startsOn.getTime() + weeks * 7 * DAY_MS),
        createdById: viewerId,
        league,
      });
      await this.audit.lock(tx, AuditScopeType.CLUB, stored.clubId);
      await this.audit.append(tx, AuditScopeType.CLUB, stored.clubId, {
        actorId: viewerId,
        action: 'league.closed',
        subject: `league:${stored.id}`,
        before: { divisions: stored.league.divisions.map((d) => d.players) },
        after: { next: id, divisions },
      });
      const payload = { seasonId: stored.id, clubId: stored.clubId };
      await this.events.emit(tx, 'league.changed', { ...payload, change: 'season.closed' }, stored.clubId);
      await this.events.emit(tx, 'league.closed', payload, stored.clubId);
      return id;
    });
    return this.view(viewerId, nextId);
  }

  /** Loads the fixture's division under its lock, checks it is open and the fixture unplayed, runs `rule`. */
  private async change(
    viewerId: string,
    fixtureId: string,
    rule: (tx: Tx, stored: leagueStore.StoredSeason, code: string, parties: ResultParties) => Promise<void>,
  ): Promise<string> {
    const row = await leagueStore.fixtureById(this.prisma, fixtureId);
    if (!row) throw notFound('Fixture');
    await this.prisma.$transaction(async (tx) => {
      await leagueStore.lockDivision(tx, row.seasonId, row.division);
      const stored = await leagueStore.seasonById(tx, row.seasonId, row.division);
      if (!stored) throw notFound('League');
      const role = await this.clubs.requireRole(stored.clubId, viewerId, 'MEMBER');
      if (stored.closedAt) throw new DomainError('LEAGUE_CLOSED', 'This season is closed');
      const match = stored.league.matches.find((m) => m.id === row.code)!;
      if (match.result) throw new DomainError('RESULT_ALREADY_RECORDED');
      const director = role === 'DIRECTOR' || role === 'OWNER';
      await rule(tx, stored, row.code, { viewerId, players: match.players, director });
    });
    return row.seasonId;
  }

  /** For the club's members: the season's own fields (its divisions and fixtures when asked: `parts`). */
  async view(viewerId: string, seasonId: string): Promise<LeagueSeasonView> {
    const header = await leagueStore.seasonHeader(this.prisma, seasonId);
    if (!header) throw notFound('League');
    await this.clubs.requireRole(header.clubId, viewerId, 'MEMBER');
    return this.headerView(header);
  }

  /** The club's league seasons, newest first, for its members. */
  async clubLeagues(viewerId: string, clubId: string): Promise<LeagueSeasonView[]> {
    await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
    const views: LeagueSeasonView[] = [];
    for (const id of await leagueStore.clubSeasonIds(this.prisma, clubId)) {
      const header = await leagueStore.seasonHeader(this.prisma, id);
      if (header) views.push(this.headerView(header));
    }
    return views;
  }

  private headerView(h: leagueStore.SeasonHeader): LeagueSeasonView {
    const rule = h.pointsRule as unknown as PointsRule;
    return {
      id: h.id,
      clubId: h.clubId,
      name: h.name,
      number: h.number,
      previousId: h.previousId,
      nextId: h.nextId,
      double: h.double,
      pointsKind: rule.kind === 'margin' ? LeaguePointsKind.MARGIN : LeaguePointsKind.WIN_LOSS,
      win: rule.kind === 'margin' ? rule.perWin : rule.win,
      loss: rule.kind === 'margin' ? 0 : rule.loss,
      tieBreaks: [...h.tieBreaks],
      promote: h.promote,
      relegate: h.relegate,
      startsOn: isoDay(h.startsOn),
      closedAt: h.closedAt,
    };
  }

  /** A season's divisions (with their standings) and fixtures, read once per season answered. */
  parts(view: LeagueSeasonView): Promise<LeagueSeasonParts> {
    let parts = this.partsRead.get(view);
    if (!parts) {
      parts = leagueStore.seasonById(this.prisma, view.id).then((stored) => {
        if (!stored) throw notFound('League');
        return this.partsOf(stored);
      });
      this.partsRead.set(view, parts);
    }
    return parts;
  }
  private readonly partsRead = new WeakMap<LeagueSeasonView, Promise<LeagueSeasonParts>>();

  private async partsOf(stored: leagueStore.StoredSeason): Promise<LeagueSeasonParts> {
    const { league, rule } = stored;
    const names = await leagueStore.displayNames(
      this.prisma,
      league.divisions.flatMap((d) => d.players),
    );
    const player = (id: string) => ({ id, displayName: names.get(id) ?? '' });
    return {
      divisions: league.divisions.map((d) => ({
        division: d.division,
        length: d.length,
        players: d.players.map(player),
        standings: unwrapLeague(divisionStandings(league, d.division, rule, stored.tieBreaks)).map((r) => ({
          rank: r.rank,
          player: player(r.player),
          points: r.points,
          wins: r.wins,
          played: r.played,
          pointsDifference: r.pointsDifference,
          decidedBy: r.decidedBy,
        })),
      })),
      fixtures: league.matches.map((m) => {
        const f = stored.fixtures.get(m.id)!;
        return {
          id: f.id,
          code: m.id,
          division: m.division,
          week: m.week,
          weekOf: isoDay(new Date(stored.startsOn.getTime() + (m.week - 1) * 7 * DAY_MS)),
          players: m.players.map(player),
          length: m.length,
          winnerId: m.result?.winner ?? null,
          outcome: m.result
            ? m.result.kind === 'walkover'
              ? LeagueOutcome.WALKOVER
              : LeagueOutcome.PLAYED
            : null,
          score: m.result ? [...m.result.score] : null,
          source: f.source,
          report:
            f.report && f.reportedById
              ? {
                  reportedById: f.reportedById,
                  outcome: f.report.kind === 'walkover' ? LeagueOutcome.WALKOVER : LeagueOutcome.PLAYED,
                  playerId: f.report.kind === 'walkover' ? f.report.absent : f.report.winner,
                  score: f.report.kind === 'played' ? [...f.report.score] : null,
                }
              : null,
          matchId: f.matchId,
        };
      }),
    };
  }
}
