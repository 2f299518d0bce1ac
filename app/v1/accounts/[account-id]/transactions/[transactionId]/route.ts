// GET /v1/accounts/{account-id}/transactions/{transactionId} – the details of one transaction
import { answerAccountRead } from '@/lib/accounts/answer-account-read';
import { readTransactionDetails } from '@/lib/accounts/read-transaction-details';
import { parseEmptyQuery } from '@/lib/accounts/account-query';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withXs2a<{ 'account-id': string; transactionId: string }>(
  async ({ tpp, psu, params, query, now, requestIdClaim }) => {
    parseEmptyQuery(query);
    const accountId = params['account-id'];
    return answerAccountRead({
      guard: { tpp, psu, now, requestIdClaim, readAccounts: { accountId, withBalances: true } },
      read: (grant) => readTransactionDetails({ tpp, psu, grant, accountId, transactionId: params.transactionId, now }),
    });
  },
  { operation: 'getTransactionDetails', roles: ['PSP_AI'], defersRequestIdClaim: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
