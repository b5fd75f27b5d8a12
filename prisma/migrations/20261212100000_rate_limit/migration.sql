-- The mutation budgets that every API instance shares when no Redis is configured (issue #43,
-- apps/api/src/core/rate-limit.ts): rate-limiter-flexible's table, one row per caller and window. UNLOGGED: a
-- count needs no WAL and no replica (after a crash or a failover the budgets start again, which is harmless),
-- so the upsert on every mutation stays cheap.
CREATE UNLOGGED TABLE "RateLimit" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "RateLimit_pkey" PRIMARY KEY ("key")
);
