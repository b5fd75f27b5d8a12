import { graphql } from '@/gql';

/** "Revanche" after a finished match. */
export const RematchOfferQuery = graphql(`
  query RematchOffer($matchId: UUID!) {
    rematchOffer(matchId: $matchId) {
      offeredById
      newMatchId
    }
  }
`);

export const OfferRematchMutation = graphql(`
  mutation OfferRematch($matchId: UUID!) {
    offerRematch(matchId: $matchId) {
      offeredById
      newMatchId
    }
  }
`);

export const AcceptRematchMutation = graphql(`
  mutation AcceptRematch($matchId: UUID!) {
    acceptRematch(matchId: $matchId) {
      offeredById
      newMatchId
    }
  }
`);

/** A link to play a friend: made by a member, read and taken by whoever holds it. */
export const CreateMatchInviteMutation = graphql(`
  mutation CreateMatchInvite($input: MatchInviteInput!) {
    createMatchInvite(input: $input) {
      token
      path
      expiresAt
    }
  }
`);

export const MatchInviteQuery = graphql(`
  query MatchInvite($token: String!) {
    matchInvite(token: $token) {
      hostName
      options
      open
      expiresAt
      mine
      matchId
    }
  }
`);

export const AcceptMatchInviteMutation = graphql(`
  mutation AcceptMatchInvite($token: String!, $guestName: String) {
    acceptMatchInvite(token: $token, guestName: $guestName) {
      matchId
      guestToken
    }
  }
`);
