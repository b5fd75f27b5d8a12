-- Match analysis (#15): one MatchAnalysis row per analysed record (a match played on the site, an imported .mat,
-- a chouette board game), queued by the durable `analysis.requested` event and run off the event loop; its
-- per-player figures (AnalysisPlayer) feed the PR leaderboards and histories. The API's role gets SELECT, INSERT
-- and UPDATE on both tables from the start-up's grants (core/database/roles.ts); it never deletes them.

-- CreateEnum
CREATE TYPE "AnalysisSubject" AS ENUM ('MATCH', 'IMPORTED', 'CHOUETTE_GAME');

-- CreateEnum
CREATE TYPE "AnalysisStatus" AS ENUM ('QUEUED', 'RUNNING', 'DONE', 'FAILED');

-- CreateTable
CREATE TABLE "MatchAnalysis" (
    "id" UUID NOT NULL,
    "subjectKind" "AnalysisSubject" NOT NULL,
    "subjectId" TEXT NOT NULL,
    "clubId" UUID NOT NULL,
    "tournamentId" UUID,
    "status" "AnalysisStatus" NOT NULL DEFAULT 'QUEUED',
    "requestedById" UUID,
    "requestedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMPTZ(3),
    "finishedAt" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER,
    "depth" TEXT,
    "result" JSONB,
    "error" TEXT,

    CONSTRAINT "MatchAnalysis_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AnalysisPlayer" (
    "analysisId" UUID NOT NULL,
    "side" INTEGER NOT NULL,
    "userId" UUID,
    "name" TEXT NOT NULL,
    "clubId" UUID NOT NULL,
    "tournamentId" UUID,
    "unforced" INTEGER NOT NULL,
    "checkerDecisions" INTEGER NOT NULL,
    "cubeDecisions" INTEGER NOT NULL,
    "totalError" DOUBLE PRECISION NOT NULL,
    "errorRate" DOUBLE PRECISION NOT NULL,
    "pr" DOUBLE PRECISION NOT NULL,
    "luck" DOUBLE PRECISION NOT NULL,
    "doubtful" INTEGER NOT NULL,
    "bad" INTEGER NOT NULL,
    "veryBad" INTEGER NOT NULL,
    "analysedAt" TIMESTAMPTZ(3) NOT NULL,
    "playedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "AnalysisPlayer_pkey" PRIMARY KEY ("analysisId","side")
);

-- CreateIndex
CREATE INDEX "MatchAnalysis_clubId_status_idx" ON "MatchAnalysis"("clubId", "status");

-- CreateIndex
CREATE INDEX "MatchAnalysis_tournamentId_idx" ON "MatchAnalysis"("tournamentId");

-- CreateIndex
CREATE UNIQUE INDEX "MatchAnalysis_subjectKind_subjectId_key" ON "MatchAnalysis"("subjectKind", "subjectId");

-- CreateIndex
CREATE INDEX "AnalysisPlayer_clubId_userId_idx" ON "AnalysisPlayer"("clubId", "userId");

-- CreateIndex
CREATE INDEX "AnalysisPlayer_userId_playedAt_idx" ON "AnalysisPlayer"("userId", "playedAt");

-- CreateIndex
CREATE INDEX "AnalysisPlayer_tournamentId_idx" ON "AnalysisPlayer"("tournamentId");

-- AddForeignKey
ALTER TABLE "AnalysisPlayer" ADD CONSTRAINT "AnalysisPlayer_analysisId_fkey" FOREIGN KEY ("analysisId") REFERENCES "MatchAnalysis"("id") ON DELETE CASCADE ON UPDATE CASCADE;

