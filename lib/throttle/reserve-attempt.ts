import { db } from '@/lib/db';

/** D19: a rolling window in which a number of refused attempts is allowed; beyond it, attempts are refused unchecked. */
export type AttemptLimit = { failures: number; windowMilliseconds: number };

/** The counter rows one attempt holds: kept when it fails, deleted when it does not count. */
export type AttemptRows = { key: string; windowStart: Date }[];

export type AttemptThrottle = { kind: 'reserved'; rows: AttemptRows } | { kind: 'throttled'; retryAt: Date };

/**
 * D19: takes one attempt from each counter's allowance before anything is checked, or says when the next attempt is
 * allowed. An attempt is reserved as a failure, so however many attempts arrive at once no more are checked than the
 * limits allow; a throttled attempt checks nothing and counts nothing. Each failure is a RateLimitCounter row; a
 * transaction-scoped advisory lock per key (taken in key order) serialises attempts on any number of instances (D13).
 * Rows of `prefix` older than `longestWindowMilliseconds` count for nothing and are removed on the way.
 */
export async function reserveAttempt(input: { counters: { key: string; limit: AttemptLimit }[]; prefix: string; longestWindowMilliseconds: number; now: Date }): Promise<AttemptThrottle> {
  const counters = [...input.counters].sort((left, right) => (left.key < right.key ? -1 : 1));
  const now = input.now.getTime();
  return db.$transaction(async (transaction) => {
    for (const { key } of counters) await transaction.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
    await transaction.rateLimitCounter.deleteMany({ where: { key: { startsWith: input.prefix }, windowStart: { lte: new Date(now - input.longestWindowMilliseconds) } } });
    const recent: { windowStart: Date }[][] = [];
    for (const { key, limit } of counters) {
      const since = new Date(now - limit.windowMilliseconds);
      recent.push(await transaction.rateLimitCounter.findMany({ where: { key, windowStart: { gt: since } }, orderBy: { windowStart: 'asc' }, select: { windowStart: true } }));
    }
    // Allowed again once enough of the failures in the window have left it.
    const retryAt = counters.reduce((latest, { limit }, index) => {
      const rows = recent[index] ?? [];
      const blocking = rows[rows.length - limit.failures];
      return blocking ? Math.max(latest, blocking.windowStart.getTime() + limit.windowMilliseconds) : latest;
    }, 0);
    if (retryAt > 0) return { kind: 'throttled', retryAt: new Date(retryAt) };
    const rows = counters.map(({ key }, index) => {
      // windowStart is part of the primary key: attempts within one millisecond get distinct instants.
      const newest = recent[index]?.at(-1)?.windowStart.getTime() ?? 0;
      return { key, windowStart: new Date(Math.max(now, newest + 1)) };
    });
    await transaction.rateLimitCounter.createMany({ data: rows.map((row) => ({ ...row, count: 1 })) });
    return { kind: 'reserved', rows };
  });
}
