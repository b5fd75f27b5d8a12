-- Ladder challenges in the notifications (issue 40, part 2): the defender is told of a challenge, the
-- challenger of its answer (accepted, refused, expired).
ALTER TYPE "NotificationKind" ADD VALUE 'LADDER_CHALLENGED';
ALTER TYPE "NotificationKind" ADD VALUE 'LADDER_CHALLENGE_ANSWERED';
