import { graphql } from '@/gql';

export const NotificationNewsSubscription = graphql(`
  subscription NotificationNews {
    notificationNews {
      unreadCount
      browser
      notification {
        id
        kind
        link
        createdAt
        readAt
        payload {
          actorName
          clubName
          tournamentName
          reporterName
          title
          message
          ladderName
          answer
        }
      }
    }
  }
`);

export const NotificationsQuery = graphql(`
  query Notifications($limit: Int) {
    notifications(limit: $limit) {
      id
      kind
      link
      createdAt
      readAt
      payload {
        actorName
        clubName
        tournamentName
        reporterName
        title
        message
        ladderName
        answer
      }
    }
    unreadNotificationCount
  }
`);

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: UUID!) {
    markNotificationRead(id: $id) {
      id
      readAt
    }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

export const NotificationPreferencesQuery = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      kind
      channel
      enabled
    }
  }
`);

export const SetNotificationPreferenceMutation = graphql(`
  mutation SetNotificationPreference(
    $kind: NotificationKind!
    $channel: NotificationChannel!
    $enabled: Boolean!
  ) {
    setNotificationPreference(kind: $kind, channel: $channel, enabled: $enabled) {
      kind
      channel
      enabled
    }
  }
`);

export const UnsubscribeMutation = graphql(`
  mutation UnsubscribeFromEmails($token: String!, $kind: NotificationKind) {
    unsubscribeFromEmails(token: $token, kind: $kind)
  }
`);

export const AnnounceMutation = graphql(`
  mutation Announce($input: AnnounceInput!) {
    announce(input: $input)
  }
`);
