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
    /** With `result.reported`: the report that waits for confirmation. */
    reportId?: string;
  };
  /** A game of a chouette table ended (its result is in the table's log and ledger). */
  'chouette.gameEnded': { sessionId: string; clubId: string; game: number };
  /**
   * A chouette's settlement stands: the session ended, or a correction after its end changed the ledger. The
   * club's book records each member's balance (the latest settlement, whatever the order of delivery).
   */
  'chouette.settled': { sessionId: string; clubId: string };
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
   * A correspondence move's daily reminder, due at the event's `availableAt` (written with the action that began
   * the move, then by each reminder for the next): if the match is still at `seq`, `match.reminder` is written
   * for the side on turn (play/correspondence.service.ts).
   */
  'match.reminderDue': { matchId: string; seq: number };
  /**
   * The earliest running player's deadline of a chouette table with a clock, due at the event's `availableAt`: a
   * timeout (the `timeout` action of @gamao/chouette) if the table is still at `seq` and that time is up; or,
   * with `job: 'openingRoll'`, the server's opening roll of a game (nobody's clock runs for it).
   */
  'chouetteClock.due': { sessionId: string; seq: number; job?: 'openingRoll' };
  /** A member challenged another to a match (written with the challenge). */
  'challenge.created': { matchId: string; clubId: string; challengerId: string; opponentId: string };
  /**
   * A challenge was answered: accepted (the match started), declined by the challenged player, or withdrawn by
   * the challenger.
   */
  'challenge.answered': {
    matchId: string;
    clubId: string;
    challengerId: string;
    opponentId: string;
    answer: 'accepted' | 'declined' | 'withdrawn';
  };
  /**
   * The decision of an online match passed to `side` with action `seq` (written by the match append's own
   * statement, only when the side to act changes).
   */
  'match.turn': { matchId: string; seq: number; side: 0 | 1 };
  /**
   * A correspondence match still waits for `side`'s move of action `seq` a day (or more) after it became their
   * turn: the daily reminder (written by the reminder job with the next one).
   */
  'match.reminder': { matchId: string; seq: number; side: 0 | 1 };
  /** Tournament matches became playable (both players known): their Match rows were opened. */
  'tournament.matchesReady': {
    tournamentId: string;
    clubId: string;
    matches: { matchId: string; slot: string; players: string[] }[];
  };
  /** The opponent disputed a reported tournament result: a director decides. */
  'tournament.resultDisputed': {
    tournamentId: string;
    clubId: string;
    matchId: string;
    reportId: string;
    disputedById: string;
  };
  /**
   * A chouette table began to wait for decisions of `players` (users) with action `seq`: in a game (their turn)
   * or around one (rolling for the order, starting the next game).
   */
  'chouette.waiting': {
    sessionId: string;
    clubId: string;
    seq: number;
    /** Players the table newly waits for, and players it no longer waits for. */
    players: string[];
    released: string[];
    inGame: boolean;
  };
  /** A director's announcement to a club's members, or to a tournament's players. */
  'club.announcement': {
    clubId: string;
    tournamentId: string | null;
    authorId: string;
    title: string;
    message: string;
  };
  /** A player reported a match's chat (chat/): the club's directors are told and may read the conversation. */
  'match.chatReported': {
    /** The match's id, or the chouette table's (`chouette` true). */
    matchId: string;
    clubId: string;
    reportId: string;
    reporterId: string;
    chouette?: boolean;
  };
  /**
   * A notification's e-mail, due `NOTIFY_EMAIL_DELAY_MS` after it was created: sent if it is still unread, not
   * yet mailed, still the same notice (`eventId`), and the recipient's preference allows it.
   */
  'notification.email': { notificationId: string; eventId: string };
  /**
   * An analysis of a record was queued (its MatchAnalysis row is QUEUED, written in the same transaction): on
   * request, or automatically for a finished tournament match. The consumer runs it in a worker thread; a
   * second delivery of the event finds the analysis running or done and does nothing more.
   */
  'analysis.requested': { analysisId: string; recordId: string };
  /**
   * A director asked for the club's analyses done by an earlier version to be redone. Its consumer queues one
   * at a time, only while no other analysis is queued or running, and writes the next step a moment later,
   * until none is left: the redos never hold up an analysis a player asked for.
   */
  'analysis.redoClub': { clubId: string; requestedById: string };
  /**
   * A club ladder changed (season/): a member joined, a challenge was issued, accepted, refused, played or
   * expired. Its consumer wakes the ladder's live pages; `change` names what happened.
   */
  'ladder.changed': { ladderId: string; clubId: string; change: string; challengeId?: string };
  /**
   * A ladder challenge's deadline, due at the event's `availableAt`: a challenge still open and not accepted
   * by then is the defender's forfeit (EXPIRED); one played, refused or accepted meanwhile is left alone.
   */
  'ladder.challengeDue': { ladderId: string; challengeId: string };
  /**
   * A league season changed (season/): a result reported, recorded (confirmed, a director's, an online match's),
   * a fixture's online match started, the season closed. Its consumer wakes the season's live pages.
   */
  'league.changed': { seasonId: string; clubId: string; change: string; fixtureId?: string };
  /**
   * A league season closed (its standings final, the next season drawn): season points award each division's
   * placings from it.
   */
  'league.closed': { seasonId: string; clubId: string };
  /** A club's season points changed (an event's awards written); its consumer wakes the leaderboard pages. */
  'season.pointsChanged': { clubId: string; season: number };
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
  'chouette.settled': true,
  'ratings.recomputed': true,
  'clock.due': true,
  'chouetteClock.due': true,
  'match.reopened': true,
  'challenge.created': true,
  'challenge.answered': true,
  'match.turn': true,
  'match.reminder': true,
  'match.reminderDue': true,
  'tournament.matchesReady': true,
  'tournament.resultDisputed': true,
  'chouette.waiting': true,
  'club.announcement': true,
  'match.chatReported': true,
  'notification.email': true,
  'analysis.requested': true,
  'analysis.redoClub': true,
  'ladder.changed': true,
  'ladder.challengeDue': true,
  'league.changed': true,
  'league.closed': true,
  'season.pointsChanged': true,
};

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(NAMES, name);
}
