-- D15, D31: the unattended-access counter in one round trip. The advisory locks (taken in one order, by lock id, so two
-- calls over overlapping accounts cannot deadlock) are one statement and the count a second one: a VOLATILE function
-- takes a fresh snapshot for each statement under READ COMMITTED, so the count sees a call committed while it waited
-- for the lock. Expired calls are dropped; the call is recorded only when no window is full and it is not a check.
CREATE FUNCTION "consume_unattended_access"(
  "keys" TEXT[],
  "window_start" TIMESTAMP(3),
  "now_at" TIMESTAMP(3),
  "calls_per_day" INTEGER,
  "is_check_only" BOOLEAN
) RETURNS TABLE ("counted_key" TEXT, "counted_calls" INTEGER, "first_at" TIMESTAMP(3))
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(locks.lock_id)
  FROM (SELECT DISTINCT hashtextextended(wanted, 0) AS lock_id FROM unnest("keys") AS wanted ORDER BY lock_id) AS locks;
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
