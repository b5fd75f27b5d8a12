-- The spectators' chat of an online match (issue 42, part 5): a message sent by a club member who watches,
-- hidden from the players while a tournament match is played.
ALTER TABLE "MatchChatMessage" ADD COLUMN "spectator" BOOLEAN NOT NULL DEFAULT false;
