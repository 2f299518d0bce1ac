import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { listSandboxAccountTransactions, createSandboxAccountTransaction } = sandboxHandlers;

// GET /v1/sandbox/accounts/{mockAccountId}/transactions – list a sandbox account's transactions, paged
export const GET = withXs2a(listSandboxAccountTransactions, {
  operation: 'listSandboxAccountTransactions',
  isSandboxOnly: true,
});

// POST /v1/sandbox/accounts/{mockAccountId}/transactions – create a sandbox transaction on an account
export const POST = withXs2a(createSandboxAccountTransaction, {
  operation: 'createSandboxAccountTransaction',
  isSandboxOnly: true,
});

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { PUT, PATCH, DELETE } = otherMethods(['GET', 'POST']);
