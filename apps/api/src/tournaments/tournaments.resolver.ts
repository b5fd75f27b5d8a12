import { Args, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { RequireRole } from '../core/auth/roles.guard';
import { Viewer } from '../core/auth/viewer.decorator';
import { UUID } from '../core/uuid.scalar';
import { InputRules } from '../core/validation/input-rules.pipe';
import {
  CreateTournamentInput,
  FlightEnum,
  PublicEntry,
  PublicTournament,
  ReportStatus,
  SeedingMethod,
  Tournament,
  TournamentEntry,
  TournamentEvent,
  TournamentExport,
  TournamentMatch,
  TournamentPlacing,
  TournamentResultInput,
  TournamentResultReport,
  TournamentStanding,
} from './tournament.model';
import {
  createTournamentRules,
  groupRules,
  publicTokenRules,
  reasonRules,
  resultRules,
  roundRules,
  seedingOrderRules,
} from './tournament-input-rules';
import { TournamentOnlineStartService } from './tournament-online-start.service';
import { TournamentReadsService } from './tournament-reads.service';
import { TournamentResultsService } from './tournament-results.service';
import { TournamentSetupService } from './tournament-setup.service';

const ID = { type: () => UUID };
const TOKEN = InputRules(publicTokenRules);

@Resolver(() => Tournament)
export class TournamentsResolver {
  constructor(
    private readonly reads: TournamentReadsService,
    private readonly setup: TournamentSetupService,
    private readonly results: TournamentResultsService,
    private readonly onlineStart: TournamentOnlineStartService,
  ) {}

  // ---- queries (club members) ---------------------------------------------------------------------

  @Query(() => Tournament)
  async tournament(@Args('id', ID) id: string, @Viewer() viewer: Viewer) {
    return this.reads.tournament(viewer.id, id);
  }

  @Query(() => [Tournament], { description: "A club's tournaments, newest first." })
  @RequireRole('MEMBER')
  async clubTournaments(@Args('clubId', ID) clubId: string, @Viewer() viewer: Viewer) {
    return this.reads.clubTournaments(viewer.id, clubId);
  }

  @Query(() => [TournamentEntry], { description: 'Entrants, in seed order once drawn.' })
  async tournamentEntries(@Args('tournamentId', ID) tournamentId: string, @Viewer() viewer: Viewer) {
    return this.reads.entries(viewer.id, tournamentId);
  }

  @Query(() => [TournamentMatch], {
    description: 'Every match of the draw (optionally one round), in play order.',
  })
  async tournamentMatches(
    @Args('tournamentId', ID) tournamentId: string,
    @Args('round', { type: () => Int, nullable: true }, InputRules(roundRules)) round: number | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.reads.matches(viewer.id, tournamentId, round);
  }

  @Query(() => [TournamentStanding], {
    description:
      'Swiss: score, Buchholz, median Buchholz, seed. Round robin (one group): wins, head-to-head, point ' +
      'difference, points scored, seed.',
  })
  async tournamentStandings(
    @Args('tournamentId', ID) tournamentId: string,
    @Args('group', { type: () => Int, defaultValue: 1 }, InputRules(groupRules)) group: number,
    @Viewer() viewer: Viewer,
  ) {
    return this.reads.standings(viewer.id, tournamentId, group);
  }

  @Query(() => [TournamentPlacing], {
    description:
      'Final placings of a finished single-elimination flight; with live: true, the placings known so far ' +
      'while it is played (a semi-final loser is 3-4 at once; a player still in has 1 to his worst place).',
  })
  async tournamentPlacings(
    @Args('tournamentId', ID) tournamentId: string,
    @Args('flight', { type: () => FlightEnum, defaultValue: FlightEnum.MAIN }) flight: FlightEnum,
    @Args('live', { defaultValue: false }) live: boolean,
    @Viewer() viewer: Viewer,
  ) {
    return this.reads.placings(viewer.id, tournamentId, flight, live);
  }

  // ---- the public link: anyone with its token, no sign-in -------------------------------------------

  @Query(() => PublicTournament, {
    description: 'A tournament by its public link (no sign-in); NOT_FOUND when the link is unknown or off.',
  })
  async publicTournament(@Args('token', TOKEN) token: string) {
    return this.reads.publicTournament(token);
  }

  @Query(() => [PublicEntry], { description: 'The entrants of a public tournament: names and seeds.' })
  async publicTournamentEntries(@Args('token', TOKEN) token: string) {
    return this.reads.publicEntries(token);
  }

  @Query(() => [TournamentMatch], {
    description: 'The draw of a public tournament (matchId is always null: match pages are for members).',
  })
  async publicTournamentMatches(@Args('token', TOKEN) token: string) {
    return this.reads.publicMatches(token);
  }

  @Query(() => [TournamentPlacing], {
    description: 'The placings known so far of a flight of a public single elimination (as live: true).',
  })
  async publicTournamentPlacings(
    @Args('token', TOKEN) token: string,
    @Args('flight', { type: () => FlightEnum, defaultValue: FlightEnum.MAIN }) flight: FlightEnum,
  ) {
    return this.reads.placingsOf(await this.reads.byPublicToken(token), flight, true);
  }

  @Query(() => [TournamentStanding], { description: 'The standings of a public Swiss or round robin.' })
  async publicTournamentStandings(
    @Args('token', TOKEN) token: string,
    @Args('group', { type: () => Int, defaultValue: 1 }, InputRules(groupRules)) group: number,
  ) {
    return this.reads.standingsOf(await this.reads.byPublicToken(token), group);
  }

  @Query(() => String, {
    description: "CSV text (RFC 4180) of the bracket, the standings or a flight's placings.",
  })
  async tournamentCsv(
    @Args('tournamentId', ID) tournamentId: string,
    @Args('export', { type: () => TournamentExport }) what: TournamentExport,
    @Args('flight', { type: () => FlightEnum, defaultValue: FlightEnum.MAIN }) flight: FlightEnum,
    @Args('group', { type: () => Int, defaultValue: 1 }, InputRules(groupRules)) group: number,
    @Viewer() viewer: Viewer,
  ) {
    return this.reads.csv(viewer.id, tournamentId, what, flight, group);
  }

  @Query(() => [TournamentResultReport], { description: 'Reported results (pending, disputed, ...).' })
  async tournamentResultReports(
    @Args('tournamentId', ID) tournamentId: string,
    @Args('status', { type: () => ReportStatus, nullable: true }) status: ReportStatus | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.reads.reports(viewer.id, tournamentId, status);
  }

  // ---- set-up ---------------------------------------------------------------------------------------

  @Mutation(() => Tournament, { description: 'Directors only.' })
  async createTournament(
    @Args('input', InputRules(createTournamentRules)) input: CreateTournamentInput,
    @Viewer() viewer: Viewer,
  ) {
    return this.setup.create(viewer.id, input);
  }

  @Mutation(() => TournamentEntry, {
    description: 'The viewer registers (club members, registration window).',
  })
  async registerForTournament(@Args('tournamentId', ID) tournamentId: string, @Viewer() viewer: Viewer) {
    return this.setup.register(viewer.id, tournamentId);
  }

  @Mutation(() => TournamentEntry, {
    description: 'The viewer withdraws; a director may withdraw anyone (userId).',
  })
  async withdrawFromTournament(
    @Args('tournamentId', ID) tournamentId: string,
    @Args('userId', { type: () => UUID, nullable: true }) userId: string | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.setup.withdraw(viewer.id, tournamentId, userId);
  }

  @Mutation(() => TournamentEntry, {
    description: 'The viewer checks in; a director may check anyone in (userId).',
  })
  async checkInTournament(
    @Args('tournamentId', ID) tournamentId: string,
    @Args('userId', { type: () => UUID, nullable: true }) userId: string | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.setup.checkIn(viewer.id, tournamentId, userId);
  }

  @Mutation(() => Tournament, { description: 'Directors only: MANUAL takes the order (seed 1 first).' })
  async setTournamentSeeding(
    @Args('tournamentId', ID) tournamentId: string,
    @Args('method', { type: () => SeedingMethod }) method: SeedingMethod,
    @Args('order', { type: () => [UUID], nullable: true }, InputRules(seedingOrderRules))
    order: string[] | null,
    @Viewer() viewer: Viewer,
  ) {
    return this.setup.setSeeding(viewer.id, tournamentId, method, order);
  }

  @Mutation(() => Tournament, {
    description:
      'Directors only: turns the public read-only link on (a new token) or off; the same state again changes nothing.',
  })
  async setTournamentPublicLink(
    @Args('tournamentId', ID) tournamentId: string,
    @Args('enabled') enabled: boolean,
    @Viewer() viewer: Viewer,
  ) {
    return this.setup.setPublicLink(viewer.id, tournamentId, enabled);
  }

  @Mutation(() => Tournament, {
    description: 'Directors only: seeds the checked-in players and makes the draw.',
  })
  async drawTournament(@Args('tournamentId', ID) tournamentId: string, @Viewer() viewer: Viewer) {
    return this.setup.draw(viewer.id, tournamentId);
  }

  @Mutation(() => Tournament, { description: 'Directors only: play begins.' })
  async startTournament(@Args('tournamentId', ID) tournamentId: string, @Viewer() viewer: Viewer) {
    return this.setup.start(viewer.id, tournamentId);
  }

  @Mutation(() => Tournament, { description: 'Directors only (Swiss): pairs the next round.' })
  async pairNextRound(@Args('tournamentId', ID) tournamentId: string, @Viewer() viewer: Viewer) {
    return this.setup.pairNextRound(viewer.id, tournamentId);
  }

  // ---- matches and results ------------------------------------------------------------------------

  // Starting it is the starter's check-in at his board; the board starts from the lateness rule's score.
  @Mutation(() => Boolean, { description: 'Either player starts a tournament match on the site.' })
  async startTournamentMatch(@Args('matchId', ID) matchId: string, @Viewer() viewer: Viewer) {
    return this.onlineStart.start(viewer.id, matchId);
  }

  @Mutation(() => Boolean, { description: 'Directors only: the match is played on a physical board.' })
  async markTournamentMatchPhysical(@Args('matchId', ID) matchId: string, @Viewer() viewer: Viewer) {
    return this.setup.markPhysical(viewer.id, matchId);
  }

  @Mutation(() => TournamentResultReport, {
    description:
      "A player's report (a director's own match included) waits for the opponent or another director; a report by a director who does not play in the match is recorded at once.",
  })
  async reportTournamentResult(
    @Args('input', InputRules(resultRules)) input: TournamentResultInput,
    @Viewer() viewer: Viewer,
  ) {
    return this.results.report(viewer.id, input);
  }

  @Mutation(() => TournamentResultReport, {
    description:
      'The opponent or a director who does not play in the match confirms a report; never its reporter.',
  })
  async confirmTournamentResult(@Args('reportId', ID) reportId: string, @Viewer() viewer: Viewer) {
    return this.results.confirm(viewer.id, reportId);
  }

  @Mutation(() => TournamentResultReport, {
    description: 'The opponent disputes a report; a director decides.',
  })
  async disputeTournamentResult(
    @Args('reportId', ID) reportId: string,
    @Args('reason', InputRules(reasonRules)) reason: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.results.dispute(viewer.id, reportId, reason);
  }

  @Mutation(() => TournamentMatch, {
    description:
      'Directors only, not in a match they play: replaces a result, with a written reason; advancement is derived again.',
  })
  async correctTournamentResult(
    @Args('input', InputRules(resultRules)) input: TournamentResultInput,
    @Args('reason', InputRules(reasonRules)) reason: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.results.correct(viewer.id, input, reason);
  }

  // ---- live ----------------------------------------------------------------------------------------

  @Subscription(() => TournamentEvent, {
    description:
      "Each committed change of a tournament (entries, draw, pairings, results), for its club's members; a " +
      'page reads the tournament again on it (after a reconnect too: nothing is replayed).',
    resolve: (event: TournamentEvent) => event,
  })
  async tournamentUpdated(@Args('tournamentId', ID) tournamentId: string, @Viewer() viewer: Viewer) {
    return this.reads.subscribe(viewer.id, tournamentId);
  }

  @Subscription(() => TournamentEvent, {
    description:
      'The changes of a public tournament, for anyone with its link (no sign-in); it ends when the link is ' +
      'turned off.',
    resolve: (event: TournamentEvent) => event,
  })
  async publicTournamentUpdated(@Args('token', TOKEN) token: string) {
    return this.reads.subscribePublic(token);
  }
}
