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
    change: 'result.reported' | 'result.confirmed' | 'result.recorded' | 'result.corrected';
    /** played, retired or walkover. */
    kind: string;
  };
  /** A game of a chouette table ended (its result is in the table's log and ledger). */
  'chouette.gameEnded': { sessionId: string; clubId: string; game: number };
  /** A club's ratings were recomputed after a correction. */
  'ratings.recomputed': { clubId: string; matchId: string };
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
};

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(NAMES, name);
}
