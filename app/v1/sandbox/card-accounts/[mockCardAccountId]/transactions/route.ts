import { createCardTransaction } from '@/lib/sandbox/transactions/create-card-transaction';
import { listCardTransactions } from '@/lib/sandbox/transactions/list-card-transactions';
import { createCardTransactionSchema } from '@/lib/sandbox/transactions/card-transaction-schemas';
import { searchParamsObject } from '@/lib/sandbox/shared/search-params-object';
import { sandboxCardTransactionQuerySchema } from '@/lib/sandbox/transactions/sandbox-transaction-query-schemas';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

type Params = { mockCardAccountId: string };

// GET /v1/sandbox/card-accounts/{mockCardAccountId}/transactions – list a sandbox card account's transactions, paged
export const GET = withXs2a<Params>(
  async ({ tpp, params, query }) => ({
    status: 200,
    body: await listCardTransactions({
      tppId: tpp.id,
      cardAccountId: params.mockCardAccountId,
      query: parseInput(sandboxCardTransactionQuerySchema, searchParamsObject(query)),
    }),
  }),
  { operation: 'listSandboxCardAccountTransactions', isSandboxOnly: true },
);

// POST /v1/sandbox/card-accounts/{mockCardAccountId}/transactions – create a sandbox card transaction
export const POST = withXs2a<Params>(
  async ({ tpp, params, body, now }) => ({
    status: 201,
    body: await createCardTransaction({
      tppId: tpp.id,
      cardAccountId: params.mockCardAccountId,
      transaction: parseInput(createCardTransactionSchema, body),
      now,
    }),
  }),
  { operation: 'createSandboxCardAccountTransaction', isSandboxOnly: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { PUT, PATCH, DELETE } = otherMethods(['GET', 'POST']);
