// POST /v1/sandbox/agreements – create a corporate customer's sandbox agreement
import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { createSandboxAgreement } = sandboxHandlers;

export const POST = withXs2a(createSandboxAgreement, { operation: 'createSandboxAgreement', isSandboxOnly: true });

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
