import { Inject, Injectable } from '@nestjs/common';
import {
  type Action,
  type CheckerMove,
  type GameEvent,
  type GameOptions,
  type MatchState,
  type WinKind,
  applyAction,
  checkOptions,
  currentGame,
  encodePositionId,
  exportMat,
  formatPlay,
  isMatchOver,
  legalPlays,
  newMatch,
  replay,
} from '@gamao/engine';
import type { MatchStatus } from '../generated/prisma/enums';
import { ClubsService } from '../clubs/clubs.service';
import { PrismaService } from '../core/database/prisma.service';
import { SqlService } from '../core/database/sql.service';
import { badInput, DomainError, forbidden, notFound } from '../core/errors/domain-error';
import { EVENT_BUS, EventBus } from '../core/event-bus';
import { checkExpectedSeq, resumableFeed, staleSequence } from '../core/live-log';
import { EventsService } from '../core/events/events.service';
import { deriveDice, verifyRolls } from './dice-seeds';
import { matchTopic, startChallengedMatch } from './match-start';
import type { LegalPlay } from '../core/graphql/board.model';
import type { DiceVerification } from '../core/graphql/dice-verification.model';
import type { ChallengeInput, LogEntry, Match, MatchEvent } from './match.model';
import {
  appendMatchAction,
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
import { buildMatchView, describeEvent, logEntries } from './match-view';

/** What a player asks for; the server turns it into an engine action (a roll gets its dice here). */
export type Intent =
  | { type: 'roll' }
  | { type: 'play'; moves: CheckerMove[] }
  | { type: 'double' | 'take' | 'drop' | 'beaver' | 'raccoon' | 'refuseBeaver' }
  | { type: 'resign'; kind: WinKind }
  | { type: 'acceptResignation' | 'rejectResignation' };

/** How long the final action waits for its consequences (rating, bracket) before it answers anyway. */
const SETTLE_MS = 2_000;

/** A match view with its engine state kept for field resolvers (the log). */
export type MatchWithState = Match & { readonly engineState: MatchState };

@Injectable()
export class MatchesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sql: SqlService,
    private readonly clubs: ClubsService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly events: EventsService,
  ) {}

  // ---- challenges ---------------------------------------------------------------------------------

  async challenge(viewerId: string, input: ChallengeInput): Promise<MatchWithState> {
    await this.clubs.requireRole(input.clubId, viewerId, 'MEMBER');
    if (input.opponentId === viewerId) throw new DomainError('SAME_PLAYER');
    if (!(await this.clubs.roleOf(input.clubId, input.opponentId))) {
      throw new DomainError('NOT_A_MEMBER', 'The opponent is not a member of this club');
    }
    const options = checkOptions(stripNulls(input.options));
    if (!options.ok) throw DomainError.fromRule(options.error);
    const created = await createChallenge(this.prisma, {
      clubId: input.clubId,
      createdById: viewerId,
      opponentId: input.opponentId,
      options: options.value,
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
    await startChallengedMatch(this.prisma, this.bus, match);
    return this.view(await this.load(matchId), viewerId);
  }

  /** The challenged player declines, or the challenger withdraws. */
  async decline(viewerId: string, matchId: string): Promise<MatchWithState> {
    const match = await this.load(matchId);
    const side = this.sideOf(match, viewerId);
    if (side === null) throw forbidden('Only the players answer a challenge');
    if (match.tournamentId) throw new DomainError('TOURNAMENT_MATCH');
    const status = side === 1 ? 'DECLINED' : 'CANCELLED';
    if (!(await closeChallenge(this.prisma, matchId, status))) throw new DomainError('CHALLENGE_NOT_PENDING');
    await this.publish({ matchId, seq: 0, entry: null, status });
    return this.view(await this.load(matchId), viewerId);
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
   * (matchId, seq) key and the conditional update both guard it).
   */
  async act(viewerId: string, matchId: string, expectedSeq: number, intent: Intent): Promise<MatchWithState> {
    const match = await this.load(matchId);
    const side = this.sideOf(match, viewerId);
    if (side === null) throw forbidden('Only the players act in a match');
    if (match.status !== 'ACTIVE') throw new DomainError('MATCH_NOT_ACTIVE');
    checkExpectedSeq(expectedSeq, match.lastSeq);
    const state = match.state ?? initialState(match.options);
    const action = this.toAction(match, state, side, intent);
    const applied = applyOrThrow(state, action);
    const finished = isFinished(applied);
    const winner = finished ? (applied.match.score[0] > applied.match.score[1] ? 0 : 1) : null;
    const seq = expectedSeq + 1;
    const appended = await appendMatchAction(this.sql, {
      matchId,
      clubId: match.clubId,
      expectedSeq,
      action,
      actorId: viewerId,
      state: applied,
      score: applied.match.score,
      finished:
        winner === null
          ? null
          : { winner, event: { matchId, clubId: match.clubId, tournamentId: match.tournamentId } },
    });
    if (!appended) throw staleSequence(expectedSeq);
    const last = lastEvent(applied);
    const entry: LogEntry = {
      seq,
      game: last.game,
      side: 'side' in last.event ? last.event.side : null,
      type: last.event.type,
      text: describeEvent(last.event),
      at: new Date(),
    };
    await this.publish({ matchId, seq, entry, status: finished ? 'FINISHED' : 'ACTIVE' });
    // The rating and the bracket follow from the durable event; answer once they are there (usually a few
    // milliseconds), or after SETTLE_MS at most: they happen either way.
    const eventId = appended.eventId;
    if (eventId) await this.events.awaitDelivery(eventId, SETTLE_MS);
    return this.view(
      {
        ...match,
        lastSeq: seq,
        rollCount: match.rollCount + (action.type === 'roll' ? 1 : 0),
        state: applied,
        score0: applied.match.score[0],
        score1: applied.match.score[1],
        ...(finished ? { status: 'FINISHED' as const, winnerSide: winner, finishedAt: new Date() } : {}),
      },
      viewerId,
    );
  }

  private toAction(match: StoredMatch, state: MatchState, side: 0 | 1, intent: Intent): Action {
    switch (intent.type) {
      case 'roll': {
        const dice = deriveDice(
          match.serverSeed ?? '',
          [match.clientSeed0, match.clientSeed1],
          match.rollCount,
        );
        return currentGame(state).phase === 'opening' ? { type: 'roll', dice } : { type: 'roll', side, dice };
      }
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
    const names = [0, 1].map(
      (side) => match.participants.find((p) => p.side === side)?.user.displayName ?? '',
    );
    const { state } = await this.history(matchId, match.options);
    return exportMat(state, {
      player0Name: names[0],
      player1Name: names[1],
      date: (match.startedAt ?? match.createdAt).toISOString().slice(0, 10),
    });
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
    return resumableFeed({
      bus: this.bus,
      topic: matchTopic(matchId),
      after: afterSeq ?? match.lastSeq,
      readBetween: (after, before) => this.eventsBetween(matchId, after, before),
      revive: reviveEvent,
    });
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
    await this.bus.publish(matchTopic(event.matchId), event);
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
    return { ...buildMatchView(match, state, [], viewerId), engineState: state };
  }
}

function applyOrThrow(state: MatchState, action: Action): MatchState {
  const result = applyAction(state, action);
  if (!result.ok) throw DomainError.fromRule(result.error);
  return result.value;
}

/** A match ends when someone reaches the length; a money game (length 0) ends with its first game. */
function isFinished(state: MatchState): boolean {
  return isMatchOver(state) || (state.options.length === 0 && state.games.some((g) => g.result !== null));
}

/** The event the last action produced (a finished game's, when the action ended it and opened the next). */
function lastEvent(state: MatchState): { game: number; event: GameEvent } {
  for (let i = state.games.length - 1; i >= 0; i--) {
    const events = state.games[i].events;
    if (events.length) return { game: state.games[i].index, event: events[events.length - 1] };
  }
  throw new Error('An applied action always leaves an event');
}

function initialState(options: Partial<GameOptions>): MatchState {
  const state = newMatch(options);
  if (!state.ok) throw DomainError.fromRule(state.error);
  return state.value;
}

function stripNulls<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<T>;
}

function reviveEvent(payload: unknown): MatchEvent {
  const event = payload as MatchEvent;
  return event.entry ? { ...event, entry: { ...event.entry, at: new Date(event.entry.at) } } : event;
}
