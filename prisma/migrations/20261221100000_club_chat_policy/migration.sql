-- A club's chat policy (issue 42, part 2): free text in casual matches, and the rule of tournament matches.
CREATE TYPE "TournamentChat" AS ENUM ('STOCK_ONLY', 'FREE_TEXT', 'OFF');

ALTER TABLE "Club"
  ADD COLUMN "chatFreeText" BOOLEAN NOT NULL DEFAULT true,
  ADD COLUMN "tournamentChat" "TournamentChat" NOT NULL DEFAULT 'STOCK_ONLY';
