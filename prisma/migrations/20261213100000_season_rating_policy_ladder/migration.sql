-- Season (issue 40, parts 1 and 2): a club's rating policy (libs/season rating-policy.ts, defaults as
-- DEFAULT_RATING_POLICY) and its ladders with rungs (1 = top) and challenges. Generated with prisma migrate diff
-- from the schema before this change to the schema with the season block only.

-- CreateEnum
CREATE TYPE "LadderMovement" AS ENUM ('LEAPFROG', 'SWAP');

-- CreateEnum
CREATE TYPE "LadderChallengeStatus" AS ENUM ('OPEN', 'ACCEPTED', 'CHALLENGER_WON', 'DEFENDER_WON', 'REFUSED', 'EXPIRED');

-- CreateTable
CREATE TABLE "ClubRatingPolicy" (
    "clubId" UUID NOT NULL,
    "minLength" INTEGER NOT NULL DEFAULT 1,
    "online" BOOLEAN NOT NULL DEFAULT true,
    "physical" BOOLEAN NOT NULL DEFAULT true,
    "rateTournament" BOOLEAN NOT NULL DEFAULT true,
    "rateLeague" BOOLEAN NOT NULL DEFAULT true,
    "rateLadder" BOOLEAN NOT NULL DEFAULT true,
    "rateChallenge" BOOLEAN NOT NULL DEFAULT true,
    "rateFriendly" BOOLEAN NOT NULL DEFAULT false,
    "chouette" BOOLEAN NOT NULL DEFAULT false,
    "retirement" BOOLEAN NOT NULL DEFAULT true,
    "timeout" BOOLEAN NOT NULL DEFAULT true,
    "forfeit" BOOLEAN NOT NULL DEFAULT false,
    "walkover" BOOLEAN NOT NULL DEFAULT false,
    "unfinished" BOOLEAN NOT NULL DEFAULT false,
    "settled" BOOLEAN NOT NULL DEFAULT false,
    "version" INTEGER NOT NULL DEFAULT 1,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedById" UUID,

    CONSTRAINT "ClubRatingPolicy_pkey" PRIMARY KEY ("clubId")
);

-- CreateTable
CREATE TABLE "Ladder" (
    "id" UUID NOT NULL,
    "clubId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "reach" INTEGER NOT NULL DEFAULT 5,
    "deadlineDays" INTEGER NOT NULL DEFAULT 7,
    "movement" "LadderMovement" NOT NULL DEFAULT 'LEAPFROG',
    "matchLength" INTEGER NOT NULL DEFAULT 5,
    "publicToken" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdById" UUID NOT NULL,

    CONSTRAINT "Ladder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LadderRung" (
    "ladderId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "joinedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LadderRung_pkey" PRIMARY KEY ("ladderId","userId")
);

-- CreateTable
CREATE TABLE "LadderChallenge" (
    "id" UUID NOT NULL,
    "ladderId" UUID NOT NULL,
    "challengerId" UUID NOT NULL,
    "defenderId" UUID NOT NULL,
    "status" "LadderChallengeStatus" NOT NULL DEFAULT 'OPEN',
    "issuedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deadline" TIMESTAMPTZ(3) NOT NULL,
    "closedAt" TIMESTAMPTZ(3),
    "matchId" UUID,

    CONSTRAINT "LadderChallenge_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Ladder_publicToken_key" ON "Ladder"("publicToken");

-- CreateIndex
CREATE INDEX "Ladder_clubId_idx" ON "Ladder"("clubId");

-- CreateIndex
CREATE INDEX "LadderRung_ladderId_position_idx" ON "LadderRung"("ladderId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "LadderChallenge_matchId_key" ON "LadderChallenge"("matchId");

-- CreateIndex
CREATE INDEX "LadderChallenge_ladderId_status_idx" ON "LadderChallenge"("ladderId", "status");

-- AddForeignKey
ALTER TABLE "ClubRatingPolicy" ADD CONSTRAINT "ClubRatingPolicy_clubId_fkey" FOREIGN KEY ("clubId") REFERENCES "Club"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ladder" ADD CONSTRAINT "Ladder_clubId_fkey" FOREIGN KEY ("clubId") REFERENCES "Club"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LadderRung" ADD CONSTRAINT "LadderRung_ladderId_fkey" FOREIGN KEY ("ladderId") REFERENCES "Ladder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LadderChallenge" ADD CONSTRAINT "LadderChallenge_ladderId_fkey" FOREIGN KEY ("ladderId") REFERENCES "Ladder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

