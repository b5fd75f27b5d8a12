-- The "your turn" notice of a match (issue 43): whose turn it is, when its notice falls due (the turn's start
-- plus the notice delay; at once in correspondence play) and when the match's one pending check runs. An action
-- that passes the turn sets the first two and schedules a check only when none is pending, so a fast match writes
-- one event per notice delay instead of one per turn.
ALTER TABLE "Match" ADD COLUMN "turnSide" INTEGER;
ALTER TABLE "Match" ADD COLUMN "turnNoticeAt" TIMESTAMPTZ(3);
ALTER TABLE "Match" ADD COLUMN "turnCheckAt" TIMESTAMPTZ(3);
