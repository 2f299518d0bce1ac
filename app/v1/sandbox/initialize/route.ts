// POST /v1/sandbox/initialize – reset this TPP's sandbox to the known state of D10 and list the customers created
import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { initializeSandbox } = sandboxHandlers;

export const POST = withXs2a(initializeSandbox, { operation: 'initializeSandbox', isSandboxOnly: true });

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
