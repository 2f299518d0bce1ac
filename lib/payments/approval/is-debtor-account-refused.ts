import { findPaymentToApprove } from '@/lib/payments/approval/find-payment-to-approve';
import { listDebtorAccounts } from '@/lib/payments/approval/list-debtor-accounts';
import { namedDebtorAccount } from '@/lib/payments/approval/named-debtor-account';
import type { ScaFlow } from '@/lib/sca/sca-flow';

/** D23: whether a payment SCA names a debtor account its signed-in PSU may not pay from in the chosen context. */
export async function isDebtorAccountRefused(flow: ScaFlow): Promise<boolean> {
  if (!flow.paymentId || !flow.customerId || !flow.context) return false;
  const payment = await findPaymentToApprove(flow.paymentId);
  if (!payment) return false;
  const accounts = await listDebtorAccounts({ tppId: flow.tppId, customerId: flow.customerId, context: flow.context, agreementId: flow.agreementId, currency: payment.currency });
  return namedDebtorAccount(payment, accounts).kind === 'not-allowed';
}
