import { createHmac } from 'node:crypto';
import type { ScaFlow } from '@/lib/sca/sca-flow';

/**
 * D29: the key of the approval codes, a secret of the PSU's web session bound to the person signed in and the context
 * chosen, so that a page rendered for an earlier person (D29) or choice of context can no longer approve anything.
 */
export function contextApprovalKey(
  sessionKey: Buffer,
  flow: Pick<ScaFlow, 'authorisationId' | 'customerId' | 'context' | 'agreementId'>,
): Buffer {
  return createHmac('sha256', sessionKey)
    .update(JSON.stringify(['sca-context', flow.authorisationId, flow.customerId, flow.context, flow.agreementId]))
    .digest();
}
