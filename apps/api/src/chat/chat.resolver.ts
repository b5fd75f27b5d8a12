/**
 * The chat of an online match or of a chouette table over GraphQL (`matchId`: the match's or the table's id):
 * send (a stock phrase id or a text), mute, report, the conversation,
 * a live subscription over graphql-ws, the directors' reading of reported conversations, and the club's
 * chat policy (read by members, set by directors).
 */
import { Args, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { z } from 'zod';
import { RequireRole } from '../core/auth/roles.guard';
import { Viewer } from '../core/auth/viewer.decorator';
import { UUID } from '../core/uuid.scalar';
import { InputRules } from '../core/validation/input-rules.pipe';
import { freeText } from '../core/validation/text-rules';
import { ChatMessage, ChatReport, ChatSettings, ClubChatPolicy, TournamentChat } from './chat.model';
import { ChatService } from './chat.service';

/** Cheap bounds before the chat rules (libs/messages chat.ts) look at the text. */
const phraseRules = z.string().max(32).nullish();
const chatTextRules = z.string().max(2000).nullish();
const reportReasonRules = freeText(1, 1000);

/** A message as it went over the bus: a date may arrive as its ISO text (Redis). */
const revive = (m: ChatMessage): ChatMessage => ({ ...m, createdAt: new Date(m.createdAt) });

@Resolver(() => ChatMessage)
export class ChatResolver {
  constructor(private readonly chat: ChatService) {}

  @Query(() => [ChatMessage], {
    description:
      "A match's or a chouette table's chat (matchId: either id) for one of its players (muted players left out).",
  })
  matchChat(@Args('matchId', { type: () => UUID }) matchId: string, @Viewer() viewer: Viewer) {
    return this.chat.conversation(viewer.id, matchId);
  }

  @Query(() => ChatSettings, {
    description: 'What the chat allows in this match, and whom the viewer muted.',
  })
  matchChatSettings(@Args('matchId', { type: () => UUID }) matchId: string, @Viewer() viewer: Viewer) {
    return this.chat.settings(viewer.id, matchId);
  }

  @Mutation(() => ChatMessage, {
    description:
      'Send a stock phrase (phrase: goodLuck, goodGame, thanks, backSoon) or a free text, one of them.',
  })
  sendChatMessage(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @Viewer() viewer: Viewer,
    @Args('phrase', { type: () => String, nullable: true }, InputRules(phraseRules)) phrase?: string | null,
    @Args('text', { type: () => String, nullable: true }, InputRules(chatTextRules)) text?: string | null,
  ) {
    const input = { phrase: phrase ?? undefined, text: text ?? undefined } as Parameters<
      ChatService['send']
    >[2];
    return this.chat.send(viewer.id, matchId, input);
  }

  @Mutation(() => ChatSettings, {
    description: "Mute (or unmute) the other player's messages in this match.",
  })
  muteChatPlayer(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @Args('userId', { type: () => UUID }) userId: string,
    @Args('muted', { type: () => Boolean }) muted: boolean,
    @Viewer() viewer: Viewer,
  ) {
    return this.chat.mute(viewer.id, matchId, userId, muted);
  }

  @Mutation(() => ChatReport, {
    description: "Report the match's chat to the club's directors (once per match).",
  })
  reportChat(
    @Args('matchId', { type: () => UUID }) matchId: string,
    @Args('reason', InputRules(reportReasonRules)) reason: string,
    @Viewer() viewer: Viewer,
  ) {
    return this.chat.report(viewer.id, matchId, reason);
  }

  @Query(() => [ChatReport], { description: "The club's chat reports, newest first (directors)." })
  @RequireRole('DIRECTOR')
  chatReports(@Args('clubId', { type: () => UUID }) clubId: string) {
    return this.chat.reports(clubId);
  }

  @Query(() => [ChatMessage], { description: 'A reported conversation, whole (directors of the club).' })
  reportedChat(@Args('matchId', { type: () => UUID }) matchId: string, @Viewer() viewer: Viewer) {
    return this.chat.reportedConversation(viewer.id, matchId);
  }

  @Query(() => ClubChatPolicy, { description: "The club's chat policy (members)." })
  @RequireRole('MEMBER')
  clubChatPolicy(@Args('clubId', { type: () => UUID }) clubId: string) {
    return this.chat.clubPolicy(clubId);
  }

  @Mutation(() => ClubChatPolicy, {
    description:
      "Directors: free text in casual matches on or off, and the tournament matches' rule (audited).",
  })
  @RequireRole('DIRECTOR')
  updateClubChatPolicy(
    @Args('clubId', { type: () => UUID }) clubId: string,
    @Viewer() viewer: Viewer,
    @Args('freeText', { type: () => Boolean, nullable: true }) freeText?: boolean | null,
    @Args('tournament', { type: () => TournamentChat, nullable: true }) tournament?: TournamentChat | null,
  ) {
    return this.chat.setClubPolicy(viewer.id, clubId, { freeText, tournament });
  }

  @Subscription(() => ChatMessage, {
    description: "New chat messages of a match, for its players (a muted player's left out).",
    resolve: revive,
  })
  chatMessageSent(@Args('matchId', { type: () => UUID }) matchId: string, @Viewer() viewer: Viewer) {
    return this.chat.subscribe(viewer.id, matchId);
  }
}
