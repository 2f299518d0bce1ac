// GET /v1/sandbox/agreements/{mockAgreementId} – read a sandbox agreement with its engagements
import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { getSandboxAgreement } = sandboxHandlers;

export const GET = withXs2a(getSandboxAgreement, { operation: 'getSandboxAgreement', isSandboxOnly: true });

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
