// GET /v1/sandbox/card-accounts/{mockCardAccountId} – read a sandbox card account, wrapped in `cardAccount`
import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { getSandboxCardAccount } = sandboxHandlers;

export const GET = withXs2a(getSandboxCardAccount, { operation: 'getSandboxCardAccount', isSandboxOnly: true });

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
