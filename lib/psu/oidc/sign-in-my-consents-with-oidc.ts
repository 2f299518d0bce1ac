import { productionDataOwner } from '@/lib/tpp/bank-data-owner-id';
import { db } from '@/lib/db';
import { createWebSession } from '@/lib/psu/sessions/web-session';
import type { OidcOutcome } from './finish-oidc-sign-in';

export type MyConsentsOidcSignIn =
  | { kind: 'signed-in'; token: string; expiresAt: Date }
  | { kind: 'refused'; error?: 'not-customer' | 'identity-provider' };

/**
 * D32: "My consents" in production, signed in at the bank's identity provider: the person's private customer in the
 * bank's data gets the same web session the sandbox sign-in gives (signInMyConsents). Cancelling there is no error.
 */
export async function signInMyConsentsWithOidc(input: {
  outcome: OidcOutcome;
  now: Date;
}): Promise<MyConsentsOidcSignIn> {
  const { outcome } = input;
  if (outcome.kind === 'cancelled') return { kind: 'refused' };
  if (outcome.kind !== 'identified')
    return { kind: 'refused', error: outcome.kind === 'unknown-subject' ? 'not-customer' : 'identity-provider' };
  const customer = await db.customer.findUnique({
    where: { tppId_customerNumber: { tppId: productionDataOwner.id, customerNumber: outcome.nationalIdentityNumber } },
    select: { id: true, customerType: true },
  });
  if (!customer || customer.customerType !== 'PRIVATE') return { kind: 'refused', error: 'not-customer' };
  const session = await createWebSession({
    customerTppId: productionDataOwner.id,
    customerId: customer.id,
    now: input.now,
  });
  return { kind: 'signed-in', ...session };
}
