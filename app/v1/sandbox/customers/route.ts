import { sandboxHandlers } from '@/lib/sandbox/sandbox-handlers';
import { withXs2a } from '@/lib/xs2a/with-xs2a';
import { otherMethods } from '@/lib/xs2a/other-methods';

const { listSandboxCustomers, createSandboxCustomer } = sandboxHandlers;

// GET /v1/sandbox/customers – list this TPP's sandbox customers
export const GET = withXs2a(listSandboxCustomers, { operation: 'listSandboxCustomers', isSandboxOnly: true });

// POST /v1/sandbox/customers – create a sandbox customer (a private one gets its own agreement)
export const POST = withXs2a(createSandboxCustomer, { operation: 'createSandboxCustomer', isSandboxOnly: true });

// Every other verb: 405 SERVICE_INVALID through withXs2a.
export const { PUT, PATCH, DELETE } = otherMethods(['GET', 'POST']);
