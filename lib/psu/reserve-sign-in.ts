import { db } from '@/lib/db';
import { signInCounterKeys, signInCounterPrefix } from '@/lib/psu/sign-in-counter-keys';
import { clientSignInLimit, longestSignInWaitMilliseconds, numberSignInLimit, type SignInLimit } from '@/lib/psu/sign-in-limits';

/** The counter rows one sign-in attempt holds: kept when it fails, given back by releaseSignIn when it does not count. */
export type SignInReservation = { rows: { key: string; windowStart: Date }[]; numberKey: string | null };

export type SignInThrottle = { kind: 'reserved'; reservation: SignInReservation } | { kind: 'throttled'; retryAt: Date };

/**
 * D19: takes one attempt from the client's and the number's allowance before anything is checked, or says when the
 * next attempt is allowed. An attempt is reserved as a failure, so however many sign-ins arrive at once no more are
 * checked than the limits allow; a throttled attempt checks nothing and counts nothing, so it tells nothing about the
 * number. Each failure is a RateLimitCounter row; a transaction-scoped advisory lock per key (taken in key order)
 * serialises attempts on any number of instances (D13), as the unattended-access limits do.
 */
export async function reserveSignIn(input: { clientAddress: string; customerNumber: string | null; sandboxWorld: string | null; now: Date }): Promise<SignInThrottle> {
  const { clientKey, numberKey } = signInCounterKeys(input);
  const counters: { key: string; limit: SignInLimit }[] = [{ key: clientKey, limit: clientSignInLimit }];
  if (numberKey) counters.push({ key: numberKey, limit: numberSignInLimit });
  counters.sort((left, right) => (left.key < right.key ? -1 : 1));
  const now = input.now.getTime();
  return db.$transaction(async (transaction) => {
    for (const { key } of counters) await transaction.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
    // Rows past the longest window count for nothing; removing them keeps the table to the last hour's failures.
    await transaction.rateLimitCounter.deleteMany({ where: { key: { startsWith: signInCounterPrefix }, windowStart: { lte: new Date(now - longestSignInWaitMilliseconds) } } });
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
    return { kind: 'reserved', reservation: { rows, numberKey } };
  });
}
