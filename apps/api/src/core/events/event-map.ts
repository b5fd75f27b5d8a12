/**
 * Every durable domain event of the API, with its payload: the one place that names them. A module that changes
 * something writes its event in the same transaction as the change (`EventsService.emit`, or the match append's
 * own statement); other modules subscribe with `EventsService.on` and never import the emitter.
 */
export interface EventMap {
  /** A match played on the site reached its end (the final action is committed). */
  'match.finished': { matchId: string; clubId: string; tournamentId: string | null };
  /**
   * A tournament result was reported, confirmed, recorded (a match played on the site or a director's entry),
   * or corrected; `kind` says whether it was played, retired or walked over.
   */
  'tournament.resultChanged': {
    tournamentId: string;
    clubId: string;
    slot: string;
    change:
      'result.reported' | 'result.confirmed' | 'result.recorded' | 'result.corrected' | 'result.annulled';
    /** played, retired or walkover. */
    kind: string;
  };
  /** A game of a chouette table ended (its result is in the table's log and ledger). */
  'chouette.gameEnded': { sessionId: string; clubId: string; game: number };
  /** A club's ratings were recomputed after a correction. */
  'ratings.recomputed': { clubId: string; matchId: string };
  /**
   * A director annulled the timeout or forfeit that finished a match: it is ACTIVE again, so its result leaves
   * the bracket and the ratings, and the annulment is audited with its reason.
   */
  'match.reopened': {
    matchId: string;
    clubId: string;
    tournamentId: string | null;
    actorId: string;
    reason: string;
  };
  /**
   * A scheduled job of a match's clock, due at the event's `availableAt`: the running side's deadline (a timeout
   * if the match is still at `seq` and the time is up), or an automatic roll. A job whose match has moved on
   * does nothing.
   */
  'clock.due': { matchId: string; seq: number; job: 'deadline' | 'autoRoll' };
  /**
   * The earliest running player's deadline of a chouette table with a clock, due at the event's `availableAt`: a
   * timeout (the `timeout` action of @gamao/chouette) if the table is still at `seq` and that time is up; or,
   * with `job: 'openingRoll'`, the server's opening roll of a game (nobody's clock runs for it).
   */
  'chouetteClock.due': { sessionId: string; seq: number; job?: 'openingRoll' };
}

export type EventName = keyof EventMap;

/** One stored event as a consumer receives it. */
export interface DomainEventOf<N extends EventName> {
  readonly id: bigint;
  readonly type: N;
  readonly payload: EventMap[N];
  readonly clubId: string | null;
  readonly createdAt: Date;
}

const NAMES: Record<EventName, true> = {
  'match.finished': true,
  'tournament.resultChanged': true,
  'chouette.gameEnded': true,
  'ratings.recomputed': true,
  'clock.due': true,
  'chouetteClock.due': true,
  'match.reopened': true,
};

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(NAMES, name);
}
