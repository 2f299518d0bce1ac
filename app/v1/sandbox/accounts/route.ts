// POST /v1/sandbox/accounts – create a sandbox account for a customer
import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { createSandboxAccount } = sandboxHandlers;

export const POST = withXs2a(createSandboxAccount, { operation: 'createSandboxAccount', isSandboxOnly: true });

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
