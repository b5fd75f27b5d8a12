-- The chouette's absent members (issue 42, house rule absentMember): each away player to their proxy, or to
-- null when their cube follows the captain's.
ALTER TABLE "ChouetteSession" ADD COLUMN "absences" JSONB NOT NULL DEFAULT '{}';
