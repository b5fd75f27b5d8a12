import { Inject, Injectable } from '@nestjs/common';
import {
  type Action,
  type CheckerMove,
  type GameOptions,
  type MatchState,
  type WinKind,
  checkOptions,
  currentGame,
  encodePositionId,
  exportMat,
  formatPlay,
  legalPlays,
  replay,
} from '@gamao/engine';
import type { Prisma } from '../generated/prisma/client';
import type { MatchStatus } from '../generated/prisma/enums';
import { ClubsService } from '../clubs/clubs.service';
import { givenFields } from '../core/graphql/given-fields';
import { PrismaService } from '../core/database/prisma.service';
import { SqlService } from '../core/database/sql.service';
import { badInput, DomainError, forbidden, notFound } from '../core/errors/domain-error';
import { EVENT_BUS, EventBus } from '../core/event-bus';
import { EventsService } from '../core/events/events.service';
import { checkExpectedSeq, resumableFeed } from '../core/live-log';
import { verifyRolls } from './dice-seeds';
import { matchTopic, startChallengedMatch } from './match-start';
import type { LegalPlay } from '../core/graphql/board.model';
import type { DiceVerification } from '../core/graphql/dice-verification.model';
import type {
  ChallengeInput,
  ForfeitClaim,
  LogEntry,
  Match,
  MatchEvent,
  PlayerPresence,
} from './match.model';
import { MatchAppender, initialState, rollAction } from './match-appender';
import { MatchClocksService } from './match-clocks.service';
import { timeControlOf } from './match-clock';
import { PresenceService } from './presence.service';
import {
  closeChallenge,
  createChallenge,
  loadMatch,
  matchActions,
  matchesOf,
  matchesOfClub,
  setClientSeed,
  type StoredAction,
  type StoredMatch,
} from './match.store';
import { matchDate, playerNames } from './match-log';
import { buildMatchView, logEntries } from './match-view';
import { RecentMatches } from './recent-matches';

/** What a player asks for; the server turns it into an engine action (a roll gets its dice here). */
export type Intent =
  | { type: 'roll' }
  | { type: 'play'; moves: CheckerMove[] }
  | { type: 'double' | 'take' | 'drop' | 'beaver' | 'raccoon' | 'refuseBeaver' }
  | { type: 'resign'; kind: WinKind }
  | { type: 'acceptResignation' | 'rejectResignation' };

/** A match view with its engine state and stored row kept for field resolvers (the log, presence). */
export type { StoredMatch };

export type MatchWithState = Match & { readonly engineState: MatchState; readonly stored: StoredMatch };

@Injectable()
export class MatchesService {
  /** Matches without a clock as their last action here left them (recent-matches.ts). */
  private readonly recent = new RecentMatches();

  constructor(
    private readonly prisma: PrismaService,
    private readonly sql: SqlService,
    private readonly clubs: ClubsService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly appender: MatchAppender,
    private readonly clocks: MatchClocksService,
    private readonly presenceService: PresenceService,
    private readonly events: EventsService,
  ) {}

  // ---- reads for other modules (a store is its module's own) ----------------------------------------

  /** A stored match with its participants, or null. */
  stored(matchId: string): Promise<StoredMatch | null> {
    return loadMatch(this.sql, matchId);
  }

  /** A match's action log, in order. */
  actionsOf(matchId: string) {
    return matchActions(this.prisma, matchId);
  }

  /** A player's finished matches, newest first. */
  finishedOf(userId: string): Promise<StoredMatch[]> {
    return matchesOf(this.prisma, userId, ['FINISHED']);
  }

  /** A club's finished matches, newest first. */
  finishedOfClub(clubId: string): Promise<StoredMatch[]> {
    return matchesOfClub(this.prisma, clubId, ['FINISHED']);
  }

  /**
   * A match that has just started, and is decided at once: `side` forfeits (a tournament player past the
   * lateness threshold when the match starts online). Appended as the server's action after the start.
   */
  async forfeitAtStart(matchId: string, side: 0 | 1, actorId: string): Promise<void> {
    const match = await this.load(matchId);
    if (match.status !== 'ACTIVE' || match.lastSeq !== 0) throw new DomainError('MATCH_NOT_ACTIVE');
    await this.appender.append(match, { type: 'forfeit', side }, actorId);
  }

  /** Writes a challenge in the caller's transaction (the club lobby accepts an open challenge with it). */
  createChallengeIn(tx: Prisma.TransactionClient, challenge: Parameters<typeof createChallenge>[1]) {
    return createChallenge(tx, challenge);
  }

  // ---- challenges ---------------------------------------------------------------------------------

  async challenge(viewerId: string, input: ChallengeInput): Promise<MatchWithState> {
    await this.clubs.requireRole(input.clubId, viewerId, 'MEMBER');
    if (input.opponentId === viewerId) throw new DomainError('SAME_PLAYER');
    if (!(await this.clubs.roleOf(input.clubId, input.opponentId))) {
      throw new DomainError('NOT_A_MEMBER', 'The opponent is not a member of this club');
    }
    const options = checkOptions(givenFields(input.options));
    if (!options.ok) throw DomainError.fromRule(options.error);
    const policy = await this.clubs.playPolicy(input.clubId);
    const created = await this.prisma.$transaction(async (tx) => {
      const match = await createChallenge(tx, {
        clubId: input.clubId,
        createdById: viewerId,
        opponentId: input.opponentId,
        options: options.value,
        timeControl: timeControlOf(input.timeControl, options.value.length),
        abandonMinutes: policy.abandonHours * 60,
      });
      await this.events.emit(
        tx,
        'challenge.created',
        { matchId: match.id, clubId: input.clubId, challengerId: viewerId, opponentId: input.opponentId },
        input.clubId,
      );
      return match;
    });
    return this.view(created, viewerId);
  }

  /** The challenged player accepts: the server commits to its dice seed and the match starts. */
  async accept(viewerId: string, matchId: string): Promise<MatchWithState> {
    const match = await this.load(matchId);
    const side = this.sideOf(match, viewerId);
    if (side === null) throw forbidden('Only the challenged player accepts');
    if (match.tournamentId) throw new DomainError('TOURNAMENT_MATCH');
    if (side !== 1) throw forbidden('Only the challenged player accepts');
    await startChallengedMatch(this.prisma, this.bus, match, {}, (tx) =>
      this.events.emit(
        tx,
        'challenge.answered',
        { ...this.challengeOf(match), answer: 'accepted' },
        match.clubId,
      ),
    );
    return this.view(await this.load(matchId), viewerId);
  }

  /** The challenged player declines, or the challenger withdraws. */
  async decline(viewerId: string, matchId: string): Promise<MatchWithState> {
    const match = await this.load(matchId);
    const side = this.sideOf(match, viewerId);
    if (side === null) throw forbidden('Only the players answer a challenge');
    if (match.tournamentId) throw new DomainError('TOURNAMENT_MATCH');
    const status = side === 1 ? 'DECLINED' : 'CANCELLED';
    await this.prisma.$transaction(async (tx) => {
      if (!(await closeChallenge(tx, matchId, status))) throw new DomainError('CHALLENGE_NOT_PENDING');
      const answer = status === 'DECLINED' ? 'declined' : 'withdrawn';
      await this.events.emit(tx, 'challenge.answered', { ...this.challengeOf(match), answer }, match.clubId);
    });
    await this.publish({ matchId, seq: 0, entry: null, status });
    return this.view(await this.load(matchId), viewerId);
  }

  /** Who challenged whom (side 0 challenged side 1), as the challenge events name them. */
  private challengeOf(match: StoredMatch) {
    const bySide = (side: number) => match.participants.find((p) => p.side === side)?.userId ?? '';
    return { matchId: match.id, clubId: match.clubId, challengerId: bySide(0), opponentId: bySide(1) };
  }

  /** A player adds entropy of their own to the dice, before the first roll. */
  async setClientSeed(viewerId: string, matchId: string, seed: string): Promise<MatchWithState> {
    if (!/^[\x20-\x7e]{1,64}$/.test(seed))
      throw badInput('A client seed is 1 to 64 printable characters', 'seed');
    const match = await this.load(matchId);
    const side = this.sideOf(match, viewerId);
    if (side === null) throw forbidden('Only the players set seeds');
    if (!(await setClientSeed(this.prisma, matchId, side, seed))) throw new DomainError('CLIENT_SEED_LOCKED');
    return this.view(await this.load(matchId), viewerId);
  }

  // ---- play ---------------------------------------------------------------------------------------

  /**
   * One action of a player, validated by the engine and appended to the log in one transaction.
   * `expectedSeq` is the last sequence number the client saw: a stale or repeated submission is refused
   * with STALE_SEQUENCE and changes nothing; of simultaneous submissions exactly one wins (the unique
   * (matchId, seq) key and the conditional update both guard it). With a clock, an action after the acting
   * side's deadline is refused with TIME_EXPIRED and the timeout is recorded instead (once: a timeout job at
   * the same instant runs under the same guard).
   */
  async act(viewerId: string, matchId: string, expectedSeq: number, intent: Intent): Promise<MatchWithState> {
    const kept = this.recent.at(matchId, expectedSeq);
    if (kept) {
      try {
        return await this.actOn(kept, this.recent.readAt(matchId), viewerId, expectedSeq, intent);
      } catch (error) {
        // Refused on the kept match (a rule, or the append found the match moved on or changed): judged again
        // on the stored match, so that the answer is the one a fresh read gives. Nothing was appended.
        this.recent.forget(matchId);
        if (!(error instanceof DomainError)) throw error;
      }
    }
    const readAt = Date.now();
    return this.actOn(await this.load(matchId), readAt, viewerId, expectedSeq, intent);
  }

  private async actOn(
    match: StoredMatch,
    readAt: number,
    viewerId: string,
    expectedSeq: number,
    intent: Intent,
  ): Promise<MatchWithState> {
    const side = this.sideOf(match, viewerId);
    if (side === null) throw forbidden('Only the players act in a match');
    if (match.status !== 'ACTIVE') throw new DomainError('MATCH_NOT_ACTIVE');
    checkExpectedSeq(expectedSeq, match.lastSeq);
    const timed = await this.clocks.assertInTime(match);
    const state = timed.state ?? initialState(timed.options);
    const action = this.toAction(timed, state, side, intent);
    const appended = await this.appender.append(timed, action, viewerId);
    this.recent.keep(appended, readAt);
    return this.view(appended, viewerId);
  }

  /**
   * A player claims a match their opponent abandoned: in a match without a clock, the opponent has had the
   * decision and no socket on the match for the abandonment limit; or, in a tournament, a match the opponent
   * did not start by the round's deadline. The opponent forfeits (a `forfeit` action).
   */
  async claimForfeit(viewerId: string, matchId: string, expectedSeq: number): Promise<MatchWithState> {
    const match = await this.load(matchId);
    const side = this.sideOf(match, viewerId);
    if (side === null) throw forbidden('Only the players claim a match');
    checkExpectedSeq(expectedSeq, match.lastSeq);
    const claim = await this.presenceService.forfeitClaim(match, Date.now(), side);
    if (!claim || claim.againstSide === side) throw new DomainError('NOT_CLAIMABLE');
    if (!claim.canClaimNow) {
      throw new DomainError(
        'NOT_CLAIMABLE_YET',
        `The match may be claimed from ${claim.claimableAt.toISOString()}`,
        {
          claimableAt: claim.claimableAt.toISOString(),
        },
      );
    }
    const started = match.status === 'CHALLENGED' ? await this.startForClaim(match) : match;
    const appended = await this.appender.append(
      started,
      { type: 'forfeit', side: claim.againstSide as 0 | 1 },
      viewerId,
    );
    return this.view(appended, viewerId);
  }

  /** A tournament match claimed before it started: it starts (no clock), so that the forfeit is in its log. */
  private async startForClaim(match: StoredMatch): Promise<StoredMatch> {
    await startChallengedMatch(
      this.prisma,
      this.bus,
      { ...match, timeControl: null },
      { startBy: { not: null } },
    );
    return this.load(match.id);
  }

  private toAction(match: StoredMatch, state: MatchState, side: 0 | 1, intent: Intent): Action {
    switch (intent.type) {
      case 'roll':
        return rollAction(match, state, side);
      case 'play':
        return { type: 'play', side, moves: intent.moves };
      case 'resign':
        return { type: 'resign', side, kind: intent.kind };
      default:
        return { type: intent.type, side };
    }
  }

  // ---- reading ------------------------------------------------------------------------------------

  async match(viewerId: string, matchId: string): Promise<MatchWithState> {
    const match = await this.load(matchId);
    await this.assertCanWatch(match, viewerId);
    return this.view(match, viewerId);
  }

  async myMatches(viewerId: string, statuses: MatchStatus[] | undefined): Promise<MatchWithState[]> {
    const rows = await matchesOf(this.prisma, viewerId, statuses);
    return rows.map((row) => this.view(row, viewerId));
  }

  /**
   * The viewer's correspondence matches (days per move) being played or offered: those waiting for the viewer's
   * move first, soonest deadline first; then the others, newest first.
   */
  async myCorrespondenceMatches(viewerId: string): Promise<MatchWithState[]> {
    const rows = await matchesOf(this.prisma, viewerId, ['CHALLENGED', 'ACTIVE']);
    const mine = rows.filter((row) => row.timeControl?.daysPerMove);
    const onTurn = (row: StoredMatch) =>
      row.status === 'ACTIVE' &&
      row.clock?.running != null &&
      row.clock.running === this.sideOf(row, viewerId);
    const waiting = mine
      .filter(onTurn)
      .sort((a, b) => (a.deadlineAt?.getTime() ?? Infinity) - (b.deadlineAt?.getTime() ?? Infinity));
    return [...waiting, ...mine.filter((row) => !onTurn(row))].map((row) => this.view(row, viewerId));
  }

  /** A club's matches (live ones to watch, recent results), for its members. */
  async clubMatches(
    viewerId: string,
    clubId: string,
    statuses: MatchStatus[] | undefined,
  ): Promise<MatchWithState[]> {
    await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
    const rows = await matchesOfClub(this.prisma, clubId, statuses);
    return rows.map((row) => this.view(row, viewerId));
  }

  /** The plays the viewer may make now (empty when it is not their turn to move). */
  async legalPlays(viewerId: string, matchId: string): Promise<LegalPlay[]> {
    const match = await this.load(matchId);
    const side = this.sideOf(match, viewerId);
    if (side === null) throw forbidden('Only the players ask for their legal plays');
    if (match.status !== 'ACTIVE') return [];
    const game = currentGame(match.state ?? initialState(match.options));
    if (game.phase !== 'moving' || game.turn !== side || !game.dice || game.cube.offer || game.resignation)
      return [];
    return legalPlays(game.board, side, game.dice).map((play) => ({
      moves: play.moves.map((m) => ({ ...m })),
      notation: formatPlay(play.moves),
      resultPositionId: encodePositionId(play.board, side),
    }));
  }

  async log(match: MatchWithState): Promise<LogEntry[]> {
    const { state, actions } = await this.history(match.id, match.engineState.options);
    return logEntries(state, actions);
  }

  /** The full history, rebuilt by replaying the log (the cached state keeps only the current game's events). */
  private async history(
    matchId: string,
    options: Partial<GameOptions>,
  ): Promise<{ state: MatchState; actions: StoredAction[] }> {
    const actions = await matchActions(this.prisma, matchId);
    const replayed = replay(
      options,
      actions.map((row) => row.action),
    );
    if (!replayed.ok) throw DomainError.fromRule(replayed.error);
    return { state: replayed.value, actions };
  }

  async matFile(viewerId: string, matchId: string): Promise<string> {
    const match = await this.load(matchId);
    await this.assertCanWatch(match, viewerId);
    if (match.status !== 'FINISHED') throw new DomainError('MATCH_NOT_FINISHED');
    const names = playerNames(match);
    const { state } = await this.history(matchId, match.options);
    return exportMat(state, { player0Name: names[0], player1Name: names[1], date: matchDate(match) });
  }

  /** Recomputes every roll from the revealed seeds and checks the commitment (finished matches only). */
  async verifyDice(viewerId: string, matchId: string): Promise<DiceVerification> {
    const match = await this.load(matchId);
    await this.assertCanWatch(match, viewerId);
    if (match.status !== 'FINISHED') throw new DomainError('MATCH_NOT_FINISHED');
    const actions = await matchActions(this.prisma, matchId);
    // Roll numbers count every roll of the match, opening rolls included (dice-seeds.ts).
    const rolls = actions
      .flatMap(({ seq, action }) => (action.type === 'roll' ? [{ seq, dice: action.dice }] : []))
      .map((roll, rollNumber) => ({ ...roll, rollNumber }));
    return verifyRolls(
      match.serverSeed ?? '',
      match.serverSeedHash,
      [match.clientSeed0, match.clientSeed1],
      rolls,
    );
  }

  // ---- live ---------------------------------------------------------------------------------------

  /** Live events of a match after `afterSeq` (core/live-log.ts). */
  async subscribe(
    viewerId: string,
    matchId: string,
    afterSeq: number | undefined,
  ): Promise<AsyncIterableIterator<MatchEvent>> {
    const match = await this.load(matchId);
    await this.assertCanWatch(match, viewerId);
    const feed = await resumableFeed({
      bus: this.bus,
      topic: matchTopic(matchId),
      after: afterSeq ?? match.lastSeq,
      readBetween: (after, before) => this.eventsBetween(matchId, after, before),
      revive: reviveEvent,
    });
    if (this.sideOf(match, viewerId) === null) return feed;
    // A player's open feed is their presence at the board.
    const untrack = await this.presenceService.track(match, viewerId);
    const close = feed.return?.bind(feed);
    feed.return = (value?: unknown) => {
      untrack();
      return close ? close(value) : Promise.resolve({ done: true, value: undefined });
    };
    return feed;
  }

  private async eventsBetween(matchId: string, after: number, before: number): Promise<MatchEvent[]> {
    const match = await this.load(matchId);
    if (!match.state || match.lastSeq <= after) return [];
    const { state, actions } = await this.history(matchId, match.options);
    return logEntries(state, actions)
      .filter((entry) => entry.seq > after && entry.seq < before)
      .map((entry) => ({ matchId, seq: entry.seq, entry, status: match.status }));
  }

  private async publish(event: MatchEvent): Promise<void> {
    await this.appender.publish(event);
  }

  // ---- helpers ------------------------------------------------------------------------------------

  private async load(matchId: string): Promise<StoredMatch> {
    const match = await loadMatch(this.sql, matchId);
    if (!match) throw notFound('Match');
    return match;
  }

  private sideOf(match: StoredMatch, userId: string): 0 | 1 | null {
    const participant = match.participants.find((p) => p.userId === userId);
    return participant ? (participant.side as 0 | 1) : null;
  }

  /** Players, and members of the match's club as spectators. */
  private async assertCanWatch(match: StoredMatch, viewerId: string): Promise<void> {
    if (this.sideOf(match, viewerId) !== null) return;
    await this.clubs.requireRole(match.clubId, viewerId, 'MEMBER');
  }

  private view(match: StoredMatch, viewerId: string): MatchWithState {
    const state = match.state ?? initialState(match.options);
    return { ...buildMatchView(match, state, [], viewerId), engineState: state, stored: match };
  }

  /** The view of a match another service of this module loaded or changed. */
  viewOf(match: StoredMatch, viewerId: string): MatchWithState {
    return this.view(match, viewerId);
  }

  presence(match: MatchWithState): Promise<PlayerPresence[]> {
    return this.presenceService.presence(match.stored, Date.now());
  }

  forfeitClaim(match: MatchWithState): Promise<ForfeitClaim | null> {
    return this.presenceService.forfeitClaim(match.stored, Date.now(), match.viewerSide);
  }
}

/** An event as it comes through Redis: its dates are text again. */
function reviveEvent(payload: unknown): MatchEvent {
  const event = payload as MatchEvent;
  const date = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return {
    ...event,
    entry: event.entry ? { ...event.entry, at: new Date(event.entry.at) } : null,
    clock: event.clock
      ? { ...event.clock, serverNow: new Date(event.clock.serverNow), deadline: date(event.clock.deadline) }
      : null,
    presence: event.presence?.map((p) => ({ ...p, lastSeenAt: date(p.lastSeenAt) })) ?? null,
  };
}
