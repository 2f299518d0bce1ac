// GET /v1/sandbox/card-accounts/{mockCardAccountId} – read a sandbox card account, wrapped in `cardAccount`
import { getSandboxCardAccountOrThrow } from '@/lib/sandbox/card-accounts/load-sandbox-card-account-or-throw';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

export const GET = withXs2a<{ mockCardAccountId: string }>(
  async ({ tpp, params }) => ({
    status: 200,
    body: await getSandboxCardAccountOrThrow({ tppId: tpp.id, cardAccountId: params.mockCardAccountId }),
  }),
  { operation: 'getSandboxCardAccount', isSandboxOnly: true },
);

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
