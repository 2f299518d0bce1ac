// POST /v1/sandbox/agreements/{mockAgreementId}/engagements – grant a PSU an account of the agreement's corporation
import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { createSandboxEngagement } = sandboxHandlers;

export const POST = withXs2a(createSandboxEngagement, { operation: 'createSandboxEngagement', isSandboxOnly: true });

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
