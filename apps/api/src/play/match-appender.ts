import { Inject, Injectable } from '@nestjs/common';
import {
  type Action,
  type ClockState,
  type GameEvent,
  type MatchState,
  type Side,
  applyAction,
  currentGame,
  isMatchOver,
  matchEndedBy,
  newMatch,
  otherSide,
  sideToAct,
} from '@gamao/engine';
import type { GameOptions } from '@gamao/engine';
import type { ApiConfig } from '../core/config';
import { API_CONFIG } from '../core/config.module';
import { SqlService } from '../core/database/sql.service';
import { DomainError } from '../core/errors/domain-error';
import { EVENT_BUS, EventBus } from '../core/event-bus';
import { EventsService } from '../core/events/events.service';
import type { EventMap } from '../core/events/event-map';
import { staleSequence } from '../core/live-log';
import { deriveDice } from './dice-seeds';
import { matchTopic } from './match-start';
import { type ClockPlan, clockView, firstReminder, planClock, withVacations } from './match-clock';
import { vacationsFrom } from './correspondence.store';
import { describeEvent } from './match-view';
import type { LogEntry, MatchEvent } from './match.model';
import { appendMatchAction, type StoredMatch } from './match.store';

/** How long the final action waits for its consequences (rating, bracket) before it answers anyway. */
const SETTLE_MS = 2_000;

/** The match after an appended action, as the services answer with it. */
export type Appended = StoredMatch & { readonly state: MatchState };

/**
 * Appends one engine action to a match's log: the engine applies it, the clocks follow it (match-clock.ts),
 * the log, the cached state, the clocks, the next clock job and, for a final action, the durable
 * match.finished event are written in one statement (match.store.ts), and the news goes out on the bus. Used
 * for the players' actions and for the server's own (a timeout, an automatic roll, a forfeit, an annulment).
 * A correspondence move's deadline counts outside the vacation days of the player on turn.
 */
@Injectable()
export class MatchAppender {
  constructor(
    private readonly sql: SqlService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly events: EventsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /**
   * Appends `action` after the match's last action (`match.lastSeq`, which the caller checked). Throws
   * STALE_SEQUENCE when the log has moved on (or the clocks changed) since the match was read.
   */
  async append(
    match: StoredMatch,
    action: Action,
    actorId: string | null,
    options: {
      readonly now?: number;
      /** An annulment: reopens the match, with its durable event. */
      readonly reopen?: EventMap['match.reopened'];
      /** Changes the clocks before the action's own effect (time a director adds with an annulment). */
      readonly adjustClock?: (clock: ClockState) => ClockState;
      /**
       * Whether the answer waits for a final action's consequences (a player's request does; the clocks' own
       * jobs, which run on the event worker that delivers them, must not).
       */
      readonly settle?: boolean;
    } = {},
  ): Promise<Appended> {
    const now = options.now ?? Date.now();
    const before = match.state ?? initialState(match.options);
    const applied = applyOrThrow(before, action);
    const finished = isFinished(applied);
    const winner = finished ? winnerOf(applied) : null;
    const base = match.clock && options.adjustClock ? options.adjustClock(match.clock) : match.clock;
    const planned =
      match.timeControl && base ? planClock(match.timeControl, base, applied, action, finished, now) : null;
    const move = planned ? await this.correspondenceMove(match, planned, now) : null;
    const plan = move?.plan ?? planned;
    const seq = match.lastSeq + 1;
    const turnTo = finished ? null : turnPassedTo(before, applied);
    const source = action.type === 'timeout' ? 'TIMEOUT' : action.type === 'forfeit' ? 'FORFEIT' : 'PLAYED';
    const appended = await appendMatchAction(this.sql, {
      matchId: match.id,
      clubId: match.clubId,
      expectedSeq: match.lastSeq,
      action,
      actorId,
      state: applied,
      score: applied.match.score,
      finished:
        winner === null
          ? null
          : {
              winner,
              source,
              event: { matchId: match.id, clubId: match.clubId, tournamentId: match.tournamentId },
            },
      clockBefore: match.clock,
      clock: plan?.clock ?? match.clock,
      deadlineAt: plan?.deadlineAt ?? null,
      job: plan?.job ?? null,
      reopen: options.reopen ?? null,
      turnTo,
      turnNoticeAt:
        turnTo === null
          ? null
          : new Date(now + (match.timeControl?.daysPerMove ? 0 : this.config.turnNoticeDelayMs)),
      reminderAt: move?.reminderAt ?? null,
    });
    if (!appended) throw staleSequence(match.lastSeq);
    const last = lastEvent(applied);
    const entry: LogEntry = {
      seq,
      game: last.game,
      side: 'side' in last.event ? last.event.side : null,
      type: last.event.type,
      text: describeEvent(last.event),
      at: new Date(now),
    };
    const status = finished ? ('FINISHED' as const) : ('ACTIVE' as const);
    await this.publish({
      matchId: match.id,
      seq,
      entry,
      status,
      clock: plan && match.timeControl ? clockView(match.timeControl, plan.clock, now) : null,
    });
    // The rating and the bracket follow from the durable event; answer once they are there (usually a few
    // milliseconds), or after SETTLE_MS at most: they happen either way.
    if (appended.eventId && options.settle !== false)
      await this.events.awaitDelivery(appended.eventId, SETTLE_MS);
    return {
      ...match,
      lastSeq: seq,
      rollCount: match.rollCount + (action.type === 'roll' ? 1 : 0),
      state: applied,
      score0: applied.match.score[0],
      score1: applied.match.score[1],
      status,
      winnerSide: winner,
      finishedAt: finished ? new Date(now) : null,
      resultSource: finished ? source : null,
      clock: plan?.clock ?? match.clock,
      deadlineAt: plan?.deadlineAt ?? null,
    };
  }

  /**
   * A correspondence move that starts now: its deadline counts outside the vacation days of the player on turn
   * (one read, only for correspondence matches), and its first daily reminder is scheduled with the action.
   */
  private async correspondenceMove(
    match: StoredMatch,
    plan: ClockPlan,
    now: number,
  ): Promise<{ plan: ClockPlan; reminderAt: Date | null } | null> {
    const tc = match.timeControl;
    const side = plan.clock.running;
    if (!tc?.daysPerMove || side === null || plan.clock.startedAt !== now) return null;
    const player = match.participants.find((p) => p.side === side);
    if (!player) return null;
    const moved = withVacations(tc, plan, now, await vacationsFrom(this.sql, player.userId, now));
    return { plan: moved, reminderAt: firstReminder(tc, moved) };
  }

  /** Live news of a match (a status change, a presence change, the clocks). */
  async publish(event: MatchEvent): Promise<void> {
    await this.bus.publish(matchTopic(event.matchId), event);
  }
}

/** A roll with the dice the seeds give for the match's next roll (the opening roll: both sides at once). */
export function rollAction(match: StoredMatch, state: MatchState, side: Side | null): Action {
  const dice = deriveDice(match.serverSeed ?? '', [match.clientSeed0, match.clientSeed1], match.rollCount);
  return currentGame(state).phase === 'opening' || side === null
    ? { type: 'roll', dice }
    : { type: 'roll', side, dice };
}

export function initialState(options: Partial<GameOptions>): MatchState {
  const state = newMatch(options);
  if (!state.ok) throw DomainError.fromRule(state.error);
  return state.value;
}

function applyOrThrow(state: MatchState, action: Action): MatchState {
  const result = applyAction(state, action);
  if (!result.ok) throw DomainError.fromRule(result.error);
  return result.value;
}

/**
 * A match ends when someone reaches the length, or by a timeout or a forfeit; a money game (length 0) ends
 * with its first game.
 */
export function isFinished(state: MatchState): boolean {
  return isMatchOver(state) || (state.options.length === 0 && state.games.some((g) => g.result !== null));
}

function winnerOf(state: MatchState): 0 | 1 {
  const ended = matchEndedBy(state);
  if (ended) return otherSide(ended.side);
  return state.match.score[0] > state.match.score[1] ? 0 : 1;
}

/** The side the decision passed to with an action (its "your turn"), or null when it did not pass. */
export function turnPassedTo(before: MatchState, after: MatchState): 0 | 1 | null {
  const next = sideToAct(after);
  return next !== null && next !== sideToAct(before) ? next : null;
}

/** The event the last action produced (a finished game's, when the action ended it and opened the next). */
function lastEvent(state: MatchState): { game: number; event: GameEvent } {
  for (let i = state.games.length - 1; i >= 0; i--) {
    const events = state.games[i].events;
    if (events.length) return { game: state.games[i].index, event: events[events.length - 1] };
  }
  throw new Error('An applied action always leaves an event');
}
