import { setTimeout as sleep } from 'node:timers/promises';
import { db } from '@/lib/db';
import { executeStatement, queryRows } from '@/lib/database/raw-sql';
import { isSandbox } from '@/lib/env';
import { Prisma } from '@/lib/generated/prisma/client';
import { createMissingDayPartitions } from '@/lib/housekeeping/create-missing-day-partitions';
import { isMissingDayPartition } from '@/lib/xs2a/map-database-error';
import { repeatOutcome, type SeenRequest, type StoredResponse } from '@/lib/xs2a/repeat-outcome';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** A new claim carries the TPP's sandbox clock, read by the claim's statement (D16), when the sandbox has one set. */
export type RequestIdClaim = { kind: 'new'; sandboxOffsetMs?: number } | { kind: 'replay'; response: StoredResponse };

/** What a claim is made for: the TPP's X-Request-ID, and the method and path that used it. */
export type RequestIdKey = { tppId: string; requestId: string; method: string; path: string };

/** D5: how long a repeated POST waits for the first request with its X-Request-ID to answer. */
export const firstResponseWaitMilliseconds = 5_000;

// The pauses between looks at the first request's row grow from the first to the longest.
const firstPauseMilliseconds = 25;
const longestPauseMilliseconds = 250;

/** RFC 4122: a UUID's hex digits are case-insensitive, so `A1B2…` and `a1b2…` are one X-Request-ID (D5). */
function storedId(requestId: string): string {
  return requestId.toLowerCase();
}

/**
 * D5: claims X-Request-ID for this TPP for 24 hours. A repeated POST to the same path waits, holding no connection
 * or lock, up to `waitMilliseconds` for the first response (then 409), and claims the id if the first released it.
 */
export async function claimRequestId(
  key: RequestIdKey,
  waitMilliseconds = firstResponseWaitMilliseconds,
): Promise<RequestIdClaim> {
  const deadline = Date.now() + waitMilliseconds;
  for (let pause = firstPauseMilliseconds; ; pause = Math.min(2 * pause, longestPauseMilliseconds)) {
    const [claimed] = await claimOnce(key);
    if (claimed)
      return claimed.offsetMs === null ? { kind: 'new' } : { kind: 'new', sandboxOffsetMs: Number(claimed.offsetMs) };
    const repeat = await refusedClaim(key);
    if (repeat.kind === 'replay') return repeat;
    if (Date.now() + pause > deadline) throw firstStillBeingProcessed(waitMilliseconds);
    await sleep(pause);
  }
}

/** D31: straight through pg, as every signed request sends it; D36: once more after creating a missing day partition. */
async function claimOnce(key: RequestIdKey): Promise<{ offsetMs: bigint | null }[]> {
  try {
    return await queryRows(claimWithSandboxClockStatement(key), { prepared: true });
  } catch (error) {
    if (!isMissingDayPartition(error)) throw error;
    await createMissingDayPartitions();
    return queryRows(claimWithSandboxClockStatement(key), { prepared: true });
  }
}

/** claimStatement's claim, whose one row (when new) also reads the TPP's sandbox clock: one round trip (D16, D37). */
function claimWithSandboxClockStatement(key: RequestIdKey): Prisma.Sql {
  const offset = isSandbox
    ? Prisma.sql`(SELECT "offsetMs" FROM "SandboxClock" WHERE "tppId" = ${key.tppId})`
    : Prisma.sql`NULL::bigint`;
  return claimSelecting(Prisma.sql`${offset} AS "offsetMs"`, key);
}

/**
 * The claim as one statement, which yields one row when the id is this TPP's first use of it in 24 hours and none
 * otherwise (D36: "claimSeenRequestId", exact across day partitions and instances). D31: a CTE of the AIS guard's
 * statement for a deferred claim; `claimRequestId` sends it with the sandbox clock.
 */
export function claimStatement(key: RequestIdKey): Prisma.Sql {
  return claimSelecting(Prisma.sql`1`, key);
}

function claimSelecting(selected: Prisma.Sql, key: RequestIdKey): Prisma.Sql {
  return Prisma.sql`
    SELECT ${selected} WHERE "claimSeenRequestId"(${key.tppId}, ${storedId(key.requestId)}, ${key.method}, ${key.path})`;
}

/** A claim that changed nothing, as things stand: the first response of the same POST, or wait; else 400 FORMAT_ERROR. */
export async function refusedClaim(key: RequestIdKey): Promise<RequestIdClaim | { kind: 'wait' }> {
  // D36: the id's latest claim; older ones wait in their day's partition for retention to drop it.
  const seen = (await db.seenRequestId.findFirst({
    where: { tppId: key.tppId, xRequestId: storedId(key.requestId) },
    orderBy: { createdAt: 'desc' },
    select: { method: true, path: true, responseStatus: true, responseHeaders: true, responseBody: true },
  })) as SeenRequest | null;
  const outcome = repeatOutcome(key, seen);
  if (outcome.kind === 'refused') throw new Xs2aError('FORMAT_ERROR', { path: 'X-Request-ID', text: outcome.text });
  return outcome;
}

function firstStillBeingProcessed(waitMilliseconds: number): Xs2aError {
  return new Xs2aError('STATUS_INVALID', {
    path: 'X-Request-ID',
    text: `The first request with this X-Request-ID is still being processed after ${waitMilliseconds / 1000} s; send it again with the same X-Request-ID to get its response.`,
    headers: { 'Retry-After': '1' },
  });
}

export type StoreResponseForReplayInput = { tppId: string; requestId: string; response: StoredResponse };

/** Keeps the first response of a POST for replays (D5); straight through pg, as every POST sends it. */
export async function storeResponseForReplay(input: StoreResponseForReplayInput): Promise<void> {
  await executeStatement(storeResponseStatement(input));
}

/** The statement storeResponseForReplay sends; D37: also a CTE of the statement that writes what the POST created. */
export function storeResponseStatement(input: StoreResponseForReplayInput): Prisma.Sql {
  return Prisma.sql`
    UPDATE "SeenRequestId"
    SET "responseStatus" = ${input.response.status}, "responseHeaders" = ${JSON.stringify(input.response.headers)}::jsonb, "responseBody" = ${input.response.body}
    WHERE "tppId" = ${input.tppId} AND "xRequestId" = ${storedId(input.requestId)}
      AND "createdAt" = (SELECT max("createdAt") FROM "SeenRequestId" WHERE "tppId" = ${input.tppId} AND "xRequestId" = ${storedId(input.requestId)})`;
}

/** A request that failed on our side (5xx) releases its id, so the TPP can retry it with the same X-Request-ID. */
export async function releaseRequestId(input: { tppId: string; requestId: string }): Promise<void> {
  // Older claims of the id are past their 24 hours and count for nothing: releasing them too changes no answer.
  await db.seenRequestId.deleteMany({ where: { tppId: input.tppId, xRequestId: storedId(input.requestId) } });
}
