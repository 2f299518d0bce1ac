import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { listSandboxAccountPayments } = sandboxHandlers;

// GET /v1/sandbox/accounts/{mockAccountId}/payments – this TPP's payments from a sandbox account, newest first
export const GET = withXs2a(listSandboxAccountPayments, {
  operation: 'listSandboxAccountPayments',
  isSandboxOnly: true,
});

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
