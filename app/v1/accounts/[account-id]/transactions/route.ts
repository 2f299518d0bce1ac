// GET /v1/accounts/{account-id}/transactions – the account report, paged by _links.next (D1)
import { readAccountTransactions } from '@/lib/accounts/read-account-transactions';
import { parseTransactionQuery } from '@/lib/accounts/account-query';
import type { TransactionQuery } from '@/lib/accounts/transaction-report-query';
import { withAccountRead } from '@/lib/xs2a/with-account-read';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withAccountRead<{ 'account-id': string }, TransactionQuery>({
  operation: 'getTransactionList',
  parseQuery: parseTransactionQuery,
  readAccounts: ({ params }) => ({ accountId: params['account-id'], withBalances: true }),
  read: ({ tpp, psu, grant, params, query, now }) =>
    readAccountTransactions({ tpp, psu, grant, accountId: params['account-id'], query, now }),
});

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
