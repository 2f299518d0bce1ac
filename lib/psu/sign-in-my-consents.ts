import { db } from '@/lib/db';
import { isSandbox } from '@/lib/env';
import type { SandboxWorldTpp } from '@/lib/psu/my-consents-sandbox-world';
import { normaliseNationalIdentityNumber } from '@/lib/psu/national-identity-number';
import { releaseSignIn } from '@/lib/psu/sign-in-throttle/release-sign-in';
import { reserveSignIn, type SignInThrottleReason } from '@/lib/psu/sign-in-throttle/reserve-sign-in';
import { createWebSession } from '@/lib/psu/sessions/web-session';

export type MyConsentsSignIn =
  | { kind: 'signed-in'; token: string; expiresAt: Date }
  | { kind: 'retry'; error: 'format' | 'unknown' }
  /** Sandbox without a portal session of a developer linked to a TPP: no world to look the number up in. */
  | { kind: 'no-sandbox-world' }
  | { kind: 'throttled'; retryAt: Date; reason: SignInThrottleReason };

export type SignInMyConsentsInput = {
  nationalIdentityNumber: string;
  sandboxTpp: SandboxWorldTpp | null;
  clientAddress: string;
  now: Date;
};

/**
 * D17: the sandbox's "My consents" sign-in (spec 6), looking the number up only in the world of the portal developer's
 * TPP (`sandboxTpp`), throttled first; production signs in at the bank's identity provider instead.
 */
export async function signInMyConsents(input: SignInMyConsentsInput): Promise<MyConsentsSignIn> {
  const { sandboxTpp } = input;
  if (isSandbox && !sandboxTpp) return { kind: 'no-sandbox-world' };
  const customerNumber = normaliseNationalIdentityNumber(input.nationalIdentityNumber);
  const sandboxWorld = sandboxTpp?.organizationIdentifier ?? null;
  const throttle = await reserveSignIn({
    clientAddress: input.clientAddress,
    customerNumber,
    sandboxWorld,
    now: input.now,
  });
  if (throttle.kind === 'throttled') return throttle;
  const { reservation } = throttle;
  if (!customerNumber) {
    await releaseSignIn({ reservation, isSignedIn: false });
    return { kind: 'retry', error: 'format' };
  }
  if (!isSandbox || !sandboxTpp) return { kind: 'retry', error: 'unknown' };
  const customer = await db.customer.findFirst({
    where: { customerNumber, customerType: 'PRIVATE', tppId: sandboxTpp.id },
    select: { id: true },
  });
  if (!customer) return { kind: 'retry', error: 'unknown' };
  await releaseSignIn({ reservation, isSignedIn: true });
  const session = await createWebSession({ customerTppId: sandboxTpp.id, customerId: customer.id, now: input.now });
  return { kind: 'signed-in', ...session };
}
