import { Field, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { UUID } from '../core/uuid.scalar';
import { NotificationChannel, NotificationKind } from '../generated/prisma/enums';
import type { NotificationFacts } from './notification-kinds';

registerEnumType(NotificationKind, { name: 'NotificationKind', description: 'What a notification tells.' });
registerEnumType(NotificationChannel, {
  name: 'NotificationChannel',
  description: 'IN_APP: the centre and its bell; BROWSER: a system notification of the browser; EMAIL.',
});
export { NotificationChannel, NotificationKind };

@ObjectType({ description: 'The facts a notification is written from (each kind uses some).' })
export class NotificationFactsView {
  @Field(() => String, { nullable: true, description: 'Who caused it.' })
  actorName?: string;
  @Field(() => String, { nullable: true })
  clubName?: string;
  @Field(() => String, { nullable: true })
  tournamentName?: string;
  @Field(() => String, {
    nullable: true,
    description: 'Whose reported result was disputed (to the directors).',
  })
  reporterName?: string;
  @Field(() => String, { nullable: true, description: "An announcement's title." })
  title?: string;
  @Field(() => String, { nullable: true, description: "An announcement's message." })
  message?: string;
  @Field(() => String, {
    nullable: true,
    description: "A correspondence move's or a ladder challenge's deadline (ISO 8601).",
  })
  deadline?: string;
  @Field(() => String, { nullable: true, description: "A ladder challenge's ladder." })
  ladderName?: string;
  @Field(() => String, {
    nullable: true,
    description: "A ladder challenge's answer: accepted, refused or expired.",
  })
  answer?: string;
}

@ObjectType()
export class Notification {
  @Field(() => UUID)
  id!: string;
  @Field(() => NotificationKind)
  kind!: NotificationKind;
  @Field(() => NotificationFactsView, { description: 'The facts the site writes its text from.' })
  payload!: NotificationFacts;
  @Field({ description: "The site's path it leads to, without the locale." })
  link!: string;
  @Field()
  createdAt!: Date;
  @Field(() => Date, { nullable: true })
  readAt!: Date | null;
}

@ObjectType({ description: "A change in the viewer's notifications." })
export class NotificationNews {
  @Field(() => Int)
  unreadCount!: number;
  @Field(() => Notification, {
    nullable: true,
    description: 'A new notification; null: only the count changed.',
  })
  notification!: Notification | null;
  @Field({ description: 'Whether the viewer wants this one as a browser notification.' })
  browser!: boolean;
}

@ObjectType()
export class NotificationPreference {
  @Field(() => NotificationKind)
  kind!: NotificationKind;
  @Field(() => NotificationChannel)
  channel!: NotificationChannel;
  @Field()
  enabled!: boolean;
}

@InputType()
export class AnnounceInput {
  @Field(() => UUID)
  clubId!: string;
  @Field(() => UUID, {
    nullable: true,
    description: "To this tournament's players; without it, to the club's members.",
  })
  tournamentId?: string | null;
  @Field()
  title!: string;
  @Field()
  message!: string;
}
