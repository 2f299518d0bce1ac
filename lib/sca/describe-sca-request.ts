import { db } from '@/lib/db';
import { findPaymentToApprove } from '@/lib/payments/approval/find-payment-to-approve';
import { formatMoney } from '@/lib/psu/i18n/messages';
import type { Messages } from '@/lib/psu/i18n/messages-en';
import type { Language } from '@/lib/psu/i18n/pick-language';
import type { ScaFlow } from '@/lib/sca/sca-flow';
import { sandboxNow } from '@/lib/sandbox/clock/sandbox-now';

/**
 * D29: what the TPP asks the PSU for, in words for the context picker: account access, a payment of an amount to a
 * payee (a bulk's or basket's count of payments), the confirmation of who they are, or a payment's cancellation.
 */
export async function describeScaRequest(flow: ScaFlow, messages: Messages, language: Language): Promise<string> {
  const text = messages.context;
  if (flow.kind === 'CONSENT') return text.asksAccess;
  if (flow.kind === 'USER_IDENTIFICATION') return text.asksIdentification;
  if (flow.kind === 'PAYMENT_CANCELLATION') return text.asksCancellation;
  if (flow.kind === 'SIGNING_BASKET')
    return text.asksPayments(flow.basketId ? await db.payment.count({ where: { basketId: flow.basketId } }) : 0);
  const payment = flow.paymentId
    ? await findPaymentToApprove(flow.paymentId, await sandboxNow({ tppId: flow.tppId }))
    : null;
  const [only, ...others] = payment?.instructions ?? [];
  if (!payment || !only) return text.asksPayments(0);
  if (others.length > 0) return text.asksPayments(others.length + 1);
  return text.asksPayment(formatMoney(only.amount, only.currency, language), only.creditorName);
}
