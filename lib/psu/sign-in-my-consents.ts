import { db } from '@/lib/db';
import { isSandbox } from '@/lib/env';
import { normaliseNationalIdentityNumber } from '@/lib/psu/national-identity-number';
import { createWebSession } from '@/lib/psu/web-session';

export type MyConsentsSignIn = { kind: 'signed-in'; token: string; expiresAt: Date } | { kind: 'retry'; error: 'format' | 'unknown' | 'provider' };

/**
 * "My consents" sign-in, the same simplified SCA as the redirect flow (spec 6). D4 gives every TPP its own sandbox
 * world with the same known customer numbers, so in the sandbox the PSU also names whose world (the provider's
 * organisation identifier, as in its certificate): one developer's revocations never touch another TPP's sandbox.
 * Production needs the bank's real SCA method, which this service does not have yet: there sign-in fails closed.
 */
export async function signInMyConsents(input: { nationalIdentityNumber: string; providerId: string; now: Date }): Promise<MyConsentsSignIn> {
  const customerNumber = normaliseNationalIdentityNumber(input.nationalIdentityNumber);
  if (!customerNumber) return { kind: 'retry', error: 'format' };
  if (!isSandbox) return { kind: 'retry', error: 'unknown' };
  const organizationIdentifier = input.providerId.trim().toUpperCase();
  if (!/^[A-Z0-9-]{3,64}$/.test(organizationIdentifier)) return { kind: 'retry', error: 'provider' };
  const customer = await db.customer.findFirst({
    where: { customerNumber, customerType: 'PRIVATE', tpp: { organizationIdentifier } },
    select: { id: true, tppId: true },
  });
  if (!customer) return { kind: 'retry', error: 'unknown' };
  const session = await createWebSession({ customerTppId: customer.tppId, customerId: customer.id, now: input.now });
  return { kind: 'signed-in', ...session };
}
