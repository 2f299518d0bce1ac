// GET /v1/card-accounts/{account-id}/transactions – card transactions, booked and pending
import { readCardAccountTransactions } from '@/lib/card-accounts/read-card-account-transactions';
import { parseTransactionQuery } from '@/lib/accounts/account-query';
import type { TransactionQuery } from '@/lib/accounts/transaction-report-query';
import { withAccountRead } from '@/lib/xs2a/with-account-read';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withAccountRead<{ 'account-id': string }, TransactionQuery>({
  operation: 'getCardAccountTransactionList',
  parseQuery: parseTransactionQuery,
  read: ({ tpp, psu, grant, params, query, now }) =>
    readCardAccountTransactions({ tpp, psu, grant, cardAccountId: params['account-id'], query, now }),
});

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
