import { graphql } from '@/gql';

export const TournamentsHomeQuery = graphql(`
  query TournamentsHome {
    myClubs {
      id
      name
      myRole
    }
    myTournaments {
      id
      clubId
      name
      status
      format
      matchLengths
    }
    myTournamentMatches {
      tournament {
        id
        name
      }
      match {
        slot
        matchId
        round
        length
        flight
        kind
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
  }
`);

export const ClubTournamentsQuery = graphql(`
  query ClubTournaments($clubId: UUID!) {
    clubTournaments(clubId: $clubId) {
      id
      clubId
      name
      status
      format
      matchLengths
    }
  }
`);

export const NewTournamentQuery = graphql(`
  query NewTournament($clubId: UUID!) {
    club(id: $clubId) {
      id
      name
      myRole
    }
  }
`);

export const TournamentFieldsFragment = graphql(`
  fragment TournamentFields on Tournament {
    id
    clubId
    name
    format
    status
    matchLengths
    crawford
    scoringProfile
    consolation
    lastChance
    grandFinalReset
    rounds
    roundsPaired
    groups
    maxPlayers
    registrationOpensAt
    registrationClosesAt
    seedingMethod
    randomSeed
    createdAt
    startedAt
    finishedAt
    timeControl {
      ...TimeControlFields
    }
    roundTimeControls {
      ...TimeControlFields
    }
    abandonHours
    startDeadlineHours
    publicToken
  }
`);

export const TournamentMatchFieldsFragment = graphql(`
  fragment TournamentMatchFields on TournamentMatch {
    slot
    matchId
    flight
    group
    round
    number
    length
    state
    outcome
    score
    kind
    matchStatus
    finishedAt
    player1 {
      id
      displayName
    }
    player2 {
      id
      displayName
    }
    winner {
      id
      displayName
    }
  }
`);

export const TournamentQuery = graphql(`
  query Tournament($id: UUID!) {
    me {
      id
    }
    myClubs {
      id
      name
      myRole
    }
    tournament(id: $id) {
      ...TournamentFields
    }
    tournamentEntries(tournamentId: $id) {
      seed
      registeredAt
      checkedInAt
      withdrawnAt
      player {
        id
        displayName
      }
    }
    tournamentMatches(tournamentId: $id) {
      ...TournamentMatchFields
    }
    tournamentResultReports(tournamentId: $id) {
      id
      matchId
      slot
      outcome
      winnerId
      score
      status
      reportedById
      disputeReason
      createdAt
    }
  }
`);

export const TournamentStandingsQuery = graphql(`
  query TournamentStandings($id: UUID!, $group: Int!) {
    tournamentStandings(tournamentId: $id, group: $group) {
      rank
      seed
      wins
      losses
      score
      byes
      buchholz
      medianBuchholz
      withdrawn
      played
      pointsFor
      pointsAgainst
      pointDifference
      decidedBy
      player {
        id
        displayName
      }
    }
  }
`);

export const TournamentPlacingsQuery = graphql(`
  query TournamentPlacings($id: UUID!, $flight: Flight!, $live: Boolean!) {
    tournamentPlacings(tournamentId: $id, flight: $flight, live: $live) {
      place
      placeTo
      label
      lostInRound
      decided
      player {
        id
        displayName
      }
    }
  }
`);

/** Everything the public link shows, by its token (no sign-in). */
export const PublicTournamentQuery = graphql(`
  query PublicTournament($token: String!) {
    publicTournament(token: $token) {
      name
      clubName
      format
      status
      matchLengths
      crawford
      consolation
      lastChance
      grandFinalReset
      rounds
      roundsPaired
      groups
      startedAt
      finishedAt
    }
    publicTournamentEntries(token: $token) {
      seed
      withdrawn
      player {
        id
        displayName
      }
    }
    publicTournamentMatches(token: $token) {
      ...TournamentMatchFields
    }
  }
`);

export const PublicPlacingsQuery = graphql(`
  query PublicTournamentPlacings($token: String!, $flight: Flight!) {
    publicTournamentPlacings(token: $token, flight: $flight) {
      place
      placeTo
      label
      lostInRound
      decided
      player {
        id
        displayName
      }
    }
  }
`);

export const PublicStandingsQuery = graphql(`
  query PublicTournamentStandings($token: String!, $group: Int!) {
    publicTournamentStandings(token: $token, group: $group) {
      rank
      seed
      wins
      losses
      score
      byes
      buchholz
      medianBuchholz
      withdrawn
      played
      pointsFor
      pointsAgainst
      pointDifference
      decidedBy
      player {
        id
        displayName
      }
    }
  }
`);

export const TournamentCsvQuery = graphql(`
  query TournamentCsv($id: UUID!, $export: TournamentExport!, $flight: Flight!, $group: Int!) {
    tournamentCsv(tournamentId: $id, export: $export, flight: $flight, group: $group)
  }
`);

export const TournamentAuditQuery = graphql(`
  query TournamentAudit($scope: AuditScopeInput!, $clubId: UUID!, $afterSeq: Int!, $limit: Int!) {
    auditLog(scope: $scope, afterSeq: $afterSeq, limit: $limit) {
      seq
      actorId
      action
      subject
      before
      after
      reason
      createdAt
      hash
    }
    verifyAudit(scope: $scope) {
      valid
      entries
      firstInvalidSeq
      problem
    }
    clubMembers(clubId: $clubId) {
      user {
        id
        displayName
      }
    }
  }
`);

export const RatingHistoryQuery = graphql(`
  query RatingHistory($clubId: UUID!, $userId: UUID!) {
    ratingHistory(clubId: $clubId, userId: $userId) {
      matchId
      won
      length
      ratingBefore
      ratingAfter
      change
      experienceBefore
      experienceAfter
      createdAt
      opponent {
        id
        displayName
      }
    }
  }
`);

export const MatchRatingChangesQuery = graphql(`
  query MatchRatingChanges($matchId: UUID!) {
    matchRatingChanges(matchId: $matchId) {
      player {
        id
        displayName
      }
      change
      ratingBefore
      ratingAfter
    }
  }
`);

export const ClubRatingsQuery = graphql(`
  query ClubRatings($clubId: UUID!, $userId: UUID!) {
    club(id: $clubId) {
      id
      name
    }
    clubMembers(clubId: $clubId) {
      user {
        id
        displayName
      }
    }
    clubLeaderboard(clubId: $clubId) {
      rank
      rating
      experience
      player {
        id
        displayName
      }
    }
    ratingHistory(clubId: $clubId, userId: $userId) {
      matchId
      won
      length
      ratingBefore
      ratingAfter
      change
      experienceBefore
      experienceAfter
      createdAt
      opponent {
        id
        displayName
      }
    }
  }
`);

// ---- mutations ----------------------------------------------------------------------------------

export const CreateTournamentMutation = graphql(`
  mutation CreateTournament($input: CreateTournamentInput!) {
    createTournament(input: $input) {
      id
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation RegisterForTournament($id: UUID!) {
    registerForTournament(tournamentId: $id) {
      registeredAt
    }
  }
`);

export const WithdrawMutation = graphql(`
  mutation WithdrawFromTournament($id: UUID!, $userId: UUID) {
    withdrawFromTournament(tournamentId: $id, userId: $userId) {
      withdrawnAt
    }
  }
`);

export const CheckInMutation = graphql(`
  mutation CheckInTournament($id: UUID!, $userId: UUID) {
    checkInTournament(tournamentId: $id, userId: $userId) {
      checkedInAt
    }
  }
`);

export const SeedingMutation = graphql(`
  mutation SetTournamentSeeding($id: UUID!, $method: SeedingMethod!, $order: [UUID!]) {
    setTournamentSeeding(tournamentId: $id, method: $method, order: $order) {
      id
    }
  }
`);

export const DrawMutation = graphql(`
  mutation DrawTournament($id: UUID!) {
    drawTournament(tournamentId: $id) {
      id
    }
  }
`);

export const StartMutation = graphql(`
  mutation StartTournament($id: UUID!) {
    startTournament(tournamentId: $id) {
      id
    }
  }
`);

export const PairNextRoundMutation = graphql(`
  mutation PairNextRound($id: UUID!) {
    pairNextRound(tournamentId: $id) {
      id
    }
  }
`);

export const StartMatchMutation = graphql(`
  mutation StartTournamentMatch($matchId: UUID!) {
    startTournamentMatch(matchId: $matchId)
  }
`);

export const MarkPhysicalMutation = graphql(`
  mutation MarkTournamentMatchPhysical($matchId: UUID!) {
    markTournamentMatchPhysical(matchId: $matchId)
  }
`);

export const ReportResultMutation = graphql(`
  mutation ReportTournamentResult($input: TournamentResultInput!) {
    reportTournamentResult(input: $input) {
      id
      status
    }
  }
`);

export const ConfirmResultMutation = graphql(`
  mutation ConfirmTournamentResult($reportId: UUID!) {
    confirmTournamentResult(reportId: $reportId) {
      id
      status
    }
  }
`);

export const DisputeResultMutation = graphql(`
  mutation DisputeTournamentResult($reportId: UUID!, $reason: String!) {
    disputeTournamentResult(reportId: $reportId, reason: $reason) {
      id
      status
    }
  }
`);

export const CorrectResultMutation = graphql(`
  mutation CorrectTournamentResult($input: TournamentResultInput!, $reason: String!) {
    correctTournamentResult(input: $input, reason: $reason) {
      slot
    }
  }
`);

export const PublicLinkMutation = graphql(`
  mutation SetTournamentPublicLink($id: UUID!, $enabled: Boolean!) {
    setTournamentPublicLink(tournamentId: $id, enabled: $enabled) {
      id
      publicToken
    }
  }
`);

export const PublicTournamentUpdatedSubscription = graphql(`
  subscription PublicTournamentUpdated($token: String!) {
    publicTournamentUpdated(token: $token) {
      change
    }
  }
`);

export const TournamentUpdatedSubscription = graphql(`
  subscription TournamentUpdated($tournamentId: UUID!) {
    tournamentUpdated(tournamentId: $tournamentId) {
      tournamentId
      change
    }
  }
`);
