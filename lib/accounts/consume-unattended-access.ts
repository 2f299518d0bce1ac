import { Prisma } from '@/lib/generated/prisma/client';
import { queryRows } from '@/lib/database/raw-sql';
import { Xs2aError } from '@/lib/xs2a/xs2a-error';

/** Spec "Limits": without the PSU present, at most 4 calls per 24 hours per TPP, account (or card account, D20) and service. */
export const unattendedCallsPerDay = 4;

const windowMilliseconds = 24 * 60 * 60 * 1000;

/** One service of one account (or card account) that a call reads. */
export type UnattendedRead = { accountId: string; service: 'balances' | 'transactions' };

type KeyCalls = { key: string; calls: number; firstAt: Date | null };

export type ConsumeUnattendedAccessInput = {
  tppId: string;
  reads: UnattendedRead[];
  now: Date;
  /** Only refuses a call whose window is full, counting nothing: a check before work the call must not cause. */
  isCheckOnly?: boolean;
};

/**
 * D15: counts a call without the PSU present against every read it makes, all or none; when one read's 24-hour window
 * is full, 429 ACCESS_EXCEEDED and nothing is counted. Serialised across instances by advisory locks, in one round trip
 * (`consume_unattended_access`, D13, D31).
 */
export async function consumeUnattendedAccess(input: ConsumeUnattendedAccessInput): Promise<void> {
  const readsByKey = new Map(
    input.reads.map((read) => [`unattended:${read.service}:${input.tppId}:${read.accountId}`, read]),
  );
  const keys = [...readsByKey.keys()];
  if (keys.length === 0) return;
  const now = input.now.toISOString();
  const windowStartsAt = new Date(input.now.getTime() - windowMilliseconds).toISOString();
  // One round trip (D31): the function takes the locks, then counts in a statement of its own, on a fresh snapshot.
  const counted = await queryRows<KeyCalls>(
    Prisma.sql`SELECT "counted_key" AS "key", "counted_calls" AS "calls", "first_at" AS "firstAt" FROM consume_unattended_access(${keys}::text[], ${windowStartsAt}::timestamptz AT TIME ZONE 'UTC', ${now}::timestamptz AT TIME ZONE 'UTC', ${unattendedCallsPerDay}::int, ${input.isCheckOnly === true}::boolean)`,
    { prepared: true },
  );
  const callsByKey = new Map(counted.map((row) => [row.key, row]));
  const fullKey = keys.find((key) => (callsByKey.get(key)?.calls ?? 0) >= unattendedCallsPerDay);
  if (fullKey) {
    const read = readsByKey.get(fullKey) as UnattendedRead;
    const retryAt = (callsByKey.get(fullKey)?.firstAt?.getTime() ?? input.now.getTime()) + windowMilliseconds;
    const retryAfterSeconds = Math.max(1, Math.ceil((retryAt - input.now.getTime()) / 1000));
    throw new Xs2aError('ACCESS_EXCEEDED', {
      text: `Without the PSU present, ${read.service} of account ${read.accountId} may be read at most ${unattendedCallsPerDay} times in 24 hours. Send PSU-IP-Address when the PSU is present.`,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
}
