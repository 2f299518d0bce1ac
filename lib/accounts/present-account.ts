import type { Account, Balance } from '@/lib/generated/prisma/client';
import { apiLink, type Links } from '@/lib/xs2a/links';
import { presentBalances, type BalanceView } from '@/lib/accounts/present-balance';

/** Berlin Group `accountDetails` as this bank fills it (D6: cashAccountType is the ISO 20022 code). */
export type AccountView = {
  resourceId: string;
  iban: string;
  bban?: string;
  currency: string;
  name?: string;
  product?: string;
  cashAccountType?: string;
  status: string;
  bic?: string;
  usage: 'PRIV' | 'ORGA';
  ownerName?: string;
  balances?: BalanceView[];
  _links: Links;
};

export type PresentAccountInput = {
  account: Account & { balances?: Balance[] };
  ownerName?: string;
  isCorporate: boolean;
  withBalance: boolean;
};

export function presentAccount(input: PresentAccountInput): AccountView {
  const { account } = input;
  const view: AccountView = {
    resourceId: account.id,
    iban: account.iban,
    currency: account.currency,
    status: account.status,
    usage: input.isCorporate ? 'ORGA' : 'PRIV',
    _links: {
      balances: apiLink(['accounts', account.id, 'balances'], ['GET']),
      transactions: apiLink(['accounts', account.id, 'transactions'], ['GET']),
    },
  };
  if (account.bban) view.bban = account.bban;
  if (account.name) view.name = account.name;
  if (account.product) view.product = account.product;
  if (account.cashAccountType) view.cashAccountType = account.cashAccountType;
  if (account.bic) view.bic = account.bic;
  if (input.ownerName) view.ownerName = input.ownerName.slice(0, 140);
  if (input.withBalance && account.balances) view.balances = presentBalances(account.balances);
  return view;
}

/** The `account` reference of balance and transaction reports. */
export function accountReference(account: Pick<Account, 'iban' | 'bban' | 'currency'>): {
  iban: string;
  bban?: string;
  currency: string;
} {
  return account.bban
    ? { iban: account.iban, bban: account.bban, currency: account.currency }
    : { iban: account.iban, currency: account.currency };
}
