/** The match chat (issue 42, part 2): its own module beside play/, which it reads but does not change. */
import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ChouetteModule } from '../chouette/chouette.module';
import { ClubsModule } from '../clubs/clubs.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ChatReportConsumer } from './chat-report.consumer';
import { ChatResolver } from './chat.resolver';
import { ChatService } from './chat.service';

@Module({
  imports: [AuditModule, ChouetteModule, ClubsModule, NotificationsModule],
  providers: [ChatService, ChatResolver, ChatReportConsumer],
})
export class ChatModule {}
