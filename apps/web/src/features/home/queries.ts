import { graphql } from '@/gql';

/** A member's home in one read (the API's `dashboard`). */
export const DashboardQuery = graphql(`
  query Dashboard {
    me {
      id
      displayName
    }
    dashboard {
      myTurn {
        ...DashboardMatch
      }
      challengesReceived {
        ...DashboardMatch
      }
      openChallenges {
        ...OpenChallengeFields
      }
      myOpenChallenges {
        ...OpenChallengeFields
      }
      tournamentMatches {
        tournament {
          id
          name
        }
        match {
          slot
          length
          matchId
          matchStatus
          player1 {
            id
            displayName
          }
          player2 {
            id
            displayName
          }
        }
      }
      openChouettes {
        ...ChouetteSummary
      }
      recentResults {
        ...DashboardMatch
      }
      ratings {
        clubId
        clubName
        rating
        experience
      }
    }
  }
`);

export const DashboardMatchFragment = graphql(`
  fragment DashboardMatch on Match {
    id
    status
    viewerSide
    winner
    score
    options {
      length
    }
    players {
      side
      user {
        id
        displayName
      }
    }
  }
`);
