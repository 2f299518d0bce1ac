// GET /v1/accounts/{account-id}/transactions/{transactionId} – the details of one transaction
import { readTransactionDetails } from '@/lib/accounts/read-transaction-details';
import { parseEmptyQuery } from '@/lib/accounts/account-query';
import { withAccountRead } from '@/lib/xs2a/with-account-read';
import { otherMethods } from '@/lib/xs2a/other-methods';

type Params = { 'account-id': string; transactionId: string };

export const GET = withAccountRead<Params, void>({
  operation: 'getTransactionDetails',
  parseQuery: parseEmptyQuery,
  readAccounts: ({ params }) => ({ accountId: params['account-id'], withBalances: true }),
  read: ({ tpp, psu, grant, params, now }) =>
    readTransactionDetails({
      tpp,
      psu,
      grant,
      accountId: params['account-id'],
      transactionId: params.transactionId,
      now,
    }),
});

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
