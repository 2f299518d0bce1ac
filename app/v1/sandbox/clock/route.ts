// GET, PUT, DELETE /v1/sandbox/clock – read, move forward, or return to real time this TPP's sandbox clock (D16)
import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { getSandboxClock, moveSandboxClock, resetSandboxClock } = sandboxHandlers;

export const GET = withXs2a(getSandboxClock, { operation: 'getSandboxClock', isSandboxOnly: true });
export const PUT = withXs2a(moveSandboxClock, { operation: 'moveSandboxClock', isSandboxOnly: true });
export const DELETE = withXs2a(resetSandboxClock, { operation: 'resetSandboxClock', isSandboxOnly: true });

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PATCH } = otherMethods(['GET', 'PUT', 'DELETE']);
