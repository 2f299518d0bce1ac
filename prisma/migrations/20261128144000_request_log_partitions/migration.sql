-- D36: RequestLog and SeenRequestId partitioned by UTC day, so that retention drops a day's partition instead of
-- deleting its rows. The Prisma schema cannot express partitioning, the partitions, the partial indexes (D11, D28)
-- or the claim function: they are written here. Each table is rebuilt as a partitioned table holding its rows.

-- RequestLog: range-partitioned on "at" (UTC, timestamp without time zone); a partitioned table's primary key must
-- hold the partition key, so it is (id, at). The id sequence is kept.
ALTER SEQUENCE "RequestLog_id_seq" OWNED BY NONE;
ALTER TABLE "RequestLog" RENAME TO "RequestLog_unpartitioned";
ALTER TABLE "RequestLog_unpartitioned" RENAME CONSTRAINT "RequestLog_pkey" TO "RequestLog_unpartitioned_pkey";
ALTER TABLE "RequestLog_unpartitioned" DROP CONSTRAINT "RequestLog_tppId_fkey";
DROP INDEX "RequestLog_tppId_at_idx";
DROP INDEX "RequestLog_at_idx";
DROP INDEX "RequestLog_certificateFingerprint_at_id_idx";
DROP INDEX "RequestLog_errorCodes_idx";
DROP INDEX "RequestLog_tppId_at_changeUsages_idx";

CREATE TABLE "RequestLog" (
    LIKE "RequestLog_unpartitioned" INCLUDING DEFAULTS,
    CONSTRAINT "RequestLog_pkey" PRIMARY KEY ("id", "at")
) PARTITION BY RANGE ("at");
ALTER SEQUENCE "RequestLog_id_seq" OWNED BY "RequestLog"."id";

-- Indexes on the parent: every partition gets its own, now and when created.
CREATE INDEX "RequestLog_tppId_at_idx" ON "RequestLog"("tppId", "at" DESC);
CREATE INDEX "RequestLog_at_idx" ON "RequestLog"("at");
CREATE INDEX "RequestLog_certificateFingerprint_at_id_idx" ON "RequestLog" ("certificateFingerprint", "at" DESC, "id" DESC) WHERE "certificateFingerprint" IS NOT NULL;
CREATE INDEX "RequestLog_errorCodes_idx" ON "RequestLog" USING GIN ("errorCodes") WHERE "status" >= 400;
CREATE INDEX "RequestLog_tppId_at_changeUsages_idx" ON "RequestLog" ("tppId", "at" DESC) WHERE cardinality("changeUsages") > 0;
-- D36: at a bank's volume the inspector's code and status filters walk a TPP's refused rows newest first instead of
-- every TPP's refused rows with the code (the GIN index), and the dashboard's "accounts read" step finds one row.
CREATE INDEX "RequestLog_tppId_at_refused_idx" ON "RequestLog" ("tppId", "at" DESC) WHERE "status" >= 400;
CREATE INDEX "RequestLog_tppId_accountsRead_idx" ON "RequestLog" ("tppId") WHERE "operation" = 'listAccounts' AND "status" = 200;
ALTER TABLE "RequestLog" ADD CONSTRAINT "RequestLog_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- SeenRequestId: range-partitioned on "createdAt"; the key holds it. Uniqueness per (tppId, xRequestId) over 24 hours
-- is kept by "claimSeenRequestId" below, not by the key.
ALTER TABLE "SeenRequestId" RENAME TO "SeenRequestId_unpartitioned";
ALTER TABLE "SeenRequestId_unpartitioned" RENAME CONSTRAINT "SeenRequestId_pkey" TO "SeenRequestId_unpartitioned_pkey";
ALTER TABLE "SeenRequestId_unpartitioned" DROP CONSTRAINT "SeenRequestId_tppId_fkey";
DROP INDEX "SeenRequestId_createdAt_idx";

CREATE TABLE "SeenRequestId" (
    LIKE "SeenRequestId_unpartitioned" INCLUDING DEFAULTS,
    CONSTRAINT "SeenRequestId_pkey" PRIMARY KEY ("tppId", "xRequestId", "createdAt")
) PARTITION BY RANGE ("createdAt");
-- No index on createdAt alone: only housekeeping's deletes used it, and partitions are dropped whole now.
ALTER TABLE "SeenRequestId" ADD CONSTRAINT "SeenRequestId_tppId_fkey" FOREIGN KEY ("tppId") REFERENCES "Tpp"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A partition per UTC day named <table>_YYYYMMDD, from the oldest row's day (at most two days back when empty) to a
-- week ahead; from then on housekeeping creates them ahead (ensureDayPartitions). No DEFAULT partition.
DO $$
DECLARE
  target text;
  first_day date;
  last_day date := (now() AT TIME ZONE 'UTC')::date + 7;
  day date;
BEGIN
  FOREACH target IN ARRAY ARRAY['RequestLog', 'SeenRequestId'] LOOP
    IF target = 'RequestLog' THEN
      SELECT least(min("at")::date, (now() AT TIME ZONE 'UTC')::date - 2) INTO first_day FROM "RequestLog_unpartitioned";
    ELSE
      SELECT least(min("createdAt")::date, (now() AT TIME ZONE 'UTC')::date - 2) INTO first_day FROM "SeenRequestId_unpartitioned";
    END IF;
    first_day := coalesce(first_day, (now() AT TIME ZONE 'UTC')::date - 2);
    day := first_day;
    WHILE day <= last_day LOOP
      EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
        target || '_' || to_char(day, 'YYYYMMDD'), target, day::timestamp, (day + 1)::timestamp);
      day := day + 1;
    END LOOP;
  END LOOP;
END $$;

INSERT INTO "RequestLog" ("id", "at", "tppId", "method", "path", "operation", "status", "errorCodes", "durationMs",
  "xRequestId", "signatureDiagnosis", "certificateFingerprint", "isAuthenticated", "requestHeaders", "response", "changeUsages")
  SELECT "id", "at", "tppId", "method", "path", "operation", "status", "errorCodes", "durationMs",
  "xRequestId", "signatureDiagnosis", "certificateFingerprint", "isAuthenticated", "requestHeaders", "response", "changeUsages"
  FROM "RequestLog_unpartitioned";
DROP TABLE "RequestLog_unpartitioned";
INSERT INTO "SeenRequestId" ("tppId", "xRequestId", "method", "path", "responseStatus", "responseHeaders", "responseBody", "createdAt")
  SELECT "tppId", "xRequestId", "method", "path", "responseStatus", "responseHeaders", "responseBody", "createdAt" FROM "SeenRequestId_unpartitioned";
DROP TABLE "SeenRequestId_unpartitioned";

-- D5, D36: claims X-Request-ID for the TPP; true when no claim of it is younger than 24 hours (by the database's
-- clock). The transaction-level advisory lock on the id's hash serialises the claims of one id on every instance, and
-- each statement of a volatile function takes a new snapshot, so the check sees every claim committed before the lock
-- was granted, in whichever day's partition it lies.
CREATE FUNCTION "claimSeenRequestId"("claimTppId" text, "claimRequestId" text, "claimMethod" text, "claimPath" text)
RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext("claimTppId"), hashtext("claimRequestId"));
  IF EXISTS (
    SELECT 1 FROM "SeenRequestId" s
    WHERE s."tppId" = "claimTppId" AND s."xRequestId" = "claimRequestId"
      AND s."createdAt" >= (now() AT TIME ZONE 'UTC') - interval '24 hours'
  ) THEN
    RETURN false;
  END IF;
  INSERT INTO "SeenRequestId" ("tppId", "xRequestId", "method", "path", "createdAt")
  VALUES ("claimTppId", "claimRequestId", "claimMethod", "claimPath", now() AT TIME ZONE 'UTC');
  RETURN true;
END $$;
