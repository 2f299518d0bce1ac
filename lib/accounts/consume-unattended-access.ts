import { db } from '@/lib/db';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** Spec "Limits": without the PSU present, at most 4 calls per 24 hours per TPP, account (or card account, D20) and service. */
export const unattendedCallsPerDay = 4;

const windowMilliseconds = 24 * 60 * 60 * 1000;

/**
 * Counts one call made without the PSU present, or refuses it with 429 ACCESS_EXCEEDED when the rolling 24-hour window
 * is full. Each call is a row of RateLimitCounter keyed by (TPP, account, service); a transaction-scoped advisory lock on
 * the key serialises concurrent calls, so any number of instances on one database count as one (D13).
 */
export async function consumeUnattendedAccess(input: { tppId: string; accountId: string; service: 'balances' | 'transactions'; now: Date }): Promise<void> {
  const key = `unattended:${input.service}:${input.tppId}:${input.accountId}`;
  const windowStartsAt = new Date(input.now.getTime() - windowMilliseconds);
  const accepted = await db.$transaction(async (transaction) => {
    await transaction.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
    await transaction.rateLimitCounter.deleteMany({ where: { key, windowStart: { lte: windowStartsAt } } });
    const used = await transaction.rateLimitCounter.count({ where: { key } });
    if (used >= unattendedCallsPerDay) {
      const oldest = await transaction.rateLimitCounter.findFirst({ where: { key }, orderBy: { windowStart: 'asc' } });
      return { ok: false as const, retryAt: new Date((oldest?.windowStart ?? input.now).getTime() + windowMilliseconds) };
    }
    // windowStart is part of the key: two calls in the same millisecond get distinct instants.
    const newest = await transaction.rateLimitCounter.findFirst({ where: { key }, orderBy: { windowStart: 'desc' } });
    const at = new Date(Math.max(input.now.getTime(), (newest?.windowStart.getTime() ?? 0) + 1));
    await transaction.rateLimitCounter.create({ data: { key, windowStart: at, count: 1 } });
    return { ok: true as const };
  });
  if (!accepted.ok) {
    const retryAfterSeconds = Math.max(1, Math.ceil((accepted.retryAt.getTime() - input.now.getTime()) / 1000));
    throw new Xs2aError('ACCESS_EXCEEDED', {
      text: `Without the PSU present, ${input.service} of this account may be read at most ${unattendedCallsPerDay} times in 24 hours. Send PSU-IP-Address when the PSU is present.`,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
}
