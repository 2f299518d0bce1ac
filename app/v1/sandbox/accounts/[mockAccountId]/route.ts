import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { getSandboxAccount, deleteSandboxAccount } = sandboxHandlers;

// GET /v1/sandbox/accounts/{mockAccountId} – read a sandbox account with its balances
export const GET = withXs2a(getSandboxAccount, { operation: 'getSandboxAccount', isSandboxOnly: true });

// DELETE /v1/sandbox/accounts/{mockAccountId} – delete a sandbox account with its balances and transactions
export const DELETE = withXs2a(deleteSandboxAccount, { operation: 'deleteSandboxAccount', isSandboxOnly: true });

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH } = otherMethods(['DELETE', 'GET']);
