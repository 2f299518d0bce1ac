import type { AccountConsent } from '@/lib/consents/require-account-consent';
import { getConsentedCardAccountOrThrow } from '@/lib/card-accounts/get-consented-card-account-or-throw';
import { cardAccountReference } from '@/lib/card-accounts/present-card-account';
import { presentBalances, type BalanceView } from '@/lib/accounts/present-balance';
import { presentCardTransaction } from '@/lib/accounts/present-transaction';
import { buildTransactionReport, type TransactionReport } from '@/lib/accounts/build-transaction-report';
import type { TransactionQuery } from '@/lib/accounts/transaction-report-query';

/** GET /v1/card-accounts/{account-id}/transactions: `cardTransactions` with booked and pending, paged like accounts. */
export async function readCardAccountTransactions(input: { grant: AccountConsent; cardAccountId: string; query: TransactionQuery }): Promise<{
  cardAccount: ReturnType<typeof cardAccountReference>;
  cardTransactions: TransactionReport;
  balances?: BalanceView[];
}> {
  const cardAccount = await getConsentedCardAccountOrThrow(input.grant, input.cardAccountId);
  const cardTransactions = await buildTransactionReport({
    owner: { cardAccountId: cardAccount.id },
    resource: { segments: ['card-accounts', cardAccount.id], linkName: 'cardAccount' },
    query: input.query,
    present: presentCardTransaction,
  });
  const result = { cardAccount: cardAccountReference(cardAccount), cardTransactions };
  return input.query.withBalance ? { ...result, balances: presentBalances(cardAccount.balances) } : result;
}
