import { setTimeout as sleep } from 'node:timers/promises';
import { db } from '@/lib/db';
import { attemptDelayMilliseconds } from '@/lib/throttle/attempt-delay';
import type { AttemptCounter } from '@/lib/throttle/attempt-rules';
import { lockedUntil } from '@/lib/throttle/locked-until';

export type { AttemptCounter, AttemptLimit, AttemptSlowdown } from '@/lib/throttle/attempt-rules';

/** The counter rows one attempt holds: kept when it fails, deleted when it does not count. */
export type AttemptRows = { key: string; windowStart: Date }[];

/** `by`: an identity's lockout (`limit`) or an address's slowdown whose wait is longer than the server holds one. */
export type AttemptThrottle = { kind: 'reserved'; rows: AttemptRows } | { kind: 'throttled'; retryAt: Date; by: 'limit' | 'slowdown' };

/**
 * D19: takes one attempt from each counter before anything is checked, or says when the next is allowed. Locked
 * identities are refused first; an address's slowdown then gives the attempt its start, after the address's previous
 * one; a start within the hold is awaited here, after the transaction, a later one refused. An attempt is reserved as
 * a failure, so however many arrive at once no more are checked than the limits allow; a refused one counts nothing.
 * Each failure is a RateLimitCounter row (a slowed one at its start); a transaction-scoped advisory lock per key (in
 * key order) serialises attempts on any number of instances (D13). Rows of `prefix` older than
 * `longestWindowMilliseconds` count for nothing and are removed on the way.
 */
export async function reserveAttempt(input: { counters: AttemptCounter[]; prefix: string; longestWindowMilliseconds: number; now: Date }): Promise<AttemptThrottle> {
  const counters = [...input.counters].sort((left, right) => (left.key < right.key ? -1 : 1));
  const now = input.now.getTime();
  const throttle = await db.$transaction(async (transaction): Promise<AttemptThrottle & { startAt?: number }> => {
    for (const { key } of counters) await transaction.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
    await transaction.rateLimitCounter.deleteMany({ where: { key: { startsWith: input.prefix }, windowStart: { lte: new Date(now - input.longestWindowMilliseconds) } } });
    const recent: Date[][] = [];
    for (const counter of counters) {
      const windowMilliseconds = 'limit' in counter ? counter.limit.windowMilliseconds : counter.slowdown.windowMilliseconds;
      const rows = await transaction.rateLimitCounter.findMany({ where: { key: counter.key, windowStart: { gt: new Date(now - windowMilliseconds) } }, orderBy: { windowStart: 'asc' }, select: { windowStart: true } });
      recent.push(rows.map((row) => row.windowStart));
    }
    // Identity first: a locked identity is refused before any address is asked to wait.
    const locked = counters.reduce((latest, counter, index) => ('limit' in counter ? Math.max(latest, lockedUntil(recent[index] ?? [], counter.limit)?.getTime() ?? 0) : latest), 0);
    if (locked > 0) return { kind: 'throttled', retryAt: new Date(locked), by: 'limit' };
    const startAt = counters.reduce((latest, counter, index) => {
      if ('limit' in counter) return latest;
      const times = recent[index] ?? [];
      const previous = times.at(-1)?.getTime() ?? 0;
      return Math.max(latest, previous + attemptDelayMilliseconds(counter.slowdown, times.length));
    }, now);
    const longestHold = Math.min(...counters.map((counter) => ('slowdown' in counter ? counter.slowdown.longestHoldMilliseconds : Infinity)));
    if (startAt - now > longestHold) return { kind: 'throttled', retryAt: new Date(startAt), by: 'slowdown' };
    const rows = counters.map((counter, index) => {
      // windowStart is part of the primary key: attempts within one millisecond get distinct instants.
      const newest = recent[index]?.at(-1)?.getTime() ?? 0;
      return { key: counter.key, windowStart: new Date(Math.max('slowdown' in counter ? startAt : now, newest + 1)) };
    });
    await transaction.rateLimitCounter.createMany({ data: rows.map((row) => ({ ...row, count: 1 })) });
    return { kind: 'reserved', rows, startAt };
  });
  if (throttle.kind === 'throttled') return throttle;
  // Waited outside the transaction: no connection or lock is held while the address's turn comes.
  const wait = (throttle.startAt ?? 0) - Date.now();
  if (wait > 0) await sleep(wait);
  return { kind: 'reserved', rows: throttle.rows };
}
