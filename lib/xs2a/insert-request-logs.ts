import { queryRows } from '@/lib/database/raw-sql';
import { Prisma } from '@/lib/generated/prisma/client';
import type { RequestLogEntry } from '@/lib/xs2a/write-request-log';
import { rankUnauthenticatedRows, unauthenticatedRowsPerCertificateHour } from '@/lib/xs2a/rank-unauthenticated-rows';

/** A request-log entry as queued: the time the request finished is kept, not the time the batch is written. */
export type QueuedRequestLog = RequestLogEntry & { at: Date };

/**
 * D31: one statement writes a batch of request-log rows and moves Consent.lastAccessedAt to the latest successful
 * account-information call of each consent in it, so neither costs a round trip on the response path. The whole batch
 * travels as one JSON parameter. A row whose TPP was deleted meanwhile keeps its row without the TPP, as the foreign
 * key's SET NULL would have left it. D28: rows that did not authenticate are counted per certificate and hour in
 * RateLimitCounter, in the same statement, and only those within the limit are stored. Returns the rows not stored.
 */
export async function insertRequestLogs(entries: QueuedRequestLog[]): Promise<number> {
  const ranks = rankUnauthenticatedRows(entries);
  const rows = entries.map((entry, index) => ({
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
    // Only a successful call counts as an access the PSU is shown.
    consentId: entry.status < 300 ? (entry.accessedConsentId ?? null) : null,
    counterKey: ranks[index]?.counterKey ?? null,
    windowStart: ranks[index]?.windowStart.toISOString() ?? null,
    rank: ranks[index]?.rank ?? null,
    inBatch: ranks[index]?.inBatch ?? null,
  }));
  // The counters are taken in key order, so that two instances' batches never wait for each other's rows in turn. Each
  // upsert waits for a concurrent one on its row and answers the count after both: a row is kept when the count before
  // this batch and its place in the batch stay within the limit, on any number of instances (D13).
  const [result] = await queryRows<{ notStored: bigint }>(Prisma.sql`
    WITH entries AS (
      SELECT * FROM json_to_recordset(${toStorableJson(rows)}::json) AS e(
        "at" timestamptz, "tppId" text, "method" text, "path" text, "operation" text, "status" int, "errorCodes" text[],
        "durationMs" int, "xRequestId" text, "signatureDiagnosis" jsonb, "certificateFingerprint" text, "isAuthenticated" boolean,
        "consentId" text, "counterKey" text, "windowStart" timestamptz, "rank" int, "inBatch" int)
    ), counted AS (
      INSERT INTO "RateLimitCounter" ("key", "windowStart", "count")
      SELECT "counterKey", "windowStart" AT TIME ZONE 'UTC', max("inBatch") FROM entries WHERE "counterKey" IS NOT NULL
      GROUP BY "counterKey", "windowStart" ORDER BY "counterKey", "windowStart"
      ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitCounter"."count" + excluded."count"
      RETURNING "key", "windowStart", "count"
    ), kept AS (
      SELECT e.* FROM entries e LEFT JOIN counted c ON c."key" = e."counterKey" AND c."windowStart" = e."windowStart" AT TIME ZONE 'UTC'
      WHERE e."counterKey" IS NULL OR c."count" - e."inBatch" + e."rank" <= ${unauthenticatedRowsPerCertificateHour}
    ), logged AS (
      INSERT INTO "RequestLog" ("at", "tppId", "method", "path", "operation", "status", "errorCodes", "durationMs", "xRequestId", "signatureDiagnosis", "certificateFingerprint", "isAuthenticated")
      SELECT e."at" AT TIME ZONE 'UTC', (SELECT t."id" FROM "Tpp" t WHERE t."id" = e."tppId"), e."method", e."path", e."operation", e."status",
        e."errorCodes", e."durationMs", e."xRequestId", e."signatureDiagnosis", e."certificateFingerprint", e."isAuthenticated"
      FROM kept e
      RETURNING 1
    ), touched AS (
      UPDATE "Consent" c SET "lastAccessedAt" = GREATEST(c."lastAccessedAt", accessed."at" AT TIME ZONE 'UTC')
      FROM (SELECT "consentId", max("at") AS "at" FROM kept WHERE "consentId" IS NOT NULL GROUP BY "consentId") accessed
      WHERE c."id" = accessed."consentId"
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM entries) - (SELECT count(*) FROM logged) AS "notStored"`);
  return Number(result?.notStored ?? 0);
}

const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * PostgreSQL's json cannot turn a NUL or an unpaired surrogate into text, and the values come from requests: they are
 * replaced by U+FFFD, so that no request can make a batch, and the other requests' rows with it, fail to be written.
 */
function toStorableJson(rows: object[]): string {
  return JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'string' ? value.replaceAll(String.fromCharCode(0), '\uFFFD').replace(unpairedSurrogate, '\uFFFD') : value));
}
