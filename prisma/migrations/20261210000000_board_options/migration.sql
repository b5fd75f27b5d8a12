-- The board options a member keeps (issue #17): animation speed, sound, auto-roll, auto bear-off, one-tap
-- moves, the board's direction, the colours and the home-board zoom, as one JSON document
-- (apps/api/src/users/board-options.ts decodes it). The API's role already reads and updates "User".
ALTER TABLE "User" ADD COLUMN "boardOptions" JSONB;
