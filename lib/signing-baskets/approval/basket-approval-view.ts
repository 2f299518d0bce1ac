import { flowPsu } from '@/lib/sca/flow-psu';
import type { ApprovalPageInput } from '@/lib/payments/approval/approval-page-input';
import type { DebtorAccount } from '@/lib/payments/approval/list-debtor-accounts';
import type { DebtorChoice } from '@/lib/payments/approval/payment-approval-view';
import { registerOnlyLimits, type RegisterOnlyLimit } from '@/lib/payments/approval/register-only-limits';
import { basketApprovalChoice } from '@/lib/signing-baskets/approval/basket-approval-code';
import { basketDebtorAccounts } from '@/lib/signing-baskets/approval/basket-debtor-accounts';
import { findBasketToApprove, type BasketToApprove } from '@/lib/signing-baskets/approval/find-basket-to-approve';
import { listBasketDebtorAccounts } from '@/lib/signing-baskets/approval/list-basket-debtor-accounts';
import { refreshDebtorAccounts } from '@/lib/payments/approval/refresh-debtor-accounts';

/**
 * What the basket approval page shows (D25): every payment, the totals per currency, and either one fixed approval
 * (every payment names an account the PSU may pay from), the PSU's accounts to choose one from for the payments that
 * name none, the refusal of a named account, or that the bank's core cannot show the accounts now (D34). Null when the
 * flow has no basket of this TPP.
 */
export type BasketApprovalView = {
  basket: BasketToApprove;
  totals: { currency: string; amount: bigint }[];
  /** Each payment's paying account: the one it names, or null for the one the PSU chooses on the form. */
  paidFrom: (DebtorAccount | null)[];
  /** Every payment still RCVD; otherwise only Cancel is offered. */
  isWaiting: boolean;
  debtor:
    | { kind: 'named'; choice: string }
    | { kind: 'choose'; accounts: DebtorChoice[] }
    | { kind: 'refused' }
    | { kind: 'unavailable' };
  /** The accounts from which the approval would only register a payment of the basket (said before approving, D23). */
  registerOnly: RegisterOnlyLimit[];
};

export async function basketApprovalView(input: ApprovalPageInput): Promise<BasketApprovalView | null> {
  const { flow } = input;
  const basket = flow.basketId ? await findBasketToApprove(flow.basketId, input.now) : null;
  const psu = flowPsu(flow);
  if (!basket || basket.tppId !== flow.tppId || !psu) return null;
  const totals = [...new Set(basket.payments.map((payment) => payment.currency))].map((currency) => ({
    currency,
    amount: basket.payments
      .filter((payment) => payment.currency === currency)
      .reduce((sum, payment) => sum + payment.totalAmount, 0n),
  }));
  const isWaiting =
    !basket.isCancelled && basket.payments.length > 0 && basket.payments.every((payment) => payment.status === 'RCVD');
  const listed = await listBasketDebtorAccounts({ ...psu, payments: basket.payments });
  const refresh = await refreshDebtorAccounts({ accounts: listed, now: input.now });
  const paidFromNone = basket.payments.map(() => null);
  if (refresh.kind === 'unavailable')
    return { basket, totals, paidFrom: paidFromNone, isWaiting, debtor: { kind: 'unavailable' }, registerOnly: [] };
  const accounts = (
    refresh.isRefreshed ? await listBasketDebtorAccounts({ ...psu, payments: basket.payments }) : listed
  ).filter((account) => !refresh.unknownIds.has(account.id));
  const choiceFor = (chosenId: string | null): string | null => {
    const debtors = basketDebtorAccounts({ payments: basket.payments, accounts, chosenId });
    if (debtors === 'refused') return null;
    return basketApprovalChoice({
      key: input.approvalKey,
      basketId: basket.id,
      payments: basket.payments,
      chosenId,
      debtors,
    });
  };
  const limitsOf = (chosenIds: (string | null)[]): RegisterOnlyLimit[] =>
    registerOnlyLimits(
      chosenIds.flatMap((chosenId) => {
        const debtors = basketDebtorAccounts({ payments: basket.payments, accounts, chosenId });
        if (debtors === 'refused') return [];
        return basket.payments.flatMap((payment, index) => {
          const account: DebtorAccount | null = debtors[index] ?? null;
          return account ? [{ account, amount: payment.totalAmount }] : [];
        });
      }),
    );
  const named = basketDebtorAccounts({ payments: basket.payments, accounts, chosenId: null });
  if (named === 'refused')
    return {
      basket,
      totals,
      paidFrom: paidFromNone,
      isWaiting,
      debtor: { kind: 'refused' },
      registerOnly: [],
    };
  const unnamed = basket.payments.find((_payment, index) => named[index] === null);
  if (!unnamed)
    return {
      basket,
      totals,
      paidFrom: named,
      isWaiting,
      debtor: { kind: 'named', choice: choiceFor(null) ?? '' },
      registerOnly: limitsOf([null]),
    };
  // One choice for every payment that names none: an account in their one currency (D25: a basket is refused when
  // the payments that name none are in two).
  const candidates = accounts.filter((account) => account.currency === unnamed.currency);
  return {
    basket,
    totals,
    paidFrom: named,
    isWaiting,
    debtor: {
      kind: 'choose',
      accounts: candidates.map((account) => ({ ...account, choice: choiceFor(account.id) ?? '' })),
    },
    registerOnly: limitsOf(candidates.map((account) => account.id)),
  };
}
