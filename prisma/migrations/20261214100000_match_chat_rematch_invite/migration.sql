-- Between games (issue 42, parts 2 and 3): a match's chat (messages, mutes, reports to the club's directors),
-- the rematch offer and the link to play a friend. Plain ids without foreign keys, as in the schema: these rows
-- hang off "Match" and "User" without changing those tables. Written by hand in the form prisma migrate diff
-- gives (the diff refused to run here: adapter-pg and the 'name' type, stack-notes.md).

-- CreateTable
CREATE TABLE "MatchChatMessage" (
    "id" BIGSERIAL NOT NULL,
    "matchId" UUID NOT NULL,
    "senderId" UUID NOT NULL,
    "phrase" VARCHAR(32),
    "text" VARCHAR(1000),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MatchChatMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MatchChatMute" (
    "matchId" UUID NOT NULL,
    "muterId" UUID NOT NULL,
    "mutedId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MatchChatMute_pkey" PRIMARY KEY ("matchId","muterId","mutedId")
);

-- CreateTable
CREATE TABLE "MatchChatReport" (
    "id" UUID NOT NULL,
    "matchId" UUID NOT NULL,
    "clubId" UUID NOT NULL,
    "reporterId" UUID NOT NULL,
    "reason" VARCHAR(1000) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MatchChatReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MatchRematch" (
    "matchId" UUID NOT NULL,
    "offeredById" UUID NOT NULL,
    "offeredAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "newMatchId" UUID,
    "acceptedAt" TIMESTAMPTZ(3),

    CONSTRAINT "MatchRematch_pkey" PRIMARY KEY ("matchId")
);

-- CreateTable
CREATE TABLE "MatchInvite" (
    "id" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "clubId" UUID NOT NULL,
    "createdById" UUID NOT NULL,
    "options" JSONB NOT NULL,
    "timeControl" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "matchId" UUID,
    "guestUserId" UUID,
    "usedAt" TIMESTAMPTZ(3),

    CONSTRAINT "MatchInvite_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MatchChatMessage_matchId_id_idx" ON "MatchChatMessage"("matchId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "MatchChatReport_matchId_reporterId_key" ON "MatchChatReport"("matchId", "reporterId");

-- CreateIndex
CREATE INDEX "MatchChatReport_clubId_createdAt_idx" ON "MatchChatReport"("clubId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "MatchRematch_newMatchId_key" ON "MatchRematch"("newMatchId");

-- CreateIndex
CREATE UNIQUE INDEX "MatchInvite_tokenHash_key" ON "MatchInvite"("tokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "MatchInvite_matchId_key" ON "MatchInvite"("matchId");

-- CreateIndex
CREATE UNIQUE INDEX "MatchInvite_guestUserId_key" ON "MatchInvite"("guestUserId");

-- AlterEnum: the directors' notice of a reported chat.
ALTER TYPE "NotificationKind" ADD VALUE 'CHAT_REPORTED';
