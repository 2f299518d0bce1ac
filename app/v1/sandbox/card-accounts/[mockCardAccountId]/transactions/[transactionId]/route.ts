// GET /v1/sandbox/card-accounts/{mockCardAccountId}/transactions/{transactionId} – read one sandbox card transaction
import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { getSandboxCardAccountTransaction } = sandboxHandlers;

export const GET = withXs2a(getSandboxCardAccountTransaction, {
  operation: 'getSandboxCardAccountTransaction',
  isSandboxOnly: true,
});

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
