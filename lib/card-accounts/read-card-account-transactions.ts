import type { AccountConsent } from '@/lib/consents/require-account-consent';
import { apiLink, type Links } from '@/lib/xs2a/links';
import { getConsentedCardAccountOrThrow } from '@/lib/card-accounts/get-consented-card-account-or-throw';
import { cardAccountReference } from '@/lib/card-accounts/present-card-account';
import { presentBalances, type BalanceView } from '@/lib/accounts/present-balance';
import { presentCardTransaction } from '@/lib/accounts/present-transaction';
import { listTransactionsPage } from '@/lib/accounts/list-transactions-page';
import { decodeCursor, encodeCursor } from '@/lib/accounts/transaction-cursor';
import { checkPeriod, reportQuery, type TransactionQuery } from '@/lib/accounts/transaction-report-query';

type CardReport = { booked?: object[]; pending?: object[]; _links: Links };

/** GET /v1/card-accounts/{account-id}/transactions: `cardTransactions` with booked and pending, paged like accounts. */
export async function readCardAccountTransactions(input: { grant: AccountConsent; cardAccountId: string; query: TransactionQuery }): Promise<{
  cardAccount: ReturnType<typeof cardAccountReference>;
  cardTransactions: CardReport;
  balances?: BalanceView[];
}> {
  const cardAccount = await getConsentedCardAccountOrThrow(input.grant, input.cardAccountId);
  checkPeriod(input.query);
  const page = await listTransactionsPage({
    owner: { cardAccountId: cardAccount.id },
    bookingStatus: input.query.bookingStatus,
    dateFrom: input.query.dateFrom,
    dateTo: input.query.dateTo,
    limit: input.query.limit,
    cursor: input.query.cursor ? decodeCursor(input.query.cursor) : undefined,
  });
  const links: Links = { cardAccount: apiLink(['card-accounts', cardAccount.id], ['GET']) };
  if (page.next) links.next = apiLink(['card-accounts', cardAccount.id, 'transactions'], ['GET'], reportQuery(input.query, encodeCursor(page.next)));
  const cardTransactions: CardReport = { _links: links };
  if (input.query.bookingStatus !== 'pending') cardTransactions.booked = page.booked.map(presentCardTransaction);
  if (input.query.bookingStatus !== 'booked') cardTransactions.pending = page.pending.map(presentCardTransaction);
  const result = { cardAccount: cardAccountReference(cardAccount), cardTransactions };
  return input.query.withBalance ? { ...result, balances: presentBalances(cardAccount.balances) } : result;
}
