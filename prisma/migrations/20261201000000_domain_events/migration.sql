-- Durable domain events: an outbox written in the same transaction as each change, and the consumers'
-- idempotency records (apps/api/src/core/events).
CREATE TYPE "EventStatus" AS ENUM ('PENDING', 'DONE', 'DEAD');

CREATE TABLE "DomainEvent" (
    "id" BIGSERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "clubId" UUID,
    "status" "EventStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "availableAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "doneAt" TIMESTAMPTZ(3),
    "failedConsumer" TEXT,
    "lastError" TEXT,
    CONSTRAINT "DomainEvent_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "EventConsumption" (
    "eventId" BIGINT NOT NULL,
    "consumer" TEXT NOT NULL,
    "doneAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EventConsumption_pkey" PRIMARY KEY ("eventId","consumer")
);

CREATE INDEX "DomainEvent_status_availableAt_idx" ON "DomainEvent"("status", "availableAt");
CREATE INDEX "DomainEvent_clubId_status_idx" ON "DomainEvent"("clubId", "status");

ALTER TABLE "EventConsumption" ADD CONSTRAINT "EventConsumption_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "DomainEvent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every new event wakes the workers (LISTEN domain_events); the notification is sent at commit.
CREATE FUNCTION "notify_domain_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('domain_events', '');
  RETURN NULL;
END $$;

CREATE TRIGGER "DomainEvent_notify" AFTER INSERT ON "DomainEvent"
  FOR EACH ROW EXECUTE FUNCTION "notify_domain_event"();

-- Repair: matches finished on the site before this change whose hand-off to the bracket and the ratings was
-- lost (a crash or an error after the commit) get their match.finished event now. The consumers are
-- idempotent, so a match that was in fact handled is left as it is.
INSERT INTO "DomainEvent" ("type", "payload", "clubId")
SELECT 'match.finished',
       jsonb_build_object('matchId', m.id, 'clubId', m."clubId", 'tournamentId', m."tournamentId"),
       m."clubId"
FROM "Match" m
WHERE m.status = 'FINISHED' AND m."resultSource" = 'PLAYED' AND m."chouetteId" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "RatingChange" r WHERE r."matchId" = m.id)
ORDER BY m."finishedAt";
