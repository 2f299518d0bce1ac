import type { AccountStatus } from '@/lib/generated/prisma/client';
import type { CardAccountRecord } from '@/lib/sandbox/queries/includes';
import { apiLink, type Link } from '@/lib/xs2a/links';
import { presentBalances, type BalanceView } from './present-balances';

/** Spec "Sandbox card account (response)": the request's fields plus resourceId and _links (self, transactions). */
export type CardAccountView = {
  resourceId: string;
  customerNumber: string;
  maskedPan: string;
  currency: string;
  /** D7: amount in minor units. */
  creditLimit: { currency: string; amount: number } | null;
  balances: BalanceView[];
  cardId: string | null;
  cardIdVNo: string | null;
  accountNumber: string | null;
  expiry: string | null;
  name: string | null;
  product: string | null;
  status: AccountStatus;
  _links: { self: Link; transactions: Link };
};

export function presentCardAccount(card: CardAccountRecord): CardAccountView {
  return {
    resourceId: card.id,
    customerNumber: card.owner.customerNumber,
    maskedPan: card.maskedPan,
    currency: card.currency,
    creditLimit:
      card.creditLimitAmount === null || card.creditLimitCurrency === null ? null : { currency: card.creditLimitCurrency, amount: Number(card.creditLimitAmount) },
    balances: presentBalances(card.balances),
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
