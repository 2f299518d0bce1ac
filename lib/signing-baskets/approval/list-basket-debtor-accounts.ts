import type { PsuContext } from '@/lib/generated/prisma/enums';
import type { PaymentToApprove } from '@/lib/payments/approval/find-payment-to-approve';
import { listDebtorAccounts, type DebtorAccount } from '@/lib/payments/approval/list-debtor-accounts';

/** D25: the accounts the PSU may pay from (D23's rule) in every currency of the basket's payments. */
export async function listBasketDebtorAccounts(input: { tppId: string; customerId: string; context: PsuContext; agreementId: string | null; payments: PaymentToApprove[] }): Promise<DebtorAccount[]> {
  const currencies = [...new Set(input.payments.map((payment) => payment.currency))];
  const lists = await Promise.all(currencies.map((currency) => listDebtorAccounts({ tppId: input.tppId, customerId: input.customerId, context: input.context, agreementId: input.agreementId, currency })));
  return lists.flat();
}
