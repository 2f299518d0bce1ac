import type { AccountStatus } from '@/lib/generated/prisma/client';
import type { AccountRecord } from '@/lib/sandbox/shared/includes';
import { apiLink, type Link } from '@/lib/xs2a/links';
import { presentSandboxBalances, type SandboxBalanceView } from '@/lib/sandbox/balances/present-sandbox-balances';

/** A sandbox account, shaped like the spec's card account response (resourceId, _links.self and _links.transactions). */
export type SandboxAccountView = {
  resourceId: string;
  customerNumber: string;
  iban: string;
  bban: string | null;
  currency: string;
  name: string | null;
  product: string | null;
  cashAccountType: string | null;
  status: AccountStatus;
  balances: SandboxBalanceView[];
  _links: { self: Link; transactions: Link };
};

export function presentSandboxAccount(account: AccountRecord): SandboxAccountView {
  return {
    resourceId: account.id,
    customerNumber: account.owner.customerNumber,
    iban: account.iban,
    bban: account.bban,
    currency: account.currency,
    name: account.name,
    product: account.product,
    cashAccountType: account.cashAccountType,
    status: account.status,
    balances: presentSandboxBalances(account.balances),
    _links: {
      self: apiLink(['sandbox', 'accounts', account.id], ['GET', 'DELETE']),
      transactions: apiLink(['sandbox', 'accounts', account.id, 'transactions'], ['GET', 'POST']),
    },
  };
}
