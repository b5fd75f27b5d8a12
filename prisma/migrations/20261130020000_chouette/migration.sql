-- Chouette sessions (issue #7): a session row with the cached state of @gamao/chouette, the players who
-- ever joined, and the append-only action log (the truth; the state is a fold of it).

-- CreateEnum
CREATE TYPE "ChouetteMode" AS ENUM ('BOARD', 'SCOREKEEPER');

-- CreateEnum
CREATE TYPE "ChouetteStatus" AS ENUM ('OPEN', 'CLOSED');

-- CreateTable
CREATE TABLE "ChouetteSession" (
    "id" UUID NOT NULL,
    "clubId" UUID NOT NULL,
    "organiserId" UUID NOT NULL,
    "mode" "ChouetteMode" NOT NULL,
    "options" JSONB NOT NULL,
    "stake" DOUBLE PRECISION NOT NULL DEFAULT 1,
    "code" TEXT NOT NULL,
    "status" "ChouetteStatus" NOT NULL DEFAULT 'OPEN',
    "phase" TEXT NOT NULL DEFAULT 'gathering',
    "lastSeq" INTEGER NOT NULL DEFAULT 0,
    "state" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" TIMESTAMPTZ(3),

    CONSTRAINT "ChouetteSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChouettePlayer" (
    "sessionId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "joinedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChouettePlayer_pkey" PRIMARY KEY ("sessionId","userId")
);

-- CreateTable
CREATE TABLE "ChouetteAction" (
    "id" BIGSERIAL NOT NULL,
    "sessionId" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "action" JSONB NOT NULL,
    "actorId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChouetteAction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ChouetteSession_code_key" ON "ChouetteSession"("code");

-- CreateIndex
CREATE INDEX "ChouetteSession_clubId_status_idx" ON "ChouetteSession"("clubId", "status");

-- CreateIndex
CREATE INDEX "ChouettePlayer_userId_idx" ON "ChouettePlayer"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ChouetteAction_sessionId_seq_key" ON "ChouetteAction"("sessionId", "seq");

-- AddForeignKey
ALTER TABLE "ChouetteSession" ADD CONSTRAINT "ChouetteSession_clubId_fkey" FOREIGN KEY ("clubId") REFERENCES "Club"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChouettePlayer" ADD CONSTRAINT "ChouettePlayer_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "ChouetteSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChouettePlayer" ADD CONSTRAINT "ChouettePlayer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChouetteAction" ADD CONSTRAINT "ChouetteAction_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "ChouetteSession"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- The log is append-only, like MatchAction (refuse_log_change comes with the init migration).
CREATE TRIGGER "ChouetteAction_append_only"
  BEFORE UPDATE OR DELETE ON "ChouetteAction"
  FOR EACH ROW EXECUTE FUNCTION refuse_log_change();

CREATE TRIGGER "ChouetteAction_no_truncate"
  BEFORE TRUNCATE ON "ChouetteAction"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_log_change();
