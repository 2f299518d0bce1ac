import type { Balance, CardAccount } from '@/lib/generated/prisma/client';
import { formatAmount } from '@/lib/money/amount';
import { apiLink, type Links } from '@/lib/xs2a/links';
import { presentBalances, type BalanceView } from '@/lib/accounts/present-balance';

/** Berlin Group `cardAccountDetails` (spec: name up to 70 characters, status enabled/deleted/blocked). */
export type CardAccountView = {
  resourceId: string;
  maskedPan: string;
  currency: string;
  name?: string;
  product?: string;
  status: string;
  usage: 'PRIV' | 'ORGA';
  ownerName?: string;
  creditLimit?: { currency: string; amount: string };
  balances?: BalanceView[];
  _links: Links;
};

export type PresentCardAccountInput = {
  cardAccount: CardAccount & { balances?: Balance[] };
  ownerName?: string;
  isCorporate: boolean;
  withBalance: boolean;
};

export function presentCardAccount(input: PresentCardAccountInput): CardAccountView {
  const { cardAccount } = input;
  const view: CardAccountView = {
    resourceId: cardAccount.id,
    maskedPan: cardAccount.maskedPan,
    currency: cardAccount.currency,
    status: cardAccount.status,
    usage: input.isCorporate ? 'ORGA' : 'PRIV',
    _links: {
      balances: apiLink(['card-accounts', cardAccount.id, 'balances'], ['GET']),
      transactions: apiLink(['card-accounts', cardAccount.id, 'transactions'], ['GET']),
    },
  };
  if (cardAccount.name) view.name = cardAccount.name;
  if (cardAccount.product) view.product = cardAccount.product;
  if (input.ownerName) view.ownerName = input.ownerName;
  if (cardAccount.creditLimitAmount !== null) {
    const currency = cardAccount.creditLimitCurrency ?? cardAccount.currency;
    view.creditLimit = { currency, amount: formatAmount(cardAccount.creditLimitAmount, currency) };
  }
  if (input.withBalance && cardAccount.balances) view.balances = presentBalances(cardAccount.balances);
  return view;
}

/** The `cardAccount` reference of card balance and transaction reports. */
export function cardAccountReference(cardAccount: Pick<CardAccount, 'maskedPan' | 'currency'>): {
  maskedPan: string;
  currency: string;
} {
  return { maskedPan: cardAccount.maskedPan, currency: cardAccount.currency };
}
