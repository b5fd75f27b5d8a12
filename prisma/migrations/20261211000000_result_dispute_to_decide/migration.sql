-- A disputed tournament result reaches the club's directors, who settle it (issue #17): a notification kind of
-- its own, since their notice reads differently from the reporter's. Not used in this migration, so adding the
-- value inside the migration's transaction is allowed.
ALTER TYPE "NotificationKind" ADD VALUE 'RESULT_DISPUTE_TO_DECIDE' AFTER 'RESULT_DISPUTED';
