import type { PaymentToApprove } from '@/lib/payments/approval/find-payment-to-approve';
import type { DebtorAccount } from '@/lib/payments/approval/list-debtor-accounts';
import { namedDebtorAccount } from '@/lib/payments/approval/named-debtor-account';

export type BasketDebtorAccountsInput = {
  payments: PaymentToApprove[];
  accounts: DebtorAccount[];
  chosenId: string | null;
};

/**
 * D25: the debtor account of each payment of a basket: the one it names (D23's rule: it must be one the PSU may pay
 * from, else the whole approval is refused), or the PSU's one choice for the payments that name none, which must be an
 * account in that payment's currency. Null for a payment without a usable account.
 */
export function basketDebtorAccounts(input: BasketDebtorAccountsInput): (DebtorAccount | null)[] | 'refused' {
  const debtors: (DebtorAccount | null)[] = [];
  for (const payment of input.payments) {
    const accounts = input.accounts.filter((account) => account.currency === payment.currency);
    const named = namedDebtorAccount(payment, accounts);
    if (named.kind === 'not-allowed') return 'refused';
    debtors.push(
      named.kind === 'allowed' ? named.account : (accounts.find((account) => account.id === input.chosenId) ?? null),
    );
  }
  return debtors;
}
