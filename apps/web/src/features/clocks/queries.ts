import { graphql } from '@/gql';

/** A time control as every page shows it (match header, match lists, tournament facts). */
export const TimeControlFieldsFragment = graphql(`
  fragment TimeControlFields on TimeControl {
    preset
    delaySeconds
    reserveSeconds
    reservePerPointSeconds
    autoRoll
    daysPerMove
  }
`);

/** A match's clocks as of the server's `serverNow` (see clock-display.ts). */
export const MatchClockFieldsFragment = graphql(`
  fragment MatchClockFields on MatchClock {
    running
    paused
    serverNow
    deadline
    sides {
      side
      delayMs
      reserveMs
    }
  }
`);

/** A tournament's online matches as its director's clock tools need them (the club's, matched by id). */
export const TournamentClocksQuery = graphql(`
  query TournamentClocks($clubId: UUID!) {
    clubMatches(clubId: $clubId, status: [ACTIVE, FINISHED]) {
      id
      status
      resultSource
      clock {
        ...MatchClockFields
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

/** The tournament's matches that need the director: a player away or gone, or low on time. */
export const MatchesAtRiskQuery = graphql(`
  query MatchesAtRisk($tournamentId: UUID!) {
    matchesAtRisk(tournamentId: $tournamentId) {
      side
      reason
      reserveMs
      lastSeenAt
      match {
        id
        players {
          side
          user {
            id
            displayName
          }
        }
      }
    }
  }
`);

export const PauseMatchClockMutation = graphql(`
  mutation PauseMatchClock($matchId: UUID!, $reason: String!) {
    pauseMatchClock(matchId: $matchId, reason: $reason) {
      id
    }
  }
`);

export const ResumeMatchClockMutation = graphql(`
  mutation ResumeMatchClock($matchId: UUID!, $reason: String!) {
    resumeMatchClock(matchId: $matchId, reason: $reason) {
      id
    }
  }
`);

export const AddMatchTimeMutation = graphql(`
  mutation AddMatchTime($matchId: UUID!, $side: Int!, $seconds: Int!, $reason: String!) {
    addMatchTime(matchId: $matchId, side: $side, seconds: $seconds, reason: $reason) {
      id
    }
  }
`);

export const AnnulTimeoutMutation = graphql(`
  mutation AnnulTimeout($matchId: UUID!, $reason: String!, $addSeconds: Int) {
    annulTimeout(matchId: $matchId, reason: $reason, addSeconds: $addSeconds) {
      id
    }
  }
`);

export const UpdateClubPlayPolicyMutation = graphql(`
  mutation UpdateClubPlayPolicy(
    $clubId: UUID!
    $abandonHours: Int
    $rateTimeouts: Boolean
    $rateForfeits: Boolean
  ) {
    updateClubPlayPolicy(
      clubId: $clubId
      abandonHours: $abandonHours
      rateTimeouts: $rateTimeouts
      rateForfeits: $rateForfeits
    ) {
      id
      abandonHours
      rateTimeouts
      rateForfeits
    }
  }
`);
