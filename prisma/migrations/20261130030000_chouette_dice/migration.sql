-- Dice anyone can verify at a chouette played on the site's board (as for matches, see dice-seeds.ts): the
-- server commits to a secret seed when the table opens and reveals it when the session ends.
ALTER TABLE "ChouetteSession" ADD COLUMN "serverSeed" TEXT;
ALTER TABLE "ChouetteSession" ADD COLUMN "serverSeedHash" TEXT;
