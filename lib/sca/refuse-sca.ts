import type { Prisma } from '@/lib/generated/prisma/client';
import { failSca } from '@/lib/sca/fail-sca';
import type { ScaFlow } from '@/lib/sca/sca-flow';

/**
 * The SCA fails because the PSU refused, or may not approve, what it is for: its consent is rejected and its payments
 * still waiting for it are rejected (D23). Inside the caller's `runTransaction`; false when it had already moved on.
 */
export function refuseSca(input: { flow: ScaFlow; now: Date }, client: Prisma.TransactionClient): Promise<boolean> {
  const { flow } = input;
  return failSca(
    {
      authorisationId: flow.authorisationId,
      from: flow.scaStatus,
      consentId: flow.consentId,
      paymentId: flow.paymentId,
      basketId: flow.basketId,
      ending: 'refused',
      now: input.now,
    },
    client,
  );
}
