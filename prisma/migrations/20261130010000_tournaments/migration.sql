-- CreateEnum
CREATE TYPE "TournamentFormat" AS ENUM ('SINGLE_ELIMINATION', 'ROUND_ROBIN', 'SWISS');

-- CreateEnum
CREATE TYPE "TournamentStatus" AS ENUM ('REGISTRATION', 'DRAWN', 'IN_PROGRESS', 'FINISHED');

-- CreateEnum
CREATE TYPE "SeedingMethod" AS ENUM ('MANUAL', 'RATING', 'RANDOM');

-- CreateEnum
CREATE TYPE "ReportStatus" AS ENUM ('PENDING', 'CONFIRMED', 'DISPUTED', 'SUPERSEDED');

-- CreateTable
CREATE TABLE "Tournament" (
    "id" UUID NOT NULL,
    "clubId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "format" "TournamentFormat" NOT NULL,
    "status" "TournamentStatus" NOT NULL DEFAULT 'REGISTRATION',
    "matchLengths" INTEGER[],
    "crawford" BOOLEAN NOT NULL DEFAULT true,
    "scoringProfile" TEXT NOT NULL DEFAULT 'international',
    "consolation" BOOLEAN NOT NULL DEFAULT false,
    "lastChance" BOOLEAN NOT NULL DEFAULT false,
    "rounds" INTEGER,
    "groups" INTEGER,
    "registrationOpensAt" TIMESTAMPTZ(3),
    "registrationClosesAt" TIMESTAMPTZ(3),
    "maxPlayers" INTEGER,
    "seedingMethod" "SeedingMethod" NOT NULL DEFAULT 'RATING',
    "randomSeed" TEXT,
    "state" JSONB,
    "createdById" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMPTZ(3),
    "finishedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Tournament_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TournamentEntry" (
    "tournamentId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "seed" INTEGER,
    "registeredAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "checkedInAt" TIMESTAMPTZ(3),
    "withdrawnAt" TIMESTAMPTZ(3),

    CONSTRAINT "TournamentEntry_pkey" PRIMARY KEY ("tournamentId","userId")
);

-- CreateTable
CREATE TABLE "TournamentResultReport" (
    "id" UUID NOT NULL,
    "tournamentId" UUID NOT NULL,
    "matchId" UUID NOT NULL,
    "slot" TEXT NOT NULL,
    "report" JSONB NOT NULL,
    "status" "ReportStatus" NOT NULL DEFAULT 'PENDING',
    "reportedById" UUID NOT NULL,
    "resolvedById" UUID,
    "disputeReason" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMPTZ(3),

    CONSTRAINT "TournamentResultReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Rating" (
    "clubId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "rating" DOUBLE PRECISION NOT NULL DEFAULT 1500,
    "experience" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Rating_pkey" PRIMARY KEY ("clubId","userId")
);

-- CreateTable
CREATE TABLE "RatingChange" (
    "id" BIGSERIAL NOT NULL,
    "clubId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "matchId" UUID NOT NULL,
    "opponentId" UUID NOT NULL,
    "won" BOOLEAN NOT NULL,
    "length" INTEGER NOT NULL,
    "ratingBefore" DOUBLE PRECISION NOT NULL,
    "ratingAfter" DOUBLE PRECISION NOT NULL,
    "change" DOUBLE PRECISION NOT NULL,
    "experienceBefore" INTEGER NOT NULL,
    "experienceAfter" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RatingChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" BIGSERIAL NOT NULL,
    "scopeType" TEXT NOT NULL,
    "scopeId" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "actorId" UUID,
    "action" TEXT NOT NULL,
    "subject" TEXT,
    "before" TEXT,
    "after" TEXT,
    "reason" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL,
    "prevHash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditHead" (
    "scopeType" TEXT NOT NULL,
    "scopeId" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "AuditHead_pkey" PRIMARY KEY ("scopeType","scopeId")
);

-- CreateIndex
CREATE INDEX "Tournament_clubId_createdAt_idx" ON "Tournament"("clubId", "createdAt");

-- CreateIndex
CREATE INDEX "TournamentEntry_userId_idx" ON "TournamentEntry"("userId");

-- CreateIndex
CREATE INDEX "TournamentResultReport_tournamentId_status_idx" ON "TournamentResultReport"("tournamentId", "status");

-- CreateIndex
CREATE INDEX "TournamentResultReport_matchId_idx" ON "TournamentResultReport"("matchId");

-- CreateIndex
CREATE INDEX "RatingChange_clubId_userId_createdAt_idx" ON "RatingChange"("clubId", "userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "RatingChange_matchId_userId_key" ON "RatingChange"("matchId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "AuditEntry_scopeType_scopeId_seq_key" ON "AuditEntry"("scopeType", "scopeId", "seq");

-- AddForeignKey
ALTER TABLE "Tournament" ADD CONSTRAINT "Tournament_clubId_fkey" FOREIGN KEY ("clubId") REFERENCES "Club"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentEntry" ADD CONSTRAINT "TournamentEntry_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentEntry" ADD CONSTRAINT "TournamentEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TournamentResultReport" ADD CONSTRAINT "TournamentResultReport_tournamentId_fkey" FOREIGN KEY ("tournamentId") REFERENCES "Tournament"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The audit log is append-only, like a match's log: the database refuses to change or remove an entry
-- (refuse_log_change comes with the init migration).
CREATE TRIGGER "AuditEntry_append_only"
  BEFORE UPDATE OR DELETE ON "AuditEntry"
  FOR EACH ROW EXECUTE FUNCTION refuse_log_change();

CREATE TRIGGER "AuditEntry_no_truncate"
  BEFORE TRUNCATE ON "AuditEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_log_change();
