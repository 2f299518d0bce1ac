// GET /v1/card-accounts/{account-id}/transactions – card transactions, booked and pending
import { answerAccountRead } from '@/lib/accounts/answer-account-read';
import { readCardAccountTransactions } from '@/lib/card-accounts/read-card-account-transactions';
import { parseTransactionQuery } from '@/lib/accounts/account-query';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withXs2a<{ 'account-id': string }>(
  async ({ tpp, psu, params, query, now, requestIdClaim }) => {
    const transactionQuery = parseTransactionQuery(query, now);
    return answerAccountRead({
      guard: { tpp, psu, now, requestIdClaim },
      read: (grant) =>
        readCardAccountTransactions({
          tpp,
          psu,
          grant,
          cardAccountId: params['account-id'],
          query: transactionQuery,
          now,
        }),
    });
  },
  { operation: 'getCardAccountTransactionList', roles: ['PSP_AI'], defersRequestIdClaim: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
