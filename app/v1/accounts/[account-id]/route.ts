// GET /v1/accounts/{account-id} – one consented account
import { answerAccountRead } from '@/lib/accounts/answer-account-read';
import { readAccount } from '@/lib/accounts/read-account';
import { parseWithBalance } from '@/lib/accounts/account-query';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withXs2a<{ 'account-id': string }>(
  async ({ tpp, psu, params, query, now, requestIdClaim }) => {
    const withBalance = parseWithBalance(query);
    const accountId = params['account-id'];
    return answerAccountRead({
      guard: { tpp, psu, now, requestIdClaim, readAccounts: { accountId, withBalances: true } },
      read: (grant) => readAccount({ tpp, psu, grant, accountId, withBalance, now }),
    });
  },
  { operation: 'readAccountDetails', roles: ['PSP_AI'], defersRequestIdClaim: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
