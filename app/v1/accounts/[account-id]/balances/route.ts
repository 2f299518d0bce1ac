// GET /v1/accounts/{account-id}/balances – closingBooked and expected balances (limits of spec "Limits")
import { answerAccountRead } from '@/lib/accounts/answer-account-read';
import { readAccountBalances } from '@/lib/accounts/read-account-balances';
import { parseEmptyQuery } from '@/lib/accounts/account-query';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withXs2a<{ 'account-id': string }>(
  async ({ tpp, psu, params, query, now, requestIdClaim }) => {
    parseEmptyQuery(query);
    const accountId = params['account-id'];
    return answerAccountRead({
      guard: { tpp, psu, now, requestIdClaim, readAccounts: { accountId, withBalances: true } },
      read: (grant) => readAccountBalances({ tpp, psu, grant, accountId, now }),
    });
  },
  { operation: 'getBalances', roles: ['PSP_AI'], defersRequestIdClaim: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
