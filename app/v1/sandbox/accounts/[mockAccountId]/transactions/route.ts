import { createAccountTransaction } from '@/lib/sandbox/transactions/create-account-transaction';
import { listAccountTransactions } from '@/lib/sandbox/transactions/list-account-transactions';
import { searchParamsObject } from '@/lib/sandbox/shared/search-params-object';
import { sandboxTransactionQuerySchema } from '@/lib/sandbox/transactions/sandbox-transaction-query-schemas';
import { createTransactionSchema } from '@/lib/sandbox/transactions/transaction-schemas';
import { parseInput } from '@/lib/xs2a/parse-input';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

type Params = { mockAccountId: string };

// GET /v1/sandbox/accounts/{mockAccountId}/transactions – list a sandbox account's transactions, paged
export const GET = withXs2a<Params>(
  async ({ tpp, params, query }) => ({
    status: 200,
    body: await listAccountTransactions({
      tppId: tpp.id,
      accountId: params.mockAccountId,
      query: parseInput(sandboxTransactionQuerySchema, searchParamsObject(query)),
    }),
  }),
  { operation: 'listSandboxAccountTransactions', isSandboxOnly: true },
);

// POST /v1/sandbox/accounts/{mockAccountId}/transactions – create a sandbox transaction on an account
export const POST = withXs2a<Params>(
  async ({ tpp, params, body, now }) => ({
    status: 201,
    body: await createAccountTransaction({
      tppId: tpp.id,
      accountId: params.mockAccountId,
      transaction: parseInput(createTransactionSchema, body),
      now,
    }),
  }),
  { operation: 'createSandboxAccountTransaction', isSandboxOnly: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { PUT, PATCH, DELETE } = otherMethods(['GET', 'POST']);
