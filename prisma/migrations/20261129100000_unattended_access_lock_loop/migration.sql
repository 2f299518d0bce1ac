-- D15, D31: "consume_unattended_access" takes its advisory locks one by one in a loop over the sorted lock ids, so the
-- order that keeps two calls over overlapping accounts from deadlocking is the loop's, not an ORDER BY in a subquery
-- that a plan need not keep. Otherwise unchanged.
CREATE OR REPLACE FUNCTION "consume_unattended_access"(
  "keys" TEXT[],
  "window_start" TIMESTAMP(3),
  "now_at" TIMESTAMP(3),
  "calls_per_day" INTEGER,
  "is_check_only" BOOLEAN
) RETURNS TABLE ("counted_key" TEXT, "counted_calls" INTEGER, "first_at" TIMESTAMP(3))
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  lock_id BIGINT;
BEGIN
  FOR lock_id IN SELECT DISTINCT hashtextextended(wanted, 0) FROM unnest("keys") AS wanted ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(lock_id);
  END LOOP;
  RETURN QUERY
  WITH expired AS (
    DELETE FROM "RateLimitCounter" WHERE "RateLimitCounter"."key" = ANY("keys") AND "RateLimitCounter"."windowStart" <= "window_start"
  ), counts AS (
    SELECT wanted."key", count(live."key")::int AS "calls", min(live."windowStart") AS "firstAt", max(live."windowStart") AS "lastAt"
    FROM unnest("keys") AS wanted("key")
    LEFT JOIN "RateLimitCounter" live ON live."key" = wanted."key" AND live."windowStart" > "window_start"
    GROUP BY wanted."key"
  ), recorded AS (
    -- windowStart is part of the key: two calls in the same millisecond get distinct instants.
    INSERT INTO "RateLimitCounter" ("key", "windowStart", "count")
    SELECT counts."key", GREATEST("now_at", counts."lastAt" + interval '1 millisecond'), 1 FROM counts
    WHERE NOT EXISTS (SELECT 1 FROM counts WHERE counts."calls" >= "calls_per_day") AND NOT "is_check_only"
  )
  SELECT counts."key", counts."calls", counts."firstAt" FROM counts;
END
$$;
