/**
 * The directors' notice of a reported chat: written from the durable 'match.chatReported' event in its
 * consumer's transaction (once per event), then told live. The players of the match (or of the chouette
 * table) are not told, even when they direct the club.
 */
import { Injectable, OnModuleInit } from '@nestjs/common';
import { ChouetteReadsService } from '../chouette/chouette-reads.service';
import { EventsService } from '../core/events/events.service';
import { links } from '../notifications/notification-kinds';
import { NotificationsService } from '../notifications/notifications.service';

@Injectable()
export class ChatReportConsumer implements OnModuleInit {
  constructor(
    private readonly events: EventsService,
    private readonly notifications: NotificationsService,
    private readonly chouettes: ChouetteReadsService,
  ) {}

  onModuleInit(): void {
    this.events.on('match.chatReported', 'notifications.write', async (event, tx) => {
      const { matchId, clubId, reporterId, chouette } = event.payload;
      const players = chouette
        ? (await this.chouettes.load(matchId)).state.players
        : (await tx.matchParticipant.findMany({ where: { matchId }, select: { userId: true } })).map(
            (p) => p.userId,
          );
      const playing = new Set(players);
      const reporter = await tx.user.findUnique({ where: { id: reporterId }, select: { displayName: true } });
      const club = await tx.club.findUnique({ where: { id: clubId }, select: { name: true } });
      const rows = await tx.clubMembership.findMany({
        where: { clubId, role: { in: ['OWNER', 'DIRECTOR'] } },
        select: { userId: true },
      });
      const directors = rows.map((r) => r.userId).filter((id) => !playing.has(id));
      await this.notifications.write(
        tx,
        event.id,
        directors.map((recipientId) => ({
          recipientId,
          kind: 'CHAT_REPORTED' as const,
          facts: { actorName: reporter?.displayName, clubName: club?.name },
          link: chouette ? links.chouette(matchId) : links.match(matchId),
        })),
      );
    });
    this.events.onIdempotent('match.chatReported', 'notifications.live', (event) =>
      this.notifications.announce(event.id),
    );
  }
}
