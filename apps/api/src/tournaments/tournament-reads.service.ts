import { Inject, Injectable } from '@nestjs/common';
import {
  type FlightName,
  bracketCsv,
  bracketPlacings,
  docMatches,
  doubleEliminationFinished,
  doubleEliminationPlacings,
  liveBracketPlacings,
  matchLengthForRound,
  placeLabel,
  placingsCsv,
  roundRobinStandings,
  roundRobinStandingsCsv,
  swissStandings,
  swissStandingsCsv,
  type TieBreak,
  standingsPolicy,
} from '@gamao/tournament';
import { badInput } from '../core/errors/domain-error';
import { EVENT_BUS, EventBus } from '../core/event-bus';
import { EventQueue } from '../core/event-queue';
import { ClubsService } from '../clubs/clubs.service';
import type { ScoringProfileEnum } from '../play/match.model';
import { timeControlView } from '../play/match-view';
import { roundTimeControl } from './tournament-matches';
import {
  FlightEnum,
  ReportStatus,
  ResultOutcome,
  TournamentExport,
  TournamentMatchState,
  type PublicEntry,
  type PublicTournament,
  type Tournament,
  type TournamentEntry,
  type TournamentEvent,
  type TournamentMatch,
  type TournamentPlacing,
  type TournamentResultReport,
  type TournamentStanding,
} from './tournament.model';
import { type StoredReport, TournamentReportStore } from './tournament-report.store';
import { TournamentDayStore } from './tournament-day.store';
import { type StoredTournament, TournamentStore } from './tournament.store';
import { reportWinner } from './result-report';
import { drawnDoc, unwrap } from './tournament-refusals';

/** The event bus topic of a tournament's live updates. */
export const tournamentTopic = (id: string) => `tournament:${id}`;

/**
 * What club members read of a tournament (the draw, entries, matches, standings, placings, CSV, reports) and
 * its live updates. Every read checks that the viewer is a member of the tournament's club.
 */
@Injectable()
export class TournamentReadsService {
  constructor(
    private readonly store: TournamentStore,
    private readonly reportStore: TournamentReportStore,
    private readonly clubs: ClubsService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly dayStore: TournamentDayStore,
  ) {}

  async tournament(viewerId: string, tournamentId: string): Promise<Tournament> {
    const t = await this.store.find(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    return this.view(t);
  }

  async clubTournaments(viewerId: string, clubId: string): Promise<Tournament[]> {
    await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
    return this.views(await this.store.ofClub(clubId));
  }

  /** Views of rows the caller has already authorised (found through the viewer's club memberships). */
  views(rows: readonly StoredTournament[]): Promise<Tournament[]> {
    return Promise.all(rows.map((row) => this.view(row)));
  }

  async entries(viewerId: string, tournamentId: string): Promise<TournamentEntry[]> {
    const t = await this.store.find(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    return this.store.entries(tournamentId);
  }

  async matches(viewerId: string, tournamentId: string, round?: number | null): Promise<TournamentMatch[]> {
    const t = await this.store.find(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    return this.matchesOf(t, round);
  }

  /** The draw's matches of a tournament the caller may read. */
  async matchesOf(t: StoredTournament, round?: number | null): Promise<TournamentMatch[]> {
    if (!t.state) return [];
    const all = docMatches(t.state).filter((m) => round == null || m.round === round);
    const live = new Map((await this.store.liveMatchRows(t.id)).map((r) => [r.tournamentSlot, r]));
    const names = await this.store.players(all.flatMap((m) => [...m.players, m.winner]));
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
        finishedAt: m.status === 'finished' ? (row?.finishedAt ?? null) : null,
      };
    });
  }

  async standings(viewerId: string, tournamentId: string, group: number): Promise<TournamentStanding[]> {
    const t = await this.store.find(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    return this.standingsOf(t, group);
  }

  /** Swiss or round-robin standings of a tournament the caller may read. */
  async standingsOf(t: StoredTournament, group: number): Promise<TournamentStanding[]> {
    const doc = t.state;
    if (!doc || doc.format === 'singleElimination' || doc.format === 'doubleElimination') {
      throw badInput(
        'Standings are for a drawn Swiss or round robin (placings for an elimination)',
        'tournamentId',
      );
    }
    // The director's tie-breaks and standings policy (tournament day rules); none set: the format's defaults.
    // How each match ended (time limit, lost on time, resigned) counts as the event's policy says; under the
    // Sydney time-limit rule the rows are ranked by its points.
    const day = await this.dayStore.rules(t.id);
    const ends = [...(await this.dayStore.resultEnds(t.id))];
    const options = {
      ...(day.tieBreaks.length ? { tieBreaks: day.tieBreaks as TieBreak[] } : {}),
      policy: unwrap(standingsPolicy(day.standingsPolicy)),
      ends: Object.fromEntries(ends.map(([slot, e]) => [slot, e.end])),
      ...(day.timeLimitRule.kind === 'sydney'
        ? {
            ranking: {
              rule: day.timeLimitRule,
              limitScores: Object.fromEntries(
                ends.flatMap(([slot, e]) => (e.limitScore ? [[slot, e.limitScore]] : [])),
              ),
            },
          }
        : {}),
    };
    const rows =
      doc.format === 'swiss'
        ? swissStandings(doc, options).map((s) => ({
            ...s,
            played: null,
            pointsFor: null,
            pointsAgainst: null,
            pointDifference: null,
          }))
        : unwrap(roundRobinStandings(doc, group, options)).map((s) => ({
            ...s,
            score: s.points,
            byes: null,
            buchholz: null,
            medianBuchholz: null,
            withdrawn: null,
          }));
    const names = await this.store.players(rows.map((r) => r.player));
    return rows.map((r) => ({ ...r, player: names.get(r.player) ?? { id: r.player, displayName: '' } }));
  }

  async placings(
    viewerId: string,
    tournamentId: string,
    flight: FlightEnum,
    live = false,
  ): Promise<TournamentPlacing[]> {
    const t = await this.store.find(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    return this.placingsOf(t, flight, live);
  }

  /**
   * A flight's placings: final ones (FLIGHT_NOT_FINISHED until the flight is over), or `live` ones, known so
   * far while it is played (@gamao/tournament liveBracketPlacings).
   */
  async placingsOf(t: StoredTournament, flight: FlightEnum, live: boolean): Promise<TournamentPlacing[]> {
    const doc = t.state;
    if (!doc || (doc.format !== 'singleElimination' && doc.format !== 'doubleElimination'))
      throw badInput('Placings are for a drawn single or double elimination', 'tournamentId');
    // A double elimination places its players as a whole (the flight is not asked); live, none until its end.
    const placings =
      doc.format === 'doubleElimination'
        ? live && !doubleEliminationFinished(doc)
          ? []
          : unwrap(doubleEliminationPlacings(doc)).map((p) => ({ ...p, decided: true }))
        : live
          ? unwrap(liveBracketPlacings(doc, flight as FlightName))
          : unwrap(bracketPlacings(doc, flight as FlightName)).map((p) => ({ ...p, decided: true }));
    const names = await this.store.players(placings.map((p) => p.player));
    return placings.map((p) => ({
      player: names.get(p.player) ?? { id: p.player, displayName: '' },
      place: p.place,
      placeTo: p.placeTo,
      label: placeLabel(p),
      lostInRound: p.lostInRound,
      decided: p.decided,
    }));
  }

  // ---- the public link (no sign-in) ------------------------------------------------------------------

  /** The tournament a public link names, or NOT_FOUND (an unknown token, or a link turned off). */
  async byPublicToken(token: string): Promise<StoredTournament> {
    return this.store.byPublicToken(token);
  }

  async publicTournament(token: string): Promise<PublicTournament> {
    const t = await this.store.byPublicToken(token);
    return {
      name: t.name,
      clubName: await this.store.clubName(t.clubId),
      format: t.format,
      status: t.status,
      matchLengths: t.matchLengths,
      crawford: t.crawford,
      consolation: t.consolation,
      lastChance: t.lastChance,
      grandFinalReset: t.grandFinalReset,
      rounds: t.rounds,
      roundsPaired: t.state?.format === 'swiss' ? t.state.rounds.length : null,
      groups: t.groups,
      startedAt: t.startedAt,
      finishedAt: t.finishedAt,
    };
  }

  async publicEntries(token: string): Promise<PublicEntry[]> {
    const t = await this.store.byPublicToken(token);
    return (await this.store.entries(t.id)).map((e) => ({
      player: e.player,
      seed: e.seed,
      withdrawn: e.withdrawnAt !== null,
    }));
  }

  /** The draw as the public link shows it: no Match row ids (those lead to club-only pages). */
  async publicMatches(token: string): Promise<TournamentMatch[]> {
    const t = await this.store.byPublicToken(token);
    return (await this.matchesOf(t)).map((m) => ({ ...m, matchId: null }));
  }

  /** The live updates of a public tournament: they end when the link is turned off (access rechecks). */
  async subscribePublic(token: string): Promise<AsyncIterableIterator<TournamentEvent>> {
    const t = await this.store.byPublicToken(token);
    return this.follow(t.id);
  }

  async csv(
    viewerId: string,
    tournamentId: string,
    what: TournamentExport,
    flight: FlightEnum,
    group: number,
  ): Promise<string> {
    const t = await this.store.find(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    const doc = drawnDoc(t);
    const names = Object.fromEntries(
      [...(await this.store.players(doc.seeds)).values()].map((u) => [u.id, u.displayName]),
    );
    if (what === TournamentExport.STANDINGS) {
      if (doc.format === 'swiss') return swissStandingsCsv(swissStandings(doc), names);
      if (doc.format === 'roundRobin')
        return roundRobinStandingsCsv(unwrap(roundRobinStandings(doc, group)), names);
    } else if (doc.format === 'doubleElimination' && what === TournamentExport.PLACINGS) {
      return placingsCsv(unwrap(doubleEliminationPlacings(doc)), names);
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
    const t = await this.store.find(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    const rows = await this.reportStore.reports(tournamentId, status);
    return Promise.all(rows.map((row) => this.reportView(row.id, row)));
  }

  // ---- live ------------------------------------------------------------------------------------------

  /** Published after the commit, so a page that reads the tournament on the event sees the change. */
  async announce(tournamentId: string, change: string): Promise<void> {
    const event: TournamentEvent = { tournamentId, change, at: new Date() };
    await this.bus.publish(tournamentTopic(tournamentId), event);
  }

  /** The live updates of a tournament, for its club's members: each committed change, from now on. */
  async subscribe(viewerId: string, tournamentId: string): Promise<AsyncIterableIterator<TournamentEvent>> {
    const t = await this.store.find(tournamentId);
    await this.clubs.requireRole(t.clubId, viewerId, 'MEMBER');
    return this.follow(t.id);
  }

  private async follow(tournamentId: string): Promise<AsyncIterableIterator<TournamentEvent>> {
    let unsubscribe: () => void = () => undefined;
    const queue = new EventQueue<TournamentEvent>(() => unsubscribe());
    unsubscribe = await this.bus.subscribe(tournamentTopic(tournamentId), (payload) => {
      const event = payload as TournamentEvent;
      queue.push({ ...event, at: new Date(event.at) }); // through Redis the date arrives as text
    });
    return queue;
  }

  // ---- views (the caller has authorised the read) ----------------------------------------------------

  entry(tournamentId: string, userId: string): Promise<TournamentEntry> {
    return this.store.entry(tournamentId, userId);
  }

  async reportView(id: string, loaded?: StoredReport): Promise<TournamentResultReport> {
    const row = loaded ?? (await this.reportStore.report(id));
    const report = row.report;
    const players = await this.store.matchPlayers(row.matchId);
    return {
      ...row,
      outcome: report.kind as ResultOutcome,
      winnerId: reportWinner(report, players),
      score: report.kind !== 'walkover' && report.score ? [...report.score] : null,
    };
  }

  async view(t: StoredTournament): Promise<Tournament> {
    const seeds = t.state ? [...t.state.seeds] : [];
    const names = await this.store.players(seeds);
    const rounds = Array.isArray(t.roundTimeControls) ? t.roundTimeControls : null;
    return {
      ...t,
      scoringProfile: t.scoringProfile as ScoringProfileEnum,
      roundsPaired: t.state?.format === 'swiss' ? t.state.rounds.length : null,
      seeds: seeds.map((id) => names.get(id) ?? { id, displayName: '' }),
      timeControl: timeControlView(
        roundTimeControl({ ...t, roundTimeControls: null }, 1, t.matchLengths[0] ?? 1),
      ),
      roundTimeControls: rounds
        ? rounds.map((spec, i) =>
            spec
              ? timeControlView(
                  roundTimeControl(
                    { timeControl: null, roundTimeControls: rounds },
                    i + 1,
                    matchLengthForRound(t.matchLengths, i + 1),
                  ),
                )
              : null,
          )
        : null,
      abandonHours: t.abandonHours ?? 24,
    };
  }
}
