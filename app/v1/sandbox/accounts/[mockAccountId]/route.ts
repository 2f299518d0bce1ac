import { deleteAccount } from '@/lib/sandbox/accounts/delete-account';
import { getSandboxAccountOrThrow } from '@/lib/sandbox/accounts/load-sandbox-account-or-throw';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

type Params = { mockAccountId: string };

// GET /v1/sandbox/accounts/{mockAccountId} – read a sandbox account with its balances
export const GET = withXs2a<Params>(
  async ({ tpp, params }) => ({
    status: 200,
    body: await getSandboxAccountOrThrow({ tppId: tpp.id, accountId: params.mockAccountId }),
  }),
  { operation: 'getSandboxAccount', isSandboxOnly: true },
);

// DELETE /v1/sandbox/accounts/{mockAccountId} – delete a sandbox account with its balances and transactions
export const DELETE = withXs2a<Params>(
  async ({ tpp, params }) => {
    await deleteAccount({ tppId: tpp.id, accountId: params.mockAccountId });
    return { status: 204 };
  },
  { operation: 'deleteSandboxAccount', isSandboxOnly: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH } = otherMethods(['DELETE', 'GET']);
