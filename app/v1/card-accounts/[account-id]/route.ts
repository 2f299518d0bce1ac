// GET /v1/card-accounts/{account-id} – one consented card account
import { answerAccountRead } from '@/lib/accounts/answer-account-read';
import { readCardAccount } from '@/lib/card-accounts/read-card-account';
import { parseWithBalance } from '@/lib/accounts/account-query';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withXs2a<{ 'account-id': string }>(
  async ({ tpp, psu, params, query, now, requestIdClaim }) => {
    const withBalance = parseWithBalance(query);
    return answerAccountRead({
      guard: { tpp, psu, now, requestIdClaim },
      read: (grant) => readCardAccount({ tpp, psu, grant, cardAccountId: params['account-id'], withBalance, now }),
    });
  },
  { operation: 'readCardAccount', roles: ['PSP_AI'], defersRequestIdClaim: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
