// GET /v1/accounts/{account-id}/transactions – the account report, paged by _links.next (D1)
import { answerAccountRead } from '@/lib/accounts/answer-account-read';
import { readAccountTransactions } from '@/lib/accounts/read-account-transactions';
import { parseTransactionQuery } from '@/lib/accounts/account-query';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withXs2a<{ 'account-id': string }>(
  async ({ tpp, psu, params, query, now, requestIdClaim }) => {
    const transactionQuery = parseTransactionQuery(query, now);
    const accountId = params['account-id'];
    return answerAccountRead({
      guard: { tpp, psu, now, requestIdClaim, readAccounts: { accountId, withBalances: true } },
      read: (grant) => readAccountTransactions({ tpp, psu, grant, accountId, query: transactionQuery, now }),
    });
  },
  { operation: 'getTransactionList', roles: ['PSP_AI'], defersRequestIdClaim: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
