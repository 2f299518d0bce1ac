// PUT /v1/sandbox/payments/{paymentId}/status – the bank puts a sandbox payment on hold, releases or stops it (D24)
import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { setSandboxPaymentStatus } = sandboxHandlers;

export const PUT = withXs2a(setSandboxPaymentStatus, { operation: 'setSandboxPaymentStatus', isSandboxOnly: true });

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, POST, PATCH, DELETE } = otherMethods(['PUT']);
