import { db } from '@/lib/db';

/** Checks per developer and minute: plenty for a person pasting requests, too few to use the server as a signing oracle. */
export const debuggerChecksPerMinute = 30;
const prefix = 'portal-signature-debugger:';

/**
 * Counts one check in the developer's current minute and says whether it is within the allowance. One upsert on
 * RateLimitCounter, so concurrent checks on any number of instances count exactly (D13); minutes before the last hour
 * are removed as they pass.
 */
export async function takeDebuggerAllowance(
  developerId: string,
  now = new Date(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  const key = `${prefix}${developerId}`;
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitCounter" ("key", "windowStart", "count") VALUES (${key}, ${new Date(minute)}, 1)
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitCounter"."count" + 1
    RETURNING "count"`;
  await db.rateLimitCounter.deleteMany({ where: { key, windowStart: { lt: new Date(minute - 3_600_000) } } });
  const count = Number(rows[0]?.count ?? 0);
  return {
    allowed: count <= debuggerChecksPerMinute,
    retryAfterSeconds: Math.ceil((minute + 60_000 - now.getTime()) / 1000),
  };
}
