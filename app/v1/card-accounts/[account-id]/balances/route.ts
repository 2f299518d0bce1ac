// GET /v1/card-accounts/{account-id}/balances – card balances, interimBooked when available (limits of spec "Limits")
import { readCardAccountBalances } from '@/lib/card-accounts/read-card-account-balances';
import { parseEmptyQuery } from '@/lib/accounts/account-query';
import { withAccountRead } from '@/lib/xs2a/with-account-read';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withAccountRead<{ 'account-id': string }, void>({
  operation: 'getCardAccountBalances',
  parseQuery: parseEmptyQuery,
  read: ({ tpp, psu, grant, params, now }) =>
    readCardAccountBalances({ tpp, psu, grant, cardAccountId: params['account-id'], now }),
});

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
