// GET /v1/card-accounts – list the card accounts the PSU consented to
import { answerAccountRead } from '@/lib/accounts/answer-account-read';
import { listCardAccounts } from '@/lib/card-accounts/list-card-accounts';
import { parseWithBalance } from '@/lib/accounts/account-query';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withXs2a(
  async ({ tpp, psu, query, now, requestIdClaim }) => {
    const withBalance = parseWithBalance(query);
    return answerAccountRead({
      guard: { tpp, psu, now, requestIdClaim },
      read: (grant) => listCardAccounts({ tpp, psu, grant, withBalance, now }),
    });
  },
  { operation: 'getCardAccountList', roles: ['PSP_AI'], defersRequestIdClaim: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
