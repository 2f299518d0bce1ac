-- D28: whether a request-log row's signature and certificate held. Older rows are authenticated exactly when they have
-- a TPP: withXs2a names the TPP only once both held. A TPP deleted since left its rows without one; they are marked
-- not authenticated, and no TPP sees them. The column is added as true and the default then set to false, so that
-- PostgreSQL rewrites only the rows without a TPP, not the whole log.
ALTER TABLE "RequestLog" ADD COLUMN     "isAuthenticated" BOOLEAN NOT NULL DEFAULT true;

UPDATE "RequestLog" SET "isAuthenticated" = false WHERE "tppId" IS NULL;

ALTER TABLE "RequestLog" ALTER COLUMN "isAuthenticated" SET DEFAULT false;
