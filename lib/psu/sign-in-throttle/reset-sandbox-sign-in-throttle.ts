import { db } from '@/lib/db';
import { normaliseNationalIdentityNumber } from '@/lib/psu/national-identity-number';
import { signInCounterKeys } from '@/lib/psu/sign-in-throttle/sign-in-counter-keys';

/**
 * D19: forgets a number's refused sign-ins within one TPP's sandbox world (the TPP the portal session is linked
 * to), so its developer can sign in as that customer again at once. Another world's counters are other keys, never
 * touched; the address's counters stay. False when the number is not well formed.
 */
export async function resetSandboxSignInThrottle(input: { tppId: string; customerNumber: string }): Promise<boolean> {
  const customerNumber = normaliseNationalIdentityNumber(input.customerNumber);
  const tpp = await db.tpp.findUnique({ where: { id: input.tppId }, select: { organizationIdentifier: true } });
  if (!customerNumber || !tpp) return false;
  const { numberKey } = signInCounterKeys({
    clientAddress: '',
    customerNumber,
    sandboxWorld: tpp.organizationIdentifier,
  });
  if (!numberKey) return false;
  await db.rateLimitCounter.deleteMany({ where: { key: numberKey } });
  return true;
}
