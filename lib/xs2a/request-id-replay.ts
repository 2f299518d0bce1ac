import { db } from '@/lib/db';
import { executeStatement } from '@/lib/database/raw-sql';
import { Prisma } from '@/lib/generated/prisma/client';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** A response kept for replaying a repeated POST (D5). */
export type StoredResponse = { status: number; headers: Record<string, string>; body: string };

export type RequestIdClaim = { kind: 'new' } | { kind: 'replay'; response: StoredResponse };

/** What a claim is made for: the TPP's X-Request-ID, and the method and path that used it. */
export type RequestIdKey = { tppId: string; requestId: string; method: string; path: string };

type SeenRow = { method: string; path: string; responseStatus: number | null; responseHeaders: Record<string, string> | null; responseBody: string | null };

/** RFC 4122: a UUID's hex digits are case-insensitive, so `A1B2…` and `a1b2…` are one X-Request-ID (D5). */
function storedId(requestId: string): string {
  return requestId.toLowerCase();
}

/**
 * D5: X-Request-ID is unique per TPP for 24 hours. The first use claims it atomically (an insert, or taking over a row
 * older than 24 hours). A repeated POST to the same path gets the first response again and creates nothing; any other
 * repeat is 400 FORMAT_ERROR.
 */
export async function claimRequestId(key: RequestIdKey): Promise<RequestIdClaim> {
  // D31: straight through pg, as every signed request sends it.
  const claimed = await executeStatement(claimStatement(key), { prepared: true });
  return claimed === 1 ? { kind: 'new' } : refusedClaim(key);
}

/**
 * The claim as one statement, which changes one row when the id is this TPP's first use of it in 24 hours and none
 * otherwise. A statement of its own in `claimRequestId`; D31: a CTE of the AIS guard's statement for a deferred claim.
 */
export function claimStatement(key: RequestIdKey): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO "SeenRequestId" ("tppId", "xRequestId", "method", "path", "createdAt")
    VALUES (${key.tppId}, ${storedId(key.requestId)}, ${key.method}, ${key.path}, now())
    ON CONFLICT ("tppId", "xRequestId") DO UPDATE
      SET "method" = EXCLUDED."method", "path" = EXCLUDED."path", "createdAt" = now(),
          "responseStatus" = NULL, "responseHeaders" = NULL, "responseBody" = NULL
      WHERE "SeenRequestId"."createdAt" < now() - interval '24 hours'`;
}

/** A claim that changed nothing: the first response of the same POST again, else 400 FORMAT_ERROR. */
export async function refusedClaim(key: RequestIdKey): Promise<RequestIdClaim> {
  const seen = (await db.seenRequestId.findUnique({ where: { tppId_xRequestId: { tppId: key.tppId, xRequestId: storedId(key.requestId) } } })) as SeenRow | null;
  const isSamePost = seen && key.method === 'POST' && seen.method === 'POST' && seen.path === key.path;
  if (isSamePost && seen.responseStatus !== null) {
    return { kind: 'replay', response: { status: seen.responseStatus, headers: seen.responseHeaders ?? {}, body: seen.responseBody ?? '' } };
  }
  const text = isSamePost
    ? 'The first request with this X-Request-ID is still being processed; wait for its response.'
    : 'This X-Request-ID was already used in the last 24 hours; send a new UUID with every request.';
  throw new Xs2aError('FORMAT_ERROR', { path: 'X-Request-ID', text });
}

/** Keeps the first response of a POST for replays (D5); straight through pg, as every POST sends it (D31). */
export async function storeResponseForReplay(input: { tppId: string; requestId: string; response: StoredResponse }): Promise<void> {
  await executeStatement(Prisma.sql`
    UPDATE "SeenRequestId"
    SET "responseStatus" = ${input.response.status}, "responseHeaders" = ${JSON.stringify(input.response.headers)}::jsonb, "responseBody" = ${input.response.body}
    WHERE "tppId" = ${input.tppId} AND "xRequestId" = ${storedId(input.requestId)}`);
}

/** A request that failed on our side (5xx) releases its id, so the TPP can retry it with the same X-Request-ID. */
export async function releaseRequestId(input: { tppId: string; requestId: string }): Promise<void> {
  await db.seenRequestId.deleteMany({ where: { tppId: input.tppId, xRequestId: storedId(input.requestId) } });
}
