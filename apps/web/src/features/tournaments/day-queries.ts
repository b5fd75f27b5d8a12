/**
 * The tournament day's GraphQL documents (issue 41): the director's day view of the round in play, and the
 * one-tap fixes it offers (round start, check-in, lateness waiver, double no-show).
 */
import { graphql } from '@/gql';

export const TournamentDayQuery = graphql(`
  query TournamentDay($id: UUID!) {
    tournamentDay(tournamentId: $id) {
      round
      startsAt
      endsAt
      rules {
        bothLate
        timeLimitMinutes
        tieBreaks
        timeLimitRule {
          kind
          onTie
        }
        lateness {
          graceMinutes
          pointsPerInterval
          intervalMinutes
          forfeitAtPoints
        }
      }
      boards {
        slot
        matchId
        number
        length
        state
        nextAction
        startScore
        reportId
        disputeReason
        score
        winner {
          id
          displayName
        }
        players {
          player {
            id
            displayName
          }
          checkedInAt
          minutesLate
          rulePenalty
          waived
          penalty
          forfeit
          waiverReason
        }
      }
    }
  }
`);

export const SetRoundStartMutation = graphql(`
  mutation SetRoundStart($id: UUID!, $round: Int!, $startsAt: DateTime!) {
    setRoundStart(tournamentId: $id, round: $round, startsAt: $startsAt) {
      round
    }
  }
`);

export const CheckInAtBoardMutation = graphql(`
  mutation CheckInAtBoard($matchId: UUID!, $userId: UUID) {
    checkInAtBoard(matchId: $matchId, userId: $userId) {
      slot
    }
  }
`);

export const WaiveLatenessMutation = graphql(`
  mutation WaiveLateness($matchId: UUID!, $userId: UUID!, $points: Int, $reason: String!) {
    waiveLateness(matchId: $matchId, userId: $userId, points: $points, reason: $reason) {
      slot
    }
  }
`);

export const DoubleNoShowMutation = graphql(`
  mutation DoubleNoShow($matchId: UUID!) {
    recordDoubleNoShow(matchId: $matchId) {
      id
    }
  }
`);

export const SetDayRulesMutation = graphql(`
  mutation SetDayRules($input: TournamentDayRulesInput!) {
    setTournamentDayRules(input: $input) {
      version
    }
  }
`);

export const TimeLimitResultMutation = graphql(`
  mutation TimeLimitResult($matchId: UUID!, $score: [Int!]!) {
    recordTimeLimitResult(matchId: $matchId, score: $score) {
      slot
    }
  }
`);
