// GET /v1/sandbox/card-accounts/{mockCardAccountId}/transactions/{transactionId} – read one sandbox card transaction
import { getCardTransactionOrThrow } from '@/lib/sandbox/transactions/get-card-transaction-or-throw';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withXs2a<{ mockCardAccountId: string; transactionId: string }>(
  async ({ tpp, params }) => ({
    status: 200,
    body: await getCardTransactionOrThrow({
      tppId: tpp.id,
      cardAccountId: params.mockCardAccountId,
      transactionId: params.transactionId,
    }),
  }),
  { operation: 'getSandboxCardAccountTransaction', isSandboxOnly: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
