import type { Balance, CardAccount } from '@/lib/generated/prisma/client';
import { formatAmount } from '@/lib/money/amount';
import {
  presentAccountFields,
  type AccountViewFields,
  type PresentAccountFieldsInput,
} from '@/lib/accounts/present-account-fields';

/** Berlin Group `cardAccountDetails` (spec: name up to 70 characters, status enabled/deleted/blocked). */
export type CardAccountView = AccountViewFields & {
  maskedPan: string;
  creditLimit?: { currency: string; amount: string };
};

export type PresentCardAccountInput = Pick<PresentAccountFieldsInput, 'ownerName' | 'isCorporate' | 'withBalance'> & {
  cardAccount: CardAccount & { balances?: Balance[] };
};

export function presentCardAccount(input: PresentCardAccountInput): CardAccountView {
  const { cardAccount } = input;
  const { resourceId, ...fields } = presentAccountFields({ ...input, resource: 'card-accounts', row: cardAccount });
  const view: CardAccountView = { resourceId, maskedPan: cardAccount.maskedPan, ...fields };
  if (cardAccount.creditLimitAmount !== null) {
    const currency = cardAccount.creditLimitCurrency ?? cardAccount.currency;
    view.creditLimit = { currency, amount: formatAmount(cardAccount.creditLimitAmount, currency) };
  }
  return view;
}

/** The `cardAccount` reference of card balance and transaction reports. */
export function cardAccountReference(cardAccount: Pick<CardAccount, 'maskedPan' | 'currency'>): {
  maskedPan: string;
  currency: string;
} {
  return { maskedPan: cardAccount.maskedPan, currency: cardAccount.currency };
}
