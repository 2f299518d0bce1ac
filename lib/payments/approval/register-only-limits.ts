import type { DebtorAccount } from '@/lib/payments/approval/list-debtor-accounts';
import { paymentApprovalLevel } from '@/lib/payments/approval/payment-approval-level';

/**
 * An account from which the PSU's approval would only register a payment (D23: PATC, another approver needed), with
 * the PSU's approval limit on it in minor units of its currency (D7); null: the PSU may only register, never approve.
 */
export type RegisterOnlyLimit = {
  accountId: string;
  accountName: string;
  currency: string;
  approvalLimit: bigint | null;
};

/** The accounts among `payments`' debtor accounts on which the PSU's approval would only register, each once. */
export function registerOnlyLimits(payments: { account: DebtorAccount; amount: bigint }[]): RegisterOnlyLimit[] {
  const limits = new Map<string, RegisterOnlyLimit>();
  for (const { account, amount } of payments) {
    if (limits.has(account.id) || paymentApprovalLevel(account.authority, amount) !== 'register') continue;
    limits.set(account.id, {
      accountId: account.id,
      accountName: account.name,
      currency: account.currency,
      approvalLimit: account.authority.canApprove ? account.authority.approvalLimit : null,
    });
  }
  return [...limits.values()];
}
