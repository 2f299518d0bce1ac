// GET /v1/sandbox/accounts/{mockAccountId}/transactions/{transactionId} – read one sandbox account transaction
import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { getSandboxAccountTransaction } = sandboxHandlers;

export const GET = withXs2a(getSandboxAccountTransaction, {
  operation: 'getSandboxAccountTransaction',
  isSandboxOnly: true,
});

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
