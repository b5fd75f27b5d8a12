-- Correspondence play (issue 42, part 4): a match's days per move live in its time control (Match."timeControl",
-- daysPerMove); this adds the players' vacation days and the reminder notice.

-- A vacation day of a player: 24 hours during which none of their correspondence clocks count
-- (@gamao/engine correspondence.ts). Plain user id, as the book's tables.
CREATE TABLE "VacationDay" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,
    "endsAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VacationDay_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "VacationDay_userId_startsAt_idx" ON "VacationDay"("userId", "startsAt");

-- "Your move in a correspondence match": when it becomes the player's turn, and each further day without a move.
ALTER TYPE "NotificationKind" ADD VALUE 'CORRESPONDENCE_REMINDER';
