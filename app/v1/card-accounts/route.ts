// GET /v1/card-accounts – list the card accounts the PSU consented to
import { listCardAccounts } from '@/lib/card-accounts/list-card-accounts';
import { parseWithBalance } from '@/lib/accounts/account-query';
import { withAccountRead } from '@/lib/xs2a/with-account-read';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withAccountRead({
  operation: 'getCardAccountList',
  parseQuery: parseWithBalance,
  read: ({ tpp, psu, grant, query: withBalance, now }) => listCardAccounts({ tpp, psu, grant, withBalance, now }),
});

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
