// GET /v1/accounts – list the accounts the PSU consented to (401 with scaRedirect without consent)
import { listAccounts } from '@/lib/accounts/list-accounts';
import { parseWithBalance } from '@/lib/accounts/account-query';
import { withAccountRead } from '@/lib/xs2a/with-account-read';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withAccountRead({
  operation: 'listAccounts',
  parseQuery: parseWithBalance,
  readAccounts: ({ query: withBalance }) => ({ withBalances: withBalance }),
  read: ({ tpp, psu, grant, query: withBalance, now }) => listAccounts({ tpp, psu, grant, withBalance, now }),
});

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
