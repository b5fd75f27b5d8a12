-- Notifications (apps/api/src/notifications): one row per notice and recipient, created by the consumers of the
-- durable events (at most one per event and recipient: the unique ("recipientId", "eventId") key); a notice
-- that is replaced rather than repeated (your turn in a match) keeps one row per ("recipientId", topic).
-- Preferences per kind and channel (absent: on), and each user's unsubscribe secret for the e-mails' links.
CREATE TYPE "NotificationKind" AS ENUM ('CHALLENGE_RECEIVED', 'CHALLENGE_ACCEPTED', 'CHALLENGE_DECLINED', 'YOUR_TURN', 'CHOUETTE_TURN', 'TOURNAMENT_MATCH_READY', 'RESULT_TO_CONFIRM', 'RESULT_DISPUTED', 'CHOUETTE_WAITING', 'ANNOUNCEMENT');

CREATE TYPE "NotificationChannel" AS ENUM ('IN_APP', 'BROWSER', 'EMAIL');

CREATE TABLE "Notification" (
    "id" UUID NOT NULL,
    "recipientId" UUID NOT NULL,
    "kind" "NotificationKind" NOT NULL,
    "payload" JSONB NOT NULL,
    "link" TEXT NOT NULL,
    "topic" TEXT,
    "eventId" BIGINT NOT NULL,
    "inApp" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "readAt" TIMESTAMPTZ(3),
    "emailedAt" TIMESTAMPTZ(3),
    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "NotificationPreference" (
    "userId" UUID NOT NULL,
    "kind" "NotificationKind" NOT NULL,
    "channel" "NotificationChannel" NOT NULL,
    "enabled" BOOLEAN NOT NULL,
    CONSTRAINT "NotificationPreference_pkey" PRIMARY KEY ("userId","kind","channel")
);

CREATE TABLE "NotificationSubscriber" (
    "userId" UUID NOT NULL,
    "unsubscribeToken" TEXT NOT NULL,
    CONSTRAINT "NotificationSubscriber_pkey" PRIMARY KEY ("userId")
);

CREATE UNIQUE INDEX "Notification_recipientId_eventId_key" ON "Notification"("recipientId", "eventId");
CREATE UNIQUE INDEX "Notification_recipientId_topic_key" ON "Notification"("recipientId", "topic");
CREATE INDEX "Notification_recipientId_createdAt_idx" ON "Notification"("recipientId", "createdAt");
CREATE INDEX "Notification_eventId_idx" ON "Notification"("eventId");
CREATE UNIQUE INDEX "NotificationSubscriber_unsubscribeToken_key" ON "NotificationSubscriber"("unsubscribeToken");

ALTER TABLE "Notification" ADD CONSTRAINT "Notification_recipientId_fkey" FOREIGN KEY ("recipientId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "NotificationPreference" ADD CONSTRAINT "NotificationPreference_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "NotificationSubscriber" ADD CONSTRAINT "NotificationSubscriber_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
