import { setTimeout as sleep } from 'node:timers/promises';
import { db } from '@/lib/db';
import type { AttemptCounter } from '@/lib/throttle/attempt-rules';
import { decideAttempt } from '@/lib/throttle/decide-attempt';

export type { AttemptCounter, AttemptLimit, AttemptSlowdown } from '@/lib/throttle/attempt-rules';

/** The counter rows one attempt holds: kept when it fails, deleted when it does not count. */
export type AttemptRows = { key: string; windowStart: Date }[];

/** `by`: an identity's lockout (`limit`) or an address's slowdown whose wait is longer than the server holds one. */
export type AttemptThrottle =
  { kind: 'reserved'; rows: AttemptRows } | { kind: 'throttled'; retryAt: Date; by: 'limit' | 'slowdown' };

export type ReserveAttemptInput = {
  counters: AttemptCounter[];
  prefix: string;
  longestWindowMilliseconds: number;
  now: Date;
};

/**
 * D19: takes one attempt from each counter before anything is checked (decideAttempt), under an advisory lock per key,
 * or says when the next is allowed; a start within the hold is awaited after the commit. Rows of `prefix` older than
 * `longestWindowMilliseconds` are removed on the way.
 */
export async function reserveAttempt(input: ReserveAttemptInput): Promise<AttemptThrottle> {
  const counters = [...input.counters].sort((left, right) => (left.key < right.key ? -1 : 1));
  const now = input.now.getTime();
  const decision = await db.$transaction(async (transaction) => {
    for (const { key } of counters)
      await transaction.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
    await transaction.rateLimitCounter.deleteMany({
      where: {
        key: { startsWith: input.prefix },
        windowStart: { lte: new Date(now - input.longestWindowMilliseconds) },
      },
    });
    const recent: Date[][] = [];
    for (const counter of counters) {
      const windowMilliseconds =
        'limit' in counter ? counter.limit.windowMilliseconds : counter.slowdown.windowMilliseconds;
      const rows = await transaction.rateLimitCounter.findMany({
        where: { key: counter.key, windowStart: { gt: new Date(now - windowMilliseconds) } },
        orderBy: { windowStart: 'asc' },
        select: { windowStart: true },
      });
      recent.push(rows.map((row) => row.windowStart));
    }
    const decided = decideAttempt({ counters, recent, now: input.now });
    if (decided.kind === 'reserved')
      await transaction.rateLimitCounter.createMany({ data: decided.rows.map((row) => ({ ...row, count: 1 })) });
    return decided;
  });
  if (decision.kind === 'throttled') return decision;
  // Waited outside the transaction: no connection or lock is held while the address's turn comes.
  const wait = decision.startAt.getTime() - Date.now();
  if (wait > 0) await sleep(wait);
  return { kind: 'reserved', rows: decision.rows };
}
