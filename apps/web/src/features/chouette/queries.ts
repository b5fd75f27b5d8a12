import { graphql } from '@/gql';

/** Everything the table page shows of a chouette; every action answers with the same view. */
export const ChouetteTableFields = graphql(`
  fragment ChouetteTable on Chouette {
    id
    clubId
    code
    mode
    phase
    status
    seq
    absences {
      member
      proxy
    }
    createdAt
    closedAt
    diceCommitment
    diceSeed
    timeControl {
      preset
      delaySeconds
      reserveSeconds
      reservePerPointSeconds
      autoRoll
    }
    clocks {
      player
      delayMs
      reserveMs
      running
      serverNow
      deadline
    }
    gamesPlayed
    line
    partner
    viewerPresent
    viewerRecords
    viewerCorrects
    organiser {
      id
      displayName
    }
    options {
      mode
      profile
      triploPoints
      jacoby
      beaver
      raccoon
      beaverRefusal
      autoDoubles
      autoDoublesCap
      maxCube
      cube
      partnerThreshold
      consultation
      stake
      house {
        partnerMandatoryFrom
        maxPlayers
        initialCubes
        threeHandedBoth
        answerOrder
        boxKeeping
        absentMember
        extras
        deals
      }
    }
    players {
      user {
        id
        displayName
      }
      role
      line
      present
      hasSat
      actingCaptain
      total
    }
    entryRolls {
      player
      dice
      round
    }
    waitingFor {
      player
      decision
      actions
      member
      optional
    }
    game {
      index
      box
      partner
      captain
      actingCaptain
      phase
      turn
      dice
      pips
      positionId
      board {
        side0
        side1
      }
      members {
        player
        cubeValue
        cubeOwner
        inGame
        offer {
          doubler
          stage
          value
        }
        outcome {
          points
          reason
          conceded
          kind
        }
        log {
          action
          by
          value
        }
      }
      window {
        by
        members
        declarations {
          member
          double
        }
        takers
      }
      suggestions {
        player
        notation
        moves {
          from
          to
          die
        }
      }
      resignation {
        by
        side
        kind
        pending
      }
      legalPlays {
        notation
        moves {
          from
          to
          die
        }
      }
    }
    ledger {
      totals {
        player
        points
      }
      games {
        index
        box
        partner
        captain
        actingCaptain
        winner
        reason
        boxVsCaptain
        boxSide
        points {
          player
          points
        }
        net {
          player
          points
        }
        totals {
          player
          points
        }
        members {
          player
          cube
          turned
          reason
          conceded
          kind
          points
          log {
            action
            by
            value
          }
        }
        corrections {
          seq
          game
          by
          byUser {
            displayName
          }
          reason
          delta {
            player
            points
          }
          edit
        }
      }
    }
    sheet {
      order
      breaks
      deleted
      cubes {
        game
        player
        cube
        owner
        points
      }
      edits {
        seq
        kind
        by
        byUser {
          displayName
        }
        reason
        game
      }
    }
    settlement {
      stake
      method
      transfers {
        from
        to
        points
        amount
      }
    }
    log {
      seq
      type
      player
      member
      game
      dice
      detail
      text
      actorId
      at
    }
  }
`);

/** A table in a list: enough to say who plays and how far it is. */
export const ChouetteSummaryFields = graphql(`
  fragment ChouetteSummary on Chouette {
    id
    clubId
    code
    mode
    phase
    status
    gamesPlayed
    createdAt
    viewerPresent
    organiser {
      id
      displayName
    }
    players {
      present
      user {
        id
        displayName
      }
    }
  }
`);

export const ChouetteQuery = graphql(`
  query ChouetteTable($id: UUID!) {
    chouette(id: $id) {
      ...ChouetteTable
    }
  }
`);

export const ChouetteIndexQuery = graphql(`
  query ChouetteIndex {
    myChouettes(openOnly: false) {
      ...ChouetteSummary
    }
    openChouettesOfMyClubs {
      ...ChouetteSummary
    }
    myClubs {
      id
      name
    }
  }
`);

export const ClubChouettesQuery = graphql(`
  query ClubChouettes($clubId: UUID!) {
    chouettesOfClub(clubId: $clubId, openOnly: true) {
      ...ChouetteSummary
    }
  }
`);

export const MyClubsForChouetteQuery = graphql(`
  query MyClubsForChouette {
    myClubs {
      id
      name
    }
  }
`);

export const ChouetteClubMembersQuery = graphql(`
  query ChouetteClubMembers($clubId: UUID!) {
    clubMembers(clubId: $clubId) {
      user {
        id
        displayName
      }
    }
  }
`);

export const VerifyChouetteAuditQuery = graphql(`
  query VerifyChouetteAudit($id: UUID!) {
    verifyAudit(scope: { type: CHOUETTE, id: $id }) {
      valid
      entries
      firstInvalidSeq
      problem
    }
  }
`);

export const VerifyChouetteDiceQuery = graphql(`
  query VerifyChouetteDice($id: UUID!) {
    verifyChouetteDice(chouetteId: $id) {
      verified
      seedMatchesCommitment
      rolls
      firstMismatchSeq
    }
  }
`);

export const OpenChouetteMutation = graphql(`
  mutation OpenChouette($input: OpenChouetteInput!) {
    openChouette(input: $input) {
      id
    }
  }
`);

export const JoinChouetteMutation = graphql(`
  mutation JoinChouette($code: String!, $player: UUID) {
    joinChouette(code: $code, player: $player) {
      ...ChouetteTable
    }
  }
`);

export const LeaveChouetteMutation = graphql(`
  mutation LeaveChouette($chouetteId: UUID!, $expectedSeq: Int!, $player: UUID) {
    leaveChouette(chouetteId: $chouetteId, expectedSeq: $expectedSeq, player: $player) {
      ...ChouetteTable
    }
  }
`);

export const RollChouetteOrderMutation = graphql(`
  mutation RollChouetteOrder($chouetteId: UUID!, $expectedSeq: Int!, $player: UUID, $dice: [Int!]) {
    rollChouetteOrder(chouetteId: $chouetteId, expectedSeq: $expectedSeq, player: $player, dice: $dice) {
      ...ChouetteTable
    }
  }
`);

export const CallChouettePartnerMutation = graphql(`
  mutation CallChouettePartner($chouetteId: UUID!, $expectedSeq: Int!, $partner: UUID, $player: UUID) {
    callChouettePartner(
      chouetteId: $chouetteId
      expectedSeq: $expectedSeq
      partner: $partner
      player: $player
    ) {
      ...ChouetteTable
    }
  }
`);

export const StartChouetteGameMutation = graphql(`
  mutation StartChouetteGame($chouetteId: UUID!, $expectedSeq: Int!, $initialCube: Int) {
    startChouetteGame(chouetteId: $chouetteId, expectedSeq: $expectedSeq, initialCube: $initialCube) {
      ...ChouetteTable
    }
  }
`);

export const RollChouetteDiceMutation = graphql(`
  mutation RollChouetteDice($chouetteId: UUID!, $expectedSeq: Int!) {
    rollChouetteDice(chouetteId: $chouetteId, expectedSeq: $expectedSeq) {
      ...ChouetteTable
    }
  }
`);

export const SubmitChouettePlayMutation = graphql(`
  mutation SubmitChouettePlay($chouetteId: UUID!, $expectedSeq: Int!, $moves: [CheckerMoveInput!]!) {
    submitChouettePlay(chouetteId: $chouetteId, expectedSeq: $expectedSeq, moves: $moves) {
      ...ChouetteTable
    }
  }
`);

export const SuggestChouettePlayMutation = graphql(`
  mutation SuggestChouettePlay($chouetteId: UUID!, $expectedSeq: Int!, $moves: [CheckerMoveInput!]!) {
    suggestChouettePlay(chouetteId: $chouetteId, expectedSeq: $expectedSeq, moves: $moves) {
      ...ChouetteTable
    }
  }
`);

export const ConfirmChouetteSuggestionMutation = graphql(`
  mutation ConfirmChouetteSuggestion($chouetteId: UUID!, $expectedSeq: Int!, $from: UUID!) {
    confirmChouetteSuggestion(chouetteId: $chouetteId, expectedSeq: $expectedSeq, from: $from) {
      ...ChouetteTable
    }
  }
`);

export const DeclareChouetteDoubleMutation = graphql(`
  mutation DeclareChouetteDouble($chouetteId: UUID!, $expectedSeq: Int!, $double: Boolean!, $player: UUID) {
    declareChouetteDouble(
      chouetteId: $chouetteId
      expectedSeq: $expectedSeq
      double: $double
      player: $player
    ) {
      ...ChouetteTable
    }
  }
`);

export const AnswerChouetteDoubleMutation = graphql(`
  mutation AnswerChouetteDouble(
    $chouetteId: UUID!
    $expectedSeq: Int!
    $member: UUID!
    $answer: ChouetteDoubleAnswer!
    $player: UUID
  ) {
    answerChouetteDouble(
      chouetteId: $chouetteId
      expectedSeq: $expectedSeq
      member: $member
      answer: $answer
      player: $player
    ) {
      ...ChouetteTable
    }
  }
`);

export const AnswerChouetteBeaverMutation = graphql(`
  mutation AnswerChouetteBeaver(
    $chouetteId: UUID!
    $expectedSeq: Int!
    $member: UUID!
    $answer: ChouetteBeaverAnswer!
    $player: UUID
  ) {
    answerChouetteBeaver(
      chouetteId: $chouetteId
      expectedSeq: $expectedSeq
      member: $member
      answer: $answer
      player: $player
    ) {
      ...ChouetteTable
    }
  }
`);

export const OfferChouetteBoxDoubleMutation = graphql(`
  mutation OfferChouetteBoxDouble($chouetteId: UUID!, $expectedSeq: Int!, $player: UUID) {
    offerChouetteBoxDouble(chouetteId: $chouetteId, expectedSeq: $expectedSeq, player: $player) {
      ...ChouetteTable
    }
  }
`);

export const AnswerChouetteBoxDoubleMutation = graphql(`
  mutation AnswerChouetteBoxDouble(
    $chouetteId: UUID!
    $expectedSeq: Int!
    $answer: ChouetteDoubleAnswer!
    $player: UUID
  ) {
    answerChouetteBoxDouble(
      chouetteId: $chouetteId
      expectedSeq: $expectedSeq
      answer: $answer
      player: $player
    ) {
      ...ChouetteTable
    }
  }
`);

export const ResignChouetteGameMutation = graphql(`
  mutation ResignChouetteGame($chouetteId: UUID!, $expectedSeq: Int!, $kind: WinKind!, $player: UUID) {
    resignChouetteGame(chouetteId: $chouetteId, expectedSeq: $expectedSeq, kind: $kind, player: $player) {
      ...ChouetteTable
    }
  }
`);

export const AnswerChouetteResignationMutation = graphql(`
  mutation AnswerChouetteResignation(
    $chouetteId: UUID!
    $expectedSeq: Int!
    $accept: Boolean!
    $player: UUID
  ) {
    answerChouetteResignation(
      chouetteId: $chouetteId
      expectedSeq: $expectedSeq
      accept: $accept
      player: $player
    ) {
      ...ChouetteTable
    }
  }
`);

export const RecordChouetteResultMutation = graphql(`
  mutation RecordChouetteResult(
    $chouetteId: UUID!
    $expectedSeq: Int!
    $winner: ChouetteSide!
    $kind: GameKind
    $base: Int
  ) {
    recordChouetteResult(
      chouetteId: $chouetteId
      expectedSeq: $expectedSeq
      winner: $winner
      kind: $kind
      base: $base
    ) {
      ...ChouetteTable
    }
  }
`);

export const CorrectChouetteMutation = graphql(`
  mutation CorrectChouette(
    $chouetteId: UUID!
    $expectedSeq: Int!
    $game: Int!
    $points: [ChouettePointsInput!]!
    $reason: String!
  ) {
    correctChouette(
      chouetteId: $chouetteId
      expectedSeq: $expectedSeq
      game: $game
      points: $points
      reason: $reason
    ) {
      ...ChouetteTable
    }
  }
`);

/** The scorekeeper's sheet (issue 42, house rules): edits by the organiser or a club director, with a reason. */
export const EditChouetteCubeMutation = graphql(`
  mutation EditChouetteCube(
    $chouetteId: UUID!
    $expectedSeq: Int!
    $game: Int!
    $member: UUID!
    $value: Int!
    $owner: ChouetteCubeOwner!
    $reason: String!
  ) {
    editChouetteCube(
      chouetteId: $chouetteId
      expectedSeq: $expectedSeq
      game: $game
      member: $member
      value: $value
      owner: $owner
      reason: $reason
    ) {
      ...ChouetteTable
    }
  }
`);

export const ReorderChouetteSheetMutation = graphql(`
  mutation ReorderChouetteSheet(
    $chouetteId: UUID!
    $expectedSeq: Int!
    $players: [UUID!]!
    $reason: String!
  ) {
    reorderChouetteSheet(
      chouetteId: $chouetteId
      expectedSeq: $expectedSeq
      players: $players
      reason: $reason
    ) {
      ...ChouetteTable
    }
  }
`);

export const DeleteLastChouetteGameMutation = graphql(`
  mutation DeleteLastChouetteGame($chouetteId: UUID!, $expectedSeq: Int!, $reason: String!) {
    deleteLastChouetteGame(chouetteId: $chouetteId, expectedSeq: $expectedSeq, reason: $reason) {
      ...ChouetteTable
    }
  }
`);

export const MarkChouetteBreakMutation = graphql(`
  mutation MarkChouetteBreak(
    $chouetteId: UUID!
    $expectedSeq: Int!
    $after: Int!
    $marked: Boolean!
    $reason: String!
  ) {
    markChouetteBreak(
      chouetteId: $chouetteId
      expectedSeq: $expectedSeq
      after: $after
      marked: $marked
      reason: $reason
    ) {
      ...ChouetteTable
    }
  }
`);

export const EndChouetteMutation = graphql(`
  mutation EndChouette($chouetteId: UUID!, $expectedSeq: Int!) {
    endChouette(chouetteId: $chouetteId, expectedSeq: $expectedSeq) {
      ...ChouetteTable
    }
  }
`);

/** House rules (issue 42): a deal mid-game and an extra, recorded by the table's keeper. */
export const MakeChouetteDealMutation = graphql(`
  mutation MakeChouetteDeal(
    $chouetteId: UUID!
    $expectedSeq: Int!
    $terms: [ChouetteDealTermInput!]!
    $agreedBy: [UUID!]!
  ) {
    makeChouetteDeal(chouetteId: $chouetteId, expectedSeq: $expectedSeq, terms: $terms, agreedBy: $agreedBy) {
      ...ChouetteTable
    }
  }
`);

export const GiveChouetteExtraMutation = graphql(`
  mutation GiveChouetteExtra(
    $chouetteId: UUID!
    $expectedSeq: Int!
    $from: UUID!
    $to: UUID!
    $takerAgrees: Boolean!
  ) {
    giveChouetteExtra(
      chouetteId: $chouetteId
      expectedSeq: $expectedSeq
      from: $from
      to: $to
      takerAgrees: $takerAgrees
    ) {
      ...ChouetteTable
    }
  }
`);

/** House rule absentMember (issue 42): a player away from the table, with their proxy, or back. */
export const SetChouetteAbsenceMutation = graphql(`
  mutation SetChouetteAbsence($chouetteId: UUID!, $away: Boolean!, $member: UUID, $proxy: UUID) {
    setChouetteAbsence(chouetteId: $chouetteId, away: $away, member: $member, proxy: $proxy) {
      ...ChouetteTable
    }
  }
`);

/** House rule maxPlayers: the organiser splits a full table when members arrive; the new table. */
export const SplitChouetteTableMutation = graphql(`
  mutation SplitChouetteTable($chouetteId: UUID!, $arriving: [UUID!]!) {
    splitChouetteTable(chouetteId: $chouetteId, arriving: $arriving) {
      id
    }
  }
`);

/** The live feed, opened from the browser over graphql-ws (see live.ts). */
export const ChouetteUpdatedSubscription = graphql(`
  subscription ChouetteUpdated($chouetteId: UUID!, $afterSeq: Int) {
    chouetteUpdated(chouetteId: $chouetteId, afterSeq: $afterSeq) {
      chouetteId
      seq
      phase
      status
      absences {
        member
        proxy
      }
    }
  }
`);

/** The organiser's house rules, before the first game (issue 42). */
export const SetChouetteHouseRulesMutation = graphql(`
  mutation SetChouetteHouseRules($id: UUID!, $seq: Int!, $house: ChouetteHouseRulesInput!) {
    setChouetteHouseRules(chouetteId: $id, expectedSeq: $seq, house: $house) {
      seq
      options {
        house {
          partnerMandatoryFrom
          maxPlayers
          initialCubes
          threeHandedBoth
          answerOrder
          boxKeeping
          absentMember
          extras
          deals
        }
      }
    }
  }
`);
