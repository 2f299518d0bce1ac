import { queryRows } from '@/lib/database/raw-sql';
import { Prisma } from '@/lib/generated/prisma/client';
import type { RequestLogEntry } from '@/lib/xs2a/write-request-log';
import {
  anonymousRowsCounterKey,
  rankUnauthenticatedRows,
  unauthenticatedRowLimits,
  type NotStoredReason,
  type UnauthenticatedRowLimits,
} from '@/lib/xs2a/rank-unauthenticated-rows';
import { rollUpRequestLogs } from '@/lib/xs2a/roll-up-request-logs';

/** A request-log entry as queued: the time the request finished is kept, not the time the batch is written. */
export type QueuedRequestLog = RequestLogEntry & { at: Date };

/** Rows not stored, by the limit that refused them (D28). */
export type RowsNotStored = Record<NotStoredReason, number>;

/**
 * D31: one statement writes a batch of request-log rows, adds the authenticated ones to the hourly counts (D28), moves
 * Consent.lastAccessedAt and counts unauthenticated rows against their hourly limits, storing only those within them.
 */
export async function insertRequestLogs(
  entries: QueuedRequestLog[],
  limits: UnauthenticatedRowLimits = unauthenticatedRowLimits(),
): Promise<RowsNotStored> {
  const ranks = rankUnauthenticatedRows(entries);
  const rows = entries.map((entry, index) => ({
    n: index,
    at: entry.at.toISOString(),
    tppId: entry.tppId ?? null,
    method: entry.method,
    path: entry.path.slice(0, 1000),
    operation: entry.operation,
    status: entry.status,
    errorCodes: entry.errorCodes,
    durationMs: Math.round(entry.durationMs),
    xRequestId: entry.xRequestId?.slice(0, 100) ?? null,
    signatureDiagnosis: entry.signatureDiagnosis ?? null,
    certificateFingerprint: entry.certificateFingerprint ?? null,
    isAuthenticated: entry.isAuthenticated ?? false,
    requestHeaders: entry.requestHeaders ?? null,
    response: entry.response ?? null,
    changeUsages: entry.changeUsages ?? [],
    // Only a successful call counts as an access the PSU is shown.
    consentId: entry.status < 300 ? (entry.accessedConsentId ?? null) : null,
    windowStart: ranks[index]?.windowStart.toISOString() ?? null,
    counterKey: ranks[index]?.certificate?.counterKey ?? null,
    rank: ranks[index]?.certificate?.rank ?? null,
    inBatch: ranks[index]?.certificate?.inBatch ?? null,
    addressKey: ranks[index]?.addressKey ?? null,
  }));
  // D28: authenticated rows are always stored, so the dashboard's hourly counts are added in the same statement.
  const rollUp = rollUpRequestLogs(entries);
  // D28: each stage counts only the rows the stage before let through. Its counters are taken in key order, reading
  // all of the stage before, so two instances' batches never wait for each other in turn; each upsert waits for a
  // concurrent one on its row, so a row is kept only within the limit on any number of instances.
  const [result] = await queryRows<{ certificate: bigint; address: bigint; anonymous: bigint }>(
    Prisma.sql`
    WITH entries AS (
      SELECT * FROM json_to_recordset(${toStorableJson(rows)}::json) AS e(
        "n" int, "at" timestamptz, "tppId" text, "method" text, "path" text, "operation" text, "status" int, "errorCodes" text[],
        "durationMs" int, "xRequestId" text, "signatureDiagnosis" jsonb, "certificateFingerprint" text, "isAuthenticated" boolean,
        "requestHeaders" jsonb, "response" jsonb, "changeUsages" text[], "consentId" text, "windowStart" timestamptz, "counterKey" text, "rank" int, "inBatch" int, "addressKey" text)
    ), counted AS (
      INSERT INTO "RateLimitCounter" ("key", "windowStart", "count")
      SELECT "counterKey", "windowStart" AT TIME ZONE 'UTC', max("inBatch") FROM entries WHERE "counterKey" IS NOT NULL
      GROUP BY "counterKey", "windowStart" ORDER BY "counterKey", "windowStart"
      ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitCounter"."count" + excluded."count"
      RETURNING "key", "windowStart", "count"
    ), certified AS (
      SELECT e.*,
        row_number() OVER (PARTITION BY e."addressKey", e."windowStart" ORDER BY e."n") AS "addressRank",
        count(*) OVER (PARTITION BY e."addressKey", e."windowStart") AS "addressInBatch"
      FROM entries e LEFT JOIN counted c ON c."key" = e."counterKey" AND c."windowStart" = e."windowStart" AT TIME ZONE 'UTC'
      WHERE e."counterKey" IS NULL OR c."count" - e."inBatch" + e."rank" <= ${limits.perCertificate}
    ), addressCounted AS (
      INSERT INTO "RateLimitCounter" ("key", "windowStart", "count")
      SELECT "addressKey", "windowStart" AT TIME ZONE 'UTC', count(*) FROM certified WHERE "addressKey" IS NOT NULL
      GROUP BY "addressKey", "windowStart" ORDER BY "addressKey", "windowStart"
      ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitCounter"."count" + excluded."count"
      RETURNING "key", "windowStart", "count"
    ), addressed AS (
      SELECT p.*,
        (NOT p."isAuthenticated" AND NOT EXISTS (SELECT 1 FROM "TppCertificate" t WHERE t."fingerprint" = p."certificateFingerprint")) AS "isAnonymous"
      FROM certified p LEFT JOIN addressCounted a ON a."key" = p."addressKey" AND a."windowStart" = p."windowStart" AT TIME ZONE 'UTC'
      WHERE p."addressKey" IS NULL OR a."count" - p."addressInBatch" + p."addressRank" <= ${limits.perAddress}
    ), ranked AS (
      SELECT a.*,
        row_number() OVER (PARTITION BY a."isAnonymous", a."windowStart" ORDER BY a."n") AS "anonymousRank",
        count(*) OVER (PARTITION BY a."isAnonymous", a."windowStart") AS "anonymousInBatch"
      FROM addressed a
    ), anonymousCounted AS (
      INSERT INTO "RateLimitCounter" ("key", "windowStart", "count")
      SELECT ${anonymousRowsCounterKey}::text, "windowStart" AT TIME ZONE 'UTC', count(*) FROM ranked WHERE "isAnonymous"
      GROUP BY "windowStart" ORDER BY "windowStart"
      ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitCounter"."count" + excluded."count"
      RETURNING "windowStart", "count"
    ), kept AS (
      SELECT r.* FROM ranked r LEFT JOIN anonymousCounted c ON r."isAnonymous" AND c."windowStart" = r."windowStart" AT TIME ZONE 'UTC'
      WHERE NOT r."isAnonymous" OR c."count" - r."anonymousInBatch" + r."anonymousRank" <= ${limits.anonymous}
    ), logged AS (
      INSERT INTO "RequestLog" ("at", "tppId", "method", "path", "operation", "status", "errorCodes", "durationMs", "xRequestId", "signatureDiagnosis", "certificateFingerprint", "isAuthenticated", "requestHeaders", "response", "changeUsages")
      SELECT e."at" AT TIME ZONE 'UTC', (SELECT t."id" FROM "Tpp" t WHERE t."id" = e."tppId"), e."method", e."path", e."operation", e."status",
        e."errorCodes", e."durationMs", e."xRequestId", e."signatureDiagnosis", e."certificateFingerprint", e."isAuthenticated",
        e."requestHeaders", e."response", e."changeUsages"
      FROM kept e
      RETURNING 1
    ), hourly AS (
      INSERT INTO "RequestLogHour" ("tppId", "hour", "operation", "count", "durations")
      SELECT h."tppId", h."hour" AT TIME ZONE 'UTC', h."operation", h."count", h."durations"
      FROM json_to_recordset(${toStorableJson(rollUp.hours)}::json) AS h("tppId" text, "hour" timestamptz, "operation" text, "count" int, "durations" int[])
      WHERE EXISTS (SELECT 1 FROM "Tpp" t WHERE t."id" = h."tppId")
      ORDER BY h."tppId", h."hour", h."operation"
      ON CONFLICT ("tppId", "hour", "operation") DO UPDATE SET "count" = "RequestLogHour"."count" + excluded."count",
        "durations" = ARRAY(SELECT x.a + x.b FROM unnest("RequestLogHour"."durations", excluded."durations") WITH ORDINALITY AS x(a, b, i) ORDER BY x.i)
      RETURNING 1
    ), refusedHourly AS (
      INSERT INTO "RequestLogRefusalHour" ("tppId", "hour", "code", "count")
      SELECT r."tppId", r."hour" AT TIME ZONE 'UTC', r."code", r."count"
      FROM json_to_recordset(${toStorableJson(rollUp.refusals)}::json) AS r("tppId" text, "hour" timestamptz, "code" text, "count" int)
      WHERE EXISTS (SELECT 1 FROM "Tpp" t WHERE t."id" = r."tppId")
      ORDER BY r."tppId", r."hour", r."code"
      ON CONFLICT ("tppId", "hour", "code") DO UPDATE SET "count" = "RequestLogRefusalHour"."count" + excluded."count"
      RETURNING 1
    ), touched AS (
      UPDATE "Consent" c SET "lastAccessedAt" = GREATEST(c."lastAccessedAt", accessed."at" AT TIME ZONE 'UTC')
      FROM (SELECT "consentId", max("at") AS "at" FROM kept WHERE "consentId" IS NOT NULL GROUP BY "consentId") accessed
      WHERE c."id" = accessed."consentId"
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM entries) - (SELECT count(*) FROM certified) AS "certificate",
      (SELECT count(*) FROM certified) - (SELECT count(*) FROM addressed) AS "address",
      (SELECT count(*) FROM addressed) - (SELECT count(*) FROM logged) AS "anonymous"`,
    // D31: one text for every batch, prepared so PostgreSQL plans it once per connection instead of once per batch.
    { prepared: true },
  );
  return {
    certificate: Number(result?.certificate ?? 0),
    address: Number(result?.address ?? 0),
    anonymous: Number(result?.anonymous ?? 0),
  };
}

const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * PostgreSQL's json cannot turn a NUL or an unpaired surrogate into text, and the values come from requests: they are
 * replaced by U+FFFD, so that no request can make a batch, and the other requests' rows with it, fail to be written.
 */
function toStorableJson(rows: object[]): string {
  return JSON.stringify(rows, (_key, value: unknown) =>
    typeof value === 'string'
      ? value.replaceAll(String.fromCharCode(0), '\uFFFD').replace(unpairedSurrogate, '\uFFFD')
      : value,
  );
}
