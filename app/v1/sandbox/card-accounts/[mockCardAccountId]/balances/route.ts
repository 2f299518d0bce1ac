// PUT /v1/sandbox/card-accounts/{mockCardAccountId}/balances – replace a sandbox card account's balances
import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { replaceSandboxCardAccountBalances } = sandboxHandlers;

export const PUT = withXs2a(replaceSandboxCardAccountBalances, {
  operation: 'replaceSandboxCardAccountBalances',
  isSandboxOnly: true,
});

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, POST, PATCH, DELETE } = otherMethods(['PUT']);
