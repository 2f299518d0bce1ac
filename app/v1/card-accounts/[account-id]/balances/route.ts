// GET /v1/card-accounts/{account-id}/balances – card balances, interimBooked when available (limits of spec "Limits")
import { answerAccountRead } from '@/lib/accounts/answer-account-read';
import { readCardAccountBalances } from '@/lib/card-accounts/read-card-account-balances';
import { parseEmptyQuery } from '@/lib/accounts/account-query';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withXs2a<{ 'account-id': string }>(
  async ({ tpp, psu, params, query, now, requestIdClaim }) => {
    parseEmptyQuery(query);
    return answerAccountRead({
      guard: { tpp, psu, now, requestIdClaim },
      read: (grant) => readCardAccountBalances({ tpp, psu, grant, cardAccountId: params['account-id'], now }),
    });
  },
  { operation: 'getCardAccountBalances', roles: ['PSP_AI'], defersRequestIdClaim: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
