import { graphql } from '@/gql';

/** The viewer's correspondence matches (their move first) and vacation days, for the home dashboard. */
export const MyCorrespondenceQuery = graphql(`
  query MyCorrespondence {
    myCorrespondenceMatches {
      id
      status
      viewerSide
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
      timeControl {
        daysPerMove
      }
      clock {
        running
        deadline
      }
    }
    myVacation {
      ...VacationFields
    }
  }
`);

export const VacationFieldsFragment = graphql(`
  fragment VacationFields on Vacation {
    year
    budget
    taken
    remaining
    days {
      startsAt
      endsAt
    }
  }
`);

export const TakeVacationDayMutation = graphql(`
  mutation TakeVacationDay($startsAt: DateTime) {
    takeVacationDay(startsAt: $startsAt) {
      ...VacationFields
    }
  }
`);

/** The viewer's notification news: a correspondence notice (your move) reads the dashboard again. */
export const CorrespondenceNewsSubscription = graphql(`
  subscription CorrespondenceNews {
    notificationNews {
      unreadCount
    }
  }
`);
