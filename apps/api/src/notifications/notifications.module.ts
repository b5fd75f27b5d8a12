import { Module } from '@nestjs/common';
import { ClubsModule } from '../clubs/clubs.module';
import { Mailer } from '../core/mail';
import { NotificationsConsumers } from './notifications.consumers';
import { NotificationsResolver } from './notifications.resolver';
import { NotificationsService } from './notifications.service';

/** Notifications: made from the durable events, shown live, mailed when they wait (notifications.service.ts). */
@Module({
  imports: [ClubsModule],
  providers: [NotificationsService, NotificationsConsumers, NotificationsResolver, Mailer],
  // The match chat writes its report's notices to the directors (chat/chat-report.consumer.ts).
  exports: [NotificationsService],
})
export class NotificationsModule {}
