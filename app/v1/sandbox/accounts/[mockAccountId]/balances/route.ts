// PUT /v1/sandbox/accounts/{mockAccountId}/balances – replace a sandbox account's balances
import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { replaceSandboxAccountBalances } = sandboxHandlers;

export const PUT = withXs2a(replaceSandboxAccountBalances, {
  operation: 'replaceSandboxAccountBalances',
  isSandboxOnly: true,
});

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, POST, PATCH, DELETE } = otherMethods(['PUT']);
