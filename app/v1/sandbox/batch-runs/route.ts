// POST /v1/sandbox/batch-runs – run the payment batch now over this TPP's sandbox and report what it did (D24)
import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { runSandboxPaymentBatch } = sandboxHandlers;

export const POST = withXs2a(runSandboxPaymentBatch, { operation: 'runSandboxPaymentBatch', isSandboxOnly: true });

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
