import { Inject, Injectable } from '@nestjs/common';
import { type GameOptions, checkOptions } from '@gamao/engine';
import { ClubsService } from '../clubs/clubs.service';
import { PrismaService } from '../core/database/prisma.service';
import { DomainError, forbidden, notFound } from '../core/errors/domain-error';
import { EVENT_BUS, EventBus } from '../core/event-bus';
import { EventQueue } from '../core/event-queue';
import { givenFields } from '../core/graphql/given-fields';
import { timeControlOf } from '../play/match-clock';
import { MatchesService } from '../play/matches.service';
import { announceStart, commitStart, prepareStart } from '../play/match-start';
import { matchOptionsView, timeControlView } from '../play/match-view';
import {
  type LobbyEvent,
  type OpenChallenge,
  type OpenChallengeInput,
  OpenChallengeStatus,
} from './open-challenge.model';
import {
  type StoredOpenChallenge,
  createOpenChallenge,
  findOpenChallenge,
  openCountOf,
  openOfClub,
  openOfMyClubs,
  recordOpenChallengeMatch,
  takeOpenChallenge,
  withdrawOpenChallenge,
} from './open-challenge.store';

/** A member keeps at most this many challenges open in one club: the lobby is a list, not a wall. */
export const MAX_OPEN_PER_MEMBER = 3;

/** The bus topic of a club's lobby. */
export const lobbyTopic = (clubId: string) => `lobby:${clubId}`;

/**
 * A club's lobby: a member posts a challenge to no one in particular, with its match length and optional
 * clock; any other member accepts it, and the first acceptance starts the match in the transaction that
 * closes the challenge (a second acceptance at the same moment is refused with CHALLENGE_NOT_PENDING and
 * starts nothing); its poster may withdraw it while it is open. Each change, once committed, wakes the
 * lobbies open on the club's page (`subscribe`): they read the list again, so a lost wake-up costs only
 * freshness, never a challenge.
 */
@Injectable()
export class LobbyService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly matchesService: MatchesService,
  ) {}

  async post(viewerId: string, input: OpenChallengeInput): Promise<OpenChallenge> {
    await this.clubs.requireRole(input.clubId, viewerId, 'MEMBER');
    const options = checkOptions(givenFields(input.options));
    if (!options.ok) throw DomainError.fromRule(options.error);
    const timeControl = timeControlOf(input.timeControl, options.value.length);
    if ((await openCountOf(this.prisma, input.clubId, viewerId)) >= MAX_OPEN_PER_MEMBER)
      throw new DomainError('TOO_MANY_OPEN_CHALLENGES');
    const posted = await createOpenChallenge(this.prisma, {
      clubId: input.clubId,
      createdById: viewerId,
      options: options.value,
      timeControl,
    });
    await this.announce(posted);
    return view(posted);
  }

  /** Its poster withdraws it while it is open. */
  async withdraw(viewerId: string, id: string): Promise<OpenChallenge> {
    const challenge = await this.find(id);
    if (challenge.createdBy.id !== viewerId) {
      await this.clubs.requireRole(challenge.clubId, viewerId, 'MEMBER');
      throw forbidden('Only its poster withdraws an open challenge');
    }
    if (!(await withdrawOpenChallenge(this.prisma, id, viewerId)))
      throw new DomainError('CHALLENGE_NOT_PENDING');
    const withdrawn = await this.find(id);
    await this.announce(withdrawn);
    return view(withdrawn);
  }

  /** Another member of the club accepts it: the match starts at once, the poster on side 0. */
  async accept(viewerId: string, id: string): Promise<OpenChallenge> {
    const challenge = await this.find(id);
    await this.clubs.requireRole(challenge.clubId, viewerId, 'MEMBER');
    if (challenge.createdBy.id === viewerId) throw new DomainError('SAME_PLAYER');
    if (challenge.status !== 'OPEN') throw new DomainError('CHALLENGE_NOT_PENDING');
    const policy = await this.clubs.playPolicy(challenge.clubId);
    const matchId = await this.prisma.$transaction(async (tx) => {
      if (!(await takeOpenChallenge(tx, id, viewerId))) throw new DomainError('CHALLENGE_NOT_PENDING');
      const match = await this.matchesService.createChallengeIn(tx, {
        clubId: challenge.clubId,
        createdById: challenge.createdBy.id,
        opponentId: viewerId,
        options: challenge.options,
        timeControl: challenge.timeControl,
        abandonMinutes: policy.abandonHours * 60,
      });
      if (!(await commitStart(tx, match, prepareStart(match))))
        throw new DomainError('CHALLENGE_NOT_PENDING');
      await recordOpenChallengeMatch(tx, id, match.id);
      return match.id;
    });
    await announceStart(this.bus, matchId);
    const accepted = await this.find(id);
    await this.announce(accepted);
    return view(accepted);
  }

  /** A club's open challenges (members). */
  async ofClub(viewerId: string, clubId: string): Promise<OpenChallenge[]> {
    await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
    return (await openOfClub(this.prisma, clubId)).map(view);
  }

  /** The open challenges of every club the viewer belongs to, the viewer's own included. */
  async ofMyClubs(viewerId: string): Promise<OpenChallenge[]> {
    return (await openOfMyClubs(this.prisma, viewerId)).map(view);
  }

  /** The live changes of a club's lobby, for its members, from now on. */
  async subscribe(viewerId: string, clubId: string): Promise<AsyncIterableIterator<LobbyEvent>> {
    await this.clubs.requireRole(clubId, viewerId, 'MEMBER');
    return this.listen([clubId], (event, push) => push(event));
  }

  /**
   * The live changes of the lobbies of every club the viewer belonged to when it subscribed (a home page's
   * list of open challenges). Each change is heard only while the viewer is still a member of its club; a
   * club joined later is heard once the page subscribes again.
   */
  async subscribeMine(viewerId: string): Promise<AsyncIterableIterator<LobbyEvent>> {
    const clubs = await this.clubs.myClubs(viewerId);
    return this.listen(
      clubs.map((c) => c.id),
      (event, push) =>
        void this.clubs
          .roleOf(event.clubId, viewerId)
          .then((role) => role && push(event))
          .catch(() => undefined), // a lost wake-up costs only freshness
    );
  }

  private async listen(
    clubIds: readonly string[],
    deliver: (event: LobbyEvent, push: (event: LobbyEvent) => void) => void,
  ): Promise<AsyncIterableIterator<LobbyEvent>> {
    const unsubscribes: (() => void)[] = [];
    const queue = new EventQueue<LobbyEvent>(() => unsubscribes.forEach((unsubscribe) => unsubscribe()));
    const push = (event: LobbyEvent) => queue.push(event);
    try {
      for (const clubId of clubIds)
        unsubscribes.push(
          await this.bus.subscribe(lobbyTopic(clubId), (payload) => {
            const event = payload as LobbyEvent;
            deliver({ ...event, at: new Date(event.at) }, push); // through Redis the date arrives as text
          }),
        );
    } catch (error) {
      await queue.return(); // the topics already subscribed are let go
      throw error;
    }
    return queue;
  }

  /** After the commit: the club's open lobbies read themselves again. */
  private async announce(c: StoredOpenChallenge): Promise<void> {
    const event: LobbyEvent = {
      clubId: c.clubId,
      openChallengeId: c.id,
      status: c.status as OpenChallengeStatus,
      at: new Date(),
    };
    await this.bus.publish(lobbyTopic(c.clubId), event);
  }

  private async find(id: string): Promise<StoredOpenChallenge> {
    const found = await findOpenChallenge(this.prisma, id);
    if (!found) throw notFound('Open challenge');
    return found;
  }
}

function view(c: StoredOpenChallenge): OpenChallenge {
  return {
    id: c.id,
    clubId: c.clubId,
    clubName: c.clubName,
    createdBy: c.createdBy,
    options: matchOptionsView(c.options as GameOptions),
    timeControl: timeControlView(c.timeControl),
    status: c.status as OpenChallengeStatus,
    createdAt: c.createdAt,
    acceptedBy: c.acceptedBy,
    matchId: c.matchId,
  };
}
