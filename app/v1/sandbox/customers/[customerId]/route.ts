import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { getSandboxCustomer, deleteSandboxCustomer } = sandboxHandlers;

// GET /v1/sandbox/customers/{customerId} – read one sandbox customer
export const GET = withXs2a(getSandboxCustomer, { operation: 'getSandboxCustomer', isSandboxOnly: true });

// DELETE /v1/sandbox/customers/{customerId} – delete a sandbox customer with everything it owns
export const DELETE = withXs2a(deleteSandboxCustomer, { operation: 'deleteSandboxCustomer', isSandboxOnly: true });

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { POST, PUT, PATCH } = otherMethods(['DELETE', 'GET']);
