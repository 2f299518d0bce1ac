import { flowPsu } from '@/lib/sca/flow-psu';
import { findPaymentToApprove } from '@/lib/payments/approval/find-payment-to-approve';
import { listDebtorAccounts } from '@/lib/payments/approval/list-debtor-accounts';
import { namedDebtorAccount } from '@/lib/payments/approval/named-debtor-account';
import type { ScaFlow } from '@/lib/sca/sca-flow';

/**
 * Why a payment's SCA failed, for the redirect back to the TPP (D23): the TPP cancelled the payment meanwhile
 * (withdrawn), every payment date of a standing order passed before the approval (schedule-passed), the payment names a
 * debtor account the signed-in PSU may not pay from in the chosen context (debtor-account), or the PSU cancelled.
 */
export async function paymentFailureReason(
  flow: ScaFlow,
  now: Date,
): Promise<'withdrawn' | 'schedule-passed' | 'debtor-account' | 'payment-cancelled'> {
  const payment = flow.paymentId ? await findPaymentToApprove(flow.paymentId, now) : null;
  if (!payment || payment.status === 'CANC') return 'withdrawn';
  if (payment.schedule && payment.schedule.firstPaymentDate === null) return 'schedule-passed';
  const psu = flowPsu(flow);
  if (!psu) return 'payment-cancelled';
  const accounts = await listDebtorAccounts({
    ...psu,
    currency: payment.currency,
    creditorAccounts: payment.instructions.map((instruction) => instruction.creditorAccount),
  });
  return namedDebtorAccount(payment, accounts).kind === 'not-allowed' ? 'debtor-account' : 'payment-cancelled';
}
