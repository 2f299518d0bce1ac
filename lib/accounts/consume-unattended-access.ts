import { db } from '@/lib/db';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** Spec "Limits": without the PSU present, at most 4 calls per 24 hours per TPP, account (or card account, D20) and service. */
export const unattendedCallsPerDay = 4;

const windowMilliseconds = 24 * 60 * 60 * 1000;

/** One service of one account (or card account) that a call reads. */
export type UnattendedRead = { accountId: string; service: 'balances' | 'transactions' };

/**
 * Counts a call made without the PSU present against every read it makes, all or none: when one read's rolling 24-hour
 * window is full the call is refused with 429 ACCESS_EXCEEDED and none of its reads is counted (D15), so a report
 * with `withBalance=true` or a list with balances never uses a call it was not served. Each read is a row of
 * RateLimitCounter keyed by (TPP, account, service); transaction-scoped advisory locks on the keys serialise concurrent
 * calls, so any number of instances on one database count as one (D13).
 */
export async function consumeUnattendedAccess(input: { tppId: string; reads: UnattendedRead[]; now: Date }): Promise<void> {
  const readsByKey = new Map(input.reads.map((read) => [`unattended:${read.service}:${input.tppId}:${read.accountId}`, read]));
  const keys = [...readsByKey.keys()];
  if (keys.length === 0) return;
  const windowStartsAt = new Date(input.now.getTime() - windowMilliseconds);
  const refusal = await db.$transaction(async (transaction) => {
    // The locks are taken in one order (by lock id), so two calls over overlapping accounts cannot deadlock.
    await transaction.$executeRaw`SELECT pg_advisory_xact_lock(lock_id) FROM (SELECT DISTINCT hashtextextended(key, 0) AS lock_id FROM unnest(${keys}::text[]) AS key ORDER BY lock_id) AS locks`;
    await transaction.rateLimitCounter.deleteMany({ where: { key: { in: keys }, windowStart: { lte: windowStartsAt } } });
    const calls = await transaction.rateLimitCounter.findMany({ where: { key: { in: keys } }, select: { key: true, windowStart: true }, orderBy: { windowStart: 'asc' } });
    const callsOf = (key: string) => calls.filter((call) => call.key === key).map((call) => call.windowStart.getTime());
    const fullKey = keys.find((key) => callsOf(key).length >= unattendedCallsPerDay);
    if (fullKey) return { read: readsByKey.get(fullKey) as UnattendedRead, retryAt: new Date((callsOf(fullKey)[0] ?? input.now.getTime()) + windowMilliseconds) };
    // windowStart is part of the key: two calls in the same millisecond get distinct instants.
    const data = keys.map((key) => ({ key, windowStart: new Date(Math.max(input.now.getTime(), (callsOf(key).at(-1) ?? 0) + 1)), count: 1 }));
    await transaction.rateLimitCounter.createMany({ data });
    return undefined;
  });
  if (refusal) {
    const retryAfterSeconds = Math.max(1, Math.ceil((refusal.retryAt.getTime() - input.now.getTime()) / 1000));
    throw new Xs2aError('ACCESS_EXCEEDED', {
      text: `Without the PSU present, ${refusal.read.service} of account ${refusal.read.accountId} may be read at most ${unattendedCallsPerDay} times in 24 hours. Send PSU-IP-Address when the PSU is present.`,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
}
