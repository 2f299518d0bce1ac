import { runTransaction } from '@/lib/database/after-commit';
import { Prisma } from '@/lib/generated/prisma/client';
import { readSessionCookie, sessionTokens } from '@/lib/psu/sessions/session-cookie';
import { hashSecretToken } from '@/lib/web/secret-token';
import { moveScaStatus } from '@/lib/sca/move-sca-status';
import type { ScaFlow } from '@/lib/sca/sca-flow';

/**
 * D29: "Not you? Sign in as someone else": the SCA forgets the person, their context (back to the TPP's PSU-Context),
 * its pages' drafts and this browser's marks of their sign-in, and waits at the sign-in again (RECEIVED); failed
 * sign-ins stay counted. False when the SCA had moved on: then nothing changes.
 */
export async function signInAsSomeoneElse(input: { flow: ScaFlow; cookieHeader: string | null }): Promise<boolean> {
  const { flow } = input;
  const browserMarks = sessionTokens(readSessionCookie('signed-in', input.cookieHeader)).map(hashSecretToken);
  const customerId = flow.customerId;
  if (flow.scaStatus !== 'PSU_AUTHENTICATED' || !customerId) return false;
  return runTransaction(async (client) => {
    const isReset = await moveScaStatus(
      {
        authorisationId: flow.authorisationId,
        from: 'PSU_AUTHENTICATED',
        to: 'RECEIVED',
        unchanged: { customerId, context: flow.context, agreementId: flow.agreementId },
        // A new round of the sign-in: what the first person typed, sealed in theirs, is not shown again (D29).
        data: {
          customerId: null,
          context: flow.requestedContext,
          agreementId: null,
          triedNumberCode: null,
          triedNumberAt: new Date(),
        },
      },
      client,
    );
    if (!isReset) return false;
    await client.psuWebSession.updateMany({
      where: { authorisationId: flow.authorisationId, customerId: null },
      data: { draft: Prisma.DbNull },
    });
    // A sign-in spared by an earlier SCA's mark (D17) made none of its own: that mark goes too.
    await client.psuWebSession.deleteMany({
      where: {
        customerTppId: flow.tppId,
        customerId,
        OR: [{ authorisationId: flow.authorisationId }, { tokenHash: { in: browserMarks } }],
      },
    });
    return true;
  });
}
