-- A public read-only link to a tournament (#17): a director turns it on (a new random token) or off (null).
-- Anyone with the link reads the draw, the pairings and the standings without signing in; nothing else.
-- The API's role already reads and writes the table's rows (core/database/roles.ts grants every table).

-- AlterTable
ALTER TABLE "Tournament" ADD COLUMN "publicToken" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Tournament_publicToken_key" ON "Tournament"("publicToken");
