import { runTransaction } from '@/lib/database/after-commit';
import { Prisma } from '@/lib/generated/prisma/client';
import { moveScaStatus } from '@/lib/sca/move-sca-status';
import type { ScaFlow } from '@/lib/sca/sca-flow';

/**
 * D29: "Not you? Sign in as someone else": the SCA forgets the person signed in, their context and the drafts of its
 * pages, and this browser's mark of their sign-in, at once, and waits at the sign-in again (RECEIVED). The failed
 * sign-ins stay counted. False when the SCA had moved on (another person, another step): then nothing changes.
 */
export async function signInAsSomeoneElse(input: { flow: ScaFlow }): Promise<boolean> {
  const { flow } = input;
  const customerId = flow.customerId;
  if (flow.scaStatus !== 'PSU_AUTHENTICATED' || !customerId) return false;
  return runTransaction(async (client) => {
    const isReset = await moveScaStatus(
      {
        authorisationId: flow.authorisationId,
        from: 'PSU_AUTHENTICATED',
        to: 'RECEIVED',
        unchanged: { customerId, context: flow.context, agreementId: flow.agreementId },
        data: { customerId: null, context: null, agreementId: null },
      },
      client,
    );
    if (!isReset) return false;
    await client.psuWebSession.updateMany({
      where: { authorisationId: flow.authorisationId, customerId: null },
      data: { draft: Prisma.DbNull },
    });
    await client.psuWebSession.deleteMany({
      where: { authorisationId: flow.authorisationId, customerTppId: flow.tppId, customerId },
    });
    return true;
  });
}
