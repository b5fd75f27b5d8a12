/** The league and season points operations of the site (issue 40, parts 3 and 4). */
import { graphql } from '@/gql';

export const LeagueFieldsFragment = graphql(`
  fragment LeagueFields on LeagueSeasonView {
    id
    clubId
    name
    number
    previousId
    nextId
    double
    pointsKind
    win
    loss
    promote
    relegate
    startsOn
    closedAt
    divisions {
      division
      length
      players {
        id
        displayName
      }
      standings {
        rank
        points
        wins
        played
        pointsDifference
        player {
          id
          displayName
        }
      }
    }
    fixtures {
      id
      code
      division
      week
      weekOf
      length
      players {
        id
        displayName
      }
      winnerId
      outcome
      score
      source
      matchId
      report {
        reportedById
        outcome
        playerId
        score
      }
    }
  }
`);

export const ClubLeaguesQuery = graphql(`
  query ClubLeagues($clubId: UUID!) {
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
    clubLeagues(clubId: $clubId) {
      id
      name
      number
      closedAt
      startsOn
      divisions {
        division
      }
    }
  }
`);

export const LeagueQuery = graphql(`
  query League($id: UUID!) {
    me {
      id
    }
    league(id: $id) {
      ...LeagueFields
    }
  }
`);

export const LeagueClubQuery = graphql(`
  query LeagueClub($clubId: UUID!) {
    club(id: $clubId) {
      id
      name
      myRole
    }
  }
`);

export const CreateLeagueMutation = graphql(`
  mutation CreateLeague($input: CreateLeagueInput!) {
    createLeague(input: $input) {
      id
    }
  }
`);

export const ReportLeagueResultMutation = graphql(`
  mutation ReportLeagueResult($input: LeagueResultInput!) {
    reportLeagueResult(input: $input) {
      id
    }
  }
`);

export const ConfirmLeagueResultMutation = graphql(`
  mutation ConfirmLeagueResult($fixtureId: UUID!) {
    confirmLeagueResult(fixtureId: $fixtureId) {
      id
    }
  }
`);

export const CloseLeagueSeasonMutation = graphql(`
  mutation CloseLeagueSeason($seasonId: UUID!) {
    closeLeagueSeason(seasonId: $seasonId) {
      id
    }
  }
`);

export const LeagueUpdatedSubscription = graphql(`
  subscription LeagueUpdated($seasonId: UUID!) {
    leagueUpdated(seasonId: $seasonId) {
      seasonId
      change
    }
  }
`);

export const SeasonLeaderboardQuery = graphql(`
  query SeasonLeaderboard($clubId: UUID!, $season: Int) {
    club(id: $clubId) {
      id
      name
      myRole
    }
    seasonLeaderboard(clubId: $clubId, season: $season) {
      season
      seasons
      rows {
        rank
        points
        events
        member {
          id
          displayName
        }
      }
    }
    seasonPointsTable(clubId: $clubId) {
      rows {
        minField
        places
      }
      attendance
      isDefault
    }
  }
`);

export const MemberSeasonQuery = graphql(`
  query MemberSeason($clubId: UUID!, $memberId: UUID!, $season: Int) {
    club(id: $clubId) {
      id
      name
    }
    memberSeason(clubId: $clubId, memberId: $memberId, season: $season) {
      season
      rank
      points
      events
      member {
        id
        displayName
      }
      best {
        eventName
        points
      }
      awards {
        event
        kind
        eventName
        fieldSize
        place
        placing
        attendance
        points
      }
    }
  }
`);

export const SetSeasonPointsTableMutation = graphql(`
  mutation SetSeasonPointsTable($input: SeasonPointsTableInput!) {
    setSeasonPointsTable(input: $input) {
      attendance
    }
  }
`);

export const SeasonPointsUpdatedSubscription = graphql(`
  subscription SeasonPointsUpdated($clubId: UUID!) {
    seasonPointsUpdated(clubId: $clubId) {
      clubId
      season
    }
  }
`);
