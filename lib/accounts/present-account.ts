import type { Account, Balance } from '@/lib/generated/prisma/client';
import {
  presentAccountFields,
  type AccountViewFields,
  type PresentAccountFieldsInput,
} from '@/lib/accounts/present-account-fields';

/** Berlin Group `accountDetails` as this bank fills it (D6: cashAccountType is the ISO 20022 code). */
export type AccountView = AccountViewFields & {
  iban: string;
  bban?: string;
  cashAccountType?: string;
  bic?: string;
};

export type PresentAccountInput = Pick<PresentAccountFieldsInput, 'ownerName' | 'isCorporate' | 'withBalance'> & {
  account: Account & { balances?: Balance[] };
};

export function presentAccount(input: PresentAccountInput): AccountView {
  const { account } = input;
  const { resourceId, ...fields } = presentAccountFields({
    ...input,
    resource: 'accounts',
    row: account,
    ownerName: input.ownerName?.slice(0, 140),
  });
  const view: AccountView = { resourceId, iban: account.iban, ...fields };
  if (account.bban) view.bban = account.bban;
  if (account.cashAccountType) view.cashAccountType = account.cashAccountType;
  if (account.bic) view.bic = account.bic;
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
