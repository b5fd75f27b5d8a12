import { Injectable, OnModuleInit } from '@nestjs/common';
import type { DomainEventOf, EventName } from '../core/events/event-map';
import { EventsService, type Tx } from '../core/events/events.service';
import { links } from './notification-kinds';
import {
  type NewNotification,
  closeTopic,
  directorsOf,
  lockMatchStatus,
  lockTournament,
  lockTurnFacts,
  namesOf,
  setTurnCheck,
  type TurnFacts,
} from './notification.store';
import { NotificationsService } from './notifications.service';

/** The topics of notices that are replaced rather than repeated, and closed when what they say is over. */
const topics = {
  challenge: (matchId: string) => `challenge:${matchId}`,
  turn: (matchId: string) => `turn:${matchId}`,
  result: (tournamentId: string, slot: string) => `result:${tournamentId}:${slot}`,
  dispute: (tournamentId: string, slot: string) => `dispute:${tournamentId}:${slot}`,
  chouette: (sessionId: string) => `chouette:${sessionId}`,
  ladderChallenge: (challengeId: string) => `ladder-challenge:${challengeId}`,
};

/** The changes of a ladder challenge (season/ladder*.ts) that answer it, and what the challenger is told. */
const LADDER_ANSWERS: Record<string, { status: string; answer: 'accepted' | 'refused' | 'expired' }> = {
  'challenge.accepted': { status: 'ACCEPTED', answer: 'accepted' },
  'challenge.refused': { status: 'REFUSED', answer: 'refused' },
  'challenge.expired': { status: 'EXPIRED', answer: 'expired' },
};

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Each durable event that concerns someone becomes their notices here, in the consumer's transaction with its
 * (event, consumer) record: a second delivery of an event writes nothing (notifications.write, keyed by event).
 * A second consumer of each event then tells the recipients' open pages (`*.live`: after the first one's
 * commit; telling twice is harmless, so it runs without the record).
 */
@Injectable()
export class NotificationsConsumers implements OnModuleInit {
  constructor(
    private readonly events: EventsService,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.notify(
      'challenge.created',
      (e, tx) => this.challengeCreated(e, tx),
      (e) => [e.payload.challengerId],
    );
    this.notify(
      'challenge.answered',
      (e, tx) => this.challengeAnswered(e, tx),
      (e) => [e.payload.challengerId, e.payload.opponentId],
    );
    this.notify(
      'match.turn',
      (e, tx) => this.turnCheck(e, tx),
      () => [],
    );
    this.notify(
      'match.reminder',
      (e, tx) => this.turn(e, tx),
      () => [],
    );
    this.events.on('match.finished', 'notifications.matchOver', async ({ payload }, tx) => {
      const players = await tx.matchParticipant.findMany({ where: { matchId: payload.matchId } });
      await closeTopic(
        tx,
        topics.turn(payload.matchId),
        players.map((p) => p.userId),
      );
    });
    this.notify(
      'tournament.matchesReady',
      (e, tx) => this.matchesReady(e, tx),
      () => [],
    );
    this.notify(
      'tournament.resultChanged',
      (e, tx) => this.resultChanged(e, tx),
      () => [],
    );
    this.notify(
      'tournament.resultDisputed',
      (e, tx) => this.resultDisputed(e, tx),
      () => [],
    );
    this.notify(
      'chouette.waiting',
      (e, tx) => this.chouetteWaiting(e, tx),
      () => [],
    );
    this.notify(
      'club.announcement',
      (e, tx) => this.announcement(e, tx),
      () => [],
    );
    this.notify(
      'ladder.changed',
      (e, tx) => this.ladderChallenge(e, tx),
      () => [],
    );
    this.events.on('notification.email', 'notifications.email', (e, tx) => this.notifications.mail(e, tx));
  }

  /** Subscribes the writer of an event's notices and, after it, their live fan-out. */
  private notify<N extends EventName>(
    type: N,
    write: (event: DomainEventOf<N>, tx: Tx) => Promise<NewNotification[]>,
    alsoTell: (event: DomainEventOf<N>) => string[],
  ): void {
    this.events.on(type, 'notifications.write', async (event, tx) => {
      await this.notifications.write(tx, event.id, await write(event, tx));
    });
    this.events.onIdempotent(type, 'notifications.live', (event) =>
      this.notifications.announce(event.id, alsoTell(event)),
    );
  }

  private async challengeCreated(e: DomainEventOf<'challenge.created'>, tx: Tx): Promise<NewNotification[]> {
    const { matchId, clubId, challengerId, opponentId } = e.payload;
    // Delivered after the answer (the two events' deliveries run at once): the challenge is no longer news.
    if ((await lockMatchStatus(tx, matchId)) !== 'CHALLENGED') return [];
    const [names, clubName] = await Promise.all([namesOf(tx, [challengerId]), this.clubName(tx, clubId)]);
    return [
      {
        recipientId: opponentId,
        kind: 'CHALLENGE_RECEIVED',
        facts: { actorName: names.get(challengerId), clubName },
        link: links.challenges(),
        topic: topics.challenge(matchId),
      },
    ];
  }

  private async challengeAnswered(
    e: DomainEventOf<'challenge.answered'>,
    tx: Tx,
  ): Promise<NewNotification[]> {
    const { matchId, clubId, challengerId, opponentId, answer } = e.payload;
    // The challenged player's notice of it is over, whatever the answer. The lock waits for the challenge's
    // own delivery if it is under way, so that the notice it writes is there to close.
    await lockMatchStatus(tx, matchId);
    await closeTopic(tx, topics.challenge(matchId), [opponentId]);
    if (answer === 'withdrawn') return [];
    const [names, clubName] = await Promise.all([namesOf(tx, [opponentId]), this.clubName(tx, clubId)]);
    return [
      {
        recipientId: challengerId,
        kind: answer === 'accepted' ? 'CHALLENGE_ACCEPTED' : 'CHALLENGE_DECLINED',
        facts: { actorName: names.get(opponentId), clubName },
        link: answer === 'accepted' ? links.match(matchId) : links.challenges(),
      },
    ];
  }

  /**
   * A match's pending "your turn" check (match.turn: scheduled by the action that passed the turn when none was
   * pending, at the notice's time). The player on turn who has not played by then is told (one notice per match,
   * renewed), and the other's notice is over. When the turn passed again since, the check waits for the current
   * turn's own notice time; a match over, or one with nobody on turn, needs none.
   */
  private async turnCheck(e: DomainEventOf<'match.turn'>, tx: Tx): Promise<NewNotification[]> {
    const { matchId } = e.payload;
    const match = await lockTurnFacts(tx, matchId);
    if (!match) return [];
    const players = playersOnTurn(match);
    if (match.status !== 'ACTIVE' || !players || !match.turnNoticeAt) {
      await setTurnCheck(tx, matchId, null);
      return [];
    }
    await closeTopic(tx, topics.turn(matchId), [players.other.userId]);
    const due = new Date(match.turnNoticeAt);
    if (due.getTime() > Date.now()) {
      await setTurnCheck(tx, matchId, due);
      await this.events.emit(
        tx,
        'match.turn',
        { matchId, seq: match.lastSeq, side: players.mover.side as 0 | 1 },
        e.clubId,
        due,
      );
      return [];
    }
    await setTurnCheck(tx, matchId, null);
    return [turnNotice(matchId, match, players)];
  }

  /**
   * A correspondence move's daily reminder (match.reminder): the side to act is told again, with the move's
   * deadline, unless the match went on or ended since.
   */
  private async turn(e: DomainEventOf<'match.reminder'>, tx: Tx): Promise<NewNotification[]> {
    const { matchId, side } = e.payload;
    const match = await lockTurnFacts(tx, matchId);
    if (!match) return [];
    const players = playersOnTurn({ ...match, turnSide: side });
    if (!players) return [];
    await closeTopic(tx, topics.turn(matchId), [players.other.userId]);
    // Delivered late (the match went on or ended since): it is no longer news.
    if (match.status !== 'ACTIVE' || match.lastSeq !== e.payload.seq) return [];
    return [turnNotice(matchId, match, players)];
  }

  private async matchesReady(
    e: DomainEventOf<'tournament.matchesReady'>,
    tx: Tx,
  ): Promise<NewNotification[]> {
    const { tournamentId, matches } = e.payload;
    const t = await tx.tournament.findUnique({ where: { id: tournamentId }, select: { name: true } });
    const names = await namesOf(
      tx,
      matches.flatMap((m) => m.players),
    );
    return matches.flatMap((m) =>
      m.players.map((userId, i) => ({
        recipientId: userId,
        kind: 'TOURNAMENT_MATCH_READY' as const,
        facts: { actorName: names.get(m.players[1 - i]), tournamentName: t?.name },
        link: links.tournamentMatch(tournamentId, m.slot),
      })),
    );
  }

  /**
   * A result reported by a player waits for the opponent's confirmation; once confirmed, recorded, corrected or
   * annulled, the notices about it are over. A dispute the directors were told of is over at any change: settled,
   * or superseded by a new report.
   */
  private async resultChanged(
    e: DomainEventOf<'tournament.resultChanged'>,
    tx: Tx,
  ): Promise<NewNotification[]> {
    const { tournamentId, clubId, slot, change, reportId } = e.payload;
    await lockTournament(tx, tournamentId);
    await closeTopic(tx, topics.dispute(tournamentId, slot), await directorsOf(tx, clubId));
    const match = await tx.match.findFirst({
      where: { tournamentId, tournamentSlot: slot },
      select: { participants: { select: { userId: true } } },
    });
    const players = match?.participants.map((p) => p.userId) ?? [];
    if (change !== 'result.reported' || !reportId) {
      await closeTopic(tx, topics.result(tournamentId, slot), players);
      return [];
    }
    const report = await tx.tournamentResultReport.findUnique({ where: { id: reportId } });
    if (!report || report.status !== 'PENDING') return [];
    const t = await tx.tournament.findUnique({ where: { id: tournamentId }, select: { name: true } });
    const names = await namesOf(tx, [report.reportedById]);
    return players
      .filter((userId) => userId !== report.reportedById)
      .map((userId) => ({
        recipientId: userId,
        kind: 'RESULT_TO_CONFIRM' as const,
        facts: { actorName: names.get(report.reportedById), tournamentName: t?.name },
        link: links.tournamentMatch(tournamentId, slot),
        topic: topics.result(tournamentId, slot),
      }));
  }

  /**
   * The reporter is told his result was disputed, and the club's directors that they must decide it, except a
   * director who plays in the match: nobody decides his own match (result-authority.ts).
   */
  private async resultDisputed(
    e: DomainEventOf<'tournament.resultDisputed'>,
    tx: Tx,
  ): Promise<NewNotification[]> {
    const { tournamentId, clubId, matchId, reportId, disputedById } = e.payload;
    // The result that settles the dispute waits here for these notices, or they for it (resultChanged).
    await lockTournament(tx, tournamentId);
    const report = await tx.tournamentResultReport.findUnique({ where: { id: reportId } });
    if (!report) return [];
    await closeTopic(tx, topics.result(tournamentId, report.slot), [disputedById]);
    const t = await tx.tournament.findUnique({ where: { id: tournamentId }, select: { name: true } });
    const names = await namesOf(tx, [disputedById, report.reportedById]);
    const link = links.tournamentMatch(tournamentId, report.slot);
    const told: NewNotification[] = [
      {
        recipientId: report.reportedById,
        kind: 'RESULT_DISPUTED',
        facts: { actorName: names.get(disputedById), tournamentName: t?.name },
        link,
      },
    ];
    // Delivered after it was settled or superseded: the directors have nothing left to decide.
    if (report.status !== 'DISPUTED') return told;
    const players = await tx.matchParticipant.findMany({ where: { matchId }, select: { userId: true } });
    const playing = new Set([disputedById, report.reportedById, ...players.map((p) => p.userId)]);
    const directors = (await directorsOf(tx, clubId)).filter((userId) => !playing.has(userId));
    return [
      ...told,
      ...directors.map((userId) => ({
        recipientId: userId,
        kind: 'RESULT_DISPUTE_TO_DECIDE' as const,
        facts: {
          actorName: names.get(disputedById),
          reporterName: names.get(report.reportedById),
          tournamentName: t?.name,
        },
        link,
        topic: topics.dispute(tournamentId, report.slot),
      })),
    ];
  }

  /** The table waits for these players: in a game it is their turn; around one, the table waits for them. */
  private async chouetteWaiting(e: DomainEventOf<'chouette.waiting'>, tx: Tx): Promise<NewNotification[]> {
    const { sessionId, clubId, players, released, inGame } = e.payload;
    const topic = topics.chouette(sessionId);
    await closeTopic(
      tx,
      topic,
      released.filter((p) => UUID_SHAPE.test(p)),
    );
    const users = await namesOf(
      tx,
      players.filter((p) => UUID_SHAPE.test(p)),
    );
    const clubName = await this.clubName(tx, clubId);
    return [...users.keys()].map((userId) => ({
      recipientId: userId,
      kind: inGame ? ('CHOUETTE_TURN' as const) : ('CHOUETTE_WAITING' as const),
      facts: { clubName },
      link: links.chouette(sessionId),
      topic,
    }));
  }

  /**
   * A ladder challenge: the defender is told when it is issued (until it is answered), the challenger when it
   * is accepted (the match link), refused or left to expire (a forfeit: the place is theirs). The challenge's
   * row decides: a notice delivered after the challenge moved on says nothing stale.
   */
  private async ladderChallenge(e: DomainEventOf<'ladder.changed'>, tx: Tx): Promise<NewNotification[]> {
    const { ladderId, change, challengeId } = e.payload;
    if (!challengeId) return [];
    const challenge = await tx.ladderChallenge.findUnique({
      where: { id: challengeId },
      select: {
        challengerId: true,
        defenderId: true,
        status: true,
        deadline: true,
        matchId: true,
        ladder: { select: { name: true } },
      },
    });
    if (!challenge) return [];
    const { challengerId, defenderId } = challenge;
    const topic = topics.ladderChallenge(challengeId);
    const ladderName = challenge.ladder.name;
    if (change === 'challenge.issued') {
      if (challenge.status !== 'OPEN') return [];
      const names = await namesOf(tx, [challengerId]);
      return [
        {
          recipientId: defenderId,
          kind: 'LADDER_CHALLENGED',
          facts: {
            actorName: names.get(challengerId),
            ladderName,
            deadline: challenge.deadline.toISOString(),
          },
          link: links.ladder(ladderId),
          topic,
        },
      ];
    }
    await closeTopic(tx, topic, [defenderId]);
    const answered = LADDER_ANSWERS[change];
    if (!answered || challenge.status !== answered.status) return [];
    const names = await namesOf(tx, [defenderId]);
    return [
      {
        recipientId: challengerId,
        kind: 'LADDER_CHALLENGE_ANSWERED',
        facts: { actorName: names.get(defenderId), ladderName, answer: answered.answer },
        link:
          answered.answer === 'accepted' && challenge.matchId
            ? links.match(challenge.matchId)
            : links.ladder(ladderId),
      },
    ];
  }

  private async announcement(e: DomainEventOf<'club.announcement'>, tx: Tx): Promise<NewNotification[]> {
    const { clubId, tournamentId, authorId, title, message } = e.payload;
    const [names, clubName] = await Promise.all([namesOf(tx, [authorId]), this.clubName(tx, clubId)]);
    let recipients: string[];
    let tournamentName: string | undefined;
    if (tournamentId) {
      const t = await tx.tournament.findUnique({
        where: { id: tournamentId },
        select: { name: true, entries: { where: { withdrawnAt: null }, select: { userId: true } } },
      });
      tournamentName = t?.name;
      recipients = t?.entries.map((entry) => entry.userId) ?? [];
    } else {
      const members = await tx.clubMembership.findMany({ where: { clubId }, select: { userId: true } });
      recipients = members.map((m) => m.userId);
    }
    return recipients
      .filter((userId) => userId !== authorId)
      .map((userId) => ({
        recipientId: userId,
        kind: 'ANNOUNCEMENT' as const,
        facts: { actorName: names.get(authorId), clubName, tournamentName, title, message },
        link: tournamentId ? links.tournament(tournamentId) : links.club(clubId),
      }));
  }

  private async clubName(tx: Tx, clubId: string): Promise<string | undefined> {
    const club = await tx.club.findUnique({ where: { id: clubId }, select: { name: true } });
    return club?.name;
  }
}

type Participant = TurnFacts['participants'][number];

/** The player on turn and his opponent (null: the match has no such side, or nobody is on turn). */
function playersOnTurn(
  match: Pick<TurnFacts, 'turnSide' | 'participants'>,
): { mover: Participant; other: Participant } | null {
  const mover = match.participants.find((p) => p.side === match.turnSide);
  const other = match.participants.find((p) => p.side !== match.turnSide);
  return mover && other ? { mover, other } : null;
}

/** "Your turn" (in correspondence play with the move's deadline), one per match: its topic renews it. */
function turnNotice(
  matchId: string,
  match: Pick<TurnFacts, 'daysPerMove' | 'deadlineAt'>,
  { mover, other }: { mover: Participant; other: Participant },
): NewNotification {
  const correspondence = match.daysPerMove !== null && match.deadlineAt !== null;
  return {
    recipientId: mover.userId,
    kind: correspondence ? 'CORRESPONDENCE_REMINDER' : 'YOUR_TURN',
    facts: correspondence
      ? { actorName: other.displayName, deadline: new Date(match.deadlineAt!).toISOString() }
      : { actorName: other.displayName },
    link: links.match(matchId),
    topic: topics.turn(matchId),
  };
}
