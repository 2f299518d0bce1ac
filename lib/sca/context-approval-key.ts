import { createHmac } from 'node:crypto';
import type { ScaFlow } from '@/lib/sca/sca-flow';

/**
 * D29: the key of the approval codes, a secret of the PSU's web session bound to the context chosen, so that a page
 * rendered for an earlier choice of context can no longer approve anything.
 */
export function contextApprovalKey(
  sessionKey: Buffer,
  flow: Pick<ScaFlow, 'authorisationId' | 'context' | 'agreementId'>,
): Buffer {
  return createHmac('sha256', sessionKey)
    .update(JSON.stringify(['sca-context', flow.authorisationId, flow.context, flow.agreementId]))
    .digest();
}
