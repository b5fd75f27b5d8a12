-- Clocks (issue #14): time controls on matches and tournaments, the running clock of each match with its
-- deadline, the players' presence, the clubs' play policy, and the heartbeat that measures server outages.

-- A match's time control (null: no clock) and its clocks; deadlineAt is the running side's deadline, kept
-- beside the JSON for the at-risk lists and the outage credit.
ALTER TABLE "Match" ADD COLUMN "timeControl" JSONB;
ALTER TABLE "Match" ADD COLUMN "clock" JSONB;
ALTER TABLE "Match" ADD COLUMN "deadlineAt" TIMESTAMPTZ(3);
-- The abandonment limit that applies to this match (the club's, or its tournament's), in minutes.
ALTER TABLE "Match" ADD COLUMN "abandonMinutes" INTEGER;
CREATE INDEX "Match_deadlineAt_idx" ON "Match"("deadlineAt") WHERE "deadlineAt" IS NOT NULL;

-- A tournament fixes the time control of its matches: one for the event, and optionally one per round.
ALTER TABLE "Tournament" ADD COLUMN "timeControl" JSONB;
ALTER TABLE "Tournament" ADD COLUMN "roundTimeControls" JSONB;
ALTER TABLE "Tournament" ADD COLUMN "abandonHours" INTEGER;
ALTER TABLE "Tournament" ADD COLUMN "startDeadlineHours" INTEGER;

-- The club's play policy: the abandonment limit, and whether timeouts and forfeits move ratings.
ALTER TABLE "Club" ADD COLUMN "abandonHours" INTEGER NOT NULL DEFAULT 24;
ALTER TABLE "Club" ADD COLUMN "rateTimeouts" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "Club" ADD COLUMN "rateForfeits" BOOLEAN NOT NULL DEFAULT false;

-- When each player of a match was last seen with a socket open on it (refreshed while one is open).
CREATE TABLE "MatchPresence" (
    "matchId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "lastSeenAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "MatchPresence_pkey" PRIMARY KEY ("matchId", "userId")
);
ALTER TABLE "MatchPresence" ADD CONSTRAINT "MatchPresence_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The instances' heartbeat: a gap in it is a server outage, whose time is given back to running clocks.
CREATE TABLE "ServiceHeartbeat" (
    "name" TEXT NOT NULL,
    "beatAt" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "ServiceHeartbeat_pkey" PRIMARY KEY ("name")
);

-- A tournament match not started on the site by this time may be claimed by a player who is there.
ALTER TABLE "Match" ADD COLUMN "startBy" TIMESTAMPTZ(3);

-- The clocks' jobs are claimed before other events (core/events/events.service.ts), through their own index.
CREATE INDEX "DomainEvent_clock_due_idx" ON "DomainEvent"("availableAt") WHERE status = 'PENDING' AND type = 'clock.due';

-- The notification carries when the event falls due (epoch milliseconds): a worker sets a timer for a scheduled
-- one instead of looking for it at once.
CREATE OR REPLACE FUNCTION "notify_domain_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('domain_events', (extract(epoch FROM NEW."availableAt") * 1000)::bigint::text);
  RETURN NULL;
END $$;
