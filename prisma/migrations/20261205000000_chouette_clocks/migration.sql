-- Chouette clocks: a table played on the board may have a time control (money play: a delay per decision and a
-- reserve per game, docs/domain.md "Clocks"). `timeControl` is the engine's resolved TimeControl (null: no clock);
-- `clocks` the library's per-player clocks (ChouetteClocks) after `lastSeq` actions. A deadline is a durable
-- `chouetteClock.due` job of "DomainEvent", guarded by `lastSeq`.

-- AlterTable
ALTER TABLE "ChouetteSession" ADD COLUMN "timeControl" JSONB,
ADD COLUMN "clocks" JSONB;
