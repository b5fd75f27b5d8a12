/**
 * The chat of an online match or of a chouette table (issue 42, part 2): the room is named by the match's or
 * the table's id (ids never collide), its players are the match's two or everyone who sat at the table. Its
 * players send stock phrases, or free text where the match allows it; the club's members who watch an online
 * match have the spectators' chat, in the same room, hidden from the players while a tournament match is
 * played (issue 42, part 5)
 * (libs/messages chat.ts: the club's policy, a tournament match stock phrases only by default); each may mute
 * the other; a report stores nothing new (the conversation is already kept with the match) but tells the
 * club's directors through a durable event, and only then may a director read that conversation. The club's
 * policy (free text on or off, the tournament rule) is set by its directors and audited in the club's chain.
 * Rate limit:
 * CHAT_BURST messages per CHAT_WINDOW_MS per player and match, counted in PostgreSQL so that every API
 * instance shares it (the API's mutation budget applies as well).
 */
import { Inject, Injectable } from '@nestjs/common';
import { type ChatInput, chatMode, checkChat, DEFAULT_CHAT_POLICY, type ChatPolicy } from '@gamao/messages';
import { AuditService } from '../audit/audit.service';
import { ChouetteReadsService } from '../chouette/chouette-reads.service';
import { ClubsService } from '../clubs/clubs.service';
import { PrismaService } from '../core/database/prisma.service';
import { DomainError, forbidden, notFound, badInput } from '../core/errors/domain-error';
import { EVENT_BUS, type EventBus } from '../core/event-bus';
import { EventQueue } from '../core/event-queue';
import { EventsService } from '../core/events/events.service';
import { AuditScopeType } from '../audit/audit.model';
import {
  type ChatMessage,
  type ChatReport,
  type ChatSettings,
  type ClubChatPolicy,
  TournamentChat,
} from './chat.model';
import {
  clubChatPolicy,
  messagesOf,
  mutedBy,
  reportsOf,
  sentSince,
  setClubChatPolicy,
  type StoredChatPolicy,
  toMessages,
} from './chat.store';

export const CHAT_BURST = 5;
export const CHAT_WINDOW_MS = 10_000;
/** Chat is open while the match is played and after its end (a "Bom jogo"), never around a challenge. */
const OPEN: readonly string[] = ['ACTIVE', 'FINISHED'];

export const chatTopic = (matchId: string) => `chat:${matchId}`;

const TOURNAMENT_RULE: Record<TournamentChat, ChatPolicy['tournament']> = {
  [TournamentChat.STOCK_ONLY]: 'stockOnly',
  [TournamentChat.FREE_TEXT]: 'freeText',
  [TournamentChat.OFF]: 'off',
};

/** The spectators' chat is hidden from the players while a tournament match is played. */
const spectatorsHidden = (match: { tournamentId: string | null; status: string }) =>
  match.tournamentId !== null && match.status !== 'FINISHED';

const toClubPolicy = (clubId: string, stored: StoredChatPolicy): ClubChatPolicy => ({
  clubId,
  freeText: stored.chatFreeText,
  tournament: stored.tournamentChat,
});

/** A chat's room: an online match, or a chouette table (status ACTIVE while open, FINISHED once closed). */
interface ChatMatch {
  id: string;
  clubId: string;
  status: string;
  tournamentId: string | null;
  participants: { userId: string }[];
  chouette: boolean;
}

@Injectable()
export class ChatService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsService,
    private readonly events: EventsService,
    private readonly audit: AuditService,
    private readonly chouettes: ChouetteReadsService,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
  ) {}

  /** The club's chat policy as the chat rules read it (libs/messages chat.ts). */
  async policy(clubId: string): Promise<ChatPolicy> {
    const stored = await clubChatPolicy(this.prisma, clubId);
    if (!stored) return DEFAULT_CHAT_POLICY;
    return { freeText: stored.chatFreeText, tournament: TOURNAMENT_RULE[stored.tournamentChat] };
  }

  async clubPolicy(clubId: string): Promise<ClubChatPolicy> {
    const stored = await clubChatPolicy(this.prisma, clubId);
    if (!stored) throw notFound('Club');
    return toClubPolicy(clubId, stored);
  }

  /** A director's change of the club's chat policy, audited in the club's chain with before and after. */
  async setClubPolicy(
    viewerId: string,
    clubId: string,
    change: { freeText?: boolean | null; tournament?: TournamentChat | null },
  ): Promise<ClubChatPolicy> {
    if ((change.freeText ?? null) === null && (change.tournament ?? null) === null) {
      throw badInput('Say what changes: freeText or tournament', 'freeText');
    }
    const after = await this.prisma.$transaction(async (tx) => {
      const before = await clubChatPolicy(tx, clubId);
      if (!before) throw notFound('Club');
      const next: StoredChatPolicy = {
        chatFreeText: change.freeText ?? before.chatFreeText,
        tournamentChat: change.tournament ?? before.tournamentChat,
      };
      await setClubChatPolicy(tx, clubId, next);
      await this.audit.append(tx, AuditScopeType.CLUB, clubId, {
        actorId: viewerId,
        action: 'club.chatPolicySet',
        subject: `club:${clubId}`,
        before: { ...before },
        after: { ...next },
      });
      return next;
    });
    return toClubPolicy(clubId, after);
  }

  async send(viewerId: string, matchId: string, input: ChatInput): Promise<ChatMessage> {
    const { match, spectator } = await this.seat(viewerId, matchId);
    if (!OPEN.includes(match.status)) throw forbidden('The chat opens when the match starts');
    const verdict = checkChat(input, chatMode(await this.policy(match.clubId), match.tournamentId !== null));
    if (!verdict.ok) throw new DomainError(verdict.code, verdict.why);
    const since = new Date(Date.now() - CHAT_WINDOW_MS);
    if ((await sentSince(this.prisma, matchId, viewerId, since)) >= CHAT_BURST) {
      throw new DomainError('RATE_LIMITED', `At most ${CHAT_BURST} messages in ${CHAT_WINDOW_MS / 1000} s`);
    }
    const { message } = verdict;
    const row = await this.prisma.matchChatMessage.create({
      data: {
        matchId,
        senderId: viewerId,
        phrase: message.kind === 'phrase' ? message.phrase : null,
        text: message.kind === 'text' ? message.text : null,
        spectator,
      },
    });
    const [sent] = await toMessages(this.prisma, [row]);
    await this.bus.publish(chatTopic(matchId), sent);
    return sent;
  }

  /**
   * The conversation as the viewer sees it: without the messages of someone they muted, and for a player
   * without the spectators' while a tournament match is played.
   */
  async conversation(viewerId: string, matchId: string): Promise<ChatMessage[]> {
    const { match, spectator } = await this.seat(viewerId, matchId);
    const muted = await mutedBy(this.prisma, matchId, viewerId);
    return messagesOf(this.prisma, matchId, muted, !spectator && spectatorsHidden(match));
  }

  async settings(viewerId: string, matchId: string): Promise<ChatSettings> {
    const { match, spectator } = await this.seat(viewerId, matchId);
    return {
      mode: chatMode(await this.policy(match.clubId), match.tournamentId !== null),
      muted: await mutedBy(this.prisma, matchId, viewerId),
      spectator,
    };
  }

  async mute(viewerId: string, matchId: string, userId: string, muted: boolean): Promise<ChatSettings> {
    const { match } = await this.seat(viewerId, matchId);
    const other =
      userId !== viewerId &&
      (match.participants.some((p) => p.userId === userId) ||
        (!match.chouette && (await this.clubs.roleOf(match.clubId, userId)) !== null));
    if (!other) throw badInput('Only another player or spectator of the match can be muted', 'userId');
    if (muted) {
      await this.prisma.matchChatMute.upsert({
        where: { matchId_muterId_mutedId: { matchId, muterId: viewerId, mutedId: userId } },
        create: { matchId, muterId: viewerId, mutedId: userId },
        update: {},
      });
    } else {
      await this.prisma.matchChatMute.deleteMany({ where: { matchId, muterId: viewerId, mutedId: userId } });
    }
    return this.settings(viewerId, matchId);
  }

  /** A player's report: stored once per reporter and match, the directors told through the outbox. */
  async report(viewerId: string, matchId: string, reason: string): Promise<ChatReport> {
    const { match, spectator } = await this.seat(viewerId, matchId);
    // A spectator mutes; a report is the players' (the directors then read the whole room).
    if (spectator) throw forbidden("Only the match's players report its chat");
    if (!reason.trim()) throw badInput('Say what happened', 'reason');
    await this.prisma.$transaction(async (tx) => {
      const existing = await tx.matchChatReport.findUnique({
        where: { matchId_reporterId: { matchId, reporterId: viewerId } },
      });
      if (existing) return;
      const report = await tx.matchChatReport.create({
        data: { matchId, clubId: match.clubId, reporterId: viewerId, reason },
      });
      await this.events.emit(
        tx,
        'match.chatReported',
        {
          matchId,
          clubId: match.clubId,
          reportId: report.id,
          reporterId: viewerId,
          ...(match.chouette ? { chouette: true } : {}),
        },
        match.clubId,
      );
    });
    const [mine] = (await reportsOf(this.prisma, { clubId: match.clubId, matchId })).filter(
      (r) => r.reporterId === viewerId,
    );
    return mine;
  }

  /** The club's reports, newest first (directors: the resolver's RequireRole). */
  async reports(clubId: string): Promise<ChatReport[]> {
    return reportsOf(this.prisma, { clubId });
  }

  /** A reported conversation, whole, for a director of the match's club; NOT_FOUND when nobody reported it. */
  async reportedConversation(viewerId: string, matchId: string): Promise<ChatMessage[]> {
    const match = await this.load(matchId);
    await this.clubs.requireRole(match.clubId, viewerId, 'DIRECTOR');
    const reported = await this.prisma.matchChatReport.count({ where: { matchId } });
    if (!reported) throw notFound('Chat report');
    return messagesOf(this.prisma, matchId);
  }

  /**
   * New messages of a match, for its players and spectators, without those of someone the reader has muted,
   * and for a player without the spectators' while a tournament match is played.
   */
  async subscribe(viewerId: string, matchId: string): Promise<AsyncIterableIterator<ChatMessage>> {
    const { match, spectator } = await this.seat(viewerId, matchId);
    const hideSpectators = !spectator && spectatorsHidden(match);
    let end: () => void = () => undefined;
    const queue = new EventQueue<ChatMessage>(() => end());
    end = await this.bus.subscribe(chatTopic(matchId), (payload) => {
      const message = payload as ChatMessage;
      if (hideSpectators && message.spectator) return;
      if (message.senderId === viewerId) return queue.push(message);
      // Read at each message: a mute made during the subscription holds at once.
      void mutedBy(this.prisma, matchId, viewerId).then((muted) => {
        if (!muted.includes(message.senderId)) queue.push(message);
      });
    });
    return queue;
  }

  private async load(matchId: string): Promise<ChatMatch> {
    const match = await this.prisma.match.findUnique({
      where: { id: matchId },
      select: {
        id: true,
        clubId: true,
        status: true,
        tournamentId: true,
        participants: { select: { userId: true } },
      },
    });
    if (match) return { ...match, chouette: false };
    const table = await this.chouettes.load(matchId).catch(() => null);
    if (!table) throw notFound('Match');
    return {
      id: table.id,
      clubId: table.clubId,
      status: table.status === 'CLOSED' ? 'FINISHED' : 'ACTIVE',
      tournamentId: null,
      participants: table.state.players.map((userId) => ({ userId })),
      chouette: true,
    };
  }

  /**
   * The viewer's place in a room: a player, or a spectator of an online match (a member of its club). A chouette
   * table's chat is its players' only.
   */
  private async seat(viewerId: string, matchId: string): Promise<{ match: ChatMatch; spectator: boolean }> {
    const match = await this.load(matchId);
    if (match.participants.some((p) => p.userId === viewerId)) return { match, spectator: false };
    if (match.chouette) throw forbidden("Only the table's players use its chat");
    if (!(await this.clubs.roleOf(match.clubId, viewerId))) {
      throw forbidden("Only the match's players and the club's members watching it use its chat");
    }
    return { match, spectator: true };
  }
}
