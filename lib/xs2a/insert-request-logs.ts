import { executeStatement } from '@/lib/database/raw-sql';
import { Prisma } from '@/lib/generated/prisma/client';
import type { RequestLogEntry } from '@/lib/xs2a/write-request-log';

/** A request-log entry as queued: the time the request finished is kept, not the time the batch is written. */
export type QueuedRequestLog = RequestLogEntry & { at: Date };

/**
 * D31: one statement writes a batch of request-log rows and moves Consent.lastAccessedAt to the latest successful
 * account-information call of each consent in it, so neither costs a round trip on the response path. The whole batch
 * travels as one JSON parameter. A row whose TPP was deleted meanwhile keeps its row without the TPP, as the foreign
 * key's SET NULL would have left it.
 */
export async function insertRequestLogs(entries: QueuedRequestLog[]): Promise<void> {
  const rows = entries.map((entry) => ({
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
    // Only a successful call counts as an access the PSU is shown.
    consentId: entry.status < 300 ? (entry.accessedConsentId ?? null) : null,
  }));
  await executeStatement(Prisma.sql`
    WITH entries AS (
      SELECT * FROM json_to_recordset(${toStorableJson(rows)}::json) AS e(
        "at" timestamptz, "tppId" text, "method" text, "path" text, "operation" text, "status" int, "errorCodes" text[],
        "durationMs" int, "xRequestId" text, "signatureDiagnosis" jsonb, "certificateFingerprint" text, "consentId" text)
    ), logged AS (
      INSERT INTO "RequestLog" ("at", "tppId", "method", "path", "operation", "status", "errorCodes", "durationMs", "xRequestId", "signatureDiagnosis", "certificateFingerprint")
      SELECT e."at" AT TIME ZONE 'UTC', (SELECT t."id" FROM "Tpp" t WHERE t."id" = e."tppId"), e."method", e."path", e."operation", e."status",
        e."errorCodes", e."durationMs", e."xRequestId", e."signatureDiagnosis", e."certificateFingerprint"
      FROM entries e
    )
    UPDATE "Consent" c SET "lastAccessedAt" = GREATEST(c."lastAccessedAt", accessed."at" AT TIME ZONE 'UTC')
    FROM (SELECT "consentId", max("at") AS "at" FROM entries WHERE "consentId" IS NOT NULL GROUP BY "consentId") accessed
    WHERE c."id" = accessed."consentId"`);
}

const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * PostgreSQL's json cannot turn a NUL or an unpaired surrogate into text, and the values come from requests: they are
 * replaced by U+FFFD, so that no request can make a batch, and the other requests' rows with it, fail to be written.
 */
function toStorableJson(rows: object[]): string {
  return JSON.stringify(rows, (_key, value: unknown) => (typeof value === 'string' ? value.replaceAll(String.fromCharCode(0), '\uFFFD').replace(unpairedSurrogate, '\uFFFD') : value));
}
