// GET /v1/accounts/{account-id} – one consented account
import { readAccount } from '@/lib/accounts/read-account';
import { parseWithBalance } from '@/lib/accounts/account-query';
import { withAccountRead } from '@/lib/xs2a/with-account-read';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withAccountRead<{ 'account-id': string }, boolean>({
  operation: 'readAccountDetails',
  parseQuery: parseWithBalance,
  readAccounts: ({ params }) => ({ accountId: params['account-id'], withBalances: true }),
  read: ({ tpp, psu, grant, params, query: withBalance, now }) =>
    readAccount({ tpp, psu, grant, accountId: params['account-id'], withBalance, now }),
});

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
