-- Imported matches: a .mat file uploaded into a club, or attached to a tournament match played on a physical
-- board. `log` is the engine's MatchLog produced by the import (every move replayed by the engine).

-- CreateTable
CREATE TABLE "ImportedMatch" (
    "id" UUID NOT NULL,
    "clubId" UUID NOT NULL,
    "uploadedById" UUID NOT NULL,
    "player0Name" TEXT NOT NULL,
    "player1Name" TEXT NOT NULL,
    "player0UserId" UUID,
    "player1UserId" UUID,
    "matchLength" INTEGER NOT NULL,
    "games" INTEGER NOT NULL,
    "score0" INTEGER NOT NULL,
    "score1" INTEGER NOT NULL,
    "winnerSide" INTEGER,
    "log" JSONB NOT NULL,
    "tournamentId" UUID,
    "matchId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ImportedMatch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ImportedMatch_matchId_key" ON "ImportedMatch"("matchId");

-- CreateIndex
CREATE INDEX "ImportedMatch_clubId_createdAt_idx" ON "ImportedMatch"("clubId", "createdAt");

-- CreateIndex
CREATE INDEX "ImportedMatch_player0UserId_idx" ON "ImportedMatch"("player0UserId");

-- CreateIndex
CREATE INDEX "ImportedMatch_player1UserId_idx" ON "ImportedMatch"("player1UserId");

-- CreateIndex
CREATE INDEX "ImportedMatch_tournamentId_idx" ON "ImportedMatch"("tournamentId");

-- AddForeignKey
ALTER TABLE "ImportedMatch" ADD CONSTRAINT "ImportedMatch_clubId_fkey" FOREIGN KEY ("clubId") REFERENCES "Club"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
