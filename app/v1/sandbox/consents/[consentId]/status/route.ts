// PUT /v1/sandbox/consents/{consentId}/status – the sandbox expires a valid consent now or revokes it as the PSU (D16)
import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { setSandboxConsentStatus } = sandboxHandlers;

export const PUT = withXs2a(setSandboxConsentStatus, { operation: 'setSandboxConsentStatus', isSandboxOnly: true });

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, POST, PATCH, DELETE } = otherMethods(['PUT']);
