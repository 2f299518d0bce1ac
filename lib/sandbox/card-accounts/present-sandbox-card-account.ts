import type { CardAccountRecord } from '@/lib/sandbox/shared/includes';
import { apiLink } from '@/lib/xs2a/links';
import { presentSandboxBalances } from '@/lib/sandbox/balances/present-sandbox-balances';
import { presentOptionalAmount } from '@/lib/sandbox/shared/present-optional-amount';
import type { SandboxAccountBaseView } from '@/lib/sandbox/shared/sandbox-account-base-view';

/** Spec "Sandbox card account (response)": the request's fields plus resourceId and _links (self, transactions). */
export type SandboxCardAccountView = SandboxAccountBaseView & {
  maskedPan: string;
  /** D7: amount in minor units. */
  creditLimit: { currency: string; amount: number } | null;
  cardId: string | null;
  cardIdVNo: string | null;
  accountNumber: string | null;
  expiry: string | null;
};

export function presentSandboxCardAccount(card: CardAccountRecord): SandboxCardAccountView {
  return {
    resourceId: card.id,
    customerNumber: card.owner.customerNumber,
    maskedPan: card.maskedPan,
    currency: card.currency,
    creditLimit: presentOptionalAmount(card.creditLimitAmount, card.creditLimitCurrency),
    balances: presentSandboxBalances(card.balances),
    cardId: card.cardId,
    cardIdVNo: card.cardIdVNo,
    accountNumber: card.accountNumber,
    expiry: card.expiry,
    name: card.name,
    product: card.product,
    status: card.status,
    _links: {
      self: apiLink(['sandbox', 'card-accounts', card.id], ['GET']),
      transactions: apiLink(['sandbox', 'card-accounts', card.id, 'transactions'], ['GET', 'POST']),
    },
  };
}

/** Spec "Get a sandbox card account": the response fields without customerNumber, wrapped in `cardAccount`. */
export type CardAccountReadView = { cardAccount: Omit<SandboxCardAccountView, 'customerNumber'> };

export function presentCardAccountRead(card: CardAccountRecord): CardAccountReadView {
  const { customerNumber: _customerNumber, ...cardAccount } = presentSandboxCardAccount(card);
  return { cardAccount };
}
