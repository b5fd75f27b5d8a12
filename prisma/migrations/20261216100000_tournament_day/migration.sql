-- Tournament day (issue 41): a tournament's day rules (lateness, the round time limit and its rule, the ordered
-- tie-breaks, the standings policy), each round's start time, and each player's check-in at his board with a
-- director's lateness waiver. Plain ids without foreign keys, as the chat tables do: these rows hang off
-- "Tournament" and "Match" without changing those tables. Written by hand in the form prisma migrate diff gives.
-- The API role's grants (insert, select, update) are applied at start-up by core/database/roles.ts.

-- CreateTable
CREATE TABLE "TournamentDayRules" (
    "tournamentId" UUID NOT NULL,
    "latenessRule" JSONB NOT NULL,
    "bothLate" VARCHAR(8) NOT NULL DEFAULT 'each',
    "timeLimitMinutes" INTEGER,
    "timeLimitRule" JSONB,
    "tieBreaks" TEXT[],
    "standingsPolicy" JSONB NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TournamentDayRules_pkey" PRIMARY KEY ("tournamentId")
);

-- CreateTable
CREATE TABLE "TournamentRoundStart" (
    "tournamentId" UUID NOT NULL,
    "round" INTEGER NOT NULL,
    "startsAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "TournamentRoundStart_pkey" PRIMARY KEY ("tournamentId","round")
);

-- CreateTable
CREATE TABLE "TournamentBoardPlayer" (
    "matchId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "tournamentId" UUID NOT NULL,
    "checkedInAt" TIMESTAMPTZ(3),
    "waiver" JSONB,

    CONSTRAINT "TournamentBoardPlayer_pkey" PRIMARY KEY ("matchId","userId")
);

-- CreateIndex
CREATE INDEX "TournamentBoardPlayer_tournamentId_idx" ON "TournamentBoardPlayer"("tournamentId");
