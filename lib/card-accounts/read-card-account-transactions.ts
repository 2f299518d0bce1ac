import type { AccountReadInput } from '@/lib/accounts/account-read-input';
import { getConsentedCardAccountOrThrow } from '@/lib/card-accounts/get-consented-card-account-or-throw';
import { cardAccountReference } from '@/lib/card-accounts/present-card-account';
import { refreshableCardAccount } from '@/lib/card-accounts/refreshable-card-account';
import { presentBalances, type BalanceView } from '@/lib/accounts/present-balance';
import { presentCardTransaction } from '@/lib/accounts/present-transaction';
import type { TransactionReport } from '@/lib/accounts/build-transaction-report';
import { readTransactionReport } from '@/lib/accounts/read-transaction-report';
import type { TransactionQuery } from '@/lib/accounts/transaction-report-query';

export type ReadCardAccountTransactionsInput = AccountReadInput & { cardAccountId: string; query: TransactionQuery };

/**
 * GET /v1/card-accounts/{account-id}/transactions: `cardTransactions` with booked and pending, paged like accounts,
 * under the same limits without the PSU present (spec "Limits", D20).
 */
export async function readCardAccountTransactions(input: ReadCardAccountTransactionsInput): Promise<{
  cardAccount: ReturnType<typeof cardAccountReference>;
  cardTransactions: TransactionReport;
  balances?: BalanceView[];
}> {
  const cardAccount = await getConsentedCardAccountOrThrow(input.grant, input.cardAccountId);
  const { report, balances } = await readTransactionReport({
    ...input,
    account: refreshableCardAccount(cardAccount),
    owner: { cardAccountId: cardAccount.id },
    resource: { segments: ['card-accounts', cardAccount.id], linkName: 'cardAccount' },
    present: presentCardTransaction,
  });
  const result = { cardAccount: cardAccountReference(cardAccount), cardTransactions: report };
  return input.query.withBalance ? { ...result, balances: presentBalances(balances ?? cardAccount.balances) } : result;
}
