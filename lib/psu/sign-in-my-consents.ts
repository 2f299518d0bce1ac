import { db } from '@/lib/db';
import { isSandbox } from '@/lib/env';
import { normaliseNationalIdentityNumber } from '@/lib/psu/national-identity-number';
import { releaseSignIn } from '@/lib/psu/release-sign-in';
import { reserveSignIn } from '@/lib/psu/reserve-sign-in';
import { createWebSession } from '@/lib/psu/web-session';

export type MyConsentsSignIn =
  | { kind: 'signed-in'; token: string; expiresAt: Date }
  | { kind: 'retry'; error: 'format' | 'unknown' | 'provider' }
  | { kind: 'throttled'; retryAt: Date };

const organizationIdentifierPattern = /^[A-Z0-9-]{3,64}$/;

/**
 * "My consents" sign-in, the same simplified SCA as the redirect flow (spec 6). D4 gives every TPP its own sandbox
 * world with the same known customer numbers, so in the sandbox the PSU also names whose world (the provider's
 * organisation identifier, as in its certificate): one developer's revocations never touch another TPP's sandbox.
 * Production signs in at the bank's identity provider instead (D32, lib/psu/oidc): there this form fails closed.
 * D19: the client and the number are throttled before anything is looked up; input that is not well formed is not
 * counted.
 */
export async function signInMyConsents(input: { nationalIdentityNumber: string; providerId: string; clientAddress: string; now: Date }): Promise<MyConsentsSignIn> {
  const customerNumber = normaliseNationalIdentityNumber(input.nationalIdentityNumber);
  const organizationIdentifier = input.providerId.trim().toUpperCase();
  const isProviderWellFormed = organizationIdentifierPattern.test(organizationIdentifier);
  const sandboxWorld = isProviderWellFormed ? organizationIdentifier : null;
  const throttle = await reserveSignIn({ clientAddress: input.clientAddress, customerNumber, sandboxWorld, now: input.now });
  if (throttle.kind === 'throttled') return throttle;
  const { reservation } = throttle;
  if (!customerNumber || (isSandbox && !isProviderWellFormed)) {
    await releaseSignIn({ reservation, isSignedIn: false });
    return { kind: 'retry', error: customerNumber ? 'provider' : 'format' };
  }
  if (!isSandbox) return { kind: 'retry', error: 'unknown' };
  const customer = await db.customer.findFirst({
    where: { customerNumber, customerType: 'PRIVATE', tpp: { organizationIdentifier } },
    select: { id: true, tppId: true },
  });
  if (!customer) return { kind: 'retry', error: 'unknown' };
  await releaseSignIn({ reservation, isSignedIn: true });
  const session = await createWebSession({ customerTppId: customer.tppId, customerId: customer.id, now: input.now });
  return { kind: 'signed-in', ...session };
}
