import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { listSandboxCardAccountTransactions, createSandboxCardAccountTransaction } = sandboxHandlers;

// GET /v1/sandbox/card-accounts/{mockCardAccountId}/transactions – list a sandbox card account's transactions, paged
export const GET = withXs2a(listSandboxCardAccountTransactions, {
  operation: 'listSandboxCardAccountTransactions',
  isSandboxOnly: true,
});

// POST /v1/sandbox/card-accounts/{mockCardAccountId}/transactions – create a sandbox card transaction
export const POST = withXs2a(createSandboxCardAccountTransaction, {
  operation: 'createSandboxCardAccountTransaction',
  isSandboxOnly: true,
});

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { PUT, PATCH, DELETE } = otherMethods(['GET', 'POST']);
