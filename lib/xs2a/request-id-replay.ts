import { db } from '@/lib/db';
import { executeStatement } from '@/lib/database/raw-sql';
import { Prisma } from '@/lib/generated/prisma/client';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** A response kept for replaying a repeated POST (D5). */
export type StoredResponse = { status: number; headers: Record<string, string>; body: string };

export type RequestIdClaim = { kind: 'new' } | { kind: 'replay'; response: StoredResponse };

type SeenRow = { method: string; path: string; responseStatus: number | null; responseHeaders: Record<string, string> | null; responseBody: string | null };

/**
 * D5: X-Request-ID is unique per TPP for 24 hours. The first use claims it atomically (an insert, or taking over a row
 * older than 24 hours). A repeated POST to the same path gets the first response again and creates nothing; any other
 * repeat is 400 FORMAT_ERROR.
 */
export async function claimRequestId(input: { tppId: string; requestId: string; method: string; path: string }): Promise<RequestIdClaim> {
  // D31: straight through pg, as every signed request sends it.
  const claimed = await executeStatement(Prisma.sql`
    INSERT INTO "SeenRequestId" ("tppId", "xRequestId", "method", "path", "createdAt")
    VALUES (${input.tppId}, ${input.requestId}, ${input.method}, ${input.path}, now())
    ON CONFLICT ("tppId", "xRequestId") DO UPDATE
      SET "method" = EXCLUDED."method", "path" = EXCLUDED."path", "createdAt" = now(),
          "responseStatus" = NULL, "responseHeaders" = NULL, "responseBody" = NULL
      WHERE "SeenRequestId"."createdAt" < now() - interval '24 hours'`,
    { prepared: true },
  );
  if (claimed === 1) return { kind: 'new' };

  const seen = (await db.seenRequestId.findUnique({ where: { tppId_xRequestId: { tppId: input.tppId, xRequestId: input.requestId } } })) as SeenRow | null;
  const isSamePost = seen && input.method === 'POST' && seen.method === 'POST' && seen.path === input.path;
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
    WHERE "tppId" = ${input.tppId} AND "xRequestId" = ${input.requestId}`);
}

/** A request that failed on our side (5xx) releases its id, so the TPP can retry it with the same X-Request-ID. */
export async function releaseRequestId(input: { tppId: string; requestId: string }): Promise<void> {
  await db.seenRequestId.deleteMany({ where: { tppId: input.tppId, xRequestId: input.requestId } });
}
