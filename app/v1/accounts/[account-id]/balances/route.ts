// GET /v1/accounts/{account-id}/balances – closingBooked and expected balances (limits of spec "Limits")
import { readAccountBalances } from '@/lib/accounts/read-account-balances';
import { parseEmptyQuery } from '@/lib/accounts/account-query';
import { withAccountRead } from '@/lib/xs2a/with-account-read';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withAccountRead<{ 'account-id': string }, void>({
  operation: 'getBalances',
  parseQuery: parseEmptyQuery,
  readAccounts: ({ params }) => ({ accountId: params['account-id'], withBalances: true }),
  read: ({ tpp, psu, grant, params, now }) =>
    readAccountBalances({ tpp, psu, grant, accountId: params['account-id'], now }),
});

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
