// GET /v1/card-accounts/{account-id} – one consented card account
import { readCardAccount } from '@/lib/card-accounts/read-card-account';
import { parseWithBalance } from '@/lib/accounts/account-query';
import { withAccountRead } from '@/lib/xs2a/with-account-read';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withAccountRead<{ 'account-id': string }, boolean>({
  operation: 'readCardAccount',
  parseQuery: parseWithBalance,
  read: ({ tpp, psu, grant, params, query: withBalance, now }) =>
    readCardAccount({ tpp, psu, grant, cardAccountId: params['account-id'], withBalance, now }),
});

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
