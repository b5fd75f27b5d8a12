-- Open challenges: a member posts a challenge in the club's lobby, to no one in particular, and any other member
-- may accept it; the first acceptance wins (one conditional UPDATE of an OPEN row), starts the match and records
-- its id. Withdrawing is a status, so the API's role needs no DELETE here (its SELECT, INSERT and UPDATE come
-- from the default privileges, core/database/roles.ts).

-- CreateEnum
CREATE TYPE "OpenChallengeStatus" AS ENUM ('OPEN', 'ACCEPTED', 'CANCELLED');

-- CreateTable
CREATE TABLE "OpenChallenge" (
    "id" UUID NOT NULL,
    "clubId" UUID NOT NULL,
    "createdById" UUID NOT NULL,
    "options" JSONB NOT NULL,
    "timeControl" JSONB,
    "status" "OpenChallengeStatus" NOT NULL DEFAULT 'OPEN',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" TIMESTAMPTZ(3),
    "acceptedById" UUID,
    "matchId" UUID,

    CONSTRAINT "OpenChallenge_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "OpenChallenge_matchId_key" ON "OpenChallenge"("matchId");

-- CreateIndex
CREATE INDEX "OpenChallenge_clubId_status_idx" ON "OpenChallenge"("clubId", "status");

-- CreateIndex
CREATE INDEX "OpenChallenge_createdById_status_idx" ON "OpenChallenge"("createdById", "status");

-- AddForeignKey
ALTER TABLE "OpenChallenge" ADD CONSTRAINT "OpenChallenge_clubId_fkey" FOREIGN KEY ("clubId") REFERENCES "Club"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OpenChallenge" ADD CONSTRAINT "OpenChallenge_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OpenChallenge" ADD CONSTRAINT "OpenChallenge_acceptedById_fkey" FOREIGN KEY ("acceptedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
