import { db } from '@/lib/db';
import { signInCounterKeys } from '@/lib/psu/sign-in-throttle/sign-in-counter-keys';
import { numberSignInLimit } from '@/lib/psu/sign-in-throttle/sign-in-limits';
import { lockedUntil } from '@/lib/throttle/locked-until';

/** A sandbox customer's refused sign-ins in the number's window, and when its lock ends if it is locked (D19). */
export type SandboxSignInThrottle = {
  customerNumber: string;
  customerName: string;
  failures: number;
  lockedUntil: Date | null;
};

/**
 * D19: the sign-in counters of one TPP's sandbox customers that have refused sign-ins, by customer number. The
 * keys are those of the TPP's own world (its organisation identifier), so no other TPP's counters are ever read.
 */
export async function listSandboxSignInThrottles(input: {
  tppId: string;
  now: Date;
}): Promise<SandboxSignInThrottle[]> {
  const tpp = await db.tpp.findUnique({ where: { id: input.tppId }, select: { organizationIdentifier: true } });
  if (!tpp) return [];
  const customers = await db.customer.findMany({
    where: { tppId: input.tppId },
    select: { customerNumber: true, customerName: true },
    orderBy: { customerNumber: 'asc' },
  });
  const keyed = customers.map((customer) => ({
    ...customer,
    key:
      signInCounterKeys({
        clientAddress: '',
        customerNumber: customer.customerNumber,
        sandboxWorld: tpp.organizationIdentifier,
      }).numberKey ?? '',
  }));
  const since = new Date(input.now.getTime() - numberSignInLimit.windowMilliseconds);
  const rows = await db.rateLimitCounter.findMany({
    where: { key: { in: keyed.map((customer) => customer.key) }, windowStart: { gt: since } },
    orderBy: { windowStart: 'asc' },
    select: { key: true, windowStart: true },
  });
  return keyed.flatMap(({ customerNumber, customerName, key }) => {
    const failures = rows.filter((row) => row.key === key).map((row) => row.windowStart);
    return failures.length === 0
      ? []
      : [
          {
            customerNumber,
            customerName,
            failures: failures.length,
            lockedUntil: lockedUntil(failures, numberSignInLimit),
          },
        ];
  });
}
