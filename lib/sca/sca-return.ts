import { paymentFailureReason } from '@/lib/payments/approval/payment-failure-reason';
import { basketFailureReason } from '@/lib/signing-baskets/approval/basket-failure-reason';
import { corporateIdFor } from '@/lib/psu/corporate-pseudonym';
import { psuIdFor } from '@/lib/psu/psu-pseudonym';
import type { ScaFlow } from '@/lib/sca/sca-flow';
import { maxFailedSignIns, scaFailures, type ScaFailureReason } from '@/lib/sca/sca-failure';
import { approvedTransactionStatus } from '@/lib/sca/approved-transaction-status';
import { failureReturnUrl, successReturnUrl } from '@/lib/sca/tpp-return-url';
import { sandboxNow } from '@/lib/sandbox/clock/sandbox-now';

/**
 * `reason`: why a failed SCA failed (D29: three failed sign-ins get a page of their own before the return);
 * `isRegistered`: the approval only registered the payment (PATC), another approver must still approve it.
 */
export type ScaReturn =
  | { outcome: 'success'; isRegistered: boolean; url: string }
  | { outcome: 'failure'; reason: ScaFailureReason; url: string };

/**
 * Where a finished SCA sends the PSU (spec "SCA redirect flow" 4 and 5): TPP-Redirect-URI with psu-id,
 * psu-corporate-id, tpp-session-id, context (and a payment's or basket's transactionStatus, D29) after approval; after
 * a failure TPP-Nok-Redirect-URI (or TPP-Redirect-URI) with system, status, code and message. Null while still open.
 */
export async function scaReturn(flow: ScaFlow): Promise<ScaReturn | null> {
  if (flow.scaStatus === 'FINALISED' && flow.customerId && flow.context) {
    const psuId = await psuIdFor({ tppId: flow.tppId, customerId: flow.customerId });
    const psuCorporateId =
      flow.context === 'CORPORATE' && flow.agreementId
        ? await corporateIdFor({ tppId: flow.tppId, agreementId: flow.agreementId })
        : null;
    const transactionStatus = await approvedTransactionStatus(flow);
    return {
      outcome: 'success',
      isRegistered: transactionStatus === 'PATC' || transactionStatus === 'PART',
      url: successReturnUrl(flow.tppRedirectUri, {
        psuId,
        psuCorporateId,
        tppSessionId: flow.tppSessionId,
        context: flow.context,
        transactionStatus,
      }),
    };
  }
  if (flow.scaStatus === 'FAILED') {
    const reason = await failureReason(flow);
    return {
      outcome: 'failure',
      reason,
      url: failureReturnUrl(flow.tppNokRedirectUri ?? flow.tppRedirectUri, scaFailures[reason]),
    };
  }
  return null;
}

async function failureReason(flow: ScaFlow): Promise<ScaFailureReason> {
  if (flow.failedAttempts >= maxFailedSignIns) return 'credentials';
  if (flow.hasSessionEnded)
    return flow.kind === 'PAYMENT' || flow.kind === 'SIGNING_BASKET' ? 'payment-session-ended' : 'session-ended';
  const reason = await reasonOfKind(flow);
  // D17: an SCA whose link was never opened did not fail by the PSU's choice: its link expired (unless the TPP withdrew it).
  if (!flow.isLinkOpened && reason === 'cancelled') return 'link-expired';
  if (!flow.isLinkOpened && reason === 'payment-cancelled') return 'payment-link-expired';
  return reason;
}

// D16: the payment is read as of its TPP's sandbox time, as the approval that failed read it.
async function reasonOfKind(flow: ScaFlow): Promise<ScaFailureReason> {
  if (flow.kind === 'PAYMENT') return paymentFailureReason(flow, await sandboxNow({ tppId: flow.tppId }));
  if (flow.kind === 'SIGNING_BASKET') return basketFailureReason(flow, await sandboxNow({ tppId: flow.tppId }));
  return flow.consentStatus === 'terminatedByTpp' ? 'withdrawn' : 'cancelled';
}
