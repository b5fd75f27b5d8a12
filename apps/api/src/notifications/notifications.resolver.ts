import { Args, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { Viewer } from '../core/auth/viewer.decorator';
import { UUID } from '../core/uuid.scalar';
import { InputRules } from '../core/validation/input-rules.pipe';
import { announceRules, notificationLimitRules, unsubscribeTokenRules } from './notification-input-rules';
import {
  AnnounceInput,
  Notification,
  NotificationChannel,
  NotificationKind,
  NotificationNews,
  NotificationPreference,
} from './notification.model';
import { NotificationsService } from './notifications.service';

@Resolver(() => Notification)
export class NotificationsResolver {
  constructor(private readonly service: NotificationsService) {}

  @Query(() => [Notification], { description: "The viewer's notifications, newest first (at most 100)." })
  notifications(
    @Args('limit', { type: () => Int, nullable: true }, InputRules(notificationLimitRules))
    limit: number | null | undefined,
    @Viewer() viewer: Viewer,
  ) {
    return this.service.list(viewer.id, limit ?? 30);
  }

  @Query(() => Int, { description: "How many of the viewer's notifications are unread." })
  unreadNotificationCount(@Viewer() viewer: Viewer) {
    return this.service.unread(viewer.id);
  }

  @Query(() => [NotificationPreference], {
    description: "The viewer's choice for each kind and channel (on unless turned off).",
  })
  notificationPreferences(@Viewer() viewer: Viewer) {
    return this.service.preferences(viewer.id);
  }

  @Mutation(() => Notification, { description: 'Marks one of your notifications read.' })
  markNotificationRead(@Args('id', { type: () => UUID }) id: string, @Viewer() viewer: Viewer) {
    return this.service.markRead(viewer.id, id);
  }

  @Mutation(() => Int, { description: 'Marks all your notifications read; how many were unread.' })
  markAllNotificationsRead(@Viewer() viewer: Viewer) {
    return this.service.markAllRead(viewer.id);
  }

  @Mutation(() => NotificationPreference, {
    description: 'Turns one kind of notification on or off on a channel.',
  })
  setNotificationPreference(
    @Args('kind', { type: () => NotificationKind }) kind: NotificationKind,
    @Args('channel', { type: () => NotificationChannel }) channel: NotificationChannel,
    @Args('enabled') enabled: boolean,
    @Viewer() viewer: Viewer,
  ) {
    return this.service.setPreference(viewer.id, kind, channel, enabled);
  }

  @Mutation(() => Boolean, {
    description:
      "An e-mail's unsubscribe link (no sign-in): no more e-mails of that kind, or of any kind without one.",
  })
  unsubscribeFromEmails(
    @Args('token', InputRules(unsubscribeTokenRules)) token: string,
    @Args('kind', { type: () => NotificationKind, nullable: true }) kind: NotificationKind | null | undefined,
  ) {
    return this.service.unsubscribe(token, kind ?? null);
  }

  @Mutation(() => Boolean, {
    description: "A director's announcement to the club's members, or to a tournament's players.",
  })
  announce(@Args('input', InputRules(announceRules)) input: AnnounceInput, @Viewer() viewer: Viewer) {
    return this.service.announceToClub(viewer.id, input);
  }

  @Subscription(() => NotificationNews, {
    description:
      "The viewer's notification news: the unread count at once, then each new notification and each change of the count.",
    resolve: (news: NotificationNews) => news,
  })
  notificationNews(@Viewer() viewer: Viewer) {
    return this.service.subscribe(viewer.id);
  }
}
