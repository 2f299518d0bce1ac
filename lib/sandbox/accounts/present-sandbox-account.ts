import type { AccountRecord } from '@/lib/sandbox/shared/includes';
import { apiLink } from '@/lib/xs2a/links';
import { presentSandboxBalances } from '@/lib/sandbox/balances/present-sandbox-balances';
import type { SandboxAccountBaseView } from '@/lib/sandbox/shared/sandbox-account-base-view';

/** A sandbox account, shaped like the spec's card account response (resourceId, _links.self and _links.transactions). */
export type SandboxAccountView = SandboxAccountBaseView & {
  iban: string;
  bban: string | null;
  cashAccountType: string | null;
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
