import { flowPsu } from '@/lib/sca/flow-psu';
import type { ApprovalPageInput } from '@/lib/payments/approval/approval-page-input';
import { approvalChoice } from '@/lib/payments/approval/approval-code';
import { findPaymentToApprove, type PaymentToApprove } from '@/lib/payments/approval/find-payment-to-approve';
import { listDebtorAccounts, type DebtorAccount } from '@/lib/payments/approval/list-debtor-accounts';
import { namedDebtorAccount } from '@/lib/payments/approval/named-debtor-account';
import { refreshDebtorAccounts } from '@/lib/payments/approval/refresh-debtor-accounts';
import { registerOnlyLimits, type RegisterOnlyLimit } from '@/lib/payments/approval/register-only-limits';

/** A debtor account as the approval page offers it, with its form value (the account and its approval code). */
export type DebtorChoice = DebtorAccount & { choice: string };

/**
 * What the payment approval page shows (D23): the payment, and either the debtor account the TPP named (as a fixed
 * choice), the PSU's accounts in the payment's currency to choose from, or the refusal of a named account the PSU
 * may not pay from, or that the bank's core cannot show the accounts now (D34: nothing to approve then). Null when the
 * flow has no payment of this TPP.
 */
export type PaymentApprovalView = {
  payment: PaymentToApprove;
  /** RCVD, or PATC waiting for another approver; otherwise only Cancel is offered. */
  isWaiting: boolean;
  debtor:
    | { kind: 'named'; account: DebtorChoice }
    | { kind: 'choose'; accounts: DebtorChoice[] }
    | { kind: 'refused' }
    | { kind: 'unavailable' };
  /** The offered accounts from which the approval would only register the payment (said before approving, D23). */
  registerOnly: RegisterOnlyLimit[];
};

export async function paymentApprovalView(input: ApprovalPageInput): Promise<PaymentApprovalView | null> {
  const { flow } = input;
  const payment = flow.paymentId ? await findPaymentToApprove(flow.paymentId, input.now) : null;
  const psu = flowPsu(flow);
  if (!payment || payment.tppId !== flow.tppId || !psu) return null;
  const isWaiting = payment.status === 'RCVD' || payment.status === 'PATC';
  const listInput = {
    ...psu,
    currency: payment.currency,
    creditorAccounts: payment.instructions.map((instruction) => instruction.creditorAccount),
  };
  const listed = await listDebtorAccounts(listInput);
  const refresh = await refreshDebtorAccounts({ accounts: listed, now: input.now });
  if (refresh.kind === 'unavailable') return { payment, isWaiting, debtor: { kind: 'unavailable' }, registerOnly: [] };
  const accounts = (refresh.isRefreshed ? await listDebtorAccounts(listInput) : listed).filter(
    (account) => !refresh.unknownIds.has(account.id),
  );
  const withChoice = (account: DebtorAccount): DebtorChoice => ({
    ...account,
    choice: approvalChoice({ key: input.approvalKey, payment, debtor: account }),
  });
  const named = namedDebtorAccount(payment, accounts);
  // A PATC payment is approved in full or refused (over-limit): only a RCVD one can be registered.
  const limitsOf = (offered: DebtorAccount[]) =>
    payment.status === 'RCVD'
      ? registerOnlyLimits(offered.map((account) => ({ account, amount: payment.totalAmount })))
      : [];
  if (named.kind === 'not-allowed') return { payment, isWaiting, debtor: { kind: 'refused' }, registerOnly: [] };
  if (named.kind === 'allowed')
    return {
      payment,
      isWaiting,
      debtor: { kind: 'named', account: withChoice(named.account) },
      registerOnly: limitsOf([named.account]),
    };
  return {
    payment,
    isWaiting,
    debtor: { kind: 'choose', accounts: accounts.map(withChoice) },
    registerOnly: limitsOf(accounts),
  };
}
