// GET /v1/accounts – list the accounts the PSU consented to (401 with scaRedirect without consent)
import { answerAccountRead } from '@/lib/accounts/answer-account-read';
import { listAccounts } from '@/lib/accounts/list-accounts';
import { parseWithBalance } from '@/lib/accounts/account-query';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withXs2a(
  async ({ tpp, psu, query, now, requestIdClaim }) => {
    const withBalance = parseWithBalance(query);
    return answerAccountRead({
      guard: { tpp, psu, now, requestIdClaim, readAccounts: { withBalances: withBalance } },
      read: (grant) => listAccounts({ tpp, psu, grant, withBalance, now }),
    });
  },
  { operation: 'listAccounts', roles: ['PSP_AI'], defersRequestIdClaim: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
