// GET /v1/sandbox/accounts/{mockAccountId}/transactions/{transactionId} – read one sandbox account transaction
import { getAccountTransactionOrThrow } from '@/lib/sandbox/transactions/get-account-transaction-or-throw';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withXs2a<{ mockAccountId: string; transactionId: string }>(
  async ({ tpp, params }) => ({
    status: 200,
    body: await getAccountTransactionOrThrow({
      tppId: tpp.id,
      accountId: params.mockAccountId,
      transactionId: params.transactionId,
    }),
  }),
  { operation: 'getSandboxAccountTransaction', isSandboxOnly: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
