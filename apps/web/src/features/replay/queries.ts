import { graphql } from '@/gql';

/** What the replay page reads of a record: its players, its log and its analysis. */
export const AnalysisViewFields = graphql(`
  fragment AnalysisViewFields on MatchAnalysisView {
    id
    status
    outdated
    depth
    requestedAt
    finishedAt
    error
    result
  }
`);

export const MatchRecordQuery = graphql(`
  query MatchRecord($id: String!) {
    matchRecord(id: $id) {
      id
      kind
      clubId
      tournamentId
      title
      matchLength
      finished
      playedAt
      players {
        side
        name
        userId
      }
      log
      analysis {
        ...AnalysisViewFields
      }
    }
    myClubs {
      id
      myRole
    }
  }
`);

/** The analysis as it changes, while the page waits for it: its current state first, then each change. */
export const AnalysisUpdatedSubscription = graphql(`
  subscription AnalysisUpdated($recordId: String!) {
    analysisUpdated(recordId: $recordId) {
      ...AnalysisViewFields
    }
  }
`);

export const RequestAnalysisMutation = graphql(`
  mutation RequestAnalysis($recordId: String!) {
    requestAnalysis(recordId: $recordId) {
      ...AnalysisViewFields
    }
  }
`);

export const PlayerRecordsQuery = graphql(`
  query PlayerRecords($userId: ID!) {
    playerMatchRecords(userId: $userId) {
      id
      kind
      title
      playedAt
      matchLength
      players {
        side
        name
        userId
      }
      analysis {
        id
        status
        outdated
        players {
          side
          pr
          band
        }
      }
    }
    playerPrHistory(userId: $userId) {
      recordId
      date
      pr
      decisions
      opponent
    }
    playerDiceStats(userId: $userId) {
      matches
      rolls
      counts
      expected
      chiSquare
      degreesOfFreedom
      pValue
      verdict
      doubles
      doublesExpected
      faces
      tests {
        kind
        method
        statistic
        pValue
        adjustedPValue
        minimumRolls
        verdict
      }
      jokers
      antiJokers
    }
  }
`);

export const ClubPrQuery = graphql(`
  query ClubPr($clubId: ID!, $clubUuid: UUID!, $minDecisions: Int!) {
    club(id: $clubUuid) {
      id
      name
      myRole
    }
    clubOutdatedAnalyses(clubId: $clubUuid)
    clubPrLeaderboard(clubId: $clubId, minDecisions: $minDecisions) {
      userId
      name
      matches
      decisions
      pr
      band
    }
    clubMatchRecords(clubId: $clubId) {
      id
      kind
      title
      playedAt
      analysis {
        id
        status
        outdated
      }
    }
  }
`);

export const TournamentPrQuery = graphql(`
  query TournamentPr($tournamentId: ID!) {
    tournamentPr(tournamentId: $tournamentId) {
      userId
      name
      matches
      decisions
      pr
      band
    }
  }
`);

export const ImportMatMutation = graphql(`
  mutation ImportMat($clubId: UUID!, $text: String!, $player0UserId: UUID, $player1UserId: UUID) {
    importMat(clubId: $clubId, text: $text, player0UserId: $player0UserId, player1UserId: $player1UserId) {
      id
      recordId
    }
  }
`);

export const RedoOutdatedAnalysesMutation = graphql(`
  mutation RedoOutdatedAnalyses($clubId: UUID!) {
    redoOutdatedAnalyses(clubId: $clubId)
  }
`);
