-- Least privilege and keyed audit chains (#13).
--
-- The API now runs as a role of its own that may not alter tables or switch triggers off (its grants are applied
-- after every migration by the API's start-up, core/database/roles.ts). The audit chain gains a keyed MAC
-- (HMAC-SHA256 with AUDIT_KEY, a secret that never lives in the database): someone who rewrites an entry and
-- recomputes the SHA-256 chain with database access alone cannot recompute the MACs, and verifyAudit says so.

-- AlterTable
ALTER TABLE "AuditEntry" ADD COLUMN "mac" TEXT;

-- AlterTable
ALTER TABLE "AuditHead" ADD COLUMN "mac" TEXT;

-- The entries written before this migration have no MAC yet: the API seals them once, at its next start
-- (it holds the key). Only those may ever receive a MAC after they were written; every later entry is written
-- with its MAC, so an entry inserted without one stays unsealed and fails verification.
CREATE TABLE "AuditLegacy" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "maxEntryId" BIGINT NOT NULL,

    CONSTRAINT "AuditLegacy_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "AuditLegacy_one_row" CHECK ("id" = 1)
);

INSERT INTO "AuditLegacy" ("id", "maxEntryId") SELECT 1, COALESCE(MAX("id"), 0) FROM "AuditEntry";

CREATE TRIGGER "AuditLegacy_append_only"
  BEFORE UPDATE OR DELETE ON "AuditLegacy"
  FOR EACH ROW EXECUTE FUNCTION refuse_log_change();

CREATE TRIGGER "AuditLegacy_no_truncate"
  BEFORE TRUNCATE ON "AuditLegacy"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_log_change();

-- The audit log stays append-only, with one exception: a MAC given once to an entry written before this
-- migration (the seal above), with nothing else of the row changed.
CREATE FUNCTION refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."mac" IS NULL AND NEW."mac" IS NOT NULL
     AND (to_jsonb(NEW) - 'mac') = (to_jsonb(OLD) - 'mac')
     AND OLD."id" <= (SELECT "maxEntryId" FROM "AuditLegacy" WHERE "id" = 1) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the % log is append-only: % is not allowed', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

DROP TRIGGER "AuditEntry_append_only" ON "AuditEntry";

CREATE TRIGGER "AuditEntry_append_only"
  BEFORE UPDATE OR DELETE ON "AuditEntry"
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_change();
