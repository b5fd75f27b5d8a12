import { graphql } from '@/gql';

/** A match's chat as one of its players sees it: the messages (a muted player's left out) and the rules. */
export const ChatMessageFields = graphql(`
  fragment ChatMessageFields on ChatMessage {
    id
    senderId
    senderName
    phrase
    text
    spectator
    createdAt
  }
`);

export const MatchChatQuery = graphql(`
  query MatchChat($matchId: UUID!) {
    matchChat(matchId: $matchId) {
      ...ChatMessageFields
    }
    matchChatSettings(matchId: $matchId) {
      mode
      muted
      spectator
    }
  }
`);

export const SendChatMessageMutation = graphql(`
  mutation SendChatMessage($matchId: UUID!, $phrase: String, $text: String) {
    sendChatMessage(matchId: $matchId, phrase: $phrase, text: $text) {
      ...ChatMessageFields
    }
  }
`);

export const MuteChatPlayerMutation = graphql(`
  mutation MuteChatPlayer($matchId: UUID!, $userId: UUID!, $muted: Boolean!) {
    muteChatPlayer(matchId: $matchId, userId: $userId, muted: $muted) {
      mode
      muted
    }
  }
`);

export const ReportChatMutation = graphql(`
  mutation ReportChat($matchId: UUID!, $reason: String!) {
    reportChat(matchId: $matchId, reason: $reason) {
      id
    }
  }
`);

/** Live over graphql-ws from the browser (lib/use-live-feed.ts). */
export const ChatMessageSentSubscription = graphql(`
  subscription ChatMessageSent($matchId: UUID!) {
    chatMessageSent(matchId: $matchId) {
      ...ChatMessageFields
    }
  }
`);

/** The club's chat policy (members read it; the page shows the form to directors). */
export const ClubChatPolicyQuery = graphql(`
  query ClubChatPolicy($clubId: UUID!) {
    clubChatPolicy(clubId: $clubId) {
      freeText
      tournament
    }
  }
`);

export const UpdateClubChatPolicyMutation = graphql(`
  mutation UpdateClubChatPolicy($clubId: UUID!, $freeText: Boolean, $tournament: TournamentChat) {
    updateClubChatPolicy(clubId: $clubId, freeText: $freeText, tournament: $tournament) {
      freeText
      tournament
    }
  }
`);
