// POST /v1/sandbox/card-accounts – create a sandbox card account for a customer
import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { createSandboxCardAccount } = sandboxHandlers;

export const POST = withXs2a(createSandboxCardAccount, { operation: 'createSandboxCardAccount', isSandboxOnly: true });

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
