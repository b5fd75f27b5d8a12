-- Double elimination as a tournament format (issue 41, part 3), with the grand final's reset as an option.
ALTER TYPE "TournamentFormat" ADD VALUE 'DOUBLE_ELIMINATION' AFTER 'SINGLE_ELIMINATION';

ALTER TABLE "Tournament" ADD COLUMN "grandFinalReset" BOOLEAN NOT NULL DEFAULT true;
