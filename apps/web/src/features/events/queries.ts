import { graphql } from '@/gql';

export const ClubDeadEventsQuery = graphql(`
  query ClubDeadEvents($clubId: UUID!) {
    club(id: $clubId) {
      id
      name
      myRole
    }
    deadEvents(clubId: $clubId) {
      id
      type
      payload
      attempts
      failedConsumer
      lastError
      createdAt
    }
  }
`);

export const RetryEventMutation = graphql(`
  mutation RetryEvent($eventId: String!) {
    retryEvent(eventId: $eventId) {
      id
      status
    }
  }
`);
