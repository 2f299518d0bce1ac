import { createHmac } from 'node:crypto';
import type { ScaFlow } from '@/lib/sca/sca-flow';

/**
 * D23's approval codes are keyed with a secret of the PSU's web session; D29 binds that key to the context the PSU
 * chose as well (Private, or Corporate in one agreement). Going back to the context picker and choosing again gives
 * another key, so a payment or basket page rendered for the earlier choice (another tab, the browser's Back) can no
 * longer approve anything.
 */
export function contextApprovalKey(sessionKey: Buffer, flow: Pick<ScaFlow, 'authorisationId' | 'context' | 'agreementId'>): Buffer {
  return createHmac('sha256', sessionKey).update(JSON.stringify(['sca-context', flow.authorisationId, flow.context, flow.agreementId])).digest();
}
