import { graphql } from '@/gql';

/** A challenge in a club's lobby, as the lobby and the home list it. */
export const OpenChallengeFieldsFragment = graphql(`
  fragment OpenChallengeFields on OpenChallenge {
    id
    clubId
    clubName
    createdAt
    createdBy {
      id
      displayName
    }
    options {
      length
      profile
      crawford
      cube
    }
    timeControl {
      ...TimeControlFields
    }
  }
`);

export const ClubOpenChallengesQuery = graphql(`
  query ClubOpenChallenges($clubId: UUID!) {
    clubOpenChallenges(clubId: $clubId) {
      ...OpenChallengeFields
    }
    me {
      id
    }
  }
`);

export const PostOpenChallengeMutation = graphql(`
  mutation PostOpenChallenge($input: OpenChallengeInput!) {
    postOpenChallenge(input: $input) {
      id
    }
  }
`);

export const WithdrawOpenChallengeMutation = graphql(`
  mutation WithdrawOpenChallenge($id: UUID!) {
    withdrawOpenChallenge(id: $id) {
      id
      status
    }
  }
`);

export const AcceptOpenChallengeMutation = graphql(`
  mutation AcceptOpenChallenge($id: UUID!) {
    acceptOpenChallenge(id: $id) {
      id
      matchId
    }
  }
`);

export const ClubLobbyUpdatedSubscription = graphql(`
  subscription ClubLobbyUpdated($clubId: UUID!) {
    clubLobbyUpdated(clubId: $clubId) {
      clubId
      openChallengeId
      status
    }
  }
`);

export const MyClubsLobbyUpdatedSubscription = graphql(`
  subscription MyClubsLobbyUpdated {
    myClubsLobbyUpdated {
      clubId
      openChallengeId
      status
    }
  }
`);
