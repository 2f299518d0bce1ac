import type { Balance } from '@/lib/generated/prisma/client';
import { apiLink, type Links } from '@/lib/xs2a/links';
import { presentBalances, type BalanceView } from '@/lib/accounts/present-balance';

/** The fields Berlin Group `accountDetails` and `cardAccountDetails` share, as this bank fills them. */
export type AccountViewFields = {
  resourceId: string;
  currency: string;
  name?: string;
  product?: string;
  status: string;
  usage: 'PRIV' | 'ORGA';
  ownerName?: string;
  balances?: BalanceView[];
  _links: Links;
};

export type PresentAccountFieldsInput = {
  /** The API path the account is read under, for its links. */
  resource: 'accounts' | 'card-accounts';
  row: {
    id: string;
    currency: string;
    status: string;
    name: string | null;
    product: string | null;
    balances?: Balance[];
  };
  ownerName?: string;
  isCorporate: boolean;
  withBalance: boolean;
};

export function presentAccountFields(input: PresentAccountFieldsInput): AccountViewFields {
  const { row } = input;
  const view: AccountViewFields = {
    resourceId: row.id,
    currency: row.currency,
    status: row.status,
    usage: input.isCorporate ? 'ORGA' : 'PRIV',
    _links: {
      balances: apiLink([input.resource, row.id, 'balances'], ['GET']),
      transactions: apiLink([input.resource, row.id, 'transactions'], ['GET']),
    },
  };
  if (row.name) view.name = row.name;
  if (row.product) view.product = row.product;
  if (input.ownerName) view.ownerName = input.ownerName;
  if (input.withBalance && row.balances) view.balances = presentBalances(row.balances);
  return view;
}
