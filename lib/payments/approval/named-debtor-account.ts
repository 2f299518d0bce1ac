import type { DebtorAccount } from '@/lib/payments/approval/list-debtor-accounts';
import type { PaymentToApprove } from '@/lib/payments/approval/find-payment-to-approve';

/**
 * The debtor account the TPP named in the payment, among the accounts the PSU may pay from (D23): none named (the PSU
 * chooses), one of them, or one the PSU may not pay from in this context, which fails the SCA.
 */
export type NamedDebtor = { kind: 'none' } | { kind: 'allowed'; account: DebtorAccount } | { kind: 'not-allowed' };

export function namedDebtorAccount(payment: PaymentToApprove, accounts: DebtorAccount[]): NamedDebtor {
  if (!payment.debtorAccountId && !payment.debtorIban && !payment.debtorBban) return { kind: 'none' };
  const account = accounts.find(
    (candidate) =>
      (payment.debtorAccountId !== null && candidate.id === payment.debtorAccountId) ||
      (payment.debtorIban !== null && candidate.iban === payment.debtorIban) ||
      (payment.debtorBban !== null && candidate.bban === payment.debtorBban),
  );
  return account ? { kind: 'allowed', account } : { kind: 'not-allowed' };
}
