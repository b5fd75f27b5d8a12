import { graphql } from '@/gql';

export const LadderFieldsFragment = graphql(`
  fragment LadderFields on LadderView {
    id
    clubId
    name
    reach
    deadlineDays
    movement
    matchLength
    publicToken
    rungs {
      position
      userId
      displayName
    }
    challenges {
      id
      challengerId
      challengerName
      defenderId
      defenderName
      status
      matchId
      issuedAt
      deadline
    }
  }
`);

export const ClubLaddersQuery = graphql(`
  query ClubLadders($clubId: UUID!) {
    club(id: $clubId) {
      id
      name
      myRole
    }
    clubLadders(clubId: $clubId) {
      ...LadderFields
    }
  }
`);

export const LadderQuery = graphql(`
  query Ladder($id: UUID!) {
    me {
      id
    }
    ladder(id: $id) {
      ...LadderFields
    }
  }
`);

export const PublicLadderQuery = graphql(`
  query PublicLadder($token: String!) {
    publicLadder(token: $token) {
      ...LadderFields
    }
  }
`);

export const CreateLadderMutation = graphql(`
  mutation CreateLadder($input: CreateLadderInput!) {
    createLadder(input: $input) {
      id
    }
  }
`);

export const JoinLadderMutation = graphql(`
  mutation JoinLadder($ladderId: UUID!, $byRating: Boolean!) {
    joinLadder(ladderId: $ladderId, byRating: $byRating) {
      id
    }
  }
`);

export const ChallengeOnLadderMutation = graphql(`
  mutation ChallengeOnLadder($ladderId: UUID!, $defenderId: UUID!) {
    challengeOnLadder(ladderId: $ladderId, defenderId: $defenderId) {
      id
    }
  }
`);

export const AcceptLadderChallengeMutation = graphql(`
  mutation AcceptLadderChallenge($challengeId: UUID!) {
    acceptLadderChallenge(challengeId: $challengeId) {
      id
    }
  }
`);

export const RefuseLadderChallengeMutation = graphql(`
  mutation RefuseLadderChallenge($challengeId: UUID!) {
    refuseLadderChallenge(challengeId: $challengeId) {
      id
    }
  }
`);

export const LadderUpdatedSubscription = graphql(`
  subscription LadderUpdated($ladderId: UUID!) {
    ladderUpdated(ladderId: $ladderId) {
      ladderId
      change
    }
  }
`);

export const PublicLadderUpdatedSubscription = graphql(`
  subscription PublicLadderUpdated($token: String!) {
    publicLadderUpdated(token: $token) {
      ladderId
      change
    }
  }
`);

export const HeadToHeadQuery = graphql(`
  query HeadToHead($clubId: UUID!, $a: UUID!, $b: UUID!) {
    headToHead(clubId: $clubId, memberA: $a, memberB: $b) {
      matches
      sides {
        userId
        displayName
        wins
        points
        pr
        decisions
      }
      lastResults {
        matchId
        endedAt
        winnerId
        score
      }
    }
  }
`);

export const ClubRivalsQuery = graphql(`
  query ClubRivals($clubId: UUID!, $userId: UUID!) {
    clubRivals(clubId: $clubId, userId: $userId) {
      nemesis {
        userId
        displayName
        matches
        wins
        losses
      }
      favourite {
        userId
        displayName
        matches
        wins
        losses
      }
    }
  }
`);

export const ClubBookQuery = graphql(`
  query ClubBook($clubId: UUID!) {
    club(id: $clubId) {
      id
      name
      myRole
    }
    clubMembers(clubId: $clubId) {
      user {
        id
        displayName
      }
    }
    clubBook(clubId: $clubId) {
      currency
      jackpotCents
      entries {
        id
        date
        memberId
        memberName
        kind
        amountCents
        method
        period
        reference
        balanceCents
      }
      balances {
        memberId
        memberName
        balanceCents
        duesUpToDate
        duesOwing
      }
      prizePools {
        reference
        payout
        feesCents
        clubCutCents
        jackpotAddedCents
        jackpotPaidCents
        jackpotCarriedCents
        prizesCents
      }
    }
  }
`);

export const ClubBookCsvQuery = graphql(`
  query ClubBookCsv($clubId: UUID!) {
    clubBookCsv(clubId: $clubId)
  }
`);

export const RecordBookEntryMutation = graphql(`
  mutation RecordBookEntry($input: BookEntryInput!) {
    recordBookEntry(input: $input) {
      id
    }
  }
`);

export const PayPrizePoolMutation = graphql(`
  mutation PayPrizePool($input: PrizePoolInput!) {
    payPrizePool(input: $input) {
      reference
    }
  }
`);

export const SetClubCurrencyMutation = graphql(`
  mutation SetClubCurrency($clubId: UUID!, $currency: String!) {
    setClubCurrency(clubId: $clubId, currency: $currency) {
      currency
    }
  }
`);

/** The viewer's own statement in a club's book: their entries with the running balance. */
export const MyClubStatementQuery = graphql(`
  query MyClubStatement($clubId: UUID!, $memberId: UUID!) {
    club(id: $clubId) {
      id
      name
    }
    memberStatement(clubId: $clubId, memberId: $memberId) {
      currency
      balanceCents
      entries {
        id
        date
        kind
        amountCents
        method
        period
        reference
        note
        balanceCents
      }
    }
  }
`);

/** The viewer's ladder challenges still to be played, for the challenges page. */
export const MyLadderChallengesQuery = graphql(`
  query MyLadderChallenges {
    myLadderChallenges {
      id
      ladderId
      ladderName
      received
      status
      challengerName
      defenderName
      matchId
      deadline
    }
  }
`);
