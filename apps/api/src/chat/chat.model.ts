/**
 * The GraphQL shapes of a match's chat (issue 42, part 2): a message is a stock phrase id (the site shows it in
 * the reader's language) or a checked free text, always shown as plain text; a report to the club's directors;
 * the club's chat policy.
 */
import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';
import { UUID } from '../core/uuid.scalar';
import { TournamentChat } from '../generated/prisma/enums';

registerEnumType(TournamentChat, {
  name: 'TournamentChat',
  description:
    "What the chat of a club's tournament matches allows: STOCK_ONLY (the default), FREE_TEXT or OFF.",
});
export { TournamentChat };

@ObjectType({
  description: 'One chat message of a match: a stock phrase or a free text (plain text, never HTML).',
})
export class ChatMessage {
  @Field(() => String, { description: 'Increasing within a match.' })
  id!: string;
  @Field(() => UUID)
  matchId!: string;
  @Field(() => UUID)
  senderId!: string;
  @Field()
  senderName!: string;
  @Field(() => String, { nullable: true, description: 'goodLuck, goodGame, thanks or backSoon.' })
  phrase!: string | null;
  @Field(() => String, { nullable: true, description: 'The free text, when it is not a stock phrase.' })
  text!: string | null;
  @Field({ description: "Sent by a spectator (the spectators' chat), not one of the players." })
  spectator!: boolean;
  @Field()
  createdAt!: Date;
}

@ObjectType({ description: "A player's report of a match's chat, read by the club's directors." })
export class ChatReport {
  @Field(() => UUID)
  id!: string;
  @Field(() => UUID)
  matchId!: string;
  @Field(() => UUID)
  reporterId!: string;
  @Field()
  reporterName!: string;
  @Field()
  reason!: string;
  @Field()
  createdAt!: Date;
}

@ObjectType({ description: 'What the chat of a match allows now, and whom the viewer muted.' })
export class ChatSettings {
  @Field(() => String, { description: 'freeText, stockOnly or off.' })
  mode!: string;
  @Field({ description: "The viewer watches (the spectators' chat) rather than plays." })
  spectator!: boolean;
  @Field(() => [UUID])
  muted!: string[];
}

@ObjectType({
  description: "A club's chat policy: free text in casual matches, and the rule of tournament matches.",
})
export class ClubChatPolicy {
  @Field(() => UUID)
  clubId!: string;
  @Field({ description: 'Free text allowed in casual matches (else stock phrases only).' })
  freeText!: boolean;
  @Field(() => TournamentChat)
  tournament!: TournamentChat;
}
