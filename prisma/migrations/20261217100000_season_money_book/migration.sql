-- The club's money book (issue 40, part 6): recorded, never handled; integer cents only.

-- CreateEnum
CREATE TYPE "BookEntryKind" AS ENUM ('FEE', 'PAYMENT', 'PRIZE', 'PRIZE_PAID', 'DUES', 'CHOUETTE');

-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('CASH', 'TRANSFER');

-- CreateTable
CREATE TABLE "ClubBook" (
    "clubId" UUID NOT NULL,
    "currency" VARCHAR(3) NOT NULL DEFAULT 'BRL',
    "jackpotCents" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClubBook_pkey" PRIMARY KEY ("clubId")
);

-- CreateTable
CREATE TABLE "BookEntry" (
    "id" UUID NOT NULL,
    "clubId" UUID NOT NULL,
    "memberId" UUID NOT NULL,
    "kind" "BookEntryKind" NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "method" "PaymentMethod",
    "period" VARCHAR(16),
    "reference" VARCHAR(120),
    "note" VARCHAR(500),
    "date" DATE NOT NULL,
    "recordedById" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BookEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PrizePool" (
    "id" UUID NOT NULL,
    "clubId" UUID NOT NULL,
    "reference" VARCHAR(120) NOT NULL,
    "payout" INTEGER[],
    "clubCutBasisPoints" INTEGER NOT NULL,
    "jackpotBasisPoints" INTEGER NOT NULL,
    "feesCents" INTEGER NOT NULL,
    "clubCutCents" INTEGER NOT NULL,
    "jackpotAddedCents" INTEGER NOT NULL,
    "jackpotPaidCents" INTEGER NOT NULL,
    "jackpotCarriedCents" INTEGER NOT NULL,
    "prizesCents" INTEGER[],
    "createdById" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PrizePool_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BookEntry_clubId_date_idx" ON "BookEntry"("clubId", "date");

-- CreateIndex
CREATE INDEX "BookEntry_clubId_memberId_idx" ON "BookEntry"("clubId", "memberId");

-- CreateIndex
CREATE INDEX "BookEntry_clubId_reference_idx" ON "BookEntry"("clubId", "reference");

-- CreateIndex
CREATE UNIQUE INDEX "PrizePool_clubId_reference_key" ON "PrizePool"("clubId", "reference");

-- The book is append-only, like a match's log and the audit log: a mistake is corrected by another entry
-- (refuse_log_change comes with the init migration).
CREATE TRIGGER "BookEntry_append_only"
  BEFORE UPDATE OR DELETE ON "BookEntry"
  FOR EACH ROW EXECUTE FUNCTION refuse_log_change();

CREATE TRIGGER "BookEntry_no_truncate"
  BEFORE TRUNCATE ON "BookEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_log_change();
