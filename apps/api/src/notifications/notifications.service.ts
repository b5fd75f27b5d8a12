import { Inject, Injectable } from '@nestjs/common';
import type { NotificationChannel, NotificationKind } from '../generated/prisma/enums';
import { ClubsService } from '../clubs/clubs.service';
import type { ApiConfig } from '../core/config';
import { API_CONFIG } from '../core/config.module';
import { PrismaService } from '../core/database/prisma.service';
import { SqlService } from '../core/database/sql.service';
import { DomainError, notFound } from '../core/errors/domain-error';
import { EVENT_BUS, EventBus } from '../core/event-bus';
import { EventQueue } from '../core/event-queue';
import type { DomainEventOf } from '../core/events/event-map';
import { EventsService, type Tx } from '../core/events/events.service';
import { Mailer } from '../core/mail';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  languageOf,
  notificationEmail,
  preferenceKey,
  preferenceOf,
} from './notification-kinds';
import {
  type NewNotification,
  type StoredNotification,
  choicesOf,
  insertNotification,
  lockForEmail,
  markAllRead,
  markEmailed,
  markRead,
  notificationsOf,
  notificationsOfEvent,
  setChoices,
  unreadCount,
  unsubscribeTokenOf,
  userOfUnsubscribeToken,
} from './notification.store';
import type { AnnounceInput, NotificationNews, NotificationPreference } from './notification.model';

/** The event-bus topic of one user's notification news. */
export const notificationTopic = (userId: string) => `notifications:${userId}`;

/**
 * Notifications: written by the consumers of the durable events (notifications.consumers.ts) in the consumer's
 * transaction, so each event makes its notices once; told live to the recipient's open pages; mailed when one
 * still waits unread after `notifyEmailDelayMs` (a scheduled durable event) and the preference allows it.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly sql: SqlService,
    private readonly events: EventsService,
    private readonly clubs: ClubsService,
    private readonly mailer: Mailer,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  // ---- writing (in an event consumer's transaction) -----------------------------------------------

  /**
   * Writes the notices of one event, each as its recipient's preferences allow (none at all: nothing is
   * written), and schedules the e-mail of each one whose e-mail channel is on.
   */
  async write(tx: Tx, eventId: bigint, notices: readonly NewNotification[]): Promise<void> {
    if (!notices.length) return;
    const choices = await choicesOf(
      tx,
      notices.map((n) => n.recipientId),
    );
    const due = new Date(Date.now() + this.config.notifyEmailDelayMs);
    for (const notice of notices) {
      const mine = choices.get(notice.recipientId) ?? new Map<string, boolean>();
      const on = (channel: NotificationChannel) => preferenceOf(mine, notice.kind, channel);
      const inApp = on('IN_APP');
      const email = on('EMAIL');
      if (!inApp && !on('BROWSER') && !email) continue;
      const row = await insertNotification(tx, eventId, notice, inApp);
      if (row && email) {
        await this.events.emit(
          tx,
          'notification.email',
          { notificationId: row.id, eventId: String(eventId) },
          null,
          due,
        );
      }
    }
  }

  // ---- e-mail -------------------------------------------------------------------------------------

  /**
   * A notice's e-mail job: sent only if the notice is still unread, not yet mailed, still the same notice (a
   * notice on a topic that was renewed has a job of its own) and the recipient still wants it by e-mail. Marked
   * as mailed in the same transaction: a failed send is retried, a sent one is not sent again.
   */
  async mail(event: DomainEventOf<'notification.email'>, tx: Tx): Promise<void> {
    const { notificationId, eventId } = event.payload;
    const row = await lockForEmail(tx, notificationId);
    if (!row || row.readAt || row.emailedAt || row.eventId !== eventId) return;
    const choices = (await choicesOf(tx, [row.recipientId])).get(row.recipientId) ?? new Map();
    if (!preferenceOf(choices, row.kind, 'EMAIL')) return;
    const token = await unsubscribeTokenOf(tx, row.recipientId);
    const locale = languageOf(row.locale);
    const base = this.config.publicUrl;
    const message = notificationEmail(row.kind, row.payload, locale, {
      open: `${base}/${locale}${row.link}`,
      unsubscribe: `${base}/${locale}/unsubscribe?token=${encodeURIComponent(token)}&kind=${row.kind}`,
    });
    await markEmailed(tx, row.id);
    await this.mailer.send({ to: row.email, ...message });
  }

  // ---- live ---------------------------------------------------------------------------------------

  /** Tells each recipient of an event's notices (and each other user named) their news. */
  async announce(eventId: bigint, alsoTell: readonly string[] = []): Promise<void> {
    const rows = await notificationsOfEvent(this.sql, eventId);
    const told = new Set<string>();
    for (const row of rows) {
      told.add(row.recipientId);
      const choices = await this.choices(row.recipientId);
      const browser = !row.readAt && preferenceOf(choices, row.kind, 'BROWSER');
      if (!row.inApp && !browser) continue;
      await this.tell(row.recipientId, row, browser);
    }
    for (const userId of alsoTell) if (!told.has(userId)) await this.tell(userId, null, false);
  }

  private async tell(userId: string, row: StoredNotification | null, browser: boolean): Promise<void> {
    const news: NotificationNews = {
      unreadCount: await unreadCount(this.sql, userId),
      notification: row,
      browser,
    };
    await this.bus.publish(notificationTopic(userId), news);
  }

  /**
   * The viewer's news: first the unread count now (a page that reconnects is in step at once), then each new
   * notice and each change of the count.
   */
  async subscribe(viewerId: string): Promise<AsyncIterableIterator<NotificationNews>> {
    let unsubscribe: () => void = () => undefined;
    const queue = new EventQueue<NotificationNews>(() => unsubscribe());
    unsubscribe = await this.bus.subscribe(
      notificationTopic(viewerId),
      (payload) => queue.push(revive(payload as NotificationNews)),
      () => void this.countNews(viewerId).then((news) => queue.push(news)),
    );
    queue.push(await this.countNews(viewerId));
    return queue;
  }

  private async countNews(userId: string): Promise<NotificationNews> {
    return { unreadCount: await unreadCount(this.sql, userId), notification: null, browser: false };
  }

  // ---- the viewer's centre ------------------------------------------------------------------------

  list(viewerId: string, limit: number): Promise<StoredNotification[]> {
    return notificationsOf(this.sql, viewerId, limit);
  }

  unread(viewerId: string): Promise<number> {
    return unreadCount(this.sql, viewerId);
  }

  async markRead(viewerId: string, id: string): Promise<StoredNotification> {
    const row = await markRead(this.sql, viewerId, id);
    if (!row) throw notFound('Notification');
    await this.tell(viewerId, null, false);
    return row;
  }

  async markAllRead(viewerId: string): Promise<number> {
    const count = await markAllRead(this.sql, viewerId);
    await this.tell(viewerId, null, false);
    return count;
  }

  // ---- preferences --------------------------------------------------------------------------------

  async preferences(viewerId: string): Promise<NotificationPreference[]> {
    const choices = await this.choices(viewerId);
    return NOTIFICATION_KINDS.flatMap((kind) =>
      NOTIFICATION_CHANNELS.map((channel) => ({
        kind,
        channel,
        enabled: preferenceOf(choices, kind, channel),
      })),
    );
  }

  async setPreference(
    viewerId: string,
    kind: NotificationKind,
    channel: NotificationChannel,
    enabled: boolean,
  ): Promise<NotificationPreference> {
    await this.prisma.$transaction((tx) => setChoices(tx, viewerId, [{ kind, channel, enabled }]));
    return { kind, channel, enabled };
  }

  /**
   * An e-mail's unsubscribe link, without signing in: turns the e-mails of `kind` off (of every kind without
   * one). INVALID_UNSUBSCRIBE_TOKEN when the token names nobody.
   */
  async unsubscribe(token: string, kind: NotificationKind | null): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const userId = await userOfUnsubscribeToken(tx, token);
      if (!userId) throw new DomainError('INVALID_UNSUBSCRIBE_TOKEN');
      const kinds = kind ? [kind] : NOTIFICATION_KINDS;
      await setChoices(
        tx,
        userId,
        kinds.map((k) => ({ kind: k, channel: 'EMAIL' as const, enabled: false })),
      );
      return true;
    });
  }

  // ---- announcements ------------------------------------------------------------------------------

  /**
   * A director's announcement to the club's members, or to a tournament's players: a durable event, fanned out
   * by its consumer. FORBIDDEN below director; NOT_FOUND for a tournament of another club.
   */
  async announceToClub(viewerId: string, input: AnnounceInput): Promise<boolean> {
    await this.clubs.requireRole(input.clubId, viewerId, 'DIRECTOR');
    if (input.tournamentId) {
      const t = await this.prisma.tournament.findUnique({
        where: { id: input.tournamentId },
        select: { clubId: true },
      });
      if (!t || t.clubId !== input.clubId) throw notFound('Tournament');
    }
    await this.prisma.$transaction((tx) =>
      this.events.emit(
        tx,
        'club.announcement',
        {
          clubId: input.clubId,
          tournamentId: input.tournamentId ?? null,
          authorId: viewerId,
          title: input.title,
          message: input.message,
        },
        input.clubId,
      ),
    );
    return true;
  }

  private async choices(userId: string): Promise<Map<string, boolean>> {
    const rows = await this.sql.query<{
      kind: NotificationKind;
      channel: NotificationChannel;
      enabled: boolean;
    }>('SELECT kind, channel, enabled FROM "NotificationPreference" WHERE "userId" = $1', [userId]);
    return new Map(rows.map((r) => [preferenceKey(r.kind, r.channel), r.enabled]));
  }
}

/** News as it arrives from the bus (through Redis, dates come as text). */
function revive(news: NotificationNews): NotificationNews {
  const n = news.notification;
  if (!n) return news;
  return {
    ...news,
    notification: {
      ...n,
      createdAt: new Date(n.createdAt),
      readAt: n.readAt ? new Date(n.readAt) : null,
    },
  };
}
