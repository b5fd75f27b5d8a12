import { graphql } from '@/gql';

/** Everything the online board shows of a match; every action answers with the same view. */
export const OnlineMatchFields = graphql(`
  fragment OnlineMatch on Match {
    id
    clubId
    status
    viewerSide
    seq
    score
    gameNumber
    crawfordGame
    phase
    turn
    sideToAct
    dice
    winner
    serverSeedHash
    serverSeed
    cube {
      value
      owner
      offeredBy
      offeredValue
      offerStage
    }
    resignation {
      by
      kind
    }
    board {
      side0
      side1
    }
    pips
    options {
      length
      profile
      crawford
      cube
      jacoby
      beaver
      raccoon
      beaverRefusal
      maxCube
      autoDoubles
      autoDoublesCap
    }
    players {
      side
      user {
        id
        displayName
      }
    }
    games {
      index
      winner
      points
      kind
      reason
    }
    log {
      seq
      game
      side
      type
      text
    }
    resultSource
    timeControl {
      ...TimeControlFields
    }
    clock {
      ...MatchClockFields
    }
    presence {
      side
      status
      lastSeenAt
    }
    forfeitClaim {
      againstSide
      claimableAt
      canClaimNow
    }
  }
`);

export const OnlineMatchQuery = graphql(`
  query OnlineMatch($id: UUID!) {
    match(id: $id) {
      ...OnlineMatch
    }
  }
`);

export const RollDiceMutation = graphql(`
  mutation RollDice($matchId: UUID!, $seq: Int!) {
    rollDice(matchId: $matchId, expectedSeq: $seq) {
      ...OnlineMatch
    }
  }
`);

export const SubmitPlayMutation = graphql(`
  mutation SubmitPlay($matchId: UUID!, $seq: Int!, $moves: [CheckerMoveInput!]!) {
    submitPlay(matchId: $matchId, expectedSeq: $seq, moves: $moves) {
      ...OnlineMatch
    }
  }
`);

export const OfferDoubleMutation = graphql(`
  mutation OfferDouble($matchId: UUID!, $seq: Int!) {
    offerDouble(matchId: $matchId, expectedSeq: $seq) {
      ...OnlineMatch
    }
  }
`);

export const TakeDoubleMutation = graphql(`
  mutation TakeDouble($matchId: UUID!, $seq: Int!) {
    takeDouble(matchId: $matchId, expectedSeq: $seq) {
      ...OnlineMatch
    }
  }
`);

export const DropDoubleMutation = graphql(`
  mutation DropDouble($matchId: UUID!, $seq: Int!) {
    dropDouble(matchId: $matchId, expectedSeq: $seq) {
      ...OnlineMatch
    }
  }
`);

export const BeaverMutation = graphql(`
  mutation Beaver($matchId: UUID!, $seq: Int!) {
    beaver(matchId: $matchId, expectedSeq: $seq) {
      ...OnlineMatch
    }
  }
`);

export const RaccoonMutation = graphql(`
  mutation Raccoon($matchId: UUID!, $seq: Int!) {
    raccoon(matchId: $matchId, expectedSeq: $seq) {
      ...OnlineMatch
    }
  }
`);

export const RefuseBeaverMutation = graphql(`
  mutation RefuseBeaver($matchId: UUID!, $seq: Int!) {
    refuseBeaver(matchId: $matchId, expectedSeq: $seq) {
      ...OnlineMatch
    }
  }
`);

export const ResignMutation = graphql(`
  mutation Resign($matchId: UUID!, $seq: Int!, $kind: WinKind!) {
    resign(matchId: $matchId, expectedSeq: $seq, kind: $kind) {
      ...OnlineMatch
    }
  }
`);

export const AcceptResignationMutation = graphql(`
  mutation AcceptResignation($matchId: UUID!, $seq: Int!) {
    acceptResignation(matchId: $matchId, expectedSeq: $seq) {
      ...OnlineMatch
    }
  }
`);

export const RejectResignationMutation = graphql(`
  mutation RejectResignation($matchId: UUID!, $seq: Int!) {
    rejectResignation(matchId: $matchId, expectedSeq: $seq) {
      ...OnlineMatch
    }
  }
`);

export const ClaimForfeitMutation = graphql(`
  mutation ClaimForfeit($matchId: UUID!, $seq: Int!) {
    claimForfeit(matchId: $matchId, expectedSeq: $seq) {
      ...OnlineMatch
    }
  }
`);

export const MatchMatQuery = graphql(`
  query MatchMat($matchId: UUID!) {
    matchMat(matchId: $matchId)
  }
`);

export const VerifyMatchDiceQuery = graphql(`
  query VerifyMatchDice($matchId: UUID!) {
    verifyMatchDice(matchId: $matchId) {
      verified
      seedMatchesCommitment
      rolls
      firstMismatchSeq
    }
  }
`);

/** The live feed, opened from the browser over graphql-ws (see live.ts). */
export const MatchUpdatedSubscription = graphql(`
  subscription MatchUpdated($matchId: UUID!, $afterSeq: Int) {
    matchUpdated(matchId: $matchId, afterSeq: $afterSeq) {
      matchId
      seq
      status
      clock {
        ...MatchClockFields
      }
      presence {
        side
        status
        lastSeenAt
      }
    }
  }
`);
