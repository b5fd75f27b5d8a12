import { graphql } from '@/gql';

export const MyClubsQuery = graphql(`
  query MyClubs {
    myClubs {
      id
      name
      myRole
      memberCount
    }
  }
`);

export const ClubHomeQuery = graphql(`
  query ClubHome($clubId: UUID!) {
    club(id: $clubId) {
      id
      name
      myRole
      invitationCode
      memberCount
      createdAt
      abandonHours
      rateTimeouts
      rateForfeits
    }
    live: clubMatches(clubId: $clubId, status: [ACTIVE]) {
      id
      score
      options {
        length
      }
      timeControl {
        ...TimeControlFields
      }
      players {
        side
        user {
          id
          displayName
        }
      }
    }
    tournaments: clubTournaments(clubId: $clubId) {
      id
      name
      status
      format
      matchLengths
      startedAt
    }
    leaderboard: clubLeaderboard(clubId: $clubId) {
      rank
      rating
      experience
      player {
        id
        displayName
      }
    }
    recent: clubMatches(clubId: $clubId, status: [FINISHED]) {
      id
      score
      winner
      finishedAt
      options {
        length
      }
      resultSource
      players {
        side
        user {
          id
          displayName
        }
      }
    }
  }
`);

export const ClubMembersQuery = graphql(`
  query ClubMembers($clubId: UUID!) {
    me {
      id
    }
    club(id: $clubId) {
      id
      name
      myRole
    }
    clubMembers(clubId: $clubId) {
      role
      joinedAt
      user {
        id
        displayName
      }
    }
  }
`);

export const CreateClubMutation = graphql(`
  mutation CreateClub($name: String!) {
    createClub(input: { name: $name }) {
      id
    }
  }
`);

export const JoinClubMutation = graphql(`
  mutation JoinClub($code: String!) {
    joinClub(invitationCode: $code) {
      id
    }
  }
`);

export const SetMemberRoleMutation = graphql(`
  mutation SetMemberRole($clubId: UUID!, $userId: UUID!, $role: ClubRole!) {
    setMemberRole(clubId: $clubId, userId: $userId, role: $role) {
      role
    }
  }
`);

export const RemoveMemberMutation = graphql(`
  mutation RemoveMember($clubId: UUID!, $userId: UUID!) {
    removeMember(clubId: $clubId, userId: $userId)
  }
`);

export const RegenerateCodeMutation = graphql(`
  mutation RegenerateCode($clubId: UUID!) {
    regenerateInvitationCode(clubId: $clubId) {
      invitationCode
    }
  }
`);

export const LeaveClubMutation = graphql(`
  mutation LeaveClub($clubId: UUID!) {
    leaveClub(clubId: $clubId)
  }
`);

export const MyChallengesQuery = graphql(`
  query MyChallenges {
    myMatches(status: [CHALLENGED, ACTIVE]) {
      id
      status
      viewerSide
      clubId
      createdAt
      score
      options {
        length
        profile
        crawford
        cube
      }
      timeControl {
        ...TimeControlFields
      }
      players {
        side
        user {
          id
          displayName
        }
      }
    }
  }
`);

export const ChallengeMutation = graphql(`
  mutation Challenge($input: ChallengeInput!) {
    challenge(input: $input) {
      id
    }
  }
`);

export const AcceptChallengeMutation = graphql(`
  mutation AcceptChallenge($matchId: UUID!) {
    acceptChallenge(matchId: $matchId) {
      id
    }
  }
`);

export const DeclineChallengeMutation = graphql(`
  mutation DeclineChallenge($matchId: UUID!) {
    declineChallenge(matchId: $matchId) {
      id
    }
  }
`);
