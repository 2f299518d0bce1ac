import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { getConsentedAccountOrThrow } from '@/lib/accounts/get-consented-account-or-throw';
import { accountReference } from '@/lib/accounts/present-account';
import { presentBalances, type BalanceView } from '@/lib/accounts/present-balance';
import { presentTransactionSummary } from '@/lib/accounts/present-transaction';
import type { TransactionReport } from '@/lib/accounts/build-transaction-report';
import { readTransactionReport } from '@/lib/accounts/read-transaction-report';
import { refreshableAccount } from '@/lib/accounts/refreshable-account';
import type { TransactionQuery } from '@/lib/accounts/transaction-report-query';

export type ReadAccountTransactionsInput = AccountReadInput & { accountId: string; query: TransactionQuery };

/**
 * GET /v1/accounts/{account-id}/transactions: a page of the account report, pending and booked, with `_links.next` as a
 * relative path carrying its own query (D1) while more entries follow. The limits of spec "Limits" apply.
 */
export async function readAccountTransactions(input: ReadAccountTransactionsInput): Promise<{
  account: ReturnType<typeof accountReference>;
  transactions: TransactionReport;
  balances?: BalanceView[];
}> {
  const account = await getConsentedAccountOrThrow(input.grant, input.accountId);
  const { report, balances } = await readTransactionReport({
    ...input,
    account: refreshableAccount(account),
    owner: { accountId: account.id },
    resource: { segments: ['accounts', account.id], linkName: 'account' },
    present: (entry) => presentTransactionSummary(entry, account.id),
  });
  const result = { account: accountReference(account), transactions: report };
  return input.query.withBalance ? { ...result, balances: presentBalances(balances ?? account.balances) } : result;
}
